// Strategies by name.
import { best, type Strategy, type StrategyName, strategyNamed } from '../lib/index.ts';

export async function strategyFor(name: StrategyName): Promise<Strategy> {
  return name === 'best' ? best : strategyNamed(name);
}
