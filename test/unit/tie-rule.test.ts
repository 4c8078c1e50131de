import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { codeOf, createGame, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { Guard } from '../../lib/solve/guard/index.ts';
import { quickSuggest } from '../../lib/solve/quick-path.ts';
import { suggest } from '../../lib/solve/rank.ts';
import { rankGuesses, type Strategy, strategyNamed } from '../../lib/solve/strategies/index.ts';

const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers2023 = new Set(
  readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n'),
);
const original = readFileSync(new URL('../../data/answers-2022.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

function turn(patterns: string[], strategy: Strategy, top: number, hard = false) {
  const query = compileQuery(patterns);
  const filter = createFilter(query, { collect: 'words' });
  filter.push(text);
  const result = filter.finish();
  return suggest({ query, result, answers: answers2023, strategy, hard, top });
}

describe('the tie rule: a possible answer as good as the top guess comes first', () => {
  // staR=e chOR=d leaves burro, lorry, mourn, worry. BURLY scores 13 coverage points and LORRY
  // 12 (within the margin); both leave 1.00 answers expected, and LORRY may win now.
  test.each(['coverage', 'entropy', 'minimax'] as const)('%s on the README example suggests a likely answer', (name) => {
    for (const top of [1, 3]) {
      const [first] = turn(['staR=e', 'chOR=d'], strategyNamed(name), top).ranked;
      expect(first?.isAnswer).toBe(true);
      expect(['burro', 'lorry', 'mourn', 'worry']).toContain(first?.word);
    }
  });

  test('coverage: the quick path and the ranked path agree (lorry)', () => {
    expect(turn(['staR=e', 'chOR=d'], strategyNamed('coverage'), 1).ranked[0]?.word).toBe('lorry');
    expect(turn(['staR=e', 'chOR=d'], strategyNamed('coverage'), 2).ranked[0]?.word).toBe('lorry');
  });

  test('coverage after a grey STARE: DOILY (an answer, within the margin of NOILY, no more expected left)', () => {
    const ranked = turn(['stare'], strategyNamed('coverage'), 2).ranked;
    expect(ranked.map((item) => item.word)).toEqual(['doily', 'noily']);
    expect(ranked[0]?.expected).toBeLessThanOrEqual(ranked[1]?.expected ?? 0);
    expect(turn(['stare'], strategyNamed('coverage'), 1).ranked[0]?.word).toBe('doily');
  });

  test('the quick path and the ranked path agree on many turns (or the quick path leaves the turn to the ranked one)', () => {
    const words = text.trim().split('\n');
    const pool = [...answers2023].slice(0, 400);
    fc.assert(
      fc.property(fc.constantFrom(...words.slice(0, 3000)), fc.constantFrom(...pool), (guess, hidden) => {
        const query = compileQuery([`${guess}:${feedbackText(guess, hidden)}`]);
        const filter = createFilter(query, { collect: 'words' });
        filter.push(text);
        const result = filter.finish();
        const request = { query, result, answers: answers2023, strategy: strategyNamed('coverage'), hard: false, top: 1 };
        const quick = quickSuggest(request);
        if (quick === undefined) return;
        expect(quick.ranked[0]?.word).toBe(suggest({ ...request, top: 2 }).ranked[0]?.word);
      }),
      { numRuns: 25, seed: 11 },
    );
  });
});

function feedbackText(guess: string, hidden: string): string {
  const tiles: string[] = [...guess].map((letter, i) => (hidden[i] === letter ? 'g' : 'b'));
  const unmatched = new Map<string, number>();
  [...hidden].forEach((letter, i) => {
    if (tiles[i] !== 'g') unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  });
  [...guess].forEach((letter, i) => {
    if (tiles[i] === 'g') return;
    const left = unmatched.get(letter) ?? 0;
    if (left > 0) {
      tiles[i] = 'y';
      unmatched.set(letter, left - 1);
    }
  });
  return tiles.join('');
}

describe('no suggestion repeats a guess or reveals nothing', () => {
  const guesses = original.slice(0, 500);
  const answers = original.slice(0, 500);
  test.each(['coverage', 'entropy', 'minimax'] as const)('%s, over random games in both modes', (name) => {
    const strategy = strategyNamed(name);
    for (const hard of [false, true]) {
      const game = createGame(guesses, answers, 5, hard);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: answers.length - 1 }), fc.integer({ min: 0, max: guesses.length - 1 }), (hidden, opener) => {
          let position: Position = startPosition(game);
          const played = new Set<number>();
          for (let turn = 0; turn < 10; turn++) {
            const g = turn === 0 ? opener : (rankGuesses(strategy, game, position, 1)[0]?.guess ?? -1);
            if (turn > 0) {
              expect(played.has(g)).toBe(false);
              expect(new Guard(game).reveals(g, position.remaining)).toBe(true);
            }
            played.add(g);
            if (g === game.guessOfAnswer[hidden]) return;
            position = play(game, position, g, codeOf(game, g, hidden));
          }
          throw new Error('not solved in 10 guesses');
        }),
        { numRuns: 30 },
      );
    }
  });

  test('a strategy whose favourite repeats a guess is overruled', () => {
    const game = createGame(guesses, answers, 5, false);
    const first = game.guesses.indexOf.get('crane') ?? -1;
    const position = play(game, startPosition(game), first, codeOf(game, first, game.answers.indexOf.get('pilot') ?? -1));
    const stubborn: Strategy = {
      name: 'entropy',
      scoreOf: () => 0,
      rank: (g, p, top) =>
        [first, ...Array.from(p.allowed).filter((x) => x !== first)].slice(0, top).map((guess, i) => ({
          guess,
          word: g.guesses.words[guess] ?? '',
          score: -i,
          expected: Number.NaN,
          isAnswer: p.remaining.includes(g.answerOfGuess[guess] ?? -1),
        })),
    };
    const pick = rankGuesses(stubborn, game, position, 1)[0]?.guess;
    expect(pick).not.toBe(first);
    expect(new Guard(game).reveals(pick ?? -1, position.remaining)).toBe(true);
  });
});

