// reviewGame against the definitions, computed again here by brute force on generated games:
// which answers are possible (every clue's tiles reproduced), the outcomes' sizes pair by pair.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { feedback, solver, type TurnSources } from '../../lib/index.ts';
import { reviewGame } from '../../lib/review/index.ts';
import type { ReviewSettings } from '../../lib/review/review.ts';
import { parseBook } from '../../lib/solve/book.ts';
import { hardModeProblem } from '../../lib/talk/play.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const wordsText = read('wordle.txt');
const answersText = read('data/answers-2023.txt');
const guessWords = wordsText.split('\n').filter((word) => word.length === 5);
const answerWords = answersText.split('\n').filter((word) => word.length === 5);
const books = { normal: parseBook(read('data/book/wordle.txt+answers-2023.txt.normal.txt')) };

const sources: TurnSources = {
  guesses: { text: wordsText, name: 'wordle.txt' },
  answers: answersText,
  solver: () => solver,
  book: (hard) => (hard ? undefined : books.normal),
};

/** A small seeded generator (mulberry32), so that the games are the same each run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Played {
  readonly guess: string;
  readonly tiles: string;
}

const tilesOf = (guess: string, answer: string) =>
  feedback([...guess], [...answer])
    .map((tile) => 'byg'[tile])
    .join('');

/** A game: random guesses (of the guess list, or an answer now and then) against a random answer, ending when solved or after `length`. */
function generatedGame(seed: number, length: number, solve: boolean): { answer: string; played: Played[] } {
  const next = random(seed);
  const pickFrom = (list: readonly string[]) => list[Math.floor(next() * list.length)] as string;
  const answer = pickFrom(answerWords);
  const played: Played[] = [];
  while (played.length < length - 1) {
    const guess = next() < 0.5 ? pickFrom(guessWords) : pickFrom(answerWords);
    if (guess === answer) continue;
    played.push({ guess, tiles: tilesOf(guess, answer) });
  }
  const last = solve ? answer : pickFrom(guessWords.filter((word) => word !== answer));
  played.push({ guess: last, tiles: tilesOf(last, answer) });
  return { answer, played };
}

// The definitions, straight.
const fits = (word: string, clues: readonly Played[]) => clues.every((clue) => tilesOf(clue.guess, word) === clue.tiles);
const possibleBefore = (clues: readonly Played[]) => {
  const likely = answerWords.filter((word) => fits(word, clues));
  return likely.length > 0 ? likely : guessWords.filter((word) => fits(word, clues));
};
/** How many of the answers would be left had each been the answer (none when the guess wins): compared pair by pair. */
const leftIf = (guess: string, before: readonly string[]) => {
  const tiles = before.map((answer) => tilesOf(guess, answer));
  return before.map((answer, i) => (answer === guess ? 0 : tiles.filter((other) => other === tiles[i]).length));
};
const expectedOf = (guess: string, before: readonly string[]) => leftIf(guess, before).reduce((sum, left) => sum + left, 0) / before.length;
const luckOf = (guess: string, after: number, before: readonly string[]) => {
  const lefts = leftIf(guess, before);
  const more = lefts.filter((left) => left > after).length;
  const same = lefts.filter((left) => left === after).length;
  return Math.round((99 * (more + same / 2)) / before.length);
};
const entropyOf = (guess: string, before: readonly string[]) => {
  const sizes = new Map<string, number>();
  for (const answer of before) sizes.set(tilesOf(guess, answer), (sizes.get(tilesOf(guess, answer)) ?? 0) + 1);
  return [...sizes.values()].reduce((sum, size) => sum - (size / before.length) * Math.log2(size / before.length), 0);
};

const review = (played: readonly Played[], settings: Partial<ReviewSettings> = {}) =>
  reviewGame(
    played.map(({ guess, tiles }) => `${guess}:${tiles}`),
    sources,
    { strategy: 'entropy', hard: false, timeLimitMs: 0, ...settings },
    { clock: () => performance.now() },
  );

const GAMES = [
  // seed, guesses, solved
  [1, 4, true],
  [2, 3, true],
  [3, 6, false],
  [4, 5, true],
  [5, 2, true],
  [6, 6, true],
  [7, 4, false],
  [8, 3, true],
] as const;

