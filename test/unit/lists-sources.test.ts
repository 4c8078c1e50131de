// lib's one resolver of a turn's inputs (lib/lists/sources.ts): the lists a choice names, which
// list of ours a file is by its content, and the opener, book, proofs and tables a turn gets.
import { describe, expect, test } from 'vitest';
import {
  answersStand,
  compileQuery,
  type ListChoice,
  type ListStore,
  OPENERS_FILE,
  openerOf,
  proofsOf,
  resolveLists,
  solver,
  textStore,
  turnSources,
  WordleError,
} from '../../lib/index.ts';
import { bookOf, nameOf, pairOf } from '../../lib/lists/sources.ts';

const ours = (path: string) => ({ kind: 'ours', path });
const file = (path: string) => ({ kind: 'file', path });
const every = { kind: 'every' };
const stdin = { kind: 'stdin' };

describe('resolveLists: the guesses a choice names, and the likely answers by the one rule', () => {
  test.each<[string, ListChoice, unknown, unknown]>([
    ['nothing named: the bundled lists', {}, ours('wordle.txt'), ours('data/answers-2023.txt')],
    ['words piped in: a chain weighs the default answers', { piped: true }, stdin, ours('data/answers-2023.txt')],
    ['-f -', { guesses: '-' }, stdin, ours('data/answers-2023.txt')],
    ['a list named wins over a pipe', { guesses: 'english', piped: true }, ours('data/english.txt'), ours('data/answers-2023.txt')],
    [
      'a list of ours by name keeps the default answers',
      { guesses: 'original' },
      ours('data/guesses-2022.txt'),
      ours('data/answers-2023.txt'),
    ],
    ['a file of yours is its own answer list', { guesses: 'my.txt' }, file('my.txt'), every],
    ['answers named go with a file', { guesses: 'my.txt', answers: 'nyt' }, file('my.txt'), ours('data/answers-nyt.txt')],
    ['answers from a file', { answers: 'a.txt' }, ours('wordle.txt'), file('a.txt')],
    ['all: every guess may be the answer', { answers: 'all' }, ours('wordle.txt'), every],
    [
      'a game with lists of its own (Absurdle)',
      { defaults: { answers: 'original', guesses: 'original' } },
      ours('data/guesses-2022.txt'),
      ours('data/answers-2022.txt'),
    ],
    [
      'a named list beats the game default',
      { guesses: 'nyt', defaults: { answers: 'original', guesses: 'original' } },
      ours('wordle.txt'),
      ours('data/answers-2022.txt'),
    ],
  ])('%s', (_, choice, guesses, answers) => {
    expect(resolveLists(choice)).toEqual({ guesses, answers });
  });
});

const HASHES = { 'wordle.txt': 'w', 'guesses-2022.txt': 'g', 'answers-2023.txt': 'a' };
const OPENERS = {
  lists: HASHES,
  openers: {
    'wordle.txt+answers-2023.txt': { normal: { coverage: 'slate' }, hard: { coverage: 'crane' } },
    'guesses-2022.txt+guesses-2022.txt': { normal: { entropy: 'tares' } },
  },
};

/** A store over texts, whose user files hash to what `sums` says (a file of another size is never hashed). */
function storeWith(texts: Record<string, string>, sums: Record<string, string> = {}): ListStore & { hashed: string[] } {
  const hashed: string[] = [];
  const store = textStore({ [OPENERS_FILE]: JSON.stringify(OPENERS), ...texts }, { solver: () => solver });
  return {
    ...store,
    hashed,
    sha256(path) {
      hashed.push(path);
      return sums[path];
    },
  };
}

describe('lists of ours are known by name, and by content', () => {
  test.each([
    ['a list of ours by its file name', ours('wordle.txt'), 'wordle.txt'],
    ['a copy by its content', file('copy.txt'), 'wordle.txt'],
    ['a copy of the original guesses', file('orig.txt'), 'guesses-2022.txt'],
    ['a file of its own', file('mine.txt'), undefined],
    ['piped words are no list', stdin, undefined],
  ])('%s', (_, ref, name) => {
    const store = storeWith({}, { 'copy.txt': 'w', 'orig.txt': 'g', 'mine.txt': 'z' });
    expect(nameOf(store, ref as never)).toBe(name);
  });

  test('the content is asked for once a store and file', () => {
    const store = storeWith({}, { 'copy.txt': 'w' });
    nameOf(store, file('copy.txt') as never);
    nameOf(store, file('copy.txt') as never);
    expect(store.hashed).toEqual(['copy.txt']);
  });
});

