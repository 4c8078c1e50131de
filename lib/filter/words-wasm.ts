// The WebAssembly kernel (wasm/words.ts, built into words-wasm.gen.ts) behind DistinctWords'
// work on a big file (lib/filter/collect.ts): the byte scan that sets each a-z word's bit and
// finds the matches, the bitset's words written out A-Z with their letter masks or walked, and
// the coverage rule's pick on the bitset. Same words, same order, same pick as the JS, which
// stays the reference (test/unit/words-wasm.test.ts) and runs where WebAssembly is not.

import { instantiate } from '../wasm.ts';
import { WORDS_WASM } from './words-wasm.gen.ts';

/** The kernel's exports (see wasm/words.ts): offsets are bytes into its memory. */
interface WordsExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  count(slots: number): number;
  words(slots: number, length: number, joined: number, masks: number): void;
  next(slots: number, from: number): number;
  scanMatch(bytes: number, n: number, length: number, plan: number, out: number): number;
  coverage(slots: number, length: number, weights: number, tables: number, out: number): number;
}

const PAGE = 65536;
const align = (bytes: number) => (bytes + 7) & ~7;

/** The words a bitset holds, A-Z: their letters joined (a-z bytes), their letter masks. */
export interface BitsetWords {
  readonly count: number;
  readonly bytes: Uint8Array;
  readonly masks: Int32Array;
}

/**
 * A bitset of every a-z word of `length` letters (at most five: 26^5 bits, 1.5 MB) in an
 * instance of the kernel of its own: a filter collects into one while it reads, and several
 * may (each board of --boards reads the same stream).
 */
export class WasmWordBits {
  private view: Int32Array | undefined;
  /** Where the weights and the answer of coverage() go, after the bitset. */
  private readonly scratch: number;
  /** Where coverage() makes its tables. */
  private readonly tables: number;
  /** Where the bytes to scan go, and the words written out. */
  private readonly data: number;

  private constructor(
    private readonly x: WordsExports,
    private readonly length: number,
    private readonly slots: number,
  ) {
    this.scratch = slots * 4;
    // (26 letter weights and 26 a position, two i32 out: within 1 KiB up to five letters; then
    // coverage()'s tables: 26^3 + 676 pairs of i32 and 1,024 i32, 146 KiB, pages touched only by it.)
    this.tables = this.scratch + 1024;
    this.data = this.tables + (26 ** 3 + 676) * 8 + 1024 * 4;
    this.reach(this.data);
  }

  /** The bitset of words of `length` letters, or undefined where the kernel does not run. */
  static make(length: number, slots: number): WasmWordBits | undefined {
    const exports = instantiate<WordsExports>(WORDS_WASM);
    return exports && new WasmWordBits(exports, length, slots);
  }

  /** The bitset as i32, for the words added one by one in JS (made again after the memory grows). */
  get bits(): Int32Array {
    const buffer = this.x.memory.buffer;
    if (this.view?.buffer !== buffer) this.view = new Int32Array(buffer, 0, this.slots);
    return this.view;
  }

  /** Sets the bit of each word line of an ASCII block's bytes, which start with '\n' (eachWordEndInBytes's rule). */
  scan(bytes: Uint8Array): void {
    // (A plan that no word fits: each position allows no letter, no count check.)
    this.noMatch ??= new Int32Array(this.length + 1);
    this.scanMatch(bytes, this.noMatch);
  }
  private noMatch: Int32Array | undefined;

  /**
   * scan(), and the codes of the word lines that fit a plan (matcher.ts asciiPlan), in the
   * order of the lines: the block expression's matches (wasm/words.ts scanMatch).
   */
  scanMatch(bytes: Uint8Array, plan: Int32Array): Int32Array {
    // (A match a line, a line at least two bytes: room for n / 2 codes.)
    const planAt = this.data + align(bytes.length);
    const out = planAt + align(plan.length * 4);
    const buffer = this.reach(out + align(bytes.length) * 2);
    new Uint8Array(buffer, this.data, bytes.length).set(bytes);
    new Int32Array(buffer, planAt, plan.length).set(plan);
    const found = this.x.scanMatch(this.data, bytes.length, this.length, planAt, out);
    return new Int32Array(buffer, out, found);
  }

  /** How many words the bitset holds. */
  count(): number {
    return this.x.count(this.slots);
  }

  /** The first word at or after code `from` (a word's base-26 value): its code, or -1 past the last. */
  next(from: number): number {
    return this.x.next(this.slots, from);
  }

  /** The word of a code. */
  wordOf(code: number): string {
    let word = '';
    for (let i = 0, rest = code; i < this.length; i++, rest = Math.floor(rest / 26)) word = String.fromCharCode(97 + (rest % 26)) + word;
    return word;
  }

  /**
   * The coverage rule's best word, with its score: the highest score, the first word A-Z with it
   * (see CoverageScorer: letter weights a-z, a letter counting once, and position weights at
   * i * 26 + letter). undefined when the bitset is empty.
   */
  topCoverage(letterWeights: Int32Array, positionWeights: Int32Array): { word: string; score: number } | undefined {
    const ints = new Int32Array(this.x.memory.buffer, this.scratch, 26 + positionWeights.length + 2);
    ints.set(letterWeights.subarray(0, 26));
    ints.set(positionWeights, 26);
    const out = this.scratch + (26 + positionWeights.length) * 4;
    if (this.x.coverage(this.slots, this.length, this.scratch, this.tables, out) === 0) return undefined;
    const [score, code] = new Int32Array(this.x.memory.buffer, out, 2);
    return { word: this.wordOf(code as number), score: score as number };
  }

  /**
   * The bitset's words, in the kernel's memory: scan() may not be called after it, the only call
   * that would overwrite them or grow the memory (copied out, 400,000 words would take 3.6 MB
   * of fresh pages more, about 900 page faults).
   */
  words(): BitsetWords {
    const count = this.x.count(this.slots);
    const joined = this.data;
    const masks = joined + ((count * this.length + 3) & ~3);
    const buffer = this.reach(masks + count * 4);
    this.x.words(this.slots, this.length, joined, masks);
    return { count, bytes: new Uint8Array(buffer, joined, count * this.length), masks: new Int32Array(buffer, masks, count) };
  }

  /** Grows the memory to hold `end` bytes; its buffer. */
  private reach(end: number): ArrayBuffer {
    const pages = Math.ceil(end / PAGE) - this.x.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.x.memory.grow(pages);
    return this.x.memory.buffer;
  }
}
