// `wordle web`: serves the built page (dist/web/index.html, see scripts/build.mjs) on loopback
// until Ctrl-C, and `wordle --web-url`: the page's address for a position. The page needs no
// server logic (it runs the library itself); this only hands out the one file.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileQuery, type LinkSettings, positionUrl, resolveLists, uncarriedLists, WordleError } from '../lib/index.ts';
import { requestHost } from './http-host.ts';
import { writeAll } from './io.ts';

export interface WebRequest {
  readonly patterns: readonly string[];
  readonly port: number | undefined;
  readonly open: boolean;
  /** `--web-url`: print the file's address for the patterns, serve nothing. */
  readonly urlOnly: boolean;
  /** `--web-url`: the settings the address carries. */
  readonly link?: LinkSettings | undefined;
}

const HOST = '127.0.0.1';
// No site may frame what is served (clickjacking): frame-ancestors for today's browsers,
// X-Frame-Options for older ones (a meta tag cannot say either).
const NO_FRAMING = { 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
// The same policy as the page's own meta tag: nothing may be loaded from anywhere (the solver's
// WebAssembly kernel is compiled from bytes in the script: 'wasm-unsafe-eval', no eval of JS).
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval' blob:; worker-src blob:; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

function readPage(root: string): Buffer {
  try {
    return readFileSync(join(root, 'dist', 'web', 'index.html'));
  } catch {
    throw new WordleError('USAGE', 'the web page is not built: run npm run build');
  }
}

/**
 * What the server answers: the page at / (GET or HEAD, for this host only), nothing else.
 * `host` is the request's one well-formed Host header (undefined: none, several, or malformed).
 */
export function answer(
  method: string | undefined,
  url: string | undefined,
  host: string | undefined,
  origin: string | undefined,
  port: number,
): { status: number; page: boolean; allow?: string } {
  if (host === undefined) return { status: 400, page: false };
  // Another name for loopback (DNS rebinding) gets nothing, nor does a script of another site.
  const ours = [`${HOST}:${port}`, `localhost:${port}`];
  if (!ours.includes(host)) return { status: 421, page: false };
  if (origin !== undefined && !ours.some((name) => origin === `http://${name}`)) return { status: 403, page: false };
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, page: false, allow: 'GET, HEAD' };
  const path = (url ?? '/').split('?')[0];
  if (path === '/' || path === '/index.html') return { status: 200, page: true };
  return { status: 404, page: false };
}

function openBrowser(url: string): void {
  const configured = process.env['BROWSER'];
  const [command, ...args] = configured
    ? [configured]
    : process.platform === 'darwin'
      ? ['open']
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""']
        : ['xdg-open'];
  const failed = () => writeAll(2, `wordle web: cannot open a browser (${command}); set BROWSER, or open the address above\n`);
  try {
    const child = spawn(command ?? 'xdg-open', [...args, url], { detached: true, stdio: 'ignore' });
    child.on('error', failed);
    child.unref();
  } catch {
    failed();
  }
}

export async function runWeb(root: string, request: WebRequest): Promise<number> {
  // (Folded as the list named folds them, -f es: the address carries the list's words.)
  const query = compileQuery(request.patterns, undefined, resolveLists({ guesses: request.link?.guesses }).fold);
  if (request.urlOnly) {
    readPage(root);
    writeAll(1, `${positionUrl(pathToFileURL(join(root, 'dist', 'web', 'index.html')).href, query.clues, request.link)}\n`);
    // (A list the address cannot carry is said, not dropped in silence.)
    for (const list of uncarriedLists(request.link ?? {})) {
      const given = list === 'guesses' ? `-f ${request.link?.guesses}` : `--answers ${request.link?.answers}`;
      writeAll(2, `wordle: the page's address cannot carry ${given} (the page takes only its own lists, by name): it opens without it\n`);
    }
    return 0;
  }
  const page = readPage(root);
  let port = request.port ?? 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { status, page: send, allow } = answer(req.method, req.url, requestHost(req), req.headers.origin, port);
    if (!send) {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...NO_FRAMING, ...(allow && { allow }) });
      res.end(status === 404 ? 'not found\n' : '');
      return;
    }
    res.writeHead(200, { ...HEADERS, 'content-length': page.length });
    res.end(req.method === 'HEAD' ? undefined : page);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE' ? 'it is in use' : error.code === 'EACCES' ? 'permission denied' : String(error.code ?? error.message);
      reject(new WordleError('USAGE', `cannot serve on port ${request.port ?? 0}: ${why}`));
    });
    server.listen(port, HOST, resolve);
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : port;
  const url = positionUrl(`http://${HOST}:${port}/`, query.clues);
  writeAll(1, `${url}\n`);
  writeAll(2, 'wordle web: serving the page on this computer only; Ctrl-C stops\n');
  if (request.open) openBrowser(url);
  await new Promise<void>((resolve) => {
    const stop = () => {
      server.close();
      server.closeAllConnections();
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
