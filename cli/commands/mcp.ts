// `wordle mcp`: the MCP server (mcp/), a front end of its own in a bundle loaded only here.

import { WordleError } from '../../lib/index.ts';
import type { ArgsOf, MCP } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof MCP>, context: CommandContext): Promise<number> {
  if (!args.http && (args.port !== undefined || args.host !== undefined)) throw new WordleError('USAGE', '--port and --host need --http');
  if (args.host === '') throw new WordleError('USAGE', '--host needs an address');
  const options = { http: args.http, host: args.host ?? '127.0.0.1', port: args.port ?? 5010, timeLimit: args.timeLimit ?? 50 };
  return (await import('../../mcp/main.ts')).runMcp(context.root, context.version, options);
}
