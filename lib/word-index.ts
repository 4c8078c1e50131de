// Facts about a word list that do not depend on the patterns (the suggestion pool and letter
// counts per word length), computed once, e.g. when the bundled list is built, and stored as
// JSON so that a turn on that list skips a pass of per-line JavaScript over it.

import { buildCoveragePool, letterCounts } from './coverage.ts';
import { compileQuery, createFilter, type ListFacts } from './filter.ts';

export interface StoredFacts {
  readonly masks: readonly number[];
  /** The pool's a-z words joined (all have the same length): one string parses faster than many. */
  readonly maskWords: string;
  readonly otherWords: readonly string[];
  readonly counts: Readonly<Record<string, number>>;
}

/** JSON-ready facts for each of the given word lengths. */
export function indexWordList(text: string, lengths: readonly number[]): Record<string, StoredFacts> {
  const index: Record<string, StoredFacts> = {};
  for (const length of lengths) {
    const filter = createFilter(compileQuery([], length), { suggest: false });
    filter.push(text);
    const builder = buildCoveragePool(length);
    builder.add(text);
    const pool = builder.finish();
    index[length] = {
      masks: pool.masks,
      maskWords: pool.masks.map((_, i) => pool.maskWords.at(i)).join(''),
      otherWords: pool.otherWords,
      counts: Object.fromEntries(letterCounts(filter.finish().matches)),
    };
  }
  return index;
}

export function factsFromStored(stored: StoredFacts, length: number): ListFacts {
  const maskWords = { length: stored.masks.length, at: (i: number) => stored.maskWords.slice(i * length, (i + 1) * length) };
  return {
    pool: { masks: stored.masks, maskWords, otherWords: stored.otherWords },
    counts: new Map(Object.entries(stored.counts)),
  };
}
