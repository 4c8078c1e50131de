// A guess held up against the strategy's own choices (the MCP server's wordle_compare_guess):
// the --why explanation as data, where the guess ranks among every allowed guess, whether hard
// mode allows it, and the strategy's best guesses to compare it with.

import { candidatesOf, type RankedWord } from './suggest.ts';
import { explainChoiceData, gameOf, type RankRequest, suggest } from './rank.ts';
import { rankGuesses } from './strategies/index.ts';
import type { Explanation } from '../talk/explain.ts';
import { hardModeProblem } from '../talk/play.ts';

export interface Comparison {
  readonly explanation: Explanation;
  /** 1-based place of the guess in the strategy's order; null when it is not ranked (see rankedAmong). */
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

/** `outcomes`: how many of the likeliest outcomes the explanation lists (default 4, as --why). */
export function compareGuess(request: RankRequest, word: string, outcomes?: number): Comparison {
  const explanation = explainChoiceData(request, word, outcomes);
  const alternatives = suggest(request).ranked;
  const inWordList = (request.result.words ?? []).includes(word);
  const problem = hardModeProblem([...word], request.query.clues) ?? null;
  const { candidates } = candidatesOf(request.result.matches, request.answers);
  let rank: number | null = null;
  let rankedAmong = alternatives.length;
  if (request.strategy.name === 'best' || candidates.length === 0) {
    const at = alternatives.findIndex((item) => item.word === word);
    rank = at === -1 ? null : at + 1;
  } else {
    // Every allowed guess, the word among them (as --why scores it), in the strategy's order.
    const { game, position } = gameOf(request, candidates, [word]);
    const ranked = rankGuesses(request.strategy, game, position, position.allowed.length);
    rankedAmong = ranked.length;
    const at = ranked.findIndex((item) => item.word === word);
    rank = at === -1 ? null : at + 1;
  }
  return { explanation, rank, rankedAmong, inWordList, hardModeProblem: problem, alternatives };
}
