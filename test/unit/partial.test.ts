// Partial clues (a `?` tile, a `_` letter, `_` in stA=rE) against brute force: for each word,
// every assignment of letters to the `_` places is tried, with a feedback function written
// here, and the word is kept when one of them agrees with every known tile. The filter (its
// compiled sets and counts, its expression, and its per-word check where it has one) must
// keep exactly those words, on thousands of generated clues and combinations of clues.

import { describe, expect, test } from 'vitest';
import { compileClue, unsatisfiable } from '../../lib/clues/constraints.ts';
import { fitsClue } from '../../lib/clues/partial.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import { compileQuery, filterWords } from '../../lib/filter/filter.ts';

/** Wordle's tiles as 'g' 'y' 'b', written plainly: greens, then each other letter yellow while the answer has an unused copy. */
function tilesFor(guess: string[], answer: string[]): string[] {
  const tiles: string[] = guess.map((letter, i) => (letter === answer[i] ? 'g' : 'b'));
  const unused = answer.filter((letter, i) => guess[i] !== letter);
  guess.forEach((letter, i) => {
    if (tiles[i] === 'g') return;
    const at = unused.indexOf(letter);
    if (at >= 0) {
      tiles[i] = 'y';
      unused.splice(at, 1);
    }
  });
  return tiles;
}

// The letters a `_` may stand for: every letter of the words, and two that are in none (standing for all the others).
const ASCII = ['a', 'b', 'c', 'd'];
const UNICODE = ['a', 'é', 'b'];
const OUTSIDE = ['x', 'z'];

function* allWords(alphabet: readonly string[], length: number, prefix = ''): Generator<string> {
  if (length === 0) {
    yield prefix;
    return;
  }
  for (const letter of alphabet) yield* allWords(alphabet, length - 1, prefix + letter);
}

/** Whether some letters at the `_` places give tiles agreeing with every known one (`?` is unknown). */
function bruteFits(word: string, guess: string[], tiles: string[], letters: readonly string[]): boolean {
  const answer = Array.from(word);
  const open = guess.flatMap((letter, i) => (letter === '_' ? [i] : []));
  const filled = [...guess];
  const tryFrom = (k: number): boolean => {
    if (k === open.length) {
      const got = tilesFor(filled, answer);
      return tiles.every((tile, i) => tile === '?' || tile === got[i]);
    }
    for (const letter of letters) {
      filled[open[k] as number] = letter;
      if (tryFrom(k + 1)) return true;
    }
    return false;
  };
  return tryFrom(0);
}

/** A small seeded generator, so that a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Generated {
  readonly pattern: string;
  readonly guess: string[];
  readonly tiles: string[];
}

/** A clue as a player might half remember it: real tiles of some secret, some made unknown, sometimes one changed. */
function generateClue(next: () => number, alphabet: readonly string[], length: number): Generated {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const secret = Array.from({ length }, () => pick(alphabet));
  const guess = Array.from({ length }, () => pick(next() < 0.2 ? [...alphabet, ...OUTSIDE] : alphabet));
  const tiles = tilesFor(guess, secret);
  const unknownTile = next() * 0.6;
  const unknownLetter = next() * 0.6;
  for (let i = 0; i < length; i++) {
    if (next() < 0.08) tiles[i] = pick(['g', 'y', 'b']);
    if (next() < unknownTile) tiles[i] = '?';
    if (next() < unknownLetter) guess[i] = '_';
  }
  // In the stA=rE notation, when every place is known or wholly unknown.
  const caseNotation = next() < 0.3 && guess.every((letter, i) => (letter === '_') === (tiles[i] === '?'));
  const pattern = caseNotation
    ? guess.map((letter, i) => (tiles[i] === 'g' ? `${letter.toUpperCase()}=` : tiles[i] === 'y' ? letter.toUpperCase() : letter)).join('')
    : `${guess.join('')}:${tiles.join('')}`;
  return { pattern, guess, tiles };
}

