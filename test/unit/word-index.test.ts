import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ListFacts } from '../../lib/filter/collect.ts';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import {
  encodeIndex,
  factsFromIndex,
  type IndexEntry,
  type IndexFiles,
  type IndexPart,
  type WordIndex,
} from '../../lib/filter/index-format.ts';
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

describe('the index as files: what encodeIndex writes, factsFromIndex reads back', () => {
  /** The index of a list, its parts held in memory as the files would hold them. */
  const filesOf = (list: string) => {
    const encoded = encodeIndex(list);
    const index = JSON.parse(encoded.json) as WordIndex;
    const part = (length: number, name: IndexPart) => encoded.parts.find((p) => p.length === length && p.part === name)?.bytes;
    const files = (length: number, drop: readonly IndexPart[] = []): IndexFiles => ({
      bytes: (name) => (drop.includes(name) ? undefined : (part(length, name)?.slice() as Uint8Array<ArrayBuffer> | undefined)),
      words: () => new TextDecoder().decode(part(length, 'words')),
      list: () => list,
    });
    return { index, files };
  };

  test('the bundled list: the facts computed from it, for every length it has', () => {
    const { index, files } = filesOf(text);
    expect(Object.keys(index.lengths)).toEqual(['5']);
    const entry = index.lengths['5'] as IndexEntry;
    expect(entry).toEqual({ count: 14_855, ascii: true, everyLine: true, treeBytes: 2, ascending: true, wholeText: true });
    const read = factsFromIndex(entry, 5, files(5));
    const made = factsFromStored(stored['5'] as StoredFacts, 5);
    expect(read.joined?.joined).toBe(made.joined?.joined);
    expect(read.words).toEqual(made.words);
    expect(Array.from(read.masks)).toEqual(Array.from(made.masks));
    expect(read.joined?.tree).toBeInstanceOf(Uint16Array);
    expect(Array.from(read.joined?.tree ?? [])).toEqual(Array.from(stored['5']?.tree ?? [0]));
    expect(Array.from(read.joined?.encoded?.letterSets ?? [])).toEqual(Array.from(stored['5']?.encoded?.letterSets ?? [0]));
  });

  test('several lengths, words not a-z, duplicate lines', () => {
    const list = 'crème\ncrane\ncrane\nabc\nthé\n';
    const { index, files } = filesOf(list);
    expect(Object.keys(index.lengths)).toEqual(['3', '5']);
    const five = factsFromIndex(index.lengths['5'] as IndexEntry, 5, files(5));
    // (a-z words A-Z first, then the others: not the order of the lines, so not what a query without clues matches.)
    expect(five.words).toEqual(['crane', 'crème']);
    expect(index.lengths['5']?.everyLine).toBe(false);
    expect(five.joined).toBeUndefined();
    expect(factsFromIndex(index.lengths['3'] as IndexEntry, 3, files(3)).words).toEqual(['abc', 'thé']);
  });

  test('parts that cannot be read are made again (masks) or done without (tree, encoding)', () => {
    const { index, files } = filesOf(text);
    const read = factsFromIndex(index.lengths['5'] as IndexEntry, 5, files(5, ['masks', 'tree', 'letters']));
    expect(Array.from(read.masks)).toEqual(Array.from(stored['5']?.masks ?? [0]));
    expect(read.joined?.tree).toBeUndefined();
    expect(read.joined?.encoded).toBeUndefined();
  });

  test('an odd offset is copied, not read out of line', () => {
    const { index, files } = filesOf(text);
    const shifted: IndexFiles = {
      ...files(5),
      bytes: (name) => {
        const bytes = files(5).bytes(name);
        if (!bytes) return undefined;
        const room = new Uint8Array(bytes.length + 1);
        room.set(bytes, 1);
        return room.subarray(1);
      },
    };
    expect(Array.from(factsFromIndex(index.lengths['5'] as IndexEntry, 5, shifted).masks)).toEqual(Array.from(stored['5']?.masks ?? [0]));
  });
});
