// Small, cheap I/O at the edge. process.stdout and require('node:tty') each cost a few ms to
// set up (they load Node's stream and net modules), a tenth of a Node start, so the common
// turn uses fstat and fs.writeSync instead and touches them only when it must.

import { fstatSync, type Stats, statSync, writeSync } from 'node:fs';
import { WordleError, wrapText } from '../lib/index.ts';

/** What an fd is: a terminal, a pipe or socket, a regular file, /dev/null (or another device), or closed. */
export type FdKind = 'terminal' | 'pipe' | 'file' | 'null' | 'closed';

/** What an fd is, coarsely: a pipe or socket, a regular file, a device (terminal, /dev/null...) or closed. */
export type InputKind = 'pipe' | 'file' | 'device' | 'closed';

function coarseKind(fd: number): { readonly kind: 'closed' } | { readonly kind: Exclude<InputKind, 'closed'>; readonly stat: Stats } {
  let stat: Stats;
  try {
    stat = fstatSync(fd);
  } catch {
    return { kind: 'closed' };
  }
  return { kind: stat.isFIFO() || stat.isSocket() ? 'pipe' : stat.isFile() ? 'file' : 'device', stat };
}

/**
 * All that choosing where words come from needs to know of stdin. Unlike fdKind it never
 * loads node:tty (about 3 ms), so `wordle crAne | grep x` typed at a terminal does not pay for it.
 */
export function inputKind(fd: number): InputKind {
  return coarseKind(fd).kind;
}

let devNull: Stats | undefined;

export function fdKind(fd: number): FdKind {
  const coarse = coarseKind(fd);
  if (coarse.kind !== 'device') return coarse.kind;
  const { stat } = coarse;
  if (!stat.isCharacterDevice()) return 'null';
  devNull ??= statSync('/dev/null', { throwIfNoEntry: false });
  if (devNull && devNull.rdev === stat.rdev) return 'null';
  const tty = process.getBuiltinModule('node:tty') as typeof import('node:tty');
  return tty.isatty(fd) ? 'terminal' : 'null';
}

let streamed = false;
/** Whether some output went to a stream that may still be flushing (see writeAll). */
export function outputPending(): boolean {
  return streamed;
}

/** What a failed write says, as grep and coreutils put it. */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EBADF: 'it is closed',
  EIO: 'input/output error',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
};

/** Thrown when the reader of stdout has gone away (`wordle | head -1`). */
export class ClosedPipe extends Error {}

/**
 * Writes all of `text` to fd 1 or 2. A closed pipe throws ClosedPipe. A non-blocking pipe
 * that is full (EAGAIN) hands the rest to the stream, which waits for it to drain.
 */
export function writeAll(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') throw new ClosedPipe();
      if (code !== 'EAGAIN')
        throw new WordleError(
          'OUTPUT_FAILED',
          `cannot write to ${fd === 1 ? 'stdout' : 'stderr'}: ${WRITE_ERRORS[code ?? ''] ?? code ?? 'write error'}`,
        );
      streamed = true;
      const stream = fd === 1 ? process.stdout : process.stderr;
      stream.on('error', (streamError: NodeJS.ErrnoException) => {
        if (streamError.code !== 'EPIPE') throw streamError;
      });
      stream.write(bytes.subarray(offset));
      return;
    }
  }
}

/** The terminal's width in columns, if fd 1 is one that knows it (a bare pty says 0). */
export function terminalWidth(): number | undefined {
  return process.stdout.columns || undefined;
}

/** Text for stdout, wrapped at word boundaries to the terminal's width when stdout is one. */
export function fitTerminal(text: string): string {
  if (fdKind(1) !== 'terminal') return text;
  const width = terminalWidth();
  return width ? wrapText(text, width) : text;
}
