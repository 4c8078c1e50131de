// Rows that lie (Fibble) against brute force written here. Games are generated: a random hidden
// word, random guesses, each row's lies at random places with random wrong colours (a row never
// shown all green unless it is the answer's). The filter must keep exactly the words whose tiles
// for every row differ from those shown in exactly K places (an all-green row: its guess alone),
// in every notation; the hidden word always among them. Then the strategies' shown-outcome
// distribution against every lie enumerated by hand, on small lists.

import { describe, expect, test } from 'vitest';
import { eachLie, fitsWithLies, tellLies, trueTilings } from '../../lib/clues/lies.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import type { Tile } from '../../lib/clues/tiles.ts';
import { compileQuery, filterWords } from '../../lib/filter/filter.ts';
import { createGame, startPosition } from '../../lib/solve/game.ts';
import { rankGuesses, strategyFor } from '../../lib/solve/strategies/index.ts';
import { canShow, LieSplitter, lieStats, shownCodes, splitByShown } from '../../lib/solve/strategies/lies-split.ts';
import { plain } from '../../lib/speed.ts';
import { explainGuess } from '../../lib/talk/explain.ts';

/** Wordle's tiles as 0 grey, 1 yellow, 2 green, written plainly: greens, then each other letter yellow while the answer has an unused copy. */
function tilesFor(guess: string, answer: string): number[] {
  const tiles: number[] = [...guess].map((letter, i) => (letter === answer[i] ? 2 : 0));
  const unused = [...answer].filter((letter, i) => guess[i] !== letter);
  [...guess].forEach((letter, i) => {
    if (tiles[i] === 2) return;
    const at = unused.indexOf(letter);
    if (at >= 0) {
      tiles[i] = 1;
      unused.splice(at, 1);
    }
  });
  return tiles;
}

const allGreen = (tiles: readonly number[]) => tiles.every((tile) => tile === 2);

/** The rule, by brute force: an all-green row fits its guess alone; any other, the words (not its guess) whose tiles differ from it in exactly `lies` places. */
function bruteFits(word: string, guess: string, shown: readonly number[], lies: number): boolean {
  if (allGreen(shown)) return word === guess;
  if (word === guess) return false;
  const truth = tilesFor(guess, word);
  return truth.filter((tile, i) => tile !== shown[i]).length === lies;
}

function* allWords(alphabet: readonly string[], length: number, prefix = ''): Generator<string> {
  if (length === 0) {
    yield prefix;
    return;
  }
  for (const letter of alphabet) yield* allWords(alphabet, length - 1, prefix + letter);
}

/** A small seeded generator (not lib's), so that a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The tiles shown for `truth` with `lies` wrong ones, at places and in colours drawn here; an all-green truth as it is, and drawn again when all green. */
function lie(truth: readonly number[], lies: number, next: () => number): number[] {
  if (allGreen(truth)) return [...truth];
  for (;;) {
    const shown = [...truth];
    const places = new Set<number>();
    while (places.size < lies) places.add(Math.floor(next() * truth.length));
    for (const place of places) shown[place] = ((truth[place] as number) + (next() < 0.5 ? 1 : 2)) % 3;
    if (!allGreen(shown)) return shown;
  }
}

const NOTATIONS = ['case', 'letters', 'digits', 'emoji'] as const;
/** A row in one of the notations the filter takes. */
function written(guess: string, tiles: readonly number[], notation: (typeof NOTATIONS)[number]): string {
  if (notation === 'case')
    return [...guess]
      .map((letter, i) => (tiles[i] === 2 ? `${letter.toUpperCase()}=` : tiles[i] === 1 ? letter.toUpperCase() : letter))
      .join('');
  const symbols = notation === 'letters' ? 'byg' : notation === 'digits' ? '012' : ['⬛', '🟨', '🟩'];
  return `${guess}:${tiles.map((tile) => symbols[tile]).join('')}`;
}

