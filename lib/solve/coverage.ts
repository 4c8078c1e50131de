// The design card's suggestion, done well: the guess that covers the most of what is still
// unknown about the possible answers (the candidates).
//   - each untried letter it contains scores the number of candidates containing it;
//   - each letter it puts at a position scores the number of candidates with that letter
//     there (a green chance), whether the letter was tried or not.
// A letter (or letter at a position) that every candidate has, or none, scores nothing:
// trying it cannot tell them apart. Measured over every answer (`wordle bench`), the
// positional part takes the mean from 3.75 to 3.60 guesses.
//
// Every allowed guess competes, not only the candidates, since a non-candidate often splits
// them better; ties go to a candidate (it may win now), then to alphabetical order; with one
// or two candidates left, the first of them.

import { letterMask } from '../words/letters.ts';

const A = 97;

export interface Suggestion {
  readonly word: string;
  readonly score: number;
  /** Whether the word is one of the candidates. */
  readonly isMatch: boolean;
}

/** How many of the words contain each letter (each word counted once per letter). */
export function letterCounts(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) for (const letter of new Set(word)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** Letter -> weight: how many of the `total` candidates contain it, for untried letters only; 0 when all or none do. */
export function letterWeights(counts: ReadonlyMap<string, number>, total: number, tried: ReadonlySet<string>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [letter, count] of counts) {
    if (!tried.has(letter) && count < total) weights.set(letter, count);
  }
  return weights;
}

/**
 * Four tables: table k holds the weight sums for bits 8k..8k+7 of a letter mask. Weights are
 * counts of words, so integers: Int32Array keeps the sums small integers, which cold
 * (interpreted) code adds without allocating a heap number for each.
 */
type MaskTables = readonly [Int32Array, Int32Array, Int32Array, Int32Array];

/** Scores a letter mask with four look-ups in its tables. */
function maskScorer(weights: ReadonlyMap<string, number>): ((mask: number) => number) & { tables: MaskTables } {
  const tables = [0, 1, 2, 3].map((k) => {
    const table = new Int32Array(256);
    for (let byte = 1; byte < 256; byte++) {
      const low = 31 - Math.clz32(byte & -byte);
      const letter = String.fromCharCode(A + 8 * k + low);
      table[byte] = (table[byte & (byte - 1)] ?? 0) + (weights.get(letter) ?? 0);
    }
    return table;
  });
  const [t0, t1, t2, t3] = tables as [Int32Array, Int32Array, Int32Array, Int32Array];
  const score = (mask: number) =>
    (t0[mask & 255] ?? 0) + (t1[(mask >>> 8) & 255] ?? 0) + (t2[(mask >>> 16) & 255] ?? 0) + (t3[mask >>> 24] ?? 0);
  return Object.assign(score, { tables: [t0, t1, t2, t3] as const });
}

/**
 * The coverage score of any word, for these candidates and tried letters. `mask` may be
 * passed when known (letterMask(word)); it saves a pass over the word.
 */
export interface CoverageScorer {
  (word: string, mask?: number): number;
  /** The score of the a-z word text.slice(offset, offset + length) with that mask, without slicing it. */
  at(text: string, offset: number, mask: number): number;
  /** The letters' part of an a-z word's score, from its mask. */
  letters(mask: number): number;
  /** The tables behind letters(), for loops that inline it. */
  readonly letterTables: MaskTables;
  /** The most the positions can add to any word's score. */
  readonly positionsAtMost: number;
  /** Weight of each letter a-z (0 for tried letters, and for those all candidates or none have). */
  readonly letterWeights: Int32Array;
  /** Candidates with letter a+c at position i, at i * 26 + c (0 where all have it). */
  readonly positionWeights: Int32Array;
}

