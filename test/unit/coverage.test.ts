import { describe, expect, test } from 'vitest';
import { coverageScorer, letterCounts, letterWeights, suggestCoverage } from '../../lib/solve/coverage.ts';
import { letterMask } from '../../lib/words/letters.ts';

const suggest = (candidates: string[], words: string[], tried = '') =>
  suggestCoverage({ candidates, guesses: { words }, tried: new Set(tried) })?.word;

describe('letterWeights', () => {
  test('counts candidates containing each untried letter; letters in all or none are worth 0', () => {
    const candidates = ['batch', 'catch', 'hatch', 'latch', 'match'];
    const weights = letterWeights(letterCounts(candidates), candidates.length, new Set('stare'));
    expect(Object.fromEntries(weights)).toEqual({ b: 1, l: 1, m: 1 });
  });
});

describe('coverageScorer', () => {
  // batch, catch, hatch after STARE: b is untried and in one of them (1); c and h are in all
  // three (0). At position 1, b, c and h each start one of them (1); the rest is shared (0).
  test.each([
    ['chomp', 1], // c first: 1
    ['bench', 2], // b: 1, b first: 1
    ['hbxxx', 2], // h first: 1, b: 1
    ['batch', 2], // b: 1, b first: 1
    ['xxxxx', 0],
  ])('%s scores %d', (word, score) => {
    expect(coverageScorer(['batch', 'catch', 'hatch'], new Set('stare'))(word)).toBe(score);
  });

  test('the mask shortcut gives the same score', () => {
    const candidates = ['abbey', 'kebab', 'ebbed', 'bobby'];
    const score = coverageScorer(candidates, new Set('st'));
    for (const word of ['abbey', 'kebab', 'zzzzz', 'beady', 'ebony']) expect(score(word, letterMask(word))).toBe(score(word));
  });

  test('non-ASCII letters score like any other', () => {
    const score = coverageScorer(['noël', 'rêve', 'fête'], new Set());
    expect(score('rêne')).toBeGreaterThan(0);
  });
});

describe('suggestCoverage', () => {
  test.each([
    // candidates, allowed guesses, tried letters, suggestion
    [[], ['abcde'], '', undefined],
    [['zebra'], ['abcde', 'zebra'], 'stoe', 'zebra'],
    [['zebra', 'cobra'], ['abcde', 'cobra', 'zebra'], 'st', 'cobra'],
    // A non-candidate that covers b, l, m, p at once beats any candidate.
    [['batch', 'hatch', 'latch', 'match', 'patch'], ['batch', 'hatch', 'latch', 'match', 'patch', 'blimp'], 'stare', 'blimp'],
    // Ties: a candidate first, then alphabetical order.
    [['aabxy', 'aacxy', 'aadxy'], ['aabxy', 'aacxy', 'aadxy', 'qqbqq'], 'axy', 'aabxy'],
  ])('%j with %j after %j', (candidates, words, tried, expected) => {
    expect(suggest(candidates, words, tried)).toBe(expected);
  });
});