describe('the filter with lies against brute force', () => {
  const cases = (seed: number, count: number, alphabet: readonly string[], lengths: readonly number[], lies: number) => {
    const next = random(seed);
    let kept = 0;
    for (let c = 0; c < count; c++) {
      const length = lengths[Math.floor(next() * lengths.length)] as number;
      const words = [...allWords(alphabet, length)];
      const pick = () => words[Math.floor(next() * words.length)] as string;
      const secret = pick();
      const rows = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        // Now and then the answer itself, which shows all green.
        const guess = next() < 0.1 ? secret : pick();
        return { guess, shown: lie(tilesFor(guess, secret), lies, next) };
      });
      const patterns = rows.map((row) => written(row.guess, row.shown, NOTATIONS[Math.floor(next() * NOTATIONS.length)] ?? 'case'));
      const expected = words.filter((word) => rows.every((row) => bruteFits(word, row.guess, row.shown, lies)));
      const got = filterWords(compileQuery(patterns, undefined, undefined, lies), `${words.join('\n')}\n`).matches;
      expect({ patterns, got }).toEqual({ patterns, got: expected });
      expect({ patterns, secret, kept: got.includes(secret) }).toEqual({ patterns, secret, kept: true });
      // The rule alone agrees, row by row.
      for (const [k, row] of rows.entries()) {
        const clue = parsePattern(patterns[k] as string);
        const fitting = words.filter((word) => fitsWithLies([...word], clue, lies));
        expect(fitting).toEqual(words.filter((word) => bruteFits(word, row.guess, row.shown, lies)));
      }
      kept += got.length;
    }
    return kept;
  };

  test.each([0, 1, 2, 3])('K = %i: 400 generated games over a-d (repeated letters), 3-5 letters', (lies) => {
    const kept = cases(100 + lies, 400, ['a', 'b', 'c', 'd'], [3, 4, 5], lies);
    expect(kept).toBeGreaterThan(400);
  });

  test('K = 1 and 2 over a wider alphabet, 5 letters', () => {
    cases(7, 25, ['a', 'b', 'c', 'd', 'e', 'f'], [5], 1);
    cases(8, 25, ['a', 'b', 'c', 'd', 'e', 'f'], [5], 2);
  });

  test('K = 0 is the filter without lies, on the same path', () => {
    const plain = compileQuery(['crAne', 'sLAnt']);
    const none = compileQuery(['crAne', 'sLAnt'], undefined, undefined, 0);
    expect(none).toEqual(plain);
    expect(none.plan.lies).toBeUndefined();
  });

  test('rows that cannot be read with lies are refused', () => {
    expect(() => compileQuery(['s_are:bgbyb'], undefined, undefined, 1)).toThrow(/not remembered/);
    expect(() => compileQuery(['crane:bbb?b'], undefined, undefined, 1)).toThrow(/not remembered/);
    expect(() => compileQuery(['abc:bbb'], undefined, undefined, 4)).toThrow(/at least 4 letters/);
    expect(() => compileQuery([], undefined, undefined, 6)).toThrow(/0 to 5/);
  });
});

describe('what a row allows, and how a host lies', () => {
  test('trueTilings: every tiling some fitting word has, each K away from the row', () => {
    const words = [...allWords(['a', 'b', 'c'], 4)];
    const next = random(3);
    for (let c = 0; c < 200; c++) {
      const lies = 1 + Math.floor(next() * 3);
      const guess = words[Math.floor(next() * words.length)] as string;
      const secret = words[Math.floor(next() * words.length)] as string;
      if (guess === secret) continue;
      const shown = lie(tilesFor(guess, secret), lies, next);
      const clue = parsePattern(written(guess, shown, 'letters'));
      const allowed = new Set(trueTilings(clue, lies).map((tiles) => tiles.join('')));
      for (const tiles of allowed) expect([...tiles].filter((tile, i) => Number(tile) !== shown[i])).toHaveLength(lies);
      const had = new Set(words.filter((word) => bruteFits(word, guess, shown, lies)).map((word) => tilesFor(guess, word).join('')));
      for (const tiles of had) expect(allowed.has(tiles)).toBe(true);
    }
  });

  test('tellLies: K places changed, never all green but the answer, each outcome about equally often', () => {
    const next = random(11);
    for (const [truth, lies] of [
      [[0, 1, 2, 0, 2], 1],
      [[2, 2, 2, 2, 0], 1],
      [[1, 0, 0, 2, 2], 2],
      [[0, 0, 0, 0, 0], 3],
    ] as [Tile[], number][]) {
      const outcomes: string[] = [];
      eachLie(truth, lies, (tiles) => {
        if (!allGreen(tiles)) outcomes.push(tiles.join(''));
      });
      const counts = new Map<string, number>();
      const draws = 400 * outcomes.length;
      for (let k = 0; k < draws; k++) {
        const shown = tellLies(truth, lies, next).join('');
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
      }
      expect([...counts.keys()].sort()).toEqual([...outcomes].sort());
      for (const count of counts.values()) expect(Math.abs(count - 400)).toBeLessThan(120);
    }
    expect(tellLies([2, 2, 2, 2, 2], 2, next)).toEqual([2, 2, 2, 2, 2]);
  });
});

