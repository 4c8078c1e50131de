// Why a run matched nothing: whether the words read held any of the query's length at all (then
// the clues ruled them out) or none (the list, or the length, is the mistake), which the filter
// says on stderr. Watched as stdin streams by (it cannot be read twice), or a file read again.

import { statSync } from 'node:fs';
import { compileQuery, createFilter } from '../lib/index.ts';
import { type Block, fileBlocks } from '../node/read-words.ts';
import type { WordSource } from './decide.ts';

/**
 * Watches blocks for a word of the given length, until it has seen one: stdin cannot be read
 * twice, and without one a run that matched nothing must say why. It usually stops at the
 * first block, and looks at the first 64 KiB of each block before the whole of it.
 */
export function lengthProbe(length: number): { see(block: Block): void; readonly seen: boolean } {
  const query = compileQuery([], length);
  let seen = false;
  const found = (text: string, ascii: boolean) => {
    const filter = createFilter(query, { collect: 'nothing' });
    filter.push(text, ascii);
    return filter.finish().matches.length > 0;
  };
  return {
    see(block) {
      if (seen) return;
      const cut = block.text.lastIndexOf('\n', 1 << 16);
      seen = (cut > 0 && found(block.text.slice(0, cut), block.ascii)) || found(block.text, block.ascii);
    },
    get seen() {
      return seen;
    },
  };
}

/**
 * Whether a run must watch its words go by to tell later whether any had the length: stdin,
 * and a file that cannot be read twice (a pipe, such as the shell's `<(...)`, or a device).
 * A regular file is read again instead, and only when nothing matched.
 */
export function needsLengthProbe(source: WordSource): boolean {
  if (source.kind === 'stdin') return true;
  if (source.kind !== 'file') return false;
  try {
    return !statSync(source.path).isFile();
  } catch {
    return true;
  }
}

/** Whether the source held a word of the length: as the probe saw it, else its file (`path`) read again (only when nothing matched). */
export function heldWordOfLength(source: WordSource, path: string, length: number, probe: { readonly seen: boolean } | undefined): boolean {
  if (probe) return probe.seen;
  return source.kind === 'stdin' || hasWordOfLength(path, length);
}

/** Whether a word file holds a word of the given length. */
export function hasWordOfLength(path: string, length: number): boolean {
  const probe = lengthProbe(length);
  for (const block of fileBlocks(path)) {
    probe.see(block);
    if (probe.seen) return true;
  }
  return false;
}
