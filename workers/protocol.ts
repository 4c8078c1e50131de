// What the pool (pool.ts) and its worker threads (worker.ts) say to each other. A worker's API
// is one table of functions, each taking one argument (structured-cloneable) and a function
// that reports progress to the caller; the main side's types are derived from the table's type.
import { isWordleError, WordleError } from '../lib/index.ts';

/** How a worker function reports progress (each message goes to its call's onProgress). */
export type Report<P> = (progress: P) => void;

/** A worker's API: name -> function (sync or async). */
export type Api = { readonly [name: string]: (args: never, report: never) => unknown };

export type ArgsOf<F> = F extends (args: infer A, report: never) => unknown ? A : never;
export type ReplyOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
export type ProgressOf<F> = F extends (args: never, report: Report<infer P>) => unknown ? P : never;

export interface Request {
  readonly id: number;
  readonly name: string;
  readonly args: unknown;
}

/** An error as it crosses: a WordleError keeps its code (a user's one-line error), any other its stack. */
export interface CarriedError {
  readonly message: string;
  readonly code?: WordleError['code'] | undefined;
  readonly stack?: string | undefined;
}

export type Response =
  | { readonly id: number; readonly kind: 'progress'; readonly progress: unknown }
  | { readonly id: number; readonly kind: 'reply'; readonly reply: unknown }
  | { readonly id: number; readonly kind: 'error'; readonly error: CarriedError };

export function carry(error: unknown): CarriedError {
  if (isWordleError(error)) return { message: error.message, code: error.code };
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/** The error again on the main side: a WordleError as thrown, any other an Error with the worker's stack. */
export function uncarry(carried: CarriedError): Error {
  if (carried.code !== undefined) return new WordleError(carried.code, carried.message);
  const error = new Error(carried.message);
  // (A thrown non-Error had no stack: the main side's would only mislead.)
  error.stack = carried.stack;
  return error;
}
