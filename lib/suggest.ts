// The next guess for a filtered word list: which matches are likely answers, and what the
// chosen strategy makes of them. The command line's suggestion, --top and --json come from here.

import { suggestCoverage } from './coverage.ts';
import type { FilterResult, Query } from './filter.ts';
import { feedback } from './feedback.ts';
import { createGame, hardAllowed, type Move, type Position } from './game.ts';
import { codeOf as codeOfTiles } from './kernel.ts';
import { rankGuesses, type Strategy } from './strategies/index.ts';

export interface SuggestRequest {
  readonly query: Query;
  readonly result: FilterResult;
  /** The likely-answers list; undefined when every word of the list may be the answer. */
  readonly answers: ReadonlySet<string> | undefined;
  readonly strategy: Strategy;
  readonly hard: boolean;
  /** How many guesses to rank (1 for just the suggestion). */
  readonly top: number;
  /** A precomputed first guess for these lists, strategy and mode (used with no clue, top 1). */
  readonly opener?: string | undefined;
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

export function suggest(request: SuggestRequest): Suggested {
  const { query, result, strategy, hard, top } = request;
  const { candidates, fellBack } = candidatesOf(result.matches, request.answers);
  if (candidates.length === 0) return { ranked: [], candidates, fellBack };
  const single = (word: string, score: number): Suggested => ({
    ranked: [{ word, score, expected: expectedRemaining(word, candidates), isAnswer: candidates.includes(word) }],
    candidates,
    fellBack,
  });
  if (top === 1 && query.clues.length === 0 && request.opener) return single(request.opener, Number.NaN);
  if (strategy.name === 'coverage' && !hard && top === 1) {
    const best = suggestCoverage({ candidates, words: result.words ?? [], masks: result.masks, tried: query.tried });
    return best ? single(best.word, best.score) : { ranked: [], candidates, fellBack };
  }
  const words = result.words ?? [];
  const clueWords = query.clues.map((clue) => clue.letters.join(''));
  const guesses = [...new Set([...words, ...clueWords])];
  const game = createGame(guesses, candidates, query.length, hard);
  const moves: Move[] = query.clues.map((clue) => ({
    guess: game.guesses.indexOf.get(clue.letters.join('')) ?? -1,
    code: codeOfTiles(clue.tiles),
  }));
  let allowed: Int32Array = Int32Array.from(guesses, (_, g) => g);
  if (hard) for (const move of moves) allowed = hardAllowed(game, allowed, move.guess, move.code);
  const position: Position = { remaining: Int32Array.from(candidates, (_, a) => a), allowed, moves };
  const ranked = rankGuesses(strategy, game, position, top).map(({ word, score, expected, isAnswer }) => ({
    word,
    score,
    expected,
    isAnswer,
  }));
  return { ranked, candidates, fellBack };
}

/** Expected number of candidates left after guessing `word`: sum of squared class sizes / n. */
function expectedRemaining(word: string, candidates: readonly string[]): number {
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
