// The solver's kernel: Wordle feedback as one integer per
// (guess, answer) pair: tile i (0 grey, 1 yellow, 2 green) times 3^i, so 0 .. 3^n - 1 and
// all green is 3^n - 1. Strategies count these codes over the remaining answers: in tables
// indexed by code where 3^n is small, else by the ids a CodeIndex gives the codes of one split.

import { GREEN, type Tile, YELLOW } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { lettersMask, type WordSet } from '../words/encoding.ts';

/** The longest words whose codes are exact (3^32 < 2^53, and a bit a place fits an int32 with the sign bit). */
export const MAX_CODE_LENGTH = 32;

/** Codes of up to this many letters fit an Int32Array (3^19 < 2^31); longer words' codes are kept in Float64Arrays. */
const INT32_CODE_LENGTH = 19;

/**
 * Up to this length a split is counted in tables of 3^n entries indexed by code (3^16 Int32s:
 * 172 MB); longer, by code ids (a CodeIndex), in tables as long as the answers.
 */
export const DENSE_CODE_LENGTH = 16;

/** An array of codes: Int32Array while they fit (see INT32_CODE_LENGTH). */
export type CodeArray = Int32Array | Float64Array;

/** An array for `size` codes of words of `length` letters. */
export function codeArray(length: number, size: number): CodeArray {
  return length > INT32_CODE_LENGTH ? new Float64Array(size) : new Int32Array(size);
}

/** Whether splits of words of this length are counted by code (else by a CodeIndex's ids). */
export function denseCodes(length: number): boolean {
  return length <= DENSE_CODE_LENGTH;
}

/** The entries of a table indexed by code (or, for long words, by the code ids of a split of at most `answers` answers). */
export function codeSlots(length: number, answers: number): number {
  return denseCodes(length) ? codeCount(length) : Math.max(1, answers);
}

/**
 * Gives the codes of one split small ids, 0, 1, ... in order of first appearance, for words too
 * long for tables of 3^n entries: the counting loops index by id as they would by code.
 */
export class CodeIndex {
  private readonly ids = new Map<number, number>();
  /** The code of each id given since the last clear(). */
  readonly codes: number[] = [];

  /** Starts a split: no code has an id. */
  clear(): void {
    this.ids.clear();
    this.codes.length = 0;
  }

  /** Replaces codes[from .. to) by their ids (a code met before keeps its id). */
  compact(codes: CodeArray, from: number, to: number): void {
    const ids = this.ids;
    for (let k = from; k < to; k++) {
      const code = codes[k] as number;
      let id = ids.get(code);
      if (id === undefined) {
        id = this.codes.length;
        ids.set(code, id);
        this.codes.push(code);
      }
      codes[k] = id;
    }
  }

  /** The id of a code, or -1 when no answer of the split gave it. */
  idOf(code: number): number {
    return this.ids.get(code) ?? -1;
  }
}

/** 3^n: the number of feedback codes for words of n letters. */
export function codeCount(length: number): number {
  return 3 ** length;
}

export function allGreen(length: number): number {
  return 3 ** length - 1;
}

/**
 * Computes feedback codes. One instance per thread: it keeps a scratch array of letter counts
 * (zeroed again after each call, so a call costs O(n) whatever the alphabet).
 */
export class FeedbackKernel {
  private readonly unmatched: Int32Array;
  private readonly powers: Int32Array | Float64Array;
  private readonly green = new Uint8Array(64);
  /** Letter indices are below this (a-z always are). */
  readonly alphabetSize: number;

  constructor(
    readonly length: number,
    alphabetSize: number,
  ) {
    if (length > MAX_CODE_LENGTH)
      throw new WordleError('USAGE', `tiles are worked out for words of at most ${MAX_CODE_LENGTH} letters, not ${length}`);
    this.alphabetSize = Math.max(alphabetSize, 26);
    this.unmatched = new Int32Array(this.alphabetSize);
    this.powers =
      length > INT32_CODE_LENGTH ? Float64Array.from({ length }, (_, i) => 3 ** i) : Int32Array.from({ length }, (_, i) => 3 ** i);
    this.splitIds = denseCodes(length) ? undefined : new CodeIndex();
  }

  /** The code ids split() counted by, for words too long to count by code (undefined: it counts by code). */
  readonly splitIds: CodeIndex | undefined;

  private masks: { set: WordSet; masks: Int32Array } | undefined;
  private counts: { set: WordSet; counts: Uint8Array } | undefined;

