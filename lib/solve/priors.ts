// Frequency priors: how likely each answer is, from how often the word is printed. With
// `alpha` A an answer weighs 10 ** (A * max(zipf, 1)): A = 0 makes every answer equally likely
// (the default, and the plain path, which never reads a table), A = 1 weighs them by frequency.
// The same table tells which words are familiar (zipf at least FAMILIAR_ZIPF), for a player who
// wants to be offered only words they know.
//
// A table is `word count` lines. Five-letter words read data/ngram-counts.txt (Google Books
// 1-gram counts); every other length reads data/subtlex-counts.txt (SUBTLEX-US, word counts in
// American film and television subtitles): see frequencyFileFor. zipf = log10(count / total *
// 1e9) with the total of the table's words of that length, the count per billion words of the
// same length (so per billion five-letter words for a five-letter one, not of all words), which
// keeps FAMILIAR_ZIPF about as strict at every length; a word missing from the table has zipf 0,
// and so the weight of the rarest words (the floor of 1).

import { WordleError } from '../errors.ts';

/** Below this zipf every word weighs the same: the table cannot tell a rare word from a typo. */
export const ZIPF_FLOOR = 1;

/** The least zipf of a familiar word (about one in a million five-letter words: 5,912 of the 14,855 guesses, 2,825 of the 3,158 answers). */
export const FAMILIAR_ZIPF = 3;

/** best searches over equally likely answers and takes no weights. */
export const BEST_TAKES_NO_ALPHA = "--alpha cannot go with --strategy best: best's search counts guesses over equally likely answers";

export interface FrequencyTable {
  /** The lengths of the table's words. */
  readonly lengths: ReadonlySet<number>;
  /** log10 of the word's count per billion of the total of the table's words of its length; 0 when the table lacks it. */
  zipf(word: string): number;
}

/** The bundled tables, relative to the package root (see data/SOURCES.md). */
export const FREQUENCY_FILES = { fiveLetters: 'data/ngram-counts.txt', anyLength: 'data/subtlex-counts.txt' } as const;

/**
 * The table for words of a length: Google Books' for five letters (the larger count, and the one
 * --alpha's figures in docs/strategies.md are measured with), SUBTLEX-US for the others (Google's file has five-letter
 * words only).
 */
export function frequencyFileFor(length: number): string {
  return length === 5 ? FREQUENCY_FILES.fiveLetters : FREQUENCY_FILES.anyLength;
}

/** The table of `word count` lines (blank lines skipped). Throws on a line that is not so. */
export function readFrequencyTable(text: string): FrequencyTable {
  const counts = new Map<string, number>();
  /** The total count of the table's words of each length. */
  const totals = new Map<number, number>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const [word, count, extra] = trimmed.split(/\s+/);
    const value = Number(count);
    if (word === undefined || extra !== undefined || !/^[0-9]+$/.test(count ?? '') || !(value > 0))
      throw new WordleError('WORDS_UNREADABLE', `frequency table: '${trimmed.slice(0, 40)}' is not 'word count'`);
    counts.set(word, (counts.get(word) ?? 0) + value);
    totals.set(word.length, (totals.get(word.length) ?? 0) + value);
  }
  const perBillion = new Map([...totals].map(([length, total]) => [length, 1e9 / total]));
  return {
    lengths: new Set(totals.keys()),
    zipf(word) {
      const count = counts.get(word);
      return count === undefined ? 0 : Math.log10(count * (perBillion.get(word.length) ?? 0));
    },
  };
}

/** An answer's prior weight (unnormalized): 10 ** (alpha * max(zipf, ZIPF_FLOOR)). */
export function priorWeight(zipf: number, alpha: number): number {
  return 10 ** (alpha * Math.max(zipf, ZIPF_FLOOR));
}

/** What the strategies weigh answers and guesses by in a turn with priors. */
export interface Priors {
  /** The weight of an answer (any positive number; only ratios count). undefined: every answer weighs the same. */
  readonly weightOf?: ((word: string) => number) | undefined;
  /** Whether a word may be offered as a guess (--familiar). undefined: every allowed guess. */
  readonly offered?: ((word: string) => boolean) | undefined;
}

/** The priors of a turn's settings, or undefined when there are none (alpha 0, not familiar): the plain path. */
export function priorsOf(table: FrequencyTable, alpha: number, familiar: boolean, length: number): Priors | undefined {
  if (alpha === 0 && !familiar) return undefined;
  if (!table.lengths.has(length))
    throw new WordleError(
      'USAGE',
      `${alpha !== 0 ? '--alpha' : '--familiar'} needs word frequencies, and the bundled tables have no ${length}-letter words`,
    );
  const zipfs = new Map<string, number>();
  const zipfOf = (word: string) => {
    let z = zipfs.get(word);
    if (z === undefined) zipfs.set(word, (z = table.zipf(word)));
    return z;
  };
  return {
    weightOf: alpha === 0 ? undefined : (word) => priorWeight(zipfOf(word), alpha),
    offered: familiar ? (word) => zipfOf(word) >= FAMILIAR_ZIPF : undefined,
  };
}

/** Per answer, its weight scaled so that the weights sum to their count (uniform weights are all 1). */
export function answerWeights(words: readonly string[], weightOf: (word: string) => number): Float64Array {
  const weights = Float64Array.from(words, (word) => weightOf(word));
  let sum = 0;
  for (const w of weights) sum += w;
  const scale = sum > 0 ? words.length / sum : 1;
  for (let k = 0; k < weights.length; k++) weights[k] = (weights[k] as number) * scale;
  return weights;
}

/** The words, heaviest first (ties in their order): the likely-answer order with priors. */
export function byWeight(words: readonly string[], weightOf: (word: string) => number): readonly string[] {
  return words
    .map((word, at) => ({ word, at, weight: weightOf(word) }))
    .sort((a, b) => b.weight - a.weight || a.at - b.at)
    .map((item) => item.word);
}

/** Checks an alpha given by a person or a program: a finite number, 0 or more. */
export function checkAlpha(alpha: number, name = '--alpha'): number {
  if (!Number.isFinite(alpha) || alpha < 0 || alpha > MAX_ALPHA)
    throw new WordleError('USAGE', `${name} needs a number from 0 to ${MAX_ALPHA}`);
  return alpha;
}

/** --alpha as typed: digits with an optional fraction (no sign, no exponent), from 0 to MAX_ALPHA; 0 when not given. */
export function alphaOf(text: string | undefined): number {
  if (text === undefined) return 0;
  return checkAlpha(/^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(text) ? Number(text) : Number.NaN);
}

/** Past this, weights overflow nothing but ties vanish: 10 ** (4 * 8) is still a double. */
export const MAX_ALPHA = 4;
