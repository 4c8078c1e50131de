// Reads a word file or stdin in large chunks and hands out blocks of whole lines, so memory
// stays flat for any file size and the matcher sees few, big strings.

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import {
  compileQuery,
  createFilter,
  type EncodedWords,
  factsFromStored,
  type ListFacts,
  MAX_WORD_LENGTH,
  type StoredFacts,
  WordleError,
} from '../lib/index.ts';
import type { WordSource } from './decide.ts';
import { whyUnreadable } from './io.ts';

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
// once; 1 MiB strings went to the large-object space and piled up until a full collection
// (peak memory grew with the file's size). Measured faster too.
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
  /** Bytes seen, so that an empty input can be told from one without words. */
  bytes = 0;
  /** Blocks made so far (see AsciiBlock). */
  made = 0;

  push(input: Buffer): Block | undefined {
    this.bytes += input.length;
    let chunk = input;
    if (this.skipping) {
      const end = chunk.indexOf(NEWLINE);
      if (end === -1) return undefined;
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
    const splitter = new BlockSplitter();
    for (const chunk of chunksOf(fd, path, chunkSize)) {
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
  read.bytes = splitter.bytes;
  const last = splitter.end();
  if (last) yield last;
}

/** What a reader saw, filled in when it reaches the end. */
export interface ReadStats {
  bytes: number;
}

export function wordBlocks(source: WordSource, bundledPath: string, read?: ReadStats): Iterable<Block> | AsyncIterable<Block> {
  if (source.kind === 'stdin') return stdinBlocks(read);
  return fileBlocks(source.kind === 'file' ? source.path : bundledPath, undefined, read);
}

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

/** Whether the source held a word of the length: as the probe saw it, else files read again (only when nothing matched). */
export function heldWordOfLength(
  source: WordSource,
  bundledPath: string,
  length: number,
  probe: { readonly seen: boolean } | undefined,
): boolean {
  if (probe) return probe.seen;
  return source.kind === 'stdin' || hasWordOfLength(source.kind === 'file' ? source.path : bundledPath, length);
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

/** A function's value, computed on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The index's copy of the list it was made from (written by scripts/make-index.ts). The index
 * describes the list when their texts are equal, whatever the list's time: a package installed
 * by npm, or a tree copied without its times, has other times than the build, a list edited to
 * the same size has the same size. (Compared as bytes, natively, see holdsExactly; hashing the
 * bytes in JavaScript costs 1-2 ms on a cold start, before the loop is compiled, and loading
 * node:crypto about 2 ms.)
 */
export function indexedListPath(indexPath: string): string {
  return indexPath.replace(/\.json$/, '.list');
}

/**
 * Whether the file holds exactly these bytes, read a chunk at a time into one small buffer: a
 * second whole copy of the list would be 89 KB of fresh memory a turn, and fresh pages are what
 * a turn's start pays most for on a virtual machine (docs/performance.md, session 14).
 */
function holdsExactly(path: string, bytes: Buffer): boolean {
  const fd = openSync(path, 'r');
  try {
    let at = 0;
    for (const chunk of chunksOf(fd, path, 1 << 14)) {
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
    const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
      lengths: Record<
        string,
        { count: number; ascii: boolean; everyLine?: boolean; treeBytes?: 2 | 4; ascending?: boolean; wholeText?: boolean }
      >;
    };
    const meta = index.lengths[length];
    if (!meta) return undefined;
    // (Decoded as the index's maker decoded it: the facts are those of this text.)
    // (As bytes, compared natively: no string is made, and none is left for the collector, unless the lines are asked for.)
    const bytes = readFileSync(listPath);
    if (!holdsExactly(indexedListPath(indexPath), bytes)) return undefined;
    // (Asked for only when the list is its a-z words a line each: then Latin-1 is the same text, copied without decoding.)
    const list = once(() => bytes.toString(meta.ascii ? 'latin1' : 'utf8'));
    // The raw integers, read in place (a Buffer's offset is 8-byte aligned in its pool only by chance: copy if not),
    // when first asked for (a first turn needs neither the masks nor the tree); unreadable, they are made again (masks) or done without (tree).
    // The tree may be stored in 16 bits (see scripts/make-index.ts).
    const integers =
      (kind: 'masks' | 'tree' | 'letters' | 'distinct' | 'lettersets', Type: Int32ArrayConstructor | Uint16ArrayConstructor) => () => {
        try {
          const bytes = readFileSync(indexPath.replace(/\.json$/, `.${length}.${kind}`));
          const size = Type.BYTES_PER_ELEMENT;
          return bytes.byteOffset % size === 0
            ? new Type(bytes.buffer, bytes.byteOffset, bytes.length / size)
            : new Type(new Uint8Array(bytes).buffer);
        } catch {
          return undefined;
        }
      };
    const masks = once(integers('masks', Int32Array));
    const tree = once(integers('tree', meta.treeBytes === 2 ? Uint16Array : Int32Array));
    // (Checked in size: an index written before it had them, or cut short, is done without.)
    const encoded = once((): EncodedWords | undefined => {
      const letters = integers('letters', Uint16Array)();
      const distinct = integers('distinct', Int32Array)();
      if (letters?.length !== meta.count * length || distinct?.length !== meta.count || meta.ascending === undefined) return undefined;
      const sets = integers('lettersets', Int32Array)();
      // (26 letters, a bit a word: another size is not these words' sets, and is done without.)
      const letterSets = sets?.length === 26 * ((meta.count + 31) >>> 5) ? (sets as Int32Array) : undefined;
      return { letters: letters as Uint16Array, distinct: distinct as Int32Array, ascending: meta.ascending, letterSets };
    });
    const wordsPath = indexPath.replace(/\.json$/, `.${length}.words`);
    const stored: StoredFacts = {
      count: meta.count,
      ascii: meta.ascii,
      everyLine: meta.everyLine,
      // (An a-z list's words read as bytes and copied as Latin-1, the same text: Node's UTF-8 file
      // reader fills a buffer that grows as it reads: about 17 more fresh pages a turn.)
      words: meta.ascii ? readFileSync(wordsPath).toString('latin1') : readFileSync(wordsPath, 'utf8'),
      get masks() {
        return masks();
      },
      get tree() {
        return meta.ascii ? tree() : undefined;
      },
      get encoded() {
        return meta.ascii ? encoded() : undefined;
      },
      // (The list itself, when it is exactly the words a line each: split natively, faster than
      // cutting the joined words. The text the index was checked against, not read again.)
      get lines() {
        return meta.wholeText ? list() : undefined;
      },
    };
    return factsFromStored(stored, length);
  } catch {
    return undefined;
  }
}
