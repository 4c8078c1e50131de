import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createGame, startPosition } from '../../lib/solve/game.ts';
import { rankGuesses, strategyNamed } from '../../lib/solve/strategies/index.ts';

// data/openers.json is made by `npm run openers` (scripts/openers.mjs). It must describe the
// bundled lists as they are, and the cheap strategies' first guesses must still be theirs;
// best's are searched by the script (minutes), so only its lists are checked here.
const root = new URL('../../', import.meta.url);
const book = JSON.parse(readFileSync(new URL('data/openers.json', root), 'utf8')) as {
  lists: Record<string, string>;
  openers: Record<string, Record<'normal' | 'hard', Record<string, string>>>;
};
const FILES: Record<string, string> = {
  'wordle.txt': 'wordle.txt',
  'guesses-2022.txt': 'data/guesses-2022.txt',
  'answers-2023.txt': 'data/answers-2023.txt',
  'answers-nyt.txt': 'data/answers-nyt.txt',
  'answers-2022.txt': 'data/answers-2022.txt',
};
const bookOpener = (pair: string) =>
  (JSON.parse(readFileSync(new URL('data/book/index.json', root), 'utf8')) as Record<string, { opener: string }>)[`${pair}.hard`]?.opener;
const words = (name: string) =>
  readFileSync(new URL(FILES[name] ?? name, root), 'utf8')
    .trim()
    .split('\n');

describe('data/openers.json is current', () => {
  test.each(Object.entries(FILES))('it was made from %s as it is', (name, file) => {
    expect(existsSync(new URL(file, root))).toBe(true);
    expect(book.lists[name]).toBe(
      createHash('sha256')
        .update(readFileSync(new URL(file, root)))
        .digest('hex'),
    );
  });

  test.each(Object.keys(book.openers).flatMap((pair) => ['coverage', 'entropy', 'minimax'].map((strategy) => [pair, strategy])))(
    '%s: the first guess of %s',
    (pair, strategy) => {
      const [guessFile, answerFile] = pair.split('+') as [string, string];
      const answers = words(answerFile);
      const game = createGame([...new Set([...words(guessFile), ...answers])], answers, 5, false);
      const first = rankGuesses(strategyNamed(strategy as 'coverage'), game, startPosition(game), 1)[0]?.word;
      expect(book.openers[pair]?.normal[strategy]).toBe(first);
      // Hard mode: one of the strategy's best-scoring first guesses (no hint yet: the same
      // ranking) or best's book opener, the first whose guarded game finishes every answer
      // within six (scripts/openers.mjs).
      const ranked = rankGuesses(strategyNamed(strategy as 'coverage'), game, startPosition(game), 8).map((item) => item.word);
      expect([...ranked, bookOpener(pair)]).toContain(book.openers[pair]?.hard[strategy]);
    },
  );

  test('best has a first guess for every pair and mode', () => {
    for (const modes of Object.values(book.openers)) {
      expect(modes.normal.best).toMatch(/^[a-z]{5}$/);
      expect(modes.hard.best).toMatch(/^[a-z]{5}$/);
    }
  });
});
