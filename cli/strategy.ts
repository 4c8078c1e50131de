// Strategies by name; `best` (the lookahead search) loads only when asked for.
import { type Strategy, type StrategyName, strategyNamed } from '../lib/solve/strategies/index.ts';

export async function strategyFor(name: StrategyName): Promise<Strategy> {
  if (name === 'best') return (await import('../lib/solve/strategies/best.ts')).best;
  return strategyNamed(name);
}
