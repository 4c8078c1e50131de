// Which words may be the answer, and the precomputed first guesses for the bundled lists.

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type OpenerBook, openerFrom, type Query } from '../lib/index.ts';
import { bundledName } from './book.ts';
import type { WordSource } from './decide.ts';
import { type ListRef, matchesIn, resolveList } from './lists.ts';
import type { Options } from './options.ts';

export interface Answers {
  /** The likely answers that fit the query (the only ones a turn asks about). */
  readonly words: ReadonlySet<string>;
  readonly ref: ListRef;
}

/**
 * The likely answers that fit the query: from --answers, else the bundled answer list, for
 * any word list (so that `wordle crAne | wordle sLAnt` weighs the answers as one call does;
 * when no match is on it, every match counts, see candidatesOf). The list is matched like a
 * word file, so only its fitting words are kept.
 */
export function answersFor(root: string, options: Options, _source: WordSource, query: Query, needed: boolean): Answers | undefined {
  if (!needed) return undefined;
  const ref = resolveList(root, 'answers', options.answers);
  return { words: new Set(query.clues.length === 0 ? wordsOfLength(ref.path, query) : matchesIn(ref.path, query)), ref };
}

/** Lines of lowercase a-z, each ended. */
const PLAIN_LINES = /^(?:[a-z]+\n)*$/;
/** Lists up to this size may be read whole (the bundled answer lists are 14-16 KB). */
const SMALL_LIST = 1 << 20;

/**
 * What a query without clues matches in a list: its words of the query's length. A small list
 * of plain lowercase a-z lines (the bundled ones) needs no matcher: its lines are its words (a
 * first turn then skips compiling and running one). Any other list, or one that cannot be read
 * (for its error message), goes through the filter.
 */
function wordsOfLength(path: string, query: Query): readonly string[] {
  let text: string;
  try {
    const stat = statSync(path);
    // (A pipe or device could not be read twice.)
    if (!stat.isFile() || stat.size > SMALL_LIST) return matchesIn(path, query);
    // UTF-8: Node's fast path (once PLAIN_LINES holds, the same text as latin1).
    text = readFileSync(path, 'utf8');
  } catch {
    return matchesIn(path, query);
  }
  if (!PLAIN_LINES.test(text)) return matchesIn(path, query);
  return text.split('\n').filter((line) => line.length === query.length);
}

export function readOpenerBook(root: string): OpenerBook | undefined {
  try {
    return JSON.parse(readFileSync(join(root, 'data', 'openers.json'), 'utf8')) as OpenerBook;
  } catch {
    return undefined;
  }
}

export function bookedOpener(
  root: string,
  guesses: string | undefined,
  answers: string | undefined,
  hard: boolean,
  strategy: string,
): string | undefined {
  if (!guesses || !answers) return undefined;
  return openerFrom(readOpenerBook(root), guesses, answers, hard, strategy);
}

/** The bundled list's name of the guesses read (a -f file by its content), if they are one. */
export function guessListName(root: string, source: WordSource): string | undefined {
  if (source.kind === 'bundled') return 'wordle.txt';
  return source.kind === 'file' ? bundledName(root, { path: source.path, bundled: undefined }) : undefined;
}

/** The precomputed first guess of this turn, when it is a first turn on bundled lists. */
export function openerFor(root: string, options: Options, source: WordSource): string | undefined {
  if (options.patterns.length > 0 || source.kind === 'stdin') return undefined;
  const guesses = guessListName(root, source);
  // With -f and no --answers every word may be the answer: a list of its own.
  if (source.kind === 'file' && options.answers === undefined) return undefined;
  return bookedOpener(root, guesses, bundledName(root, resolveList(root, 'answers', options.answers)), options.hard, options.strategy);
}
