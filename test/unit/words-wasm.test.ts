// The WebAssembly kernel behind a big file's distinct words (wasm/words.ts) against the JS it
// replaces: the words it collects are the expression's (eachWordEnd), the facts a filter makes
// with it are the JS bitset's, byte for byte, and its coverage pick is suggestCoverage's loop.
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { compileQuery, createFilter, everyCollected, type FilterResult } from '../../lib/filter/filter.ts';
import { eachWordEnd } from '../../lib/filter/matcher.ts';
import { WasmWordBits } from '../../lib/filter/words-wasm.ts';
import { suggestCoverage } from '../../lib/solve/coverage.ts';
import { plain } from '../../lib/speed.ts';
import { generatedBlock, random } from './generated-blocks.ts';

afterEach(() => plain(false));

const slotsOf = (length: number) => Math.ceil(26 ** length / 32);

/** The distinct words of the blocks by the expression's rule, lower case, A-Z. */
function expressionWords(blocks: readonly string[], length: number): string[] {
  const words = new Set<string>();
  for (const block of blocks) eachWordEnd(block, length, (end) => words.add(block.slice(end - length, end).toLowerCase()));
  return [...words].sort();
}

function kernelOf(length: number): WasmWordBits {
  const kernel = WasmWordBits.make(length, slotsOf(length));
  if (!kernel) throw new Error('no WebAssembly here');
  return kernel;
}

/** The kernel's words, read back three ways: written out, walked code by code, counted. */
function kernelWords(kernel: WasmWordBits, length: number) {
  const walked: string[] = [];
  for (let code = kernel.next(0); code >= 0; code = kernel.next(code + 1)) walked.push(kernel.wordOf(code));
  const { count, bytes, masks } = kernel.words();
  const written = Array.from({ length: count }, (_, k) => new TextDecoder().decode(bytes.subarray(k * length, (k + 1) * length)));
  return { walked, written, count: kernel.count(), masks: [...masks] };
}

const maskOf = (word: string) => [...word].reduce((mask, letter) => mask | (1 << (letter.charCodeAt(0) - 97)), 0);

describe('the kernel collects the words the expression finds', () => {
  test.each([1, 2, 3, 4, 5])('generated blocks, words of %d letters', (length) => {
    const next = random(100 + length);
    for (let round = 0; round < 60; round++) {
      const blocks = Array.from({ length: 1 + Math.floor(next() * 4) }, () => generatedBlock(next, 1 + Math.floor(next() * 40), length));
      const kernel = kernelOf(length);
      for (const block of blocks) kernel.scan(Buffer.from(block, 'latin1'));
      const expected = expressionWords(blocks, length);
      const { walked, written, count, masks } = kernelWords(kernel, length);
      expect(written, JSON.stringify(blocks)).toEqual(expected);
      expect(walked).toEqual(expected);
      expect(count).toBe(expected.length);
      expect(masks).toEqual(expected.map(maskOf));
    }
  });

  test.each([
    ['first and last line', '\ncrane\nslate', ['crane', 'slate']],
    ['spaces around, upper case, a word twice', '\n  CRANE\t\r\n\vSlAtE \ncrane', ['crane', 'slate']],
    ['near misses', '\ncr@ne\ncrane1\n1crane\ncr ne\ncranes\ncran', []],
    ['the first and the last word of all', '\naaaaa\nzzzzz\n', ['aaaaa', 'zzzzz']],
  ])('%s', (_name, block, expected) => {
    const kernel = kernelOf(5);
    kernel.scan(Buffer.from(block, 'latin1'));
    expect(kernelWords(kernel, 5).written).toEqual(expected);
  });

  test('a block bigger than the room for it grows the memory, and the bitset keeps what it had', () => {
    const kernel = kernelOf(5);
    kernel.scan(Buffer.from('\nzebra', 'latin1'));
    const big = `\n${Array.from({ length: 50_000 }, (_, k) => `ab${String.fromCharCode(97 + (k % 26))}de`).join('\n')}`;
    kernel.scan(Buffer.from(big, 'latin1'));
    expect(kernelWords(kernel, 5).written).toEqual([
      ...Array.from({ length: 26 }, (_, k) => `ab${String.fromCharCode(97 + k)}de`),
      'zebra',
    ]);
  });
});

