// The design card's suggestion: the word that covers the most untried letters, each letter
// weighted by how many remaining matches contain it. A letter that every match contains (or
// none does) is worth nothing: trying it cannot tell the matches apart.
//
// The candidates are the whole word list, not only the matches, since a non-match often
// splits the matches better. A word's score depends only on its set of letters, so the pool
// keeps one word per letter set (the alphabetically first): a-z words as 26-bit masks, which
// score with four table look-ups, and other words by their letters.

import { normalizeLine } from './letters.ts';

export interface Suggestion {
  readonly word: string;
  readonly score: number;
  readonly isMatch: boolean;
}

const A = 97;

/** One word per letter set of a word list's words of one length. */
export interface CoveragePool {
  /** Letter masks of a-z words (bit i = letter a+i) and the first word of each. */
  readonly masks: readonly number[];
  readonly maskWords: { at(index: number): string | undefined };
  /** First word per letter set, for words with letters beyond a-z. */
  readonly otherWords: readonly string[];
}

/** The mask of an a-z word, or -1 when it has other letters. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const bit = word.charCodeAt(i) - A;
    if (bit < 0 || bit > 25) return -1;
    mask |= 1 << bit;
  }
  return mask;
}

/** Builds a pool block by block. */
export interface CoveragePoolBuilder {
  add(block: string, ascii?: boolean): void;
  finish(): CoveragePool;
}

export function buildCoveragePool(length: number): CoveragePoolBuilder {
  const byMask = new Map<number, string>();
  const byLetters = new Map<string, string>();

  // One pass over the characters, no allocation per line: leading spaces, `length` letters,
  // trailing spaces. (Lines that are not words are skipped, as normalizeLine would.)
  const addAscii = (text: string) => {
    let start = 0;
    let mask = 0;
    let count = 0;
    let state = 0; // 0 before the word, 1 in it, 2 after it, 3 not a word
    let end = 0;
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : 10;
      if (code === 10) {
        if ((state === 1 || state === 2) && count === length) {
          if (state === 1) end = i;
          const kept = byMask.get(mask);
          if (kept === undefined || lessThanSlice(text, start, end, kept)) byMask.set(mask, text.slice(start, end).toLowerCase());
        }
        state = 0;
        mask = 0;
        count = 0;
      } else if ((code | 0x20) >= A && (code | 0x20) <= A + 25) {
        // A-Z folds to a-z (code | 0x20) without lowercasing the whole block first.
        if (state === 0) {
          state = 1;
          start = i;
        } else if (state === 2) state = 3;
        mask |= 1 << ((code | 0x20) - A);
        count++;
      } else if (code === 32 || (code >= 9 && code <= 13)) {
        if (state === 1) {
          state = 2;
          end = i;
        }
      } else state = 3;
    }
  };

  const addOther = (text: string) => {
    for (const line of text.split('\n')) {
      const word = normalizeLine(line);
      if (word === undefined || [...word].length !== length) continue;
      const mask = letterMask(word);
      if (mask !== -1) {
        const kept = byMask.get(mask);
        if (kept === undefined || word < kept) byMask.set(mask, word);
        continue;
      }
      const key = [...new Set(word)].sort().join('');
      const kept = byLetters.get(key);
      if (kept === undefined || word < kept) byLetters.set(key, word);
    }
  };

  return {
    add(block, ascii = !/[^\x00-\x7F]/.test(block)) {
      if (ascii) addAscii(block);
      else addOther(block);
    },
    finish: () => ({ masks: [...byMask.keys()], maskWords: [...byMask.values()], otherWords: [...byLetters.values()] }),
  };
}

/** Whether text.slice(start, end), lowercased, < word, without making the slice. */
function lessThanSlice(text: string, start: number, end: number, word: string): boolean {
  const length = end - start;
  for (let i = 0; i < length && i < word.length; i++) {
    const a = text.charCodeAt(start + i) | 0x20;
    const b = word.charCodeAt(i);
    if (a !== b) return a < b;
  }
  return length < word.length;
}

