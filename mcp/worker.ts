// A worker thread of the server (dist/mcp-worker.cjs): indexes the lists it is handed once,
// then runs tool calls one at a time. Searches can take long (`best` early in a game): on a thread of their
// own they leave the server answering, and can be stopped at the time limit.

import { workerData } from 'node:worker_threads';
import { ROOT } from '../cli/root.ts';
import { type PackageTexts, plain, plainIn } from '../lib/index.ts';
import { serve } from '../workers/worker.ts';
import { createContext } from './context.ts';
import { readMore } from './files.ts';
import { runTool, type ToolCall } from './tools.ts';

// WORDLE_PLAIN=1, inherited from the main thread: every speed mechanism off here too (lib/speed.ts).
plain(plainIn(process.env));
const context = createContext((workerData as { lists: PackageTexts }).lists, (path) => readMore(ROOT, path));

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const mcpApi = serve({ tool: (call: ToolCall) => runTool(context, call) });
export type McpApi = typeof mcpApi;
