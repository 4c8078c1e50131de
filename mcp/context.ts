// The edge that reads: the bundled lists and the opener book, once per server (the worker
// threads get the text, see pool.ts).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_LISTS, bundledList, fileName, type OpenerBook, WordleError } from '../lib/index.ts';
import type { WordLists } from './tools.ts';

function read(root: string, relative: string): string {
  try {
    // A leading newline: the matcher takes blocks that start with the line end before their first line.
    return `\n${readFileSync(join(root, relative), 'utf8').replace(/^\uFEFF/, '')}`;
  } catch (error) {
    throw new WordleError(
      'WORDS_UNREADABLE',
      `cannot read the bundled list ${relative}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}

function readOpeners(root: string): OpenerBook | undefined {
  try {
    return JSON.parse(readFileSync(join(root, 'data', 'openers.json'), 'utf8')) as OpenerBook;
  } catch {
    return undefined;
  }
}

/** best's books (data/book/): the text of each that exists, by its name. */
function readBooks(root: string): Record<string, string> {
  const books: Record<string, string> = {};
  for (const entry of readdirSync(join(root, 'data', 'book'), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.txt'))
      books[entry.name.slice(0, -'.txt'.length)] = readFileSync(join(root, 'data', 'book', entry.name), 'utf8');
  }
  return books;
}

/** The proofs made ahead (data/proofs/): the text of each table that exists, by its name (as a book's). */
function readProofs(root: string): Record<string, string> {
  const tables: Record<string, string> = {};
  const folder = join(root, 'data', 'proofs');
  if (!existsSync(folder)) return tables;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.txt'))
      tables[entry.name.slice(0, -'.txt'.length)] = readFileSync(join(folder, entry.name), 'utf8');
  }
  return tables;
}

export function readLists(root: string): WordLists {
  const words = bundledList('guesses', 'nyt') ?? 'wordle.txt';
  const answerNames = Object.keys(BUNDLED_LISTS.answers);
  const answerFiles = Object.fromEntries(answerNames.map((name) => [name, bundledList('answers', name) ?? '']));
  return {
    words: read(root, words),
    answers: Object.fromEntries(answerNames.map((name) => [name, read(root, answerFiles[name] ?? '')])),
    files: { words: fileName(words), answers: Object.fromEntries(answerNames.map((name) => [name, fileName(answerFiles[name] ?? '')])) },
    openers: readOpeners(root),
    books: readBooks(root),
    proofs: readProofs(root),
    // (Parsed only by a turn with alpha or familiar.)
    frequencies: readFileSync(join(root, 'data', 'ngram-counts.txt'), 'utf8'),
  };
}
