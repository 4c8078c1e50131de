// The pruned rankings must equal the full ones: minimax's floors (lib/solve/strategies/floors.ts)
// and rankByLargest (in the floors' order and by entropy's bounds) against splitting every allowed guess, over many positions: small and big
// sets of answers, hard mode, repeated letters, tables of codes, several list lengths.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { codeOf, createGame, fillTable, type Game, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { entropyBounds } from '../../lib/solve/strategies/entropy-bounds.ts';
import { type Floors, type FloorWalk, LargestFloors } from '../../lib/solve/strategies/floors.ts';
import { WasmFloors } from '../../lib/solve/strategies/floors-wasm.ts';
import { rankByLargest, rankBySplit } from '../../lib/solve/strategies/rank-split.ts';
import { entropy, minimax, worstCase, worstCaseAtMost } from '../../lib/solve/strategies/simple.ts';
import { type SplitStats, Splitter } from '../../lib/solve/strategies/split.ts';
import { plain } from '../../lib/speed.ts';

const wordle = readFileSync(new URL('../../wordle.txt', import.meta.url), 'latin1')
  .trim()
  .split('\n');
const answers2023 = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'latin1')
  .trim()
  .split('\n');
// Every fourth word of wordle.txt (3,700 guesses, a quarter of them with repeated letters), and all the answers.
const guesses = wordle.filter((_, i) => i % 4 === 0);
const normal = createGame(guesses, answers2023, 5, false);
const hard = createGame(guesses, answers2023, 5, true);

const full = (game: Game, position: Position, top: number) => rankBySplit(game, position, top, worstCase);
const words = (ranked: { word: string; score: number; expected: number; isAnswer: boolean }[]) =>
  ranked.map(({ word, score, expected, isAnswer }) => [word, score, expected, isAnswer]);

/** A position after one or two random moves of a random game (hard mode narrows the guesses too). */
function positionAfter(game: Game, first: number, second: number, hidden: number, moves: number): Position {
  let position = play(game, startPosition(game), first, codeOf(game, first, hidden));
  if (moves > 1 && position.remaining.length > 1) position = play(game, position, second, codeOf(game, second, hidden));
  return position;
}

/** A random game's moves for positionAfter: first and second guess, hidden answer, one or two moves. */
const someMoves = fc.tuple(
  fc.integer({ min: 0, max: guesses.length - 1 }),
  fc.integer({ min: 0, max: guesses.length - 1 }),
  fc.integer({ min: 0, max: answers2023.length - 1 }),
  fc.integer({ min: 1, max: 2 }),
);

