// Worker threads that run the tool calls (see worker.ts), a few at a time, each call within a
// time limit: past it, its worker is stopped and replaced, and the call answers with an error.

import { isWordleError, type PackageTexts } from '../lib/index.ts';
import { createPool as createWorkerPool, PoolClosed, TimeLimitExceeded } from '../workers/pool.ts';
import type { ToolCall, ToolReply } from './tools.ts';
import type { McpApi } from './worker.ts';

export type Execute = (call: ToolCall) => Promise<ToolReply>;

export interface Pool {
  readonly execute: Execute;
  close(): Promise<void>;
}

/** Calls waiting beyond this many are refused at once rather than queued for minutes. */
const MAX_WAITING = 1000;

export function createPool(script: string, lists: PackageTexts, size: number, timeLimitMs: number): Pool {
  // Eager: each thread indexes the lists before the first call needs it.
  const pool = createWorkerPool<McpApi>({ script, workerData: { lists }, size, eager: true, name: 'tool' });
  /** A failed call as the tool's error: the user's one line, or an internal error with its stack. */
  const failed = (error: unknown): ToolReply => {
    if (error instanceof PoolClosed) return { ok: false, message: 'the server is shutting down' };
    if (error instanceof TimeLimitExceeded) {
      return {
        ok: false,
        message: `the computation took longer than the time limit of ${timeLimitMs / 1000} s and was stopped (the best strategy searches long early in a game: try entropy, or a smaller top_n)`,
      };
    }
    if (isWordleError(error)) return { ok: false, message: error.message };
    return {
      ok: false,
      message: `internal error: ${error instanceof Error ? error.message : String(error)}`,
      stack: error instanceof Error ? error.stack : undefined,
    };
  };
  return {
    async execute(call) {
      if (pool.waiting >= MAX_WAITING) return { ok: false, message: 'the server is busy: too many calls waiting' };
      try {
        return { ok: true, ...(await pool.call('tool', call, { timeLimitMs })) };
      } catch (error) {
        return failed(error);
      }
    },
    close: () => pool.close(),
  };
}
