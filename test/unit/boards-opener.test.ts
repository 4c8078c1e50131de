import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoardsSolver, playBoardsTurn } from '../../lib/boards/index.ts';
import type { TurnSources } from '../../lib/index.ts';
import { LIST_FILES, listWords } from './bundled-lists.ts';

// A several-boards first turn takes the lists' entropy opener from data/openers.json instead of
// scoring every guess on the boards (a second or more where nothing shows it is working). That is
// sound only while the opener is the boards' own first pick: held here for every pair whose
// opener is entropy's own (not where every guess is an answer, where the book keeps a safe one).
const root = new URL('../../', import.meta.url);
const textOf = (name: string) => readFileSync(new URL(LIST_FILES[name] ?? name, root), 'utf8');
const words = listWords;
const book = JSON.parse(readFileSync(new URL('data/openers.json', root), 'utf8')) as {
  openers: Record<string, Record<'normal' | 'hard', Record<string, string>>>;
};
const greedyPairs = Object.keys(book.openers).filter((pair) => pair.split('+')[0] !== pair.split('+')[1]);

describe("the boards' first pick is the lists' entropy opener", () => {
  test.each(greedyPairs)('%s', (pair) => {
    const [guessFile, answerFile] = pair.split('+') as [string, string];
    const answers = words(answerFile);
    const solver = createBoardsSolver([...new Set([...words(guessFile), ...answers])], 5);
    const opener = book.openers[pair]?.normal.entropy;
    expect(opener).toBeDefined();
    expect(solver.pick([answers, answers, answers, answers], 9, 'boards').guess).toBe(opener);
    expect(solver.pick([answers, answers], 7, 'simul').guess).toBe(opener);
  });
});

describe('the boards turn takes the opener a front end gives', () => {
  const wordsText = textOf('wordle.txt');
  const answersText = textOf('answers-2023.txt');
  const solver = createBoardsSolver(words('wordle.txt'), 5);
  // Every guess an answer: 400 of the words and the opener (an opener off the list is never played),
  // not the whole list, whose first turn scores 14,855 answers a board.
  const someWords = words('wordle.txt').filter((word, k) => k % 37 === 0 || word === 'quack');
  const someSolver = createBoardsSolver(someWords, 5);
  // A made-up opener, so that only the one given can be picked.
  const given = (guesses: TurnSources['guesses'], answers: string | undefined): TurnSources => ({
    guesses,
    answers,
    opener: (strategy) => (strategy === 'entropy' ? 'quack' : undefined),
  });

  test.each([
    ['a first turn', [], { text: wordsText, name: 'wordle.txt' }, answersText, solver, 'quack'],
    ['a later turn', ['tarse:bbbbb,bbbbb,bbbbb,bbbbb'], { text: wordsText, name: 'wordle.txt' }, answersText, solver, undefined],
    ['every guess an answer', [], { text: `${someWords.join('\n')}\n`, name: 'some-words.txt' }, undefined, someSolver, undefined],
  ] as const)('%s', async (_, patterns, guesses, answers, boards, expected) => {
    const turn = await playBoardsTurn(
      [...patterns],
      given(guesses, answers),
      { strategy: 'boards', boards: 4, suggest: true },
      () => boards,
    );
    const guess = turn.suggestion?.guess;
    if (expected === undefined) expect(guess).not.toBe('quack');
    else expect(guess).toBe(expected);
  });
});
