// An Absurdle worker thread (dist/absurdle-worker.cjs): searches the wins that start with the
// first guesses the main thread hands it (`wordle absurdle --all`), one call at a time.

import { workerData } from 'node:worker_threads';
import { type AbsurdleWin, absurdleLists, plain, plainIn, prepareAbsurdleSearch, searchAbsurdleWins } from '../../../lib/index.ts';
import { serve } from '../../../workers/worker.ts';

/** What each thread is started with (workerData). */
export interface AbsurdleJob {
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
  readonly hard: boolean;
}

// WORDLE_PLAIN=1, inherited from the main thread: every speed mechanism off here too (lib/speed.ts).
plain(plainIn(process.env));
const job = workerData as AbsurdleJob;
// (Each thread makes the table once: about a second of work for the 12,972 guesses, less than sending it.)
const search = prepareAbsurdleSearch(absurdleLists(job.answers, job.guesses), job.hard);

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const absurdleApi = serve({
  /** Every win of `depth` guesses to one word whose first guess is one of `starts` (guess indices), as guess indices. */
  wins({ starts, depth }: { readonly starts: readonly number[]; readonly depth: number }) {
    const wins: AbsurdleWin[] = [];
    searchAbsurdleWins(search, { depth, first: false, onWin: (win) => void wins.push(win) }, starts);
    return wins;
  },
});
export type AbsurdleApi = typeof absurdleApi;
