// Facts about a word list that do not depend on the patterns (every word of a length, with
// its letter mask), computed once when the bundled list is built and stored (the words
// joined, the masks as raw 32-bit integers), so that a turn on that list skips collecting
// them with per-word JavaScript.

import { Alphabet, type EncodedWords, encodeWords, letterSets } from '../words/encoding.ts';
import { letterMask, prefixTree } from '../words/letters.ts';
import { cutAscii, type ListFacts } from './collect.ts';
import { compileQuery, createFilter, filterWords } from './filter.ts';

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
  /** The words, in their order, are what a query without clues matches (each once, in the order of its first line). */
  readonly everyLine?: boolean | undefined;
  /** For a-z words: the solver's encoding of them (lib/solve/kernel.ts encodeWords). */
  readonly encoded?: EncodedWords | undefined;
  /** The list's text, when it is exactly these words, each on a line of its own (then they are cut by the native split). */
  readonly lines?: string | undefined;
}

/** JSON-ready facts for each of the given word lengths. */
export function indexWordList(
  text: string,
  lengths: readonly number[],
): Record<string, StoredFacts & { readonly masks: ArrayLike<number> }> {
  const index: Record<string, StoredFacts & { readonly masks: ArrayLike<number> }> = {};
  // (The solver's own encoder, so that what is stored is what it would make.)
  for (const length of lengths) {
    const filter = createFilter(compileQuery([], length), { collect: 'words' });
    filter.push(text);
    const words = filter.finish().words ?? [];
    // (What a query without clues matches: each word once, in the order of its first line.)
    const matches = filterWords(compileQuery([], length), text).matches;
    const masks = Int32Array.from(words, letterMask);
    const ascii = masks.every((mask) => mask !== -1);
    const joined = words.join('');
    const encoded = encodeWords(words, length, new Alphabet());
    const wholeText = text === words.map((word) => `${word}\n`).join('');
    index[length] = {
      words: joined,
      count: words.length,
      masks,
      ascii,
      tree: ascii ? prefixTree(joined, words.length, length) : undefined,
      everyLine: matches.length === words.length && matches.every((word, i) => word === words[i]),
      encoded: ascii
        ? { letters: encoded.letters, distinct: encoded.distinct, ascending: encoded.ascending, letterSets: letterSets(encoded, 26) }
        : undefined,
      lines: wholeText ? text : undefined,
    };
  }
  return index;
}

/** The words of a text of `count` lines, each ended by a newline (undefined if it is not so). */
function splitLines(text: string | undefined, count: number): string[] | undefined {
  const lines = text?.split('\n');
  if (lines?.length !== count + 1 || lines[count] !== '') return undefined;
  lines.pop();
  return lines;
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
      if (stored.ascii) words = splitLines(stored.lines, stored.count) ?? cutAscii(text, length);
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
          get encoded() {
            return stored.encoded;
          },
        }
      : undefined,
    everyLine: stored.everyLine === true,
    get text() {
      return stored.lines;
    },
    get words() {
      return wordsOf();
    },
    get masks() {
      return masksOf();
    },
  };
}

/** A list's facts for one length, made from its text (what an index holds, made on the spot). */
export function listFacts(text: string, length: number): ListFacts {
  const stored = indexWordList(text, [length])[length];
  return factsFromStored(stored ?? { words: '', count: 0, masks: [], ascii: true }, length);
}
