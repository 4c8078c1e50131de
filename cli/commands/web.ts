// `wordle web [PATTERN...]`: serve the page on loopback (cli/serve.ts, a bundle of its own).

import type { ArgsOf, WEB } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof WEB>, context: CommandContext): Promise<number> {
  return (await import('../serve.ts')).runWeb(context.root, { patterns: args.patterns, port: args.port, open: args.open, urlOnly: false });
}
