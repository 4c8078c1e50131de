// The distinct words of a list, collected as the filter reads it (every word of the query's
// length, each once, when the suggestion needs the allowed guesses), and what is known of them:
// the words joined, their letter masks, the solver's encoding (ListFacts). A big file's a-z
// words go in a bitset (in the WebAssembly kernel of words-wasm.ts where it runs), not a Set.

import type { EncodedWords } from '../words/encoding.ts';
import { eachWordEnd, eachWordEndInBytes } from './matcher.ts';
import { type BitsetWords, WasmWordBits } from './words-wasm.ts';

/** A list's a-z words of one length, joined (no string per word). */
export interface JoinedWords {
  readonly joined: string;
  readonly count: number;
  readonly length: number;
  readonly masks: ArrayLike<number>;
  readonly tree?: ArrayLike<number> | undefined;
  /** The words as the solver encodes them, when known ahead (made with the filter's own pass, or stored by an index). */
  readonly encoded?: EncodedWords | undefined;
  /**
   * The coverage rule's best word and its score, found without the joined words (a big file's,
   * in the WebAssembly kernel that collected them): see topCoverage in words-wasm.ts.
   */
  readonly topCoverage?:
    | ((letterWeights: Int32Array, positionWeights: Int32Array) => { word: string; score: number } | undefined)
    | undefined;
  /** Whether every word passes `test`, A-Z, without the joined words (see everyCollected). */
  readonly every?: ((test: (word: string) => boolean) => boolean) | undefined;
}

/** What can be known ahead about one word list and one length (see lib/filter/word-index.ts). */
export interface ListFacts {
  readonly words: readonly string[];
  readonly masks: ArrayLike<number>;
  /** The words joined, when all are a-z (the coverage suggestion scores them in place). */
  readonly joined: JoinedWords | undefined;
  /** The words, in their order, are what a query without clues matches in the list (each once, in the order of its first line). */
  readonly everyLine?: boolean;
  /** The list's whole text, when the facts were made from it and it is at hand (an index checks it): filtered instead of reading the list again. */
  readonly text?: string | undefined;
}

const A = 97;
/** Words of up to this many letters are collected in a bitset of all a-z words (26^5 bits = 1.5 MB). */
const MOST_INDEXED_LETTERS = 5;

/** How many bits of a 32-bit integer are set. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The distinct words of a list, in memory that does not grow with the list: a-z words of up
 * to five letters as bits of a bitset indexed by their base-26 value (a million-line file of
 * mostly distinct words would otherwise hold them all as strings in a Set); other words in a Set.
 */
export class DistinctWords {
  /** The bitset in the WebAssembly kernel's memory (see words-wasm.ts), where it runs. */
  private readonly kernel: WasmWordBits | undefined;
  /** The bitset in JS, where the kernel does not run. */
  private readonly ownBits: Int32Array | undefined;
  private readonly others = new Set<string>();

  constructor(private readonly length: number) {
    const slots = Math.ceil(26 ** length / 32);
    this.kernel = length <= MOST_INDEXED_LETTERS ? WasmWordBits.make(length, slots) : undefined;
    this.ownBits = length <= MOST_INDEXED_LETTERS && !this.kernel ? new Int32Array(slots) : undefined;
  }

  /** The bitset, wherever it is (undefined: over five letters, words go in a Set). */
  private get bits(): Int32Array | undefined {
    return this.kernel ? this.kernel.bits : this.ownBits;
  }

  add(word: string): void {
    const bits = this.bits;
    if (bits && word.length === this.length) {
      let code = 0;
      for (let i = 0; i < word.length; i++) {
        const letter = word.charCodeAt(i) - A;
        if (letter < 0 || letter > 25) {
          code = -1;
          break;
        }
        code = code * 26 + letter;
      }
      if (code >= 0) {
        bits[code >>> 5] = (bits[code >>> 5] as number) | (1 << (code & 31));
        return;
      }
    }
    addDistinct(this.others, word);
  }

