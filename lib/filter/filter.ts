// The filter as one object: patterns in, blocks of word-file lines in, matches and a
// suggestion out. The CLI does the reading; this does the deciding.

import { type Conflict, findConflict } from '../clues/conflict.ts';
import { type Constraints, combine, compileClue, type MatchPlan, planMatch } from '../clues/constraints.ts';
import { parsePatterns } from '../clues/pattern.ts';
import { type Clue, UNKNOWN_LETTER } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import type { EncodedWords } from '../words/encoding.ts';
import { asciiPlan, checkedEach, createMatcher, eachWordEnd, eachWordEndInBytes, type WordMatcher } from './matcher.ts';
import { type BitsetWords, WasmWordBits } from './words-wasm.ts';

export const DEFAULT_LENGTH = 5;

export interface Query {
  readonly clues: readonly Clue[];
  readonly length: number;
  /** The compiled form of each clue, in order. */
  readonly perClue: readonly Constraints[];
  readonly combined: Constraints;
  readonly plan: MatchPlan;
  /** Set when no word at all can satisfy the clues. */
  readonly conflict: Conflict | undefined;
  /** Letters that appear in any guess (the `_` of a letter not remembered is none). */
  readonly tried: ReadonlySet<string>;
}

/** Parses and compiles the patterns. `length` (optional) must agree with them. */
export function compileQuery(patterns: readonly string[], length?: number): Query {
  const clues = parsePatterns(patterns);
  const patternLength = clues[0]?.letters.length;
  if (length !== undefined && patternLength !== undefined && length !== patternLength) {
    throw new WordleError('LENGTH_MISMATCH', `--length ${length} does not match the ${patternLength}-letter patterns`);
  }
  const wordLength = patternLength ?? length ?? DEFAULT_LENGTH;
  const perClue = clues.map(compileClue);
  const combined = combine(wordLength, perClue);
  const plan = planMatch(combined);
  return {
    clues,
    length: wordLength,
    perClue,
    combined,
    plan,
    // plan.never is findConflict's first test (the clues together unsatisfiable): not run twice.
    conflict: plan.never ? findConflict(wordLength, clues) : undefined,
    tried: new Set(clues.flatMap((clue) => clue.letters.filter((letter) => letter !== UNKNOWN_LETTER))),
  };
}

export interface FilterResult {
  /** The list's words that fit the clues, in list order. */
  readonly matches: readonly string[];
  /** Every word of the query's length, once each (when collected): in list order, or A-Z from a compact index. */
  readonly words?: readonly string[];
  /** letterMask of each of `words`, when known. */
  readonly masks?: ArrayLike<number>;
  /** Precomputed facts of the list, when it has them. */
  readonly facts?: ListFacts;
  /** The matches are exactly the facts' words (no clue, a list its index holds whole): matchCount then need not cut them. */
  readonly everyWord?: boolean;
}

/** How many words matched, without cutting a list that every word of matched into words. */
export function matchCount(result: FilterResult): number {
  const joined = result.everyWord ? result.facts?.joined : undefined;
  return joined ? joined.count : result.matches.length;
}

/** How many words were collected (the length of `words`), without cutting joined words into strings. */
export function collectedCount(result: FilterResult): number {
  return result.facts?.joined?.count ?? result.words?.length ?? 0;
}

/**
 * Whether every collected word passes `test`, cutting them from the joined words one at a time
 * (a big file's 400,000 distinct words are not made strings to find the first that fails).
 */
export function everyCollected(result: FilterResult, test: (word: string) => boolean): boolean {
  const joined = result.facts?.joined;
  if (!joined) return (result.words ?? []).every(test);
  if (joined.every) return joined.every(test);
  const { joined: text, count, length } = joined;
  for (let i = 0; i < count; i++) if (!test(text.slice(i * length, (i + 1) * length))) return false;
  return true;
}

/** A block of whole lines of a word list; `ascii` when the reader knows it is pure ASCII. */
export interface WordBlock {
  /** The lines, after a '\n' (a reader may make it only when read: see pushBlock). */
  readonly text: string;
  readonly ascii?: boolean | undefined;
  /**
   * The bytes an ASCII block was decoded from (latin1: the same offsets), when the reader has
   * them; valid until the next block is asked for (a reader may reuse the memory).
   */
  readonly bytes?: Uint8Array | undefined;
}