/** The shown-outcome distribution of a guess over answers, by hand: each answer's every lie placement (but all green) equally likely. */
function bruteShown(guess: string, answers: readonly string[], lies: number) {
  const chance = new Map<string, number>();
  const left = new Map<string, Set<string>>();
  let noise = 0;
  for (const answer of answers) {
    const truth = tilesFor(guess, answer);
    const shown: string[] = [];
    if (allGreen(truth)) shown.push(truth.join(''));
    else {
      const places = [...Array(truth.length).keys()];
      const choose = (from: number, picked: number[]) => {
        if (picked.length === lies) {
          for (let colours = 0; colours < 2 ** lies; colours++) {
            const tiles = [...truth];
            picked.forEach((place, k) => {
              tiles[place] = ((truth[place] as number) + 1 + ((colours >> k) & 1)) % 3;
            });
            if (!allGreen(tiles)) shown.push(tiles.join(''));
          }
          return;
        }
        for (let i = from; i < places.length; i++) choose(i + 1, [...picked, i]);
      };
      choose(0, []);
    }
    noise += Math.log2(shown.length) / answers.length;
    for (const key of shown) {
      chance.set(key, (chance.get(key) ?? 0) + 1 / shown.length / answers.length);
      const words = left.get(key) ?? new Set();
      words.add(answer);
      left.set(key, words);
    }
  }
  const entropy = -[...chance.values()].reduce((sum, p) => sum + p * Math.log2(p), 0);
  const expected = [...chance].reduce((sum, [key, p]) => sum + p * (left.get(key)?.size ?? 0), 0);
  const worst = Math.max(...[...left.values()].map((words) => words.size));
  return { info: entropy - noise, expected, worst, outcomes: chance.size, chance, left };
}

