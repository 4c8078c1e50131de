// best's searches for `wordle assist`, run on a worker thread (search-worker.ts) so that the
// main thread keeps reading the keyboard: Ctrl-C stops a search at once (the thread is
// terminated; the next search starts another). The progress line is drawn here, from what
// the worker tells. The thread is started at the first search and kept for the next ones.

import { Worker } from 'node:worker_threads';
import { type Suggested, WordleError } from '../lib/index.ts';
import type { SearchAsk, SearchJob, SearchMessage, SearchTask } from './search-protocol.ts';
import type { searchHooks } from './strategy.ts';

/** The reason a search's promise is rejected when stop() ended it. */
export class SearchStopped extends Error {}

export interface Searcher {
  /** best's suggestion after these clues (their texts). */
  suggest(clues: readonly string[]): Promise<Suggested>;
  /** Why `word` is good or not after these clues, in words. */
  why(clues: readonly string[], word: string): Promise<string>;
  /** Stops the search under way, if any (its promise rejects with SearchStopped); whether there was one. */
  stop(): boolean;
  close(): void;
}

interface Running {
  readonly id: number;
  readonly resolve: (value: Suggested | string) => void;
  readonly reject: (error: Error) => void;
  readonly heartbeat: NodeJS.Timeout;
}

/** How often the progress line is redrawn while a search runs (its clock). */
const HEARTBEAT_MS = 200;

export function createSearcher(script: string, job: SearchJob, hooks: ReturnType<typeof searchHooks>): Searcher {
  let worker: Worker | undefined;
  let running: Running | undefined;
  let nextId = 1;

  const finish = () => {
    const task = running;
    running = undefined;
    if (task) clearInterval(task.heartbeat);
    // An idle thread does not keep the process alive.
    worker?.unref();
    return task;
  };

  const start = () => {
    const thread = new Worker(script, { workerData: job });
    thread.on('message', (message: SearchMessage) => {
      if (thread !== worker) return;
      if (message.kind === 'start') return hooks.onStart();
      if (message.kind === 'progress') return hooks.onProgress(message.progress);
      if (message.kind === 'end') return hooks.onEnd(message.run);
      if (running?.id !== message.id) return;
      const task = finish();
      if (message.kind === 'failed') task?.reject(message.code ? new WordleError(message.code, message.message) : new Error(message.message));
      else task?.resolve(message.kind === 'why' ? message.text : message.suggested);
    });
    const lost = (error: Error) => {
      if (thread !== worker) return;
      worker = undefined;
      hooks.clear();
      finish()?.reject(error);
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`the search thread ended (exit code ${code})`)));
    return thread;
  };

  function run<T extends Suggested | string>(task: SearchAsk): Promise<T> {
    if (running) return Promise.reject(new Error('a search is under way already'));
    const thread = (worker ??= start());
    thread.ref();
    const id = nextId++;
    // The progress line's clock starts now (a new thread takes a while to begin the search).
    hooks.onStart();
    return new Promise<T>((resolve, reject) => {
      running = { id, resolve: resolve as (value: Suggested | string) => void, reject, heartbeat: setInterval(() => hooks.shouldStop(), HEARTBEAT_MS) };
      thread.postMessage({ ...task, id } satisfies SearchTask);
    });
  }

  return {
    suggest: (clues) => run<Suggested>({ kind: 'suggest', clues }),
    why: (clues, word) => run<string>({ kind: 'why', clues, word }),
    stop() {
      if (!running) return false;
      const thread = worker;
      worker = undefined;
      void thread?.terminate();
      hooks.clear();
      finish()?.reject(new SearchStopped('search stopped'));
      return true;
    },
    close() {
      const thread = worker;
      worker = undefined;
      void thread?.terminate();
    },
  };
}
