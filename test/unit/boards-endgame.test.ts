import { describe, expect, test } from 'vitest';
import { type EndgameOptions, endgamePick, LOST_COST } from '../../lib/boards/endgame.ts';
import { seededRandom } from '../../lib/solve/random.ts';

// Tiny worlds: words are numbers, a guess's tiles against a word are a code from a table (GREEN
// exactly when the guess is the word), so positions small enough to solve by brute force can be
// made at will.
const GREEN = 3;

/** A table of codes over `size` words: GREEN on the diagonal, else 0..GREEN-1 drawn with this seed. */
function codesOf(size: number, seed: number): (guess: number, word: number) => number {
  const random = seededRandom(seed);
  const table = Array.from({ length: size }, (_, g) =>
    Array.from({ length: size }, (_, w) => (g === w ? GREEN : Math.floor(random() * GREEN))),
  );
  return (guess, word) => table[guess]?.[word] as number;
}

/**
 * The fewest guesses on average to solve every board, found over the hidden words themselves
 * (every tuple of one candidate a board, all alike likely): any of `guesses` may be played at
 * every turn; a lost game costs its tries plus LOST_COST.
 */
function bruteForce(
  boards: readonly (readonly number[])[],
  left: number,
  guesses: readonly number[],
  code: (g: number, w: number) => number,
): number {
  let tuples: number[][] = [[]];
  for (const board of boards) tuples = tuples.flatMap((tuple) => board.map((word) => [...tuple, word]));
  const value = (games: readonly number[][], solved: readonly boolean[], left: number): number => {
    if (solved.every(Boolean)) return 0;
    if (left === 0) return LOST_COST;
    let best = Number.POSITIVE_INFINITY;
    for (const g of guesses) {
      const groups = new Map<string, number[][]>();
      for (const game of games) {
        const key = game.map((word, b) => (solved[b] ? '-' : code(g, word))).join(',');
        groups.set(key, [...(groups.get(key) ?? []), game]);
      }
      // A guess that tells nothing and solves nothing only wastes a turn.
      if (groups.size === 1 && !(games[0] ?? []).some((word, b) => !solved[b] && word === g)) continue;
      let total = 1;
      for (const group of groups.values()) {
        const first = group[0] as number[];
        const next = solved.map((done, b) => done || first[b] === g);
        total += (group.length / games.length) * value(group, next, left - 1);
      }
      best = Math.min(best, total);
    }
    return best;
  };
  return value(
    tuples,
    boards.map(() => false),
    left,
  );
}

/** The search with every word as a probe at every turn and no turn left to the baseline's rule: exact. */
function exactly(
  boards: number[][],
  left: number,
  size: number,
  code: (g: number, w: number) => number,
  choices?: number[],
): EndgameOptions {
  const every = Array.from({ length: size }, (_, w) => w);
  return { boards, left, choices: choices ?? every, probes: every, code, green: GREEN, depth: left, probesPerTurn: size };
}

describe('the several-boards endgame', () => {
  // Hand-made: words 0..3; guess 0 against 1 and 2 gives different tiles; guess 3 tells 0, 1 and 2 apart.
  const table = [
    [GREEN, 0, 1, 0],
    [0, GREEN, 0, 0],
    [0, 0, GREEN, 0],
    [0, 1, 2, GREEN],
  ];
  const code = (g: number, w: number) => table[g]?.[w] as number;
  test.each([
    // One board of two: play one, then the other if it was not it.
    { boards: [[1, 2]], left: 2, choices: [1], value: 1.5 },
    // The same with one guess left: half the games are lost.
    { boards: [[1, 2]], left: 1, choices: [1], value: 1 + 0.5 * LOST_COST },
    // Two last words: two guesses.
    { boards: [[1], [2]], left: 2, choices: [1, 2], value: 2 },
    // One board of three: 0 first tells 1 from 2 (1 + 2/3), 1 first does not (1 + 2/3 · 1.5), probe 3 costs one whole guess more.
    { boards: [[0, 1, 2]], left: 3, choices: [0], value: 1 + 2 / 3 },
    { boards: [[0, 1, 2]], left: 3, choices: [1], value: 2 },
    { boards: [[0, 1, 2]], left: 3, choices: [3], value: 2 },
    // With two guesses left 0 still wins every game; 1 loses a third of them.
    { boards: [[0, 1, 2]], left: 2, choices: [1], value: 1 + (2 / 3) * (1 + 0.5 * LOST_COST) },
    { boards: [[0, 1, 2]], left: 2, choices: [0, 1, 3], value: 1 + 2 / 3 },
  ])('$boards with $left left, choosing among $choices: $value', ({ boards, left, choices, value }) => {
    const pick = endgamePick(exactly(boards, left, 4, code, choices));
    expect(pick?.value).toBeCloseTo(value, 12);
    expect(choices).toContain(pick?.guess);
  });

  // Random worlds of 7 words (codes drawn per seed), boards of disjoint candidates, checked against the brute force.
  const worlds = Array.from({ length: 24 }, (_, i) => {
    const random = seededRandom(1000 + i);
    const words = [0, 1, 2, 3, 4, 5, 6].sort(() => random() - 0.5);
    const sizes = [[2, 2], [3, 1], [3, 3], [2, 2, 2], [1, 3, 2], [4]][i % 6] as number[];
    let at = 0;
    const boards = sizes.map((size) => {
      const board = words.slice(at, at + size).sort((a, b) => a - b);
      at += size;
      return board;
    });
    return { seed: i, boards, left: sizes.length + 1 + (i % 3) };
  });
  test.each(worlds)('world $seed: $boards with $left left is solved as the brute force solves it', ({ seed, boards, left }) => {
    const code = codesOf(7, seed);
    const every = [0, 1, 2, 3, 4, 5, 6];
    const pick = endgamePick(exactly(boards, left, 7, code));
    expect(pick?.value).toBeCloseTo(bruteForce(boards, left, every, code), 9);
    // The value found for the guess picked is the value of that guess alone.
    const alone = endgamePick(exactly(boards, left, 7, code, [pick?.guess as number]));
    expect(alone?.value).toBeCloseTo(pick?.value as number, 9);
  });

  test('a shallower search never finds a value below the exact one, and picks among the choices only', () => {
    for (let seed = 0; seed < 12; seed++) {
      const code = codesOf(7, seed);
      const boards = [
        [0, 1, 2],
        [3, 4],
        [5, 6],
      ];
      const exact = endgamePick(exactly(boards, 5, 7, code)) as { value: number };
      for (const depth of [0, 1]) {
        const shallow = endgamePick({ ...exactly(boards, 5, 7, code, [4, 5, 6]), depth, probesPerTurn: 1 });
        expect([4, 5, 6]).toContain(shallow?.guess);
        expect(shallow?.value).toBeGreaterThanOrEqual(exact.value - 1e-9);
      }
    }
  });

  test('the same position gives the same pick (no chance involved)', () => {
    const code = codesOf(7, 5);
    const options = { ...exactly([[0, 1, 2, 3], [4, 5], [6]], 5, 7, code), depth: 1, probesPerTurn: 2 };
    expect(endgamePick(options)).toEqual(endgamePick(options));
  });
});
