// best's searches for `wordle assist`, run on a worker thread (search-worker.ts) so that the
// main thread keeps reading the keyboard: Ctrl-C stops a search at once (the thread is
// terminated; the next search starts another). The progress line is drawn here, from what
// the worker tells. The thread is started at the first search and kept for the next ones.

import type { Suggested } from '../../../lib/index.ts';
import { type CallOptions, createPool } from '../../../workers/pool.ts';
import type { searchHooks } from '../../strategy.ts';
import type { SearchJob, SearchProgress } from './search-protocol.ts';
import type { SearchApi } from './search-worker.ts';

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

/** How often the progress line is redrawn while a search runs (its clock). */
const HEARTBEAT_MS = 200;

export function createSearcher(script: string, job: SearchJob, hooks: ReturnType<typeof searchHooks>): Searcher {
  const pool = createPool<SearchApi>({ script, workerData: job, size: 1, name: 'search' });
  let running: AbortController | undefined;
  const onProgress = (message: SearchProgress) => {
    if (message.kind === 'start') hooks.onStart();
    else if (message.kind === 'progress') hooks.onProgress(message.progress);
    else hooks.onEnd(message.run);
  };

  async function run<T>(search: (options: CallOptions<SearchProgress>) => Promise<T>): Promise<T> {
    if (running) throw new Error('a search is under way already');
    const controller = new AbortController();
    running = controller;
    // The progress line's clock starts now (a new thread takes a while to begin the search).
    hooks.onStart();
    const heartbeat = setInterval(() => hooks.shouldStop(), HEARTBEAT_MS);
    try {
      return await search({ signal: controller.signal, onProgress });
    } finally {
      // The line goes once the heartbeat has stopped, answered or not: the worker's end of a
      // search may come before a last redraw (or never, when its turn needed no search).
      clearInterval(heartbeat);
      hooks.clear();
      if (running === controller) running = undefined;
    }
  }

  return {
    suggest: (clues) => run((options) => pool.call('suggest', { clues }, options)),
    why: (clues, word) => run((options) => pool.call('why', { clues, word }, options)),
    stop() {
      const controller = running;
      if (!controller) return false;
      running = undefined;
      hooks.clear();
      controller.abort(new SearchStopped('search stopped'));
      return true;
    },
    close() {
      void pool.close();
    },
  };
}
