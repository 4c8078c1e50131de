import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cutAscii } from '../../lib/filter/collect.ts';
import { compileQuery, createFilter } from '../../lib/filter/filter.ts';
import { indexWordList } from '../../lib/filter/word-index.ts';
import { Alphabet, encodeWords, letterSets } from '../../lib/words/encoding.ts';
import { bundledFacts } from '../../node/list-index.ts';
import { fileBlocks, LONGEST_LINE, listText, MAX_LINE_BYTES } from '../../node/read-words.ts';

const dir = mkdtempSync(join(tmpdir(), 'wordle-read-'));

/** Reads a file with tiny chunks, so lines, letters and the BOM straddle chunk ends. */
function matchesWithChunks(content: string, chunkSize: number, patterns: string[], length?: number): string[] {
  const path = join(dir, `list-${chunkSize}.txt`);
  writeFileSync(path, content);
  const filter = createFilter(compileQuery(patterns, length), { collect: 'nothing' });
  for (const block of fileBlocks(path, chunkSize)) filter.push(block.text, block.ascii);
  return [...filter.finish().matches];
}

describe('fileBlocks', () => {
  const content = '\uFEFFcafé\r\nnoël\nTHÉS\n  rêve  \nabc\nbête';
  test.each([1, 2, 3, 4, 5, 7, 64])('chunks of %d bytes give the same words', (size) => {
    expect(matchesWithChunks(content, size, [], 4)).toEqual(['café', 'noël', 'thés', 'rêve', 'bête']);
  });

  test('an empty file has no words', () => {
    expect(matchesWithChunks('', 3, [], 4)).toEqual([]);
  });

  test('a BOM alone, and lines without a final newline', () => {
    expect(matchesWithChunks('\uFEFF', 2, [], 4)).toEqual([]);
    expect(matchesWithChunks('abbey', 2, ['BoB=bY='])).toEqual(['abbey']);
  });
});

describe('an ASCII block comes with the bytes of its text', () => {
  test.each([
    ['ascii', 'crane\r\n SLATE\nabc\n', true],
    ['not ascii', 'café\nnoël\n', false],
  ])('%s', (_name, content, ascii) => {
    const path = join(dir, `bytes-${ascii}.txt`);
    writeFileSync(path, content);
    // (Each block's bytes read as it comes: the reader reuses their memory for the next block.)
    let blocks = 0;
    let withBytes = 0;
    for (const block of fileBlocks(path, 4)) {
      blocks++;
      if (block.bytes) withBytes++;
      if (block.ascii) expect(Buffer.from(block.bytes ?? []).toString('latin1')).toBe(block.text);
      else expect(block.bytes).toBeUndefined();
    }
    expect(blocks).toBeGreaterThan(1);
    expect(withBytes > 0).toBe(ascii);
  });
});

test("a block's text read after the next block was made is an error, not the next block's text", () => {
  const path = join(dir, 'late.txt');
  writeFileSync(path, 'crane\nslate\nadieu\nmould\n');
  const blocks = [...fileBlocks(path, 6)];
  expect(blocks.length).toBeGreaterThan(2);
  expect(() => blocks[0]?.text).toThrow(/after the next block/);
});

describe('a small file is read whole', () => {
  const read = (content: string) => {
    const path = join(dir, 'whole.txt');
    writeFileSync(path, content);
    const stats = { bytes: 0 };
    return { blocks: [...fileBlocks(path, undefined, stats)], bytes: stats.bytes };
  };

  test('as one block starting with a newline, BOM dropped, with the words chunks give', () => {
    const content = '\uFEFFcafé\r\nnoël\nTHÉS\n  rêve  \nabc\nbête';
    const { blocks, bytes } = read(content);
    expect(blocks).toEqual([{ text: '\ncafé\r\nnoël\nTHÉS\n  rêve  \nabc\nbête', ascii: false }]);
    expect(bytes).toBeGreaterThan(0);
    const filter = createFilter(compileQuery([], 4), { collect: 'nothing' });
    for (const block of blocks) filter.push(block.text, block.ascii);
    expect(filter.finish().matches).toEqual(matchesWithChunks(content, 3, [], 4));
  });

  test('pure ASCII is flagged so; an empty file gives no block and no bytes read, a BOM alone no block', () => {
    expect(read('crane\nslate\n').blocks).toEqual([{ text: '\ncrane\nslate\n', ascii: true }]);
    expect(read('\uFEFFcrane').blocks).toEqual([{ text: '\ncrane', ascii: true }]);
    expect(read('')).toEqual({ blocks: [], bytes: 0 });
    expect(read('\uFEFF')).toEqual({ blocks: [], bytes: 3 });
  });
});

