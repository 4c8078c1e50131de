// Reading the files a person names: a chunk at a time into one buffer, and why one could not be read.

import { readSync } from 'node:fs';

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
