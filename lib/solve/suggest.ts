// The next guess for a filtered word list: which matches are likely answers, and the cheap
// cases of the suggestion (a precomputed first guess; coverage, the default). The ranked
// strategies are in lib/solve/rank.ts, which the command line loads only when asked for.

import { suggestCoverage } from './coverage.ts';
import { feedback } from '../clues/feedback.ts';
import type { FilterResult, Query } from '../filter/filter.ts';

export interface SuggestRequest<S = { readonly name: string }> {
  readonly query: Query;
  readonly result: FilterResult;
  /** The likely-answers list; undefined when every word of the list may be the answer. */
  readonly answers: ReadonlySet<string> | undefined;
  readonly strategy: S;
  readonly hard: boolean;
  /** How many guesses to rank (1 for just the suggestion). */
  readonly top: number;
  /** A precomputed first guess for these lists, strategy and mode (used with no clue, top 1). */
  readonly opener?: string | undefined;
  /** Whether the caller shows the expected count left for a single suggestion (a pass over the candidates). */
  readonly detail?: boolean;
}

export interface RankedWord {
  readonly word: string;
  readonly score: number;
  readonly expected: number;
  readonly isAnswer: boolean;
}

export interface Suggested {
  readonly ranked: readonly RankedWord[];
  /** The matches that may be the answer. */
  readonly candidates: readonly string[];
  /** No match was on the answers list, so every match counts as a possible answer. */
  readonly fellBack: boolean;
}

/** The matches that are likely answers (all of them when none is, or with no list). */
export function candidatesOf(matches: readonly string[], answers: ReadonlySet<string> | undefined) {
  if (!answers) return { candidates: matches, fellBack: false };
  const candidates = matches.filter((word) => answers.has(word));
  return candidates.length === 0 && matches.length > 0 ? { candidates: matches, fellBack: true } : { candidates, fellBack: false };
}

/** Whether quickSuggest can answer the request (else lib/solve/rank.ts's suggest must). */
export function isQuick(request: SuggestRequest): boolean {
  const first = request.top === 1 && request.query.clues.length === 0 && request.opener !== undefined;
  return first || (request.strategy.name === 'coverage' && !request.hard && request.top === 1);
}

/** The suggestion when isQuick: the precomputed first guess, or the coverage rule's pick. */
export function quickSuggest(request: SuggestRequest): Suggested {
  const { query, result } = request;
  const { candidates, fellBack } = candidatesOf(result.matches, request.answers);
  if (candidates.length === 0) return { ranked: [], candidates, fellBack };
  const single = (word: string, score: number): Suggested => ({
    ranked: [{ word, score, expected: request.detail === false ? Number.NaN : expectedRemaining(word, candidates), isAnswer: candidates.includes(word) }],
    candidates,
    fellBack,
  });
  if (request.opener && query.clues.length === 0) return single(request.opener, Number.NaN);
  const guesses = result.facts?.joined ?? { words: result.words ?? [], masks: result.masks };
  const best = suggestCoverage({ candidates, guesses, tried: query.tried });
  return best ? single(best.word, best.score) : { ranked: [], candidates, fellBack };
}

/** Expected number of candidates left after guessing `word`: sum of squared class sizes / n. */
export function expectedRemaining(word: string, candidates: readonly string[]): number {
  const guess = [...word];
  const counts = new Map<string, number>();
  for (const candidate of candidates) {
    const key = feedback(guess, [...candidate]).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let squares = 0;
  for (const count of counts.values()) squares += count * count;
  return squares / candidates.length;
}
