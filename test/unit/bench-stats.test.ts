import { describe, expect, test } from 'vitest';
import { gameStats } from '../../lib/solve/bench.ts';

describe('gameStats: wins, their share and the games lost', () => {
  test.each([
    // games (word -> guesses, 0: never solved), won, win rate, lost (A-Z)
    [{}, 0, 1, []],
    [{ abbey: 3 }, 1, 1, []],
    [{ abbey: 6 }, 1, 1, []], // six is still a win
    [{ abbey: 7 }, 0, 0, [{ word: 'abbey', guesses: 7 }]],
    [{ abbey: 0 }, 0, 0, [{ word: 'abbey', guesses: 0 }]], // never solved is lost
    [
      { zills: 9, abbey: 4, kills: 7, crane: 2 },
      2,
      0.5,
      [
        { word: 'kills', guesses: 7 },
        { word: 'zills', guesses: 9 },
      ],
    ],
  ])('%j: won %s, rate %s, lost %j', (games, won, winRate, lost) => {
    expect(gameStats(new Map(Object.entries(games)))).toEqual({ won, winRate, lost });
  });
});
