import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ListFacts } from '../../lib/filter/collect.ts';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { factsFromStored, indexWordList, type StoredFacts } from '../../lib/filter/word-index.ts';
import { suggest } from '../../lib/solve/rank.ts';
import { coverage } from '../../lib/solve/strategies/coverage.ts';
import { Alphabet, encodeWords } from '../../lib/words/encoding.ts';

const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers = new Set(readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8').split('\n'));
const stored = indexWordList(text, [5]);

function run(patterns: string[], facts?: ListFacts) {
  const query = compileQuery(patterns);
  const filter = createFilter(query, { collect: 'words', facts });
  filter.push(text);
  const result = filter.finish();
  return { result, suggested: suggest({ query, result, answers, strategy: coverage, hard: false, top: 1 }) };
}

describe('the precomputed facts of a list change nothing but speed', () => {
  test.each([[['staR=e']], [['staR=e', 'chOR=d']], [['BoB=bY=']], [['crane', 'Light']], [['stare:bbbbb']]])('%j', (patterns) => {
    const scanned = run(patterns);
    const indexed = run(patterns, factsFromStored(stored['5'] as StoredFacts, 5));
    expect(indexed.result.words).toEqual(scanned.result.words);
    expect(indexed.suggested).toEqual(scanned.suggested);
  });
});

describe('the stored masks and tree are asked for only when needed', () => {
  const five = stored['5'] as StoredFacts & { readonly masks: ArrayLike<number> };

  test('cutting the words or reading the joined ones touches neither', () => {
    const asked: string[] = [];
    const facts = factsFromStored(
      {
        ...five,
        get masks() {
          asked.push('masks');
          return five.masks;
        },
        get tree() {
          asked.push('tree');
          return five.tree;
        },
      },
      5,
    );
    expect(facts.words.slice(0, 2)).toEqual(['aahed', 'aalii']);
    expect(facts.joined?.count).toBe(five.count);
    expect(facts.joined?.joined.startsWith('aahedaalii')).toBe(true);
    expect(asked).toEqual([]);
    expect(facts.masks).toBe(five.masks);
    expect(facts.joined?.tree).toBe(five.tree);
    expect(asked).toEqual(['masks', 'tree']);
  });

  test('masks that cannot be had are made from the words, the same as stored', () => {
    const facts = factsFromStored({ ...five, masks: undefined }, 5);
    expect(Array.from(facts.masks)).toEqual(Array.from(five.masks));
    expect(facts.joined?.masks).toBe(facts.masks);
  });
});

describe("a list's lines and encoding, as stored", () => {
  test('a list that is exactly its words, one a line: cut by lines, the same words', () => {
    const five = stored['5'] as StoredFacts;
    expect(five.lines).toBe(text);
    const cut = factsFromStored({ ...five, lines: undefined }, 5).words;
    expect(factsFromStored(five, 5).words).toEqual(cut);
  });
  test.each([
    ['a line of another length', 'crane\nstar\nslate\n'],
    ['no newline at the end', 'crane\nslate'],
    ['a repeated line', 'crane\ncrane\nslate\n'],
    ['carriage returns', 'crane\r\nslate\r\n'],
  ])('%s: no lines kept', (_, list) => {
    expect(indexWordList(list, [5])['5']?.lines).toBeUndefined();
  });
  test('lines that do not hold the count are not used', () => {
    const five = stored['5'] as StoredFacts;
    expect(factsFromStored({ ...five, lines: 'crane\n' }, 5).words).toEqual(factsFromStored({ ...five, lines: undefined }, 5).words);
  });
  test("the encoding is the solver's", () => {
    const list = 'abbey\ncrane\nslate\n';
    const encoded = indexWordList(list, [5])['5']?.encoded;
    const made = encodeWords(['abbey', 'crane', 'slate'], 5, new Alphabet());
    expect(Array.from(encoded?.letters ?? [])).toEqual(Array.from(made.letters));
    expect(Array.from(encoded?.distinct ?? [])).toEqual(Array.from(made.distinct));
    expect(encoded?.ascending).toBe(true);
    // The index holds the words A-Z: a list in another order is not its lines.
    const unsorted = indexWordList('slate\ncrane\n', [5])['5'];
    expect(unsorted?.words).toBe('craneslate');
    expect(unsorted?.lines).toBeUndefined();
  });
});

describe("the filter's compact set of a list's words carries their encoding", () => {
  test('letters, distinct masks and order as encodeWords gives them', () => {
    const list = 'slate\nabbey\ncrane\neerie\n';
    const filter = createFilter(compileQuery([]), { collect: 'words' });
    filter.push(list);
    const result = filter.finish();
    const joined = result.facts?.joined;
    expect(joined).toBeDefined();
    const made = encodeWords(result.words ?? [], 5, new Alphabet());
    expect(Array.from(joined?.encoded?.letters ?? [])).toEqual(Array.from(made.letters));
    expect(Array.from(joined?.encoded?.distinct ?? [])).toEqual(Array.from(made.distinct));
    expect(joined?.encoded?.ascending).toBe(true);
  });
});
