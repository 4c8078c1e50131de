// A turn after a partial clue: no shortcut made for known positions may answer for it (the
// precomputed first guess, best's book), and it counts as a guess played.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { playTurn, solver, type TurnSettings, type TurnSources } from '../../lib/index.ts';
import { parseBook } from '../../lib/solve/book.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8');

const SETTINGS: TurnSettings = { strategy: 'best', hard: false, asks: 'suggestion', top: 1, timeLimitMs: 0 };
// A book that plays fuzzy after stare bbbgb, chord bbygb: no strategy would.
const book = () => parseBook('stare bbbgb chord bbygb fuzzy bbbbb\n');
const sources: TurnSources = {
  guesses: { text: words, name: 'wordle.txt' },
  answers,
  opener: () => 'fuzzy',
  book,
  solver: () => solver,
};
const first = async (patterns: string[], settings: Partial<TurnSettings> = {}) =>
  (await playTurn(patterns, sources, { ...SETTINGS, ...settings })).suggested.ranked[0]?.word;

describe('partial clues and the shortcuts', () => {
  test("best's book answers for the position it has, not for one with a tile not remembered", async () => {
    expect(await first(['staR=e', 'chord:bbygb'])).toBe('fuzzy');
    // (Read as grey, the ? would be the book's position.)
    const partial = await first(['staR=e', 'chord:bbyg?']);
    expect(partial).toBeDefined();
    expect(partial).not.toBe('fuzzy');
    expect(await first(['staR=e', 'ch_rd:bbygb'])).not.toBe('fuzzy');
  });

  test('the precomputed first guess answers only a first turn, not a clue that says nothing', async () => {
    expect(await first([], { strategy: 'entropy' })).toBe('fuzzy');
    expect(await first(['_____'], { strategy: 'entropy' })).not.toBe('fuzzy');
  });

  test('in hard mode a partial clue demands its known places only', async () => {
    const turn = await playTurn(['crane:?g?bb'], sources, { ...SETTINGS, strategy: 'minimax', hard: true, top: 30 });
    const ranked = turn.suggested.ranked.map((item) => item.word);
    expect(ranked).toHaveLength(30);
    expect(ranked.every((word) => word[1] === 'r')).toBe(true);
    expect(ranked.some((word) => !word.includes('a'))).toBe(true);
  });
});
