// `wordle completion`: the bash/zsh completion script, which yargs writes (cli/args.ts).

import type { ArgsOf, COMPLETION } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(_args: ArgsOf<typeof COMPLETION>, context: CommandContext): Promise<number> {
  context.write(await (await import('../args.ts')).textFor(['completion'], context.version));
  return 0;
}
