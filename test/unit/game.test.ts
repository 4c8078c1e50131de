// createGame's matching of answers to guesses: a walk when the lists are sorted, a map
// otherwise; both must give what the plain rule gives (each guess that is an answer, and
// each answer's place among the guesses, the last one when a word is listed twice).
import { describe, expect, test } from 'vitest';
import { placesIn } from '../../lib/filter/collect.ts';
import { codeOf, createGame, createGameOfGuesses, encodedGuesses, encodeGuesses, type Game } from '../../lib/solve/game.ts';
import { Alphabet, encodeWords } from '../../lib/words/encoding.ts';

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

describe('a game of guesses already encoded, its answers given by place, is the game createGame makes', () => {
  const same = (made: Game, expected: Game) => {
    for (const key of ['guesses', 'answers'] as const) {
      expect(made[key].words).toEqual(expected[key].words);
      expect(Array.from(made[key].letters)).toEqual(Array.from(expected[key].letters));
      expect(Array.from(made[key].distinct)).toEqual(Array.from(expected[key].distinct));
      expect(made[key].ascending).toBe(expected[key].ascending);
    }
    expect(Array.from(made.answerOfGuess)).toEqual(Array.from(expected.answerOfGuess));
    expect(Array.from(made.guessOfAnswer)).toEqual(Array.from(expected.guessOfAnswer));
    expect(made.kernel.alphabetSize).toBe(expected.kernel.alphabetSize);
    for (let g = 0; g < made.guesses.words.length; g++)
      for (let a = 0; a < made.answers.words.length; a++) expect(codeOf(made, g, a)).toBe(codeOf(expected, g, a));
  };
  const guesses = ['abbey', 'abide', 'crane', 'eerie', 'hello', 'irate', 'stare', 'zebra'];
  test.each([
    ['answers in order', ['abbey', 'eerie', 'stare']],
    ['answers out of order', ['stare', 'abbey']],
    ['every guess', guesses],
    ['no answers', []],
    // (createGame gives the guess to the last copy, the first gets none.)
    ['an answer listed twice', ['crane', 'eerie', 'crane']],
  ])('%s', (_, answers) => {
    const encoded = encodeWords(guesses, 5, new Alphabet());
    const places = placesIn(guesses.join(''), 5, answers);
    expect(places).toBeDefined();
    const made = createGameOfGuesses(encodedGuesses(guesses, 5, encoded), answers, places as Int32Array, false);
    same(made, createGame(guesses, answers, 5, false));
    same(createGameOfGuesses(encodeGuesses(guesses, 5), answers, places as Int32Array, true), createGame(guesses, answers, 5, true));
  });

  test('an encoding that does not fit the words is refused', () => {
    const encoded = encodeWords(['crane', 'stare'], 5, new Alphabet());
    expect(() => encodedGuesses(['crane'], 5, encoded)).toThrow(/does not fit/);
  });
});

describe('placesIn finds words in a joined list', () => {
  // xabcd, eabcd, abcde, crane: "abcde" is also read across the first two.
  const joined = 'xabcdeabcdabcdecrane';
  test.each([
    ['in order', ['xabcd', 'crane'], [0, 3]],
    ['out of order', ['crane', 'eabcd'], [3, 1]],
    ['a hit across two words passed over', ['abcde'], [2]],
    ['the same word twice', ['crane', 'crane'], [3, 3]],
  ])('%s', (_, words, places) => {
    expect(Array.from(placesIn(joined, 5, words) ?? [])).toEqual(places);
  });
  test.each([
    ['a word not in the list', ['abcde', 'zzzzz']],
    ['only across two words', ['bcdea']],
    ['another length', ['abcd']],
  ])('%s: undefined', (_, words) => {
    expect(placesIn(joined, 5, words)).toBeUndefined();
  });
});
