// The MCP tools, one file each in tools/ (listed in tools/index.ts), run as pure functions of a
// loaded context (context.ts: the package's files read once per server, indexed once per worker
// thread): each takes the tool's checked arguments and returns its structured result and a
// short text, or throws a WordleError with the message the CLI would print. The SDK wiring is in
// server.ts; the threads in pool.ts and worker.ts; reading files, stdio and HTTP at the edge
// (files.ts, stdio.ts, http.ts).

import type * as z from 'zod';
import type { Context } from './context.ts';
import type { ToolResult } from './tools/define.ts';
import { TOOLS } from './tools/index.ts';

export type { ToolResult } from './tools/define.ts';
export { TOOLS };

type AnyTool = (typeof TOOLS)[number];

/** One tool call, by name, with the arguments its input schema has already checked and defaulted. */
export type ToolCall = AnyTool extends infer T
  ? T extends AnyTool
    ? { readonly tool: T['name']; readonly args: z.output<T['input']> }
    : never
  : never;

export type ToolName = ToolCall['tool'];

/** A call's result, or its error's message (the CLI's words) when it failed. */
export type ToolReply =
  | ({ readonly ok: true } & ToolResult<object>)
  | { readonly ok: false; readonly message: string; readonly stack?: string | undefined };

const byName = new Map<string, AnyTool>(TOOLS.map((tool) => [tool.name, tool]));

export async function runTool(context: Context, call: ToolCall): Promise<ToolResult<object>> {
  const tool = byName.get(call.tool);
  if (!tool) throw new Error(`no tool ${call.tool}`);
  // (call.args is the args of call.tool, which TypeScript cannot follow through the lookup.)
  return (tool.run as (context: Context, args: unknown) => ToolResult<object> | Promise<ToolResult<object>>)(context, call.args);
}
