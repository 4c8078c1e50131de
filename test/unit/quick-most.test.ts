import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { QUICK_MOST, quickSuggest } from '../../lib/solve/quick-path.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';
import { candidatesOf } from '../../lib/solve/suggest.ts';

// Counts the quick path's coverage picks: past QUICK_MOST candidates it must not try at all.
const picks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/solve/coverage.ts', async (actual) => {
  const coverage = await actual<typeof import('../../lib/solve/coverage.ts')>();
  return {
    ...coverage,
    suggestCoverage: (...args: Parameters<typeof coverage.suggestCoverage>) => (picks.count++, coverage.suggestCoverage(...args)),
  };
});

const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers = new Set(
  readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n'),
);

const requestAfter = (patterns: string[]) => {
  const query = compileQuery(patterns);
  const filter = createFilter(query, { collect: 'words' });
  filter.push(text);
  const result = filter.finish();
  return { query, result, answers, strategy: strategyNamed('coverage'), hard: false, top: 1 };
};

describe('the quick path declines at once past QUICK_MOST candidates', () => {
  test.each([
    [['jazzy'], false],
    [['staR=e', 'chOR=d'], true],
  ] as const)('%j: tried %s', (patterns, tried) => {
    const request = requestAfter([...patterns]);
    expect(candidatesOf(request.result.matches, answers).candidates.length > QUICK_MOST).toBe(!tried);
    picks.count = 0;
    const quick = quickSuggest(request);
    expect(picks.count > 0).toBe(tried);
    if (!tried) expect(quick).toBeUndefined();
  });
});
