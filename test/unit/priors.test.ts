// Frequency priors (lib/solve/priors.ts, strategies/weighted.ts): the table's zipf, the weights,
// the weighted scores checked against a direct computation, uniform weights ranking as the plain
// strategies do, and priors moving the ranking in the documented direction.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { playTurn, solver, type TurnSettings, type TurnSources } from '../../lib/index.ts';
import { createGame, type Position, startPosition } from '../../lib/solve/game.ts';
import {
  answerWeights,
  byWeight,
  FAMILIAR_ZIPF,
  type FrequencyTable,
  priorsOf,
  priorWeight,
  readFrequencyTable,
} from '../../lib/solve/priors.ts';
import { BOUND_UNIT, weightedEntropyBounds } from '../../lib/solve/strategies/entropy-bounds.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';
import { rankByWeightedSplit, scoreByWeightedSplit } from '../../lib/solve/strategies/rank-split.ts';
import type { WeightedStats } from '../../lib/solve/strategies/split.ts';
import { weightedStrategy } from '../../lib/solve/strategies/weighted.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8');
const counts = readFileSync(new URL('../../data/ngram-counts.txt', import.meta.url), 'utf8');
const table = readFrequencyTable(counts);

describe('the frequency table', () => {
  test('zipf is log10 of the count per billion of the table; a word missing from it has 0', () => {
    const small = readFrequencyTable('aaaaa 1\nbbbbb 999\n\nccccc 9000\n');
    expect(small.zipf('aaaaa')).toBeCloseTo(Math.log10((1 / 10000) * 1e9), 12); // 5
    expect(small.zipf('ccccc')).toBeCloseTo(Math.log10(0.9 * 1e9), 12);
    expect(small.zipf('ddddd')).toBe(0);
    expect([...small.lengths]).toEqual([5]);
  });

  test.each(['crane', 'crane twelve', 'crane 12 13', 'crane -3', 'crane 0'])('%j is refused', (line) => {
    expect(() => readFrequencyTable(`about 10\n${line}\n`)).toThrow(/is not 'word count'/);
  });

  test('the bundled table: common words above rare ones, the familiar line between them', () => {
    for (const common of ['about', 'which', 'crane', 'named']) expect(table.zipf(common)).toBeGreaterThanOrEqual(FAMILIAR_ZIPF);
    for (const rare of ['rorid', 'pownd', 'bumfs', 'pwned', 'lownd', 'tarse']) expect(table.zipf(rare)).toBeLessThan(FAMILIAR_ZIPF);
    expect(table.zipf('about')).toBeGreaterThan(table.zipf('crane'));
  });
});

describe('weights', () => {
  test.each([
    // zipf, alpha, weight
    [5, 0, 1],
    [5, 1, 1e5],
    [2, 0.5, 10],
    [0.3, 1, 10], // below the floor of 1: as zipf 1
    [0, 2, 100], // missing from the table: the floor
  ])('zipf %d, alpha %d: %d', (zipf, alpha, weight) => {
    expect(priorWeight(zipf, alpha)).toBeCloseTo(weight, 9);
  });

  test('answerWeights sum to the number of answers and keep the ratios', () => {
    const weights = answerWeights(['a', 'b', 'c'], (word) => ({ a: 1, b: 2, c: 5 })[word] ?? 0);
    expect(Array.from(weights, (w) => Number(w.toFixed(12)))).toEqual([0.375, 0.75, 1.875]);
  });

  test('byWeight: heaviest first, ties in their order', () => {
    expect(byWeight(['d', 'a', 'c', 'b'], (word) => (word === 'c' ? 3 : 1))).toEqual(['c', 'd', 'a', 'b']);
  });

  test('no priors at alpha 0 without --familiar (the plain path); other lengths are refused', () => {
    expect(priorsOf(table, 0, false, 5)).toBeUndefined();
    expect(priorsOf(table, 1, false, 5)?.offered).toBeUndefined();
    expect(priorsOf(table, 0, true, 5)?.weightOf).toBeUndefined();
    expect(() => priorsOf(table, 1, false, 6)).toThrow(/no 6-letter words/);
  });
});

/** A small game of real words: every guess of a slice of the list, some answers. */
const guessWords = words.split('\n').filter((word, i) => word.length === 5 && i % 37 === 0);
const answerWords = answers.split('\n').filter((word, i) => word.length === 5 && i % 23 === 0);

