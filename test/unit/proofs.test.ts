import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { createGame, type Game, hardAllowed, type Position } from '../../lib/solve/game.ts';
import { DEFAULT_BUDGET, Guard } from '../../lib/solve/guard/index.ts';
import { allGreen, codeOf as codeOfTiles } from '../../lib/solve/kernel.ts';
import {
  bundledProofs,
  lazyProofs,
  outcomeSets,
  parseProofs,
  parseWhole,
  positionFacts,
  seedGuard,
  WHOLE_LIST_LEFT,
  wholeApplies,
} from '../../lib/solve/proofs.ts';
import { suggest } from '../../lib/solve/rank.ts';
import type { StrategyName } from '../../lib/solve/rules.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const WORDS = read('wordle.txt').trim().split('\n');
const ANSWERS = read('data/answers-2023.txt').trim().split('\n');
const TABLE_TEXT = read('data/proofs/wordle.txt+answers-2023.txt.hard.txt');
const TABLE = parseProofs(TABLE_TEXT);
/** A budget far past any turn's (the script proves with 20,000,000). */
const PROVING_BUDGET = 100_000_000;

/** The hard-mode game and position after `opener` got `tiles` (b/y/g), as a turn makes them: every guess, the answers that fit. */
function secondTurn(opener: string, tiles: string, words = WORDS, answers = ANSWERS): { game: Game; position: Position } {
  const code = codeOfTiles([...tiles].map((tile) => 'byg'.indexOf(tile) as 0 | 1 | 2));
  const candidates = answers.filter((answer) => codeOfTiles(feedback([...opener], [...answer])) === code);
  const game = createGame(words, candidates, 5, true);
  const g = game.guesses.indexOf.get(opener) ?? -1;
  const position = {
    remaining: Int32Array.from(candidates, (_, a) => a),
    allowed: hardAllowed(game, game.all, g, code),
    moves: [{ guess: g, code }],
  };
  return { game, position };
}

/** The bench's two positions (the slowest second turns) and every n-th of the table's, as [opener, tiles]. */
const sample = (every: number) =>
  [...new Set(['crane bbbbb', 'slate bbyby', ...[...TABLE.positions.keys()].filter((_, k) => k % every === 0)])].map(
    (key) => key.split(' ') as [string, string],
  );

describe('the proofs table (data/proofs/)', () => {
  test('its header names the lists it was made from by content, as data/openers.json does', () => {
    const lists = (JSON.parse(read('data/openers.json')) as { lists: Record<string, string> }).lists;
    expect(TABLE.hard).toBe(true);
    expect(TABLE.lists).toEqual({ 'wordle.txt': lists['wordle.txt'], 'answers-2023.txt': lists['answers-2023.txt'] });
    expect(TABLE.positions.size).toBeGreaterThan(100);
  });

  // Re-proven by the search itself, with a fresh guard and a large budget: each sampled fact must come out the same.
  test.each(sample(40))('after %s %s, sampled facts are true', (opener, tiles) => {
    const { game, position } = secondTurn(opener, tiles);
    const facts = positionFacts(TABLE, game, position, 'coverage');
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts.filter((_, k) => k % 25 === 0)) {
      const g = game.guesses.indexOf.get(fact.guess) ?? -1;
      const { members, allowed } = outcomeSets(game, position, g, fact.code);
      const k = fact.finishesAt !== Infinity ? fact.finishesAt : fact.failsAt;
      expect([fact.guess, fact.code, new Guard(game).canFinish(members, allowed, k, PROVING_BUDGET)]).toEqual([
        fact.guess,
        fact.code,
        fact.finishesAt !== Infinity,
      ]);
    }
  });

  test('seeded, a guard decides with no budget what its search would need a budget for', () => {
    const { game, position } = secondTurn('crane', 'bbbbb');
    const facts = positionFacts(TABLE, game, position, 'coverage');
    const asked = facts[0];
    if (!asked) throw new Error('no facts after crane bbbbb');
    const g = game.guesses.indexOf.get(asked.guess) ?? -1;
    // The guess's every outcome the table has: the seeded guard answers isSafe without searching.
    const seeded = new Guard(game);
    expect(seedGuard(TABLE, seeded, game, position, 'coverage')).toBe(facts.length);
    const told = facts.filter((fact) => fact.guess === asked.guess);
    const fails = told.some((fact) => fact.failsAt >= 0);
    expect(seeded.isSafe(g, position, 5, 1)).toBe(!fails);
    expect(new Guard(game).isSafe(g, position, 5, 1)).toBe(undefined);
  });
});