describe('reviewGame: every field against the definitions (entropy)', () => {
  test.each(GAMES)('game %i: %i guesses, solved %s', async (seed, length, solved) => {
    const { played } = generatedGame(seed, length, solved);
    const reviewed = await review(played);
    expect(reviewed.guesses).toHaveLength(played.length);
    for (const [i, item] of reviewed.guesses.entries()) {
      const { guess, tiles } = played[i] as Played;
      const before = possibleBefore(played.slice(0, i));
      const after = tiles === 'ggggg' ? 0 : before.filter((word) => fits(word, [played[i] as Played])).length;
      expect(item.guess).toBe(guess);
      expect(item.tiles).toBe(tiles);
      expect(item.before).toBe(before.length);
      expect(item.after).toBe(after);
      expect(item.expected).toBeCloseTo(expectedOf(guess, before), 12);
      expect(item.bestExpected).toBeCloseTo(expectedOf(item.bestGuess, before), 12);
      expect(item.luck).toBe(luckOf(guess, after, before));
      expect(item.hardMode.kept).toBe(hardModeProblem([...guess], clueList(played.slice(0, i))) === undefined);
      // entropy's pick has the most information; skill is the guess's share of it (rounding aside).
      const [mine, its] = [entropyOf(guess, before), entropyOf(item.bestGuess, before)];
      expect(its).toBeGreaterThanOrEqual(mine - 1e-9);
      const share = before.length === 1 ? (guess === item.bestGuess ? 1 : 0) : mine / its;
      expect(Math.abs(item.skill - 99 * share)).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(item.skillBasis).toBe('score');
    }
    const mean = (key: 'skill' | 'luck') => Math.round(reviewed.guesses.reduce((sum, item) => sum + item[key], 0) / played.length);
    expect(reviewed.summary).toEqual({
      guesses: played.length,
      solved,
      expectedTotal: null,
      skill: mean('skill'),
      luck: mean('luck'),
      keptHardMode: reviewed.guesses.every((item) => item.hardMode.kept),
    });
  });
});

const clueList = (played: readonly Played[]) =>
  played.map(({ guess, tiles }) => ({ letters: [...guess], tiles: [...tiles].map((t) => 'byg'.indexOf(t) as 0 | 1 | 2), text: guess }));

describe('reviewGame with best', () => {
  test('the counts as the definitions say; the pick scores 99, and the first turn is the book', async () => {
    const { played } = generatedGame(11, 4, true);
    const reviewed = await review(played, { strategy: 'best', timeLimitMs: 2000 });
    for (const [i, item] of reviewed.guesses.entries()) {
      const before = possibleBefore(played.slice(0, i));
      expect(item.before).toBe(before.length);
      expect(item.expected).toBeCloseTo(expectedOf(item.guess, before), 12);
      expect(item.luck).toBe(luckOf(item.guess, item.after, before));
      expect(item.skill).toBeGreaterThanOrEqual(0);
      expect(item.skill).toBeLessThanOrEqual(99);
      if (item.guess === item.bestGuess) expect(item.skill).toBe(99);
    }
    expect(reviewed.guesses[0]?.bestGuess).toBe('tarse');
    expect(reviewed.summary.expectedTotal).toBeCloseTo(books.normal.total / books.normal.games, 12);
  });

  test("best's own play scores 99 each guess; a guess that reveals nothing scores 0", async () => {
    // tarse, then best's book line to the answer (its every pick).
    const line = books.normal.next;
    const answer = 'prion';
    const played: Played[] = [];
    let at = '';
    for (let guess = line.get(at); guess !== undefined; guess = line.get(at)) {
      played.push({ guess, tiles: tilesOf(guess, answer) });
      if (guess === answer) break;
      at = `${at === '' ? '' : `${at} `}${guess} ${tilesOf(guess, answer)}`;
    }
    const reviewed = await review(played, { strategy: 'best', timeLimitMs: 2000 });
    expect(reviewed.guesses.map((item) => item.skill)).toEqual(played.map(() => 99));
    // The first guess again: every answer left gives the same tiles.
    const again = await review([played[0] as Played, played[0] as Played, ...played.slice(1)], { strategy: 'best', timeLimitMs: 2000 });
    expect(again.guesses[1]?.skill).toBe(0);
    expect(again.guesses[1]?.after).toBe(again.guesses[1]?.before);
  });
});

