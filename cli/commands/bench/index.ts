// `wordle bench`: play every answer with a strategy (bench.ts, in the modes bundle).

import type { BenchOptions } from '../../options.ts';
import type { CommandContext } from '../context.ts';

export async function run(options: BenchOptions, context: CommandContext): Promise<number> {
  if ((options.boards !== undefined || options.games !== undefined) && options.lies === 0)
    return (await import('../boards/index.ts')).benchCommand(options, context);
  const modes = await import('../../modes.ts');
  if (options.lies > 0) return modes.runLyingBench(context.root, options, context.print);
  return modes.runBench(context.root, options, context.print);
}