describe('seeding waits until the guard meets a set (Guard.learnAt)', () => {
  /**
   * Two guards told the same: one as seedGuard tells it (lazily), one fact by fact with each
   * outcome's sets worked out ahead (those `learnt` keeps: a proper part of the answers, by default).
   */
  function seededPair(
    game: Game,
    position: Position,
    strategy: StrategyName,
    learnt = (members: Int32Array) => members.length > 0 && members.length < position.remaining.length,
  ) {
    const facts = positionFacts(TABLE, game, position, strategy);
    const lazy = new Guard(game);
    const eager = new Guard(game);
    seedGuard(TABLE, lazy, game, position, strategy);
    for (const fact of facts) {
      const { members, allowed } = outcomeSets(game, position, game.guesses.indexOf.get(fact.guess) ?? -1, fact.code);
      if (learnt(members)) eager.learn(members, allowed, fact.finishesAt, fact.failsAt);
    }
    return { facts, lazy, eager };
  }

  // Seeded as seedGuard does (lazily), and fact by fact with the outcome's sets worked out ahead:
  // with no budget, each guard can only answer from what it was told, so they must agree.
  test.each(sample(60))('after %s %s, the lazy guard knows what the eager one does', (opener, tiles) => {
    const { game, position } = secondTurn(opener, tiles);
    const { facts, lazy, eager } = seededPair(game, position, 'coverage', () => true);
    const sets = facts.map((fact) => ({ fact, ...outcomeSets(game, position, game.guesses.indexOf.get(fact.guess) ?? -1, fact.code) }));
    const answers = sets.map(({ fact, members, allowed }) => {
      const k = fact.finishesAt !== Infinity ? fact.finishesAt : fact.failsAt;
      return [fact.guess, fact.code, k, lazy.canFinish(members, allowed, k, 1)];
    });
    expect(answers).toEqual(
      sets.map(({ fact, members, allowed }) => {
        const k = fact.finishesAt !== Infinity ? fact.finishesAt : fact.failsAt;
        return [fact.guess, fact.code, k, eager.canFinish(members, allowed, k, 1)];
      }),
    );
    // (And told something: a fact's own question is answered without a search.)
    expect(answers.filter((answer) => answer[3] === undefined)).toEqual([]);
  });

  // isSafe and the witness search ask about outcomes of the seeded position, which the lazy guard
  // answers from the facts about them without working out their allowed guesses (Memo.told): with
  // little budget, what is decided comes from the facts alone, and must be what the eager one decides.
  test.each(sample(60))('after %s %s, isSafe on every guess of the facts answers as the eager guard does', (opener, tiles) => {
    const { game, position } = secondTurn(opener, tiles);
    const { facts, lazy, eager } = seededPair(game, position, 'coverage');
    const guesses = [...new Set(facts.map((fact) => game.guesses.indexOf.get(fact.guess) ?? -1))];
    const verdicts = (guard: Guard) => guesses.map((g) => [game.guesses.words[g], guard.isSafe(g, position, 5, 1)]);
    const lazyVerdicts = verdicts(lazy);
    expect(lazyVerdicts).toEqual(verdicts(eager));
    expect(lazyVerdicts.some(([, verdict]) => verdict !== undefined)).toBe(true);
  });

  test("after slate bbyby, the witness search finds the eager guard's witness, with the budget it leaves", () => {
    const { game, position } = secondTurn('slate', 'bbyby');
    const { lazy, eager } = seededPair(game, position, 'entropy');
    const budgetLeft = (guard: Guard) => (guard as unknown as { budget: number }).budget;
    const found = lazy.witness(position, 5, 30_000_000);
    expect(found).not.toBe(undefined);
    expect([found, budgetLeft(lazy)]).toEqual([eager.witness(position, 5, 30_000_000), budgetLeft(eager)]);
  });
});

