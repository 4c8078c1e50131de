// `wordle mcp` against hostile or broken peers, over real file descriptors and raw sockets:
// lines it cannot take on stdio (each one line on stderr, and it serves on), a stdout it cannot
// write, and HTTP requests whose Host or Origin is not the server's, or asks to close.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT } from './run.ts';

const env: NodeJS.ProcessEnv = { ...process.env };
delete env['NODE_EXTRA_CA_CERTS'];

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};
const line = (message: unknown) => `${JSON.stringify(message)}\n`;
const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

interface Served {
  /** The ids of the replies on stdout, in order. */
  readonly answered: (string | number | null | undefined)[];
  readonly stderr: string;
  readonly status: number | null;
}

const dir = mkdtempSync(join(tmpdir(), 'wordle-mcp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs `wordle mcp`, writes `input` (pieces written in turn) and ends stdin; what it answered.
 * stdout and stderr are pipes read here, or an fd (/dev/full); stdout may be a pipe whose reader
 * has gone: a FIFO opened read-write on fd 3 so that fd 4 can open its write end at once, then
 * fd 3 closed before wordle starts.
 */
function serve(
  input: readonly string[],
  stdout: 'pipe' | 'closed pipe' | number = 'pipe',
  stderr: 'pipe' | number = 'pipe',
): Promise<Served> {
  const child =
    stdout === 'closed pipe'
      ? spawn('sh', ['-c', `mkfifo "$0" && exec 3<>"$0" 4>"$0" 3<&- && exec "${BIN}" mcp >&4 4>&-`, join(dir, 'fifo')], {
          cwd: ROOT,
          env,
          stdio: ['pipe', 'pipe', stderr],
        })
      : spawn(BIN, ['mcp'], { cwd: ROOT, env, stdio: ['pipe', stdout, stderr] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  // (The server may end before it has read everything: a write it no longer reads is no failure here.)
  const stdin = child.stdin;
  if (stdin === null) throw new Error('stdin is not a pipe');
  stdin.on('error', () => {});
  for (const piece of input) stdin.write(piece);
  stdin.end();
  return new Promise((resolve) =>
    child.once('close', (status) =>
      resolve({
        answered: out
          .split('\n')
          .filter((text) => text !== '')
          .map((text) => (JSON.parse(text) as { id?: string | number | null }).id),
        stderr: err,
        status,
      }),
    ),
  );
}

describe('wordle mcp on stdio: a line it cannot take is said on stderr, and it serves on', () => {
  test('a line over 10 MiB (here 11 MB) is skipped with one line on stderr; the ping after it is answered', async () => {
    const huge = line({ jsonrpc: '2.0', id: 2, method: 'ping', params: { pad: 'x'.repeat(11_000_000) } });
    const served = await serve([line(INITIALIZE), huge, line(ping(3))]);
    expect(served).toEqual({ answered: [1, 3], stderr: 'wordle mcp: ignored a line longer than 10 MiB\n', status: 0 });
  });

  test('a line that is not JSON, and JSON that is not JSON-RPC, get one line on stderr each; blank lines none', async () => {
    const served = await serve([line(INITIALIZE), 'this is not json\n', '\n', '\r\n', '{"hello":"world"}\n', line(ping(2))]);
    expect(served).toEqual({
      answered: [1, 2],
      stderr: 'wordle mcp: ignored a line that is not JSON\nwordle mcp: ignored a message that is not valid JSON-RPC\n',
      status: 0,
    });
  });

  test('a last message without its newline is answered at the end of input', async () => {
    const served = await serve([line(INITIALIZE), JSON.stringify(ping(2))]);
    expect(served).toEqual({ answered: [1, 2], stderr: '', status: 0 });
  });

  test('stderr /dev/full: lines it cannot say change nothing; it answers and ends with 0', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const served = await serve([line(INITIALIZE), 'not json\n', '{"hello":"world"}\n', line(ping(2))], 'pipe', full);
      expect(served.answered).toEqual([1, 2]);
      expect(served.status).toBe(0);
    } finally {
      closeSync(full);
    }
  });

  test('stdout /dev/full: one line on stderr, exit status 2', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const served = await serve([line(INITIALIZE), line(ping(2))], full);
      expect(served.stderr).toBe('wordle mcp: cannot write to stdout: no space left on device\n');
      expect(served.status).toBe(2);
    } finally {
      closeSync(full);
    }
  });

  test('stdout a pipe whose reader has gone: the client has gone, a quiet end with 0', async () => {
    const served = await serve([line(INITIALIZE), line(ping(2))], 'closed pipe');
    expect(served).toEqual({ answered: [], stderr: '', status: 0 });
  });
});

