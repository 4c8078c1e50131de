import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createGame, startPosition } from '../../lib/solve/game.ts';
import { rankGuesses, strategyNamed } from '../../lib/solve/strategies/index.ts';
import { LIST_FILES, listWords } from './bundled-lists.ts';

// data/openers.json is made by `npm run openers` (scripts/openers.mjs). It must describe the
// bundled lists as they are, and the cheap strategies' first guesses must still be theirs;
// best's are searched by the script (minutes), so only its lists are checked here.
const root = new URL('../../', import.meta.url);
const book = JSON.parse(readFileSync(new URL('data/openers.json', root), 'utf8')) as {
  lists: Record<string, string>;
  openers: Record<string, Record<'normal' | 'hard', Record<string, string>>>;
};

const bookOpener = (pair: string) =>
  (JSON.parse(readFileSync(new URL('data/book/index.json', root), 'utf8')) as Record<string, { opener: string }>)[`${pair}.hard`]?.opener;
const words = listWords;

/** The pairs whose openers are the strategies' own picks (all but every accepted word as the answer, where answers = guesses). */
const greedyPairs = Object.keys(book.openers).filter((pair) => pair.split('+')[0] !== pair.split('+')[1]);

describe('data/openers.json is current', () => {
  test.each(Object.entries(LIST_FILES))('it was made from %s as it is', (name, file) => {
    expect(existsSync(new URL(file, root))).toBe(true);
    expect(book.lists[name]).toBe(
      createHash('sha256')
        .update(readFileSync(new URL(file, root)))
        .digest('hex'),
    );
  });

  test.each(greedyPairs.flatMap((pair) => ['coverage', 'entropy', 'minimax'].map((strategy) => [pair, strategy])))(
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

  // Every accepted word as the answer (scripts/openers.mjs, SAFE_PAIRS): normal mode only, each
  // strategy's first guess one whose every outcome the normal-mode proofs table gives a witness
  // (test/unit/proofs.test.ts checks those), not the strategy's own first choice.
  test('every accepted word as the answer: a first guess for each strategy but best, normal mode only', () => {
    const every = book.openers['guesses-2022.txt+guesses-2022.txt'];
    expect(Object.keys(every ?? {})).toEqual(['normal']);
    expect(Object.keys(every?.normal ?? {}).sort()).toEqual(['coverage', 'entropy', 'minimax', 'positional']);
    for (const opener of Object.values(every?.normal ?? {})) expect(words('guesses-2022.txt')).toContain(opener);
  });

  // A first turn with an opener is never told it fell back without reading the answers (lib/solve/quick-path.ts's firstTurn): it relies on this.
  test.each(Object.keys(book.openers))('%s: every answer is among the guesses', (pair) => {
    const [guesses = '', answers = ''] = pair.split('+');
    const allowed = new Set(words(guesses));
    expect(words(answers).filter((word) => !allowed.has(word))).toEqual([]);
  });

  test('best has a first guess for every pair and mode', () => {
    for (const modes of greedyPairs.map((pair) => book.openers[pair] as Record<'normal' | 'hard', Record<string, string>>)) {
      expect(modes.normal.best).toMatch(/^[a-z]{5}$/);
      expect(modes.hard.best).toMatch(/^[a-z]{5}$/);
    }
  });
});
