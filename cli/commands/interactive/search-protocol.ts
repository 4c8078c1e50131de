// What `wordle assist` and the worker thread that runs best's searches (so that Ctrl-C can stop
// one at once) share: the thread's start-up data and its progress messages. The calls themselves are the worker's table (search-worker.ts).
import type { BestProgress, BestRun, ListChoice } from '../../../lib/index.ts';

/** What a search worker is started with (workerData). */
export interface SearchJob {
  /** The lists as chosen: the thread resolves and reads them as the game did (lib's rule), with their book and proofs. */
  readonly lists: ListChoice;
  readonly length: number;
  readonly hard: boolean;
  readonly timeLimit: number;
}

/** How a search goes (best's hooks, told across the thread). */
export type SearchProgress =
  | { readonly kind: 'start' }
  | { readonly kind: 'progress'; readonly progress: BestProgress }
  | { readonly kind: 'end'; readonly run: BestRun };
