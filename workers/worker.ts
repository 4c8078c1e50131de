// The worker-thread side of the pool: serve(api) answers the pool's calls, one at a time, with
// the table's functions. Small on purpose: every worker thread loads it.
import { parentPort } from 'node:worker_threads';
import { type Api, carry, type Request, type Response } from './protocol.ts';

export type { Report } from './protocol.ts';

/** Serves `api` to the pool that started this thread; returns it, so that its type is the API's declaration. */
export function serve<T extends Api>(api: T): T {
  const port = parentPort;
  if (!port) return api;
  const post = (response: Response) => port.postMessage(response);
  port.on('message', async ({ id, name, args }: Request) => {
    try {
      const run = Object.hasOwn(api, name) ? api[name] : undefined;
      if (!run) throw new Error(`no worker function named ${name}`);
      const report = (progress: unknown) => post({ id, kind: 'progress', progress });
      post({
        id,
        kind: 'reply',
        reply: await (run as unknown as (args: unknown, report: (progress: unknown) => void) => unknown)(args, report),
      });
    } catch (error) {
      post({ id, kind: 'error', error: carry(error) });
    }
  });
  return api;
}
