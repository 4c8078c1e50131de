import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileClues, planMatch } from '../../lib/clues/constraints.ts';
import { feedback } from '../../lib/clues/feedback.ts';
import { normalizeLine } from '../../lib/clues/letters.ts';
import type { Clue, Tile } from '../../lib/clues/tiles.ts';
import { compileQuery, filterWords } from '../../lib/filter/filter.ts';
import { createMatcher } from '../../lib/filter/matcher.ts';

const matches = (patterns: string[], text: string) => filterWords(compileQuery(patterns), text).matches;
/** The word of each matching line (the filter gives each word once). */
const lineWords = (patterns: string[], text: string) => createMatcher(compileQuery(patterns).plan).scan(text);

describe('filter on hand-made lists', () => {
  test.each([
    [['BoB=bY='], 'abbey\nbobby\nhobby\nlobby\nkebab\nebbed\n', ['abbey']],
    [['staR=e', 'chOR=d'], 'bourg\nfibro\nstore\nchord\nroomy\n', ['bourg', 'fibro']],
    [['spEed'], 'abide\nerase\neight\nfleet\nmelee\n', ['eight']],
    [['SPEED'], 'speed\ndeeps\nspeed\n', []],
    [['cafÉ='], 'CAFÉ\ncafé\nthé\nnoël\n', []],
    [['cafÉ'], 'tête\nnoël\nrêve\nmère\n', []],
    [['tete'], 'noël\nrêve\n', ['noël']],
    [['мир'], 'дом\nмир\nлес\n', ['лес']],
  ])('%j', (patterns, text, expected) => {
    expect(matches(patterns, text)).toEqual(expected);
  });
});

describe('lines are read like normalizeLine reads them', () => {
  test.each([
    ['\uFEFFabbey\n', ['abbey']],
    ['abbey\r\nkebab\r\n', ['abbey']],
    ['  abbey  \n\tabbey\t\n', ['abbey', 'abbey']],
    ['ABBEY\nAbbey\n', ['abbey', 'abbey']],
    ['ab bey\nab-ey\nabb3y\nabbe\nabbeys\n', []],
    ['abbey', ['abbey']],
    ['\n\n\nabbey\n\n', ['abbey']],
    ['abbey\rkebab\n', []],
    ['abbey\u00A0\n', ['abbey']],
  ])('%j', (text, expected) => {
    expect(lineWords(['BoB=bY='], text)).toEqual(expected);
    expect(matches(['BoB=bY='], text)).toEqual([...new Set(expected)]);
  });

  test.each([
    // line, the word it is (undefined: not a word)
    ['crane', 'crane'],
    [`  ${'a'.repeat(64)}  `, 'a'.repeat(64)],
    ['a'.repeat(65), undefined],
    [`${'e\u0301'.repeat(64)}`, 'é'.repeat(64)],
    // A megabyte of non-Latin-1 letters (a paste gone wrong): refused, not a stack overflow.
    ['ж'.repeat(1_000_000), undefined],
  ])('normalizeLine(%#): no word is longer than MAX_WORD_LENGTH letters', (line, word) => {
    expect(normalizeLine(line)).toBe(word);
  });

  test('NFD input is composed before matching', () => {
    expect(matches(['cafÉ='], 'cafe\u0301\n')).toEqual([]);
    expect(matches(['caf'], 'the\u0301\n')).toEqual(['thé']);
  });
});

// Random lists and histories over a small alphabet, to hit repeated letters often, checked
// against the definition: a word passes a clue iff guessing the clue's word gives its tiles.
const LETTERS = ['a', 'b', 'c', 'd', 'é'];
const word = (length: number) => fc.array(fc.constantFrom(...LETTERS), { minLength: length, maxLength: length });
const noise = fc.constantFrom('', '  ', 'X', '\r', '1', '-', 'É', 'E', '\t');

const clueFor = (guess: string[], answer: string[]): Clue => ({ letters: guess, tiles: feedback(guess, answer), text: guess.join('') });
const consistent = (candidate: string, clues: readonly Clue[]) =>
  clues.every((clue) => feedback(clue.letters, [...candidate]).join('') === clue.tiles.join(''));

describe('property: the filter equals the brute-force definition', () => {
  test('real histories (guesses scored against a hidden word)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 5 })
          .chain((n) =>
            fc.tuple(
              word(n),
              fc.array(word(n), { minLength: 1, maxLength: 3 }),
              fc.array(fc.tuple(noise, word(n), noise), { maxLength: 40 }),
            ),
          ),
        ([answer, guesses, lines]) => {
          const clues = guesses.map((guess) => clueFor(guess, answer));
          const text = lines.map(([before, letters, after]) => before + letters.join('') + after).join('\n');
          const expected = text
            .split('\n')
            .map(normalizeLine)
            .filter((w): w is string => w !== undefined && [...w].length === answer.length && consistent(w, clues));
          const plan = planMatch(compileClues(answer.length, clues));
          expect(createMatcher(plan).scan(text)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('arbitrary tiles, including impossible ones', () => {
    const tiles = (n: number) => fc.array(fc.constantFrom<Tile>(0, 1, 2), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.tuple(word(n), tiles(n)), { minLength: 1, maxLength: 3 }),
              fc.array(word(n), { maxLength: 60 }),
            ),
          ),
        ([n, given, words]) => {
          const clues = given.map(([letters, t]): Clue => ({ letters, tiles: t, text: letters.join('') }));
          const text = words.map((w) => w.join('')).join('\n');
          const expected = words.map((w) => w.join('')).filter((w) => consistent(w, clues));
          expect(createMatcher(planMatch(compileClues(n, clues))).scan(text)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
