// The package as npm packs it, unpacked as an install leaves it, and a tree copied without its
// times: their files have other times than the build's, and a turn still uses the bundled list's
// index (dist/wordle.index.*), which it trusts by the list's content (node/list-index.ts bundledFacts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundledFacts } from '../../node/list-index.ts';
import { ROOT, wordle } from './run.ts';

// (Tracing itself tried: a container may have strace but forbid ptrace.)
const haveStrace = spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'], { stdio: 'ignore' }).status === 0;
// (.ci/run does not install strace yet: there the turns are not watched, and this says so.)
if (!haveStrace)
  console.warn(
    'install.test.ts: NO working strace, so the turns are not watched opening the index; only bundledFacts is checked on the unpacked files',
  );

const work = mkdtempSync(join(tmpdir(), 'wordle-install-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The package's files, unpacked from `npm pack`'s tarball into `dir` (with -m, stamped now, as `npm install` leaves them; without, the tarball's 1985 times). */
let tarball = '';
function unpack(dir: string, stampNow: boolean): string {
  mkdirSync(dir);
  const untar = spawnSync('tar', [stampNow ? '-xzmf' : '-xzf', tarball, '-C', dir, '--strip-components=1'], { encoding: 'utf8' });
  expect(untar.status, untar.stderr).toBe(0);
  // The package's dependencies, where an install puts them.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A ranked turn run from a package's own bin/wordle: its output, and the index files it opened (under strace). */
function rankedTurn(dir: string): { stdout: string; stderr: string; opened: string[] | undefined } {
  const args = [join(dir, 'bin', 'wordle'), 'staR=e', 'chOR=d'];
  const env = { ...process.env, NO_COLOR: '' };
  if (!haveStrace) {
    const run = spawnSync(args[0] as string, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
    return { stdout: run.stdout, stderr: run.stderr, opened: undefined };
  }
  const log = join(work, 'openat.log');
  const run = spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat', '-o', log, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    encoding: 'utf8',
  });
  const opened = [...readFileSync(log, 'utf8').matchAll(/openat\([^"]*"([^"]*wordle\.index\.[^"]*)"[^)]*\)\s*=\s*\d/g)].map(
    (match) => match[1] as string,
  );
  return { stdout: run.stdout, stderr: run.stderr, opened };
}

const list = (dir: string) => join(dir, 'wordle.txt');
const index = (dir: string) => join(dir, 'dist', 'wordle.index.json');
const expected = wordle(['staR=e', 'chOR=d']);
const indexedWords = readFileSync(join(ROOT, 'dist', 'wordle.index.5.words'), 'utf8');

beforeAll(() => {
  // (--ignore-scripts: the tarball of the dist/ that `npm test` built, without building it again under the other tests' feet.)
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' });
  expect(packed.status).toBe(0);
  tarball = join(work, (JSON.parse(packed.stdout) as { filename: string }[])[0]?.filename ?? '');
}, 120_000); // (npm pack of the whole package: seconds alone, more beside the other test files)

describe('a turn uses the index of the bundled list, whatever its files’ times', () => {
  test.each([
    ['unpacked as npm install leaves it (times of the install)', true],
    ['unpacked with the tarball’s times (1985)', false],
  ])('the package %s', (_, stampNow) => {
    const dir = unpack(join(work, stampNow ? 'installed' : 'unpacked'), stampNow);
    expect(statSync(list(dir)).mtimeMs).not.toBe(statSync(list(ROOT)).mtimeMs);
    expect(bundledFacts(list(dir), index(dir), 5)?.joined?.joined).toBe(indexedWords);
    const turn = rankedTurn(dir);
    expect({ stdout: turn.stdout, stderr: turn.stderr }).toEqual({ stdout: expected.stdout, stderr: expected.stderr });
    if (turn.opened) expect(turn.opened).toContain(join(dir, 'dist', 'wordle.index.5.words'));
  });

  test('a tree copied by cp -r (no -p)', () => {
    const from = unpack(join(work, 'to-copy'), true);
    const dir = join(work, 'copied');
    expect(spawnSync('cp', ['-r', from, dir]).status).toBe(0);
    expect(statSync(list(dir)).mtimeMs).not.toBe(statSync(list(from)).mtimeMs);
    expect(bundledFacts(list(dir), index(dir), 5)?.joined?.joined).toBe(indexedWords);
    const turn = rankedTurn(dir);
    expect({ stdout: turn.stdout, stderr: turn.stderr }).toEqual({ stdout: expected.stdout, stderr: expected.stderr });
    if (turn.opened) expect(turn.opened).toContain(join(dir, 'dist', 'wordle.index.5.words'));
  });

  test('but not once the list is changed (to the same size): the turn computes the changed list’s facts', () => {
    const dir = unpack(join(work, 'changed'), true);
    const text = readFileSync(list(dir), 'utf8');
    // (lorry, the suggestion, renamed: still a match, so the changed list must show it.)
    const changed = text.replace('\nlorry\n', '\nlorrz\n');
    expect(changed.length).toBe(text.length);
    writeFileSync(list(dir), changed);
    expect(bundledFacts(list(dir), index(dir), 5)).toBeUndefined();
    const turn = rankedTurn(dir);
    expect(turn.stdout.split('\n')).toContain('lorrz');
    expect(turn.stdout.split('\n')).not.toContain('lorry');
    if (turn.opened) {
      expect(turn.opened).toContain(join(dir, 'dist', 'wordle.index.list'));
      expect(turn.opened).not.toContain(join(dir, 'dist', 'wordle.index.5.words'));
    }
  });
});

// `npm install -g` of the packed tarball links the man page (package.json "man": dist/wordle.1,
// made by the build from the option table) where `man wordle` finds it, and it renders without
// a warning. (.ci/run installs man-db; elsewhere without it, this says so and skips.)
const haveMan = spawnSync('man', ['--version'], { stdio: 'ignore' }).status === 0;
if (!haveMan) {
  if (process.env['CI'] === 'true') throw new Error('install.test.ts: no man under CI (.ci/run installs man-db)');
  console.warn('install.test.ts: NO man (apt-get install -y man-db), so the man page is not checked');
}

describe.skipIf(!haveMan)('the man page', () => {
  test('npm install -g puts it where man finds it, and man renders it without a warning', () => {
    const prefix = join(work, 'prefix');
    const installed = spawnSync(
      'npm',
      ['install', '-g', '--prefix', prefix, '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', tarball],
      { cwd: work, encoding: 'utf8' },
    );
    expect(installed.status, installed.stderr).toBe(0);
    const found = spawnSync('man', ['-M', join(prefix, 'share', 'man'), '-w', 'wordle'], { encoding: 'utf8' });
    expect(found.status, found.stderr).toBe(0);
    const page = found.stdout.trim();
    expect(readFileSync(page, 'utf8')).toBe(readFileSync(join(ROOT, 'dist', 'wordle.1'), 'utf8'));
    const shown = spawnSync('man', ['--warnings', '-E', 'UTF-8', '-l', page], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '80', MANPAGER: 'cat', PAGER: 'cat' },
    });
    expect(shown.stderr).toBe('');
    expect(shown.status).toBe(0);
    // What the option table says is there: the filter's options, each command with its own.
    for (const text of ['wordle - list the words still possible', '--strategy', '--only-answers', 'wordle review', '--grid', 'EXIT STATUS'])
      expect(shown.stdout).toContain(text);
  });
});
