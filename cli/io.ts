// Small, cheap I/O at the edge. process.stdout and require('node:tty') each cost a few ms to
// set up (they load Node's stream and net modules), a tenth of a Node start, so the common
// turn uses fstat and fs.writeSync instead and touches them only when it must.

import { fstatSync, type Stats, statSync, writeSync } from 'node:fs';
import { WordleError } from '../lib/index.ts';
import { wrapText } from '../lib/talk/index.ts';

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

/**
 * What became of this process's output. Every bundle has its own copy of this module (see
 * isWordleError), so the state lives on the global object, where main's finish sees what a
 * command bundle's writes met.
 */
interface OutputState {
  /** Some output went to a stream (process.stdout or stderr) that may still be flushing. */
  streamed: boolean;
  /** The fds whose stream carries all their output since a write met a full pipe: later text queues behind it, in order. */
  readonly queued: Set<1 | 2>;
  /** The streams given an 'error' listener (once each). */
  readonly guarded: Set<1 | 2>;
  /** Why stdout takes no more: its reader has gone ('closed'), or the failure as said on stderr. */
  stdoutFailure: string | undefined;
  /** stderr cannot be written: its messages are dropped. */
  stderrFailed: boolean;
}

const OUTPUT_STATE = Symbol.for('wordle.output');
const output: OutputState = ((globalThis as { [OUTPUT_STATE]?: OutputState })[OUTPUT_STATE] ??= {
  streamed: false,
  queued: new Set(),
  guarded: new Set(),
  stdoutFailure: undefined,
  stderrFailed: false,
});

/** Whether some output went to a stream that may still be flushing (see writeAll). */
export function outputPending(): boolean {
  return output.streamed;
}

/** Whether stdout failed while a stream was flushing it (said on stderr then): the run's status becomes 2. */
export function outputFailed(): boolean {
  return output.stdoutFailure !== undefined && output.stdoutFailure !== 'closed';
}

/** What a failed write says, as grep and coreutils put it. */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EBADF: 'it is closed',
  EIO: 'input/output error',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
};

/** Why a write failed, in a few words, from its error code. */
export function whyUnwritable(code: string | undefined): string {
  return WRITE_ERRORS[code ?? ''] ?? code ?? 'write error';
}

/**
 * Thrown by writeAll when stdout takes no more: its reader has gone (`wordle | head -1`), or
 * it failed while a stream flushed it (said on stderr then). Either way the run ends quietly.
 */
export class ClosedPipe extends Error {
  override readonly name = 'ClosedPipe';
}

/** Whether a thrown value is a ClosedPipe: by name, as isWordleError, for the copies in other bundles. */
export function isClosedPipe(error: unknown): error is ClosedPipe {
  return error instanceof Error && error.name === 'ClosedPipe';
}

/** Records a failed write of fd; for stdout, ends the run (a WordleError, or ClosedPipe for a closed pipe). */
function writeFailed(fd: 1 | 2, code: string | undefined): void {
  // A message that cannot be shown changes nothing: the status stays what the run decided.
  if (fd === 2) {
    output.stderrFailed = true;
    return;
  }
  if (code === 'EPIPE') {
    output.stdoutFailure = 'closed';
    throw new ClosedPipe();
  }
  throw new WordleError('OUTPUT_FAILED', `cannot write to stdout: ${whyUnwritable(code)}`);
}

/** A stream's write failed after writeAll (or readline) handed it text. */
function streamFailed(fd: 1 | 2, error: NodeJS.ErrnoException): void {
  if (fd === 2) {
    output.stderrFailed = true;
    return;
  }
  if (output.stdoutFailure !== undefined) return;
  if (error.code === 'EPIPE') {
    output.stdoutFailure = 'closed';
    return;
  }
  output.stdoutFailure = `cannot write to stdout: ${whyUnwritable(error.code)}`;
  writeAll(2, `wordle: ${output.stdoutFailure}\n`);
  // (finish sets the status when the run ends later; this, when it has ended.)
  process.exitCode = 2;
}

/**
 * process.stdout or process.stderr, for what needs a stream (readline's prompts): a failed
 * write there is taken as writeAll takes one, never an unhandled 'error' event.
 */
export function outputStream(fd: 1 | 2): NodeJS.WriteStream {
  const stream = fd === 1 ? process.stdout : process.stderr;
  if (!output.guarded.has(fd)) {
    output.guarded.add(fd);
    stream.on('error', (error: NodeJS.ErrnoException) => streamFailed(fd, error));
  }
  return stream;
}

/**
 * Writes all of `text` to fd 1 or 2. stdout that takes no more throws: ClosedPipe for a
 * closed pipe, a WordleError for another failure. stderr never throws: a message that cannot
 * be written is dropped. A non-blocking pipe that is full (EAGAIN) hands the rest to the
 * stream, which waits for it to drain, and every later write queues behind it.
 */
export function writeAll(fd: 1 | 2, text: string): void {
  if (fd === 2 && output.stderrFailed) return;
  if (fd === 1 && output.stdoutFailure !== undefined) throw new ClosedPipe();
  if (output.queued.has(fd)) {
    outputStream(fd).write(text);
    return;
  }
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN') return writeFailed(fd, code);
      output.streamed = true;
      output.queued.add(fd);
      outputStream(fd).write(bytes.subarray(offset));
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
