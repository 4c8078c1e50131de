// One typed pool of worker threads for everything that computes off the main thread (bench's
// games, first-guess searches, assist's best search, MCP's tool calls). A worker serves a table
// of functions (worker.ts); here `pool.call(name, args)` queues a call, runs it on a free thread
// (starting one when fewer than `size` run), and resolves with the typed reply. A call can have
// a time limit or be aborted: its thread is terminated (the only way to stop a synchronous
// search at once) and replaced, and the pool goes on. Progress and errors come back as messages.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Api, type ArgsOf, type ProgressOf, type ReplyOf, type Response, uncarry } from './protocol.ts';

export type { Api, ArgsOf, ProgressOf, ReplyOf } from './protocol.ts';

export interface PoolOptions {
  /** The worker's script (a bundle in dist/ that calls serve()). */
  readonly script: string;
  /** What each thread is started with (its workerData). */
  readonly workerData?: unknown;
  /** The most threads at once; by default one a core. */
  readonly size?: number;
  /** Start every thread now, and a stopped one's replacement at once, rather than when a call needs one. */
  readonly eager?: boolean;
  /** Names the thread in the error of one that ends unasked: "the <name> thread ended (exit code N)". */
  readonly name?: string;
}

export interface CallOptions<P> {
  /** Each progress message the worker function reports, in order, before the reply. */
  readonly onProgress?: ((progress: P) => void) | undefined;
  /** Past this, counted from when the call starts on a thread, the thread is terminated and the call rejects with TimeLimitExceeded. */
  readonly timeLimitMs?: number | undefined;
  /** Aborting drops the call (terminating its thread if it runs); it rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

export interface Pool<T extends Api> {
  call<K extends keyof T & string>(name: K, args: ArgsOf<T[K]>, options?: CallOptions<ProgressOf<T[K]>>): Promise<ReplyOf<T[K]>>;
  /** Calls queued, not yet on a thread. */
  readonly waiting: number;
  /** Rejects the calls queued and running with PoolClosed and ends the threads. */
  close(): Promise<void>;
}

/** A call stopped at its time limit. */
export class TimeLimitExceeded extends Error {
  constructor(readonly ms: number) {
    super(`the call took longer than ${ms} ms and was stopped`);
  }
}

/** A call refused or dropped because the pool was closed. */
export class PoolClosed extends Error {
  constructor() {
    super('the worker pool is closed');
  }
}

interface Call {
  readonly name: string;
  readonly args: unknown;
  readonly options: CallOptions<unknown>;
  readonly resolve: (reply: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Set while it runs. */
  running?: { readonly slot: Slot; readonly id: number; readonly timer: NodeJS.Timeout | undefined };
  onAbort?: () => void;
}

interface Slot {
  readonly worker: Worker;
  call: Call | undefined;
}

export function createPool<T extends Api>(options: PoolOptions): Pool<T> {
  const size = Math.max(1, options.size ?? availableParallelism());
  const queue: Call[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const open = (): Slot => {
    const worker = new Worker(options.script, { workerData: options.workerData });
    const slot: Slot = { worker, call: undefined };
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on('message', (response: Response) => {
      const call = slot.call;
      if (!call || call.running?.id !== response.id) return;
      if (response.kind === 'progress') call.options.onProgress?.(response.progress);
      else if (response.kind === 'reply') settle(call, () => call.resolve(response.reply));
      else settle(call, () => call.reject(uncarry(response.error)));
    });
    // A thread that dies (out of memory, a bug) takes only its call with it.
    worker.on('error', (error) => lose(slot, error));
    worker.on('exit', (code) => lose(slot, new Error(`the ${options.name ?? 'worker'} thread ended (exit code ${code})`)));
    slots.push(slot);
    return slot;
  };

  /** Ends a slot's thread (it may be running away); `replace`: start its replacement now when eager. */
  const retire = (slot: Slot, replace: boolean): Promise<number> => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    if (replace && options.eager && !closed) open();
    return slot.worker.terminate();
  };

  /** Takes a call off its slot (or the queue) and lets `then` resolve or reject it. */
  const settle = (call: Call, then: () => void) => {
    if (call.running) {
      clearTimeout(call.running.timer);
      if (call.running.slot.call === call) call.running.slot.call = undefined;
      call.running = undefined;
    } else {
      const at = queue.indexOf(call);
      if (at >= 0) queue.splice(at, 1);
    }
    if (call.onAbort) call.options.signal?.removeEventListener('abort', call.onAbort);
    then();
    dispatch();
  };

  /** Stops a call: its thread, if it runs on one, is terminated (first, so that no other call is given to it). */
  const stop = (call: Call, error: unknown) => {
    if (call.running) void retire(call.running.slot, true);
    settle(call, () => call.reject(error));
  };

  // A lost thread is replaced when a call needs one: one that dies as it starts must not respawn in a loop.
  const lose = (slot: Slot, error: Error) => {
    const call = slot.call;
    void retire(slot, false);
    if (call) settle(call, () => call.reject(error));
    else dispatch();
  };

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => !s.call) ?? (slots.length < size ? open() : undefined);
      if (!slot) break;
      const call = queue.shift() as Call;
      const id = nextId++;
      const limit = call.options.timeLimitMs;
      const timer = limit === undefined ? undefined : setTimeout(() => stop(call, new TimeLimitExceeded(limit)), limit);
      call.running = { slot, id, timer };
      slot.call = call;
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id, name: call.name, args: call.args });
      } catch (error) {
        // (Arguments that cannot be copied to a thread, a function say: the call's error, not the pool's.)
        settle(call, () => call.reject(error));
        return;
      }
    }
    for (const slot of slots) if (!slot.call) slot.worker.unref();
  }

  if (options.eager) for (let i = 0; i < size; i++) open();

  return {
    call(name, args, callOptions = {}) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new PoolClosed());
        const signal = callOptions.signal;
        if (signal?.aborted) return reject(signal.reason);
        const call: Call = {
          name,
          args,
          options: callOptions as CallOptions<unknown>,
          resolve: resolve as (reply: unknown) => void,
          reject,
        };
        if (signal) {
          call.onAbort = () => stop(call, signal.reason);
          signal.addEventListener('abort', call.onAbort, { once: true });
        }
        queue.push(call);
        dispatch();
      });
    },
    get waiting() {
      return queue.length;
    },
    async close() {
      closed = true;
      const calls = [...queue, ...slots.flatMap((slot) => (slot.call ? [slot.call] : []))];
      for (const call of calls) settle(call, () => call.reject(new PoolClosed()));
      await Promise.all([...slots].map((slot) => retire(slot, false)));
    },
  };
}
