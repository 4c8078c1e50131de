// assist's searches on a worker thread (cli/commands/interactive/search.ts, over the built dist/search-worker.cjs):
// once a search has answered, its progress line is gone, whether or not the worker said the
// search ended (a late redraw by the heartbeat must not stay on the screen, in front of the count).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createSearcher } from '../../cli/commands/interactive/search.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORDS = ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch', 'blimp', 'stare', 'crane'];
const LIST = join(mkdtempSync(join(tmpdir(), 'wordle-searcher-')), 'words.txt');
writeFileSync(LIST, `${WORDS.join('\n')}\n`);

/** Hooks that keep the progress line's state: drawn from a start (and by each heartbeat) until ended or cleared. */
function recordingHooks() {
  const state = { line: 'none' as 'none' | 'shown' | 'cleared', events: [] as string[] };
  const hooks = {
    onStart: () => {
      state.events.push('start');
      state.line = 'shown';
    },
    onProgress: () => {
      state.events.push('progress');
      state.line = 'shown';
    },
    shouldStop: () => {
      state.events.push('tick');
      if (state.line !== 'none') state.line = 'shown';
      return false;
    },
    onEnd: () => {
      state.events.push('end');
      state.line = 'cleared';
    },
    clear: () => {
      state.events.push('clear');
      state.line = 'cleared';
    },
  };
  return { hooks, state };
}

describe('createSearcher: a settled search leaves no progress line', () => {
  test.each([
    ['a search', ['stare:bybbb']],
    ['clues no word fits (no search at all)', ['zzzzz:ggggg']],
  ])('%s', async (_, clues) => {
    const { hooks, state } = recordingHooks();
    const searcher = createSearcher(
      join(ROOT, 'dist', 'search-worker.cjs'),
      { lists: { guesses: LIST }, length: 5, hard: false, timeLimit: 0 },
      hooks,
    );
    try {
      await searcher.suggest(clues);
      expect(state.line, state.events.join(' ')).toBe('cleared');
    } finally {
      searcher.close();
    }
  });
});
