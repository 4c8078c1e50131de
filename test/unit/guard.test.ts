import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { codeOf, createGame, type Game, hardAllowed, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { Guard, guardFor } from '../../lib/solve/guard/index.ts';
import { Probes } from '../../lib/solve/guard/probes.ts';
import { largestFirst, Splits } from '../../lib/solve/guard/splits.ts';
import { codeOf as codeOfTiles } from '../../lib/solve/kernel.ts';
import { rankGuesses, strategyNamed } from '../../lib/solve/strategies/index.ts';
import { plain } from '../../lib/speed.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const IGHT = ['bight', 'eight', 'fight', 'light', 'might', 'night', 'right', 'sight', 'tight', 'wight'];
const ATCH = ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch'];
const AUNT = ['daunt', 'gaunt', 'haunt', 'jaunt', 'taunt', 'vaunt'];

/** The position after playing `played` (words) against `hidden`, in a game of every word of wordle.txt. */
function after(game: Game, played: string[], hidden: string): Position {
  let position = startPosition(game);
  const a = game.answers.indexOf.get(hidden) ?? -1;
  for (const word of played) {
    const g = game.guesses.indexOf.get(word) ?? -1;
    position = play(game, position, g, codeOf(game, g, a));
  }
  return position;
}

const ids = (game: Game, list: string[]) => Int32Array.from(list, (word) => game.answers.indexOf.get(word) ?? -1).sort();

describe('canFinish on hard mode traps', () => {
  // After NIGHT with only IGHT green, hard mode allows only ?IGHT words: each guess rules out
  // one answer, so the nine left need nine guesses; normal mode splits them by first letter.
  test.each([
    ['_IGHT', IGHT, 'night', 'light'],
    ['_ATCH', ATCH, 'match', 'latch'],
    ['_AUNT', AUNT, 'taunt', 'haunt'],
  ])('%s', (_, family, first, hidden) => {
    for (const hard of [true, false]) {
      const game = createGame(words, family, 5, hard);
      const position = after(game, [first], hidden);
      const n = position.remaining.length;
      expect(n).toBe(family.length - 1);
      const guard = new Guard(game);
      if (hard) {
        for (let k = 1; k < n; k++) expect(guard.canFinish(position.remaining, position.allowed, k)).toBe(false);
        expect(guard.canFinish(position.remaining, position.allowed, n)).toBe(true);
      } else {
        expect(guard.canFinish(position.remaining, position.allowed, 1)).toBe(false);
        expect(guard.canFinish(position.remaining, position.allowed, 3)).toBe(true);
      }
    }
  });

  test('normal mode: eight ?IGHT words cannot be told apart by one guess, but by two', () => {
    const family = IGHT.filter((word) => word !== 'eight' && word !== 'night');
    const game = createGame(words, family, 5, false);
    const guard = new Guard(game);
    const all = ids(game, family);
    expect(guard.canFinish(all, game.all, 2)).toBe(false);
    expect(guard.canFinish(all, game.all, 3)).toBe(true);
  });
});

describe('the guard in rankGuesses', () => {
  // Hard mode, three guesses made, the ?IGHT answers and others: a pick that commits to IGHT
  // (LIGHT) leaves too many of them for the three guesses left. The guard must take a guess
  // that keeps every outcome finishable whenever one exists.
  const answers = [...IGHT, ...ATCH, ...AUNT];
  test.each(['coverage', 'entropy', 'minimax'] as const)('%s: every pick keeps the game winnable when it can be', (name) => {
    const strategy = strategyNamed(name);
    for (const hard of [false, true]) {
      const game = createGame(words, answers, 5, hard);
      const guard = guardFor(game);
      fc.assert(
        fc.property(fc.subarray(answers, { minLength: 2 }), fc.integer({ min: 1, max: 4 }), (subset, left) => {
          const remaining = ids(game, subset);
          const position: Position = {
            remaining,
            allowed: game.all,
            moves: Array.from({ length: 6 - left }, () => ({ guess: 0, code: 0 })),
          };
          const pick = rankGuesses(strategy, game, position, 1)[0];
          expect(pick).toBeDefined();
          expect(guard.reveals(pick?.guess ?? -1, remaining)).toBe(true);
          if (guard.canFinish(remaining, position.allowed, left) === true)
            expect(guard.isSafe(pick?.guess ?? -1, position, left)).toBe(true);
        }),
        { numRuns: 6, seed: 7 },
      );
    }
  });

  test.each(['coverage', 'entropy', 'minimax'] as const)(
    '%s in a real hard mode trap: after NIGHT (IGHT green) on _IGHT, no pick loses a game it need not',
    (name) => {
      const strategy = strategyNamed(name);
      const game = createGame(words, [...IGHT, 'fjord', 'wrung'], 5, true);
      const guard = guardFor(game);
      // Two guesses made before NIGHT would leave three: not enough for eight ?IGHT words in hard mode.
      const position = after(game, ['fjord', 'wrung', 'night'], 'light');
      expect(guard.canFinish(position.remaining, position.allowed, 3)).toBe(false);
      // With the same answers after CHOMP (no hint): a guess that finishes all within five exists.
      const open = after(game, ['chomp'], 'light');
      const left = 5;
      expect(guard.canFinish(open.remaining, open.allowed, left)).toBe(true);
      const pick = rankGuesses(strategy, game, open, 1)[0]?.guess ?? -1;
      expect(guard.isSafe(pick, open, left)).toBe(true);
    },
  );
});

/** Brute force on strings: can `answers` all be solved within k guesses from `guesses`? */
function bruteForce(guesses: string[], answers: string[], k: number, hard: boolean): boolean {
  if (answers.length === 0) return true;
  if (k === 0) return false;
  if (answers.length === 1) return true;
  if (k === 1) return false;
  for (const guess of guesses) {
    const classes = new Map<string, string[]>();
    for (const answer of answers) {
      const key = feedback([...guess], [...answer]).join('');
      classes.set(key, [...(classes.get(key) ?? []), answer]);
    }
    if (classes.size === 1 && !answers.includes(guess)) continue;
    let ok = true;
    for (const [key, group] of classes) {
      if (key === '22222') continue;
      const tiles = [...key].map(Number) as (0 | 1 | 2)[];
      const next = hard ? guesses.filter((word) => keepsHints(word, guess, tiles)) : guesses;
      if (!bruteForce(next, group, k - 1, hard)) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

function keepsHints(word: string | readonly string[], guess: string | readonly string[], tiles: readonly number[]): boolean {
  if ([...guess].some((letter, i) => tiles[i] === 2 && word[i] !== letter)) return false;
  const shown = new Map<string, number>();
  [...guess].forEach((letter, i) => {
    if (tiles[i] !== 0) shown.set(letter, (shown.get(letter) ?? 0) + 1);
  });
  return [...shown].every(([letter, count]) => [...word].filter((c) => c === letter).length >= count);
}

describe('canFinish is exact (against brute force on small lists)', () => {
  const pool = [...IGHT, ...ATCH, ...AUNT, 'chomp', 'flaws', 'brick', 'dumpy', 'gawky', 'ethos'];
  test.each([false, true])('hard %s', (hard) => {
    fc.assert(
      fc.property(
        fc.subarray(pool, { minLength: 8, maxLength: 14 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 2, max: 4 }),
        (guesses, pick, k) => {
          const answers = guesses.filter((_, i) => (pick >> (i % 7)) & 1 || i % 3 === 0);
          if (answers.length === 0) return;
          const game = createGame(guesses, answers, 5, hard);
          const position = startPosition(game);
          const got = new Guard(game).canFinish(position.remaining, position.allowed, k);
          expect(got).toBe(bruteForce(guesses, answers, k, hard));
        },
      ),
      { numRuns: 60, seed: 3 },
    );
  });
});

describe('hard mode allowed set matches the string rule', () => {
  test('hardAllowed', () => {
    const game = createGame(words, IGHT, 5, true);
    const g = game.guesses.indexOf.get('night') ?? -1;
    const code = codeOfTiles(feedback([...'night'], [...'light']));
    const allowed = hardAllowed(game, game.all, g, code);
    expect(Array.from(allowed, (w) => game.guesses.words[w]).every((word) => word?.endsWith('ight'))).toBe(true);
  });

  // Exactly the guesses keepsHints keeps, for any guess and answer (repeated letters, letters
  // past z, a subset of guesses allowed), in the order given.
  // (Letters past the 31st too: made-up words of rarer letters.)
  const accented = [
    'éclat',
    'ébats',
    'élève',
    'étété',
    'crème',
    'aérée',
    'ôtées',
    'fêtes',
    'sèche',
    'ééeee',
    'àâçëî',
    'ïûùœæ',
    'ççççç',
    'âàâàà',
    'œufsç',
    'æïëîà',
  ];
  const sameAsRule = (
    game: Game,
    list: readonly string[],
    g: number,
    a: number,
    every: number,
    allowedAs: 'all' | 'copy' | 'none' = 'all',
  ) => {
    const guess = list[g] as string;
    const tiles = feedback([...guess], [...(list[a] as string)]);
    // Every guess (the game's own list, or a copy of it), or every (every + 1)-th (an allowed set already narrowed), or none.
    const every0 = allowedAs === 'copy' ? Int32Array.from(game.all) : allowedAs === 'none' ? new Int32Array(0) : game.all;
    const allowed = every === 0 ? every0 : game.all.filter((w) => w % (every + 1) === 0);
    const kept = Array.from(hardAllowed(game, allowed, g, codeOfTiles(tiles)), (w) => list[w]);
    expect(kept).toEqual(Array.from(allowed, (w) => list[w] as string).filter((word) => keepsHints([...word], [...guess], tiles)));
  };
  test('the bundled list: the same set as the string rule', () => {
    const game = createGame(words, words, 5, true);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.integer({ min: 0, max: 3 }),
        (g, a, every) => sameAsRule(game, words, g, a, every),
      ),
      { numRuns: 60, seed: 5 },
    );
  });
  test('words of 4 to 7 letters, some numbered 26-34 (around the 31st): the same set as the string rule', () => {
    // Filler letters first take `padding` numbers past z, so é, α and β land on both sides of
    // 31, where packed letters and letter masks stop (the bit sets and the counting take over).
    const fillers = ['ж', 'з', 'и', 'й', 'к', 'л'];
    const pool = ['a', 'b', 'c', 'é', 'α', 'β'];
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 7 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.integer({ min: 0, max: 6 }),
            fc.uniqueArray(
              fc.array(fc.constantFrom(...pool), { minLength: n, maxLength: n }).map((w) => w.join('')),
              { minLength: 2, maxLength: 40 },
            ),
            fc.nat(),
            fc.nat(),
            fc.integer({ min: 0, max: 2 }),
            fc.constantFrom('all' as const, 'copy' as const, 'none' as const),
          ),
        ),
        ([n, padding, made, gPick, aPick, every, allowedAs]) => {
          const filler = padding === 0 ? [] : [Array.from({ length: n }, (_, i) => fillers[i % padding] as string).join('')];
          const list = [...filler, ...made];
          const game = createGame(list, list, n, true);
          sameAsRule(game, list, gPick % list.length, aPick % list.length, every, allowedAs);
        },
      ),
      { numRuns: 600, seed: 11 },
    );
  });
  test('accented words: the same set as the string rule, every guess against every answer', () => {
    const list = [...accented, 'crane', 'eerie', 'geese', 'steel', 'tease'];
    const game = createGame(list, list, 5, true);
    for (let g = 0; g < list.length; g++)
      for (let a = 0; a < list.length; a++) for (const every of [0, 1]) sameAsRule(game, list, g, a, every);
  });
});

