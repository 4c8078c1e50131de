// What a tool is: one file of mcp/tools/ default-exports `defineTool({...})`, and index.ts lists
// it. The input schema checks and defaults the arguments before the call (the SDK does, in the
// server); `run` gets them so checked, on a worker thread, and its structured result is typed by
// the output schema.

import type * as z from 'zod';
import type { Context } from '../context.ts';

/** A tool's answer: the structured result (its output schema's shape) and a short text of it. */
export interface ToolResult<T> {
  readonly structured: T;
  readonly text: string;
}

/** The output schema's shape with every array and record read-only: the library hands out read-only ones, and a result is only sent. */
type Immutable<T> = T extends readonly (infer Item)[]
  ? readonly Immutable<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Immutable<T[K]> }
    : T;

export interface ToolDefinition<
  Name extends string = string,
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodObject = z.ZodObject,
> {
  /** The name clients call it by (wordle_...). */
  readonly name: Name;
  readonly title: string;
  /** What it is for, as the server's instructions list the tools: `for the next guess`. */
  readonly use: string;
  /** What a model reads to choose the tool. */
  readonly description: string;
  readonly input: Input;
  readonly output: Output;
  /** The call, on the arguments as the input schema parsed them; throws a WordleError for bad input. */
  run(context: Context, args: z.output<Input>): ToolResult<Immutable<z.input<Output>>> | Promise<ToolResult<Immutable<z.input<Output>>>>;
}

/** Only typing: the name kept as a literal (the calls' union is built from it), run checked against the schemas. */
export function defineTool<const Name extends string, Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: ToolDefinition<Name, Input, Output>,
): ToolDefinition<Name, Input, Output> {
  return tool;
}