  /** The bytes addEnds is scanning, for addByteEnd. */
  private scanned: Uint8Array = new Uint8Array(0);
  /**
   * Adds the word that ends at `end` of the bytes being scanned. One function for every block:
   * a new closure per block made the optimised scan bail out (wrong call target) and run
   * about twice as long.
   */
  private readonly addByteEnd = (end: number): void => {
    const bits = this.ownBits as Int32Array;
    const bytes = this.scanned;
    let code = 0;
    // | 0x20: A-Z to a-z (the scan took letters only).
    for (let i = end - this.length; i < end; i++) code = code * 26 + (((bytes[i] as number) | 0x20) - A);
    bits[code >>> 5] = (bits[code >>> 5] as number) | (1 << (code & 31));
  };

  /**
   * addEnds and the block's words that fit the plan (asciiPlan's form) to `take`, in one pass of
   * the kernel over the bytes; false, having done nothing, where the kernel does not run.
   */
  addEndsMatching(bytes: Uint8Array, plan: Int32Array, take: (word: string) => void): boolean {
    const kernel = this.kernel;
    if (!kernel) return false;
    for (const code of kernel.scanMatch(bytes, plan)) take(kernel.wordOf(code));
    return true;
  }

  /** Whether addEnds can take the words of an ASCII block. */
  get indexed(): boolean {
    return this.bits !== undefined;
  }

  /**
   * Adds the a-z words of a pure-ASCII block that starts with '\n' (see eachWordEnd), without a
   * string per word: found in its bytes when given (the block's latin1 text), else in the text.
   */
  addEnds(block: string, bytes?: Uint8Array): void {
    const length = this.length;
    if (bytes && this.kernel) {
      this.kernel.scan(bytes);
      return;
    }
    const bits = this.bits as Int32Array;
    if (bytes) {
      this.scanned = bytes;
      eachWordEndInBytes(bytes, length, this.addByteEnd);
      return;
    }
    eachWordEnd(block, length, (end) => {
      let code = 0;
      // | 0x20: A-Z to a-z (the expression took letters only).
      for (let i = end - length; i < end; i++) code = code * 26 + ((block.charCodeAt(i) | 0x20) - A);
      bits[code >>> 5] = (bits[code >>> 5] as number) | (1 << (code & 31));
    });
  }

  /** The bitset's words joined, A-Z, with their count and letter masks (no string per word). */
  private joinedAZ(): { joined: string; count: number; masks: Int32Array; encoded: () => EncodedWords } {
    const { count, bytes, masks } = this.kernel ? this.kernel.words() : this.wordsAZ();
    const length = this.length;
    // The solver's encoding, made when a ranked strategy asks for it (the default output's
    // suggestion does not): on 400,000 distinct words it was a tenth of the run.
    const encoded = (): EncodedWords => {
      const letters = new Uint16Array(count * length);
      for (let i = 0; i < letters.length; i++) letters[i] = (bytes[i] as number) - A;
      const distinct = new Int32Array(count);
      for (let v = 0; v < count; v++) {
        const mask = masks[v] as number;
        // (No letter twice: as many letters in the mask as in the word.)
        distinct[v] = bitCount(mask) === length ? mask : 0;
      }
      return { letters, distinct, ascending: true };
    };
    // a-z bytes read the same in any encoding, and V8 decodes UTF-8 the fastest (2 MB: 7 ms, 17 as latin1).
    // (A bitset's words come A-Z, each once.)
    return { joined: new TextDecoder().decode(bytes), count, masks, encoded };
  }

  /** The JS bitset's words (BitsetWords: the kernel's words() is the same, faster). */
  private wordsAZ(): BitsetWords {
    const bits = this.ownBits;
    const length = this.length;
    let count = 0;
    if (bits) for (const value of bits) count += bitCount(value);
    const bytes = new Uint8Array(count * length);
    const masks = new Int32Array(count);
    let w = 0;
    for (let k = 0; bits && k < bits.length; k++) {
      for (let rest = bits[k] as number; rest !== 0; rest &= rest - 1) {
        let code = k * 32 + 31 - Math.clz32(rest & -rest);
        let mask = 0;
        const at = w * length;
        // (Integer division, | 0: a third faster here than % 26 and an exact / 26.)
        for (let i = length - 1; i >= 0; i--) {
          const rest26 = (code / 26) | 0;
          const letter = code - rest26 * 26;
          bytes[at + i] = A + letter;
          mask |= 1 << letter;
          code = rest26;
        }
        masks[w++] = mask;
      }
    }
    return { count, bytes, masks };
  }

