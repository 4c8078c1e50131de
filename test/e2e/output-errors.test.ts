// Every command when its output cannot be written, with real file descriptors: /dev/full, and
// a pipe whose reader has gone. The exit status is what the run decided: a message that cannot
// reach stderr changes nothing; stdout that cannot be written is one line on stderr and 2, or,
// when its reader has gone (`| head -1`), a quiet end with 0.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BIN } from './run.ts';

const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '' };
delete env['NODE_EXTRA_CA_CERTS'];

/** Where an fd of the run goes: kept (a pipe read to its end), /dev/null, /dev/full, or a pipe whose reader has closed it. */
type Sink = 'kept' | 'null' | 'full' | 'closed pipe';
const TARGET: Record<Sink, string | undefined> = { kept: undefined, null: '/dev/null', full: '/dev/full', 'closed pipe': '&4' };
const redirect = (fd: 1 | 2, sink: Sink) => (TARGET[sink] === undefined ? '' : `${fd}>${TARGET[sink]}`);

const dir = mkdtempSync(join(tmpdir(), 'wordle-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fifos = 0;

/**
 * Runs bin/wordle with stdin /dev/null and stdout and stderr where asked. The closed pipe is a
 * FIFO: opened read-write on fd 3 so that fd 4 can open its write end without waiting for a
 * reader, then fd 3 is closed, so no reader is left before wordle starts.
 */
function run(args: readonly string[], stdout: Sink, stderr: Sink) {
  const fifo = join(dir, `fifo-${fifos++}`);
  const script = `mkfifo "$0" && exec 3<>"$0" 4>"$0" 3<&- && exec "${BIN}" "$@" </dev/null ${redirect(1, stdout)} ${redirect(2, stderr)} 4>&-`;
  const result = spawnSync('sh', ['-c', script, fifo, ...args], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

// Each command with the status it ends with when its output can be written, and whether it writes to stdout.
const COMMANDS: readonly [args: readonly string[], status: number, writesStdout: boolean][] = [
  [['crAne'], 0, true],
  [['qxqxq:ggggg'], 1, false], // no match: only the count, on stderr
  [['st@re'], 2, false],
  [['feedback', 'crane', 'stare'], 0, true],
  [['feedback', 'crane'], 2, false],
  [['show', 'crane'], 0, true],
  [['bench', '--sample', '1', '--workers', '1'], 0, true],
  [['review', 'stare:bbbgb'], 0, true],
  [['absurdle', 'crane'], 0, true],
  [['completion'], 0, true],
  [['--help'], 0, true],
  [['--version'], 0, true],
  [['assist', 'crAne'], 0, true],
  [['play', '--word', 'crane'], 1, true], // stdin ends before a guess: lost
  [['mcp'], 0, false], // stdin ends at once: the server ends
];

const NO_SPACE = 'wordle: cannot write to stdout: no space left on device\n';

describe.each(COMMANDS)('wordle %j', (args, status, writesStdout) => {
  test('writes as usual (the status every other case is measured by)', () => {
    const usual = run(args, 'kept', 'kept');
    expect(usual.status).toBe(status);
    expect(usual.stdout !== '').toBe(writesStdout);
  });

  test.each(['full', 'closed pipe'] as const)('stderr %s: the same status and stdout', (sink) => {
    const broken = run(args, 'kept', sink);
    expect(broken.status).toBe(status);
    if (writesStdout) expect(broken.stdout).not.toBe('');
  });

  test('stdout /dev/full: one line on stderr and status 2 (the status when nothing goes to stdout)', () => {
    const full = run(args, 'full', 'kept');
    expect(full.status).toBe(writesStdout ? 2 : status);
    if (writesStdout) expect(full.stderr.endsWith(NO_SPACE)).toBe(true);
    expect(full.stderr).not.toMatch(/\n\s+at |node:|internal error/);
  });

  test('stdout and stderr /dev/full: status 2 (the status when nothing goes to stdout)', () => {
    expect(run(args, 'full', 'full').status).toBe(writesStdout ? 2 : status);
  });

  test('stdout a pipe whose reader has gone: a quiet end, 0 (the status when nothing goes to stdout)', () => {
    const closed = run(args, 'closed pipe', 'kept');
    expect(closed.status).toBe(writesStdout ? 0 : status);
    expect(closed.stderr).not.toMatch(/\n\s+at |node:|internal error/);
  });
});

describe('in a terminal, prompts that cannot be written', () => {
  // stdin a terminal and stdout not one: the prompts go to stderr, here /dev/full. (util-linux
  // script; the keys are typed ahead: a guess, then Ctrl-D.)
  test.each([
    ['assist crAne', 0],
    ['play --word stare', 0],
  ])('wordle %s >/dev/null 2>/dev/full: the status of the game', (args, status) => {
    const command = `${BIN} ${args} >/dev/null 2>/dev/full; echo status \\$?`;
    const result = spawnSync('sh', ['-c', `printf 'stare\\n\\004' | timeout 60 script -qec "${command}" /dev/null`], {
      encoding: 'utf8',
      env,
    });
    expect(result.stdout).toMatch(new RegExp(`status ${status}\\r?\\n$`));
  });
});
