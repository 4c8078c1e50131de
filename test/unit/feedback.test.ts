import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileClue, planMatch } from '../../lib/clues/constraints.ts';
import { feedback } from '../../lib/clues/feedback.ts';
import type { Clue, Tile } from '../../lib/clues/tiles.ts';
import { createMatcher } from '../../lib/filter/matcher.ts';

const letters = (word: string) => [...word];
const asText = (tiles: readonly Tile[]) => tiles.map((tile) => 'wmc'[tile]).join('');

describe('feedback', () => {
  test.each([
    // guess, answer, tiles (w grey, m yellow, c green)
    ['bobby', 'abbey', 'mwcwc'],
    ['speed', 'abide', 'wwmwm'],
    ['speed', 'erase', 'mwmmw'],
    ['eerie', 'rebel', 'mcmww'],
    ['lolly', 'loyal', 'ccmwm'],
    ['stare', 'stare', 'ccccc'],
    ['aaaab', 'baaaa', 'mcccm'],
    ['kayak', 'kebab', 'cwwcw'],
  ])('%s against %s -> %s', (guess, answer, expected) => {
    expect(asText(feedback(letters(guess), letters(answer)))).toBe(expected);
  });
});

// 76,607 vectors from yukosgiti/wordle-tests (MIT, see test/fixtures/README.md):
// answer,guess,result with c green, m yellow, w grey.
const vectors = readFileSync(new URL('../fixtures/feedback-vectors.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(',') as [string, string, string]);

describe('feedback test vectors', () => {
  test('there are 76,607 of them', () => {
    expect(vectors).toHaveLength(76_607);
  });

  test('feedback reproduces every vector', () => {
    const wrong = vectors.filter(([answer, guess, result]) => asText(feedback(letters(guess), letters(answer))) !== result);
    expect(wrong).toEqual([]);
  });

  test('the pattern built from every vector keeps its answer', () => {
    const tileOf: Record<string, Tile> = { w: 0, m: 1, c: 2 };
    const lost = vectors.filter(([answer, guess, result]) => {
      const clue: Clue = { letters: letters(guess), tiles: [...result].map((t) => tileOf[t] ?? 0), text: guess };
      return !createMatcher(planMatch(compileClue(clue))).test(answer);
    });
    expect(lost).toEqual([]);
  });
});
