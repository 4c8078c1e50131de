// `wordle feedback GUESS ANSWER`: the tiles a guess gets (cli/feedback.ts, in the solver bundle).

import type { ArgsOf, FEEDBACK } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof FEEDBACK>, context: CommandContext): Promise<number> {
  context.print((await import('../solver.ts')).runFeedback(args.guess, args.answer, args.tiles));
  return 0;
}
