// The pure pieces the CLI and the MCP server share (lib/index.ts): histories, bundled list
// names, the opener book, --explain as data, feedback in every notation, compareGuess.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  compareGuess,
  compileQuery,
  fileName,
  historyPatterns,
  playTurn,
  type StrategyName,
  solver,
  type TurnSources,
} from '../../lib/index.ts';
import { bundledList, openerFrom } from '../../lib/lists/catalogue.ts';
import { gameOf } from '../../lib/solve/rank.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';
import { explainQuery, feedbackNotations } from '../../lib/talk/index.ts';

describe('historyPatterns', () => {
  test.each([
    [[], []],
    ['', []],
    [
      ['slate:bbgyb', 'crown:bgbbb'],
      ['slate:bbgyb', 'crown:bgbbb'],
    ],
    ['slate:bbgyb,crown:bgbbb', ['slate:bbgyb', 'crown:bgbbb']],
    [' slate:bbgyb , crown:bgbbb ', ['slate:bbgyb', 'crown:bgbbb']],
    ['staR=e chOR=d', ['staR=e', 'chOR=d']],
    [
      ['staR=e,chOR=d', 'burly'],
      ['staR=e', 'chOR=d', 'burly'],
    ],
    [['stare:🟩⬛⬛🟨⬛'], ['stare:🟩⬛⬛🟨⬛']],
    // A guess and its tiles with a space between: one pattern, never two guesses.
    [['stare bbbgb'], ['stare:bbbgb']],
    ['stare bbbgb, chord bbygb', ['stare:bbbgb', 'chord:bbygb']],
    [['CRANE: ⬛🟨⬛⬛🟩'], ['CRANE:⬛🟨⬛⬛🟩']],
    [
      ['crane :22010', 'slate 0️1️2️0️0️'],
      ['crane:22010', 'slate:0️1️2️0️0️'],
    ],
    [['stare', 'bbbgb'], ['stare:bbbgb']],
    [['crane ⬛️🟨️⬛️⬛️🟩️'], ['crane:⬛️🟨️⬛️⬛️🟩️']],
    ['staR=e chOR=d burly', ['staR=e', 'chOR=d', 'burly']],
    [
      [
        { guess: 'stare', tiles: 'bbbgb' },
        { guess: ' crane ', tiles: 'g g b b y' },
      ],
      ['stare:bbbgb', 'crane:ggbby'],
    ],
  ] as const)('%j', (history, patterns) => {
    expect(historyPatterns(history)).toEqual(patterns);
  });
  test.each([['bbbgb'], [['stare:bbbgb', 'ggbby']], ['staR=e 22010'], [['⬛🟨⬛⬛🟩']]] as const)(
    'tiles with no guess are refused: %j',
    (history) => {
      expect(() => historyPatterns(history)).toThrow(/tiles with no guess before them \(write GUESS:TILES, e\.g\. stare:bbbgb\)/);
    },
  );
});

describe('bundled lists and openers', () => {
  test.each([
    ['answers', undefined, 'data/answers-2023.txt'],
    ['answers', 'nyt', 'data/answers-nyt.txt'],
    ['answers', 'original', 'data/answers-2022.txt'],
    ['guesses', undefined, 'wordle.txt'],
    ['guesses', 'original', 'data/guesses-2022.txt'],
    ['answers', 'my-file.txt', undefined],
  ] as const)('%s %s', (kind, name, path) => {
    expect(bundledList(kind, name)).toBe(path);
  });
  test('file names and the opener book', () => {
    expect(fileName('data/answers-2023.txt')).toBe('answers-2023.txt');
    const book = { lists: {}, openers: { 'wordle.txt+answers-2023.txt': { normal: { entropy: 'tarse' }, hard: { entropy: 'tares' } } } };
    expect(openerFrom(book, 'wordle.txt', 'answers-2023.txt', false, 'entropy')).toBe('tarse');
    expect(openerFrom(book, 'wordle.txt', 'answers-2023.txt', true, 'entropy')).toBe('tares');
    expect(openerFrom(book, 'wordle.txt', 'answers-2023.txt', false, 'best')).toBeUndefined();
    expect(openerFrom(book, 'wordle.txt', undefined, false, 'entropy')).toBeUndefined();
    expect(openerFrom(undefined, 'wordle.txt', 'answers-2023.txt', false, 'entropy')).toBeUndefined();
  });
});

describe('feedbackNotations', () => {
  test.each([
    ['bobby', 'abbey', 'BoB=bY=', '🟨⬛🟩⬛🟩', 'bobby:ybgbg', 'bobby:10202', false],
    ['crane', 'chord', 'C=Rane', '🟩🟨⬛⬛⬛', 'crane:gybbb', 'crane:21000', false],
    ['Abbey', 'abbey', 'A=B=B=E=Y=', '🟩🟩🟩🟩🟩', 'abbey:ggggg', 'abbey:22222', true],
  ] as const)('%s against %s', (guess, answer, pattern, emoji, letters, digits, solved) => {
    expect(feedbackNotations(guess, answer)).toMatchObject({ pattern, emoji, letters, digits, solved });
  });
  test.each([
    ['bobby', 'abbe', "'bobby' has 5 letters, 'abbe' has 4"],
    ['bob by', 'abbey', "the guess 'bob by' is not a word of letters"],
    ['bobby', 'ab3ey', "the answer 'ab3ey' is not a word of letters"],
  ])('%s against %s: %s', (guess, answer, message) => {
    expect(() => feedbackNotations(guess, answer)).toThrow(message);
  });
});

