// The share-grid reader on shares as players paste them: the NYT's title (a comma in the
// number, `*` for hard mode, X/6), the dark, light and high-contrast squares, and rows that
// cannot agree with the words given; Fibble's shares, their lies in the title.

import { describe, expect, test } from 'vitest';
import type { Tile } from '../../lib/clues/tiles.ts';
import { readShareGrid, sharePatterns } from '../../lib/review/index.ts';
import { shareGrid } from '../../lib/talk/play.ts';

const HOUSE = ['crane', 'pilot', 'ghost', 'house'];
const HOUSE_PATTERNS = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];

describe('readShareGrid + sharePatterns: real shares', () => {
  test.each([
    [
      'normal, a comma in the number',
      'Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩',
      HOUSE,
      { number: 1234, score: 4, tries: 6, hard: false, highContrast: false, lies: 0 },
      HOUSE_PATTERNS,
    ],
    [
      'hard mode, light squares, a link after it',
      'Wordle 1,234 4/6*\n\n⬜⬜⬜⬜🟩\n⬜⬜⬜🟨⬜\n⬜🟨🟨🟩⬜\n🟩🟩🟩🟩🟩\nhttps://www.nytimes.com/games/wordle',
      HOUSE,
      { number: 1234, score: 4, tries: 6, hard: true, highContrast: false, lies: 0 },
      HOUSE_PATTERNS,
    ],
    [
      'high contrast, variation selectors, no comma',
      'Wordle 987 3/6\n\n🟦⬛️⬛️⬛️🟦\n🟦⬛️⬛️🟦⬛️\n🟧🟧🟧🟧🟧',
      ['tarse', 'lined', 'elect'],
      { number: 987, score: 3, tries: 6, hard: false, highContrast: true, lies: 0 },
      ['tarse:ybbby', 'lined:ybbyb', 'elect:ggggg'],
    ],
    [
      'X/6: not solved (the ound trap)',
      'Wordle 1,105 X/6\n\n⬛⬛⬛⬛⬛\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩',
      ['slate', 'round', 'found', 'mound', 'bound', 'hound'],
      { number: 1105, score: undefined, tries: 6, hard: false, highContrast: false, lies: 0 },
      ['slate:bbbbb', 'round:bgggg', 'found:bgggg', 'mound:bgggg', 'bound:bgggg', 'hound:bgggg'],
    ],
    [
      'no number, spaces between the squares',
      'Wordle 2/6\n🟨 ⬛ ⬛ ⬛ 🟨\n🟩 🟩 🟩 🟩 🟩',
      ['TARSE', 'Elect'],
      { number: undefined, score: 2, tries: 6, hard: false, highContrast: false, lies: 0 },
      ['tarse:ybbby', 'elect:ggggg'],
    ],
    [
      'Fibble, as `wordle play --lies 1` shares it: each row but the last one tile off',
      'Fibble 5/9\n\n⬛⬛⬛⬛🟩\n🟨⬛🟨⬛🟩\n🟨🟩⬛⬛🟩\n🟨🟨⬛⬛⬛\n🟩🟩🟩🟩🟩',
      ['sater', 'roily', 'diner', 'grece', 'cigar'],
      { number: undefined, score: 5, tries: 9, hard: false, highContrast: false, lies: 1 },
      ['sater:bbbbg', 'roily:ybybg', 'diner:ygbbg', 'grece:yybbb', 'cigar:ggggg'],
    ],
    [
      'Fibble², not solved',
      'Fibble² X/9\n\n🟩🟩🟩⬛⬛\n⬛🟨🟨⬛🟩',
      ['crane', 'sloth'],
      { number: undefined, score: undefined, tries: 9, hard: false, highContrast: false, lies: 2 },
      ['crane:gggbb', 'sloth:byybg'],
    ],
    [
      'Fibble^3 (no superscript)',
      'Fibble^3 X/9\n\n🟩🟩🟩⬛⬛',
      ['crane'],
      { number: undefined, score: undefined, tries: 9, hard: false, highContrast: false, lies: 3 },
      ['crane:gggbb'],
    ],
  ])('%s', (_, text, words, title, patterns) => {
    const grid = readShareGrid(text);
    expect({
      number: grid.number,
      score: grid.score,
      tries: grid.tries,
      hard: grid.hard,
      highContrast: grid.highContrast,
      lies: grid.lies,
    }).toEqual(title);
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
    [
      'a Fibble share that plays the answer before its last row',
      'Fibble 3/9\n\n⬛🟩🟩🟩🟩\n⬛⬛⬛🟨⬛\n🟩🟩🟩🟩🟩',
      ['house', 'pilot', 'house'],
      'row 1 plays the answer, HOUSE, before the last row',
    ],
    ["Fibble with hard mode's *", 'Fibble 2/9*\n\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩', ['crane', 'house'], 'there is no hard mode'],
    [
      'a Fibble row with no tile wrong',
      'Fibble 3/9\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨🟨\n🟩🟩🟩🟩🟩',
      ['crane', 'pilot', 'house'],
      'row 1 does not agree with its word: CRANE against HOUSE gets ⬛⬛⬛⬛🟩, the share has ⬛⬛⬛⬛🟩 (0 tiles wrong, not 1)',
    ],
  ])('%s', (_, text, words, message) => {
    expect(() => sharePatterns(readShareGrid(text), words)).toThrow(message);
  });
});

describe("the share the game writes is read back: every game's name, its lies", () => {
  const clues = [
    { letters: [...'crane'], tiles: [0, 0, 0, 0, 2] as Tile[], text: 'crane' },
    { letters: [...'house'], tiles: [2, 2, 2, 2, 2] as Tile[], text: 'house' },
  ];
  test.each([0, 1, 2, 3, 4, 5])('lies %i', (lies) => {
    const grid = readShareGrid(shareGrid(clues, 9, true, false, false, lies));
    expect({ lies: grid.lies, score: grid.score, tries: grid.tries }).toEqual({ lies, score: 2, tries: 9 });
  });
});
