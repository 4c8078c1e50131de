// `wordle mcp`: the server on stdin/stdout, as desktop clients launch it. stdout carries only
// JSON-RPC; anything else goes to stderr.

import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  parseJSONRPCMessage,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  serializeMessage,
  type Transport,
} from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { whyUnwritable } from '../cli/io.ts';
import { logLine, logProblem } from './log.ts';
import type { Pool } from './pool.ts';
import { createMcpServer } from './server.ts';

type RequestId = string | number;

/** The longest line read, the SDK's bound for its stdio buffer. */
const MAX_LINE = STDIO_DEFAULT_MAX_BUFFER_SIZE;

/**
 * Cuts input into lines, holding at most MAX_LINE bytes of one: the rest of a longer line is
 * dropped as it comes and the line is reported once, and the next line is read as usual (the
 * SDK's ReadBuffer gives up the whole connection instead). A last line without its newline is
 * a line at the end of input.
 */
class LineReader {
  private parts: Buffer[] = [];
  private size = 0;
  /** The line being read is past MAX_LINE: its bytes are dropped up to its newline. */
  private skipping = false;

  constructor(
    private readonly onLine: (line: Buffer) => void,
    private readonly onTooLong: () => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      this.keep(chunk.subarray(start, newline < 0 ? chunk.length : newline));
      if (newline < 0) return;
      this.endLine();
      start = newline + 1;
    }
  }

  /** The end of input: a line without its newline is still a line. */
  end(): void {
    if (this.size > 0 || this.skipping) this.endLine();
  }

  private keep(piece: Buffer): void {
    if (this.skipping || piece.length === 0) return;
    if (this.size + piece.length > MAX_LINE) {
      this.skipping = true;
      this.parts = [];
      this.size = 0;
      this.onTooLong();
      return;
    }
    this.parts.push(piece);
    this.size += piece.length;
  }

  private endLine(): void {
    const line = this.skipping ? undefined : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.skipping = false;
    if (line !== undefined) this.onLine(line);
  }
}

/**
 * stdin/stdout as the SDK's wire, like its StdioServerTransport but for what it gives up on:
 * - The end of input: the SDK's closes at once and drops the answers of calls still running
 *   (`printf '<initialize>\n<tools/call>\n' | wordle mcp` answered only the first). This one
 *   closes when input has ended and every request read has been answered (or cancelled); a
 *   call cannot run past the pool's time limit, so the wait is bounded.
 * - A line it cannot take: one line on stderr each (a line that is not JSON, JSON that is not
 *   JSON-RPC, a line over 10 MiB), and it goes on. No JSON-RPC error answers them: there is no
 *   id to answer, and the MCP schema's error response has no `id: null` (the SDK's client
 *   rejects one).
 */
class StdioWire implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: Transport['onmessage'];
  private readonly unanswered = new Set<RequestId>();
  private readonly lines = new LineReader(
    (line) => this.read(line),
    () => logLine(`ignored a line longer than ${MAX_LINE / (1 << 20)} MiB`),
  );
  private inputEnded = false;
  private closed = false;
  /** Why stdout failed, if it did (a write error's code): the wire closed then. */
  outputFailure: string | undefined;

  constructor(
    private readonly input: NodeJS.ReadableStream & { readableEnded?: boolean },
    private readonly output: NodeJS.WritableStream,
  ) {}

  private read(line: Buffer): void {
    const text = line.toString('utf8');
    // (Blank lines, a \r\n's \r among them, are no messages.)
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      logLine('ignored a line that is not JSON');
      return;
    }
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(value);
    } catch {
      logLine('ignored a message that is not valid JSON-RPC');
      return;
    }
    if (isJSONRPCRequest(message)) this.unanswered.add(message.id);
    else if (isJSONRPCNotification(message) && message.method === 'notifications/cancelled')
      this.settle((message.params as { requestId?: RequestId } | undefined)?.requestId);
    this.onmessage?.(message);
  }

  private readonly onData = (chunk: Buffer) => this.lines.push(chunk);

  private readonly onEnd = () => {
    if (this.inputEnded) return;
    this.inputEnded = true;
    this.lines.end();
    this.closeWhenAnswered();
  };

  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private readonly onOutputError = (error: NodeJS.ErrnoException) => {
    if (this.closed) return;
    this.outputFailure = error.code ?? error.message;
    void this.close();
  };

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
    this.input.once('end', this.onEnd);
    this.input.once('close', this.onEnd);
    this.output.on('error', this.onOutputError);
    if (this.input.readableEnded) setImmediate(this.onEnd);
  }

  send(message: JSONRPCMessage): Promise<void> {
    // (stdout has failed: the answer has nowhere to go, and the failure is said once, at the end.)
    if (this.outputFailure !== undefined) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('stdout is closed'));
    const answered =
      (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) && message.id !== undefined ? message.id : undefined;
    return new Promise<void>((resolve) => {
      this.output.write(serializeMessage(message), (error?: Error | null) => {
        // (A failed write closes the wire, before the answer settles: an ended input would close it as if all went out.)
        if (error) this.onOutputError(error);
        resolve();
        // After the answer is written: the last one lets an ended input close the wire.
        if (answered !== undefined) this.settle(answered);
      });
    });
  }

  private settle(id: RequestId | undefined): void {
    if (id === undefined) return;
    this.unanswered.delete(id);
    this.closeWhenAnswered();
  }

  private closeWhenAnswered(): void {
    if (this.inputEnded && this.unanswered.size === 0) void this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    this.input.off('end', this.onEnd);
    this.input.off('close', this.onEnd);
    // (Late write failures after the close are nobody's to report.)
    this.output.off('error', this.onOutputError);
    this.output.on('error', () => {});
    this.input.pause();
    this.onclose?.();
    for (const listener of this.closeListeners) listener();
  }

  private readonly closeListeners: (() => void)[] = [];
  /** Called once the wire has closed (input ended and answered, or stdout failed). */
  whenClosed(listener: () => void): void {
    this.closeListeners.push(listener);
  }
}

/**
 * Serves until stdin ends (and the calls read are answered) or a signal comes; resolves with
 * the exit status: 0, or 2 when stdout could not be written (said on stderr; a client that
 * closed its end of the pipe has gone, and that ends the server quietly, with 0).
 */
export function runStdio(pool: Pool, version: string): Promise<number> {
  return new Promise((resolve) => {
    const wire = new StdioWire(process.stdin, process.stdout);
    // One instance per connection, pinned to the protocol era the client opens with.
    const handle = serveStdio(() => createMcpServer(pool.execute, version), {
      onerror: logProblem,
      transport: wire,
    });
    let ending = false;
    const end = () => {
      if (ending) return;
      ending = true;
      const failure = wire.outputFailure;
      const status = failure === undefined || failure === 'EPIPE' ? 0 : 2;
      if (status !== 0) logLine(`cannot write to stdout: ${whyUnwritable(failure)}`);
      void Promise.allSettled([handle.close(), pool.close()]).finally(() => {
        // Whatever is still queued for stdout goes out before the exit.
        if (failure !== undefined || process.stdout.writableLength === 0) resolve(status);
        else process.stdout.write('', () => resolve(status));
      });
    };
    wire.whenClosed(end);
    process.once('SIGTERM', end);
    process.once('SIGINT', end);
    process.once('SIGHUP', end);
  });
}