describe('a list whose content differs gets no facts', () => {
  const played = ['crane', 'bbbbb'] as const;
  const dropped = (list: readonly string[], word: string) => list.filter((w) => w !== word);

  test('the same lists: facts', () => {
    const { game, position } = secondTurn(...played);
    expect(positionFacts(TABLE, game, position, 'coverage').length).toBeGreaterThan(0);
  });

  test.each([
    ['an answer fewer', WORDS, dropped(ANSWERS, 'mousy')],
    ['a guess fewer (the allowed guesses differ)', dropped(WORDS, 'zymic'), ANSWERS],
    ['a guess more', [...WORDS, 'zzzzz'], ANSWERS],
  ])('%s', (_, words, answers) => {
    const { game, position } = secondTurn(...played, words, answers);
    expect(positionFacts(TABLE, game, position, 'coverage')).toEqual([]);
    expect(seedGuard(TABLE, new Guard(game), game, position, 'coverage')).toBe(0);
  });

  test('another strategy, normal mode, or a later turn: none', () => {
    const { game, position } = secondTurn(...played);
    expect(positionFacts(TABLE, game, position, 'best')).toEqual([]);
    const normal = createGame(WORDS, game.answers.words, 5, false);
    expect(positionFacts(TABLE, normal, { ...position, allowed: normal.all }, 'coverage')).toEqual([]);
  });

  test('a table whose header names other lists (by sha256) is not used', () => {
    const { game, position } = secondTurn(...played);
    let learned = 0;
    const guard = new Guard(game);
    const spy = Object.assign(Object.create(guard) as Guard, { learn: () => learned++, learnAt: () => learned++ });
    lazyProofs(
      () => TABLE_TEXT,
      () => false,
    ).seed(spy, game, position, 'coverage');
    expect(learned).toBe(0);
    lazyProofs(
      () => TABLE_TEXT,
      () => true,
    ).seed(spy, game, position, 'coverage');
    expect(learned).toBeGreaterThan(0);
  });
});