describe('a line too long to be a word is skipped as it streams by', () => {
  const long = 'a'.repeat(MAX_LINE_BYTES * 5);
  test.each([1, 7, 64, 1000, 1 << 20])('chunks of %d bytes', (size) => {
    const content = `abbey\n${long}\nhobby\n${long}b\n${long}`;
    expect(matchesWithChunks(content, size, [], 5)).toEqual(['abbey', 'hobby']);
  });

  test('no block holds it whole (flat memory), wherever it starts', () => {
    const path = join(dir, 'long.txt');
    writeFileSync(path, `abbey\n${long}\nhobby\n${long}`);
    for (const block of fileBlocks(path, 512)) expect(block.text.length).toBeLessThan(MAX_LINE_BYTES + 512 + 2);
  });

  test('a line of the longest word still counts, and one byte over the limit does not break the next', () => {
    const word = 'é'.repeat(64);
    expect(matchesWithChunks(`${word}\n${' '.repeat(MAX_LINE_BYTES)}x\nabbey\n`, 100, [], 64)).toEqual([word]);
    expect(matchesWithChunks(`${' '.repeat(MAX_LINE_BYTES)}x\nabbey\n`, 100, [], 5)).toEqual(['abbey']);
  });
});

describe('a line longer than any text has is refused, not skipped for ever', () => {
  test('/dev/zero, one endless line', () => {
    expect(() => [...fileBlocks('/dev/zero')]).toThrow(
      /^cannot read words from \/dev\/zero: a line longer than 256 MiB \(no list of words has one\)$/,
    );
  });

  test('the bound is far above a word and below a device', () => {
    expect(LONGEST_LINE).toBeGreaterThan(100_000_000);
    expect(LONGEST_LINE).toBeLessThanOrEqual(1 << 30);
  });
});

describe('a list read whole: as it is while small, then each line once, and none longer than a word can be', () => {
  const path = join(dir, 'list.txt');
  const long = 'x'.repeat(4 * 64 + 1);
  test('small: its text', async () => {
    writeFileSync(path, `crane\nslate\ncrane\n${long}\n`);
    expect((await listText(fileBlocks(path))).split('\n').filter(Boolean)).toEqual(['crane', 'slate', 'crane', long]);
  });

  test('past a mebibyte: its lines once each, in the order of first lines', async () => {
    writeFileSync(path, `crane\nslate\n${long}\n${'crane\nSlate\nslate\n'.repeat(100_000)}adieu\n`);
    expect((await listText(fileBlocks(path))).split('\n').filter(Boolean)).toEqual(['crane', 'slate', 'Slate', 'adieu']);
  });
});

