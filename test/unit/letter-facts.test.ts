import { describe, expect, test } from 'vitest';
import { compileQuery } from '../../lib/filter/filter.ts';
import { copiesText, type LetterFact, letterFacts } from '../../lib/talk/letter-facts.ts';

const facts = (...patterns: string[]) => letterFacts(compileQuery(patterns).combined);
const fact = (letter: string, least: number, most: number | undefined, at: number[], notAt: number[], mayBe: number[]): LetterFact => ({
  letter,
  least,
  most,
  at,
  notAt,
  mayBe,
});
const absent = (letter: string, notAt: number[]) => fact(letter, 0, 0, [], notAt, []);

describe('letterFacts: what the clues tell of each letter seen', () => {
  test.each([
    // A green R at 4, the rest grey: another r may be anywhere open.
    [['staR=e'], [fact('r', 1, undefined, [4], [], [1, 2, 3, 5]), absent('a', [3]), absent('e', [5]), absent('s', [1]), absent('t', [2])]],
    // A yellow r at 2 and a green e at 5: r is not at 2, nor at 5 (e's).
    [
      ['crane:bybbg'],
      [
        fact('e', 1, undefined, [5], [], [1, 2, 3, 4]),
        fact('r', 1, undefined, [], [2], [1, 3, 4]),
        absent('a', [3]),
        absent('c', [1]),
        absent('n', [4]),
      ],
    ],
    // Two e shown (yellow at 2, green at 5) and a grey one: exactly two, not at 2 or 3.
    [['geese:bybbg'], [fact('e', 2, 2, [5], [2, 3], [1, 4]), absent('g', [1]), absent('s', [4])]],
    // Two yellow e and no grey one: at least two.
    [['lEvEl'], [fact('e', 2, undefined, [], [2, 4], [1, 3, 5]), absent('l', [1, 5]), absent('v', [3])]],
    // A green l and a grey l: exactly one, placed, so it may be nowhere else.
    [['llama:gbbbb'], [fact('l', 1, 1, [1], [2], []), absent('a', [3, 5]), absent('m', [4])]],
    // Two clues together (three fits them): the greens and the places ruled out add up, the counts are the larger.
    [
      ['crane:bybbg', 'rover:ybbgb'],
      [
        fact('e', 2, undefined, [4, 5], [], [1, 2, 3]), // two greens: at least two
        fact('r', 1, 1, [], [1, 2, 5], [3]),
        absent('a', [3]),
        absent('c', [1]),
        absent('n', [4]),
        absent('o', [2]),
        absent('v', [3]),
      ],
    ],
  ])('%j', (patterns, expected) => {
    expect(facts(...patterns)).toEqual(expected);
  });

  test('no clue, no letter', () => {
    expect(facts()).toEqual([]);
  });

  test.each([
    [fact('e', 2, 2, [5], [], []), 'exactly 2'],
    [fact('e', 1, undefined, [], [], [1]), 'at least 1'],
    [fact('e', 1, 2, [], [], [1]), '1 to 2'],
    [absent('e', []), 'not in the word'],
  ])('copiesText(%j) is %s', (given, text) => {
    expect(copiesText(given)).toBe(text);
  });
});