describe('reviewGame: hard mode', () => {
  test.each([
    // the game, the guess checked, what it broke
    [['tarse:bbyby', 'plonk:bbbbb'], 1, ['must contain R', 'must contain E']],
    [['tarse:gbbbb', 'trove:gbbbb', 'plonk:bbbbb'], 2, ['letter 1 must be T']],
    [['tarse:gbbbb', 'thumb:ggggg'], 1, []],
    [['sheep:bbyyb', 'geese:yybbg'], 1, []],
    [['sheep:bbgyb', 'theft:bbgbg'], 1, ["must contain 2 E's"]],
  ])('%j: guess %i broke %j', async (patterns, index, broken) => {
    // (Checked whatever the mode reviewed: the review's own hard mode is for the picks.)
    const reviewed = await reviewGame(patterns, sources, { strategy: 'entropy', hard: false, timeLimitMs: 0 });
    expect(reviewed.guesses[index]?.hardMode).toEqual({ kept: broken.length === 0, broken });
  });
});

describe('reviewGame: games it cannot review', () => {
  test.each([
    [[], 'a review needs the guesses played'],
    [['crane:ggggg', 'slate:bbbbb'], 'guess 1 (crane:ggggg) is all green, yet the game goes on'],
    [['crAne', 'crane'], 'no word can match'],
  ])('%j: %s', async (patterns, message) => {
    await expect(reviewGame(patterns, sources, { strategy: 'entropy', hard: false, timeLimitMs: 0 })).rejects.toThrow(message);
  });
});

// Fibble: the definitions with rows that lie, straight. A row's shown tiles are drawn here as a
// host draws them (K places, each a wrong colour, again while all green); the tilings a true
// outcome may show are found among all 3^5.
const TILINGS = Array.from({ length: 243 }, (_, code) =>
  Array.from({ length: 5 }, (_, i) => 'byg'[Math.floor(code / 3 ** i) % 3]).join(''),
);
const differ = (a: string, b: string) => [...a].filter((tile, i) => tile !== b[i]).length;
const showable = (truth: string, lies: number) =>
  truth === 'ggggg' ? ['ggggg'] : TILINGS.filter((shown) => shown !== 'ggggg' && differ(shown, truth) === lies);
/** A row that lies fits a word whose tiles for its guess differ from those shown in exactly K places (all green: its guess alone). */
const fitsLying = (word: string, clue: Played, lies: number) => {
  if (clue.tiles === 'ggggg') return word === clue.guess;
  const truth = tilesOf(clue.guess, word);
  return truth !== 'ggggg' && differ(truth, clue.tiles) === lies;
};
const possibleLying = (clues: readonly Played[], lies: number) => {
  const fitting = (words: readonly string[]) => words.filter((word) => clues.every((clue) => fitsLying(word, clue, lies)));
  const likely = fitting(answerWords);
  return likely.length > 0 ? likely : fitting(guessWords);
};
/** Each tiling the guess may show over the answers: its chance (in answers) and the answers it leaves (none when all green). */
const shownSplit = (guess: string, before: readonly string[], lies: number) => {
  const split = new Map<string, { chance: number; left: number }>();
  for (const answer of before) {
    const shown = showable(tilesOf(guess, answer), lies);
    for (const tiles of shown) {
      const entry = split.get(tiles) ?? { chance: 0, left: 0 };
      entry.chance += 1 / shown.length;
      split.set(tiles, entry);
    }
  }
  for (const [tiles, entry] of split)
    entry.left = tiles === 'ggggg' ? 0 : before.filter((answer) => fitsLying(answer, { guess, tiles }, lies)).length;
  return [...split.values()];
};
const lyingExpected = (guess: string, before: readonly string[], lies: number) =>
  shownSplit(guess, before, lies).reduce((sum, { chance, left }) => sum + chance * left, 0) / before.length;
