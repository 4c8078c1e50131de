// `wordle mcp`: the MCP server (mcp/), a front end of its own in a bundle loaded only here.

import { WordleError } from '../../lib/index.ts';
import { MCP_DEFAULTS } from '../../mcp/defaults.ts';
import type { ArgsOf, MCP } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof MCP>, context: CommandContext): Promise<number> {
  if (!args.http && (args.port !== undefined || args.host !== undefined)) throw new WordleError('USAGE', '--port and --host need --http');
  if (args.host === '') throw new WordleError('USAGE', '--host needs an address');
  const options = {
    http: args.http,
    host: args.host ?? MCP_DEFAULTS.host,
    port: args.port ?? MCP_DEFAULTS.port,
    timeLimit: args.timeLimit ?? MCP_DEFAULTS.timeLimit,
  };
  return (await import('../../mcp/main.ts')).runMcp(context.root, context.version, options);
}
