// Facts about a word list that do not depend on the patterns (every word of a length, with
// its letter mask), computed once when the bundled list is built and stored (the words
// joined, the masks as raw 32-bit integers), so that a turn on that list skips collecting
// them with per-word JavaScript.

import { letterMask, prefixTree } from '../solve/coverage.ts';
import { compileQuery, createFilter, cutAscii, filterWords, type ListFacts } from './filter.ts';

export interface StoredFacts {
  /** The words joined: all have the same length, and one string reads faster than many. */
  readonly words: string;
  readonly count: number;
  /** The words' letter masks (undefined: made from the words when first needed). */
  readonly masks: ArrayLike<number> | undefined;
  /** Every word is a-z (then the masks cover all their letters). */
  readonly ascii: boolean;
  /** The words' prefix tree (lib/solve/coverage.ts prefixTree), for a-z words. */
  readonly tree?: ArrayLike<number> | undefined;
  /** The words are exactly the list's lines of this length, once each: what a query without clues matches. */
  readonly everyLine?: boolean | undefined;
}

/** JSON-ready facts for each of the given word lengths. */
export function indexWordList(text: string, lengths: readonly number[]): Record<string, StoredFacts & { readonly masks: ArrayLike<number> }> {
  const index: Record<string, StoredFacts & { readonly masks: ArrayLike<number> }> = {};
  for (const length of lengths) {
    const filter = createFilter(compileQuery([], length), { collect: 'words' });
    filter.push(text);
    const words = filter.finish().words ?? [];
    const lines = filterWords(compileQuery([], length), text).matches.length;
    const masks = Int32Array.from(words, letterMask);
    const ascii = masks.every((mask) => mask !== -1);
    const joined = words.join('');
    index[length] = { words: joined, count: words.length, masks, ascii, tree: ascii ? prefixTree(joined, words.length, length) : undefined, everyLine: lines === words.length };
  }
  return index;
}

/**
 * The facts of stored ones. The masks and the tree are asked of `stored` only when first
 * needed (a caller may read them then: a first turn needs neither).
 */
export function factsFromStored(stored: StoredFacts, length: number): ListFacts {
  let words: string[] | undefined;
  let masks: ArrayLike<number> | undefined;
  // Cut into words only when a strategy needs them one by one.
  const wordsOf = () => {
    if (!words) {
      const text = stored.words;
      if (stored.ascii) words = cutAscii(text, length);
      else {
        const letters = [...text];
        words = Array.from({ length: stored.count }, (_, i) => letters.slice(i * length, (i + 1) * length).join(''));
      }
    }
    return words;
  };
  const masksOf = () => (masks ??= stored.masks ?? Int32Array.from(wordsOf(), letterMask));
  return {
    joined: stored.ascii
      ? {
          joined: stored.words,
          count: stored.count,
          length,
          get masks() {
            return masksOf();
          },
          get tree() {
            return stored.tree;
          },
        }
      : undefined,
    everyLine: stored.everyLine === true,
    get words() {
      return wordsOf();
    },
    get masks() {
      return masksOf();
    },
  };
}