/** Starts `wordle mcp --http --port 0`; its port, from the line it says on stderr. */
function startHttp(): Promise<{ process: ChildProcessWithoutNullStreams; port: number }> {
  const child = spawn(BIN, ['mcp', '--http', '--port', '0'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const port = /serving http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(stderr)?.[1];
      if (port) resolve({ process: child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`wordle mcp --http exited with ${code}: ${stderr}`)));
  });
}

interface Exchange {
  readonly status: number;
  /** Milliseconds from the end of the answer to the server's close of the socket (undefined: it did not close within `wait`). */
  readonly closedAfter: number | undefined;
}

/** Sends one raw request and waits for its answer and, up to `wait` ms more, for the server to close the socket. */
function exchange(port: number, request: string, wait = 1500): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request.replaceAll('PORT', String(port))));
    let text = '';
    let answered: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      // The answer is whole at the end of a chunked body, or after a content-length's bytes.
      const head = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, head))?.[1];
      const whole = head >= 0 && (length !== undefined ? text.length >= head + 4 + Number(length) : text.endsWith('\r\n0\r\n\r\n'));
      if (whole && answered === undefined) {
        answered = Date.now();
        timer = setTimeout(() => {
          socket.destroy();
          resolve({ status: status(), closedAfter: undefined });
        }, wait);
      }
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ status: status(), closedAfter: answered === undefined ? undefined : Date.now() - answered });
    });
    socket.once('error', reject);
  });
}

const TOOLS_LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
const post = (headers: string) =>
  `POST /mcp HTTP/1.1\r\n${headers}Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${TOOLS_LIST.length}\r\nConnection: close\r\n\r\n${TOOLS_LIST}`;
const get = (path: string, headers: string) => `GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

describe('wordle mcp --http: every path checks Host and Origin', () => {
  let server: { process: ChildProcessWithoutNullStreams; port: number };
  beforeAll(async () => {
    server = await startHttp();
  });
  afterAll(() => {
    server.process.kill('SIGKILL');
  });

  test.each(['/health', '/mcp', '/nothing'])('%s: another site (Host or Origin) gets 403', async (path) => {
    expect((await exchange(server.port, get(path, 'Host: evil.example\r\n'))).status).toBe(403);
    expect((await exchange(server.port, get(path, 'Host: 127.0.0.1:PORT\r\nOrigin: http://evil.example\r\n'))).status).toBe(403);
  });

  test.each([
    ['user info before the host', 'Host: 127.0.0.1:PORT@evil.example\r\n'],
    ['two Host headers', 'Host: 127.0.0.1:PORT\r\nHost: evil.example\r\n'],
    ['two Host headers, the same', 'Host: 127.0.0.1:PORT\r\nHost: 127.0.0.1:PORT\r\n'],
    ['a path in the Host', 'Host: 127.0.0.1:PORT/x\r\n'],
  ])('%s: 400, on /mcp and /health', async (_, headers) => {
    expect((await exchange(server.port, post(headers))).status).toBe(400);
    expect((await exchange(server.port, get('/health', headers))).status).toBe(400);
  });

  test("the server's own Host is served, and /health too", async () => {
    expect((await exchange(server.port, get('/health', 'Host: 127.0.0.1:PORT\r\nOrigin: http://localhost:PORT\r\n'))).status).toBe(200);
    expect((await exchange(server.port, post('Host: localhost:PORT\r\n'))).status).toBe(200);
  });

  test('Connection: close closes the socket as soon as the answer is out (an SSE answer too)', async () => {
    for (const request of [post('Host: 127.0.0.1:PORT\r\n'), get('/health', 'Host: 127.0.0.1:PORT\r\n')]) {
      const { status, closedAfter } = await exchange(server.port, request);
      expect(status).toBe(200);
      expect(closedAfter).toBeDefined();
      expect(closedAfter).toBeLessThan(500);
    }
  });
});
