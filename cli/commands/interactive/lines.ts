// Reading a game's input a line at a time (assist, play, show, several boards, Absurdle): a
// bounded line of piped input, the prompt on a terminal, one line answered before the next,
// Ctrl-C and Ctrl-D.

import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { WordleError } from '../../../lib/index.ts';
import { fdKind, isClosedPipe, outputStream, writeAll } from '../../io.ts';

/** The longest line of input a game reads: a guess, its tiles or a command, with room to spare. */
const MAX_INPUT_LINE = 1 << 16;

/**
 * The input, passed on as it comes, until a line grows longer than `limit` bytes: then an
 * error that says so (readline holds a whole line, however long: `assist < /dev/zero` would grow
 * without bound).
 */
function boundedLines(input: NodeJS.ReadableStream, limit: number): Transform {
  let run = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let start = 0; ; ) {
        const end = chunk.indexOf(10, start);
        run += (end < 0 ? chunk.length : end) - start;
        if (run > limit) return done(new WordleError('USAGE', `a line of input is longer than ${limit} bytes`));
        if (end < 0) break;
        run = 0;
        start = end + 1;
      }
      done(null, chunk);
    },
  });
  input.on('error', (error) => bounded.destroy(error));
  return input.pipe(bounded);
}

/** A line-by-line session: what readLines drives. */
interface LineSession {
  /** The prompt for the next line (shown on a terminal only). */
  prompt(): string;
  /** Runs first, before the first prompt (it may take as long as a line); a status ends the session. */
  begin?(): Promise<number | undefined>;
  /** Handles a line; a status ends the session. */
  line(line: string): number | undefined | Promise<number | undefined>;
  /** The status at the end of input (Ctrl-D). */
  end(): number;
  /** Ctrl-C while a line is being handled: stops that work (true: the line is given up, back to the prompt) or not (Ctrl-C leaves). */
  interrupt?(): boolean;
}

/**
 * Reads lines and hands them to the session one at a time, in order (a line waits until the
 * last has been answered); Ctrl-C exits 130 unless it stopped a line's work, end of input
 * (Ctrl-D) ends with session.end().
 */
export function readLines(session: LineSession): Promise<number> {
  const terminal = fdKind(0) === 'terminal';
  // Prompts go to the terminal: stdout when it is one, else stderr, so a piped stdout gets only results.
  const output = terminal ? outputStream(fdKind(1) === 'terminal' ? 1 : 2) : undefined;
  // (A terminal's lines are typed; piped or redirected input is read a bounded line at a time.)
  const input = terminal ? process.stdin : boundedLines(process.stdin, MAX_INPUT_LINE);
  const lines = createInterface({ input, output, terminal });
  return new Promise((resolve, reject) => {
    let finished = false;
    let busy = false;
    let inputEnded = false;
    const queue: string[] = [];
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      lines.close();
      resolve(status);
    };
    const ask = () => {
      if (!terminal || finished) return;
      lines.setPrompt(session.prompt());
      lines.prompt();
    };
    /** An error ends the session: quietly when the reader of stdout has gone (`| head`), as the filter does. */
    const fail = (error: unknown) => {
      if (isClosedPipe(error)) finish(0);
      else if (!finished) {
        finished = true;
        lines.close();
        reject(error);
      }
    };
    const ending = () => {
      try {
        // Ctrl-D leaves the cursor after the prompt: end its line first.
        if (terminal) writeAll(1, '\n');
        finish(session.end());
      } catch (error) {
        // (The end's last words, a share grid, may meet a reader that has gone, as a line's may.)
        fail(error);
      }
    };
    /** Runs one piece of work; whether the session goes on. */
    const step = async (work: () => number | undefined | Promise<number | undefined>): Promise<boolean> => {
      let status: number | undefined;
      try {
        status = await work();
      } catch (error) {
        fail(error);
        return false;
      }
      if (finished) return false;
      if (status !== undefined) finish(status);
      return status === undefined;
    };
    const drain = async (first?: () => Promise<number | undefined>) => {
      if (busy) return;
      busy = true;
      let going = true;
      if (first) {
        going = await step(first);
        if (going) ask();
      }
      while (going && queue.length > 0) {
        const line = queue.shift() as string;
        going = await step(() => session.line(line));
        if (going) ask();
      }
      busy = false;
      if (inputEnded && !finished) ending();
    };
    // A line too long to hold (readline passes its input's error on): the session ends with it (one line, exit status 2).
    lines.on('error', (error) => {
      if (finished) return;
      finished = true;
      lines.close();
      reject(error);
    });
    lines.on('line', (line) => {
      if (finished) return;
      queue.push(line);
      void drain();
    });
    lines.on('SIGINT', () => {
      if (busy && session.interrupt?.()) {
        // Lines typed ahead were meant for what was given up.
        queue.length = 0;
        return;
      }
      writeAll(1, '\n');
      finish(130);
    });
    lines.on('close', () => {
      if (finished) return;
      inputEnded = true;
      if (!busy) ending();
    });
    if (session.begin) void drain(session.begin);
    else ask();
  });
}