  /** Per answer, the number of copies of each of the first 32 letters (32 bytes an answer). */
  private answerCounts(as: WordSet): Uint8Array {
    if (this.counts?.set !== as) {
      const counts = new Uint8Array(as.words.length * 32);
      const n = this.length;
      for (let a = 0; a < as.words.length; a++) {
        for (let i = 0; i < n; i++) {
          const letter = as.letters[a * n + i] as number;
          if (letter < 32) counts[a * 32 + letter] = (counts[a * 32 + letter] as number) + 1;
        }
      }
      this.counts = { set: as, counts };
    }
    return this.counts.counts;
  }

  /** Letter masks of the answer set, computed once per set. */
  private answerMasks(as: WordSet): Int32Array {
    if (this.masks?.set !== as) {
      const masks = new Int32Array(as.words.length);
      // A word of distinct letters has its mask already (most of them): no call a word, on a cold start.
      const distinct = as.distinct;
      for (let w = 0; w < masks.length; w++) {
        const mask = distinct[w] as number;
        masks[w] = mask !== 0 ? mask : lettersMask(as, w);
      }
      this.masks = { set: as, masks };
    }
    return this.masks.masks;
  }

  /** Codes of guess g against every answer of `as`, into out[offset ..]: one table row. */
  row(gs: WordSet, g: number, as: WordSet, out: Uint8Array | Uint16Array | CodeArray, offset: number): void {
    this.codes(gs, g, as, undefined, out, offset);
  }

  /**
   * Codes of guess g against the answers `subset` (indices into `as`; all of them when
   * undefined), into out[offset ..], in that order.
   */
  codes(
    gs: WordSet,
    g: number,
    as: WordSet,
    subset: Int32Array | undefined,
    out: Uint8Array | Uint16Array | CodeArray,
    offset: number,
  ): void {
    const count = subset ? subset.length : as.words.length;
    const n = this.length;
    const answer = as.letters;
    const powers = this.powers;
    // distinct[g] is 0 for repeated letters, and for letters past the 31st (no mask for them).
    if (gs.distinct[g] !== 0) {
      const masks = this.answerMasks(as);
      if (n === 5) {
        fiveLetterRow(gs.letters, g * 5, answer, masks, subset, count, out, offset);
        return;
      }
      const guess = gs.letters.subarray(g * n, g * n + n);
      // No repeated letter: a non-green letter is yellow iff the answer has it (no green can
      // have used that copy, since the guess has the letter only here).
      for (let k = 0; k < count; k++) {
        const a = subset ? (subset[k] as number) : k;
        const mask = masks[a] as number;
        const aBase = a * n;
        let code = 0;
        for (let i = 0; i < n; i++) {
          const letter = guess[i] as number;
          if (letter === answer[aBase + i]) code += 2 * (powers[i] as number);
          else if ((mask >>> letter) & 1) code += powers[i] as number;
        }
        out[offset + k] = code;
      }
      return;
    }
    // (No view or callback made here: the hard-mode guard asks for about 100,000 such rows in a turn.)
    if (n === 5 && lettersBelow32(gs.letters, g * 5)) {
      fiveLetterRepeatedRow(gs.letters, g * 5, answer, this.answerCounts(as), subset, count, out, offset);
      return;
    }
    repeatedLetterRow(gs.letters.subarray(g * n, g * n + n), answer, n, subset, count, powers, this.unmatched, out, offset);
  }

  private scratch: CodeArray = new Int32Array(0);

  /**
   * Counts guess g's codes over the answers `subset` (indices into `as`): counts[code] += 1,
   * and each code seen for the first time (its count was 0) goes to touched[...]; returns how
   * many did. One pass, for the common case (five distinct letters), with no codes array.
   * Words too long to count by code (denseCodes) are counted by their codes' ids instead.
   */
  split(gs: WordSet, g: number, as: WordSet, subset: Int32Array, counts: Int32Array, touched: Int32Array): number {
    if (this.length === 5 && gs.distinct[g] !== 0)
      return fiveLetterSplit(gs.letters, g * 5, as.letters, this.answerMasks(as), subset, counts, touched);
    if (this.scratch.length < subset.length) this.scratch = codeArray(this.length, subset.length);
    const codes = this.scratch;
    this.codes(gs, g, as, subset, codes, 0);
    if (this.splitIds) {
      this.splitIds.clear();
      this.splitIds.compact(codes, 0, subset.length);
    }
    let classes = 0;
    for (let k = 0; k < subset.length; k++) {
      const code = codes[k] as number;
      const count = counts[code] as number;
      if (count === 0) touched[classes++] = code;
      counts[code] = count + 1;
    }
    return classes;
  }

