// `wordle assist [PATTERN...]`: help with a live game (interactive/interactive.ts, in the modes bundle).

import { LIES_REFUSE, WordleError } from '../../lib/index.ts';
import type { ArgsOf, ASSIST } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof ASSIST>, context: CommandContext): Promise<number> {
  if (args.boards !== undefined || args.patterns.some((pattern) => pattern.includes(','))) {
    if (args.lies !== 0) throw new WordleError('USAGE', LIES_REFUSE.boards);
    return (await import('./boards/index.ts')).runBoardsAssist(args, args.patterns, context.write);
  }
  return (await import('../modes.ts')).runAssist(context.root, args, args.patterns);
}
