import { describe, expect, test } from 'vitest';
import { buildCoveragePool, letterCounts, letterMask, letterWeights, suggestCoverage } from '../../lib/coverage.ts';

const poolOf = (words: string[], length = 5) => {
  const builder = buildCoveragePool(length);
  builder.add(words.join('\n'));
  return builder.finish();
};
const suggest = (matches: string[], list: string[], tried = '') =>
  suggestCoverage({ matches, pool: poolOf(list), tried: new Set(tried) })?.word;

describe('letterWeights', () => {
  test('counts matches containing each untried letter; letters in all or none are worth 0', () => {
    const matches = ['batch', 'catch', 'hatch', 'latch', 'match'];
    const weights = letterWeights(letterCounts(matches), matches.length, new Set('stare'));
    expect(Object.fromEntries(weights)).toEqual({ b: 1, l: 1, m: 1 });
  });
});

describe('suggestCoverage', () => {
  test.each([
    // matches, whole list, tried letters, suggestion
    [[], ['abcde'], '', undefined],
    [['zebra'], ['abcde', 'zebra'], 'stoe', 'zebra'],
    [['zebra', 'cobra'], ['abcde', 'cobra', 'zebra'], 'st', 'cobra'],
    // A non-match that covers b, l, m, p at once beats any match.
    [['batch', 'catch', 'hatch', 'latch', 'match', 'patch'], ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'blimp'], 'stare', 'blimp'],
    // Ties: a match first, then alphabetical order.
    [['aabxy', 'aacxy', 'aadxy'], ['aabxy', 'aacxy', 'aadxy', 'bqqqq'], 'axy', 'aabxy'],
    [['aabxy', 'aacxy', 'aadxy'], ['aabxy', 'aacxy', 'aadxy', 'bbcxz'], 'axy', 'bbcxz'],
    [['aaxxy', 'bbxxy', 'ccxxy'], ['aaxxy', 'bbxxy', 'ccxxy', 'zbazz', 'abqqq'], 'xy', 'abqqq'],
  ])('%j from %j after %j', (matches, list, tried, expected) => {
    expect(suggest(matches, list, tried)).toBe(expected);
  });

  test('the pool keeps the alphabetically first word of each letter set, in any input order', () => {
    const pool = poolOf(['tears', 'rates', 'STARE', '  aster', 'zzzzz', 'a-bcd', 'tares']);
    const words = pool.masks.map((_, i) => pool.maskWords.at(i));
    expect(words).toEqual(['aster', 'zzzzz']);
    expect(pool.masks).toEqual([letterMask('aster'), letterMask('zzzzz')]);
  });

  test('non-ASCII words are pooled by their letters', () => {
    const pool = poolOf(['noël', 'lëon', 'café', 'löen'], 4);
    expect(pool.otherWords).toEqual(['lëon', 'café', 'löen']);
  });
});
