// What a suggestion is asked and what it gives, and which matches are likely answers. The
// cheap cases (a first guess made ahead; coverage shown safe cheaply) are the quick path's
// (quick-path.ts); the ranked strategies are in lib/solve/rank.ts, which the command line loads
// only when asked for.

import type { FilterResult, Query } from '../filter/filter.ts';
import { MemoCache } from '../speed.ts';
import { FEW_LEFT } from './rules.ts';
import type { Moved } from './strategies/types.ts';

export interface SuggestRequest<S = { readonly name: string }> {
  readonly query: Query;
  readonly result: FilterResult;
  /** The likely-answers list; undefined when every word of the list may be the answer. */
  readonly answers: ReadonlySet<string> | undefined;
  readonly strategy: S;
  readonly hard: boolean;
  /** How many guesses to rank (1 for just the suggestion). */
  readonly top: number;
  /** A precomputed first guess for these lists, strategy and mode (used with no clue, top 1): only for lists whose answers are all guesses (OpenerBook). */
  readonly opener?: string | undefined;
  /** Whether the caller shows the expected count left for a single suggestion (a pass over the candidates). */
  readonly detail?: boolean;
  /** Frequency priors weigh the answers or limit the guesses (lib/solve/priors.ts): the quick path, for equally likely answers over the whole list, does not apply. */
  readonly priors?: boolean;
  /** The quick path was tried for this request and declined (quickAnswer): the ranked path need not try it again. */
  readonly quickDeclined?: boolean;
}

export interface RankedWord {
  readonly word: string;
  readonly score: number;
  readonly expected: number;
  readonly isAnswer: boolean;
  /** Why it stands out of its score's order (see strategies/types.ts Moved). */
  readonly moved?: Moved | undefined;
  /** best: the score is only a lower bound of the guess's cost (see strategies/types.ts Ranked). */
  readonly lowerBound?: boolean | undefined;
}

export interface Suggested {
  readonly ranked: readonly RankedWord[];
  /** The matches that may be the answer. */
  readonly candidates: readonly string[];
  /** No match was on the answers list, so every match counts as a possible answer. */
  readonly fellBack: boolean;
  /** Only the possible answers are offered: so few are left (see fewLeft) that no other guess can do better. */
  readonly onlyAnswers?: boolean | undefined;
}

export interface Candidates {
  readonly candidates: readonly string[];
  readonly fellBack: boolean;
}

/** candidatesOf's answers by list of matches: a ranked turn asks three times of the same lists (the quick path, fewLeft, suggest), and each pass costs a cold turn 5-6 ms. */
const candidatesMade = new MemoCache<readonly string[], { readonly answers: ReadonlySet<string>; readonly value: Candidates }>();

/** The matches that are likely answers (all of them when none is, or with no list). */
export function candidatesOf(matches: readonly string[], answers: ReadonlySet<string> | undefined): Candidates {
  if (!answers) return { candidates: matches, fellBack: false };
  const made = candidatesMade.get(matches);
  if (made?.answers === answers) return made.value;
  const candidates = matches.filter((word) => answers.has(word));
  const value = candidates.length === 0 && matches.length > 0 ? { candidates: matches, fellBack: true } : { candidates, fellBack: false };
  candidatesMade.set(matches, { answers, value });
  return value;
}

/** Whether only the possible answers are offered (see FEW_LEFT): after a clue, with that many of them or fewer. */
export function fewLeft(request: SuggestRequest): boolean {
  if (request.query.clues.length === 0) return false;
  const { candidates } = candidatesOf(request.result.matches, request.answers);
  return candidates.length > 0 && candidates.length <= FEW_LEFT;
}