describe('--top keeps its length', () => {
  test.each(['coverage', 'entropy', 'minimax'] as const)('%s: top N gives N guesses, the promoted one included', (name) => {
    for (const top of [1, 2, 5]) expect(turn(['staR=e', 'chOR=d'], strategyNamed(name), top).ranked.length).toBe(top);
  });
});

describe('the tie rule finds the possible answers among the guesses in any order', () => {
  // With every guess allowed, the rule takes the answers' own guesses; with a copy of that
  // list, it marks them among the guesses: both must give the same ranking, whatever the
  // order of the answers (not ascending among the guesses, or one listed twice).
  const same = (guesses: string[], answers: string[], length: number) => {
    for (const name of ['coverage', 'entropy', 'minimax'] as const) {
      const game = createGame(guesses, answers, length, false);
      const start = startPosition(game);
      const words = (position: Position) =>
        rankGuesses(strategyNamed(name), game, position, 3).map((item) => `${item.word} ${item.isAnswer}`);
      expect(words(start)).toEqual(words({ ...start, allowed: Int32Array.from(game.all) }));
    }
  };
  test.each([
    ["answers in the guesses' order", ['bat', 'cat', 'hat', 'mat']],
    ['answers reversed', ['mat', 'hat', 'cat', 'bat']],
    ['an answer listed twice', ['hat', 'bat', 'hat', 'cat', 'mat']],
  ])('%s', (_, answers) => same(['bat', 'cat', 'hat', 'mat', 'tab'], answers, 3));

  test('after staR=e chOR=d (coverage promotes LORRY), the answers in any order', () => {
    const words = text.trim().split('\n');
    for (const answers of [
      ['burro', 'lorry', 'mourn', 'worry'],
      ['worry', 'mourn', 'lorry', 'burro'],
      ['lorry', 'burro', 'worry', 'mourn'],
      ['worry', 'mourn', 'burro', 'lorry'],
    ])
      same(words, answers, 5);
  });

  test('the 2022 answers, shuffled', () => {
    const shuffled = original.slice(0, 300).sort((a, b) => (a.split('').reverse().join('') < b.split('').reverse().join('') ? -1 : 1));
    same(original, shuffled, 5);
  });
});
