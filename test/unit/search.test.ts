// assist's searcher (cli/commands/interactive/search.ts) on the worker pool: best's progress reaches the hooks that
// draw the line, one search at a time, and stop() ends a runaway search at once (SearchStopped)
// with the next one on a new thread. Run against a stand-in worker (test/fixtures/search-worker.ts).
import { describe, expect, test } from 'vitest';
import { createSearcher, SearchStopped } from '../../cli/commands/interactive/search.ts';
import type { searchHooks } from '../../cli/strategy.ts';
import { isWordleError } from '../../lib/index.ts';
import { bundledWorker } from '../fixtures/bundle-worker.ts';

const script = bundledWorker('search-worker');

const job = { lists: {}, length: 5, hard: false, timeLimit: 0 };

/** Hooks that record what the progress line is told (the heartbeat aside), and say when a search progresses. */
function recorder() {
  const events: string[] = [];
  let progressed = () => {};
  const hooks: ReturnType<typeof searchHooks> = {
    onStart: () => events.push('start'),
    onProgress: ({ done, total }) => {
      events.push(`progress ${done}/${total}`);
      progressed();
    },
    shouldStop: () => false,
    onEnd: ({ from }) => events.push(`end ${from}`),
    clear: () => events.push('clear'),
  };
  return { events, hooks, progress: () => new Promise<void>((resolve) => (progressed = resolve)) };
}

describe('assist searcher', () => {
  test('a search reports to the hooks and answers; /why answers', async () => {
    const { events, hooks } = recorder();
    const searcher = createSearcher(script, job, hooks);
    try {
      expect(await searcher.suggest(['staR=e'])).toEqual({ ranked: [], candidates: ['staR=e'], fellBack: false });
      // The line's clock starts when asked, then the worker's search tells its own start; a
      // settled search always wipes its line (the heartbeat could draw it after the end).
      expect(events).toEqual(['start', 'start', 'progress 1/2', 'end search', 'clear']);
      expect(await searcher.why(['staR=e'], 'lorry')).toBe('lorry after staR=e');
    } finally {
      searcher.close();
    }
  });

  test('one search at a time; stop() ends a runaway one at once, and the next runs on a new thread', async () => {
    const { events, hooks, progress } = recorder();
    const searcher = createSearcher(script, job, hooks);
    try {
      const going = progress();
      const runaway = searcher.suggest(['long']);
      const stopped = expect(runaway).rejects.toThrow(SearchStopped);
      await going;
      await expect(searcher.suggest(['staR=e'])).rejects.toThrow('a search is under way already');
      expect(searcher.stop()).toBe(true);
      await stopped;
      expect(events.at(-1)).toBe('clear');
      expect(searcher.stop()).toBe(false);
      expect(await searcher.suggest(['chOR=d'])).toMatchObject({ candidates: ['chOR=d'] });
    } finally {
      searcher.close();
    }
  });

  test('a user error in a search comes back as the WordleError it was', async () => {
    const { hooks } = recorder();
    const searcher = createSearcher(script, job, hooks);
    try {
      const error = await searcher.suggest(['bad']).catch((caught: unknown) => caught);
      expect(isWordleError(error) && error.message).toBe("'bad' is not a clue");
      expect(await searcher.suggest(['staR=e'])).toMatchObject({ candidates: ['staR=e'] });
    } finally {
      searcher.close();
    }
  });
});