  /** The code of guess g (in set gs) against answer a (in set as): the plain two-pass rule. */
  code(gs: WordSet, g: number, as: WordSet, a: number): number {
    const n = this.length;
    const guess = gs.letters;
    const answer = as.letters;
    const gBase = g * n;
    const aBase = a * n;
    const unmatched = this.unmatched;
    const green = this.green;
    let code = 0;
    for (let i = 0; i < n; i++) {
      const hidden = answer[aBase + i] as number;
      if (guess[gBase + i] === hidden) {
        green[i] = 1;
        code += 2 * (this.powers[i] as number);
      } else {
        green[i] = 0;
        unmatched[hidden] = (unmatched[hidden] as number) + 1;
      }
    }
    for (let i = 0; i < n; i++) {
      if (green[i] === 1) continue;
      const letter = guess[gBase + i] as number;
      const left = unmatched[letter] as number;
      if (left > 0) {
        unmatched[letter] = left - 1;
        code += this.powers[i] as number;
      }
    }
    for (let i = 0; i < n; i++) unmatched[answer[aBase + i] as number] = 0;
    return code;
  }
}

const POPCOUNT = Uint8Array.from({ length: 32 }, (_, bits) => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
});

/**
 * row() for five-letter guesses with repeated letters. The k-th non-green copy of a letter
 * (left to right) is yellow iff the answer has more than k copies of it besides its greens:
 * with the answer's letter counts at hand that is two look-ups per position, no scratch pass.
 */
function fiveLetterRepeatedRow(
  letters: Uint16Array,
  base: number,
  answer: Uint16Array,
  counts: Uint8Array,
  subset: Int32Array | undefined,
  count: number,
  out: Uint8Array | Uint16Array | CodeArray,
  offset: number,
): void {
  // Bits 5i..5i+4 of `same`: the positions holding guess[i]; of `before`: those of them left
  // of i. (Two integers, not two arrays a call: this runs about 100,000 times in a hard-mode turn.)
  let same = 0;
  let before = 0;
  for (let i = 0; i < 5; i++) {
    let positions = 0;
    for (let j = 0; j < 5; j++) if (letters[base + j] === letters[base + i]) positions |= 1 << j;
    same |= positions << (5 * i);
    before |= (positions & ((1 << i) - 1)) << (5 * i);
  }
  const g0 = letters[base] as number;
  const g1 = letters[base + 1] as number;
  const g2 = letters[base + 2] as number;
  const g3 = letters[base + 3] as number;
  const g4 = letters[base + 4] as number;
  for (let k = 0; k < count; k++) {
    const a = subset ? (subset[k] as number) : k;
    const b = a * 5;
    const green =
      (g0 === answer[b] ? 1 : 0) |
      (g1 === answer[b + 1] ? 2 : 0) |
      (g2 === answer[b + 2] ? 4 : 0) |
      (g3 === answer[b + 3] ? 8 : 0) |
      (g4 === answer[b + 4] ? 16 : 0);
    const c = a * 32;
    let code = 0;
    let power = 1;
    for (let i = 0; i < 5; i++, power *= 3) {
      if ((green >>> i) & 1) {
        code += 2 * power;
        continue;
      }
      const letter = letters[base + i] as number;
      const spare = (counts[c + letter] as number) - (POPCOUNT[green & ((same >>> (5 * i)) & 31)] as number);
      if ((POPCOUNT[(before >>> (5 * i)) & 31 & ~green] as number) < spare) code += power;
    }
    out[offset + k] = code;
  }
}

/** Whether the five letters at letters[base ..] are all among the first 32 (fiveLetterRepeatedRow's counts hold those). */
function lettersBelow32(letters: Uint16Array, base: number): boolean {
  for (let i = 0; i < 5; i++) if ((letters[base + i] as number) > 31) return false;
  return true;
}

/**
 * row() for a guess with repeated letters: the plain two-pass rule (greens, then yellows
 * left to right while the answer has unmatched copies), in a loop of its own with everything
 * in locals; `unmatched` is a zeroed scratch array indexed by letter, left zeroed.
 */