export function coverageScorer(candidates: readonly string[], tried: ReadonlySet<string>): CoverageScorer {
  const total = candidates.length;
  const weights = letterWeights(letterCounts(candidates), total, tried);
  const letterScore = maskScorer(weights);
  // Position i, letter code c: candidates with c at i (a-z in a flat array, others in maps).
  const length = [...(candidates[0] ?? '')].length;
  const atPosition = new Int32Array(length * 26);
  const otherAtPosition = Array.from({ length }, () => new Map<string, number>());
  const isAZ = (letter: string) => letter.length === 1 && letter >= 'a' && letter <= 'z';
  for (const candidate of candidates) {
    let i = 0;
    for (const letter of candidate) {
      if (isAZ(letter)) atPosition[i * 26 + letter.charCodeAt(0) - A] = (atPosition[i * 26 + letter.charCodeAt(0) - A] ?? 0) + 1;
      else otherAtPosition[i]?.set(letter, (otherAtPosition[i]?.get(letter) ?? 0) + 1);
      i++;
    }
  }
  for (let k = 0; k < atPosition.length; k++) if (atPosition[k] === total) atPosition[k] = 0;
  for (const map of otherAtPosition) for (const [letter, count] of map) if (count === total) map.set(letter, 0);
  const at = (text: string, offset: number, mask: number) => {
    // a-z: four look-ups for the letters, one per position.
    let score = letterScore(mask);
    for (let i = 0; i < length; i++) score += atPosition[i * 26 + text.charCodeAt(offset + i) - A] ?? 0;
    return score;
  };
  const scorer = (word: string, mask = letterMask(word)) => {
    if (mask !== -1 && word.length === length) return at(word, 0, mask);
    let score = 0;
    for (const letter of new Set(word)) score += weights.get(letter) ?? 0;
    let i = 0;
    for (const letter of word) {
      score += isAZ(letter) ? (atPosition[i * 26 + letter.charCodeAt(0) - A] ?? 0) : (otherAtPosition[i]?.get(letter) ?? 0);
      i++;
    }
    return score;
  };
  let positionsAtMost = 0;
  for (let i = 0; i < length; i++)
    positionsAtMost += Math.max(0, ...atPosition.subarray(i * 26, i * 26 + 26), ...(otherAtPosition[i]?.values() ?? []));
  const letterWeightsAZ = Int32Array.from({ length: 26 }, (_, c) => weights.get(String.fromCharCode(A + c)) ?? 0);
  return Object.assign(scorer, {
    at,
    letters: letterScore,
    letterTables: letterScore.tables,
    positionsAtMost,
    letterWeights: letterWeightsAZ,
    positionWeights: atPosition,
  });
}

/** Higher score first, then a candidate, then alphabetical order. */
function better(a: Suggestion, b: Suggestion | undefined): boolean {
  if (b === undefined) return true;
  if (a.score !== b.score) return a.score > b.score;
  if (a.isMatch !== b.isMatch) return a.isMatch;
  return a.word < b.word;
}

/**
 * Every allowed guess: as strings, or (precomputed lists) joined a-z words and their masks,
 * with their prefix tree when known (see prefixTree).
 */
export type GuessList =
  | { readonly words: readonly string[]; readonly masks?: ArrayLike<number> | undefined }
  | {
      readonly joined: string;
      readonly count: number;
      readonly length: number;
      readonly masks: ArrayLike<number>;
      readonly tree?: ArrayLike<number> | undefined;
      /** The best word and its score by this rule, found faster where the words are (see JoinedWords.topCoverage). */
      readonly topCoverage?:
        | ((letterWeights: Int32Array, positionWeights: Int32Array) => { word: string; score: number } | undefined)
        | undefined;
    };

/**
 * The best-scoring word of a joined a-z list with its prefix tree, depth first: a prefix's
 * exact score plus the most its remaining letters can add is a bound, and a prefix whose bound
 * is below the bar is skipped with all its words. Calls `consider` for each word that reaches
 * the bar (the caller keeps the best and returns the new bar), like the plain loop, so the
 * result is the same; it only looks at far fewer words (a few thousand tree steps instead of
 * every word, and the words are not sliced).
 */
function searchTree(
  guesses: { readonly joined: string; readonly count: number; readonly length: number },
  tree: ArrayLike<number>,
  score: CoverageScorer,
  startBar: number,
  consider: (word: string, value: number) => number,
): void {
  const { joined, count, length } = guesses;
  const W = score.letterWeights;
  const P = score.positionWeights;
  // rest[d]: the most letters d.. can add: per position its best letter with its weight, or
  // the best letter per position plus the heaviest letters (each new letter counts once).
  const heaviest = Array.from(W).sort((a, b) => b - a);
  const rest = new Int32Array(length + 1);
  let withWeights = 0;
  let positionsOnly = 0;
  for (let d = length - 1; d >= 0; d--) {
    let most = 0;
    let mostHere = 0;
    for (let c = 0; c < 26; c++) {
      const here = P[d * 26 + c] as number;
      if (here + (W[c] as number) > most) most = here + (W[c] as number);
      if (here > mostHere) mostHere = here;
    }
    withWeights += most;
    positionsOnly += mostHere;
    let letters = 0;
    for (let k = 0; k < length - d && k < 26; k++) letters += heaviest[k] as number;
    rest[d] = Math.min(withWeights, positionsOnly + letters);
  }
  const stride = length;
  const partial = new Int32Array(length + 1); // exact score of the current word's first d letters
  const seen = new Int32Array(length + 1); // their letters, as a mask
  let bar = startBar;
  let i = 0;
  while (i < count) {
    const base = i * length;
    let d = tree[i * stride] as number; // partial[0..d] hold this word's shared prefix already
    let cut = -1;
    for (; d < length; d++) {
      const code = joined.charCodeAt(base + d) - A;
      const bit = 1 << code;
      const mask = seen[d] as number;
      const value = (partial[d] as number) + (P[d * 26 + code] as number) + ((mask & bit) === 0 ? (W[code] as number) : 0);
      partial[d + 1] = value;
      seen[d + 1] = mask | bit;
      if (value + (rest[d + 1] as number) < bar) {
        cut = d;
        break;
      }
    }
    if (cut < 0) {
      bar = consider(joined.slice(base, base + length), partial[length] as number);
      i++;
    } else i = cut === length - 1 ? i + 1 : (tree[i * stride + 1 + cut] as number);
  }
}

