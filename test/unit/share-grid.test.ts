// The share-grid reader on shares as players paste them: the NYT's title (a comma in the
// number, `*` for hard mode, X/6), the dark, light and high-contrast squares, and rows that
// cannot agree with the words given.

import { describe, expect, test } from 'vitest';
import { readShareGrid, sharePatterns } from '../../lib/review/index.ts';

const HOUSE = ['crane', 'pilot', 'ghost', 'house'];
const HOUSE_PATTERNS = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];

describe('readShareGrid + sharePatterns: real shares', () => {
  test.each([
    [
      'normal, a comma in the number',
      'Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩',
      HOUSE,
      { number: 1234, score: 4, tries: 6, hard: false, highContrast: false },
      HOUSE_PATTERNS,
    ],
    [
      'hard mode, light squares, a link after it',
      'Wordle 1,234 4/6*\n\n⬜⬜⬜⬜🟩\n⬜⬜⬜🟨⬜\n⬜🟨🟨🟩⬜\n🟩🟩🟩🟩🟩\nhttps://www.nytimes.com/games/wordle',
      HOUSE,
      { number: 1234, score: 4, tries: 6, hard: true, highContrast: false },
      HOUSE_PATTERNS,
    ],
    [
      'high contrast, variation selectors, no comma',
      'Wordle 987 3/6\n\n🟦⬛️⬛️⬛️🟦\n🟦⬛️⬛️🟦⬛️\n🟧🟧🟧🟧🟧',
      ['tarse', 'lined', 'elect'],
      { number: 987, score: 3, tries: 6, hard: false, highContrast: true },
      ['tarse:ybbby', 'lined:ybbyb', 'elect:ggggg'],
    ],
    [
      'X/6: not solved (the ound trap)',
      'Wordle 1,105 X/6\n\n⬛⬛⬛⬛⬛\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩',
      ['slate', 'round', 'found', 'mound', 'bound', 'hound'],
      { number: 1105, score: undefined, tries: 6, hard: false, highContrast: false },
      ['slate:bbbbb', 'round:bgggg', 'found:bgggg', 'mound:bgggg', 'bound:bgggg', 'hound:bgggg'],
    ],
    [
      'no number, spaces between the squares',
      'Wordle 2/6\n🟨 ⬛ ⬛ ⬛ 🟨\n🟩 🟩 🟩 🟩 🟩',
      ['TARSE', 'Elect'],
      { number: undefined, score: 2, tries: 6, hard: false, highContrast: false },
      ['tarse:ybbby', 'elect:ggggg'],
    ],
  ])('%s', (_, text, words, title, patterns) => {
    const grid = readShareGrid(text);
    expect({ number: grid.number, score: grid.score, tries: grid.tries, hard: grid.hard, highContrast: grid.highContrast }).toEqual(title);
    expect(sharePatterns(grid, words)).toEqual(patterns);
  });
});

describe('shares that cannot be read, or words that do not agree', () => {
  test.each([
    ['no title', '⬛⬛⬛⬛🟩\n🟩🟩🟩🟩🟩', ['crane', 'house'], 'no title line'],
    ['no rows', 'Wordle 1,234 4/6', [], 'no rows of squares'],
    [
      'the score is not the rows',
      'Wordle 1,234 3/6\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩',
      HOUSE,
      'says 3/6 but it has 4 rows',
    ],
    [
      'X with a green last row',
      'Wordle 1 X/6\n\n⬛⬛⬛⬛🟩\n🟩🟩🟩🟩🟩',
      ['crane', 'house'],
      'X/6 (not solved) but its last row is all green',
    ],
    ['mixed palettes', 'Wordle 1 2/6\n\n🟦⬛⬛🟨⬛\n🟩🟩🟩🟩🟩', ['crane', 'house'], 'mixes the normal squares'],
    ['uneven rows', 'Wordle 1 2/6\n\n⬛⬛⬛🟩\n🟩🟩🟩🟩🟩', ['crane', 'house'], 'row 2 of the share has 5 squares, row 1 has 4'],
    [
      'too few words',
      'Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩',
      ['crane', 'house'],
      'has 4 rows but 2 words were given',
    ],
    [
      'a word of the wrong length',
      'Wordle 1 2/6\n\n⬛⬛⬛⬛🟩\n🟩🟩🟩🟩🟩',
      ['cranes', 'house'],
      "word 1, 'cranes', is not a word of 5 letters",
    ],
    [
      'a row that disagrees (solved)',
      'Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟩\n⬛⬛🟨🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩',
      HOUSE,
      'row 2 does not agree with its word: PILOT against HOUSE gets ⬛⬛⬛🟨⬛, the share has ⬛⬛🟨🟨⬛',
    ],
    [
      'a row that disagrees (not solved)',
      'Wordle 1,105 X/6\n\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩⬛\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩',
      ['slate', 'round', 'found', 'mound', 'bound', 'hound'],
      'row 3 (FOUND ⬛🟩🟩🟩🟩) does not agree with the rows before it',
    ],
  ])('%s', (_, text, words, message) => {
    expect(() => sharePatterns(readShareGrid(text), words)).toThrow(message);
  });
});
