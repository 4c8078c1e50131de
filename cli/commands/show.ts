// `wordle show WORD` (or `show --seed N`): watch the strategy play against WORD (interactive/interactive.ts, in the modes bundle).

import { LIES_REFUSE, WordleError } from '../../lib/index.ts';
import type { ArgsOf, SHOW } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof SHOW>, context: CommandContext): Promise<number> {
  if (args.boards !== undefined || args.word?.includes(',')) {
    if (args.lies !== 0) throw new WordleError('USAGE', LIES_REFUSE.boards);
    return (await import('./boards/index.ts')).showCommand(args, context);
  }
  const modes = await import('../modes.ts');
  const shown = await modes.runShow(context.root, args, { word: args.word, seed: args.seed }, args.opener, args.json);
  context.write(shown.stdout);
  return shown.status;
}
