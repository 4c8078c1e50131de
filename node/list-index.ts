// The build's index of the bundled list (dist/wordle.index.json and its parts, laid out by
// lib's index format), read for a turn: the list's facts made ahead, used only when the index
// was made from the list as it is now.

import { closeSync, openSync, readFileSync } from 'node:fs';
import { factsFromIndex, indexedListPath, indexPartPath, type ListFacts, type WordIndex } from '../lib/index.ts';
import { chunksOf } from './read-file.ts';

/**
 * Whether the file holds exactly these bytes, read a chunk at a time into one small buffer: a
 * second whole copy of the list would be 89 KB of fresh memory a turn, and fresh pages are what
 * a turn's start pays most for on a virtual machine (docs/performance.md). (Compared
 * as bytes, natively: hashing them in JavaScript costs 1-2 ms on a cold start, before the loop
 * is compiled, and loading node:crypto about 2 ms.)
 */
function holdsExactly(path: string, bytes: Buffer): boolean {
  const fd = openSync(path, 'r');
  try {
    let at = 0;
    for (const chunk of chunksOf(fd, 1 << 14)) {
      if (at + chunk.length > bytes.length || bytes.compare(chunk, 0, chunk.length, at, at + chunk.length) !== 0) return false;
      at += chunk.length;
    }
    return at === bytes.length;
  } finally {
    closeSync(fd);
  }
}

/**
 * The precomputed facts of the bundled list for one word length, when the index was made
 * from the list as it is now (the same text); otherwise undefined and the run computes them.
 */
export function bundledFacts(listPath: string, indexPath: string, length: number): ListFacts | undefined {
  try {
    const index = JSON.parse(readFileSync(indexPath, 'utf8')) as WordIndex;
    const entry = index.lengths[length];
    if (!entry) return undefined;
    // (As bytes, compared natively: no string is made, and none is left for the collector, unless the lines are asked for.)
    const bytes = readFileSync(listPath);
    if (!holdsExactly(indexedListPath(indexPath), bytes)) return undefined;
    return factsFromIndex(entry, length, {
      bytes(part) {
        try {
          return readFileSync(indexPartPath(indexPath, length, part));
        } catch {
          return undefined;
        }
      },
      // (An a-z list's words read as bytes and copied as Latin-1, the same text: Node's UTF-8 file
      // reader fills a buffer that grows as it reads: about 17 more fresh pages a turn.)
      words: (ascii) =>
        ascii
          ? readFileSync(indexPartPath(indexPath, length, 'words')).toString('latin1')
          : readFileSync(indexPartPath(indexPath, length, 'words'), 'utf8'),
      // (Decoded as the index's maker decoded it: the facts are those of this text.)
      list: (ascii) => bytes.toString(ascii ? 'latin1' : 'utf8'),
    });
  } catch {
    return undefined;
  }
}
