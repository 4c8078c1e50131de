// The page's packing of long word lists (web/front-code.ts): unpackWords gives back packWords'
// text byte for byte, data/english.txt, spanish.txt (ñ) and french.txt included, and packing
// refuses what it could not give back.

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
    ['caña\ncañon\nño\n', '0caña\n3on\n0ño\n'],
  ])('%j packs to %j and back', (text, packed) => {
    expect(packWords(text)).toBe(packed);
    expect(unpackWords(packed)).toBe(text);
  });

  test.each(['english.txt', 'spanish.txt', 'french.txt'])('data/%s comes back byte for byte, in half the bytes', (file) => {
    const list = readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8');
    const packed = packWords(list);
    expect(unpackWords(packed)).toBe(list);
    expect(packed.length).toBeLessThan(list.length / 2);
  });

  // (A capital, a space, an empty line, a digit, a letter of two UTF-16 units, a combining accent.)
  test.each(['Abc\n', 'ab c\n', 'abc\n\n', '\nabc', 'a1\n', '\u{1d44e}\n', 'e\u0301\n'])('%j is refused', (text) => {
    expect(() => packWords(text)).toThrow(/lines of words of lowercase letters/);
  });
});