/** The entropy of the outcome, straight from the definition, answer a having probability w(a) / W. */
function entropyByHand(guess: string, remaining: readonly string[], weightOf: (word: string) => number): number {
  const mass = new Map<string, number>();
  let total = 0;
  for (const answer of remaining) {
    const key = feedback([...guess], [...answer]).join('');
    mass.set(key, (mass.get(key) ?? 0) + weightOf(answer));
    total += weightOf(answer);
  }
  let bits = 0;
  for (const m of mass.values()) bits -= (m / total) * Math.log2(m / total);
  return bits;
}

describe('weighted strategies', () => {
  const game = createGame(guessWords, answerWords, 5, false);
  const position = startPosition(game);
  const weightOf = (word: string) => priorWeight(table.zipf(word), 1);

  test('entropy: the weighted score is the entropy of the outcome under the weights', () => {
    const entropy = weightedStrategy('entropy', weightOf);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: guessWords.length - 1 }), fc.integer({ min: 1, max: answerWords.length }), (g, cut) => {
        const remaining = Int32Array.from({ length: cut }, (_, k) => k);
        const at: Position = { ...position, remaining };
        const expected = entropyByHand(guessWords[g] as string, answerWords.slice(0, cut), weightOf);
        expect(entropy.scoreOf(game, at, g)).toBeCloseTo(expected, 7);
      }),
      { numRuns: 200 },
    );
  });

  test('minimax: the score is minus the heaviest outcome in answers (n w / W)', () => {
    const minimax = weightedStrategy('minimax', weightOf);
    const g = 3;
    const mass = new Map<string, number>();
    let total = 0;
    for (const answer of answerWords) {
      const key = feedback([...(guessWords[g] as string)], [...answer]).join('');
      mass.set(key, (mass.get(key) ?? 0) + weightOf(answer));
      total += weightOf(answer);
    }
    const heaviest = (Math.max(...mass.values()) / total) * answerWords.length;
    const score = minimax.scoreOf(game, position, g);
    expect(-score).toBeGreaterThanOrEqual(heaviest - 0.5);
    expect(-score).toBeLessThanOrEqual(heaviest);
  });

  test.each(['entropy', 'minimax', 'coverage'] as const)('%s with equal weights ranks as the plain strategy', (name) => {
    const plain = strategyNamed(name).rank(game, position, 15);
    const weighted = weightedStrategy(name, () => 7).rank(game, position, 15);
    expect(weighted.map((item) => item.word)).toEqual(plain.map((item) => item.word));
    for (const [k, item] of weighted.entries()) expect(item.score).toBeCloseTo(plain[k]?.score as number, 6);
  });

  test('weighted entropy bounds: each at least the weighted entropy of its guess, and the ranking with them the ranking without', () => {
    // Every guess of the list against every answer, and a few positions inside it (answers that share a clue's tiles).
    const whole = createGame(words.split('\n').filter(Boolean), answers.split('\n').filter(Boolean), 5, false);
    const weights = Float64Array.from(whole.answers.words, (word) => priorWeight(table.zipf(word), 1.5));
    const bits = (stats: WeightedStats) => Math.log2(stats.total) - stats.wLogW / stats.total;
    const start = startPosition(whole);
    const positions: Position[] = [start];
    for (const [first, every] of [
      [0, 7],
      [1, 5],
      [2, 3],
    ] as const)
      positions.push({ ...start, remaining: start.remaining.filter((a) => a % every === first) });
    for (const position of positions) {
      const bounds = weightedEntropyBounds(whole, position, weights);
      for (let g = 0; g < whole.guesses.words.length; g += 97)
        expect((bounds.values[g] as number) / BOUND_UNIT + 1e-9).toBeGreaterThanOrEqual(
          scoreByWeightedSplit(whole, position, g, bits, weights),
        );
      const plain = rankByWeightedSplit(whole, position, 8, bits, weights);
      const pruned = rankByWeightedSplit(whole, position, 8, bits, weights, -Infinity, bounds);
      expect(pruned).toEqual(plain);
    }
  }, 120_000);

  test('best takes no weights', () => {
    expect(() => weightedStrategy('best', weightOf)).toThrow(/cannot go with --strategy best/);
  });
});