describe('bench: guarded games finish within six', () => {
  // The original lists, a sample of 60 answers played in one tree from the book's opener.
  const answers = readFileSync(new URL('../../data/answers-2022.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const guesses = [
    ...new Set([
      ...readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
        .trim()
        .split('\n'),
      ...answers,
    ]),
  ];
  const book = JSON.parse(readFileSync(new URL('../../data/openers.json', import.meta.url), 'utf8')) as {
    openers: Record<string, Record<'normal' | 'hard', Record<string, string>>>;
  };
  test.each([
    ['entropy', false],
    ['entropy', true],
    ['minimax', true],
  ] as const)(
    '%s, hard %s: 0 over six on a sample',
    async (name, hard) => {
      const { playTree, sampleAnswers, summarize } = await import('../../lib/solve/bench.ts');
      const { fillTable } = await import('../../lib/solve/game.ts');
      const game = createGame(guesses, answers, 5, hard);
      game.table = new Uint8Array(guesses.length * answers.length);
      fillTable(game, game.table, 0, guesses.length);
      const opener =
        game.guesses.indexOf.get(book.openers['guesses-2022.txt+answers-2022.txt']?.[hard ? 'hard' : 'normal'][name] ?? '') ?? -1;
      const summary = summarize(playTree(game, strategyNamed(name), sampleAnswers(answers.length, 60, 5), { opener }).values());
      expect(summary.games).toBe(60);
      expect(summary.fails).toBe(0);
      expect(summary.max).toBeLessThanOrEqual(6);
    },
    60_000,
  );
});

describe("the cheap witness's probes", () => {
  // Probes.best picks the guesses whose letters score best at telling a set apart; over the whole
  // list it may score only the guesses with two telling letters (fewProbes). Whichever way, the
  // pick must be the plain rule's: each letter scores min(have, lack) over the answers,
  // anywhere (once per letter of the guess) and at its place; highest first, ties by index.
  const answers2023 = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const game = createGame(words, answers2023, 5, false);

  function plainProbes(remaining: Int32Array, count: number, of = game): number[] {
    const n = remaining.length;
    const sets = Array.from(remaining, (a) => of.answers.words[a] ?? '');
    const value = (c: number) => Math.min(c, n - c);
    const scored = of.guesses.words.map((word, g) => {
      let score = 0;
      for (const letter of new Set(word)) score += value(sets.filter((answer) => answer.includes(letter)).length);
      [...word].forEach((letter, i) => (score += value(sets.filter((answer) => answer[i] === letter).length)));
      return { g, score };
    });
    return scored
      .sort((a, b) => b.score - a.score || a.g - b.g)
      .slice(0, count)
      .map((item) => item.g);
  }

  test.each([
    ['a one-letter trap', ['haste', 'paste', 'waste']],
    ['a bigger trap', ATCH],
    ['letters at other places', ['eater', 'hater', 'later', 'water']],
    ['repeated letters', ['mummy', 'dummy', 'tummy', 'yummy']],
    ['two answers', ['crane', 'crate']],
  ])('%s', (_, set) => {
    const remaining = ids(game, set);
    const probes = new Probes(game);
    expect(probes.best(remaining, game.all, 8)).toEqual(plainProbes(remaining, 8));
  });

  test('a guess with one telling letter in every place beats eight with two', () => {
    // s and b tell the answers apart only by place; sssss scores 5, each guess with both 2.
    const guesses = ['bszzz', 'bzszz', 'sbzzz', 'sbzzy', 'szbzz', 'zbszz', 'zsbzz', 'zzsbz', 'sssss'];
    const custom = createGame(guesses, ['sbbbb', 'bsbbb', 'bbsbb', 'bbbsb', 'bbbbs'], 5, false);
    const remaining = Int32Array.from([0, 1, 2, 3, 4]);
    const probes = new Probes(custom);
    expect(probes.best(remaining, custom.all, 8)).toEqual(plainProbes(remaining, 8, custom));
    expect(probes.best(remaining, custom.all, 8)[0]).toBe(8);
  });

  test('random lists over a few letters (many repeated, every guess with several telling letters)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-h]{5}$/), { minLength: 40, maxLength: 300 }),
        fc.uniqueArray(fc.stringMatching(/^[a-d]{5}$/), { minLength: 2, maxLength: 7 }),
        (guessWords, answerWords) => {
          const custom = createGame(guessWords, answerWords, 5, false);
          const remaining = Int32Array.from(answerWords, (_, a) => a);
          const probes = new Probes(custom);
          expect(probes.best(remaining, custom.all, 8)).toEqual(plainProbes(remaining, 8, custom));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('random small sets', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: answers2023.length - 1 }), { minLength: 2, maxLength: 9 }), (picked) => {
        const remaining = Int32Array.from(picked).sort();
        const probes = new Probes(game);
        expect(probes.best(remaining, game.all, 8)).toEqual(plainProbes(remaining, 8));
      }),
      { numRuns: 40 },
    );
  });
});