function repeatedLetterRow(
  guess: Uint16Array,
  answer: Uint16Array,
  n: number,
  subset: Int32Array | undefined,
  count: number,
  powers: Int32Array | Float64Array,
  unmatched: Int32Array,
  out: Uint8Array | Uint16Array | CodeArray,
  offset: number,
): void {
  for (let k = 0; k < count; k++) {
    const base = (subset ? (subset[k] as number) : k) * n;
    let green = 0;
    let code = 0;
    for (let i = 0; i < n; i++) {
      const hidden = answer[base + i] as number;
      if (guess[i] === hidden) {
        green |= 1 << i;
        code += 2 * (powers[i] as number);
      } else unmatched[hidden] = (unmatched[hidden] as number) + 1;
    }
    for (let i = 0; i < n; i++) {
      if ((green >>> i) & 1) continue;
      const letter = guess[i] as number;
      const left = unmatched[letter] as number;
      if (left > 0) {
        unmatched[letter] = left - 1;
        code += powers[i] as number;
      }
    }
    for (let i = 0; i < n; i++) unmatched[answer[base + i] as number] = 0;
    out[offset + k] = code;
  }
}

/**
 * row() for five-letter guesses without repeated letters, unrolled: 2.5x faster here than
 * the general loop, and this fills most of every table.
 */
function fiveLetterRow(
  guesses: Uint16Array,
  base: number,
  answer: Uint16Array,
  masks: Int32Array,
  subset: Int32Array | undefined,
  count: number,
  out: Uint8Array | Uint16Array | CodeArray,
  offset: number,
): void {
  const g0 = guesses[base] as number;
  const g1 = guesses[base + 1] as number;
  const g2 = guesses[base + 2] as number;
  const g3 = guesses[base + 3] as number;
  const g4 = guesses[base + 4] as number;
  for (let k = 0; k < count; k++) {
    const a = subset ? (subset[k] as number) : k;
    const m = masks[a] as number;
    const b = a * 5;
    out[offset + k] =
      (g0 === answer[b] ? 2 : (m >>> g0) & 1) +
      3 * (g1 === answer[b + 1] ? 2 : (m >>> g1) & 1) +
      9 * (g2 === answer[b + 2] ? 2 : (m >>> g2) & 1) +
      27 * (g3 === answer[b + 3] ? 2 : (m >>> g3) & 1) +
      81 * (g4 === answer[b + 4] ? 2 : (m >>> g4) & 1);
  }
}

/** split() for five-letter guesses without repeated letters: fiveLetterRow's codes, counted as made. */
function fiveLetterSplit(
  guesses: Uint16Array,
  base: number,
  answer: Uint16Array,
  masks: Int32Array,
  subset: Int32Array,
  counts: Int32Array,
  touched: Int32Array,
): number {
  const g0 = guesses[base] as number;
  const g1 = guesses[base + 1] as number;
  const g2 = guesses[base + 2] as number;
  const g3 = guesses[base + 3] as number;
  const g4 = guesses[base + 4] as number;
  let classes = 0;
  for (let k = 0; k < subset.length; k++) {
    const a = subset[k] as number;
    const m = masks[a] as number;
    const b = a * 5;
    const code =
      (g0 === answer[b] ? 2 : (m >>> g0) & 1) +
      3 * (g1 === answer[b + 1] ? 2 : (m >>> g1) & 1) +
      9 * (g2 === answer[b + 2] ? 2 : (m >>> g2) & 1) +
      27 * (g3 === answer[b + 3] ? 2 : (m >>> g3) & 1) +
      81 * (g4 === answer[b + 4] ? 2 : (m >>> g4) & 1);
    const count = counts[code] as number;
    if (count === 0) touched[classes++] = code;
    counts[code] = count + 1;
  }
  return classes;
}

/** The tiles of a code (inverse of the encoding). */
export function tilesOf(code: number, length: number): Tile[] {
  const tiles: Tile[] = [];
  let rest = code;
  for (let i = 0; i < length; i++) {
    const digit = rest % 3;
    tiles.push(digit === 2 ? GREEN : digit === 1 ? YELLOW : 0);
    rest = Math.floor(rest / 3);
  }
  return tiles;
}

/** The code of tiles. */
export function codeOf(tiles: readonly Tile[]): number {
  return tiles.reduce<number>((code, tile, i) => code + tile * 3 ** i, 0);
}