// Normal mode on every accepted word as the answer (bench on the original 12,972 as answers and guesses): the table scripts/proofs.mjs
// makes with the exact offline search, for the second turns after each strategy's opener there.
describe('the normal-mode table for every accepted word as the answer', () => {
  const ALL = read('data/guesses-2022.txt').trim().split('\n');
  const NORMAL_TEXT = read('data/proofs/guesses-2022.txt+guesses-2022.txt.normal.txt');
  const NORMAL = parseProofs(NORMAL_TEXT);
  const book = JSON.parse(read('data/openers.json')) as {
    lists: Record<string, string>;
    openers: Record<string, { normal: Record<string, string> }>;
  };
  const openers = Object.entries(book.openers['guesses-2022.txt+guesses-2022.txt']?.normal ?? {}) as [StrategyName, string][];
  const game = createGame(ALL, ALL, 5, false);
  /** The opener's tiles on each answer, by strings (lib/clues/feedback.ts), worked out once an opener. */
  const codesOf = (() => {
    const made = new Map<string, Int32Array>();
    return (opener: string) => {
      let codes = made.get(opener);
      if (!codes) {
        codes = Int32Array.from(ALL, (answer) => codeOfTiles(feedback([...opener], [...answer])));
        made.set(opener, codes);
      }
      return codes;
    };
  })();
  /** The position after the opener got `code`, as a turn makes it: every guess allowed, the answers that fit. */
  const after = (opener: string, code: number): Position => {
    const g = game.guesses.indexOf.get(opener) ?? -1;
    const codes = codesOf(opener);
    const remaining = Int32Array.from(ALL.keys()).filter((a) => codes[a] === code);
    return { remaining, allowed: game.all, moves: [{ guess: g, code }] };
  };
  const outcomes = (opener: string) => [...new Set(codesOf(opener))].filter((code) => code !== allGreen(5));

  test('its header names the one list (answers and guesses) by content', () => {
    expect(NORMAL.hard).toBe(false);
    expect(NORMAL.lists).toEqual({ 'guesses-2022.txt': book.lists['guesses-2022.txt'] });
    expect(openers.map(([strategy]) => strategy).sort()).toEqual(['coverage', 'entropy', 'minimax', 'positional']);
  });

  // The guard's last resort: a seeded guard knows a guess whose every outcome finishes, with no budget at all.
  test.each(openers)("after every outcome of %s's opener %s, a seeded guard has a witness", (strategy, opener) => {
    for (const code of outcomes(opener)) {
      const position = after(opener, code);
      if (position.remaining.length <= 5) continue;
      const guard = new Guard(game);
      seedGuard(NORMAL, guard, game, position, strategy);
      const w = guard.witness(position, 5, 1);
      expect([opener, code, w !== undefined]).toEqual([opener, code, true]);
      expect(guard.isSafe(w as number, position, 5, 1)).toBe(true);
    }
  });

  test("unseeded, a guard finds no witness after the opener's largest outcome with a turn's budget", () => {
    const [strategy, opener] = openers[0] as [StrategyName, string];
    const largest = outcomes(opener)
      .map((code) => after(opener, code))
      .sort((x, y) => y.remaining.length - x.remaining.length)[0] as Position;
    const seeded = new Guard(game);
    seedGuard(NORMAL, seeded, game, largest, strategy);
    expect(seeded.witness(largest, 5, 1)).toBeDefined();
    expect(new Guard(game).witness(largest, 5, DEFAULT_BUDGET)).toBeUndefined();
  });

  test('a later position has a line of its own (keyed by its whole history), apart from its second turn', () => {
    expect(NORMAL.positions.has('larnt bbbbb domes bbbgg')).toBe(true);
    expect(NORMAL.positions.get('larnt bbbbb')?.split(' ')[0]).toHaveLength(8);
    expect(NORMAL.positions.get('larnt bbbbb')).not.toBe(NORMAL.positions.get('larnt bbbbb domes bbbgg'));
  });

  // The witness is given only when every outcome but a win has a fact that it finishes, each counted once.
  test.each([
    ['every outcome', (facts: string[]) => facts, true],
    ['one outcome fewer', (facts: string[]) => facts.slice(1), false],
    ['one outcome fewer, twice another', (facts: string[]) => [...facts.slice(1), facts[1] as string], false],
    ['one outcome fewer, a win told instead', (facts: string[]) => [...facts.slice(1), 'ggggg+4'], false],
  ])('a guess told of %s: witness %s', (_, edit, given) => {
    const [strategy, opener] = openers[0] as [StrategyName, string];
    const position = after(opener, 0);
    const seeded = new Guard(game);
    seedGuard(NORMAL, seeded, game, position, strategy);
    const w = seeded.witness(position, 5, 1) as number;
    const line = `${opener} bbbbb ${NORMAL.positions.get(`${opener} bbbbb`) ?? ''}`;
    const parts = line.split(' ');
    const at = parts.indexOf(game.guesses.words[w] as string, 4);
    const next = parts.findIndex((part, k) => k > at && !/[+-]/.test(part));
    const facts = parts.slice(at + 1, next < 0 ? undefined : next);
    const table = parseProofs(`${NORMAL_TEXT.split('\n')[0]}\n${[...parts.slice(0, 4), parts[at], ...edit(facts)].join(' ')}\n`);
    const guard = new Guard(game);
    seedGuard(table, guard, game, position, strategy);
    expect(guard.witness(position, 5, 1) === w).toBe(given);
  });

  test('trusted for guesses and answers both that list, by content; not for another pair', () => {
    const [strategy, opener] = openers[0] as [StrategyName, string];
    const position = after(opener, 0);
    const learned = (answers: string) => {
      let count = 0;
      const spy = Object.assign(Object.create(new Guard(game)) as Guard, { learn: () => count++ });
      bundledProofs(() => NORMAL_TEXT, book.lists, 'guesses-2022.txt', answers).seed(spy, game, position, strategy);
      return count;
    };
    expect(learned('guesses-2022.txt')).toBeGreaterThan(0);
    expect(learned('answers-2022.txt')).toBe(0);
  });

  // Re-proven where the guard's own search can (the smaller outcomes): each must come out the same.
  test.each(openers)('%s: sampled small facts after %s are true', (strategy, opener) => {
    let checked = 0;
    for (const code of outcomes(opener).filter((_, k) => k % 7 === 0)) {
      const position = after(opener, code);
      for (const fact of positionFacts(NORMAL, game, position, strategy).filter((_, k) => k % 9 === 0)) {
        const g = game.guesses.indexOf.get(fact.guess) ?? -1;
        const { members, allowed } = outcomeSets(game, position, g, fact.code);
        if (members.length > 40) continue;
        const k = fact.finishesAt !== Infinity ? fact.finishesAt : fact.failsAt;
        const verdict = new Guard(game).canFinish(members, allowed, k, PROVING_BUDGET);
        if (verdict === undefined) continue;
        expect([fact.guess, fact.code, verdict]).toEqual([fact.guess, fact.code, fact.finishesAt !== Infinity]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

// Normal mode on the bundled lists: the `@whole` line (scripts/safe-openers.ts), each strong first
// guess's outcomes on the whole answer list shown to finish within four, which then hold at any
// later position whose answers are on the list (a subset finishes as its set does).
describe("the whole list's outcomes (the normal-mode table's `@whole` line)", () => {
  const WHOLE_TEXT = read('data/proofs/wordle.txt+answers-2023.txt.normal.txt');
  const WHOLE_TABLE = parseProofs(WHOLE_TEXT);
  const whole = parseWhole(WHOLE_TABLE.whole ?? '');
  const lists = (JSON.parse(read('data/openers.json')) as { lists: Record<string, string> }).lists;
  const normal = createGame(WORDS, ANSWERS, 5, false);
  const codeOfWords = (guess: string, answer: string) => codeOfTiles(feedback([...guess], [...answer]));
  /** A normal-mode turn's game and position after `guess` got the tiles `answer` gives it: every guess, the likely answers that fit. */
  const turnAfter = (guess: string, answer: string) => {
    const code = codeOfWords(guess, answer);
    const candidates = ANSWERS.filter((word) => codeOfWords(guess, word) === code);
    const game = createGame(WORDS, candidates, 5, false);
    const position: Position = {
      remaining: Int32Array.from(candidates, (_, a) => a),
      allowed: game.all,
      moves: [{ guess: game.guesses.indexOf.get(guess) ?? -1, code }],
    };
    return { game, position };
  };
  const seeded = (game: Game, position: Position) => {
    const guard = new Guard(game);
    bundledProofs(() => WHOLE_TEXT, lists, 'wordle.txt', 'answers-2023.txt').seed(guard, game, position, 'entropy');
    return guard;
  };

  test('its header names the bundled lists by content; its guesses are guesses of the list', () => {
    expect(WHOLE_TABLE.hard).toBe(false);
    expect(WHOLE_TABLE.lists).toEqual({ 'wordle.txt': lists['wordle.txt'], 'answers-2023.txt': lists['answers-2023.txt'] });
    expect(whole.left).toBe(WHOLE_LIST_LEFT);
    expect(whole.guesses.size).toBeGreaterThan(20);
    // Entropy's pick after the weak first guess is among them.
    expect(whole.guesses.has('tarse')).toBe(true);
    for (const guess of whole.guesses) expect(normal.guesses.indexOf.has(guess)).toBe(true);
  });

  test("outcomes it claims, re-proven by the guard's own search (the small ones, which it decides)", () => {
    for (const guess of ['tarse', ...[...whole.guesses].filter((_, k) => k % 8 === 3)]) {
      const groups = new Map<number, number[]>();
      ANSWERS.forEach((answer, a) => {
        const code = codeOfWords(guess, answer);
        if (code !== allGreen(5)) groups.set(code, [...(groups.get(code) ?? []), a]);
      });
      const small = [...groups.values()].filter((members) => members.length >= 5 && members.length <= 25).slice(0, 4);
      expect(small.length).toBeGreaterThan(0);
      const guard = new Guard(normal);
      for (const members of small)
        expect(guard.canFinish(Int32Array.from(members), normal.all, WHOLE_LIST_LEFT, PROVING_BUDGET)).toBe(true);
    }
  });

  test('seeded, the guard after fuzzy shows tarse safe with a budget its search alone decides nothing with', () => {
    const { game, position } = turnAfter('fuzzy', 'mound');
    const tarse = game.guesses.indexOf.get('tarse') ?? -1;
    expect(seeded(game, position).isSafe(tarse, position, 5, 20_000)).toBe(true);
    expect(new Guard(game).isSafe(tarse, position, 5, 20_000)).toBe(undefined);
    // Not where a guess of the list is not allowed (the line's hash, checked when tarse is asked about).
    const fewer = { ...position, allowed: game.all.subarray(1) };
    expect(seeded(game, fewer).isSafe(tarse, fewer, 5, 20_000)).toBe(undefined);
    // Not with three guesses left after it (the line speaks of four), nor in hard mode.
    expect(seeded(game, position).isSafe(tarse, position, 4, 20_000)).toBe(new Guard(game).isSafe(tarse, position, 4, 20_000));
    const hard = createGame(WORDS, [...game.answers.words], 5, true);
    const guard = new Guard(hard);
    bundledProofs(() => WHOLE_TEXT, lists, 'wordle.txt', 'answers-2023.txt').seed(guard, hard, position, 'entropy');
    expect(guard.isSafe(tarse, position, 5, 20_000)).toBe(new Guard(hard).isSafe(tarse, position, 5, 20_000));
  });

  test('a guess the line names is taken as told; another, or fewer guesses left, is searched as before', () => {
    // hills leaves mills, pills, fills and kills alike (one outcome): lost with one guess after it.
    const game = createGame(['hills', 'mills', 'pills', 'fills', 'kills'], ['hills', 'mills', 'pills', 'fills', 'kills'], 5, false);
    const position: Position = { remaining: Int32Array.of(0, 1, 2, 3, 4), allowed: game.all, moves: [] };
    const hills = 0;
    expect(new Guard(game).isSafe(hills, position, 2)).toBe(false);
    // Told that it finishes (here untrue, to show it is taken as told: only proven lines ship), it searches nothing.
    const told = new Guard(game);
    told.learnSafe((g) => g === hills, 1);
    expect(told.isSafe(hills, position, 2)).toBe(true);
    expect(told.isSafe(1, position, 2)).toBe(false);
    const later = new Guard(game);
    later.learnSafe((g) => g === hills, 2);
    expect(later.isSafe(hills, position, 2)).toBe(false);
    // Hard mode learns nothing of it (its allowed guesses shrink with every hint).
    const hard = createGame(['hills', 'mills', 'pills', 'fills', 'kills'], ['hills', 'mills', 'pills', 'fills', 'kills'], 5, true);
    const hardGuard = new Guard(hard);
    hardGuard.learnSafe((g) => g === hills, 1);
    expect(hardGuard.isSafe(hills, position, 2)).toBe(false);
    // A guess that tells nothing is never safe, told or not.
    const nothing = createGame(['zzzzz', 'hills'], ['hills', 'mills'], 5, false);
    const tellsNothing = new Guard(nothing);
    tellsNothing.learnSafe(() => true, 1);
    expect(tellsNothing.isSafe(0, { remaining: Int32Array.of(0, 1), allowed: nothing.all, moves: [] }, 2)).toBe(false);
  });

  test('the line applies only where every guess of the list is allowed', () => {
    const { game, position } = turnAfter('fuzzy', 'mound');
    expect(wholeApplies(whole, WHOLE_TABLE, game, position)).toBe(true);
    expect(wholeApplies(whole, WHOLE_TABLE, game, { ...position, allowed: game.all.subarray(1) })).toBe(false);
    const fewer = createGame(WORDS.slice(1), [...game.answers.words], 5, false);
    expect(wholeApplies(whole, WHOLE_TABLE, fewer, { ...position, allowed: fewer.all })).toBe(false);
  });
});

describe('a turn whose matches are no likely answer gets no proofs', () => {
  // Then every match counts as a possible answer, and facts made for the answer list's sets (the
  // `@whole` line's, true of its subsets only) would not hold of them.
  const text = read('wordle.txt');
  const answers = new Set(ANSWERS);
  const seeds = (patterns: string[]) => {
    const query = compileQuery(patterns);
    const filter = createFilter(query, { collect: 'words' });
    filter.push(text);
    const result = filter.finish();
    let seeded = 0;
    const strategy = { ...strategyNamed('entropy'), proofs: { seed: () => void seeded++ } };
    const { fellBack } = suggest({ query, result, answers, strategy, hard: false, top: 1 });
    return { fellBack, seeded };
  };
  test.each([
    [['A=A=bcf'], true, 0],
    [['fuzzy'], false, 1],
  ])('%j: fell back %s, seeded %i times', (patterns, fellBack, seeded) => {
    expect(seeds(patterns)).toEqual({ fellBack, seeded });
  });
});
