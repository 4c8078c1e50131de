import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoardsSolver, playBoardsTurn, type TurnSources } from '../../lib/index.ts';
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
  // A made-up opener, so that only the one given can be picked.
  const given = (answers: string | undefined): TurnSources => ({
    guesses: { text: wordsText, name: 'wordle.txt' },
    answers,
    opener: (strategy) => (strategy === 'entropy' ? 'quack' : undefined),
  });
  const suggested = async (patterns: string[], answers: string | undefined) =>
    (await playBoardsTurn(patterns, given(answers), { strategy: 'boards', boards: 4, suggest: true }, () => solver)).suggestion?.guess;

  test.each([
    ['a first turn', [], answersText, 'quack'],
    ['a later turn', ['tarse:bbbbb,bbbbb,bbbbb,bbbbb'], answersText, undefined],
    ['every guess an answer', [], undefined, undefined],
  ] as const)('%s', async (_, patterns, answers, expected) => {
    const guess = await suggested([...patterns], answers);
    if (expected === undefined) expect(guess).not.toBe('quack');
    else expect(guess).toBe(expected);
  });
});
