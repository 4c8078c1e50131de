// `wordle mcp --http`: Streamable HTTP at http://HOST:PORT/mcp, stateless (every tool is), with
// GET /health. Loopback by default; another host only when asked. node:http requests are
// turned into web-standard Requests for the SDK's handler, and its Responses streamed back.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMcpHandler,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';
import { requestHost } from '../cli/http-host.ts';
import { WordleError } from '../lib/index.ts';
import { logLine, logProblem } from './log.ts';
import type { Pool } from './pool.ts';
import { createMcpServer } from './server.ts';

export interface HttpOptions {
  readonly host: string;
  readonly port: number;
}

/** A JSON-RPC request body is small: a history and a few options. */
const MAX_BODY = 1 << 20;

/** Whether an address the server is bound to is loopback (127.0.0.0/8, ::1, or 127/8 mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d+\.\d+\.\d+$/.test(v4) || address === '::1';
}

/** A host as the hostname of a URL (how the Host and Origin checks compare them): 127.1 is 127.0.0.1, IPv6 in brackets. */
function urlHostname(host: string): string | undefined {
  try {
    return new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}`).hostname;
  } catch {
    return undefined;
  }
}

/** Why a request from another site is refused (its Host or Origin is not one of `allowed`), or undefined. */
function foreignSite(host: string, origin: string | undefined, allowed: string[]): string | undefined {
  for (const check of [validateHostHeader(host, allowed), validateOriginHeader(origin, allowed)]) if (!check.ok) return check.message;
  return undefined;
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A JSON-RPC error that answers no request in particular. */
const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', id: null, error: { code, message } });

function json(res: ServerResponse, status: number, body: unknown, close = false): void {
  const text = JSON.stringify(body);
  // close: the rest of the request body is left unread, so the connection cannot carry another.
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...(close && { connection: 'close' }),
  });
  res.end(text);
}

async function toRequest(req: IncomingMessage, host: string, signal: AbortSignal): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', `http://${host}`), { method, headers, body, signal });
}

/**
 * Headers of one connection (RFC 9110, 7.6.1), which node:http sets itself: the SDK's
 * `connection: keep-alive` on an SSE answer kept a `Connection: close` request's socket open
 * about 6 s after the answer.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries([...response.headers].filter(([name]) => !HOP_BY_HOP.has(name))));
  if (!response.body) {
    res.end();
    return;
  }
  // SSE answers stream: pass each chunk on as it comes.
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** Serves until a signal comes; resolves with the exit status. */
export function runHttp(pool: Pool, version: string, options: HttpOptions): Promise<number> {
  const handler = createMcpHandler(() => createMcpServer(pool.execute, version), {
    onerror: logProblem,
    maxRequestBodySize: MAX_BODY,
  });
  // DNS rebinding: on loopback, only local Host and Origin headers (a web page elsewhere cannot
  // call in). Loopback is known by the address bound, however --host spells it (127.1,
  // LOCALHOST, 0:0:0:0:0:0:0:1), which is then allowed too, as the URL parser reads it.
  let allowedHosts: string[] | undefined;
  const server = createServer((req, res) => {
    // Every path alike. A Host missing, doubled or malformed (no host and port) is the client's mistake.
    const host = requestHost(req);
    if (host === undefined) {
      json(res, 400, rpcError(-32600, 'bad request: the Host header is missing, repeated or malformed'), true);
      return;
    }
    const foreign = allowedHosts && foreignSite(host, req.headers.origin, allowedHosts);
    if (foreign) {
      json(res, 403, rpcError(-32000, foreign));
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') {
      if (req.method === 'GET' || req.method === 'HEAD') json(res, 200, { status: 'ok' });
      else json(res, 405, { error: 'method not allowed' });
      return;
    }
    if (path !== '/mcp') {
      json(res, 404, { error: 'not found: the MCP endpoint is /mcp' });
      return;
    }
    const aborted = new AbortController();
    res.once('close', () => aborted.abort());
    void (async () => {
      try {
        await send(res, await handler.fetch(await toRequest(req, host, aborted.signal)));
      } catch (error) {
        if (error instanceof BodyTooLarge) return json(res, 413, rpcError(-32600, 'request body too large'), true);
        if (aborted.signal.aborted) return;
        logProblem(error instanceof Error ? error : new Error(String(error)));
        if (!res.headersSent) json(res, 500, rpcError(-32603, 'internal error'));
        else res.destroy();
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? 'the address is in use'
          : error.code === 'EACCES'
            ? 'permission denied'
            : (error.code ?? error.message);
      reject(new WordleError('USAGE', `cannot serve on ${options.host}:${options.port}: ${why}`));
    });
    server.listen(options.port, options.host, () => {
      const { port, address } = server.address() as AddressInfo;
      if (isLoopbackAddress(address)) {
        const spelled = [urlHostname(options.host), urlHostname(address)].filter((name): name is string => name !== undefined);
        allowedHosts = [...new Set([...localhostAllowedHostnames(), ...localhostAllowedOrigins(), ...spelled])];
      }
      const host = options.host.includes(':') && !options.host.startsWith('[') ? `[${options.host}]` : options.host;
      logLine(`serving http://${host}:${port}/mcp (GET /health); Ctrl-C ends`);
      let ending = false;
      const end = () => {
        if (ending) return;
        ending = true;
        server.close(() => resolve(0));
        server.closeIdleConnections();
        void Promise.allSettled([handler.close(), pool.close()]).finally(() => server.closeAllConnections());
      };
      process.once('SIGTERM', end);
      process.once('SIGINT', end);
      process.once('SIGHUP', end);
    });
  });
}
