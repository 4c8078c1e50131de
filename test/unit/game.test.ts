// createGame's matching of answers to guesses: a walk when the lists are sorted, a map
// otherwise; both must give what the plain rule gives (each guess that is an answer, and
// each answer's place among the guesses, the last one when a word is listed twice).
import { describe, expect, test } from 'vitest';
import { createGame } from '../../lib/solve/game.ts';

function plainRule(guesses: string[], answers: string[]) {
  const answerAt = new Map(answers.map((word, a) => [word, a]));
  const answerOfGuess = guesses.map((word) => answerAt.get(word) ?? -1);
  const guessOfAnswer = answers.map(() => -1);
  guesses.forEach((word, g) => {
    const a = answerAt.get(word);
    if (a !== undefined) guessOfAnswer[a] = g;
  });
  return { answerOfGuess, guessOfAnswer };
}

describe('createGame matches answers to guesses', () => {
  test.each([
    ['sorted, answers a subset in order', ['abide', 'crane', 'hello', 'irate', 'stare'], ['crane', 'irate']],
    ['sorted, every guess an answer', ['abide', 'crane', 'hello'], ['abide', 'crane', 'hello']],
    ['sorted, an answer not among the guesses', ['abide', 'crane', 'hello'], ['crane', 'zebra']],
    ['sorted, answers out of order', ['abide', 'crane', 'hello', 'irate'], ['irate', 'crane']],
    ['guesses unsorted (a clue word added at the end)', ['abide', 'crane', 'hello', 'aaaaa'], ['crane', 'aaaaa']],
    ['a guess listed twice', ['abide', 'crane', 'crane', 'hello'], ['crane', 'hello']],
    ['an answer listed twice', ['abide', 'crane', 'hello'], ['crane', 'crane']],
    ['no answers', ['abide', 'crane'], []],
    // Letters past z get indices in order of first sight: string order and index order differ.
    ['accented, sorted as strings', ['crane', 'zebra', 'ébats', 'éclat', 'élite'], ['zebra', 'éclat']],
    ['accented, first seen out of order', ['éclat', 'ôtées', 'ébats'], ['éclat', 'ébats']],
  ])('%s', (_, guesses, answers) => {
    const game = createGame(guesses, answers, 5, false);
    const expected = plainRule(guesses, answers);
    expect(Array.from(game.answerOfGuess)).toEqual(expected.answerOfGuess);
    expect(Array.from(game.guessOfAnswer)).toEqual(expected.guessOfAnswer);
  });
});
