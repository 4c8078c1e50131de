// A bench worker thread (dist/bench-worker.cjs): plays the classes of games the main thread
// hands it, or searches first guesses for best (first-guess.ts), one call at a time.

import { workerData } from 'node:worker_threads';
import {
  type BestStrategy,
  bookOf,
  type Chooser,
  createGame,
  encodeGuesses,
  type Game,
  type ListChoice,
  memoChooser,
  plain,
  plainChooser,
  plainIn,
  playAfterFirstGuess,
  playLyingClass,
  playLyingGames,
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
  /** The lists as chosen, when best's book for them and the mode is played (the worker resolves them as the main thread did). */
  readonly bookLists?: ListChoice | undefined;
  /** The lists as chosen, when their proofs made ahead seed the guard. */
  readonly proofLists?: ListChoice | undefined;
  /** Send back each game's line (for --tree). */
  readonly tree: boolean;
  /** best: the wider search that makes books. */
  readonly wide: boolean;
  /** positional: the weight of a letter at another place. */
  readonly positionalWeight: number;
  /** --alpha: each answer's prior weight, [word, weight] (absent: equally likely answers). */
  readonly weights?: readonly (readonly [string, number])[] | undefined;
  /** --lies: the wrong tiles of each row but the answer's, and the seed their games' lies are drawn with (absent: true tiles). */
  readonly lies?: { readonly count: number; readonly seed: number } | undefined;
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
const store = filesStore(ROOT);
const strategy = strategyFor(job.strategy, {
  book: job.bookLists && bookOf(store, resolveLists(job.bookLists), job.hard, solver),
  proofs: job.proofLists && proofsOf(store, resolveLists(job.proofLists), job.hard, solver),
  wide: job.wide,
  positionalWeight: job.positionalWeight,
  weightOf: weights && ((word) => weights.get(word) ?? 1),
  lies: job.lies?.count,
});
let whole: Game | undefined;
/** The plain rule's chooser over every answer (with lies), made once per thread: its memo serves every call. */
let plainRule: Chooser | undefined;

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const benchApi = serve({
  /** Plays one class of games after the first guess: each target's guesses needed, and its line for --tree. */
  play(task: ClassTask) {
    const lines: string[] = [];
    const record = job.tree ? (_word: string, line: string) => lines.push(line) : undefined;
    const solved = playAfterFirstGuess(base, task.answers, task.targets, job.first, task.code, job.hard, strategy, record);
    return { solved: [...solved], lines };
  },
  /** With lies: the games of one class (their first row's shown tiles), each target's rows taken. */
  playLies(task: ClassTask) {
    return { solved: [...playLyingClass(base, task.answers, task.targets, job.first, job.lies?.seed ?? 0, strategy)] };
  },
  /** With lies: the same games by the plain rule (lib's plainChooser), over every answer. */
  playPlain(task: ClassTask) {
    whole ??= createGame(base, job.answers, job.length, false);
    plainRule ??= memoChooser(plainChooser(whole));
    return { solved: [...playLyingGames(whole, task.targets, job.first, job.lies?.count ?? 0, job.lies?.seed ?? 0, plainRule)] };
  },
  /** One first guess searched over every answer: its cost when at most `limit`, else any cost above. */
  firstGuessCost({ guess, limit }: { readonly guess: string; readonly limit: number }) {
    // (The game made once per thread.)
    whole ??= createGame(base, job.answers, job.length, job.hard);
    return (strategy as BestStrategy).costWithin(whole, startPosition(whole), base.guesses.indexOf.get(guess) ?? -1, limit);
  },
});
export type BenchApi = typeof benchApi;
