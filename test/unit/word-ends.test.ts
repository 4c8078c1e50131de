// The suggestion of a big file collects every a-z word of the length by their line ends: the
// byte scan (eachWordEndInBytes) is a shortcut for the expression's rule (eachWordEnd) and must
// find exactly the same ends, in order, on any ASCII block.
import { describe, expect, test } from 'vitest';
import { eachWordEnd, eachWordEndInBytes } from '../../lib/filter/matcher.ts';

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

/** A deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Letters of both cases, the spaces a line is trimmed of, characters around them that are
// neither (the letters' neighbours in ASCII, digits, punctuation, control characters).
const PIECES: readonly string[] = [
  'a',
  'z',
  'M',
  'Q',
  'e',
  ' ',
  '\t',
  '\r',
  '\v',
  '\f',
  '@',
  '[',
  '`',
  '{',
  '0',
  '-',
  "'",
  '\x00',
  '\x1f',
  '\x7f',
];

/** A block of `lines` lines starting with '\n', as the readers hand them out. */
function generatedBlock(next: () => number, lines: number, length: number): string {
  const out: string[] = [];
  const pick = (pieces: readonly string[]): string => pieces[Math.floor(next() * pieces.length)] ?? '';
  for (let k = 0; k < lines; k++) {
    const kind = next();
    let line = '';
    if (kind < 0.1) line = '';
    else if (kind < 0.5) {
      // A word of about the length, maybe padded: the near misses are the interesting lines.
      const pad = () => (next() < 0.3 ? pick([' ', '\t', '\r', ' \r', '\t \v']) : '');
      const letters = Math.max(0, length + Math.floor(next() * 3) - 1);
      line = pad();
      for (let i = 0; i < letters; i++) line += String.fromCharCode((next() < 0.3 ? 65 : 97) + Math.floor(next() * 26));
      line += pad();
      if (next() < 0.1) {
        const at = Math.floor(next() * (line.length + 1));
        line = line.slice(0, at) + pick(PIECES) + line.slice(at);
      }
    } else {
      const size = Math.floor(next() * 12);
      for (let i = 0; i < size; i++) line += pick(PIECES);
    }
    out.push(line);
  }
  return `\n${out.join('\n')}${next() < 0.5 ? '\n' : ''}`;
}

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