describe("the bundled list's built index (dist/, made by scripts/make-index.ts)", () => {
  const root = new URL('../../', import.meta.url).pathname;
  const text = readFileSync(`${root}wordle.txt`, 'utf8');
  const made = indexWordList(text, [5])['5'];

  test('reads back as the facts computed from the list: words, masks, and the prefix tree in 16 bits', () => {
    const facts = bundledFacts(`${root}wordle.txt`, `${root}dist/wordle.index.json`, 5);
    expect(facts?.joined?.joined).toBe(made?.words);
    expect(Array.from(facts?.masks ?? [])).toEqual(Array.from(made?.masks ?? [0]));
    expect(facts?.joined?.tree).toBeInstanceOf(Uint16Array);
    expect(Array.from(facts?.joined?.tree ?? [])).toEqual(Array.from(made?.tree ?? [0]));
  });

  test("reads back the solver's encoding of the words, and cuts the words from the list's lines", () => {
    const facts = bundledFacts(`${root}wordle.txt`, `${root}dist/wordle.index.json`, 5);
    const encoded = encodeWords(facts?.words ?? [], 5, new Alphabet());
    expect(facts?.joined?.encoded?.letters).toBeInstanceOf(Uint16Array);
    expect(Array.from(facts?.joined?.encoded?.letters ?? [])).toEqual(Array.from(encoded.letters));
    expect(Array.from(facts?.joined?.encoded?.distinct ?? [])).toEqual(Array.from(encoded.distinct));
    expect(facts?.joined?.encoded?.ascending).toBe(true);
    expect(Array.from(facts?.joined?.encoded?.letterSets ?? [])).toEqual(Array.from(letterSets(encoded, 26)));
    expect(facts?.words).toEqual(cutAscii(made?.words ?? '', 5));
  });
});

describe("bundledFacts trusts the index by the list's content, not its time", () => {
  const root = new URL('../../', import.meta.url).pathname;
  const text = readFileSync(`${root}wordle.txt`, 'utf8');
  const made = indexWordList(text, [5])['5'];

  const trees: string[] = [];
  afterAll(() => {
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  });

  /** The list and its index copied as `cp -r` or an unpacked npm package leave them: other times than the build's. */
  function copiedTree(): { list: string; index: string } {
    const tree = mkdtempSync(join(tmpdir(), 'wordle-tree-'));
    trees.push(tree);
    mkdirSync(join(tree, 'dist'));
    for (const name of readdirSync(`${root}dist`).filter((name) => name.startsWith('wordle.index.')))
      copyFileSync(`${root}dist/${name}`, join(tree, 'dist', name));
    const list = join(tree, 'wordle.txt');
    copyFileSync(`${root}wordle.txt`, list);
    // (npm pack stamps every file 1985-10-26.)
    utimesSync(list, new Date('1985-10-26T08:15:00Z'), new Date('1985-10-26T08:15:00Z'));
    return { list, index: join(tree, 'dist', 'wordle.index.json') };
  }

  test('a list copied without its times is described by the index', () => {
    const { list, index } = copiedTree();
    expect(statSync(list).mtimeMs).not.toBe(statSync(`${root}wordle.txt`).mtimeMs);
    const facts = bundledFacts(list, index, 5);
    expect(facts?.joined?.joined).toBe(made?.words);
    expect(facts?.joined?.tree).toBeInstanceOf(Uint16Array);
    expect(facts?.words).toEqual(cutAscii(made?.words ?? '', 5));
  });

  const lines = text.split('\n');
  test.each([
    ['one letter changed (same size)', text.replace('\nstare\n', '\nstara\n')],
    ['two words swapped (same size)', [lines[1], lines[0], ...lines.slice(2)].join('\n')],
    ['a word added', `${text}zzzzz\n`],
    ['a word removed', lines.slice(1).join('\n')],
  ])('a list with %s is not, even with the time the index was made at', (_, changed) => {
    expect(changed).not.toBe(text);
    const { list, index } = copiedTree();
    writeFileSync(list, changed);
    // (To the nanosecond, as cp -p or tar would keep it: Node's utimes rounds.)
    expect(spawnSync('touch', ['-r', `${root}wordle.txt`, list]).status).toBe(0);
    expect(statSync(list).mtimeMs).toBe(statSync(`${root}wordle.txt`).mtimeMs);
    expect(bundledFacts(list, index, 5)).toBeUndefined();
  });

  test('an index without its copy of the list (one from a build that stopped half-way) is not used', () => {
    const { list, index } = copiedTree();
    rmSync(index.replace(/\.json$/, '.list'));
    expect(bundledFacts(list, index, 5)).toBeUndefined();
  });
});