describe('isSafe with onlyFailure (a normal-mode pick, where safe and undecided mean the same)', () => {
  // It may stop early, once no outcome left can be shown to fail within the budget: it must
  // say false exactly when the full check does, and never true where that one does not.
  const answers2023 = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const game = createGame(words, answers2023, 5, false);
  test('the same failures as the full check, over random positions and picks', () => {
    let stopped = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.integer({ min: 0, max: answers2023.length - 1 }),
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.constantFrom(3, 4, 5),
        fc.constantFrom(40_000, 300_000),
        (first, hidden, pick, left, budget) => {
          const position = play(game, startPosition(game), first, codeOf(game, first, hidden));
          const full = new Guard(game).isSafe(pick, position, left, budget);
          const failureOnly = new Guard(game).isSafe(pick, position, left, budget, true);
          expect(failureOnly === false).toBe(full === false);
          if (failureOnly === true) expect(full).toBe(true);
          if (failureOnly === undefined && full === true) stopped++;
        },
      ),
      { numRuns: 60 },
    );
    // (It does stop early somewhere, where the full check went on to show the pick safe.)
    expect(stopped).toBeGreaterThan(0);
  });

  test('on a list of traps, where picks often fail', () => {
    // Only the trap words as guesses: most picks leave some family unsolvable in time.
    const traps = [...ATCH, ...IGHT, ...AUNT, 'tight', 'hunch'];
    const small = createGame([...new Set(traps)].sort(), [...new Set(traps)].sort(), 5, false);
    let failures = 0;
    for (let pick = 0; pick < small.guesses.words.length; pick++) {
      for (const left of [3, 4, 5, 6]) {
        for (const budget of [2_000, 20_000, 200_000]) {
          const full = new Guard(small).isSafe(pick, startPosition(small), left, budget);
          const failureOnly = new Guard(small).isSafe(pick, startPosition(small), left, budget, true);
          expect(failureOnly === false).toBe(full === false);
          if (failureOnly === true) expect(full).toBe(true);
          if (full === false) failures++;
        }
      }
    }
    expect(failures).toBeGreaterThan(10);
  });
});

