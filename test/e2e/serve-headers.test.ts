// The page's server, asked over a raw socket: every answer forbids framing (clickjacking), in
// both the CSP and the older header, whatever the status; a request without one well-formed
// Host gets 400, another site's Host 421 and its Origin 403.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN } from './run.ts';

/** One HTTP/1.1 request over a socket, as written; the response's head, its header names lower-cased. */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
  });
}

/** Starts `wordle web` on a free port; the port, from the address it prints. */
function startWeb(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(BIN, ['web'], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, port: Number(new URL(out.split('\n')[0] ?? '').port) });
    });
    child.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
  });
}

describe('wordle web: framing is refused', () => {
  test.each([
    ['GET', '/', 200],
    ['HEAD', '/', 200],
    ['GET', '/nope', 404],
    ['POST', '/', 405],
  ])('%s %s (%i)', async (method, path, status) => {
    const { child, port } = await startWeb();
    try {
      const response = await rawRequest(port, `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
  });
});

describe('wordle web: the Host and Origin of a request', () => {
  let server: { child: ChildProcess; port: number };
  beforeAll(async () => {
    server = await startWeb();
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGINT');
    await exited;
  });
  const statusOf = async (head: string) =>
    (await rawRequest(server.port, `${head.replaceAll('PORT', String(server.port))}Connection: close\r\n\r\n`)).status;

  test.each([
    ['no Host', 400, 'GET / HTTP/1.0\r\n'],
    ['two Host headers', 400, 'GET / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nHost: evil.example\r\n'],
    ['user info before the host', 400, 'GET / HTTP/1.1\r\nHost: 127.0.0.1:PORT@evil.example\r\n'],
    ['another host', 421, 'GET / HTTP/1.1\r\nHost: evil.example\r\n'],
    ["another site's script", 403, 'GET / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: http://evil.example\r\n'],
    ['the page itself', 200, 'GET / HTTP/1.1\r\nHost: localhost:PORT\r\nOrigin: http://localhost:PORT\r\n'],
  ])('%s: %i', async (_, status, head) => {
    expect(await statusOf(head)).toBe(status);
  });
});
