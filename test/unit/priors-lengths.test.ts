// The priors at every length (lib/solve/priors.ts): a table's zipf counts per billion words of
// the word's own length, five letters read Google Books' table and every other length SUBTLEX-US's,
// and that table tells common words from rare ones at lengths other than five.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FAMILIAR_ZIPF, FREQUENCY_FILES, frequencyFileFor, priorsOf, readFrequencyTable } from '../../lib/solve/priors.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('a table of several lengths', () => {
  const small = readFrequencyTable('aaaaa 1\nbbbbb 9\ncccccc 30\ndddddd 70\n');

  test('zipf is the count per billion words of the same length', () => {
    expect([...small.lengths].sort()).toEqual([5, 6]);
    expect(small.zipf('aaaaa')).toBeCloseTo(Math.log10(0.1 * 1e9), 12);
    expect(small.zipf('cccccc')).toBeCloseTo(Math.log10(0.3 * 1e9), 12);
    expect(small.zipf('eeeeee')).toBe(0);
  });

  test('priors for each of its lengths; a length it lacks is refused, naming it', () => {
    for (const length of [5, 6]) expect(priorsOf(small, 1, true, length)?.weightOf).toBeDefined();
    expect(() => priorsOf(small, 1, false, 7)).toThrow('--alpha needs word frequencies, and the bundled tables have no 7-letter words');
    expect(() => priorsOf(small, 0, true, 4)).toThrow(/^--familiar needs .* no 4-letter words$/);
  });
});

describe('the bundled tables', () => {
  test('five letters read Google Books (ngram-counts.txt), every other length SUBTLEX-US (subtlex-counts.txt)', () => {
    expect(frequencyFileFor(5)).toBe('data/ngram-counts.txt');
    for (const length of [2, 4, 6, 9, 15]) expect(frequencyFileFor(length)).toBe(FREQUENCY_FILES.anyLength);
    expect(FREQUENCY_FILES.anyLength).toBe('data/subtlex-counts.txt');
  });

  const subtlex = readFrequencyTable(read(FREQUENCY_FILES.anyLength));

  test('SUBTLEX-US has every length from 2 to 20', () => {
    for (let length = 2; length <= 20; length++) expect(subtlex.lengths.has(length)).toBe(true);
  });

  test.each([
    { common: ['that', 'have', 'know'], rare: ['aahs', 'abri', 'zyme'] },
    { common: ['people', 'before', 'second'], rare: ['aahing', 'zythum', 'rutins'] },
    { common: ['nothing', 'brother', 'morning'], rare: ['aarrghh', 'zymurgy', 'abbotcy'] },
    { common: ['together', 'remember', 'probably'], rare: ['zymogens', 'abampere', 'aasvogel'] },
  ])('common words are familiar, rare ones not: $common.0', ({ common, rare }) => {
    for (const word of common) expect(subtlex.zipf(word)).toBeGreaterThanOrEqual(FAMILIAR_ZIPF);
    for (const word of rare) expect(subtlex.zipf(word)).toBeLessThan(FAMILIAR_ZIPF);
    const least = Math.min(...common.map((word) => subtlex.zipf(word)));
    expect(Math.max(...rare.map((word) => subtlex.zipf(word)))).toBeLessThan(least);
  });
});
