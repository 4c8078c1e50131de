// `wordle mcp`: the server on stdin/stdout, as desktop clients launch it. stdout carries only
// JSON-RPC; anything else goes to stderr.

import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  ReadBuffer,
  serializeMessage,
  type Transport,
} from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { logProblem } from './log.ts';
import type { Pool } from './pool.ts';
import { createMcpServer } from './server.ts';

type RequestId = string | number;

/**
 * stdin/stdout as the SDK's wire, like its StdioServerTransport but for the end of input: the
 * SDK's closes at once and drops the answers of calls still running (`printf '<initialize>\n
 * <tools/call>\n' | wordle mcp` answered only the first). This one closes when input has ended
 * and every request read has been answered (or cancelled); a call cannot run past the pool's
 * time limit, so the wait is bounded.
 */
class StdioWire implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: Transport['onmessage'];
  private readonly buffer = new ReadBuffer();
  private readonly unanswered = new Set<RequestId>();
  private inputEnded = false;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream & { readableEnded?: boolean },
    private readonly output: NodeJS.WritableStream,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    try {
      this.buffer.append(chunk);
    } catch (error) {
      // A line past the buffer's bound: the SDK's transport gives up the connection too.
      this.onerror?.(error as Error);
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        // (Lines that are not JSON are skipped by the buffer; JSON that is not JSON-RPC throws.)
        message = this.buffer.readMessage();
      } catch (error) {
        this.onerror?.(error as Error);
        continue;
      }
      if (message === null) break;
      if (isJSONRPCRequest(message)) this.unanswered.add(message.id);
      else if (isJSONRPCNotification(message) && message.method === 'notifications/cancelled')
        this.settle((message.params as { requestId?: RequestId } | undefined)?.requestId);
      this.onmessage?.(message);
    }
  };

  private readonly onEnd = () => {
    this.inputEnded = true;
    this.closeWhenAnswered();
  };

  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private readonly onOutputError = (error: Error) => {
    if (this.closed) return;
    this.onerror?.(error);
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
    if (this.closed) return Promise.reject(new Error('stdout is closed'));
    const answered =
      (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) && message.id !== undefined ? message.id : undefined;
    return new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => {
        if (error) reject(error);
        else resolve();
        // After the answer is written: the last one lets an ended input close the wire.
        if (answered !== undefined) this.settle(answered);
      };
      this.output.write(serializeMessage(message), done);
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
    this.buffer.clear();
    this.onclose?.();
    for (const listener of this.closeListeners) listener();
  }

  private readonly closeListeners: (() => void)[] = [];
  /** Called once the wire has closed (input ended and answered, or stdout failed). */
  whenClosed(listener: () => void): void {
    this.closeListeners.push(listener);
  }
}

/** Serves until stdin ends (and the calls read are answered) or a signal comes; resolves with the exit status. */
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
      void Promise.allSettled([handle.close(), pool.close()]).finally(() => {
        // Whatever is still queued for stdout goes out before the exit.
        if (process.stdout.writableLength === 0) resolve(0);
        else process.stdout.write('', () => resolve(0));
      });
    };
    wire.whenClosed(end);
    process.once('SIGTERM', end);
    process.once('SIGINT', end);
    process.once('SIGHUP', end);
  });
}
