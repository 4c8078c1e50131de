// Which words may be the answer, and the precomputed first guesses for the bundled lists.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFilter, type OpenerBook, openerIn, type Query } from '../lib/index.ts';
import type { WordSource } from './decide.ts';
import { type ListRef, resolveList } from './lists.ts';
import { fileBlocks } from './read-words.ts';
import type { Options } from './options.ts';

export interface Answers {
  /** The likely answers that fit the query (the only ones a turn asks about). */
  readonly words: ReadonlySet<string>;
  readonly ref: ListRef;
}

/**
 * The likely answers that fit the query: from --answers, or with the bundled word list the
 * bundled answer list; with -f or stdin and no --answers every word may be the answer
 * (undefined). The list is matched like a word file, so only its fitting words are kept.
 */
export function answersFor(root: string, options: Options, source: WordSource, query: Query, needed: boolean): Answers | undefined {
  if (!needed) return undefined;
  if (options.answers === undefined && source.kind !== 'bundled') return undefined;
  const ref = resolveList(root, 'answers', options.answers);
  const filter = createFilter(query, { collect: 'nothing' });
  for (const block of fileBlocks(ref.path)) filter.push(block.text, block.ascii);
  return { words: new Set(filter.finish().matches), ref };
}

export type { OpenerBook };

export function readOpenerBook(root: string): OpenerBook | undefined {
  try {
    return JSON.parse(readFileSync(join(root, 'data', 'openers.json'), 'utf8')) as OpenerBook;
  } catch {
    return undefined;
  }
}

export function bookedOpener(root: string, guesses: string | undefined, answers: string | undefined, hard: boolean, strategy: string): string | undefined {
  if (!guesses || !answers) return undefined;
  return openerIn(readOpenerBook(root), guesses, answers, hard, strategy);
}

/** The precomputed first guess of this turn, when it is a first turn on bundled lists. */
export function openerFor(root: string, options: Options, source: WordSource): string | undefined {
  if (options.patterns.length > 0 || source.kind !== 'bundled') return undefined;
  return bookedOpener(root, 'wordle.txt', resolveList(root, 'answers', options.answers).bundled, options.hard, options.strategy);
}