/** A filter's result over the blocks (their bytes given, as the readers do), collecting every word. */
function collected(blocks: readonly string[], length: number, wasm: boolean, patterns: readonly string[] = []): FilterResult {
  plain(wasm ? false : ['kernels']);
  const filter = createFilter(compileQuery(patterns, length), { collect: 'words' });
  for (const block of blocks) filter.push(block, true, Buffer.from(block, 'latin1'));
  return filter.finish();
}

describe('a filter collects the same facts with the kernel as without it', () => {
  test.each([3, 4, 5])('generated blocks, words of %d letters', (length) => {
    const next = random(200 + length);
    for (let round = 0; round < 20; round++) {
      const blocks = Array.from({ length: 3 }, () => generatedBlock(next, 60, length));
      const [js, wasm] = [collected(blocks, length, false), collected(blocks, length, true)];
      expect(wasm.facts?.joined?.count).toBe(js.facts?.joined?.count);
      // (The kernel's facts are made when read: read the count and the walk first, then the rest.)
      expect(everyCollected(wasm, () => true)).toBe(true);
      expect(wasm.facts?.joined?.joined).toBe(js.facts?.joined?.joined);
      expect(Array.from(wasm.facts?.joined?.masks ?? [])).toEqual(Array.from(js.facts?.joined?.masks ?? []));
      expect(wasm.words).toEqual(js.words);
      expect(wasm.facts?.joined?.encoded).toEqual(js.facts?.joined?.encoded);
      expect(wasm.matches).toEqual(js.matches);
    }
  });

  test('everyCollected stops at the first word that fails, as the JS does', () => {
    const blocks = ['\ncrane\nslate\nzebra\nadieu'];
    for (const wasm of [false, true]) {
      const seen: string[] = [];
      const result = collected(blocks, 5, wasm);
      expect(everyCollected(result, (word) => seen.push(word) < 2)).toBe(false);
      expect(seen).toEqual(['adieu', 'crane']);
    }
  });
});

describe("the kernel's coverage pick is suggestCoverage's", () => {
  test.each([1, 2, 3, 4, 5])('random lists, candidates and tried letters, words of %d letters', (length) => {
    const next = random(7 + length);
    for (let round = 0; round < (length === 5 ? 150 : 60); round++) {
      const blocks = [generatedBlock(next, 300, length)];
      const [js, wasm] = [collected(blocks, length, false), collected(blocks, length, true)];
      const words = js.words ?? [];
      if (words.length < 3) continue;
      // Candidates from the list, sometimes a word off it; letters tried at random.
      const candidates = words.filter(() => next() < 0.05 + next() * 0.3);
      if (next() < 0.2) candidates.push('q'.repeat(length));
      const tried = new Set([...'abcdefghijklmnopqrstuvwxyz'].filter(() => next() < 0.3));
      const viaJs = suggestCoverage({ candidates, guesses: { words }, tried });
      const viaKernel = suggestCoverage({ candidates, guesses: wasm.facts?.joined ?? { words: [] }, tried });
      expect(viaKernel, JSON.stringify({ candidates, tried: [...tried] })).toEqual(viaJs);
    }
  });

  test('ties: the highest score, then a candidate, then the first word A-Z', () => {
    // (Every word here scores the same with these candidates: the letters all have or none has count nothing.)
    const blocks = ['\nbbbbb\naaaaa\nccccc\nddddd'];
    const wasm = collected(blocks, 5, true);
    const guesses = wasm.facts?.joined ?? { words: [] };
    expect(suggestCoverage({ candidates: ['ccccc', 'ddddd', 'bbbbb'], guesses, tried: new Set() })?.word).toBe('bbbbb');
    expect(suggestCoverage({ candidates: ['ccccc', 'ddddd', 'zzzzz'], guesses, tried: new Set() })?.word).toBe('ccccc');
  });

  test('z, the last byte of a letter mask, counts', () => {
    // (z, c and d each in one candidate, at the second place: cdzxx has all three, cdwxx two.)
    const blocks = ['\nazbbb\nacbbb\nadbbb\ncdzxx\ncdwxx'];
    const candidates = ['azbbb', 'acbbb', 'adbbb'];
    const expected = { word: 'cdzxx', score: 4, isMatch: false };
    expect(suggestCoverage({ candidates, guesses: collected(blocks, 5, true).facts?.joined ?? { words: [] }, tried: new Set() })).toEqual(
      expected,
    );
    expect(suggestCoverage({ candidates, guesses: { words: collected(blocks, 5, false).words ?? [] }, tried: new Set() })).toEqual(
      expected,
    );
  });

  test('ties between words off the candidates: the first A-Z', () => {
    // (Candidates score 2: b, c or d, and it first. bcdyy, cbdyy, dbcyy score 4: the three letters, one first.)
    const guesses = collected(['\ndbcyy\nbxxxx\ncbdyy\ncxxxx\nbcdyy\ndxxxx'], 5, true).facts?.joined ?? { words: [] };
    const pick = suggestCoverage({ candidates: ['bxxxx', 'cxxxx', 'dxxxx'], guesses, tried: new Set() });
    expect(pick).toEqual({ word: 'bcdyy', score: 4, isMatch: false });
  });
});

