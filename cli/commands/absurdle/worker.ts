// An Absurdle worker thread (dist/absurdle-worker.cjs): searches the wins that start with the
// first guesses the main thread hands it (`wordle absurdle --all`), or the forcing sequences to a
// target that start with the openings it hands it (`--target WORD --solve`), one call at a time.

import { workerData } from 'node:worker_threads';
import {
  AbsurdleChallengeSolver,
  type AbsurdleWin,
  absurdleLists,
  prepareAbsurdleChallenge,
  prepareAbsurdleSearch,
  searchAbsurdleWins,
} from '../../../lib/absurdle/index.ts';
import { plain, plainIn } from '../../../lib/index.ts';
import { serve } from '../../../workers/worker.ts';

/** What each thread is started with (workerData). */
export interface AbsurdleJob {
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
  readonly hard: boolean;
  /** The table, made by the main thread in shared memory (else each thread makes its own). */
  readonly table?: SharedArrayBuffer | undefined;
}

// WORDLE_PLAIN=1, inherited from the main thread: every speed mechanism off here too (lib/speed.ts).
plain(plainIn(process.env));
const job = workerData as AbsurdleJob;
// (Each thread makes the table once unless it is handed one: about a second of work for the 12,972 guesses, less than sending it.)
const search = prepareAbsurdleSearch(absurdleLists(job.answers, job.guesses), job.hard, job.table && { buffer: job.table, filled: true });

/** The search for one target, kept between calls (the groups it found to fail stay known). */
let challenge: { readonly target: number; readonly solver: AbsurdleChallengeSolver } | undefined;

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const absurdleApi = serve({
  /** Every win of `depth` guesses to one word whose first guess is one of `starts` (guess indices), as guess indices. */
  wins({ starts, depth }: { readonly starts: readonly number[]; readonly depth: number }) {
    const wins: AbsurdleWin[] = [];
    searchAbsurdleWins(search, { depth, first: false, onWin: (win) => void wins.push(win) }, starts);
    return wins;
  },
  /**
   * The first of `openings` (guess indices, in order) that starts `within` guesses or fewer
   * leaving the host the target alone (an index into its words), with those guesses; null when
   * none does. Reports each opening searched.
   */
  force(
    { target, openings, within }: { readonly target: number; readonly openings: readonly number[]; readonly within: number },
    report: (searched: number) => void,
  ): number[] | null {
    if (challenge?.target !== target) challenge = { target, solver: new AbsurdleChallengeSolver(prepareAbsurdleChallenge(search, target)) };
    for (const opening of openings) {
      const found = challenge.solver.forceFrom([opening], within);
      report(1);
      if (found) return found;
    }
    return null;
  },
});
export type AbsurdleApi = typeof absurdleApi;
