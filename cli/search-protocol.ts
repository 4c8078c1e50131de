// What `wordle assist` and the worker thread that runs best's searches (so that Ctrl-C can stop
// one at once) share: the thread's start-up data, its progress messages, and the request both
// sides make for a turn. The calls themselves are the worker's table (search-worker.ts).
import { type BestProgress, type BestRun, type Book, compileQuery, filterWords, type RankRequest, type Strategy } from '../lib/index.ts';

/** The lists a game uses, as a turn's request needs them. */
export interface TurnLists {
  readonly words: readonly string[];
  /** The words, one a line (what the filter reads). */
  readonly text: string;
  /** The likely answers; undefined when every word may be the answer. */
  readonly answerSet: ReadonlySet<string> | undefined;
}

/** The request for a turn after these clues (their texts, as typed). */
export function turnRequest(
  lists: TurnLists,
  length: number,
  clues: readonly string[],
  strategy: Strategy,
  hard: boolean,
  top: number,
  opener?: string,
): RankRequest {
  const query = compileQuery(clues, length);
  const result = { matches: filterWords(query, lists.text).matches, words: lists.words };
  return { query, result, answers: lists.answerSet, strategy, hard, top, opener };
}

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
