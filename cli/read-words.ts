// Reads a word file or stdin in large chunks and hands out blocks of whole lines, so memory
// stays flat for any file size and the matcher sees few, big strings.

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { factsFromStored, type ListFacts, type StoredFacts, WordleError } from '../lib/index.ts';
import type { WordSource } from './decide.ts';

export interface Block {
  readonly text: string;
  readonly ascii: boolean;
}

// 64 KiB: a block's string then stays in the young generation, which a scavenge frees at
// once; 1 MiB strings went to the large-object space and piled up until a full collection
// (peak memory grew with the file's size). Measured faster too.
const CHUNK = 1 << 16;
const NEWLINE = 0x0a;

function unreadable(name: string, error: unknown): WordleError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    ENOENT: 'no such file',
    ENOTDIR: 'no such file',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'is a directory',
    EIO: 'input/output error',
  };
  const why = reasons[code ?? ''] ?? String(code ?? error);
  return new WordleError('WORDS_UNREADABLE', `cannot read words from ${name}: ${why}`);
}

function decode(bytes: Buffer): Block {
  const ascii = isAscii(bytes);
  return { text: bytes.toString(ascii ? 'latin1' : 'utf8'), ascii };
}

/**
 * Cuts a stream of byte chunks into blocks that end at a line end ('\n' never occurs inside a
 * UTF-8 sequence, so cutting there never splits a letter). Every block starts with the '\n'
 * before its first line, which the matcher would otherwise have to prepend with a copy.
 * A leading BOM is dropped.
 */
class BlockSplitter {
  private carry: Buffer = Buffer.from([NEWLINE]);
  private first = true;

  push(chunk: Buffer): Block | undefined {
    let bytes = Buffer.concat([this.carry, chunk]);
    if (this.first && bytes[1] === 0xef && bytes[2] === 0xbb && bytes[3] === 0xbf) {
      bytes = Buffer.concat([this.carry, chunk.subarray(3)]);
    }
    this.first = false;
    const end = bytes.lastIndexOf(NEWLINE);
    // The tail keeps its '\n' and is copied: the chunk's buffer is reused by the next read.
    this.carry = Buffer.from(bytes.subarray(end));
    return end === 0 ? undefined : decode(bytes.subarray(0, end));
  }

  end(): Block | undefined {
    const rest = this.carry;
    this.carry = Buffer.from([NEWLINE]);
    return rest.length > 1 ? decode(rest) : undefined;
  }
}

/** Chunks read from a file descriptor until end of file. */
function* chunksOf(fd: number, name: string, size = CHUNK): Generator<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  for (;;) {
    let read: number;
    try {
      read = readSync(fd, buffer, 0, size, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') throw error; // non-blocking stdin: caller falls back
      throw unreadable(name, error);
    }
    if (read === 0) return;
    yield buffer.subarray(0, read);
  }
}

/** Blocks of a named file; errors (missing, directory, unreadable) are WordleErrors. */
export function* fileBlocks(path: string, chunkSize = CHUNK): Generator<Block> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw unreadable(path, error);
  }
  try {
    if (fstatSync(fd).isDirectory()) throw unreadable(path, Object.assign(new Error(), { code: 'EISDIR' }));
    const splitter = new BlockSplitter();
    for (const chunk of chunksOf(fd, path, chunkSize)) {
      const block = splitter.push(chunk);
      if (block) yield block;
    }
    const last = splitter.end();
    if (last) yield last;
  } finally {
    closeSync(fd);
  }
}

/**
 * Blocks of stdin. Reads synchronously (fast, no stream machinery); a non-blocking stdin
 * (EAGAIN) switches to the async stream for the rest.
 */
export async function* stdinBlocks(): AsyncGenerator<Block> {
  const splitter = new BlockSplitter();
  let blocking = true;
  try {
    for (const chunk of chunksOf(0, 'stdin')) {
      const block = splitter.push(chunk);
      if (block) yield block;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    blocking = false;
  }
  if (!blocking) {
    for await (const chunk of process.stdin) {
      const block = splitter.push(chunk as Buffer);
      if (block) yield block;
    }
  }
  const last = splitter.end();
  if (last) yield last;
}

export function wordBlocks(source: WordSource, bundledPath: string): Iterable<Block> | AsyncIterable<Block> {
  if (source.kind === 'stdin') return stdinBlocks();
  return fileBlocks(source.kind === 'file' ? source.path : bundledPath);
}

/**
 * The precomputed facts of the bundled list for one word length, when the index was made
 * from the list as it is now (same size and time); otherwise undefined and the run computes them.
 */
export function bundledFacts(listPath: string, indexPath: string, length: number): ListFacts | undefined {
  try {
    const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { size: number; mtimeMs: number; lengths: Record<string, { count: number; ascii: boolean }> };
    const { size, mtimeMs } = statSync(listPath);
    const meta = index.lengths[length];
    if (index.size !== size || index.mtimeMs !== mtimeMs || !meta) return undefined;
    // The raw integers, read in place (a Buffer's offset is 8-byte aligned in its pool only by chance: copy if not).
    const integers = (bytes: Buffer) => (bytes.byteOffset % 4 === 0 ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4) : new Int32Array(new Uint8Array(bytes).buffer));
    const stored: StoredFacts = {
      ...meta,
      words: readFileSync(indexPath.replace(/\.json$/, `.${length}.words`), meta.ascii ? 'latin1' : 'utf8'),
      masks: integers(readFileSync(indexPath.replace(/\.json$/, `.${length}.masks`))),
      tree: meta.ascii ? integers(readFileSync(indexPath.replace(/\.json$/, `.${length}.tree`))) : undefined,
    };
    return factsFromStored(stored, length);
  } catch {
    return undefined;
  }
}
