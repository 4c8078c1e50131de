// `wordle mcp [--http [--port N] [--host H]]`: the solver as a Model Context Protocol server.
// Built as a bundle of its own (dist/mcp.cjs) that the CLI loads only for this command.

import { runHttp } from './http.ts';
import { loadContext } from './context.ts';
import { runStdio } from './stdio.ts';

export interface McpOptions {
  readonly http: boolean;
  readonly host: string;
  readonly port: number;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 5010;

/** Loads the lists once, then serves until the client or a signal ends it. Resolves with the exit status. */
export async function runMcp(root: string, version: string, options: McpOptions): Promise<number> {
  const context = loadContext(root);
  return options.http ? runHttp(context, version, options) : runStdio(context, version);
}