// Random histories over a small alphabet (repeated letters often; é, outside a-z, in clues
// only: the kernel takes ASCII blocks), against the definition: a word passes a clue iff
// guessing the clue's word gives its tiles. Lines in any case, with spaces and junk around.
const LETTERS = ['a', 'b', 'c', 'd', 'é'];
const ASCII = ['a', 'b', 'c', 'd', 'e'];
const word = (length: number, letters: readonly string[]) =>
  fc.array(fc.constantFrom(...letters), { minLength: length, maxLength: length }).map((w) => w.join(''));
const noise = fc.constantFrom('', ' ', '\t', '\r', 'x', '1', '-');
/** A guess and its tiles in the notation: grey lower case, yellow upper case, green upper case and =. */
const patternOf = (guess: string, answer: string) =>
  feedback([...guess], [...answer])
    .map((tile, i) => (tile === 0 ? guess[i] : `${guess[i]?.toUpperCase()}${tile === 2 ? '=' : ''}`))
    .join('');
const fitsAll = (candidate: string, guesses: readonly string[], answer: string) =>
  guesses.every((guess) => feedback([...guess], [...candidate]).join('') === feedback([...guess], [...answer]).join(''));

describe('the kernel finds the matches the definition gives', () => {
  test('real histories, words of 3-5 letters', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              word(n, LETTERS),
              fc.array(word(n, LETTERS), { minLength: 1, maxLength: 3 }),
              fc.array(fc.tuple(noise, word(n, ASCII), fc.boolean(), noise), { maxLength: 40 }),
            ),
          ),
        ([n, answer, guesses, lines]) => {
          const text = `\n${lines.map(([before, w, upper, after]) => before + (upper ? w.toUpperCase() : w) + after).join('\n')}`;
          // (Each word once, where it first occurs.)
          const expected = [
            ...new Set(
              lines
                .filter(([before, , , after]) => /^[ \t\r]*$/.test(before + after))
                .map(([, w]) => w)
                .filter((w) => fitsAll(w, guesses, answer)),
            ),
          ];
          const patterns = guesses.map((guess) => patternOf(guess, answer));
          expect(collected([text], n, true, patterns).matches, JSON.stringify({ patterns, text })).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test.each([
    // (abcde and ABCDE: one word, once.)
    [['xyzwv'], ['abcde', 'edcba', 'eerie']],
    [['A=xyzw'], ['abcde']],
    // One e, not first; two e's, neither first nor second; é green.
    [['Eeexy'], ['abcde']],
    [['EEeee'], []],
    [['xyzwÉ='], []],
  ])('hand-made histories: %j', (patterns, expected) => {
    expect(collected(['\nabcde\nABCDE\nedcba\n eerie\r'], 5, true, patterns).matches).toEqual(expected);
    expect(collected(['\nabcde\nABCDE\nedcba\n eerie\r'], 5, false, patterns).matches).toEqual(expected);
  });
});
