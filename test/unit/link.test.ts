import { describe, expect, test } from 'vitest';
import { BUNDLED_LISTS, bundledFileName, compileQuery, DEFAULT_LIST, openerFrom, patternsOfHash, positionHash, positionUrl } from '../../lib/index.ts';

const clues = (...patterns: string[]) => compileQuery(patterns).clues;

describe('a position as a URL fragment', () => {
  test.each([
    [[], '#'],
    [['staR=e', 'chOR=d'], '#staR=e,chOR=d'],
    [['stare:bbbgb', 'chord:bbygb'], '#staR=e,chOR=d'],
    [['BoB=bY='], '#BoB=bY='],
    [['cafÉ='], '#caf%C3%89='],
  ])('%j -> %s', (patterns, hash) => expect(positionHash(clues(...patterns))).toBe(hash));

  test.each([
    ['#staR=e,chOR=d', ['staR=e', 'chOR=d']],
    ['staR=e,chOR=d', ['staR=e', 'chOR=d']],
    ['#caf%C3%89=', ['cafÉ=']],
    ['#staR=e,,%20chOR=d,', ['staR=e', 'chOR=d']],
    ['#st%re', ['st%re']],
    ['', []],
    ['#', []],
  ])('%s -> %j', (hash, patterns) => expect(patternsOfHash(hash)).toEqual(patterns));

  test('round trip', () => {
    for (const patterns of [['staR=e', 'chOR=d'], ['BoB=bY='], ['мИр', 'МиР=']]) {
      expect(patternsOfHash(positionHash(clues(...patterns)))).toEqual(patterns);
    }
  });

  test.each([
    ['http://127.0.0.1:8080/', [], 'http://127.0.0.1:8080/'],
    ['http://127.0.0.1:8080/', ['staR=e'], 'http://127.0.0.1:8080/#staR=e'],
    ['file:///x/dist/web/index.html', ['stare:bbbgb'], 'file:///x/dist/web/index.html#staR=e'],
  ])('positionUrl(%s, %j) = %s', (base, patterns, url) => expect(positionUrl(base, clues(...patterns))).toBe(url));
});

describe('bundled lists', () => {
  test.each([
    ['answers', undefined, 'answers-2023.txt'],
    ['answers', 'nyt', 'answers-nyt.txt'],
    ['answers', 'original', 'answers-2022.txt'],
    ['guesses', undefined, 'wordle.txt'],
    ['guesses', 'original', 'guesses-2022.txt'],
    ['answers', 'my-file.txt', undefined],
  ] as const)('%s %s -> %s', (kind, name, file) => expect(bundledFileName(kind, name)).toBe(file));

  test('defaults are bundled lists', () => {
    expect(BUNDLED_LISTS.answers[DEFAULT_LIST.answers]).toBe('data/answers-2023.txt');
    expect(BUNDLED_LISTS.guesses[DEFAULT_LIST.guesses]).toBe('wordle.txt');
  });

  const book = { lists: {}, openers: { 'wordle.txt+answers-2023.txt': { normal: { coverage: 'sater' }, hard: { coverage: 'sared' } } } };
  test.each([
    ['wordle.txt', 'answers-2023.txt', false, 'coverage', 'sater'],
    ['wordle.txt', 'answers-2023.txt', true, 'coverage', 'sared'],
    ['wordle.txt', 'answers-2023.txt', false, 'entropy', undefined],
    ['wordle.txt', undefined, false, 'coverage', undefined],
    [undefined, 'answers-2023.txt', false, 'coverage', undefined],
  ])('opener for %s+%s hard=%s %s = %s', (guesses, answers, hard, strategy, opener) => expect(openerFrom(book, guesses, answers, hard, strategy)).toBe(opener));
});
