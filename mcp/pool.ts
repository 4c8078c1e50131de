// Worker threads that run the tool calls (see worker.ts), a few at a time, each call within a
// time limit: past it, its worker is stopped and replaced, and the call answers with an error.

import { Worker } from 'node:worker_threads';
import type { ToolCall, ToolReply, WordLists } from './tools.ts';

export type Execute = (call: ToolCall) => Promise<ToolReply>;

export interface Pool {
  readonly execute: Execute;
  close(): Promise<void>;
}

interface Job {
  readonly call: ToolCall;
  readonly resolve: (reply: ToolReply) => void;
}

interface Slot {
  worker: Worker;
  job: (Job & { readonly id: number; readonly timer: NodeJS.Timeout }) | undefined;
}

/** Calls waiting beyond this many are refused at once rather than queued for minutes. */
const MAX_WAITING = 1000;

export function createPool(script: string, lists: WordLists, size: number, timeLimitMs: number): Pool {
  const waiting: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, reply: ToolReply) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    job.resolve(reply);
    dispatch();
  };

  const replace = (slot: Slot) => {
    const old = slot.worker;
    old.removeAllListeners();
    void old.terminate();
    if (!closed) slot.worker = start(slot);
  };

  function start(slot: Slot): Worker {
    const worker = new Worker(script, { workerData: { lists } });
    worker.unref();
    worker.on('message', ({ id, reply }: { id: number; reply: ToolReply }) => {
      if (slot.job?.id === id) finish(slot, reply);
    });
    // A worker that dies (out of memory, a bug) takes only its call with it.
    worker.on('error', (error) => {
      finish(slot, { ok: false, message: `internal error: ${error.message}`, stack: error.stack });
      replace(slot);
    });
    return worker;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.job || waiting.length === 0) continue;
      const job = waiting.shift() as Job;
      const id = nextId++;
      const timer = setTimeout(() => {
        finish(slot, {
          ok: false,
          message: `the computation took longer than the time limit of ${timeLimitMs / 1000} s and was stopped (the best strategy searches long early in a game: try entropy, or a smaller top_n)`,
        });
        replace(slot);
      }, timeLimitMs);
      slot.job = { ...job, id, timer };
      slot.worker.ref();
      slot.worker.postMessage({ id, call: job.call });
    }
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  for (let i = 0; i < size; i++) {
    const slot: Slot = { worker: undefined as unknown as Worker, job: undefined };
    slot.worker = start(slot);
    slots.push(slot);
  }

  return {
    execute(call) {
      if (closed) return Promise.resolve({ ok: false, message: 'the server is shutting down' });
      if (waiting.length >= MAX_WAITING) return Promise.resolve({ ok: false, message: 'the server is busy: too many calls waiting' });
      return new Promise((resolve) => {
        waiting.push({ call, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.resolve({ ok: false, message: 'the server is shutting down' });
      await Promise.all(
        slots.map((slot) => {
          finish(slot, { ok: false, message: 'the server is shutting down' });
          return slot.worker.terminate();
        }),
      );
    },
  };
}
