import type { Book } from '../book.ts';
import type { Game, Position } from '../game.ts';
import type { Proofs } from '../proofs.ts';
import { STRATEGY_NAMES, type StrategyName } from '../rules.ts';

/** Each strategy in a few words, for the lists that offer them (the CLI's help, the MCP schema, the page's select). */
export const STRATEGY_SUMMARIES: Readonly<Record<StrategyName, string>> = {
  coverage: 'untried letters',
  entropy: 'most expected information',
  minimax: 'smallest worst case',
  best: 'lookahead search: slower',
  positional: 'letter frequencies by place',
};

/** The strategies with their summaries: "coverage (untried letters), entropy (...), ...". */
export const strategyChoices = (): string => STRATEGY_NAMES.map((name) => `${name} (${STRATEGY_SUMMARIES[name]})`).join(', ');

/** One guess as a strategy sees it. Higher `score` is better for every strategy. */
export interface Ranked {
  readonly guess: number;
  readonly word: string;
  readonly score: number;
  /** Expected number of possible answers left after it (sum of squared class sizes / n). */
  readonly expected: number;
  /** Whether it is one of the possible answers still in play (it could win now). */
  readonly isAnswer: boolean;
  /** Why it stands where its score would not put it (see Moved); absent where it does. */
  readonly moved?: Moved | undefined;
  /** best: the score is only a lower bound of the guess's cost (its search was stopped before a whole tree for it). */
  readonly lowerBound?: boolean | undefined;
}

/**
 * Why a ranked guess is out of its score's order: the tie rule put this possible answer first;
 * the guard put it first as the guess that can finish in time (or the book's, which can); or the
 * guard put it after the others as one that may not.
 */
export type Moved = 'tie' | 'guard' | 'book' | 'unsafe';

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
  /** Facts proven ahead for the bundled lists' second turns (lib/solve/proofs.ts), which seed the guard's search. */
  readonly proofs?: Proofs | undefined;
}