describe('the letter sets behind the probes', () => {
  test('games sharing their guesses but not their alphabet size each get sets of their size', async () => {
    // (An answer list with letters past z grows the shared alphabet: the second game's sets are taller.)
    const { encodeGuesses, guessLetterSets } = await import('../../lib/solve/game.ts');
    const base = encodeGuesses(['haste', 'paste', 'waste', 'whump', 'chomp', 'plumb', 'hyped'], 5);
    const plain = createGame(base, ['haste', 'paste', 'waste'], 5, false);
    const before = new Probes(plain).best(Int32Array.from([0, 1, 2]), plain.all, 3);
    expect(guessLetterSets(plain).length).toBe(plain.kernel.alphabetSize);
    const wider = createGame(base, ['haste', 'paste', 'waste', 'éclat', 'ôtées', 'ïambe', 'ûrées', 'àlité'], 5, false);
    expect(wider.kernel.alphabetSize).toBeGreaterThan(plain.kernel.alphabetSize);
    expect(new Probes(wider).best(Int32Array.from([0, 1, 2]), wider.all, 3)).toEqual(before);
    expect(guessLetterSets(wider).length).toBe(wider.kernel.alphabetSize);
    expect(guessLetterSets(plain).length).toBe(plain.kernel.alphabetSize);
  });
});

