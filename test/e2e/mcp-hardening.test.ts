// `wordle mcp` against hostile or broken peers, over real file descriptors: lines it cannot
// take on stdio (each one line on stderr, and it serves on), and a stdout it cannot write.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
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
