// Reads a word file or stdin in large chunks and hands out blocks of whole lines, so memory
// stays flat for any file size and the matcher sees few, big strings. Bounded: a line too long
// to be a word is skipped as it streams by, and one longer than any text's (a device such as
// /dev/zero, which never ends a line) is refused.

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { addDistinct, MAX_WORD_LENGTH, type WordBlock, WordleError } from '../lib/index.ts';
import { chunksOf, whyUnreadable } from './read-file.ts';

export interface Block {
  readonly text: string;
  readonly ascii: boolean;
  /**
   * The bytes of an ASCII block (its latin1 text has the same offsets): the suggestion's word
   * scan reads them. Read them before asking for the next block: the reader reuses the memory.
   */
  readonly bytes?: Uint8Array | undefined;
}

// 64 KiB: a block's string then stays in the young generation, which a scavenge frees at
// once; 1 MiB strings go to the large-object space and pile up until a full collection (peak
// memory would grow with the file's size). Faster too, as measured.
const CHUNK = 1 << 16;
/** A regular file smaller than this is read whole, as one block (the bundled list is 89 KB). */
const WHOLE_FILE = 1 << 20;
const NEWLINE = 0x0a;
/**
 * No word is longer than this many bytes (MAX_WORD_LENGTH letters of up to 4 bytes, with room
 * for combining marks and the spaces a line may be trimmed of): a longer line is skipped as it
 * streams by, so a file of one huge line (or /dev/zero) costs linear time and flat memory.
 */
export const MAX_LINE_BYTES = 16 * MAX_WORD_LENGTH;

function unreadable(name: string, error: unknown): WordleError {
  return new WordleError('WORDS_UNREADABLE', `cannot read words from ${name}: ${whyUnreadable(error)}`);
}

/**
 * A line longer than this is not skipped but refused: no list of words has one, and an input
 * that never ends its line (/dev/zero) would be read for ever. (/dev/zero reaches it in about
 * a tenth of a second; a 100 MB line is still skipped.)
 */
export const LONGEST_LINE = 256 << 20;

function lineTooLong(name: string): WordleError {
  return new WordleError('WORDS_UNREADABLE', `cannot read words from ${name}: a line longer than 256 MiB (no list of words has one)`);
}

/** The block of these bytes: an ASCII one makes its text when read (see AsciiBlock). */
function blockOf(bytes: Buffer, splitter: BlockSplitter): Block {
  return isAscii(bytes) ? new AsciiBlock(bytes, splitter, splitter.made) : { text: bytes.toString('utf8'), ascii: false };
}

/**
 * Cuts a stream of byte chunks into blocks that end at a line end ('\n' never occurs inside a
 * UTF-8 sequence, so cutting there never splits a letter). Every block starts with the '\n'
 * before its first line, which the matcher would otherwise have to prepend with a copy.
 * A leading BOM is dropped.
 */
class BlockSplitter {
  constructor(private readonly name: string) {}

  private carry: Buffer = Buffer.from([NEWLINE]);
  /**
   * The carry and the next chunk, joined in memory used again for every block (a block's bytes
   * are read before the next block is made: see Block): a new buffer per block touched fresh
   * pages, a page fault each 4 KiB (about 300 fewer on a million lines).
   */
  private joined: Buffer = Buffer.alloc(0);
  private first = true;
  /** Inside a line too long to be a word: drop bytes up to its end. */
  private skipping = false;
  /** The bytes of the line being skipped, so far. */
  private skipped = 0;
  /** Bytes seen, so that an empty input can be told from one without words. */
  bytes = 0;
  /** Blocks made so far (see AsciiBlock). */
  made = 0;

  push(input: Buffer): Block | undefined {
    this.bytes += input.length;
    let chunk = input;
    if (this.skipping) {
      const end = chunk.indexOf(NEWLINE);
      if (end === -1) {
        this.skipped += chunk.length;
        if (this.skipped > LONGEST_LINE) throw lineTooLong(this.name);
        return undefined;
      }
      this.skipping = false;
      chunk = chunk.subarray(end + 1);
    }
    if (this.first && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    this.first = false;
    const size = this.carry.length + chunk.length;
    if (this.joined.length < size) this.joined = Buffer.allocUnsafeSlow(size);
    this.carry.copy(this.joined, 0);
    chunk.copy(this.joined, this.carry.length);
    const bytes = this.joined.subarray(0, size);
    const end = bytes.lastIndexOf(NEWLINE);
    this.made++;
    if (bytes.length - end > MAX_LINE_BYTES) {
      // The unfinished line is already too long for a word: skip the rest of it.
      this.skipping = true;
      this.skipped = bytes.length - end - 1;
      this.carry = Buffer.from([NEWLINE]);
    } else {
      // The tail keeps its '\n' and is copied: the chunk's buffer is reused by the next read.
      this.carry = Buffer.from(bytes.subarray(end));
    }
    return end === 0 ? undefined : blockOf(bytes.subarray(0, end), this);
  }

  end(): Block | undefined {
    const rest = this.carry;
    this.carry = Buffer.from([NEWLINE]);
    // (The carry is a copy of its own: no later block overwrites it.)
    return rest.length > 1 && !this.skipping ? blockOf(rest, this) : undefined;
  }
}

/**
 * An ASCII block in the splitter's memory: its text made when first read, which must be before
 * the next block is made. The kernel's pass reads only the bytes (a big file's 6.7 MB of text
 * not made: 6-9 ms of a million lines, A/B).
 */
class AsciiBlock implements Block {
  readonly ascii = true;
  private made: string | undefined;