describe('the tables a turn gets follow the pair of lists', () => {
  test.each<[string, ListChoice, Record<string, string>, unknown, string | undefined]>([
    ['the bundled pair', {}, {}, { guesses: 'wordle.txt', answers: 'answers-2023.txt' }, 'slate'],
    [
      'a copy of the bundled list, with answers named',
      { guesses: 'copy.txt', answers: '2023' },
      { 'copy.txt': 'w' },
      { guesses: 'wordle.txt', answers: 'answers-2023.txt' },
      'slate',
    ],
    [
      'a copy of the original guesses, its own answer list',
      { guesses: 'orig.txt' },
      { 'orig.txt': 'g' },
      { guesses: 'guesses-2022.txt', answers: 'guesses-2022.txt' },
      undefined,
    ],
    ['a file of its own', { guesses: 'mine.txt' }, {}, undefined, undefined],
    ['piped words', { piped: true }, {}, undefined, undefined],
  ])('%s', (_, choice, sums, pair, opener) => {
    const store = storeWith({}, sums);
    const lists = resolveLists(choice);
    expect(pairOf(store, lists)).toEqual(pair);
    expect(openerOf(store, lists, 'coverage', false)).toBe(opener);
  });

  test('the opener of a mode and strategy; none for a strategy without one', () => {
    const store = storeWith({});
    expect(openerOf(store, resolveLists({}), 'coverage', true)).toBe('crane');
    expect(openerOf(store, resolveLists({}), 'minimax', false)).toBeUndefined();
  });

  /** A store that records the package files asked for and read. */
  function recording(texts: Record<string, string>) {
    const store = storeWith(texts);
    const asked: string[] = [];
    const read: string[] = [];
    const data = (path: string) => {
      asked.push(path);
      const reader = store.data(path);
      return reader && (() => (read.push(path), reader()));
    };
    return { store: { ...store, data } as ListStore, asked, read };
  }

  test('a book is read only when a position is looked up, once a store; a pair without one has none', () => {
    const { store, read } = recording({ 'data/book/wordle.txt+answers-2023.txt.normal.txt': 'slate bbbbb crony ggggg\n' });
    const book = bookOf(store, resolveLists({}), false, solver);
    expect(read).toEqual([]);
    expect(book?.next.get('slate bbbbb')).toBe('crony');
    expect(bookOf(store, resolveLists({}), false, solver)).toBe(book);
    expect(read).toEqual(['data/book/wordle.txt+answers-2023.txt.normal.txt']);
    expect(bookOf(store, resolveLists({}), true, solver)).toBeUndefined();
    expect(bookOf(store, resolveLists({ guesses: 'mine.txt' }), false, solver)).toBeUndefined();
  });

  test("the proofs' table of the pair and mode, by the book's name; none for a pair of lists not ours", () => {
    const { store, asked } = recording({ 'data/proofs/wordle.txt+answers-2023.txt.hard.txt': 'proofs 1 hard\n' });
    expect(proofsOf(store, resolveLists({}), true, solver)).toBeDefined();
    expect(proofsOf(store, resolveLists({}), false, solver)).toBeUndefined();
    expect(proofsOf(store, resolveLists({ guesses: 'mine.txt' }), true, solver)).toBeUndefined();
    expect(asked.filter((path) => path.startsWith('data/proofs/'))).toEqual([
      'data/proofs/wordle.txt+answers-2023.txt.hard.txt',
      'data/proofs/wordle.txt+answers-2023.txt.normal.txt',
    ]);
  });

  test('every guess as the answer: no answers are read; the book and proofs come with the ranked side only', async () => {
    const store = storeWith({ 'wordle.txt': 'crane\nslate\n' });
    const all = turnSources(store, resolveLists({ answers: 'all' }));
    expect(all.answers).toBeUndefined();
    const without = turnSources({ ...store, solver: undefined }, resolveLists({}));
    expect(without.book).toBeUndefined();
    expect(without.proofs).toBeUndefined();
    expect(await turnSources(store, resolveLists({})).book?.(false)).toBeUndefined();
  });
});

describe('which list words read stand for: piped words are a chain, a file named is its own list', () => {
  const store = storeWith({ 'wordle.txt': 'crane\nslate\ntrace\n' }, { 'copy.txt': 'w', 'orig.txt': 'g', 'mine.txt': 'z' });
  const wordle = store.factsOf(ours('wordle.txt') as never, 5);
  test.each([
    ['words piped in: the default list (a chain of its output)', { piped: true }, wordle],
    ['-f -: the same', { guesses: '-' }, wordle],
    ['a file of your own: its own words', { guesses: 'mine.txt' }, undefined],
    ['a copy of the default list, by content: that list', { guesses: 'copy.txt' }, wordle],
    ['a copy of the original guesses: its own words', { guesses: 'orig.txt' }, undefined],
    ['a list of ours by name: its own words', { guesses: 'original' }, undefined],
  ] as const)('%s', async (_, choice, facts) => {
    expect(wordle).toBeDefined();
    const standsFor = turnSources(store, resolveLists(choice)).guesses.standsFor;
    expect(await standsFor?.(5)).toBe(facts);
  });
});

describe("an answers list without a word of the query's length", () => {
  const store = storeWith({ 'wordle.txt': 'crane\nslate\nplanets\n', 'data/answers-2023.txt': 'crane\nslate\n' });
  const query = (patterns: string[], length?: number) => compileQuery(patterns, length);
  const answersOf = (choice: ListChoice) => {
    const answers = turnSources(store, resolveLists(choice)).answers;
    if (typeof answers !== 'function') throw new Error('the answers are read by query');
    return answers;
  };

  test('a file of yours is a mistake, said at once', () => {
    expect(() => answersOf({ answers: 'empty.txt' })(query(['crane:bbbbb']))).toThrow(
      new WordleError('USAGE', 'the answers list empty.txt has no 5-letter words'),
    );
    expect(() => answersStand(file('empty.txt') as never, 5, 0)).toThrow(WordleError);
    expect(answersStand(file('empty.txt') as never, 5, 3)).toBe(true);
  });

  test('a list of ours has no likely answer of that length: every match counts (no set)', () => {
    expect(answersOf({})(query([], 7))).toBeUndefined();
    expect(answersOf({})(query(['planets:bbbbbbb']))).toBeUndefined();
    expect(answersStand(ours('data/answers-2023.txt') as never, 7, 0)).toBe(false);
  });

  test('with words of the length, an empty fit is the fall-back (an empty set), and a fit is the set', () => {
    expect(answersOf({})(query(['fuzzy:bbbbb']))?.size).toBe(2);
    expect([...(answersOf({})(query(['crane:ggggg'])) ?? [])]).toEqual(['crane']);
    expect(answersOf({})(query(['crane:yyyyy']))).toEqual(new Set());
  });
});
