// Messages between the page and its worker, which runs the ranked strategies (best is a search
// that may take seconds) and the reviews so that the page never freezes.

import type { BestProgress, Explanation, RankedWord, TurnNote } from '../lib/index.ts';
import type { Review } from '../lib/review/index.ts';
import type { ListTexts, ReviewAsk, Settings } from './engine.ts';

export type ToWorker =
  | { readonly type: 'lists'; readonly lists: ListTexts }
  | { readonly type: 'rank'; readonly id: number; readonly patterns: readonly string[]; readonly settings: Settings; readonly top: number }
  | { readonly type: 'why'; readonly id: number; readonly patterns: readonly string[]; readonly settings: Settings; readonly word: string }
  | { readonly type: 'review'; readonly id: number; readonly settings: Settings; readonly ask: ReviewAsk };

export type FromWorker =
  | {
      readonly type: 'rank';
      readonly id: number;
      readonly ranked: readonly RankedWord[];
      readonly ms: number;
      readonly stopped?: Stopped | undefined;
    }
  /** best's search after each first guess searched to the end. */
  | { readonly type: 'progress'; readonly id: number; readonly progress: BestProgress }
  /** The explanation's data (the page draws it), or none when no answer is left. */
  | { readonly type: 'why'; readonly id: number; readonly explanation: Explanation | undefined }
  | { readonly type: 'review'; readonly id: number; readonly review: Review }
  | { readonly type: 'error'; readonly id: number; readonly kind: 'rank' | 'why' | 'review'; readonly message: string };

/** The turn's note of a search stopped at its time limit: the candidate guesses searched to the end, of how many. */
export type Stopped = Extract<TurnNote, { kind: 'stopped' }>;