describe('explainQuery', () => {
  test('each pattern, all together, the matcher and the grep pipeline', () => {
    const explained = explainQuery(compileQuery(['BoB=bY=']));
    expect(explained.patterns).toEqual([
      {
        pattern: 'BoB=bY=',
        normalized: 'BoB=bY=',
        tiles: '🟨⬛🟩⬛🟩',
        exclude: ['o'],
        include: { b: 2, y: 1 },
        atMost: { b: 2 },
        regex: '^[^b][^o]b[^b]y$',
        never: null,
      },
    ]);
    expect(explained.grep).toContain("grep -x '[^bo][^o]b[^bo]y'");
    expect(explained.conflict).toBeNull();
    expect(explained.text).toMatch(/^BoB=bY= {2}🟨⬛🟩⬛🟩/);
  });
  test('a clash is named, as --explain says it', () => {
    const explained = explainQuery(compileQuery(['staR=e', 'chord']));
    expect(explained.conflict).toBe("no word can match patterns 'staR=e' and 'chord' together: 'staR=e' has r, 'chord' says there is no r");
    expect(explained.text.endsWith(`\n${explained.conflict}\n`)).toBe(true);
  });
});

/** The comparison as the MCP server makes it: a turn that explains the guess, and one that ranks. */
async function compared(patterns: readonly string[], sources: TurnSources, strategy: StrategyName, hard: boolean, guess: string, top = 5) {
  const settings = { strategy, hard, asks: 'suggestion', top, timeLimitMs: 0 } as const;
  const explained = await playTurn(patterns, sources, { ...settings, why: guess });
  const ranking = await playTurn(patterns, sources, settings);
  return { comparison: compareGuess(explained, ranking.suggested.ranked, { strategy, hard }, 20), explained, ranking };
}

describe('compareGuess', () => {
  const sources: TurnSources = {
    guesses: { text: 'crane\nslate\nbrine\nshine\nspine\nswine\nthine\nwhine\nchine\nprone\n', name: 'test' },
    solver: () => solver,
  };
  test("the strategy's own pick ranks first; the alternatives are its top", async () => {
    const top = (await playTurn(['craN=E='], sources, { strategy: 'entropy', hard: true, asks: 'suggestion', top: 3, timeLimitMs: 0 }))
      .suggested.ranked;
    const first = top[0]?.word ?? '';
    const { comparison } = await compared(['craN=E='], sources, 'entropy', true, first, 3);
    expect(comparison.rank).toBe(1);
    expect(comparison.alternatives).toEqual(top);
    expect(comparison.explanation.word).toBe(first);
  });
  test('hard mode: a guess without the green N is not allowed, and not ranked', async () => {
    const { comparison } = await compared(['craN=E='], sources, 'entropy', true, 'slate', 3);
    expect(comparison.hardModeProblem).toBe('hard mode: letter 4 must be N');
    expect(comparison.rank).toBeNull();
    expect(comparison.inWordList).toBe(true);
  });
});

describe("compareGuess on the bundled lists: the rank is the place in --top's order of every allowed guess", () => {
  const wordList = readFileSync(new URL('../../wordle.txt', import.meta.url), 'latin1');
  const answerList = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'latin1');
  const sources: TurnSources = { guesses: { text: wordList, name: 'wordle.txt' }, answers: answerList, solver: () => solver };
  test.each([
    ['entropy', false, ['crAne'], ['audio', 'pious', 'fuzzy']],
    ['minimax', true, ['crAne'], ['audio', 'plaid']],
    ['coverage', false, ['staR=e', 'chOR=d'], ['burly', 'lorry']],
  ] as const)('%s, hard %s, after %j', async (name, hard, patterns, guesses) => {
    for (const guess of guesses) {
      const { comparison, explained, ranking } = await compared(patterns, sources, name, hard, guess);
      // The strategy's best (after the tie rule and the guard) first, then every other allowed guess in its own order.
      const best = ranking.suggested.ranked.map((item) => item.word);
      const request = { query: explained.query, result: explained.result, answers: undefined, strategy: strategyNamed(name), hard, top: 5 };
      const { game, position } = gameOf(request, explained.suggested.candidates);
      const own = request.strategy.rank(game, position, position.allowed.length).map((item) => item.word);
      const order = [...best, ...own.filter((word) => !best.includes(word))];
      expect(comparison.rank, guess).toBe(order.indexOf(guess) + 1);
      expect(comparison.rankedAmong).toBe(order.length);
      expect(comparison.explanation.outcomes.length).toBe(Math.min(20, comparison.explanation.outcomeCount));
    }
  });
});