const lyingLuck = (guess: string, after: number, before: readonly string[], lies: number) => {
  const split = shownSplit(guess, before, lies);
  const weigh = (keep: (left: number) => boolean) => split.filter(({ left }) => keep(left)).reduce((sum, { chance }) => sum + chance, 0);
  return Math.round((99 * (weigh((left) => left > after) + weigh((left) => left === after) / 2)) / before.length);
};
/** Bits the shown tiles tell of the answer: H(shown) - H(shown | answer). */
const lyingInfo = (guess: string, before: readonly string[], lies: number) => {
  const n = before.length;
  const shown = shownSplit(guess, before, lies).reduce((sum, { chance }) => sum - (chance / n) * Math.log2(chance / n), 0);
  const noise = before.reduce((sum, answer) => sum + Math.log2(showable(tilesOf(guess, answer), lies).length) / n, 0);
  return shown - noise;
};
function lyingGame(seed: number, length: number, lies: number): Played[] {
  const next = random(seed);
  const pickFrom = (list: readonly string[]) => list[Math.floor(next() * list.length)] as string;
  const answer = pickFrom(answerWords);
  const played: Played[] = [];
  while (played.length < length - 1) {
    const guess = pickFrom(next() < 0.5 ? guessWords : answerWords);
    if (guess === answer) continue;
    const truth = tilesOf(guess, answer);
    let tiles = truth;
    while (tiles === truth || tiles === 'ggggg' || differ(tiles, truth) !== lies) tiles = pickFrom(TILINGS);
    played.push({ guess, tiles });
  }
  played.push({ guess: answer, tiles: 'ggggg' });
  return played;
}

describe('reviewGame with lies: every field against the definitions (entropy, by the tiles shown)', () => {
  test.each([
    // seed, guesses, lies
    [21, 4, 1],
    [22, 5, 1],
    [23, 4, 2],
  ] as const)('game %i: %i guesses, lies a row: %i', async (seed, length, lies) => {
    const played = lyingGame(seed, length, lies);
    // (No strategy named: with lies a review compares with entropy.)
    const reviewed = await review(played, { strategy: undefined, lies });
    expect(reviewed.strategy).toBe('entropy');
    expect(reviewed.lies).toBe(lies);
    for (const [i, item] of reviewed.guesses.entries()) {
      const { guess, tiles } = played[i] as Played;
      const before = possibleLying(played.slice(0, i), lies);
      const after = tiles === 'ggggg' ? 0 : before.filter((word) => fitsLying(word, played[i] as Played, lies)).length;
      expect(item.before).toBe(before.length);
      expect(item.after).toBe(after);
      expect(item.expected).toBeCloseTo(lyingExpected(guess, before, lies), 9);
      expect(item.bestExpected).toBeCloseTo(lyingExpected(item.bestGuess, before, lies), 9);
      expect(item.luck).toBe(lyingLuck(guess, after, before, lies));
      const [mine, its] = [lyingInfo(guess, before, lies), lyingInfo(item.bestGuess, before, lies)];
      expect(its).toBeGreaterThanOrEqual(mine - 1e-9);
      const share = before.length === 1 ? (guess === item.bestGuess ? 1 : 0) : mine / its;
      expect(Math.abs(item.skill - 99 * share)).toBeLessThanOrEqual(0.5 + 1e-9);
      // (No row's tiles are sure: hard mode is not judged.)
      expect(item.hardMode).toEqual({ kept: true, broken: [] });
    }
    expect(reviewed.summary.solved).toBe(true);
  });

  test('a guess whose shown tiles cannot narrow the field scores 0; a pick best cannot make and a row not whole are refused', async () => {
    // After three rows, a guess that gets the same true tiles from every answer left: whatever it shows, all stay.
    const rows = lyingGame(24, 4, 1).slice(0, 3);
    const before = possibleLying(rows, 1);
    const blind = guessWords.find((word) => !before.includes(word) && new Set(before.map((answer) => tilesOf(word, answer))).size === 1);
    expect(blind).toBeDefined();
    const truth = tilesOf(blind as string, before[0] as string);
    const shown = TILINGS.find((tiles) => tiles !== 'ggggg' && differ(tiles, truth) === 1) as string;
    const reviewed = await review([...rows, { guess: blind as string, tiles: shown }], { strategy: undefined, lies: 1 });
    expect(reviewed.guesses[3]).toMatchObject({ before: before.length, after: before.length, skill: 0 });
    expect(reviewed.guesses[3]?.expected).toBeCloseTo(before.length, 9);
    await expect(review(rows, { strategy: 'best', lies: 1 })).rejects.toThrow('--lies cannot go with --strategy best');
    await expect(reviewGame(['crane:b?bbb'], sources, { hard: false, timeLimitMs: 0, lies: 1 })).rejects.toThrow('cannot be read');
  });
});
