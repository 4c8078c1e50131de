// What `wordle assist` and the worker thread that runs best's searches (so that Ctrl-C can stop
// one at once) share: the thread's start-up data and its progress messages. The calls themselves are the worker's table (search-worker.ts).
import type { BestProgress, BestRun, Book } from '../lib/index.ts';

/** What a search worker is started with (workerData). */
export interface SearchJob {
  readonly words: readonly string[];
  readonly answers: readonly string[] | undefined;
  readonly length: number;
  readonly hard: boolean;
  readonly timeLimit: number;
  readonly book: Book | undefined;
}

/** How a search goes (best's hooks, told across the thread). */
export type SearchProgress =
  | { readonly kind: 'start' }
  | { readonly kind: 'progress'; readonly progress: BestProgress }
  | { readonly kind: 'end'; readonly run: BestRun };