  constructor(
    readonly bytes: Buffer,
    private readonly splitter: BlockSplitter,
    private readonly at: number,
  ) {}

  get text(): string {
    if (this.made === undefined) {
      if (this.splitter.made !== this.at) throw new Error("a block's text read after the next block was made");
      this.made = this.bytes.toString('latin1');
    }
    return this.made;
  }
}

/** Chunks read from a file descriptor until end of file; errors are WordleErrors, but for EAGAIN (a non-blocking stdin: the caller falls back). */
function* chunksNamed(fd: number, name: string, size = CHUNK): Generator<Buffer> {
  try {
    yield* chunksOf(fd, size);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') throw error;
    throw unreadable(name, error);
  }
}

/**
 * A small regular file as one block, read and decoded by Node's UTF-8 file reader in one
 * call: on a cold start (each Node function's first call is slow) the bundled list then costs
 * a turn about 0.4 ms instead of 0.9 ms through Buffers and BlockSplitter. The same text: a
 * leading BOM dropped, the block starting with '\n'.
 */
function wholeFile(fd: number, path: string, read: ReadStats): Block | undefined {
  let text: string;
  try {
    text = readFileSync(fd, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  // (Invalid UTF-8 decodes to U+FFFD, which is not ASCII either; a BOM is 3 bytes read, as in BlockSplitter.)
  const bytes = Buffer.byteLength(text);
  read.bytes = bytes;
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  return text === '' ? undefined : { text: `\n${text}`, ascii: bytes - (bom ? 3 : 0) === text.length };
}

/**
 * Blocks of a named file; errors (missing, directory, unreadable) are WordleErrors. A small
 * regular file comes whole, unless a chunk size is given (tests).
 */
export function* fileBlocks(path: string, chunkSize?: number, read: ReadStats = { bytes: 0 }): Generator<Block> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw unreadable(path, error);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw unreadable(path, Object.assign(new Error(), { code: 'EISDIR' }));
    if (chunkSize === undefined && stat.isFile() && stat.size < WHOLE_FILE) {
      const whole = wholeFile(fd, path, read);
      if (whole) yield whole;
      return;
    }
    const splitter = new BlockSplitter(path);
    for (const chunk of chunksNamed(fd, path, chunkSize)) {
      const block = splitter.push(chunk);
      if (block) yield block;
    }
    read.bytes = splitter.bytes;
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
export async function* stdinBlocks(read: ReadStats = { bytes: 0 }): AsyncGenerator<Block> {
  const splitter = new BlockSplitter('stdin');
  let blocking = true;
  try {
    for (const chunk of chunksNamed(0, 'stdin')) {
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
  read.bytes = splitter.bytes;
  const last = splitter.end();
  if (last) yield last;
}

/** What a reader saw, filled in when it reaches the end. */
export interface ReadStats {
  bytes: number;
}

/**
 * A list read whole, as one text: its blocks joined while they are small (the bundled list is
 * 89 KB), then its lines each once (where it first occurs) and none longer than a word can be
 * (normalizeLine's bound). What a turn reads of it is the same (a word counts once), and the
 * memory follows the distinct words, not the size (`yes crane | wordle --boards 2` stays small).
 */
export async function listText(blocks: string | Iterable<WordBlock> | AsyncIterable<WordBlock>): Promise<string> {
  if (typeof blocks === 'string') return blocks;
  const parts: string[] = [];
  let size = 0;
  let lines: Set<string> | undefined;
  for await (const block of blocks) {
    if (!lines) {
      parts.push(block.text);
      size += block.text.length;
      if (size <= WHOLE_FILE) continue;
      lines = new Set();
      for (const part of parts.splice(0)) addLines(lines, part);
    } else addLines(lines, block.text);
  }
  return lines ? [...lines].join('\n') : parts.join('\n');
}

function addLines(lines: Set<string>, text: string): void {
  for (const line of text.split('\n')) if (line.length <= 4 * MAX_WORD_LENGTH) addDistinct(lines, line);
}
