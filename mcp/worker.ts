// A worker thread of the server (dist/mcp-worker.cjs): indexes the lists it is handed once,
// then runs tool calls one at a time. Searches can take long (`best` early in a game): on a thread of their
// own they leave the server answering, and can be stopped at the time limit.

import { parentPort, workerData } from 'node:worker_threads';
import { isWordleError } from '../lib/index.ts';
import { createContext, runTool, type ToolCall, type ToolReply, type WordLists } from './tools.ts';

const port = parentPort;
if (port) {
  const context = createContext((workerData as { lists: WordLists }).lists);
  port.on('message', async ({ id, call }: { id: number; call: ToolCall }) => {
    let reply: ToolReply;
    try {
      reply = { ok: true, ...(await runTool(context, call)) };
    } catch (error) {
      reply = isWordleError(error)
        ? { ok: false, message: error.message }
        : { ok: false, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, stack: error instanceof Error ? error.stack : undefined };
    }
    port.postMessage({ id, reply });
  });
}
