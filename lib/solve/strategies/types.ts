import type { Book } from '../book.ts';
import type { Game, Position } from '../game.ts';

export type StrategyName = 'coverage' | 'entropy' | 'minimax' | 'best';
export const STRATEGY_NAMES: readonly StrategyName[] = ['coverage', 'entropy', 'minimax', 'best'];

/** One guess as a strategy sees it. Higher `score` is better for every strategy. */
export interface Ranked {
  readonly guess: number;
  readonly word: string;
  readonly score: number;
  /** Expected number of possible answers left after it (sum of squared class sizes / n). */
  readonly expected: number;
  /** Whether it is one of the possible answers still in play (it could win now). */
  readonly isAnswer: boolean;
}

/** Picks guesses, like roget's Guesser. Deterministic: ties go to a possible answer, then A-Z. */
export interface Strategy {
  readonly name: StrategyName;
  /**
   * The `top` best allowed guesses of the position, best first (position.remaining not empty).
   * With a `floor`, guesses scoring below it may be left out (the tie rule asks only whether
   * some possible answer scores as well as the top guess: a bar that saves most splits).
   */
  rank(game: Game, position: Position, top: number, floor?: number): Ranked[];
  /** The score of one guess at the position (any guess, allowed or not), on rank's scale. */
  scoreOf(game: Game, position: Position, guess: number): number;
  /**
   * A whole tree for the lists and mode (best's book), proven by play: where the guard's own
   * search cannot show any guess safe, the book's guess is, if the book finishes every answer
   * left in time. See withBook.
   */
  readonly book?: Book | undefined;
}
