// The design card's suggestion: the word that covers the most untried letters, each letter
// weighted by how many remaining matches contain it. A letter that every match contains (or
// none does) is worth nothing: trying it cannot tell the matches apart.
//
// The candidates are the whole word list, not only the matches, since a non-match often
// splits the matches better. Only a word's set of untried letters matters to its score, so
// the pool keeps one word per such set (the alphabetically first), whatever the list's size.

import { normalizeLine } from './letters.ts';

export interface Suggestion {
  readonly word: string;
  readonly score: number;
  readonly isMatch: boolean;
}

const A = 97;

/** Collects, block by block, one representative word per set of untried letters. */
export interface CoveragePool {
  add(block: string, ascii?: boolean): void;
  /** The representatives, each the alphabetically first word of its letter set. */
  words(): string[];
}

export function createCoveragePool(length: number, tried: ReadonlySet<string>): CoveragePool {
  // a-z words are keyed by a bit mask of their untried letters; other words by a string.
  const bitOf = new Int32Array(26);
  for (let i = 0; i < 26; i++) bitOf[i] = tried.has(String.fromCharCode(A + i)) ? 0 : 1 << i;
  const byMask = new Map<number, string>();
  const byLetters = new Map<string, string>();

  const keepFirst = <K>(map: Map<K, string>, key: K, word: string) => {
    const kept = map.get(key);
    if (kept === undefined || word < kept) map.set(key, word);
  };

  const addAscii = (text: string) => {
    // One pass over the characters: per line, leading spaces, `length` letters, trailing spaces.
    let start = 0;
    let end = 0;
    let mask = 0;
    let count = 0;
    let state = 0; // 0 before the word, 1 in it, 2 after it, 3 not a word
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : 10;
      if (code === 10) {
        if ((state === 1 || state === 2) && count === length) {
          if (state === 1) end = i;
          const kept = byMask.get(mask);
          if (kept === undefined || lessThanSlice(text, start, end, kept)) byMask.set(mask, text.slice(start, end));
        }
        state = 0;
        mask = 0;
        count = 0;
      } else if (code >= A && code <= A + 25) {
        if (state === 0) {
          state = 1;
          start = i;
        } else if (state === 2) state = 3;
        mask |= bitOf[code - A] ?? 0;
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
      if (word === undefined) continue;
      const letters = [...word];
      if (letters.length !== length) continue;
      const key = [...new Set(letters.filter((letter) => !tried.has(letter)))].sort().join('');
      keepFirst(byLetters, key, word);
    }
  };

  return {
    add(block, ascii = !/[^\x00-\x7F]/.test(block)) {
      if (ascii) addAscii(/[A-Z]/.test(block) ? block.toLowerCase() : block);
      else addOther(block);
    },
    words: () => [...byMask.values(), ...byLetters.values()],
  };
}

/** Whether text.slice(start, end) < word, without making the slice. */
function lessThanSlice(text: string, start: number, end: number, word: string): boolean {
  const length = end - start;
  for (let i = 0; i < length && i < word.length; i++) {
    const a = text.charCodeAt(start + i);
    const b = word.charCodeAt(i);
    if (a !== b) return a < b;
  }
  return length < word.length;
}

/** Letter -> weight: how many matches contain it, 0 when all or none do, untried letters only. */
export function letterWeights(matches: readonly string[], tried: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of matches) {
    for (const letter of new Set(word)) {
      if (!tried.has(letter)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
  }
  for (const [letter, count] of counts) if (count === matches.length) counts.set(letter, 0);
  return counts;
}

export function coverageScore(word: string, weights: ReadonlyMap<string, number>): number {
  let score = 0;
  for (const letter of new Set(word)) score += weights.get(letter) ?? 0;
  return score;
}

/** Higher score first, then a match, then alphabetical order. */
function better(a: Suggestion, b: Suggestion | undefined): boolean {
  if (b === undefined) return true;
  if (a.score !== b.score) return a.score > b.score;
  if (a.isMatch !== b.isMatch) return a.isMatch;
  return a.word < b.word;
}

/**
 * The suggested next guess: with one or two matches left, the first match (a guess that can
 * win); otherwise the best-covering word of the pool or the matches. Undefined with no match.
 */
export function suggestCoverage(
  matches: readonly string[],
  pool: Iterable<string>,
  tried: ReadonlySet<string>,
): Suggestion | undefined {
  if (matches.length === 0) return undefined;
  const weights = letterWeights(matches, tried);
  let best: Suggestion | undefined;
  const consider = (word: string, isMatch: boolean) => {
    const candidate = { word, score: coverageScore(word, weights), isMatch };
    if (better(candidate, best)) best = candidate;
  };
  for (const word of matches) consider(word, true);
  if (matches.length <= 2) {
    const first = [...matches].sort()[0] ?? '';
    return { word: first, score: coverageScore(first, weights), isMatch: true };
  }
  for (const word of pool) consider(word, false);
  return best;
}
