// Feedback codes and split counting for long words, where 3^n codes are too many to count in
// tables indexed by code (and past 19 letters too big for an Int32Array): checked against the
// plain two-pass rule (feedback()) and classes counted by their tiles as text.
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { isWordleError } from '../../lib/errors.ts';
import { createGame } from '../../lib/solve/game.ts';
import { Splits } from '../../lib/solve/guard/splits.ts';
import { allGreen, codeArray, codeOf, DENSE_CODE_LENGTH, FeedbackKernel, MAX_CODE_LENGTH, tilesOf } from '../../lib/solve/kernel.ts';
import { seededRandom } from '../../lib/solve/random.ts';
import { type SplitStats, Splitter, WeightedSplitter, type WeightedStats } from '../../lib/solve/strategies/split.ts';

/**
 * `count` distinct words of `length` letters, each a base word with a few letters changed
 * (from a small alphabet, so letters repeat): near one another, so that many answers share
 * their tiles for a guess and classes are more than one word.
 */
function nearWords(length: number, count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)] as string;
  const base = Array.from({ length }, () => pick('abcdefgh'));
  const words = new Set<string>();
  while (words.size < count) {
    const word = [...base];
    for (let k = 0; k < 3; k++) word[Math.floor(random() * length)] = pick('abcdxy');
    words.add(word.join(''));
  }
  return [...words];
}

/** Guess g's classes by brute force: tiles as text, in order of first appearance, members ascending. */
function classesOf(words: readonly string[], g: number, remaining: Int32Array): { code: number; members: number[] }[] {
  const byTiles = new Map<string, { code: number; members: number[] }>();
  for (const a of remaining) {
    const tiles = feedback([...(words[g] as string)], [...(words[a] as string)]);
    const key = tiles.join('');
    const known = byTiles.get(key);
    if (known) known.members.push(a);
    else byTiles.set(key, { code: codeOf(tiles), members: [a] });
  }
  return [...byTiles.values()];
}

const LENGTHS = [6, DENSE_CODE_LENGTH, DENSE_CODE_LENGTH + 1, 19, 20, 21, 28, MAX_CODE_LENGTH];

describe.each(LENGTHS)('%i letters', (length) => {
  // Over 256 answers: statsWithin and the weighted splitter count in chunks of 256.
  const words = nearWords(length, 300, length);
  const game = createGame(words, words, length, false);
  const all = Int32Array.from(words, (_, k) => k);
  // Every third answer, in reverse: a subset, not in order.
  const some = Int32Array.from(all.filter((k) => k % 3 === 0).reverse());
  const guesses = [0, 7, 150, 299];

  test('codes: every guess against every answer, as the two-pass rule gives, tiles back from the code', () => {
    const codes = codeArray(length, words.length);
    for (const g of guesses) {
      game.kernel.codes(game.guesses, g, game.answers, all, codes, 0);
      for (let a = 0; a < words.length; a++) {
        const tiles = feedback([...(words[g] as string)], [...(words[a] as string)]);
        expect(codes[a]).toBe(codeOf(tiles));
        expect(game.kernel.code(game.guesses, g, game.answers, a)).toBe(codeOf(tiles));
        expect(tilesOf(codes[a] as number, length)).toEqual(tiles);
      }
    }
  });

  test.each([
    ['every answer', all],
    ['a subset', some],
  ])('Splitter and WeightedSplitter: %s', (_, remaining) => {
    const splitter = new Splitter(game, words.length);
    const weights = Float64Array.from(words, (_, k) => 1 + (k % 5));
    const weighted = new WeightedSplitter(game, weights);
    for (const g of guesses) {
      const classes = classesOf(words, g, remaining);
      const sizes = classes.map((c) => c.members.length);
      const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
      splitter.stats(g, remaining, stats);
      expect([stats.classes, stats.largest, stats.squares]).toEqual([
        classes.length,
        Math.max(...sizes),
        sizes.reduce((s, c) => s + c * c, 0),
      ]);
      const within: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
      expect(splitter.statsWithin(g, remaining, Infinity, within)).toBe(true);
      expect(within).toEqual(stats);
      expect(splitter.statsWithin(g, remaining, Math.max(...sizes) - 1, within)).toBe(false);
      const heavy = classes.map((c) => c.members.reduce((s, a) => s + (weights[a] as number), 0));
      const win = classes.find((c) => c.code === allGreen(length));
      const out: WeightedStats = { classes: 0, largest: 0, squares: 0, wLogW: 0, total: 0, own: 0 };
      weighted.stats(g, remaining, out);
      expect([out.classes, out.largest, out.squares, out.total, out.own]).toEqual([
        classes.length,
        Math.max(...heavy),
        heavy.reduce((s, w) => s + w * w, 0),
        heavy.reduce((s, w) => s + w, 0),
        win ? (weights[g] as number) : 0,
      ]);
    }
  });

  test('Splits (the guard): the groups with their codes, the shape, whether it separates', () => {
    const splits = new Splits(game);
    for (const remaining of [all, some]) {
      const sorted = Int32Array.from(remaining).sort();
      for (const g of guesses) {
        const classes = classesOf(words, g, sorted);
        const groups = splits.split(g, sorted);
        expect(groups.map((group) => ({ code: group.code, members: Array.from(group.members) }))).toEqual(classes);
        const others = classes.filter((c) => c.code !== allGreen(length)).map((c) => c.members.length);
        expect(splits.shape(g, sorted)).toEqual({ largest: Math.max(0, ...others), outcomes: others.length });
        expect(splits.separates(g, sorted)).toBe(classes.length === sorted.length);
        expect(splits.separates(g, sorted.subarray(0, 1))).toBe(true);
      }
    }
  });
});

test(`words over ${MAX_CODE_LENGTH} letters: no tiles worked out, a user's error`, () => {
  let thrown: unknown;
  try {
    new FeedbackKernel(MAX_CODE_LENGTH + 1, 26);
  } catch (error) {
    thrown = error;
  }
  expect(isWordleError(thrown)).toBe(true);
  expect(String(thrown)).toContain(`at most ${MAX_CODE_LENGTH} letters`);
});