/** The largest class of g, by strings (lib/clues/feedback.ts), independent of the kernel. */
function largestByStrings(game: Game, position: Position, g: number): { largest: number; grey: number } {
  const guess = [...(game.guesses.words[g] ?? '')];
  const counts = new Map<string, number>();
  for (const a of position.remaining) {
    const key = feedback(guess, [...(game.answers.words[a] ?? '')]).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { largest: Math.max(...counts.values()), grey: counts.get('0'.repeat(guess.length)) ?? 0 };
}

/** The floors of a position by each kernel: the reference in JS, and WebAssembly's (five letters, at most 32 letters: every game here). */
const kernels: [string, (game: Game, position: Position) => Floors][] = [
  ['js', (game, position) => new LargestFloors(game, position)],
  ['wasm', (game, position) => WasmFloors.make(game, position) as Floors],
];

describe.each(kernels)('minimax floors (%s)', (_, floorsOf) => {
  test('each floor is at most the largest class; grey is the all-grey class; rough is at most grey', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: guesses.length - 1 }),
        fc.integer({ min: 0, max: answers2023.length - 1 }),
        fc.array(fc.integer({ min: 0, max: guesses.length - 1 }), { minLength: 20, maxLength: 20 }),
        fc.boolean(),
        (first, hidden, probes, start) => {
          const position = start ? startPosition(normal) : positionAfter(normal, first, 0, hidden, 1);
          const floors = floorsOf(normal, position);
          for (const g of probes) {
            const { largest, grey } = largestByStrings(normal, position, g);
            expect(floors.grey(g)).toBe(grey);
            expect(floors.rough(g)).toBeLessThanOrEqual(grey);
            expect(floors.single(g)).toBeLessThanOrEqual(largest);
            expect(floors.single(g)).toBeGreaterThanOrEqual(grey);
            // With a limit: past it as soon as the count passes it, never past the full count.
            for (const limit of [0, 5, grey - 1, largest - 1]) {
              expect(floors.grey(g, limit) > limit).toBe(grey > limit);
              expect(floors.grey(g, limit)).toBeLessThanOrEqual(grey);
              expect(floors.single(g, limit) > limit).toBe(floors.single(g) > limit);
              expect(floors.single(g, limit)).toBeLessThanOrEqual(floors.single(g));
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  test("rough is n - S1 + S2 - S3 over the guess's distinct letters (answers having every letter of each set, counted by strings)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: guesses.length - 1 }),
        fc.integer({ min: 0, max: answers2023.length - 1 }),
        fc.array(fc.integer({ min: 0, max: guesses.length - 1 }), { minLength: 20, maxLength: 20 }),
        fc.boolean(),
        (first, hidden, probes, start) => {
          const position = start ? startPosition(normal) : positionAfter(normal, first, 0, hidden, 1);
          const floors = floorsOf(normal, position);
          const answerSets = Array.from(position.remaining, (a) => new Set(normal.answers.words[a] ?? ''));
          const having = (letters: string[]) => answerSets.filter((set) => letters.every((l) => set.has(l))).length;
          for (const g of probes) {
            const letters = [...new Set(normal.guesses.words[g] ?? '')];
            let sums = answerSets.length;
            for (let x = 0; x < letters.length; x++) {
              sums -= having([letters[x] as string]);
              for (let y = x + 1; y < letters.length; y++) {
                sums += having([letters[x] as string, letters[y] as string]);
                for (let z = y + 1; z < letters.length; z++)
                  sums -= having([letters[x] as string, letters[y] as string, letters[z] as string]);
              }
            }
            expect(floors.rough(g)).toBe(sums);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  test("single counts only the answers when no answer has any of the guess's letters", () => {
    // (It counted the 32 bits of the last word, unused ones included: found by the property above.)
    const game = createGame(['abcde', 'vwxyz'], ['abcde', 'badce'], 5, false);
    const floors = floorsOf(game, startPosition(game));
    expect(floors.single(1)).toBe(2);
    expect(floors.grey(1)).toBe(2);
  });

  test('grey and single on a hand-made list', () => {
    const game = createGame(['crane', 'eerie'], ['cubit', 'colic', 'motif', 'bigot', 'north', 'eerie'], 5, false);
    const floors = floorsOf(game, startPosition(game));
    // crane: cubit and colic get a green c only, motif and bigot all grey, north yellow n and r, eerie yellow r and green e.
    expect(floors.grey(0)).toBe(2);
    expect(floors.single(0)).toBe(2);
    // eerie (repeated e): every answer has an e, an r or an i.
    expect(floors.grey(1)).toBe(0);
    expect(floors.single(1)).toBe(0);
  });
});

describe("the WebAssembly floors are the reference's numbers", () => {
  const whole = createGame(wordle, answers2023, 5, false);
  const someOf = (count: number, seed: number) => Array.from({ length: count }, (_, i) => (i * 7919 + seed * 104_729) % wordle.length);

  test('rough, grey and single of every guess (with limits), at the opening and after one or two moves, normal and hard', () => {
    const positions: [Game, Position][] = [[whole, startPosition(whole)]];
    for (const [first, second, hidden] of [
      [100, 2000, 5],
      [14_000, 300, 1000],
      [7000, 7001, 2200],
      [42, 9000, 17],
    ] as const) {
      positions.push([whole, positionAfter(whole, first, second, hidden, 1)], [whole, positionAfter(whole, first, second, hidden, 2)]);
      positions.push([hard, positionAfter(hard, first % guesses.length, second % guesses.length, hidden, 2)]);
    }
    for (const [game, position] of positions) {
      const js = new LargestFloors(game, position);
      const wasm = WasmFloors.make(game, position) as WasmFloors;
      const n = position.remaining.length;
      const count = game.guesses.words.length;
      const rough = (floors: Floors) => Array.from({ length: count }, (_, g) => floors.rough(g));
      expect(rough(wasm)).toEqual(rough(js));
      const limited = (floors: Floors) =>
        someOf(400, n).flatMap((g) => [
          floors.grey(g % count),
          floors.single(g % count),
          floors.grey(g % count, n >> 4),
          floors.single(g % count, n >> 3),
        ]);
      expect(limited(wasm)).toEqual(limited(js));
    }
  });

  test("walks give the same guesses for falling bars, one position's walk interleaved with another's", () => {
    const first = positionAfter(whole, 100, 0, 5, 1);
    const second = positionAfter(whole, 14_000, 0, 1000, 1);
    const walks = (floors: Floors[]) => {
      const [a, b] = floors.map((f, i) => f.walk(i === 0 ? whole.all : Int32Array.from(someOf(3000, 2)).sort())) as [FloorWalk, FloorWalk];
      const seen: number[] = [];
      let bar = first.remaining.length;
      for (let step = 0; step < 300; step++) {
        const g = (step % 3 === 0 ? b : a).next(bar);
        seen.push(g);
        if (step % 20 === 19) bar = Math.max(1, bar >> 1);
      }
      return seen;
    };
    const js = [new LargestFloors(whole, first), new LargestFloors(whole, second)];
    const wasm = [WasmFloors.make(whole, first) as WasmFloors, WasmFloors.make(whole, second) as WasmFloors];
    expect(walks(wasm)).toEqual(walks(js));
  });

  /** Positions after one move, after two, in hard mode after `hardMoves`, and the opening. */
  const someGames = (hardMoves: number): [Game, Position][] => [
    [whole, positionAfter(whole, 100, 0, 5, 1)],
    [whole, positionAfter(whole, 7000, 7001, 2200, 2)],
    [hard, positionAfter(hard, 42, 900, 17, hardMoves)],
    [whole, startPosition(whole)],
  ];

  // (Run after the floors' tests: a placement's counts must not see what an earlier, bigger one left in the memory.)
  test("the kernel's splits: Splitter's statistics of every guess, with and without a limit", () => {
    for (const [game, position] of someGames(1)) {
      const n = position.remaining.length;
      const js = new Splitter(game, n);
      const wasm = new Splitter(game, n, position);
      const count = game.guesses.words.length;
      const all = (splitter: Splitter) => {
        const out: (number | boolean)[] = [];
        const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
        for (let g = 0; g < count; g += g < 3000 ? 1 : 7) {
          const { classes, largest, squares, cLogC } = splitter.stats(g, position.remaining, stats);
          out.push(classes, largest, squares, cLogC);
          for (const limit of [largest - 1, largest, n >> 5])
            out.push(splitter.statsWithin(g, position.remaining, limit, stats), stats.cLogC);
        }
        return out;
      };
      expect(all(wasm)).toEqual(all(js));
    }
  });

  test("entropy's bounds of every allowed guess, and their lists, made by the kernel and by the reference", () => {
    for (const [game, position] of someGames(2)) {
      const made = (on: boolean) => {
        plain(on ? false : ['kernels']);
        try {
          const bounds = entropyBounds(game, { ...position, remaining: Int32Array.from(position.remaining) });
          return [Array.from(bounds.values), Array.from(bounds.lists?.head ?? []), Array.from(bounds.lists?.next ?? [])];
        } finally {
          plain(false);
        }
      };
      expect(made(true)).toEqual(made(false));
    }
  });

  test('not made where they do not apply: four-letter words, answers over 32 letters', () => {
    const four = createGame(['abcd', 'bcde'], ['abcd'], 4, false);
    expect(WasmFloors.make(four, startPosition(four))).toBeUndefined();
    const letters = 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûü';
    const many = Array.from({ length: 8 }, (_, i) => [...letters.slice(i * 5, i * 5 + 5).padEnd(5, 'a')].join(''));
    const wide = createGame(many, many, 5, false);
    expect(WasmFloors.make(wide, startPosition(wide))).toBeUndefined();
  });
});

describe.each(['wasm', 'js'])('rankByLargest ranks exactly as splitting every guess (%s floors)', (kernel) => {
  beforeAll(() => plain(kernel === 'wasm' ? false : ['kernels']));
  afterAll(() => plain(false));

  test.each([
    ['normal', normal],
    ['hard', hard],
  ])('%s mode, one or two moves, top 1, 5 and 24', (_, game) => {
    fc.assert(
      fc.property(someMoves, fc.constantFrom(1, 5, 24), ([first, second, hidden, moves], top) => {
        const position = positionAfter(game, first, second, hidden, moves);
        expect(words(rankByLargest(game, position, top, worstCase))).toEqual(words(full(game, position, top)));
      }),
      { numRuns: 40 },
    );
  });

  test('the opening position (every answer), top 10', () => {
    const position = startPosition(normal);
    expect(words(rankByLargest(normal, position, 10, worstCase))).toEqual(words(full(normal, position, 10)));
  });

  test('with a table of codes (as the bench plays), and only answers allowed (as the tie rule asks)', () => {
    const game = createGame(guesses.slice(0, 1500), answers2023.slice(0, 1200), 5, false);
    game.table = new Uint8Array(1500 * 1200);
    fillTable(game, game.table, 0, 1500);
    for (const first of [3, 77, 512, 1499]) {
      const position = play(game, startPosition(game), first, codeOf(game, first, 42));
      expect(words(rankByLargest(game, position, 5, worstCase))).toEqual(words(full(game, position, 5)));
      const answersOnly = {
        ...position,
        allowed: Int32Array.from(
          position.remaining.filter((a) => game.guessOfAnswer[a] !== -1),
          (a) => game.guessOfAnswer[a] as number,
        ).sort(),
      };
      expect(words(rankByLargest(game, answersOnly, 1, worstCase))).toEqual(words(full(game, answersOnly, 1)));
    }
  });

  test('other lengths and letters: four-letter words, and letters beyond a-z', () => {
    const four = wordle.filter((word) => word.length === 5).map((word) => word.slice(1));
    const unique = [...new Set(four)];
    const game = createGame(
      unique.slice(0, 2000),
      unique.slice(0, 2000).filter((_, i) => i % 3 === 0),
      4,
      false,
    );
    for (const first of [0, 100, 999]) {
      const position = play(game, startPosition(game), first, codeOf(game, first, 5));
      expect(words(rankByLargest(game, position, 5, worstCase))).toEqual(words(full(game, position, 5)));
    }
    const accented = createGame(
      ['éclat', 'ébène', 'crane', 'ôtées', 'ébats', 'écrié', 'élite'],
      ['éclat', 'ébats', 'élite', 'écrié'],
      5,
      false,
    );
    expect(words(rankByLargest(accented, startPosition(accented), 3, worstCase))).toEqual(
      words(full(accented, startPosition(accented), 3)),
    );
  });

  test('minimax.rank ranks as the full split does', () => {
    const position = positionAfter(normal, 10, 0, 99, 1);
    expect(words(minimax.rank(normal, position, 5))).toEqual(words(full(normal, position, 5)));
  });

  test("worstCaseAtMost is never below a guess's score at its split's entropy", () => {
    const splitter = new Splitter(normal, answers2023.length);
    const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
    fc.assert(
      fc.property(
        someMoves,
        fc.array(fc.integer({ min: 0, max: guesses.length - 1 }), { minLength: 30, maxLength: 30 }),
        (moves, probes) => {
          const [first, second, hidden, count] = moves;
          const position = positionAfter(normal, first, second, hidden, count);
          const n = position.remaining.length;
          for (const g of probes) {
            splitter.stats(g, position.remaining, stats);
            const bits = Math.log2(n) - stats.cLogC / n;
            expect(worstCaseAtMost(bits + 1e-9, n)).toBeGreaterThanOrEqual(worstCase(stats, n));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

// Sets of up to MINIMAX_BOUNDS_UP_TO answers go by entropy's bounds (most positions after a move or two).
// Each position is ranked by the full split once, and by each kernel's floors against it.
describe('rankByLargest by entropy bounds (byBounds) ranks exactly as splitting every guess, with wasm and js floors', () => {
  afterAll(() => plain(false));

  test.each([
    ['normal', normal],
    ['hard', hard],
  ])('%s mode, one or two moves, top 1, 5 and 24', (_, game) => {
    const byBounds = (position: Position) => ({ bounds: () => entropyBounds(game, position), scoreAtMost: worstCaseAtMost });
    const eachKernel = (check: (kernel: string) => void) => {
      for (const kernel of ['wasm', 'js']) {
        plain(kernel === 'wasm' ? false : ['kernels']);
        check(`${kernel} floors`);
      }
    };
    fc.assert(
      fc.property(someMoves, fc.constantFrom(1, 5, 24), ([first, second, hidden, moves], top) => {
        const position = positionAfter(game, first, second, hidden, moves);
        // (The full ranking's first `top` are its ranking of `top`: one total order, ranksBefore.)
        const ranked = full(game, position, top + 40);
        const expected = words(ranked.slice(0, top));
        // With the tie rule's cap on the largest class: the full ranking's guesses within it.
        const cap = Math.max(1, Math.floor(-((ranked[0]?.score ?? 0) - 0.5)) + 1);
        const within = words(ranked.filter((item) => Math.floor(0.5 - item.score) <= cap).slice(0, top));
        eachKernel((kernel) => {
          expect(words(rankByLargest(game, position, top, worstCase, undefined, byBounds(position))), kernel).toEqual(expected);
          expect(words(minimax.rank(game, position, top)), kernel).toEqual(expected);
          expect(words(rankByLargest(game, position, top, worstCase, cap, byBounds(position))), kernel).toEqual(within);
        });
      }),
      { numRuns: 40 },
    );
    // The whole list too (its bounds the loosest), and a set of three.
    const start = startPosition(game);
    const three = { ...start, remaining: Int32Array.of(3, 400, 1700) };
    const [startRanked, threeRanked] = [words(full(game, start, 5)), words(full(game, three, 5))];
    eachKernel((kernel) => {
      expect(words(rankByLargest(game, start, 5, worstCase, undefined, byBounds(start))), kernel).toEqual(startRanked);
      expect(words(rankByLargest(game, three, 5, worstCase, undefined, byBounds(three))), kernel).toEqual(threeRanked);
    });
  });
});

describe('Splitter.statsWithin', () => {
  test('gives stats() when no class passes the limit, false as soon as one does', () => {
    const splitter = new Splitter(normal, answers2023.length);
    const position = startPosition(normal);
    const whole: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
    const within: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
    for (const g of [0, 1, 500, 2000, 3000]) {
      splitter.stats(g, position.remaining, whole);
      expect(splitter.statsWithin(g, position.remaining, whole.largest - 1, within)).toBe(false);
      expect(splitter.statsWithin(g, position.remaining, whole.largest, within)).toBe(true);
      expect(within).toEqual(whole);
    }
  });
});

describe("rank's floor (the tie rule's bar) leaves out only guesses below it", () => {
  // The tie rule asks for the best possible answer when it scores at least the top guess's
  // score (less a rounding margin): with that floor the answer must be the same, or none
  // when the best one is below it.
  test.each([
    ['entropy', entropy],
    ['minimax', minimax],
  ])('%s: the best answer at floors just above, at and below its score', (_, strategy) => {
    fc.assert(
      fc.property(someMoves, fc.boolean(), ([first, second, hidden, moves], isHard) => {
        const game = isHard ? hard : normal;
        const position = positionAfter(game, first, second, hidden, moves);
        const answersOnly = {
          ...position,
          allowed: Int32Array.from(
            position.remaining.filter((a) => game.guessOfAnswer[a] !== -1),
            (a) => game.guessOfAnswer[a] as number,
          ).sort(),
        };
        if (answersOnly.allowed.length === 0) return;
        const [best] = strategy.rank(game, answersOnly, 1);
        if (!best) throw new Error('no answer ranked');
        for (const floor of [best.score - 1e-9, best.score - 0.4, best.score - 1.5])
          expect(words(strategy.rank(game, answersOnly, 1, floor))).toEqual(words([best]));
        // Above it: nothing better can appear (the best answer may be left out, or not).
        expect([[], words([best])]).toContainEqual(words(strategy.rank(game, answersOnly, 1, best.score + 1)));
      }),
      { numRuns: 40 },
    );
  });
});
