import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { parsePattern } from '../../lib/clues/pattern.ts';
import { playTree } from '../../lib/solve/bench.ts';
import { bookCost, bookGuess, bookLine, bookNextAfter, parseBook, renderBook } from '../../lib/solve/book.ts';
import { codeOf, createGame, type Game, hardAllowed, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { allGreen } from '../../lib/solve/kernel.ts';
import { best, createBest, FAIL, scanOrder } from '../../lib/solve/strategies/best.ts';
import { rankGuesses } from '../../lib/solve/strategies/index.ts';
import { Splitter } from '../../lib/solve/strategies/split.ts';

const original = readFileSync(new URL('../../data/answers-2022.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

/**
 * The cost best minimises, by brute force over every allowed guess: each answer counts the
 * guesses it takes, and an answer not found within six counts FAIL (see best.ts).
 */
function bruteCost(game: Game, remaining: Int32Array, allowed: Int32Array, depth: number): number {
  const n = remaining.length;
  const left = 6 - depth;
  if (n === 1) return 1;
  if (left === 1) return 1 + (n - 1) * FAIL;
  if (n === 2) return 3;
  let bestCost = Infinity;
  for (const g of allowed) {
    const classes = new Map<number, number[]>();
    for (const a of remaining) {
      const code = codeOf(game, g, a);
      classes.set(code, [...(classes.get(code) ?? []), a]);
    }
    if (classes.size === 1 && !classes.has(allGreen(game.length))) continue;
    let cost = n;
    for (const [code, members] of classes) {
      if (code === allGreen(game.length)) continue;
      const next = game.hard ? hardAllowed(game, allowed, g, code) : allowed;
      cost += bruteCost(game, Int32Array.from(members), next, depth + 1);
    }
    bestCost = Math.min(bestCost, cost);
  }
  return bestCost;
}

const bestCost = (game: Game, position: Position) => -(rankGuesses(best, game, position, 1)[0]?.score ?? Number.NaN);

describe('best is exact where it can look at every guess', () => {
  // Answers of one family (?zz, like the _ATCH words) tell each other apart badly; a few other
  // words may help. Few enough guesses (eight) that the search's candidates are all of them: it
  // must find the optimum, games over six first, in both modes.
  const family = fc
    .tuple(fc.constantFrom('zz', 'zy', 'yz'), fc.uniqueArray(fc.constantFrom(...'abcdefgh'), { minLength: 3, maxLength: 6 }))
    .map(([tail, firsts]) => firsts.map((first) => `${first}${tail}`));
  const others = fc.uniqueArray(fc.stringMatching(/^[a-hyz]{3}$/), { minLength: 1, maxLength: 2 });
  test.each([false, true])('hard mode %s: the cost equals a brute-force search', (hard) => {
    fc.assert(
      fc.property(family, others, (answers, extra) => {
        const game = createGame([...answers, ...extra], answers, 3, hard);
        const start = startPosition(game);
        expect(bestCost(game, start)).toBe(bruteCost(game, start.remaining, start.allowed, 0));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  test('a game that cannot be finished in six costs FAIL per unfinished answer, and best still plays on', () => {
    // Eight answers that differ in one letter, and no other guess: one found per guess.
    const answers = ['bxx', 'cxx', 'dxx', 'exx', 'fxx', 'gxx', 'hxx', 'ixx'];
    const game = createGame(answers, answers, 3, true);
    const start = startPosition(game);
    expect(bestCost(game, start)).toBe(bruteCost(game, start.remaining, start.allowed, 0));
    expect(bestCost(game, start)).toBeGreaterThan(2 * FAIL);
    const solved = playTree(game, best, start.remaining);
    expect(Math.max(...solved.values())).toBe(8); // every game ends, the last in eight
    expect([...solved.values()].every((count) => count > 0)).toBe(true);
  });
});

describe('best stops when told, with an answer', () => {
  const game = createGame(original, original.slice(0, 400), 5, false);
  const position = play(game, startPosition(game), original.indexOf('fuzzy'), 0);

  test('a time limit that has run out at once still gives an informative, allowed guess', () => {
    let now = 0;
    const strategy = createBest({ clock: () => (now += 10), timeLimit: 5 });
    const [pick] = rankGuesses(strategy, game, position, 1);
    expect(strategy.lastRun.from).toBe('stopped');
    expect(pick).toBeDefined();
    const codes = new Set(Array.from(position.remaining, (a) => codeOf(game, pick?.guess ?? -1, a)));
    expect(codes.size).toBeGreaterThan(1);
  });

  test('--top, stopped before any guess was searched: the rows asked for, the first the single suggestion', () => {
    const stoppedAtOnce = () => {
      let now = 0;
      return createBest({ clock: () => (now += 10), timeLimit: 5 });
    };
    const none = stoppedAtOnce();
    const ranked = rankGuesses(none, game, position, 5);
    expect(none.lastRun.from).toBe('stopped');
    expect(ranked.length).toBe(5);
    expect(new Set(ranked.map((item) => item.word)).size).toBe(5);
    expect(ranked[0]?.word).toBe(rankGuesses(stoppedAtOnce(), game, position, 1)[0]?.word);
  });

  test('stopped before any whole tree: each guess is scored by the lower bound of its cost, and marked so', () => {
    for (const top of [1, 3]) {
      let now = 0;
      const strategy = createBest({ clock: () => (now += 10), timeLimit: 5 });
      const ranked = rankGuesses(strategy, game, position, top);
      expect(strategy.lastRun).toMatchObject({ from: 'stopped', searched: 0 });
      expect(ranked.length).toBe(top);
      for (const item of ranked) {
        expect(item.lowerBound).toBe(true);
        const bound = -item.score;
        expect(Number.isFinite(bound)).toBe(true);
        // At least a guess for each answer left and a second one for every answer it does not hit; at most what a whole search finds for it.
        const n = position.remaining.length;
        expect(bound).toBeGreaterThanOrEqual(2 * n - 1);
        expect(bound).toBeLessThanOrEqual(-best.scoreOf(game, position, item.guess));
      }
    }
  });

  test('a search to the end: no score is a bound', () => {
    const small = createGame(original, original.slice(0, 60), 5, false);
    const ranked = rankGuesses(createBest({ clock: () => 0, timeLimit: 1000 }), small, startPosition(small), 3);
    expect(ranked.length).toBe(3);
    expect(ranked.some((item) => item.lowerBound)).toBe(false);
  });

  test('shouldStop (Ctrl-C) stops it too, and a search left alone finishes', () => {
    let asked = 0;
    const stopped = createBest({ shouldStop: () => ++asked > 3 });
    rankGuesses(stopped, game, position, 1);
    expect(stopped.lastRun.from).toBe('stopped');
    const small = createGame(original, original.slice(0, 60), 5, false);
    const free = createBest({ clock: () => 0, timeLimit: 1000 });
    rankGuesses(free, small, startPosition(small), 1);
    expect(free.lastRun.from).toBe('search');
  });
});

describe("a long list's scan stops at the limit too", () => {
  test.each([
    // guesses, answers: the order (most even letters first, ties in list order)
    [
      ['abc', 'xyz', 'qqq', 'abx'],
      ['abc', 'abd', 'xyz'],
      ['abc', 'xyz', 'abx', 'qqq'],
    ],
    [
      ['aaa', 'bcd', 'abc'],
      ['abc', 'bcd', 'cde', 'def'],
      ['bcd', 'abc', 'aaa'],
    ],
  ])('scanOrder %j over %j: %j', (guesses, answers, order) => {
    const game = createGame(guesses, answers, 3, false);
    const { remaining, allowed } = startPosition(game);
    expect(Array.from(scanOrder(game, remaining, allowed), (g) => game.guesses.words[g])).toEqual(order);
  });

  test("a turn's scan, taken in scanOrder, lists what one pass in list order lists (2022 guesses, 2023 answers: 41 M codes)", () => {
    const read = (name: string) =>
      readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')
        .split('\n')
        .filter((word) => word.length === 5);
    const game = createGame(read('guesses-2022.txt'), read('answers-2023.txt'), 5, false);
    const start = startPosition(game);
    const asTurn = createBest({ shouldStop: () => false }).candidatesAt(game, start, true);
    expect(asTurn).toEqual(createBest().candidatesAt(game, start));
    // (Both lists: the possible answers pushed out by a better answer are among them.)
    expect(asTurn.length).toBeGreaterThan(8);
  });

  test('every word an answer: stopped at its first check, it has scored only the first guesses of scanOrder and answers with the best of them', () => {
    // (12,972 x 12,972: too big for a table of codes, and big enough to be taken by scanOrder.)
    const words = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((word) => word.length === 5);
    const game = createGame(words, words, 5, false);
    const position = startPosition(game);
    const n = position.remaining.length;
    const split = vi.spyOn(Splitter.prototype, 'stats');
    try {
      let asked = 0;
      const strategy = createBest({ shouldStop: () => ++asked > 0 });
      const [pick] = strategy.rank(game, position, 1);
      expect(strategy.lastRun.from).toBe('stopped');
      expect(asked).toBe(1);
      // One check a million codes: about 2^20 / n guesses split (the whole list is 168 M codes).
      const scanned = split.mock.calls.length;
      expect(scanned).toBeLessThanOrEqual(Math.ceil(2 ** 20 / n) + 1);
      const first = Array.from(scanOrder(game, position.remaining, position.allowed).subarray(0, scanned));
      expect(first).toContain(pick?.guess);
    } finally {
      split.mockRestore();
    }
  });
});

describe('books', () => {
  const answers = original.filter((word) => word.startsWith('s')).slice(0, 120);
  const game = createGame(original, answers, 5, false);
  const lines: string[] = [];
  const solved = playTree(game, best, startPosition(game).remaining, { record: (_, moves) => lines.push(bookLine(game, moves)) });
  const text = renderBook(lines);
  const book = parseBook(text);

  test('a book made from the games played holds every game, with the same guesses in all', () => {
    expect(book.games).toBe(answers.length);
    expect(book.total).toBe([...solved.values()].reduce((sum, count) => sum + count, 0));
    expect(parseBook(renderBook(text.trim().split('\n').reverse())).next).toEqual(book.next);
  });

  test("playing the book gives the search's guesses and costs, from the book", () => {
    const booked = createBest({ book });
    const start = startPosition(game);
    const [first] = rankGuesses(booked, game, start, 1);
    expect(booked.lastRun.from).toBe('book');
    expect(first?.word).toBe(rankGuesses(best, game, start, 1)[0]?.word);
    expect(-(first?.score ?? 0)).toBe(book.total);
    expect(bookCost(book, game, start)).toBe(book.total);
    const replayed = playTree(game, booked, start.remaining);
    expect(replayed).toEqual(solved);
  });

  test("--top on the book, stopped at once: the book's guess with its tree's cost, the others as many as asked, with lower bounds", () => {
    let now = 0;
    const booked = createBest({ book, clock: () => (now += 10), timeLimit: 5 });
    const start = startPosition(game);
    const ranked = rankGuesses(booked, game, start, 4);
    expect(booked.lastRun.from).toBe('stopped');
    expect(ranked.length).toBe(4);
    expect(ranked[0]).toMatchObject({ word: bookGuessWord(start), score: -book.total });
    expect(ranked[0]?.lowerBound).toBeUndefined();
    // (The guesses costed before the first check of the clock, the book's among them, have whole trees; the rest bounds.)
    expect(ranked.filter((item) => item.lowerBound !== true).length).toBe(booked.lastRun.searched);
    expect(ranked.at(-1)?.lowerBound).toBe(true);
  });
  const bookGuessWord = (position: Position) => game.guesses.words[bookGuess(book, game, position) ?? -1];

  test('off the book (a position it never reaches), the search answers', () => {
    const start = startPosition(game);
    const off = play(game, start, original.indexOf('fuzzy'), 0);
    expect(bookGuess(book, game, off)).toBeUndefined();
    const booked = createBest({ book });
    rankGuesses(booked, game, off, 1);
    expect(booked.lastRun.from).toBe('search');
  });

  test('bookNextAfter: the guess of the book after typed clues, as bookGuess finds it in the game', () => {
    for (const line of text.trim().split('\n').slice(0, 40)) {
      const parts = line.split(' ');
      for (let k = 0; k < parts.length; k += 2) {
        const clues = [];
        for (let j = 0; j < k; j += 2) clues.push(parsePattern(`${parts[j]}:${parts[j + 1]}`));
        expect(bookNextAfter(book, clues)).toBe(parts[k]);
      }
    }
    expect(bookNextAfter(book, [parsePattern('fuzzy:bbbbb')])).toBeUndefined();
  });

  test('a book that plays two guesses at one position is refused', () => {
    expect(() => parseBook('salet bbbbb courd ggggg\nsalet bbbbb nymph bbbbb courd ggggg\n')).toThrow(/courd and nymph|nymph and courd/);
  });
});
