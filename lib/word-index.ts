// Facts about a word list that do not depend on the patterns (every word of a length, with
// its letter mask), computed once when the bundled list is built and stored as JSON, so that
// a turn on that list skips collecting them with per-word JavaScript.

import { letterMask } from './coverage.ts';
import { compileQuery, createFilter, type ListFacts } from './filter.ts';

export interface StoredFacts {
  /** The words joined: all have the same length, and one string parses faster than many. */
  readonly words: string;
  readonly count: number;
  readonly masks: readonly number[];
}

/** JSON-ready facts for each of the given word lengths. */
export function indexWordList(text: string, lengths: readonly number[]): Record<string, StoredFacts> {
  const index: Record<string, StoredFacts> = {};
  for (const length of lengths) {
    const filter = createFilter(compileQuery([], length), { collect: 'words' });
    filter.push(text);
    const words = filter.finish().words ?? [];
    index[length] = { words: words.join(''), count: words.length, masks: words.map(letterMask) };
  }
  return index;
}

export function factsFromStored(stored: StoredFacts, length: number): ListFacts {
  const letters = [...stored.words];
  const words = letters.length === stored.words.length
    ? Array.from({ length: stored.count }, (_, i) => stored.words.slice(i * length, (i + 1) * length))
    : Array.from({ length: stored.count }, (_, i) => letters.slice(i * length, (i + 1) * length).join(''));
  return { words, masks: stored.masks };
}
