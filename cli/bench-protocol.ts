// Messages between `wordle bench` and its worker threads.
import type { StrategyName } from '../lib/index.ts';

export interface BenchJob {
  readonly guessWords: readonly string[];
  readonly length: number;
  readonly first: string;
  readonly hard: boolean;
  readonly strategy: StrategyName;
}

/** The games whose first guess got `code`: all answers that give it, and those to play. */
export interface ClassTask {
  readonly code: number;
  readonly answers: readonly string[];
  readonly targets: readonly string[];
}

export type WorkerMessage = { readonly kind: 'ready' } | { readonly kind: 'result'; readonly solved: readonly (readonly [string, number])[] };
