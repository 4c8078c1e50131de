import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { codeOf, FeedbackKernel, tilesOf } from '../../lib/solve/kernel.ts';
import { Alphabet, encodeWords, letterSets } from '../../lib/words/encoding.ts';

const vectors = readFileSync(new URL('../fixtures/feedback-vectors.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(',') as [string, string, string]);

/**
 * Codes of every guess against every answer, by code(), by row() and by codes() over the
 * answers in reverse order; `padding` letters are added to the alphabet first, so that the
 * words' letters past z get higher numbers (around 31, where the fast paths end).
 */
function codes(guesses: string[], answers: string[], length: number, padding = 0) {
  const alphabet = new Alphabet();
  for (let i = 0; i < padding; i++) alphabet.of(String.fromCodePoint(0x5d0 + i));
  const gs = encodeWords(guesses, length, alphabet);
  const as = encodeWords(answers, length, alphabet);
  const kernel = new FeedbackKernel(length, alphabet.size);
  const byRow = new Int32Array(guesses.length * answers.length);
  guesses.forEach((_, g) => kernel.row(gs, g, as, byRow, g * answers.length));
  const byCode = Int32Array.from(byRow, (_, k) => kernel.code(gs, Math.floor(k / answers.length), as, k % answers.length));
  const reversed = Int32Array.from(answers, (_, a) => answers.length - 1 - a);
  const bySubset = new Int32Array(guesses.length * answers.length);
  guesses.forEach((_, g) => kernel.codes(gs, g, as, reversed, bySubset, g * answers.length));
  return { byRow, byCode, bySubset };
}

describe('feedback codes', () => {
  test('code() and row() reproduce all 76,607 vectors', () => {
    const guesses = [...new Set(vectors.map(([, guess]) => guess))];
    const answers = [...new Set(vectors.map(([answer]) => answer))];
    const { byRow, byCode } = codes(guesses, answers, 5);
    const wrong = vectors.filter(([answer, guess, result]) => {
      const k = guesses.indexOf(guess) * answers.length + answers.indexOf(answer);
      const expected = codeOf([...result].map((t) => (t === 'c' ? 2 : t === 'm' ? 1 : 0)));
      return byRow[k] !== expected || byCode[k] !== expected;
    });
    expect(wrong).toEqual([]);
  });

  test('tilesOf inverts codeOf', () => {
    expect(tilesOf(codeOf([2, 1, 0, 0, 2]), 5)).toEqual([2, 1, 0, 0, 2]);
    expect(codeOf([2, 2, 2, 2, 2])).toBe(242);
  });

  test('property: row(), code(), codes() and feedback() agree, any length and alphabet', () => {
    // Letters past the 31st of the alphabet take the slow paths: with the padding, é and the
    // Greek letters are numbered 26-33, on both sides of that line.
    const alphabet = [...'abcdé', ...Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x3b1 + i))];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((n) => {
          const word = fc
            .array(fc.constantFrom(...alphabet.slice(0, 5), alphabet[44] as string, alphabet[5] as string), { minLength: n, maxLength: n })
            .map((w) => w.join(''));
          return fc.tuple(
            fc.constant(n),
            fc.uniqueArray(word, { minLength: 1, maxLength: 8 }),
            fc.uniqueArray(word, { minLength: 1, maxLength: 8 }),
            fc.integer({ min: 0, max: 6 }),
          );
        }),
        ([n, guesses, answers, padding]) => {
          const { byRow, byCode, bySubset } = codes(guesses, answers, n, padding);
          guesses.forEach((guess, g) =>
            answers.forEach((answer, a) => {
              const expected = codeOf(feedback([...guess], [...answer]));
              expect(byRow[g * answers.length + a]).toBe(expected);
              expect(byCode[g * answers.length + a]).toBe(expected);
              expect(bySubset[g * answers.length + answers.length - 1 - a]).toBe(expected);
            }),
          );
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('letterSets: the words having each letter, as bit sets', () => {
  // 33 words, so that the sets take two integers a letter (bit 0 of the second is word 32).
  const words = [...Array.from({ length: 32 }, () => 'bbbbb'), 'abcde'];
  const sets = letterSets(encodeWords(words, 5, new Alphabet()), 26);
  test.each([
    ['a: word 32 only', 0, [0, 1]],
    ['b: every word', 1, [-1, 1]],
    ['e: word 32 only', 4, [0, 1]],
    ['z: none', 25, [0, 0]],
  ])('%s', (_, letter, expected) => {
    expect(Array.from(sets.subarray(letter * 2, letter * 2 + 2))).toEqual(expected);
  });
});
