// Reading the files a person names, bounded: a chunk at a time into one buffer, and a whole
// file only up to a size that no real one of its kind reaches (a device such as /dev/zero, or a
// wrong file, would otherwise be read until memory runs out).

import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { type ErrorCode, WordleError } from '../lib/index.ts';

/** Why a file could not be read, in a few words (a file named on the command line, never a trace). */
export function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    ENOENT: 'no such file',
    ENOTDIR: 'no such file',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'is a directory',
    EIO: 'input/output error',
  };
  return reasons[code ?? ''] ?? String(code ?? error);
}

/** Chunks read from a file descriptor until end of file, each in the same buffer (read it before asking for the next). Errors as node:fs throws them. */
export function* chunksOf(fd: number, size: number): Generator<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  for (;;) {
    const read = readSync(fd, buffer, 0, size, null);
    if (read === 0) return;
    yield buffer.subarray(0, read);
  }
}

/**
 * A file's bytes (a path, or an open descriptor such as 0 for stdin), or undefined when it holds
 * more than `limit` bytes: reading stops there. Errors as node:fs throws them.
 */
export function readAtMost(file: string | number, limit: number): Buffer | undefined {
  const fd = typeof file === 'number' ? file : openSync(file, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    // (A regular file says its size: read whole by Node's reader, in one call.)
    if (stat.isFile()) return stat.size > limit ? undefined : readFileSync(fd);
    const parts: Buffer[] = [];
    let total = 0;
    for (const chunk of chunksOf(fd, 1 << 16)) {
      total += chunk.length;
      if (total > limit) return undefined;
      parts.push(Buffer.from(chunk));
    }
    return Buffer.concat(parts, total);
  } finally {
    if (typeof file !== 'number') closeSync(fd);
  }
}

/** A file read whole, and how messages name it and its kind. */
export interface WholeFile {
  /** The path, or 0 for stdin. */
  readonly file: string | number;
  /** How messages name it: `--grid game.txt`. */
  readonly name: string;
  /** What no real one is larger than: a `share text`. */
  readonly kind: string;
  readonly limit: number;
  /** The error's code (either way the CLI exits 2). */
  readonly code: ErrorCode;
}

const sizeText = (bytes: number) => (bytes >= 1 << 20 ? `${bytes / (1 << 20)} MiB` : `${bytes / 1024} KiB`);

/** A file's UTF-8 text, read whole up to its kind's limit: unreadable, or larger, it is a WordleError naming it. */
export function readWholeText(whole: WholeFile): string {
  let bytes: Buffer | undefined;
  try {
    bytes = readAtMost(whole.file, whole.limit);
  } catch (error) {
    throw new WordleError(whole.code, `cannot read ${whole.name}: ${whyUnreadable(error)}`);
  }
  if (bytes === undefined)
    throw new WordleError(whole.code, `${whole.name} is larger than any ${whole.kind} (over ${sizeText(whole.limit)})`);
  return bytes.toString('utf8');
}
