// Collecting every word of a list (the allowed guesses of a turn on a user's file) keeps each
// distinct word once, in memory that does not grow with the file: a bitset for a-z words.
import { describe, expect, test } from 'vitest';
import { collectedCount, compileQuery, createFilter, everyCollected } from '../../lib/filter/filter.ts';
import { Alphabet, encodeWords } from '../../lib/words/encoding.ts';

const collect = (blocks: string[], length = 5) => {
  const filter = createFilter(compileQuery([], length), { collect: 'words' });
  for (const block of blocks) filter.push(block);
  return filter.finish();
};

describe('collecting every word', () => {
  test.each([
    [
      ['zebra\napple\nzebra', '\napple\nmango\n'],
      ['apple', 'mango', 'zebra'],
    ],
    [['aaaaa\nzzzzz\n  ZZZZZ \nabc\ntoolong'], ['aaaaa', 'zzzzz']],
    [['crème\napple\ncrème'], ['apple', 'crème']],
    [['abc\n'], []],
  ])('%j -> %j', (blocks, expected) => {
    expect(collect(blocks).words).toEqual(expected);
  });

  test('a-z words come with their joined text and masks', () => {
    const result = collect(['bbb\naab\naaa\nbbb'], 3);
    expect(result.facts?.joined?.joined).toBe('aaaaabbbb');
    expect(Array.from(result.masks ?? [])).toEqual([1, 3, 2]);
  });

  test('other lengths keep every distinct word too', () => {
    expect(collect(['abcdef\nabcdef\nzyxwvu'], 6).words).toEqual(['abcdef', 'zyxwvu']);
  });
});

describe('each match once, where it first occurs, whatever reads the block', () => {
  // (A word on several lines, in several blocks and cases: the kernel's pass over the bytes, the
  // block expression over the text, and Unicode blocks all give it once, in the order of first lines.)
  const blocks = ['\nslate\ncrane\nSLATE', '\nCrane\nadieu\ncrane\nslate\n', '\ncrème\nadieu\ncrème'];
  test.each([
    ['nothing', false],
    ['words', false],
    ['words', true],
  ] as const)('collecting %s, bytes given: %s', (collect, bytes) => {
    const filter = createFilter(compileQuery([], 5), { collect });
    for (const block of blocks) {
      const ascii = !/[^\x00-\x7f]/.test(block);
      filter.push(block, ascii, bytes && ascii ? Buffer.from(block, 'latin1') : undefined);
    }
    expect(filter.finish().matches).toEqual(['slate', 'crane', 'adieu', 'crème']);
  });

  test('a million lines of one word keep one', () => {
    const filter = createFilter(compileQuery(['crane:ggggg']), { collect: 'nothing' });
    const block = '\ncrane'.repeat(100_000);
    for (let i = 0; i < 10; i++) filter.push(block, true);
    expect(filter.finish().matches).toEqual(['crane']);
  });
});

describe("an ASCII block's bytes give the words its text gives", () => {
  // (The readers pass an ASCII block's bytes along; the words are then found in them.)
  const viaText = (blocks: string[]) => {
    const filter = createFilter(compileQuery([], 5), { collect: 'words' });
    for (const block of blocks) filter.push(block, true);
    return filter.finish();
  };
  const viaBytes = (blocks: string[]) => {
    const filter = createFilter(compileQuery([], 5), { collect: 'words' });
    for (const block of blocks) filter.push(block, true, Buffer.from(block, 'latin1'));
    return filter.finish();
  };
  test.each([
    [['\nzebra\napple\nzebra', '\n  APPLE\r\nmango\n']],
    [['\ncrane\ncranes\ncr4ne\n\tslate \nabc\n\n']],
    [['\nabcde\nABCDE\nzzzzz']],
    [['\nQUIET\n Mould\r', '\nzebra']],
  ])('%j', (blocks) => {
    const text = viaText(blocks);
    const bytes = viaBytes(blocks);
    expect(bytes.facts?.joined?.joined).toBe(text.facts?.joined?.joined);
    expect(bytes.facts?.joined?.joined).toBeTruthy();
    expect(bytes.words).toEqual(text.words);
  });
});

describe('the collected words counted and tested without cutting them', () => {
  test.each([
    // a-z words: joined; others: strings.
    [['\nzebra\napple\nzebra'], 2, ['apple', 'zebra']],
    [['\ncrème\napple'], 2, ['apple', 'crème']],
    [['\nabc'], 0, []],
  ])('%j', (blocks, count, words) => {
    const result = collect(blocks);
    expect(collectedCount(result)).toBe(count);
    const seen: string[] = [];
    expect(everyCollected(result, (word) => seen.push(word) > 0)).toBe(true);
    expect(seen.sort()).toEqual(words);
    // Stops at the first word that fails.
    const tested: string[] = [];
    expect(everyCollected(result, (word) => tested.push(word) < 0)).toBe(count === 0);
    expect(tested.length).toBe(Math.min(count, 1));
  });
});

describe("the solver's encoding of collected a-z words, made when asked for", () => {
  test.each([
    [['\nzebra\napple\nmamma\nCRANE\nabcde\neerie'], 5],
    [['\nabc\naab\nzzz'], 3],
  ])('%j', (blocks, length) => {
    const result = collect(blocks, length);
    const encoded = result.facts?.joined?.encoded;
    const expected = encodeWords(result.words ?? [], length, new Alphabet());
    expect(Array.from(encoded?.letters ?? [0])).toEqual(Array.from(expected.letters));
    expect(Array.from(encoded?.distinct ?? [0])).toEqual(Array.from(expected.distinct));
    expect(encoded?.ascending).toBe(true);
    // (Made once.)
    expect(result.facts?.joined?.encoded).toBe(encoded);
  });
});
