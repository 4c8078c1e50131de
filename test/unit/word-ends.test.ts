// The suggestion of a big file collects every a-z word of the length by their line ends: the
// byte scan (eachWordEndInBytes) is a shortcut for the expression's rule (eachWordEnd) and must
// find exactly the same ends, in order, on any ASCII block.
import { describe, expect, test } from 'vitest';
import { eachWordEnd, eachWordEndInBytes } from '../../lib/filter/matcher.ts';
import { generatedBlock, random } from './generated-blocks.ts';

const viaExpression = (block: string, length: number): number[] => {
  const ends: number[] = [];
  eachWordEnd(block, length, (end) => ends.push(end));
  return ends;
};
const viaBytes = (block: string, length: number): number[] => {
  const ends: number[] = [];
  eachWordEndInBytes(Buffer.from(block, 'latin1'), length, (end) => ends.push(end));
  return ends;
};

describe('the byte scan finds the ends the expression finds', () => {
  test.each([
    ['first and last line', '\ncrane\nslate', 5],
    ['a trailing newline', '\ncrane\nslate\n', 5],
    ['blank lines', '\n\n\ncrane\n\n', 5],
    ['spaces around, upper case', '\n  CRANE\t\r\n\vSlAtE \n', 5],
    ['longer and shorter lines', '\ncranes\ncran\ncrane', 5],
    ['non-letters', '\ncr@ne\ncrane1\n1crane\ncr ne\ncrane', 5],
    ['only a newline', '\n', 5],
    ['a line of spaces', '\n \t\r', 1],
    ['one-letter words', '\na\nB\n  c\nde\n', 1],
    ['a carriage return inside a line', '\ncr\rane\ncrane\r', 5],
  ])('%s', (_name, block, length) => {
    const expected = viaExpression(block, length);
    expect(viaBytes(block, length)).toEqual(expected);
  });

  test('finds the words of a small block', () => {
    expect(viaBytes('\ncrane\n SLATE\r\nno\nmould', 5)).toEqual([6, 13, 23]);
  });

  test.each([1, 2, 3, 4, 5, 6])('generated blocks, words of %d letters', (length) => {
    const next = random(length);
    for (let round = 0; round < 200; round++) {
      const block = generatedBlock(next, 1 + Math.floor(next() * 40), length);
      const expected = viaExpression(block, length);
      expect(viaBytes(block, length), JSON.stringify(block)).toEqual(expected);
    }
  });

  test('generated blocks hold words and near misses of every kind', () => {
    // (So that the comparison above is not between two empty lists.)
    const next = random(5);
    let found = 0;
    let lines = 0;
    for (let round = 0; round < 200; round++) {
      const block = generatedBlock(next, 20, 5);
      found += viaExpression(block, 5).length;
      lines += 20;
    }
    expect(found).toBeGreaterThan(lines / 10);
    expect(found).toBeLessThan(lines / 2);
  });

  test('a block must start with a newline', () => {
    expect(() => viaBytes('crane', 5)).toThrow(/newline/);
  });
});
