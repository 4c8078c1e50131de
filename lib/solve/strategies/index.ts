import type { Game, Position } from '../game.ts';
import { coverage } from './coverage.ts';
import { Splitter, type SplitStats } from './partition.ts';
import { entropy, minimax } from './simple.ts';
import type { Ranked, Strategy, StrategyName } from './types.ts';

export type { Ranked, Strategy, StrategyName } from './types.ts';
export { STRATEGY_NAMES } from './types.ts';

const STRATEGIES: Partial<Record<StrategyName, Strategy>> = { coverage, entropy, minimax };

export function strategyNamed(name: StrategyName): Strategy {
  const strategy = STRATEGIES[name];
  if (!strategy) throw new Error(`strategy ${name} is not available`);
  return strategy;
}

export function registerStrategy(strategy: Strategy): void {
  STRATEGIES[strategy.name] = strategy;
}

/** The strategy's `top` best guesses, each with its expected remaining count. */
export function rankGuesses(strategy: Strategy, game: Game, position: Position, top: number): Ranked[] {
  if (position.remaining.length === 0) return [];
  const ranked = strategy.rank(game, position, top);
  if (ranked.every((item) => !Number.isNaN(item.expected))) return ranked;
  const splitter = new Splitter(game, position.remaining.length);
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  return ranked.map((item) => ({
    ...item,
    expected: splitter.stats(item.guess, position.remaining, stats).squares / position.remaining.length,
  }));
}
