// The page's packing of long word lists (web/front-code.ts): unpackWords gives back packWords'
// text byte for byte, data/english.txt included, and packing refuses what it could not give back.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { packWords, unpackWords } from '../../web/front-code.ts';

describe('front coding', () => {
  test.each([
    ['', ''],
    ['a\n', '0a\n'],
    ['abc\nabd\nab\nabcdefghijkl\nabcdefghijkz\nb\n', '0abc\n2d\n2\n2cdefghijkl\n9jkz\n0b\n'],
    ['same\nsame\n', '0same\n4\n'],
    ['no\nnewline', '0no\n1ewline'],
  ])('%j packs to %j and back', (text, packed) => {
    expect(packWords(text)).toBe(packed);
    expect(unpackWords(packed)).toBe(text);
  });

  test('data/english.txt comes back byte for byte, in half the bytes', () => {
    const english = readFileSync(new URL('../../data/english.txt', import.meta.url), 'utf8');
    const packed = packWords(english);
    expect(unpackWords(packed)).toBe(english);
    expect(packed.length).toBeLessThan(english.length / 2);
  });

  test.each(['Abc\n', 'ab c\n', 'abc\n\n', '\nabc', 'é\n'])('%j is refused', (text) => {
    expect(() => packWords(text)).toThrow(/lines of a-z words/);
  });
});
