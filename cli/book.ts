// Lists known by content: a file identical to a bundled list (by sha256) gets the bundled
// list's precomputed first guesses and book, whatever its name or path.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Book, BUNDLED_LISTS, bookName, bundledList, fileName, lazyBook } from '../lib/index.ts';
import { readAtMost } from '../node/read-file.ts';
import { type ListRef, resolveList } from './lists.ts';

const hashes = new Map<string, string | undefined>();

/** No bundled list is near this size (the largest, wordle.txt, is 89 KB): a larger file is none of them, and is not read whole. */
const BUNDLED_LIST_LIMIT = 4 << 20;

/** The sha256 of a file's bytes (undefined when it cannot be read, the list's reader says why, or is larger than any bundled list). */
function sha256(path: string): string | undefined {
  if (!hashes.has(path)) {
    let hash: string | undefined;
    try {
      const bytes = readAtMost(path, BUNDLED_LIST_LIMIT);
      // node:crypto only when a list must be hashed (a user's file), not on every turn.
      const { createHash } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
      hash = bytes && createHash('sha256').update(bytes).digest('hex');
    } catch {
      hash = undefined;
    }
    hashes.set(path, hash);
  }
  return hashes.get(path);
}

/** sha256 of each bundled list, by file name (data/openers.json keeps them with the openers). */
function bundledHashes(root: string): Readonly<Record<string, string>> | undefined {
  try {
    return (JSON.parse(readFileSync(join(root, 'data', 'openers.json'), 'utf8')) as { lists?: Record<string, string> }).lists;
  } catch {
    return undefined;
  }
}

/**
 * Whether a file is, by content, one of the bundled guess lists other than the bundled list
 * itself (the original guesses): a guess list of its own, not a chain of the bundled list's
 * words, though every word of it is one of them. (Its size first: a file of another size is
 * not hashed, so a big -f file costs a turn nothing more.)
 */
export function ownGuessList(root: string, path: string): boolean {
  const others = Object.values(BUNDLED_LISTS.guesses).filter((relative) => relative !== bundledList('guesses', undefined));
  const size = (file: string) => {
    try {
      return statSync(file).size;
    } catch {
      return -1;
    }
  };
  const own = others.filter((relative) => size(join(root, relative)) === size(path));
  if (own.length === 0) return false;
  const name = bundledName(root, { path, bundled: undefined });
  return own.some((relative) => fileName(relative) === name);
}

/** The bundled list a list is (its file name, as data/openers.json knows it), by name or by content. */
export function bundledName(root: string, ref: ListRef): string | undefined {
  if (ref.bundled !== undefined) return ref.bundled;
  const known = bundledHashes(root);
  if (!known || ref.path === '' || ref.path === '-') return undefined;
  const hash = sha256(ref.path);
  return Object.entries(known).find(([, value]) => value === hash)?.[0];
}

/** The book's file for bundled lists (by name) and mode, when there is one. */
export function bookPathFor(root: string, guesses: string | undefined, answers: string | undefined, hard: boolean): string | undefined {
  if (!guesses || !answers) return undefined;
  const path = join(root, 'data', 'book', `${bookName(guesses, answers, hard)}.txt`);
  return existsSync(path) ? path : undefined;
}

/**
 * The book for the lists and mode, when they are bundled ones (by content) and it exists. It is
 * read when first used: the greedy strategies' guard turns to it only where it cannot decide,
 * and a hard-mode turn spent 15 ms parsing it every time; then only the lines of the position
 * asked about are parsed (lazyBook).
 */
export function bookFor(root: string, guesses: string | undefined, answers: string | undefined, hard: boolean): Book | undefined {
  const path = bookPathFor(root, guesses, answers, hard);
  if (path === undefined) return undefined;
  return lazyBook(() => readFileSync(path, 'utf8'));
}

/** The whole book as plain data, for a worker thread's start-up data (copied by structured clone, which lazyBook's look-ups are not). */
export function wholeBook(book: Book): Book {
  return { next: new Map(book.next), games: book.games, total: book.total, over: book.over };
}

/** The book of a run's lists (known by content) and mode: `answers` as --answers names it. */
export function listBook(root: string, guesses: ListRef | undefined, answers: string | undefined, hard: boolean): Book | undefined {
  return bookFor(root, guesses && bundledName(root, guesses), bundledName(root, resolveList(root, 'answers', answers)), hard);
}
