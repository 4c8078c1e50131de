// A guess held up against the strategy's own choices (the MCP server's wordle_compare_guess):
// the --why explanation as data, where the guess ranks among every allowed guess, whether hard
// mode allows it, and the strategy's best guesses to compare it with.

import { candidatesOf, type RankedWord } from './suggest.ts';
import { explainChoiceData, gameOf, type RankRequest, suggest } from './rank.ts';
import type { Explanation } from '../talk/explain.ts';
import { hardModeProblem } from '../talk/play.ts';

export interface Comparison {
  readonly explanation: Explanation;
  /**
   * 1-based place of the guess in the order `--top` would list every allowed guess: the
   * strategy's best (`alternatives`, after the tie rule and the guard) first, then the others by
   * the strategy's own score. null when it is not ranked (not allowed in hard mode; for `best`,
   * not among its top ones).
   */
  readonly rank: number | null;
  /** How many guesses the rank is among: every allowed guess, or for `best` (a search per guess) the top ones. */
  readonly rankedAmong: number;
  /** Whether the guess is one of the allowed guesses of the word list. */
  readonly inWordList: boolean;
  /** What hard mode would demand of it after these clues; null when it complies. */
  readonly hardModeProblem: string | null;
  /** The strategy's `top` best guesses (the CLI's --top). */
  readonly alternatives: readonly RankedWord[];
}

/** Scores this close are the same score (sums of logarithms differ in their last bits by the order summed). */
const EPSILON = 1e-9;

/** `outcomes`: how many of the likeliest outcomes the explanation lists (default 4, as --why). */
export function compareGuess(request: RankRequest, word: string, outcomes?: number): Comparison {
  const explanation = explainChoiceData(request, word, outcomes);
  const alternatives = suggest(request).ranked;
  const inWordList = (request.result.words ?? []).includes(word);
  const problem = hardModeProblem([...word], request.query.clues) ?? null;
  const { candidates } = candidatesOf(request.result.matches, request.answers);
  const shown = alternatives.findIndex((item) => item.word === word);
  if (request.strategy.name === 'best' || candidates.length === 0) {
    return { explanation, rank: shown === -1 ? null : shown + 1, rankedAmong: alternatives.length, inWordList, hardModeProblem: problem, alternatives };
  }
  const { game, position } = gameOf(request, candidates, [word]);
  const comparison = { explanation, rankedAmong: position.allowed.length, inWordList, hardModeProblem: problem, alternatives };
  if (shown !== -1) return { ...comparison, rank: shown + 1 };
  if (!position.allowed.includes(game.guesses.words.indexOf(word))) return { ...comparison, rank: null };
  // Not among the best shown: after them, in the strategy's own order. Only the guesses scoring
  // at least as well as the word can come before it, so the ranking stops at its score (the
  // strategies' bounds then skip most guesses), and no guess goes through the guard, whose
  // safety check of each of the 14,855 guesses took minutes on a first turn.
  const floor = explanation.score - Math.max(EPSILON, Math.abs(explanation.score) * EPSILON);
  const ranked = request.strategy.rank(game, position, position.allowed.length, Number.isFinite(floor) ? floor : undefined);
  const ownOrder = ranked.filter((item) => !alternatives.some((best) => best.word === item.word));
  // (The floor leaves out only guesses scoring below it: the word itself is always kept.)
  const at = ownOrder.findIndex((item) => item.word === word);
  return { ...comparison, rank: at === -1 ? null : alternatives.length + at + 1 };
}