describe('largestFirst', () => {
  // The order the guard looks at a split's outcomes in (which its budget can depend on): as a
  // stable sort, largest first, ties in their order.
  test('the same order as a stable sort, ties included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 12 }), (sizes) => {
        const groups = sizes.map((size, code) => ({ code, members: new Int32Array(size) }));
        const sorted = [...groups].sort((a, b) => b.members.length - a.members.length);
        expect(largestFirst(groups).map((group) => group.code)).toEqual(sorted.map((group) => group.code));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('a long --top list', () => {
  test('only its first 100 guesses are checked for safety (--top 100000 on a first turn took minutes)', () => {
    const game = createGame(
      words.slice(0, 3000),
      words.slice(0, 3000).filter((_, i) => i % 15 === 0),
      5,
      false,
    );
    const calls = { count: 0 };
    const isSafe = Guard.prototype.isSafe;
    Guard.prototype.isSafe = function (...args: Parameters<typeof isSafe>) {
      calls.count++;
      return isSafe.apply(this, args);
    };
    try {
      const ranked = rankGuesses(strategyNamed('coverage'), game, startPosition(game), 1000);
      expect(ranked).toHaveLength(1000);
      expect(calls.count).toBeLessThanOrEqual(100);
    } finally {
      Guard.prototype.isSafe = isSafe;
    }
  });
});

describe('witness-shapes: the cheap witness ranks with shapes given up past the last of the best', () => {
  test('shapeWithin is shape, or undefined exactly when the largest class passes the limit (random sets, guesses and limits)', () => {
    const game = createGame(words, words, 5, false);
    const splits = new Splits(game);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: words.length - 1 }), { minLength: 1, maxLength: 3000 }),
        fc.integer({ min: 0, max: words.length - 1 }),
        fc.integer({ min: 0, max: 3000 }),
        (answers, g, limit) => {
          const remaining = Int32Array.from(answers).sort();
          const whole = splits.shape(g, remaining);
          expect(splits.shapeWithin(g, remaining, limit)).toEqual(whole.largest <= limit ? whole : undefined);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('the same witnesses and verdicts, on and off, after random first guesses on every word of wordle.txt', () => {
    const game = createGame(words, words, 5, false);
    const next = (() => {
      let seed = 7;
      return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    })();
    const shapes = vi.spyOn(Splits.prototype, 'shapeWithin');
    for (let i = 0; i < 6; i++) {
      const hidden = words[Math.floor(next() * words.length)] as string;
      const first = words[Math.floor(next() * words.length)] as string;
      const position = after(game, [first], hidden);
      const ask = () => {
        const guard = new Guard(game);
        return [guard.witness(position, 5), guard.canFinish(position.remaining, position.allowed, 3)];
      };
      const fastAnswer = ask();
      plain(['witness-shapes']);
      try {
        expect(ask()).toEqual(fastAnswer);
      } finally {
        plain(false);
      }
    }
    // (On, some shapes were given up part way: the mechanism ran.)
    expect(shapes.mock.results.some((result) => result.value === undefined)).toBe(true);
    shapes.mockRestore();
  });
});
