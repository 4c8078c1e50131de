// Messages between `wordle bench` and its worker threads.
import type { StrategyName } from '../lib/index.ts';

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
  /** Send back each game's line (for --tree). */
  readonly tree: boolean;
  /** best: the wider search that makes books. */
  readonly wide: boolean;
}

/** Search one first guess to the end, when it costs at most `limit` (else any cost above). */
export interface FirstGuessTask {
  readonly kind: 'first';
  readonly guess: string;
  readonly limit: number;
}

/** The games whose first guess got `code`: all answers that give it, and those to play. */
export interface ClassTask {
  readonly code: number;
  readonly answers: readonly string[];
  readonly targets: readonly string[];
}

export type WorkerMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'result'; readonly solved: readonly (readonly [string, number])[]; readonly lines: readonly string[] }
  | { readonly kind: 'cost'; readonly guess: string; readonly cost: number };
