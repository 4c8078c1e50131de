// A guess held up against the strategy's own choices (the MCP server's wordle_compare_guess):
// the --why explanation as data, where the guess ranks among every allowed guess, whether hard
// mode allows it, and the strategy's best guesses to compare it with. Made from turns
// (lib/turn.ts): the turn that explains the guess, and the suggestion of the turn that ranks.

import type { FilterResult, Query } from '../filter/filter.ts';
import { type Explanation, explainGuess } from '../talk/explain.ts';
import { hardModeProblem } from '../talk/play.ts';
import { gameOf } from './rank.ts';
import type { StrategyName } from './rules.ts';
import { strategyNamed } from './strategies/index.ts';
import type { RankedWord, Suggested } from './suggest.ts';

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

/** The turn that explained the guess (settings.why): its clues, matches with the words, candidates, and explanation. */
export interface ExplainedTurn {
  readonly query: Query;
  readonly result: FilterResult;
  readonly suggested: Pick<Suggested, 'candidates'>;
  readonly explanation?: Explanation | undefined;
}

/** Scores this close are the same score (sums of logarithms differ in their last bits by the order summed). */
const EPSILON = 1e-9;

/**
 * The comparison of the guess a turn explained with the strategy's `alternatives` (the
 * ranking turn's suggestion). `outcomes`: how many of the likeliest outcomes the explanation
 * lists (the turn's lists 4, as --why).
 */
export function compareGuess(
  turn: ExplainedTurn,
  alternatives: readonly RankedWord[],
  settings: { readonly strategy: StrategyName; readonly hard: boolean },
  outcomes?: number,
): Comparison {
  const explained = turn.explanation;
  if (!explained) throw new Error('compareGuess needs the turn that explains the guess');
  const word = explained.word;
  const { query, result } = turn;
  const { candidates } = turn.suggested;
  // The explanation again with more outcomes listed: its score is the turn's (its strategy's, best's search included).
  const explanation =
    outcomes === undefined
      ? explained
      : explainGuess({
          word,
          candidates,
          tried: query.tried,
          strategy: explained.strategy,
          score: explained.score,
          outcomes,
          hardModeRefusal: explained.hardModeRefusal,
        });
  const shown = alternatives.findIndex((item) => item.word === word);
  const comparison = {
    explanation,
    inWordList: (result.words ?? []).includes(word),
    hardModeProblem: hardModeProblem([...word], query.clues) ?? null,
    alternatives,
  };
  if (settings.strategy === 'best' || candidates.length === 0)
    return { ...comparison, rank: shown === -1 ? null : shown + 1, rankedAmong: alternatives.length };
  // The strategy's own order (no book or time limit enters it: the book is the guard's, which the rank skips).
  const strategy = strategyNamed(settings.strategy);
  const { game, position } = gameOf(
    { query, result, answers: undefined, strategy, hard: settings.hard, top: alternatives.length },
    candidates,
    [word],
  );
  const rankedAmong = position.allowed.length;
  if (shown !== -1) return { ...comparison, rank: shown + 1, rankedAmong };
  if (!position.allowed.includes(game.guesses.words.indexOf(word))) return { ...comparison, rank: null, rankedAmong };
  // Not among the best shown: after them, in the strategy's own order. Only the guesses scoring
  // at least as well as the word can come before it, so the ranking stops at its score (the
  // strategies' bounds then skip most guesses), and no guess goes through the guard, whose
  // safety check of each of the 14,855 guesses took minutes on a first turn.
  const floor = explained.score - Math.max(EPSILON, Math.abs(explained.score) * EPSILON);
  const ranked = strategy.rank(game, position, position.allowed.length, Number.isFinite(floor) ? floor : undefined);
  const ownOrder = ranked.filter((item) => !alternatives.some((best) => best.word === item.word));
  // (The floor leaves out only guesses scoring below it: the word itself is always kept.)
  const at = ownOrder.findIndex((item) => item.word === word);
  return { ...comparison, rank: at === -1 ? null : alternatives.length + at + 1, rankedAmong };
}
