import { describe, expect, test } from 'vitest';
import { createGame, startPosition } from '../../lib/solve/game.ts';
import { rankGuesses, STRATEGY_NAMES, strategyFor, strategyNamed } from '../../lib/solve/strategies/index.ts';
import { createPositional, positionalScore, positionalTables } from '../../lib/solve/strategies/positional.ts';

const scoreOf = (guesses: string[], answers: string[], guess: string, weight: number) => {
  const game = createGame(guesses, answers, 3, false);
  const position = startPosition(game);
  return positionalScore(game, positionalTables(game, position), game.guesses.indexOf.get(guess) ?? -1, weight);
};

// Answers bat cab tab tot, every place unsettled. By hand:
//   at:        place 0 b 1/4, c 1/4, t 2/4; place 1 a 3/4, o 1/4; place 2 t 2/4, b 2/4
//   elsewhere: (0,t) bat tot 2/4; (0,b) cab tab 2/4; (0,a) 3/4; (0,c) 0; (0,o) tot 1/4;
//              (1,b) bat cab tab 3/4; (1,a) 0; (1,o) 0; (1,t) bat tab tot 3/4;
//              (2,t) tab tot 2/4; (2,b) bat 1/4; (2,a) 3/4
const FOUR = ['bat', 'cab', 'tab', 'tot'];
const GUESSES = ['abt', 'bat', 'cab', 'tab', 'tot', 'ttt'];

describe('the positional score against a hand computation', () => {
  test.each([
    // guess, weight, score: sum of at(i, c) + W * elsewhere(i, c) over the first copy of each letter
    ['tab', 0.5, 2 / 4 + 0.5 * (2 / 4) + 3 / 4 + 2 / 4 + 0.5 * (1 / 4)], // 2.125
    ['bat', 0.5, 1 / 4 + 0.5 * (2 / 4) + 3 / 4 + 2 / 4 + 0.5 * (2 / 4)], // 2.0
    ['cab', 0.5, 1 / 4 + 3 / 4 + 2 / 4 + 0.5 * (1 / 4)], // 1.625
    ['abt', 0.5, 0.5 * (3 / 4) + 0.5 * (3 / 4) + 2 / 4 + 0.5 * (2 / 4)], // 1.5: a guess off the answers scores by elsewhere
    ['tot', 0.5, 2 / 4 + 0.5 * (2 / 4) + 1 / 4], // 1.0: the second t counts for nothing
    ['ttt', 0.5, 2 / 4 + 0.5 * (2 / 4)], // 0.75: one letter, counted once, at its first place
    ['tab', 0, 2 / 4 + 3 / 4 + 2 / 4], // W 0: letters at their places only
    ['abt', 0, 2 / 4],
    ['tab', 1, 2 / 4 + 2 / 4 + 3 / 4 + 2 / 4 + 1 / 4], // 2.5
    ['bat', 1, 1 / 4 + 2 / 4 + 3 / 4 + 2 / 4 + 2 / 4], // 2.5
  ])('%s with W %s scores %s', (guess, weight, expected) => {
    expect(scoreOf(GUESSES, FOUR, guess, weight)).toBeCloseTo(expected, 12);
  });

  // bat bit bot: places 0 (b) and 2 (t) are settled and count for nothing, at or elsewhere.
  test.each([
    ['bat', 1 / 3], // only its a, at place 1
    ['tab', 1 / 3], // its t and b at settled places: 0, and no answer has them at place 1
    ['oai', 0.5 * (1 / 3) + 1 / 3 + 0.5 * (1 / 3)], // o and i elsewhere (place 1), a at its place
    ['ooo', 0.5 * (1 / 3)], // o at place 0: elsewhere only; its copies at 1 and 2 count for nothing
  ])('settled places: %s scores %s', (guess, expected) => {
    expect(scoreOf(['bat', 'bit', 'bot', 'oai', 'ooo', 'tab'], ['bat', 'bit', 'bot'], guess, 0.5)).toBeCloseTo(expected, 12);
  });

  test('a letter repeated within an answer counts once for elsewhere', () => {
    // Answers cab and tat (place 1 settled): (1,t) elsewhere = tat, 1/2 (once, though it has t at two places).
    // Guess xtx: t at the settled place 1, 0 + 0.5 * 1/2; x nowhere.
    expect(scoreOf(['cab', 'tat', 'xtx'], ['cab', 'tat'], 'xtx', 0.5)).toBeCloseTo(0.25, 12);
    // tat: t at place 0 (1/2, and elsewhere 1/2); a at the settled place 1: 0; its second t: nothing.
    expect(scoreOf(['cab', 'tat', 'xtx'], ['cab', 'tat'], 'tat', 0.5)).toBeCloseTo(1 / 2 + 0.5 * (1 / 2), 12);
  });
});

