// The build's index of a word list, as files: a JSON file that says what each word length
// holds, and beside it, per length, the raw parts (the words joined, their letter masks, the
// prefix tree, the solver's encoding), named after it (wordle.index.json: wordle.index.5.masks),
// and a copy of the list it was made from (wordle.index.list). The one place that knows the
// layout: scripts/make-index.ts writes what encodeIndex makes, node/list-index.ts hands the
// files' bytes to factsFromIndex.

import { normalizeLine } from '../clues/letters.ts';
import type { EncodedWords } from '../words/encoding.ts';
import type { ListFacts } from './collect.ts';
import { factsFromStored, indexWordList, type StoredFacts } from './word-index.ts';

/** What the JSON file says of one word length (fields an older index lacks are done without). */
export interface IndexEntry {
  readonly count: number;
  readonly ascii: boolean;
  readonly everyLine?: boolean;
  /** The tree's integers: 16 bits for a list of fewer than 65,536 words, else 32. */
  readonly treeBytes?: 2 | 4;
  readonly ascending?: boolean;
  /** The list is exactly these words, a line each (its text is then the words' lines). */
  readonly wholeText?: boolean;
}

export interface WordIndex {
  readonly lengths: Readonly<Record<string, IndexEntry>>;
}

export type IndexPart = 'words' | 'masks' | 'tree' | 'letters' | 'distinct' | 'lettersets';

/** The file of one part of one length. */
export function indexPartPath(indexPath: string, length: number | string, part: IndexPart): string {
  return indexPath.replace(/\.json$/, `.${length}.${part}`);
}

/**
 * The index's copy of the list it was made from. The index describes a list when their texts
 * are equal, whatever the list's time: a package installed by npm, or a tree copied without its
 * times, has other times than the build; a list edited to the same size has the same size.
 */
export function indexedListPath(indexPath: string): string {
  return indexPath.replace(/\.json$/, '.list');
}

export interface EncodedIndex {
  /** The JSON file's text. */
  readonly json: string;
  readonly parts: readonly { readonly length: number; readonly part: IndexPart; readonly bytes: Uint8Array }[];
}

/** The index of a list's text: every length a line of it has a word of. */
export function encodeIndex(text: string): EncodedIndex {
  const lengths = new Set<number>();
  for (const line of text.split('\n')) {
    const word = normalizeLine(line);
    if (word !== undefined) lengths.add([...word].length);
  }
  const index = indexWordList(text, [...lengths].sort());
  const parts: { length: number; part: IndexPart; bytes: Uint8Array }[] = [];
  const entries: Record<string, IndexEntry> = {};
  const bytesOf = (integers: Int32Array | Uint16Array) => new Uint8Array(integers.buffer, integers.byteOffset, integers.byteLength);
  for (const [key, facts] of Object.entries(index)) {
    const length = Number(key);
    parts.push({ length, part: 'words', bytes: new TextEncoder().encode(facts.words) });
    parts.push({ length, part: 'masks', bytes: bytesOf(Int32Array.from(facts.masks)) });
    // The tree's entries are word indexes (at most the count) and prefix lengths: 16 bits each
    // for a list of fewer than 65,536 words, half the bytes for a turn to read (the bundled
    // list's tree: 148 KB instead of 297 KB, about 0.1-0.15 ms less on a cold start).
    const treeBytes = facts.count < 0x10000 ? 2 : 4;
    if (facts.tree) parts.push({ length, part: 'tree', bytes: bytesOf((treeBytes === 2 ? Uint16Array : Int32Array).from(facts.tree)) });
    // The solver's encoding of the words (letters 16 bits each, the distinct-letter masks, the
    // words by letter as bit sets): a ranked turn reads them instead of making them.
    if (facts.encoded) {
      parts.push({ length, part: 'letters', bytes: bytesOf(facts.encoded.letters) });
      parts.push({ length, part: 'distinct', bytes: bytesOf(facts.encoded.distinct) });
      if (facts.encoded.letterSets) parts.push({ length, part: 'lettersets', bytes: bytesOf(facts.encoded.letterSets) });
    }
    entries[length] = {
      count: facts.count,
      ascii: facts.ascii,
      everyLine: facts.everyLine === true,
      treeBytes,
      ascending: facts.encoded?.ascending === true,
      wholeText: facts.lines !== undefined,
    };
  }
  return { json: JSON.stringify({ lengths: entries } satisfies WordIndex), parts };
}

/** How factsFromIndex reads the files (each when first needed). */
export interface IndexFiles {
  /** A part's bytes; undefined when it cannot be read. */
  bytes(part: IndexPart): Uint8Array<ArrayBuffer> | undefined;
  /** The words part as text (Latin-1 when `ascii`: a-z bytes are the same text, copied without decoding); throws when unreadable. */
  words(ascii: boolean): string;
  /** The list's text, the one the index was checked against (Latin-1 when `ascii`, as `words`). */
  list(ascii: boolean): string;
}

/** A function's value, computed on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The facts of one length of an index, its parts read when first asked for (a first turn needs
 * neither the masks nor the tree); parts that cannot be read, or are not the size they must be
 * (an index written before it had them, or cut short), are made again (masks) or done without.
 */
export function factsFromIndex(entry: IndexEntry, length: number, files: IndexFiles): ListFacts {
  // The raw integers, read in place (an offset that is not a multiple of the size, copied).
  const integers = (part: IndexPart, Type: Int32ArrayConstructor | Uint16ArrayConstructor) => () => {
    const bytes = files.bytes(part);
    if (!bytes) return undefined;
    const size = Type.BYTES_PER_ELEMENT;
    return bytes.byteOffset % size === 0
      ? new Type(bytes.buffer, bytes.byteOffset, bytes.length / size)
      : new Type(new Uint8Array(bytes).buffer);
  };
  const masks = once(integers('masks', Int32Array));
  const tree = once(integers('tree', entry.treeBytes === 2 ? Uint16Array : Int32Array));
  const encoded = once((): EncodedWords | undefined => {
    const letters = integers('letters', Uint16Array)();
    const distinct = integers('distinct', Int32Array)();
    if (letters?.length !== entry.count * length || distinct?.length !== entry.count || entry.ascending === undefined) return undefined;
    const sets = integers('lettersets', Int32Array)();
    // (26 letters, a bit a word: another size is not these words' sets, and is done without.)
    const letterSets = sets?.length === 26 * ((entry.count + 31) >>> 5) ? (sets as Int32Array) : undefined;
    return { letters: letters as Uint16Array, distinct: distinct as Int32Array, ascending: entry.ascending, letterSets };
  });
  const list = once(() => files.list(entry.ascii));
  const stored: StoredFacts = {
    count: entry.count,
    ascii: entry.ascii,
    everyLine: entry.everyLine,
    words: files.words(entry.ascii),
    get masks() {
      return masks();
    },
    get tree() {
      return entry.ascii ? tree() : undefined;
    },
    get encoded() {
      return entry.ascii ? encoded() : undefined;
    },
    // (The list itself, when it is exactly the words a line each: split natively, faster than
    // cutting the joined words.)
    get lines() {
      return entry.wholeText ? list() : undefined;
    },
  };
  return factsFromStored(stored, length);
}
