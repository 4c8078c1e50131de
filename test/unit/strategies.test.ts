import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { playTree, sampleAnswers, summarize } from '../../lib/solve/bench.ts';
import { codeOf, createGame, fillTable, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { tilesOf } from '../../lib/solve/kernel.ts';
import { suggest } from '../../lib/solve/rank.ts';
import { best } from '../../lib/solve/strategies/best.ts';
import { rankGuesses, type Strategy, strategyNamed } from '../../lib/solve/strategies/index.ts';

const STRATEGIES: Strategy[] = [strategyNamed('coverage'), strategyNamed('entropy'), strategyNamed('minimax'), best];
const original = readFileSync(new URL('../../data/answers-2022.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

const choose = (strategy: Strategy, guesses: string[], answers: string[], top = 1) => {
  const game = createGame(guesses, answers, [...(answers[0] ?? '')].length, false);
  return rankGuesses(strategy, game, startPosition(game), top).map((item) => item.word);
};

describe('strategies on hand-made lists', () => {
  // chm splits bat, cat, hat, mat into four singletons (000, 200, 010, 001); any answer
  // leaves the other three together. Every strategy must see it.
  test.each(STRATEGIES.map((s) => [s.name, s] as const))('%s picks the perfect splitter', (_, strategy) => {
    expect(choose(strategy, ['bat', 'cat', 'chm', 'hat', 'mat'], ['bat', 'cat', 'hat', 'mat'])).toEqual(['chm']);
  });

  // With two answers left, guessing one of them (the first, A-Z) is right for all.
  test.each(STRATEGIES.map((s) => [s.name, s] as const))('%s guesses an answer when two are left', (_, strategy) => {
    expect(choose(strategy, ['abc', 'abd', 'cdx'], ['abd', 'abc'])).toEqual(['abc']);
  });

  // abc, abd, abe: cde splits them into singletons (100, 010, 002); an answer such as abc
  // wins at once a third of the time but leaves the other two together.
  test.each([
    ['entropy', 'cde'], // log2 3 bits against 0.92
    ['minimax', 'cde'], // worst case 1 against 2
    ['best', 'abc'], // both cost 6 guesses in all (3 + 3, and 3 + 1 + 2): a tie, which goes to an answer
  ])('%s takes %s', (name, expected) => {
    const strategy = name === 'best' ? best : strategyNamed(name as 'entropy' | 'minimax');
    expect(choose(strategy, ['abc', 'abd', 'abe', 'cde'], ['abc', 'abd', 'abe'])).toEqual([expected]);
  });

  test('entropy, minimax and best rank by their own measures (--top)', () => {
    expect(choose(strategyNamed('entropy'), ['bat', 'cat', 'chm', 'hat', 'mat'], ['bat', 'cat', 'hat', 'mat'], 3)).toEqual([
      'chm',
      'bat',
      'cat',
    ]);
    expect(choose(best, ['bat', 'cat', 'chm', 'hat', 'mat'], ['bat', 'cat', 'hat', 'mat'], 2)).toEqual(['chm', 'bat']);
  });
});

/** The NYT hard-mode rule, checked on strings, independently of lib/solve/game.ts. */
function keepsHints(word: string, history: readonly { guess: string; tiles: number[] }[]): boolean {
  return history.every(({ guess, tiles }) => {
    const letters = [...guess];
    const candidate = [...word];
    if (letters.some((letter, i) => tiles[i] === 2 && candidate[i] !== letter)) return false;
    const shown = new Map<string, number>();
    letters.forEach((letter, i) => {
      if (tiles[i] !== 0) shown.set(letter, (shown.get(letter) ?? 0) + 1);
    });
    return [...shown].every(([letter, count]) => candidate.filter((c) => c === letter).length >= count);
  });
}

describe('hard mode', () => {
  const guesses = original.slice(0, 600);
  const answers = original.slice(0, 600);
  test.each(STRATEGIES.filter((s) => s.name !== 'best').map((s) => [s.name, s] as const))(
    '%s only plays legal guesses, over random games',
    (_, strategy) => {
      const game = createGame(guesses, answers, 5, true);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: answers.length - 1 }), fc.integer({ min: 0, max: guesses.length - 1 }), (hidden, opener) => {
          let position: Position = startPosition(game);
          const history: { guess: string; tiles: number[] }[] = [];
          for (let turn = 0; turn < 10; turn++) {
            const g = turn === 0 ? opener : (rankGuesses(strategy, game, position, 1)[0]?.guess ?? -1);
            const word = game.guesses.words[g] ?? '';
            expect(keepsHints(word, history)).toBe(true);
            const code = codeOf(game, g, hidden);
            if (word === answers[hidden]) return;
            history.push({ guess: word, tiles: tilesOf(code, 5) });
            position = play(game, position, g, code);
          }
          throw new Error('not solved in 10 guesses');
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe("coverage's scores kept for a position's second ranking (the guard's pool)", () => {
  const coverage = strategyNamed('coverage');
  const words = (ranked: readonly { word: string; score: number }[]) => ranked.map((item) => `${item.word} ${item.score}`);
  // Ranked once for one guess, then for more, then at positions that share its arrays: each
  // list as a ranking of the same sets made from scratch (another game, nothing kept) gives it.
  test.each([
    [false, 'crane', 0],
    [true, 'crane', 0],
    [true, 'slate', 120],
    [false, 'moldy', 200],
  ] as const)('hard %s, after %s (answer %i)', (hard, opener, hidden) => {
    const at = () => {
      const game = createGame(original, original, 5, hard);
      const g = game.guesses.indexOf.get(opener) ?? -1;
      return { game, position: play(game, startPosition(game), g, codeOf(game, g, hidden)) };
    };
    const { game, position } = at();
    const fresh = (change: (p: Position) => Position, top: number) => {
      const made = at();
      return words(coverage.rank(made.game, change(made.position), top));
    };
    const same = (p: Position) => p;
    const fewerAnswers = (p: Position) => ({ ...p, remaining: p.remaining.slice(1) });
    const fewerGuesses = (p: Position) => ({ ...p, allowed: p.allowed.slice(0, 300) });
    expect(words(coverage.rank(game, position, 1))).toEqual(fresh(same, 1));
    expect(words(coverage.rank(game, position, 24))).toEqual(fresh(same, 24));
    expect(words(coverage.rank(game, fewerAnswers(position), 24))).toEqual(fresh(fewerAnswers, 24));
    expect(words(coverage.rank(game, fewerGuesses(position), 24))).toEqual(fresh(fewerGuesses, 24));
  });
});

describe('bench', () => {
  test('the tree plays each game exactly as one game at a time would', () => {
    const guesses = original.slice(0, 800);
    const answers = original.slice(0, 800);
    const game = createGame(guesses, answers, 5, false);
    game.table = new Uint8Array(guesses.length * answers.length);
    fillTable(game, game.table, 0, guesses.length);
    const strategy = strategyNamed('entropy');
    const targets = sampleAnswers(answers.length, 40, 7);
    const tree = summarize(playTree(game, strategy, targets).values());
    const oneByOne = Array.from(targets, (hidden) => {
      let position = startPosition(game);
      for (let turn = 1; ; turn++) {
        const g = rankGuesses(strategy, game, position, 1)[0]?.guess ?? -1;
        if (g === game.guessOfAnswer[hidden]) return turn;
        position = play(game, position, g, codeOf(game, g, hidden));
      }
    });
    expect(tree).toEqual(summarize(oneByOne));
    expect(tree.games).toBe(40);
  });

  test('samples are repeatable and distinct', () => {
    const sample = sampleAnswers(2315, 100, 42);
    expect(sample).toEqual(sampleAnswers(2315, 100, 42));
    expect(new Set(sample).size).toBe(100);
    expect(sampleAnswers(2315, 100, 43)).not.toEqual(sample);
  });

  test('summarize', () => {
    expect(summarize([3, 4, 4, 2, 7, 0])).toEqual({
      games: 6,
      mean: 20 / 6,
      median: 3.5,
      max: 7,
      fails: 2,
      histogram: { 0: 1, 2: 1, 3: 1, 4: 2, 7: 1 },
      total: 20,
    });
  });
});

describe('the command line and the bench suggest alike', () => {
  const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
  const answers = new Set(original);
  test.each([[['staR=e']], [['staR=e', 'chOR=d']], [['crAne', 'sLAnt']], [['BoB=bY=']], [['fuzzy']]])('%j', (patterns) => {
    const query = compileQuery(patterns);
    const filter = createFilter(query, { collect: 'words' });
    filter.push(text);
    const result = filter.finish();
    const fast = suggest({ query, result, answers, strategy: strategyNamed('coverage'), hard: false, top: 1 }).ranked[0]?.word;
    // The game path, as the bench takes it (top 2 forces it).
    const slow = suggest({ query, result, answers, strategy: strategyNamed('coverage'), hard: false, top: 2 }).ranked[0]?.word;
    expect(fast).toBe(slow);
  });
});

describe('the ranked path and the quick path', () => {
  test('a request saying the quick path declined is ranked, not tried again; else the quick path answers', () => {
    const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
    const query = compileQuery(['staR=e', 'chOR=d']);
    const filter = createFilter(query, { collect: 'words' });
    filter.push(text);
    const result = filter.finish();
    let ranked = 0;
    const coverage = strategyNamed('coverage');
    const strategy: Strategy = { ...coverage, rank: (...args) => (ranked++, coverage.rank(...args)) };
    const request = { query, result, answers: new Set(original), strategy, hard: false, top: 1 };
    const quick = suggest(request).ranked[0]?.word;
    expect(ranked).toBe(0);
    expect(suggest({ ...request, quickDeclined: true }).ranked[0]?.word).toBe(quick);
    expect(ranked).toBeGreaterThan(0);
  });
});

describe('entropy bounds', () => {
  test('pruning by bounds never changes the ranking', async () => {
    const { BOUND_UNIT, entropyBounds } = await import('../../lib/solve/strategies/entropy-bounds.ts');
    const { rankBySplit } = await import('../../lib/solve/strategies/rank-split.ts');
    const guesses = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .slice(0, 4000);
    const game = createGame(guesses, original, 5, false);
    const score = (stats: { cLogC: number }, n: number) => Math.log2(n) - stats.cLogC / n;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: guesses.length - 1 }), fc.integer({ min: 0, max: original.length - 1 }), (g, hidden) => {
        const position = play(game, startPosition(game), g, codeOf(game, g, hidden));
        if (position.remaining.length < 3) return;
        const pruned = rankBySplit(game, position, 5, score, entropyBounds(game, position));
        const full = rankBySplit(game, position, 5, score);
        expect(pruned.map((r) => r.word)).toEqual(full.map((r) => r.word));
        const bounds = entropyBounds(game, position);
        for (const item of full) expect(bounds.refine(item.guess) / BOUND_UNIT).toBeGreaterThanOrEqual(item.score - 1e-9);
      }),
      { numRuns: 25 },
    );
  });

  test("the bounds' lists hold each allowed guess once, in its cheap bound's bucket; rankings over them (again, or over fewer guesses) are the full ones", async () => {
    const { LIST_SHIFT, entropyBounds } = await import('../../lib/solve/strategies/entropy-bounds.ts');
    const { rankBySplit } = await import('../../lib/solve/strategies/rank-split.ts');
    const guesses = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .slice(0, 3000);
    const game = createGame(guesses, original, 5, false);
    const score = (stats: { cLogC: number }, n: number) => Math.log2(n) - stats.cLogC / n;
    for (const [opener, hidden] of [
      ['aahed', 'crane'],
      ['abaft', 'fuzzy'],
      ['aback', 'sissy'],
    ] as const) {
      const g = guesses.indexOf(opener);
      const position = play(game, startPosition(game), g, codeOf(game, g, original.indexOf(hidden)));
      const bounds = entropyBounds(game, position);
      const cheap = Int32Array.from(bounds.values);
      const lists = bounds.lists;
      expect(lists?.allowed).toBe(position.allowed);
      const met = new Map<number, number>();
      lists?.head.forEach((first, bucket) => {
        for (let guess = first; guess >= 0; guess = lists.next[guess] as number) {
          expect(met.has(guess)).toBe(false);
          met.set(guess, bucket);
        }
      });
      expect([...met.keys()].sort((a, b) => a - b)).toEqual([...position.allowed]);
      for (const [guess, bucket] of met) expect(bucket).toBe((cheap[guess] as number) >> LIST_SHIFT);
      // Twice (the first ranking refines bounds the lists still file higher), then the answers only (as the tie rule asks).
      const full = rankBySplit(game, position, 5, score).map((r) => r.word);
      expect(rankBySplit(game, position, 5, score, bounds).map((r) => r.word)).toEqual(full);
      expect(rankBySplit(game, position, 5, score, bounds).map((r) => r.word)).toEqual(full);
      const answers = Int32Array.from(position.remaining, (a) => game.guessOfAnswer[a] as number).filter((guess) => guess >= 0);
      const few = { ...position, allowed: answers.sort() };
      expect(rankBySplit(game, few, 3, score, entropyBounds(game, few)).map((r) => r.word)).toEqual(
        rankBySplit(game, few, 3, score).map((r) => r.word),
      );
    }
  });

  test('guesses whose tight bound falls to a lower bucket are still split, highest bound first', async () => {
    // Every cheap bound at the cap (one bucket), every tight bound the guess's own entropy (so
    // each waits in its own lower bucket): the ranking must be the unpruned one.
    const { BOUND_UNIT } = await import('../../lib/solve/strategies/entropy-bounds.ts');
    const { rankBySplit, scoreBySplit } = await import('../../lib/solve/strategies/rank-split.ts');
    const guesses = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .slice(0, 600);
    const game = createGame(guesses, original, 5, false);
    const score = (stats: { cLogC: number }, n: number) => Math.log2(n) - stats.cLogC / n;
    for (const opener of ['aahed', 'abaft', 'adieu']) {
      const g = guesses.indexOf(opener);
      const position = play(game, startPosition(game), g, codeOf(game, g, original.indexOf('crane')));
      const cap = Math.ceil(Math.log2(position.remaining.length) * BOUND_UNIT);
      const values = new Int32Array(guesses.length).fill(cap);
      const refined: number[] = [];
      const bounds = {
        values,
        refine(guess: number) {
          refined.push(guess);
          return Math.min(cap, Math.ceil(scoreBySplit(game, position, guess, score) * BOUND_UNIT) + 1);
        },
      };
      const pruned = rankBySplit(game, position, 3, score, bounds);
      expect(pruned.map((r) => r.word)).toEqual(rankBySplit(game, position, 3, score).map((r) => r.word));
      expect(refined.length).toBeGreaterThan(0);
    }
  });

  const entropyOf = async (game: ReturnType<typeof createGame>, position: Position, g: number) => {
    const { scoreBySplit } = await import('../../lib/solve/strategies/rank-split.ts');
    return scoreBySplit(game, position, g, (stats, n) => Math.log2(n) - stats.cLogC / n);
  };

  test('every guess is bounded, repeated letters included, in every word length and alphabet', async () => {
    const { BOUND_UNIT, entropyBounds } = await import('../../lib/solve/strategies/entropy-bounds.ts');
    const guesses = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    // Every guess with a repeated letter (where the bound counts places together), and a share of the others.
    const picked = guesses.filter((word, i) => new Set(word).size < 5 || i % 20 === 0);
    const lists: [string, string[], string[]][] = [
      ['five letters', picked, original],
      // Accented letters (past z) and six letters, with repeats in both lists.
      [
        'six letters, accented',
        ['éclair', 'créées', 'passes', 'sessés', 'allées', 'élèves', 'ééeess', 'lassés', 'rêvées', 'aaaaaa', 'abcdef', 'séries'],
        ['créées', 'passes', 'sessés', 'allées', 'élèves', 'lassés', 'rêvées', 'séries', 'éclair'],
      ],
    ];
    for (const [, guessWords, answers] of lists) {
      const length = [...(answers[0] ?? '')].length;
      const game = createGame(guessWords, answers, length, false);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: guessWords.length - 1 }),
          fc.integer({ min: 0, max: answers.length - 1 }),
          fc.boolean(),
          async (g, hidden, opening) => {
            const position = opening ? startPosition(game) : play(game, startPosition(game), g, codeOf(game, g, hidden));
            if (position.remaining.length < 2) return;
            const bounds = entropyBounds(game, position);
            for (let guess = 0; guess < guessWords.length; guess++) {
              const exact = (await entropyOf(game, position, guess)) - 1e-9;
              // The cheap bound first, then the tight one.
              expect((bounds.values[guess] as number) / BOUND_UNIT).toBeGreaterThanOrEqual(exact);
              expect(bounds.refine(guess) / BOUND_UNIT).toBeGreaterThanOrEqual(exact);
            }
          },
        ),
        { numRuns: 4 },
      );
    }
  });

  // A letter at every place: its tiles are the whole pattern, so the bound of its group is the
  // entropy itself (counting the places one by one, then the copies, gave far more).
  test.each([
    ['eeeee', ['eerie', 'geese', 'elite', 'sheep', 'crane', 'eeeee', 'emcee', 'evade']],
    ['sssss', ['sassy', 'fussy', 'bless', 'stash', 'mossy', 'crane', 'sissy']],
  ])('%s: the bound is the entropy', async (guess, answers) => {
    const { BOUND_UNIT, entropyBounds } = await import('../../lib/solve/strategies/entropy-bounds.ts');
    const game = createGame([guess, ...answers], answers, 5, false);
    const position = startPosition(game);
    const bound = entropyBounds(game, position).refine(0) / BOUND_UNIT;
    const exact = await entropyOf(game, position, 0);
    expect(bound).toBeGreaterThanOrEqual(exact - 1e-9);
    expect(bound).toBeLessThan(exact + 1e-5);
  });
});