describe('the positional strategy', () => {
  const game = createGame(GUESSES, FOUR, 3, false);
  const ranked = (strategy = strategyNamed('positional'), top = 3) =>
    rankGuesses(strategy, game, startPosition(game), top).map((item) => [item.word, item.score]);

  test('ranks by the score, best first (ties: a possible answer, then A-Z)', () => {
    expect(ranked()).toEqual([
      ['tab', 2.125],
      ['bat', 2],
      ['cab', 1.625],
    ]);
  });

  test('--positional-weight reaches it through strategyFor', () => {
    expect(ranked(strategyFor('positional', { positionalWeight: 0 }), 2)).toEqual([
      ['tab', 1.75],
      ['bat', 1.5],
    ]);
    expect(ranked(createPositional(1), 2)).toEqual([
      ['bat', 2.5],
      ['tab', 2.5],
    ]);
  });

  test('with two answers left it offers only them', () => {
    // bde scores 1.25 (b elsewhere, d and e at their places) against the answers' 1.0; it would cost a guess more.
    const two = createGame(['abc', 'ade', 'bde'], ['abc', 'ade'], 3, false);
    const position = startPosition(two);
    expect(positionalScore(two, positionalTables(two, position), 2, 0.5)).toBeCloseTo(1.25, 12);
    expect(rankGuesses(strategyNamed('positional'), two, position, 3).map((item) => item.word)).toEqual(['abc', 'ade']);
  });

  test('is in the registry, by name', () => {
    expect(STRATEGY_NAMES).toContain('positional');
    expect(strategyNamed('positional').name).toBe('positional');
  });
});

describe('with answer weights (frequency priors, --alpha)', () => {
  const weighted = (weights: number[], guess: string) => {
    const game = createGame(GUESSES, FOUR, 3, false);
    const position = startPosition(game);
    return positionalScore(game, positionalTables(game, position, Float64Array.from(weights)), game.guesses.indexOf.get(guess) ?? -1, 0.5);
  };
  test.each([
    // Equal weights are the plain shares.
    [[1, 1, 1, 1], 'tab', 2.125],
    [[3, 3, 3, 3], 'bat', 2.0],
    // All the weight on bat (bat cab tab tot): the shares are bat's letters only; tab: t elsewhere, a at 1, b elsewhere.
    [[1, 0, 0, 0], 'bat', 1 + 1 + 1],
    [[1, 0, 0, 0], 'tab', 0.5 + 1 + 0.5],
    // Half on bat, half on tot: at(0,t) 1/2, elsewhere(0,t) 1 (bat's t at 2; tot's second t), at(1,a) 1/2, at(2,b) 0, elsewhere(2,b) 1/2.
    [[1, 0, 0, 1], 'tab', 0.5 + 0.5 * 1 + 0.5 + 0 + 0.5 * 0.5],
  ])('weights %j: %s scores %s', (weights, guess, expected) => {
    expect(weighted(weights, guess)).toBeCloseTo(expected, 12);
  });
});
