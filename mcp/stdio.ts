// `wordle mcp`: the server on stdin/stdout, as desktop clients launch it. stdout carries only
// JSON-RPC; anything else goes to stderr.

import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { logProblem } from './log.ts';
import { createMcpServer } from './server.ts';
import type { Pool } from './pool.ts';

/** Serves until stdin ends or a signal comes; resolves with the exit status. */
export function runStdio(pool: Pool, version: string): Promise<number> {
  return new Promise((resolve) => {
    // One instance per connection, pinned to the protocol era the client opens with.
    const handle = serveStdio(() => createMcpServer(pool.execute, version), {
      onerror: logProblem,
    });
    let ending = false;
    const end = () => {
      if (ending) return;
      ending = true;
      void Promise.allSettled([handle.close(), pool.close()]).finally(() => {
        // Whatever is still queued for stdout goes out before the exit.
        if (process.stdout.writableLength === 0) resolve(0);
        else process.stdout.write('', () => resolve(0));
      });
    };
    process.stdin.once('end', end);
    process.stdin.once('close', end);
    process.once('SIGTERM', end);
    process.once('SIGINT', end);
    process.once('SIGHUP', end);
  });
}