describe("the strategies' shown outcomes against brute force", () => {
  const lists = (seed: number, alphabet: readonly string[], length: number) => {
    const next = random(seed);
    const words = [...allWords(alphabet, length)];
    const pick = (count: number) =>
      [...new Set(Array.from({ length: count }, () => words[Math.floor(next() * words.length)] as string))].sort();
    const answers = pick(25);
    const guesses = [...new Set([...pick(40), ...answers])].sort();
    return { answers, guesses };
  };

  test.each([
    [1, 4],
    [1, 5],
    [2, 4],
    [2, 5],
    [3, 5],
  ])('K = %i, %i letters: information, worst case, expected left and outcomes of every guess', (lies, length) => {
    const { answers, guesses } = lists(lies * 10 + length, ['a', 'b', 'c', 'd', 'e'], length);
    const game = createGame(guesses, answers, length, false);
    const splitter = new LieSplitter(game, answers.length, lies);
    const position = startPosition(game);
    for (const [g, guess] of guesses.entries()) {
      const brute = bruteShown(guess, answers, lies);
      const got = { ...splitter.stats(g, position.remaining, lieStats()) };
      expect(got.info).toBeCloseTo(brute.info, 9);
      expect(splitter.info(g, position.remaining)).toBeCloseTo(brute.info, 9);
      // (The information alone is the full split's to the last bit: plain, lies-info takes the latter.)
      expect(splitter.info(g, position.remaining)).toBe(got.info);
      expect(got.expected).toBeCloseTo(brute.expected, 9);
      expect({ guess, worst: got.worst, outcomes: got.outcomes }).toEqual({ guess, worst: brute.worst, outcomes: brute.outcomes });
      // The data-processing bound the ranking prunes by: the shown tiles tell no more than the true ones.
      const truth = new Map<string, number>();
      for (const answer of answers) truth.set(tilesFor(guess, answer).join(''), (truth.get(tilesFor(guess, answer).join('')) ?? 0) + 1);
      const trueBits = -[...truth.values()].reduce((sum, c) => sum + (c / answers.length) * Math.log2(c / answers.length), 0);
      expect(got.info).toBeLessThanOrEqual(trueBits + 1e-9);
      // --why says the same.
      const explained = explainGuess({ word: guess, candidates: answers, tried: new Set(), strategy: 'entropy', score: 0, lies });
      expect(explained.outcomeCount).toBe(brute.outcomes);
      expect(explained.worst).toBe(brute.worst);
      expect(explained.expected).toBeCloseTo(brute.expected, 9);
    }
  });

  test.each([1, 2])(
    'K = %i: the rows a shown code keeps are those the rule keeps; each true code spreads over C(L,K) 2^K codes but all green',
    (lies) => {
      const { answers, guesses } = lists(40 + lies, ['a', 'b', 'c', 'd'], 5);
      const game = createGame(guesses, answers, 5, false);
      const all = startPosition(game).remaining;
      const spread = lies === 1 ? 10 : 40;
      for (let code = 0; code < 242; code++) {
        const codes = shownCodes(code, 5, lies);
        expect(codes.length === spread || codes.length === spread - 1).toBe(true);
        for (const s of codes) expect(canShow(code, s, 5, lies)).toBe(true);
      }
      expect([...shownCodes(242, 5, lies)]).toEqual([242]);
      for (const [g, guess] of guesses.slice(0, 12).entries()) {
        for (const secret of answers.slice(0, 6)) {
          const shown = lie(tilesFor(guess, secret), lies, random(g));
          const code = shown.reduce((sum, tile, i) => sum + tile * 3 ** i, 0);
          const kept = Array.from(splitByShown(game, all, g, code, lies), (a) => answers[a]);
          const clue = parsePattern(written(guess, shown, 'digits'));
          expect(kept).toEqual(answers.filter((word) => fitsWithLies([...word], clue, lies)));
        }
      }
    },
  );

  test.each([
    ['entropy', 1],
    ['minimax', 1],
    ['entropy', 2],
    ['minimax', 2],
  ] as const)('%s with K = %i ranks by the brute-force scores', (name, lies) => {
    const { answers, guesses } = lists(name.length + lies, ['a', 'b', 'c', 'd', 'e'], 5);
    const game = createGame(guesses, answers, 5, false);
    const strategy = strategyFor(name, { lies });
    const scoreOf = (guess: string) => {
      const brute = bruteShown(guess, answers, lies);
      const n = answers.length;
      return name === 'entropy' ? brute.info : -brute.worst + (1 - (brute.expected * n) / (n * n + 1)) * 0.5;
    };
    const ranked = strategy.rank(game, startPosition(game), 5);
    const best = guesses.map(scoreOf).sort((a, b) => b - a);
    expect(ranked.map((item) => item.score)).toEqual(best.slice(0, 5).map((score) => expect.closeTo(score, 9)));
    for (const item of ranked) expect(item.score).toBeCloseTo(scoreOf(item.word), 9);
    // Plain (every speed mechanism off: no bounds), the same list.
    plain(true);
    try {
      expect(strategy.rank(game, startPosition(game), 5)).toEqual(ranked);
    } finally {
      plain(false);
    }
    // The pick can narrow the field, or win now.
    const [pick] = rankGuesses(strategy, game, startPosition(game), 1);
    expect(pick && (pick.isAnswer || pick.expected < answers.length)).toBe(true);
  });
});