export interface CoverageInput {
  /** The possible answers still in play; all must be allowed guesses. */
  readonly candidates: readonly string[];
  readonly guesses: GuessList;
  readonly tried: ReadonlySet<string>;
}

/** The suggested next guess, or undefined with no candidate. */
export function suggestCoverage({ candidates, guesses, tried }: CoverageInput): Suggestion | undefined {
  if (candidates.length === 0) return undefined;
  const score = coverageScorer(candidates, tried);
  if (candidates.length <= 2) {
    const first = [...candidates].sort()[0] ?? '';
    return { word: first, score: score(first), isMatch: true };
  }
  const isCandidate = new Set(candidates);
  let best: Suggestion | undefined;
  const consider = (word: string, value: number) => {
    const candidate = { word, score: value, isMatch: isCandidate.has(word) };
    if (better(candidate, best)) best = candidate;
  };
  // The candidates first: their best score is a bar most other words cannot reach.
  for (const word of candidates) consider(word, score(word));
  if ('joined' in guesses && guesses.topCoverage && score.positionWeights.length === guesses.length * 26) {
    // (The highest score, the first word A-Z with it: what the loop below keeps, ties to a candidate being considered above.)
    const top = guesses.topCoverage(score.letterWeights, score.positionWeights);
    if (top) consider(top.word, top.score);
  } else if ('joined' in guesses && guesses.tree && score.positionWeights.length === guesses.length * 26) {
    searchTree(guesses, guesses.tree, score, best?.score ?? -1, (word, value) => {
      consider(word, value);
      return best?.score ?? value;
    });
  } else if ('joined' in guesses) {
    // Precomputed a-z words: score in place; a word is cut out only when it may win.
    const { joined, count, length, masks } = guesses;
    const most = score.positionsAtMost;
    const [t0, t1, t2, t3] = score.letterTables;
    let bar = best?.score ?? -1;
    for (let i = 0; i < count; i++) {
      const mask = masks[i] as number;
      // The letters' part (letters(), inlined) and the most the positions can add: most words are out at once.
      const letters =
        (t0[mask & 255] as number) + (t1[(mask >>> 8) & 255] as number) + (t2[(mask >>> 16) & 255] as number) + (t3[mask >>> 24] as number);
      if (letters + most < bar) continue;
      const value = score.at(joined, i * length, mask);
      if (value >= bar) {
        consider(joined.slice(i * length, (i + 1) * length), value);
        bar = best?.score ?? bar;
      }
    }
  } else {
    const { words, masks } = guesses;
    for (let i = 0; i < words.length; i++) {
      const value = score(words[i] ?? '', masks?.[i]);
      if (best === undefined || value >= best.score) consider(words[i] ?? '', value);
    }
  }
  return best;
}

/**
 * coverageScorer with weighted candidates (frequency priors): a letter scores the weight of the
 * candidates containing it, a letter at a position the weight of those with it there; nothing
 * where every candidate or none has it, as before. With every weight 1 the scores are
 * coverageScorer's.
 */
export function weightedCoverageScorer(
  candidates: readonly string[],
  weights: ArrayLike<number>,
  tried: ReadonlySet<string>,
): (word: string) => number {
  const total = candidates.length;
  const containing = new Map<string, { count: number; weight: number }>();
  const placed = new Map<string, { count: number; weight: number }>();
  const add = (map: Map<string, { count: number; weight: number }>, key: string, weight: number) => {
    const entry = map.get(key);
    if (entry) {
      entry.count++;
      entry.weight += weight;
    } else map.set(key, { count: 1, weight });
  };
  candidates.forEach((candidate, k) => {
    const weight = weights[k] as number;
    for (const letter of new Set(candidate)) add(containing, letter, weight);
    let i = 0;
    for (const letter of candidate) add(placed, `${i++}${letter}`, weight);
  });
  const letterWeight = new Map<string, number>();
  for (const [letter, { count, weight }] of containing) if (!tried.has(letter) && count < total) letterWeight.set(letter, weight);
  const placeWeight = new Map<string, number>();
  for (const [key, { count, weight }] of placed) if (count < total) placeWeight.set(key, weight);
  return (word) => {
    let score = 0;
    for (const letter of new Set(word)) score += letterWeight.get(letter) ?? 0;
    let i = 0;
    for (const letter of word) score += placeWeight.get(`${i++}${letter}`) ?? 0;
    return score;
  };
}
