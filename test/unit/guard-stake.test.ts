// Where several families (answers alike but at one place) are open at once, an
// undecided pick is not kept on trust. atStake says where; rankGuesses then plays a guess the
// search shows safe. On every accepted word as the answer, coverage's lymph after tares bgbgg
// (117 answers, five guesses left) is undecided within the pick's budget and lost eleven games.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { codeOf, createGame, type Game, type Position, play, startPosition } from '../../lib/solve/game.ts';
import { Guard, STAKE_BUDGET } from '../../lib/solve/guard/index.ts';
import { rankGuesses, strategyNamed } from '../../lib/solve/strategies/index.ts';

const wordle = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const original = readFileSync(new URL('../../data/guesses-2022.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const matching = (pattern: RegExp) => wordle.filter((word) => pattern.test(word));

function after(game: Game, played: readonly string[], hidden: string): Position {
  let position = startPosition(game);
  const a = game.answers.indexOf.get(hidden) ?? -1;
  for (const word of played) {
    const g = game.guesses.indexOf.get(word) ?? -1;
    position = play(game, position, g, codeOf(game, g, a));
  }
  return position;
}

describe('atStake', () => {
  const ills = matching(/^.ills$/);
  const inks = matching(/^.inks$/);
  const ooks = matching(/^.ooks$/);
  test.each([
    // [what, answers, guesses left, hard, at stake]
    ['two families of ten or more, five left', [...ills, ...inks], 5, false, true],
    ['three families, five left', [...ills, ...inks, ...ooks], 5, false, true],
    ['one family only', ills, 5, false, false],
    ['one family and a few others', [...ills, ...inks.slice(0, 5)], 5, false, false],
    ['two families of five, three left: at least six each', [...ills.slice(0, 5), ...inks.slice(0, 5)], 3, false, false],
    ['two families of six, three left', [...ills.slice(0, 6), ...inks.slice(0, 6)], 3, false, true],
    ['two families, two left (the search decides those)', [...ills.slice(0, 6), ...inks.slice(0, 6)], 2, false, false],
    ['hard mode (its own search decides its traps)', [...ills, ...inks], 5, true, false],
    ['the first turn (no search decides an opener)', [...ills, ...inks], 6, false, false],
  ] as const)('%s', (_what, answers, left, hard, expected) => {
    expect(ills.length).toBeGreaterThanOrEqual(10);
    expect(inks.length).toBeGreaterThanOrEqual(10);
    const game = createGame(wordle, [...new Set(answers)].sort(), 5, hard);
    expect(new Guard(game).atStake(startPosition(game).remaining, left)).toBe(expected);
  });
});

describe('the guard where the game is at stake', () => {
  test('after tares bgbgg on every accepted word, coverage plays a guess shown safe (lymph is not shown either way)', () => {
    const game = createGame(original, original, 5, false);
    const position = after(game, ['tares'], 'saxes');
    expect(position.remaining.length).toBe(117);
    expect(new Guard(game).atStake(position.remaining, 5)).toBe(true);
    const [pick] = rankGuesses(strategyNamed('coverage'), game, position, 1);
    expect(pick?.word).not.toBe('lymph');
    expect(pick?.moved).toBe('guard');
    expect(new Guard(game).isSafe(pick?.guess ?? -1, position, 5, STAKE_BUDGET)).toBe(true);
  });
});
