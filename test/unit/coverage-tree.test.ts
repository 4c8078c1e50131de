// The prefix-tree search of the coverage suggestion (lib/solve/coverage.ts) must pick exactly
// what scoring every word does: same word, same score, on random positions of the bundled list.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { factsFromStored, indexWordList } from '../../lib/filter/word-index.ts';
import { suggestCoverage } from '../../lib/solve/coverage.ts';
import { prefixTree } from '../../lib/words/letters.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'latin1')
  .trim()
  .split('\n');
const stored = indexWordList(words.join('\n'), [5])['5'];
if (!stored) throw new Error('no five-letter words');
const joined = factsFromStored(stored, 5).joined;
if (!joined?.tree) throw new Error('no prefix tree');
const plain = { words };

describe('prefixTree', () => {
  test('shared prefixes and the ends of runs', () => {
    const tree = Array.from(prefixTree('abcabdacdbcd', 4, 3));
    // per word: shared with the previous one, then where the runs of 1 and 2 letters end
    expect(tree).toEqual([0, 3, 2, 2, 3, 2, 1, 3, 3, 0, 4, 4]);
  });
});

describe('the tree search finds what scoring every word finds', () => {
  test('random candidates and tried letters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: words.length - 1 }), { minLength: 1, maxLength: 60 }),
        fc.subarray([...'abcdefghijklmnopqrstuvwxyz']),
        (picked, tried) => {
          const candidates = picked.map((i) => words[i] ?? '');
          const input = { candidates, tried: new Set(tried) };
          expect(suggestCoverage({ ...input, guesses: joined })).toEqual(suggestCoverage({ ...input, guesses: plain }));
        },
      ),
      { numRuns: 150, seed: 9 },
    );
  });

  test('an unsorted list still gives the same pick', () => {
    const shuffled = [...words].reverse();
    const facts = factsFromStored(indexWordList(shuffled.join('\n'), [5])['5'] ?? stored, 5).joined;
    const candidates = ['burly', 'lorry', 'mourn', 'worry', 'aback', 'zonal'];
    expect(suggestCoverage({ candidates, tried: new Set('stare'), guesses: facts ?? plain })).toEqual(
      suggestCoverage({ candidates, tried: new Set('stare'), guesses: plain }),
    );
  });
});