const SETTINGS: TurnSettings = { strategy: 'entropy', hard: false, asks: 'suggestion', top: 5, timeLimitMs: 0, detail: true };
const sources: TurnSources = {
  guesses: { text: words, name: 'wordle.txt' },
  answers,
  solver: () => solver,
  frequencies: () => table,
};
const turn = (patterns: string[], settings: Partial<TurnSettings> = {}, more: Partial<TurnSources> = {}) =>
  playTurn(patterns, { ...sources, ...more }, { ...SETTINGS, ...settings });
const wordsOf = (ranked: readonly { word: string }[]) => ranked.map((item) => item.word);

describe('priors in the turn', () => {
  test.each(['coverage', 'entropy', 'minimax'] as const)(
    '%s: two answers left that tie, the common one first with alpha 1',
    async (strategy) => {
      // After these, the likely answers are croon and crown: a tie, A-Z, with equally likely answers.
      const patterns = ['crane:ggbyb', 'slate:bbbbb'];
      const plain = await turn(patterns, { strategy });
      expect(plain.suggested.candidates).toEqual(['croon', 'crown']);
      expect(plain.suggested.ranked[0]?.word).toBe('croon');
      const weighted = await turn(patterns, { strategy, alpha: 1 });
      expect(table.zipf('crown')).toBeGreaterThan(table.zipf('croon'));
      expect(weighted.suggested.ranked[0]?.word).toBe('crown');
      expect(weighted.suggested.candidates).toEqual(['crown', 'croon']);
    },
  );

  test('the likely answers, common first with alpha, in the list order without', async () => {
    const plain = await turn(['tA=rsE'], { asks: 'likely' });
    const weighted = await turn(['tA=rsE'], { asks: 'likely', alpha: 1 });
    expect([...weighted.suggested.candidates].sort()).toEqual(plain.suggested.candidates);
    const zipfs = weighted.suggested.candidates.map((word) => table.zipf(word));
    expect(zipfs).toEqual([...zipfs].sort((a, b) => b - a));
    expect(weighted.suggested.candidates[0]).toBe('named');
    expect(plain.suggested.candidates[0]).toBe('bagel');
  });

  test.each(['coverage', 'entropy', 'minimax'] as const)(
    '%s --familiar: only familiar words or likely answers (no pwned, pownd, planc)',
    async (strategy) => {
      const plain = await turn(['tA=rsE'], { strategy, top: 10 });
      const familiar = await turn(['tA=rsE'], { strategy, top: 10, familiar: true });
      const candidates = new Set(familiar.suggested.candidates);
      const unfamiliar = wordsOf(plain.suggested.ranked).filter((word) => table.zipf(word) < FAMILIAR_ZIPF && !candidates.has(word));
      expect(unfamiliar.length).toBeGreaterThan(0);
      if (strategy !== 'minimax') expect(unfamiliar.some((word) => ['pwned', 'pownd', 'lownd'].includes(word))).toBe(true);
      expect(familiar.suggested.ranked).toHaveLength(10);
      for (const word of wordsOf(familiar.suggested.ranked)) expect(table.zipf(word) >= FAMILIAR_ZIPF || candidates.has(word)).toBe(true);
    },
  );

  test('alpha 0 is the plain turn, which reads no table', async () => {
    let read = 0;
    const counting = { frequencies: () => (read++, table) as FrequencyTable };
    const plain = await turn(['tA=rsE'], {}, counting);
    const zero = await turn(['tA=rsE'], { alpha: 0 }, counting);
    expect(read).toBe(0);
    expect(zero.suggested).toEqual(plain.suggested);
    await turn(['tA=rsE'], { alpha: 1 }, counting);
    expect(read).toBe(1);
  });

  test('alpha moves entropy off a rare-answer split: the ranking changes', async () => {
    const plain = await turn(['tA=rsE'], { top: 3 });
    const weighted = await turn(['tA=rsE'], { top: 3, alpha: 1 });
    expect(wordsOf(plain.suggested.ranked)).toEqual(['clown', 'lownd', 'pownd']);
    expect(wordsOf(weighted.suggested.ranked)).not.toEqual(wordsOf(plain.suggested.ranked));
  });

  test('best refuses alpha; a turn without a table refuses it too', async () => {
    await expect(turn([], { strategy: 'best', alpha: 1 })).rejects.toThrow(/cannot go with --strategy best/);
    await expect(turn([], { alpha: 1 }, { frequencies: undefined })).rejects.toThrow(/needs a word-frequency table/);
  });
});
