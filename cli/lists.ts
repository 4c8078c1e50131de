// Word lists by name or path: the bundled ones (see data/SOURCES.md) and the user's files.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  broadList,
  bundledList,
  compileQuery,
  createFilter,
  fileName,
  type ListFacts,
  type ListKind,
  listFacts,
  normalizeLine,
  type Query,
} from '../lib/index.ts';
import { fileBlocks } from '../node/read-words.ts';

export interface ListRef {
  readonly path: string;
  /** The bundled file's name (e.g. answers-2023.txt), for precomputed results; undefined for user files. */
  readonly bundled: string | undefined;
}

export function resolveList(root: string, kind: ListKind, value: string | undefined): ListRef {
  const relative = bundledList(kind, value);
  if (relative) return { path: join(root, relative), bundled: fileName(relative) };
  return { path: wordFile(root, value) ?? '', bundled: undefined };
}

/** The file `-f` names: a broad list's (`-f english`), or the path as given. */
export function wordFile(root: string, value: string | undefined): string | undefined {
  const broad = broadList(value);
  return broad === undefined ? value : join(root, broad);
}

/**
 * The words of a list, read like any word file, once each, in order: those of the given
 * length, or with no length those of the length of its first word.
 */
export function readWordList(path: string, length: number | undefined): string[] {
  if (length === undefined) {
    // (Read up to the first word only: memory follows the words kept, not the file.)
    for (const block of fileBlocks(path)) {
      for (const line of block.text.split('\n')) {
        const word = normalizeLine(line);
        if (word !== undefined) return readWordList(path, [...word].length);
      }
    }
    return [];
  }
  return [...new Set(matchesIn(path, compileQuery([], length)))];
}

/** The words of a file that the query matches, in file order. */
export function matchesIn(path: string, query: Query): readonly string[] {
  const filter = createFilter(query, { collect: 'nothing' });
  for (const block of fileBlocks(path)) filter.push(block.text, block.ascii);
  return filter.finish().matches;
}

export { checkGuess } from '../lib/index.ts';

/** A list's facts for one length, made from the list itself (where the build's index of it cannot be used: a list edited since). */
export function listFactsOf(path: string, length: number): ListFacts {
  return listFacts(readFileSync(path, 'utf8'), length);
}
