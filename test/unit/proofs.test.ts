import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { createGame, type Game, hardAllowed, type Position } from '../../lib/solve/game.ts';
import { Guard } from '../../lib/solve/guard.ts';
import { codeOf as codeOfTiles } from '../../lib/solve/kernel.ts';
import { lazyProofs, outcomeSets, parseProofs, positionFacts, seedGuard } from '../../lib/solve/proofs.ts';
import type { StrategyName } from '../../lib/solve/strategies/types.ts';

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

/** The bench's two positions (issue 24) and every n-th of the table's, as [opener, tiles]. */
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

describe('seeding waits until the guard meets a set (Guard.learn with AllowedAfter)', () => {
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
  // answers from the facts about them without working out their allowed guesses (Guard.told): with
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
    const spy = Object.assign(Object.create(guard) as Guard, { learn: () => learned++ });
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
