// A bench worker thread (dist/bench-worker.cjs): plays the classes of games the main thread
// hands it, or searches first guesses for best (first-guess.ts), one call at a time.

import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import {
  type BestStrategy,
  createGame,
  encodeGuesses,
  type Game,
  type ListChoice,
  parseBook,
  plain,
  plainIn,
  playAfterFirstGuess,
  proofsOf,
  resolveLists,
  type StrategyName,
  solver,
  startPosition,
} from '../../../lib/index.ts';
import { filesStore } from '../../../node/files.ts';
import { serve } from '../../../workers/worker.ts';
import { ROOT } from '../../root.ts';
import { strategyFor } from '../../strategy.ts';

/** What each thread is started with (workerData). */
export interface BenchJob {
  readonly guessWords: readonly string[];
  /** Every answer (for the search of a first guess, which needs them all). */
  readonly answers: readonly string[];
  readonly length: number;
  readonly first: string;
  readonly hard: boolean;
  readonly strategy: StrategyName;
  /** best's book for these lists and mode (a file), when it plays one. */
  readonly bookPath: string | undefined;
  /** The lists as chosen, when their proofs made ahead seed the guard (the worker resolves them as the main thread did). */
  readonly proofLists?: ListChoice | undefined;
  /** Send back each game's line (for --tree). */
  readonly tree: boolean;
  /** best: the wider search that makes books. */
  readonly wide: boolean;
  /** positional: the weight of a letter at another place. */
  readonly positionalWeight: number;
  /** --alpha: each answer's prior weight, [word, weight] (absent: equally likely answers). */
  readonly weights?: readonly (readonly [string, number])[] | undefined;
}

/** The games whose first guess got `code`: all answers that give it, and those to play. */
export interface ClassTask {
  readonly code: number;
  readonly answers: readonly string[];
  readonly targets: readonly string[];
}

// WORDLE_PLAIN=1, inherited from the main thread: every speed mechanism off here too (lib/speed.ts).
plain(plainIn(process.env));
const job = workerData as BenchJob;
const base = encodeGuesses(job.guessWords, job.length);
const weights = job.weights && new Map(job.weights);
const strategy = strategyFor(job.strategy, {
  book: job.bookPath === undefined ? undefined : parseBook(readFileSync(job.bookPath, 'utf8')),
  proofs: job.proofLists && proofsOf(filesStore(ROOT), resolveLists(job.proofLists), job.hard, solver),
  wide: job.wide,
  positionalWeight: job.positionalWeight,
  weightOf: weights && ((word) => weights.get(word) ?? 1),
});
let whole: Game | undefined;

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const benchApi = serve({
  /** Plays one class of games after the first guess: each target's guesses needed, and its line for --tree. */
  play(task: ClassTask) {
    const lines: string[] = [];
    const record = job.tree ? (_word: string, line: string) => lines.push(line) : undefined;
    const solved = playAfterFirstGuess(base, task.answers, task.targets, job.first, task.code, job.hard, strategy, record);
    return { solved: [...solved], lines };
  },
  /** One first guess searched over every answer: its cost when at most `limit`, else any cost above. */
  firstGuessCost({ guess, limit }: { readonly guess: string; readonly limit: number }) {
    // (The game made once per thread.)
    whole ??= createGame(base, job.answers, job.length, job.hard);
    return (strategy as BestStrategy).costWithin(whole, startPosition(whole), base.guesses.indexOf.get(guess) ?? -1, limit);
  },
});
export type BenchApi = typeof benchApi;
