// Every reader is bounded. Memory follows a list's distinct words, not its lines (a filter keeps
// each word once); and a file no real one is like (/dev/zero: one endless line) is one line on
// stderr and exit status 2, at once, not a read until memory runs out or for ever.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BIN, ROOT } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'wordle-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Peak memory, as Linux counts it (VmHWM), written by a preload as the process exits.
const linux = existsSync('/proc/self/status');
const preload = join(dir, 'peak.cjs');
writeFileSync(
  preload,
  "process.on('exit', () => { const fs = require('node:fs'); fs.writeFileSync(process.env.PEAK_FILE, /VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); });\n",
);

/** Runs bin/wordle with `input` on stdin (a file's name, or text), its output and peak memory in MiB. */
function peak(args: readonly string[], input: { file: string } | { text: string }): { stdout: string; stderr: string; mib: number } {
  const peakFile = join(dir, 'peak.txt');
  rmSync(peakFile, { force: true });
  const run = spawnSync(BIN, args, {
    input: 'text' in input ? input.text : readFileSync(input.file),
    env: { ...process.env, NO_COLOR: '', PEAK_FILE: peakFile, NODE_OPTIONS: `--require ${preload}` },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return { stdout: run.stdout, stderr: run.stderr, mib: Number(readFileSync(peakFile, 'utf8')) / 1024 };
}

/** No more than this for an input whose distinct words are few (Node itself takes about 45 MiB). */
const BOUND_MIB = 100;

describe.runIf(linux)('memory follows the distinct words, not the lines', () => {
  // 3,000,000 lines of one word (18 MB): a match kept a line took over 200 MiB.
  const crane = join(dir, 'crane.txt');
  writeFileSync(crane, 'crane\n'.repeat(3_000_000));

  test('a count from stdin', () => {
    const run = peak(['-c', 'crane:ggggg'], { file: crane });
    expect(run.stdout).toBe('1\n');
    expect(run.mib).toBeLessThan(BOUND_MIB);
  });

  test('the matches of a file, and the default output (every word collected for the suggestion)', () => {
    const quiet = peak(['-q', '-f', crane, 'crane:ggggg'], { text: '' });
    expect(quiet.stdout).toBe('crane\n');
    expect(quiet.mib).toBeLessThan(BOUND_MIB);
    // (mould, all grey: crane fits, and the suggestion collects every word of the file.)
    const full = peak(['-f', crane, 'mould'], { text: '' });
    expect(full.stdout).toBe('crane\n');
    expect(full.mib).toBeLessThan(BOUND_MIB);
  });

  test('several boards, from stdin', () => {
    const run = peak(['--boards', '2', 'mould:bbbbb,bbbbb'], { file: crane });
    expect(run.stdout).toMatch(/crane/);
    expect(run.mib).toBeLessThan(BOUND_MIB);
  });

  test('long words kept do not keep the blocks they were read in', () => {
    // 1,200 distinct 20-letter words, each in a 64 KiB block of its own (filler lines between):
    // a word cut from a block as a view of it would keep 75 MiB of blocks alive.
    const filler = 'crane\n'.repeat(11_000);
    const long = Array.from(
      { length: 1_200 },
      (_, k) => `${'abcdefghijklmnopq'}${String.fromCharCode(97 + (k % 26), 97 + ((k / 26) % 26), 98 + ((k / 676) % 24))}`,
    );
    const file = join(dir, 'long.txt');
    writeFileSync(file, long.map((word) => `${word}\n${filler}`).join(''));
    const run = peak(['-q', '-n', '20', '-f', file], { text: '' });
    expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(new Set(long).size);
    expect(run.mib).toBeLessThan(BOUND_MIB);
  });
});

describe('/dev/zero in place of a file: one line on stderr, exit 2, at once', () => {
  test.each([
    [['-f', '/dev/zero', 'crane']],
    [['--answers', '/dev/zero', 'crane']],
    [['-f', '/dev/zero', '--boards', '2', 'crane:bybbb,bbbbg']],
    [['review', '--grid', '/dev/zero', 'crane']],
    [['review', '--answers', '/dev/zero', 'crane']],
    [['review', '-f', '/dev/zero', 'crane']],
    [['bench', '--boards', '4', '--games', '/dev/zero']],
    [['bench', '--answers', '/dev/zero']],
    [['bench', '--guesses', '/dev/zero']],
    [['assist', '-f', '/dev/zero']],
    [['assist', '--answers', '/dev/zero']],
    [['play', '-f', '/dev/zero']],
    [['play', '--answers', '/dev/zero']],
    [['play', '--boards', '2', '-f', '/dev/zero']],
    [['show', '-f', '/dev/zero', 'crane']],
    [['show', '--answers', '/dev/zero', 'crane']],
    [['absurdle', '--answers', '/dev/zero', 'crane']],
    [['absurdle', '--guesses', '/dev/zero', 'crane']],
  ])('%j', (args) => {
    const run = spawnSync(BIN, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, NO_COLOR: '' },
    });
    expect(run.signal, 'still reading when the time was up').toBeNull();
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/^wordle: [^\n]*\/dev\/zero[^\n]*\n$/);
  });

  test.each([
    [
      'words',
      `${BIN} -f - crane < /dev/zero`,
      /^wordle: cannot read words from stdin: a line longer than 256 MiB \(no list of words has one\)\n$/,
    ],
    // (A pipe of it, as `yes` would send endless lines: the same, read as it comes.)
    ['words from a pipe', `cat /dev/zero | ${BIN} crane`, /^wordle: cannot read words from stdin: a line longer than 256 MiB/],
    ['a share text', `${BIN} review --grid - crane < /dev/zero`, /^wordle: --grid - is larger than any share text \(over 64 KiB\)\n$/],
    // (A game's lines: a guess, its tiles, a command.)
    ['the lines of assist', `${BIN} assist < /dev/zero`, /^wordle: a line of input is longer than 65536 bytes\n$/],
    ['the lines of play', `${BIN} play --word crane < /dev/zero`, /^wordle: a line of input is longer than 65536 bytes\n$/],
    ['the lines of assist --boards', `${BIN} assist --boards 2 < /dev/zero`, /^wordle: a line of input is longer than 65536 bytes\n$/],
  ])('%s on stdin', (_what, command, message) => {
    const run = spawnSync('sh', ['-c', command], { cwd: ROOT, encoding: 'utf8', timeout: 20_000, env: { ...process.env, NO_COLOR: '' } });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