  /**
   * The kernel's words as facts, made only when read: the default output's suggestion reads none
   * (topCoverage and every work on the bitset), so a big file's 400,000 words are never written
   * out, nor joined into a string (6 MB of fresh pages).
   */
  private kernelFacts(kernel: WasmWordBits, count: number): ListFacts {
    const length = this.length;
    let made: ReturnType<DistinctWords['joinedAZ']> | undefined;
    const make = () => {
      made ??= this.joinedAZ();
      return made;
    };
    let words: string[] | undefined;
    let encoded: EncodedWords | undefined;
    return {
      joined: {
        get joined() {
          return make().joined;
        },
        count,
        length,
        get masks() {
          return make().masks;
        },
        get encoded() {
          encoded ??= make().encoded();
          return encoded;
        },
        topCoverage: (letterWeights, positionWeights) => kernel.topCoverage(letterWeights, positionWeights),
        every(test) {
          for (let code = kernel.next(0); code >= 0; code = kernel.next(code + 1)) if (!test(kernel.wordOf(code))) return false;
          return true;
        },
      },
      get masks() {
        return make().masks;
      },
      get words() {
        words ??= cutAscii(make().joined, length);
        return words;
      },
    };
  }

  /** The words as strings, or as facts (joined, masks) when all are a-z. */
  finish(): { words: string[] } | { facts: ListFacts } {
    const kernel = this.kernel;
    if (kernel && this.others.size === 0) {
      const count = kernel.count();
      if (count > 0) return { facts: this.kernelFacts(kernel, count) };
    }
    const { joined, count, masks, encoded: encode } = this.joinedAZ();
    const length = this.length;
    const cut = () => cutAscii(joined, length);
    if (this.others.size > 0 || count === 0) return { words: [...cut(), ...this.others] };
    let words: string[] | undefined;
    let encoded: EncodedWords | undefined;
    return {
      facts: {
        // No prefix tree: building it costs what it saves on one turn's search.
        joined: {
          joined,
          count,
          length,
          masks,
          get encoded() {
            encoded ??= encode();
            return encoded;
          },
        },
        masks,
        // Cut into words only when a strategy needs them one by one.
        get words() {
          words ??= cut();
          return words;
        },
      },
    };
  }
}

/**
 * Adds a word to a set of distinct words: the word as kept when it is new, else undefined. One
 * look-up (the size tells whether add added). A new word of 13 characters or more is kept as a
 * copy of its own: V8 makes such a substring a view of the string it was cut from, and a word
 * kept as cut would keep its whole 64 KiB block alive (3,000 distinct 20-letter words, a block
 * each: 265 MB). Shorter substrings are copies already.
 */
export function addDistinct(set: Set<string>, word: string): string | undefined {
  const size = set.size;
  if (set.add(word).size === size) return undefined;
  if (word.length < 13) return word;
  const kept = word.split('').join('');
  set.delete(word);
  set.add(kept);
  return kept;
}

/**
 * The words of a joined string of a-z words of one length, in order. A plain loop into an
 * array of known size: in code that runs once per run it beats Array.from with a callback and
 * String.match (measured on the 14,855 words: about 1.4 ms against 2.1-2.6 ms).
 */
export function cutAscii(joined: string, length: number): string[] {
  if (length === 0) return [];
  const words = new Array<string>(Math.floor(joined.length / length));
  for (let i = 0; i < words.length; i++) words[i] = joined.slice(i * length, (i + 1) * length);
  return words;
}

/**
 * Each word's place in a joined list of words of one length (words[k] is word places[k] of
 * the list), or undefined when some word is not in it. Words in the list's order are found in
 * one forward scan by the native string search; a hit across two words is passed over.
 */
export function placesIn(joined: string, length: number, words: readonly string[]): Int32Array | undefined {
  const places = new Int32Array(words.length);
  let from = 0;
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as string;
    if (word.length !== length) return undefined;
    let at = alignedIndexOf(joined, word, from, length);
    if (at < 0 && from > 0) at = alignedIndexOf(joined, word, 0, length); // out of the list's order
    if (at < 0) return undefined;
    places[k] = at / length;
    from = at + length;
  }
  return places;
}

function alignedIndexOf(joined: string, word: string, from: number, length: number): number {
  let at = joined.indexOf(word, from);
  while (at >= 0 && at % length !== 0) at = joined.indexOf(word, at + 1);
  return at;
}