export interface Filter {
  /**
   * Feeds a block of whole lines; `ascii` when the caller knows the block is pure ASCII, and
   * then `bytes`, when at hand, the bytes it was decoded from (latin1: the same offsets).
   */
  push(block: string, ascii?: boolean, bytes?: Uint8Array): void;
  /** Feeds a reader's block: its text is not read where its bytes are enough (the kernel's pass). */
  pushBlock(block: WordBlock): void;
  finish(): FilterResult;
}

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
  /** The words are exactly the list's lines of this length, once each, in order (no duplicate line). */
  readonly everyLine?: boolean;
  /** The list's whole text, when the facts were made from it and it is at hand (an index checks it): filtered instead of reading the list again. */
  readonly text?: string | undefined;
}

export interface FilterOptions {
  /** Whether the suggestion needs every word of the list (the allowed guesses), or nothing more. */
  readonly collect: 'nothing' | 'words';
  /** Precomputed facts for this list and length, to skip collecting the words. */
  readonly facts?: ListFacts | undefined;
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
class DistinctWords {
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
    this.others.add(word);
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

export function createFilter(query: Query, options: FilterOptions): Filter {
  const matcher: WordMatcher = createMatcher(query.plan);
  const { facts, collect } = options;
  // Every word of the length, when collecting them (only then: the bitset of every 5-letter string is 1.5 MB).
  const every =
    collect === 'words' && !facts
      ? { matcher: createMatcher(compileQuery([], query.length).plan), words: new DistinctWords(query.length) }
      : undefined;
  const matches: string[] = [];
  const take = (word: string) => matches.push(word);
  // The plan as the kernel checks it, when a block goes to it (see push).
  let kernelPlan: { plan: Int32Array; take: (word: string) => void } | undefined;
  /**
   * An ASCII block whose bytes are at hand: the kernel collects its words and finds the matches
   * in one pass (the block expression's, a second pass, was a sixth of a big file's profile), and
   * the block's text is not needed. false where the kernel does not run.
   */
  const byKernel = (ascii: boolean | undefined, bytes: Uint8Array | undefined): boolean => {
    if (!every || ascii !== true || bytes?.[0] !== 10) return false;
    kernelPlan ??= { plan: asciiPlan(query.plan), take: checkedEach(query.plan, take) };
    return every.words.addEndsMatching(bytes, kernelPlan.plan, kernelPlan.take);
  };
  const push = (block: string, ascii?: boolean, bytes?: Uint8Array): void => {
    if (bytes?.length === block.length && byKernel(ascii, bytes)) return;
    // Straight into the results: a block's words in an array of their own would outlive a
    // young-generation collection and swell the old one (about 50 MiB on a million lines).
    matcher.each(block, take, ascii);
    if (!every) return;
    const { words } = every;
    if (ascii === true && words.indexed && block.charCodeAt(0) === 10)
      words.addEnds(block, bytes?.length === block.length ? bytes : undefined);
    else every.matcher.each(block, (word) => words.add(word), ascii);
  };
  return {
    push,
    pushBlock(block) {
      if (!byKernel(block.ascii, block.bytes)) push(block.text, block.ascii, block.bytes);
    },
    finish() {
      if (facts && collect === 'words') {
        return {
          matches,
          facts,
          // Lazily: only strategies that take the words one by one cut them out.
          get words() {
            return facts.words;
          },
          get masks() {
            return facts.masks;
          },
        };
      }
      if (!every) return { matches };
      const collected = every.words.finish();
      if ('words' in collected) return { matches, words: collected.words };
      const found = collected.facts;
      return {
        matches,
        facts: found,
        get words() {
          return found.words;
        },
        get masks() {
          return found.masks;
        },
      };
    },
  };
}

/** Filters a whole word list held in memory (tests, and callers without streaming needs). */
export function filterWords(query: Query, text: string, options: FilterOptions = { collect: 'nothing' }): FilterResult {
  const filter = createFilter(query, options);
  filter.push(text);
  return filter.finish();
}
