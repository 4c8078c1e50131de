// The guard's cheap test against exact answers: familyTrap (a proof that a set cannot be
// finished, from a family of answers alike but at one place) never says so of a set brute
// force finishes; and isSafe, which uses it, never calls a guess safe, or unsafe, against
// brute force, in either mode.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { createGame, type Position, startPosition } from '../../lib/solve/game.ts';
import { DEFAULT_BUDGET, Guard } from '../../lib/solve/guard/index.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const ILLS = words.filter((word) => /^.ills$/.test(word));
const INKS = words.filter((word) => /^.inks$/.test(word));
const ATCH = ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch'];
const OTHERS = ['chomp', 'fjord', 'bumfs', 'wight', 'glyph', 'vozhd', 'crwth', 'kempt'];

/** Brute force on strings: can `answers` all be solved within k guesses from `guesses`? */
function finishes(guesses: readonly string[], answers: readonly string[], k: number, hard: boolean): boolean {
  if (answers.length === 0) return true;
  if (k === 0) return false;
  if (answers.length === 1) return true;
  if (k === 1) return false;
  return guesses.some((guess) => splitFinishes(guesses, answers, guess, k - 1, hard));
}

/** Whether every outcome of `guess` (but a win) can be solved within k more guesses; a guess that tells nothing cannot. */
function splitFinishes(guesses: readonly string[], answers: readonly string[], guess: string, k: number, hard: boolean): boolean {
  const classes = new Map<string, string[]>();
  for (const answer of answers) {
    const key = feedback([...guess], [...answer]).join('');
    classes.set(key, [...(classes.get(key) ?? []), answer]);
  }
  if (classes.size === 1 && !answers.includes(guess)) return false;
  for (const [key, group] of classes) {
    if (key === '22222') continue;
    const tiles = [...key].map(Number);
    const next = hard ? guesses.filter((word) => keepsHints(word, guess, tiles)) : guesses;
    if (!finishes(next, group, k, hard)) return false;
  }
  return true;
}

function keepsHints(word: string, guess: string, tiles: readonly number[]): boolean {
  if ([...guess].some((letter, i) => tiles[i] === 2 && word[i] !== letter)) return false;
  const shown = new Map<string, number>();
  [...guess].forEach((letter, i) => {
    if (tiles[i] !== 0) shown.set(letter, (shown.get(letter) ?? 0) + 1);
  });
  return [...shown].every(([letter, count]) => [...word].filter((c) => c === letter).length >= count);
}

/** Small games: some words of two families and a few others as guesses, answers among them. */
const smallGame = fc.record({
  family: fc.constantFrom(ILLS, INKS, ATCH),
  members: fc.integer({ min: 3, max: 9 }),
  offset: fc.nat(20),
  others: fc.subarray(OTHERS, { maxLength: 4 }),
  k: fc.integer({ min: 1, max: 4 }),
});

function gameOf({ family, members, offset, others }: { family: string[]; members: number; offset: number; others: string[] }) {
  const answers = Array.from({ length: Math.min(members, family.length) }, (_, i) => family[(offset + i) % family.length] as string);
  const unique = [...new Set(answers)].sort();
  return { answers: unique, guesses: [...new Set([...unique, ...others])].sort() };
}

describe('familyTrap', () => {
  test('never says a set cannot be finished when brute force finishes it (and does say it of some)', () => {
    let trapped = 0;
    fc.assert(
      fc.property(smallGame, (spec) => {
        const { answers, guesses } = gameOf(spec);
        // (Normal mode: the guard does not use the bound in hard mode.)
        const game = createGame(guesses, answers, 5, false);
        const position = startPosition(game);
        const trap = new Guard(game).familyTrap(position.remaining, position.allowed, spec.k);
        if (trap) {
          trapped++;
          expect(finishes(guesses, answers, spec.k, false)).toBe(false);
        }
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(trapped).toBeGreaterThan(30);
  });

  // Seventeen _ILLS answers with four guesses: a guess has at most five of their first
  // letters, so after three at least two are still together. The exact search alone cannot
  // show it within its budget (every guess, then every guess again for each outcome).
  test('seventeen _ILLS words cannot be finished within four guesses, shown within the default budget', () => {
    const answers = ILLS.slice(0, 17);
    expect(answers).toHaveLength(17);
    const game = createGame(words, answers, 5, false);
    const position = startPosition(game);
    const guard = new Guard(game);
    expect(guard.familyTrap(position.remaining, position.allowed, 4)).toBe(true);
    expect(guard.canFinish(position.remaining, position.allowed, 4, DEFAULT_BUDGET)).toBe(false);
    // With five, they can be: the bound does not say otherwise.
    expect(new Guard(game).familyTrap(position.remaining, position.allowed, 5)).toBe(false);
  });
});

describe('isSafe agrees with brute force wherever it decides', () => {
  test.each([false, true])('hard %s', (hard) => {
    let decided = 0;
    fc.assert(
      fc.property(smallGame, fc.nat(40), (spec, pick) => {
        const { answers, guesses } = gameOf(spec);
        const game = createGame(guesses, answers, 5, hard);
        const position: Position = startPosition(game);
        const g = pick % guesses.length;
        const left = spec.k + 1;
        const verdict = new Guard(game).isSafe(g, position, left);
        if (verdict !== undefined) {
          decided++;
          expect(verdict).toBe(splitFinishes(guesses, answers, guesses[g] as string, spec.k, hard));
        }
      }),
      { numRuns: 200, seed: 5 },
    );
    expect(decided).toBeGreaterThan(150);
  });
});