function runCases(seed: number, count: number, alphabet: readonly string[], maxLength: number) {
  const next = random(seed);
  const letters = [...alphabet, ...OUTSIDE];
  let kept = 0;
  let checked = 0;
  for (let c = 0; c < count; c++) {
    const length = 1 + Math.floor(next() * maxLength);
    const words = [...allWords(alphabet, length)];
    const clues = Array.from({ length: next() < 0.7 ? 1 : 2 + Math.floor(next() * 2) }, () => generateClue(next, alphabet, length));
    const patterns = clues.map((clue) => clue.pattern);
    const fitsEach = clues.map((clue) => words.filter((word) => bruteFits(word, clue.guess, clue.tiles, letters)));
    const expected = words.filter((word) => fitsEach.every((fitting) => fitting.includes(word)));
    const query = compileQuery(patterns);
    const got = filterWords(query, `${words.join('\n')}\n`).matches;
    expect({ patterns, got }).toEqual({ patterns, got: expected });
    // The per-word check alone agrees too.
    clues.forEach((clue, k) => {
      const parsed = parsePattern(clue.pattern);
      const fitting = words.filter((word) => fitsClue(Array.from(word), parsed));
      expect({ pattern: clue.pattern, fitting }).toEqual({ pattern: clue.pattern, fitting: fitsEach[k] });
    });
    if (expected.length > 0) expect(unsatisfiable(query.combined)).toBeUndefined();
    kept += expected.length;
    if (query.plan.checkEach) checked++;
  }
  return { kept, checked };
}

describe('partial clues against brute force', () => {
  test('3,000 generated clues over a-d, lengths 1-4', () => {
    const { kept, checked } = runCases(19, 3000, ASCII, 4);
    // (The generator reaches both kinds: clues the sets and counts say exactly, and clues checked word by word.)
    expect(kept).toBeGreaterThan(10_000);
    expect(checked).toBeGreaterThan(300);
    expect(checked).toBeLessThan(2700);
  });

  test('1,500 generated clues over a, é, b (the Unicode path), lengths 1-5', () => {
    runCases(7, 1500, UNICODE, 5);
  });
});

describe('partial clues, by example', () => {
  test.each([
    // A `?` tile after a grey copy of the same letter: the word may have that letter once more, there (green).
    ['ab_a:b??g', 'bbba', true],
    // A `_` before a grey a may be a green a: then the grey a says nothing more.
    ['_a:?b', 'ab', true],
    ['_a:?b', 'ba', false],
    // A yellow `_` needs some other letter of the word, not there, with a copy to spare.
    ['_b:yb', 'aa', false],
    ['_b:yb', 'ca', true],
    // `_` in stA=rE is a crossword place.
    ['_E=_O=_', 'aebob', true],
    ['_E=_O=_', 'aobeb', false],
  ])('%s %s', (pattern, word, fits) => {
    expect(fitsClue(Array.from(word), parsePattern(pattern))).toBe(fits);
    expect(filterWords(compileQuery([pattern]), `${word}\n`).matches).toEqual(fits ? [word] : []);
  });

  test('clues the sets and counts say exactly need no per-word check', () => {
    // A `?` before the letter's last yellow is a copy the word has; a mask with greens only is positions.
    expect(compileClue(parsePattern('eerie:?ybbb')).checkEach).toBeUndefined();
    expect(compileClue(parsePattern('_E=_O=_')).checkEach).toBeUndefined();
    expect(compileClue(parsePattern('crane:bb?bb')).checkEach).toBeUndefined();
    // A `_` next to a grey tile, and a `?` after a grey copy, are checked word by word.
    expect(compileClue(parsePattern('s_are:bgbyb')).checkEach).toHaveLength(1);
    expect(compileClue(parsePattern('eerie:b?bbb')).checkEach).toHaveLength(1);
  });
});
