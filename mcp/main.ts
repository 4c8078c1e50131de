// `wordle mcp [--http [--port N] [--host H]] [--time-limit S]`: the solver as a Model Context
// Protocol server. Built as a bundle of its own (dist/mcp.cjs) that the CLI loads only for
// this command; the calls run on worker threads (dist/mcp-worker.cjs).

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { readLists } from './files.ts';
import { runHttp } from './http.ts';
import { createPool } from './pool.ts';
import { runStdio } from './stdio.ts';

export interface McpOptions {
  readonly http: boolean;
  readonly host: string;
  readonly port: number;
  /** The longest a tool call may compute, in seconds. */
  readonly timeLimit: number;
}

/** Resolves with the exit status when the client or a signal ends the server. */
export async function runMcp(root: string, version: string, options: McpOptions): Promise<number> {
  // Read once, before serving: an unreadable list is an error at start, not at the first call.
  const lists = readLists(root);
  // One call per core at a time; each worker indexes the lists once.
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  const pool = createPool(join(root, 'dist', 'mcp-worker.cjs'), lists, workers, options.timeLimit * 1000);
  return options.http ? runHttp(pool, version, options) : runStdio(pool, version);
}
