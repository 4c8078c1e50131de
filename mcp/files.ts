// The edge that reads: the package's files a tool call may need, read once per server before
// serving (the worker threads get the texts, see pool.ts); a broad list (english, 2.8 MB) is
// read by a worker only when a call first names it.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_LISTS, FREQUENCY_FILES, OPENERS_FILE, type PackageTexts, WordleError } from '../lib/index.ts';

/** A word list of the package, as the matcher takes a block: after a line end, without a byte-order mark. */
function readList(root: string, relative: string): string {
  try {
    return `\n${readFileSync(join(root, relative), 'utf8').replace(/^\uFEFF/, '')}`;
  } catch (error) {
    throw new WordleError(
      'WORDS_UNREADABLE',
      `cannot read the bundled list ${relative}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}

/** The texts of every `.txt` file of a folder of data/ (best's books, the proofs), by path; none when it is absent. */
function readFolder(root: string, folder: string): Record<string, string> {
  const texts: Record<string, string> = {};
  if (!existsSync(join(root, folder))) return texts;
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.txt'))
      texts[`${folder}/${entry.name}`] = readFileSync(join(root, folder, entry.name), 'utf8');
  }
  return texts;
}

/** The bundled lists, the openers, books and proofs, and the five-letter word frequencies, by their paths in the package. */
export function readLists(root: string): PackageTexts {
  const lists = [...new Set([...Object.values(BUNDLED_LISTS.guesses), ...Object.values(BUNDLED_LISTS.answers)])];
  let openers: Record<string, string> = {};
  try {
    openers = { [OPENERS_FILE]: readFileSync(join(root, OPENERS_FILE), 'utf8') };
  } catch {
    // (No openers: every first turn is computed.)
  }
  return {
    ...Object.fromEntries(lists.map((path) => [path, readList(root, path)])),
    ...openers,
    ...readFolder(root, 'data/book'),
    ...readFolder(root, 'data/proofs'),
    // (Parsed only by a turn with alpha or familiar.)
    [FREQUENCY_FILES.fiveLetters]: readFileSync(join(root, FREQUENCY_FILES.fiveLetters), 'utf8'),
  };
}

/** A file of the package a worker reads only when a call first names it (a broad list). */
export function readMore(root: string, relative: string): string | undefined {
  try {
    return readFileSync(join(root, relative), 'utf8');
  } catch {
    return undefined;
  }
}