/** How many of the words contain each letter (each word counted once per letter). */
export function letterCounts(words: readonly string[]): Map<string, number> {
  const ascii = new Int32Array(26);
  const counts = new Map<string, number>();
  for (const word of words) {
    let mask = letterMask(word);
    if (mask === -1) {
      for (const letter of new Set(word)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
      continue;
    }
    while (mask !== 0) {
      const bit = 31 - Math.clz32(mask);
      ascii[bit] = (ascii[bit] ?? 0) + 1;
      mask &= ~(1 << bit);
    }
  }
  ascii.forEach((count, bit) => {
    if (count > 0) counts.set(String.fromCharCode(A + bit), count);
  });
  return counts;
}

/**
 * Letter -> weight: how many of the `total` matches contain it (from `counts`), for untried
 * letters only; 0 when all or none do.
 */
export function letterWeights(counts: ReadonlyMap<string, number>, total: number, tried: ReadonlySet<string>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [letter, count] of counts) {
    if (!tried.has(letter) && count < total) weights.set(letter, count);
  }
  return weights;
}

export function coverageScore(word: string, weights: ReadonlyMap<string, number>): number {
  let score = 0;
  for (const letter of new Set(word)) score += weights.get(letter) ?? 0;
  return score;
}

/** Scores a letter mask with four look-ups: table k holds the sums for bits 8k..8k+7. */
function maskScorer(weights: ReadonlyMap<string, number>): (mask: number) => number {
  const tables = [0, 1, 2, 3].map((k) => {
    const table = new Float64Array(256);
    for (let byte = 1; byte < 256; byte++) {
      const low = 31 - Math.clz32(byte & -byte);
      const letter = String.fromCharCode(A + 8 * k + low);
      table[byte] = (table[byte & (byte - 1)] ?? 0) + (weights.get(letter) ?? 0);
    }
    return table;
  });
  const [t0, t1, t2, t3] = tables as [Float64Array, Float64Array, Float64Array, Float64Array];
  return (mask) => (t0[mask & 255] ?? 0) + (t1[(mask >>> 8) & 255] ?? 0) + (t2[(mask >>> 16) & 255] ?? 0) + (t3[mask >>> 24] ?? 0);
}

/** Higher score first, then a match, then alphabetical order. */
function better(a: Suggestion, b: Suggestion | undefined): boolean {
  if (b === undefined) return true;
  if (a.score !== b.score) return a.score > b.score;
  if (a.isMatch !== b.isMatch) return a.isMatch;
  return a.word < b.word;
}

export interface CoverageInput {
  readonly matches: readonly string[];
  readonly pool: CoveragePool;
  readonly tried: ReadonlySet<string>;
  /** letterCounts(matches), when the caller has it already (e.g. precomputed for a whole list). */
  readonly counts?: ReadonlyMap<string, number>;
  /**
   * Set when the matches are the whole list (no clue yet): then every pool word is a match and
   * stands for all matches with its letters, so the matches need no pass of their own.
   */
  readonly poolIsMatches?: boolean;
}

/**
 * The suggested next guess: with one or two matches left, the first match (a guess that can
 * win); otherwise the best-covering word of the pool or the matches. Undefined with no match.
 */
export function suggestCoverage({ matches, pool, tried, counts, poolIsMatches = false }: CoverageInput): Suggestion | undefined {
  if (matches.length === 0) return undefined;
  const weights = letterWeights(counts ?? letterCounts(matches), matches.length, tried);
  if (matches.length <= 2) {
    const first = [...matches].sort()[0] ?? '';
    return { word: first, score: coverageScore(first, weights), isMatch: true };
  }
  const score = maskScorer(weights);
  let best: Suggestion | undefined;
  for (const word of poolIsMatches ? [] : matches) {
    const mask = letterMask(word);
    const candidate = { word, score: mask === -1 ? coverageScore(word, weights) : score(mask), isMatch: true };
    if (better(candidate, best)) best = candidate;
  }
  let bestScore = best?.score ?? -1;
  pool.masks.forEach((mask, i) => {
    const value = score(mask);
    if (value < bestScore) return;
    const candidate = { word: pool.maskWords.at(i) ?? '', score: value, isMatch: poolIsMatches };
    if (better(candidate, best)) {
      best = candidate;
      bestScore = value;
    }
  });
  for (const word of pool.otherWords) {
    const candidate = { word, score: coverageScore(word, weights), isMatch: poolIsMatches };
    if (better(candidate, best)) best = candidate;
  }
  return best;
}
