// `wordle web [PATTERN...]`: serve the page on loopback (cli/serve.ts, a bundle of its own).

import { WordleError } from '../../lib/index.ts';
import type { ArgsOf, WEB } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof WEB>, context: CommandContext): Promise<number> {
  if (args.port !== undefined && args.port > 65535) throw new WordleError('USAGE', '--port needs a number from 1 to 65535');
  return (await import('../serve.ts')).runWeb(context.root, { patterns: args.patterns, port: args.port, open: args.open, urlOnly: false });
}
