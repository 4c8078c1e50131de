// The page's server, asked over a raw socket: every answer forbids framing (clickjacking), in
// both the CSP and the older header, whatever the status.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, test } from 'vitest';
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

describe('wordle web: framing is refused', () => {
  test.each([
    ['GET', '/', 200],
    ['HEAD', '/', 200],
    ['GET', '/nope', 404],
    ['POST', '/', 405],
  ])('%s %s (%i)', async (method, path, status) => {
    const child = spawn(BIN, ['web'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
        });
        child.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
      });
      const port = Number(new URL(url).port);
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
