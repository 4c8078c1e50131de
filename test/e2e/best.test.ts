// best from the command line: the book (found by the lists' content), the time limit, Ctrl-C.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BIN, inTerminal, ROOT, wordle } from './run.ts';

const book = (name: string) =>
  readFileSync(join(ROOT, 'data', 'book', `${name}.txt`), 'utf8')
    .trim()
    .split('\n');
/** A book line's first `moves` guesses as GUESS:TILES patterns, and the guess it plays next. */
function onBook(line: string, moves: number): { patterns: string[]; next: string } {
  const parts = line.split(' ');
  const patterns: string[] = [];
  for (let k = 0; k < 2 * moves; k += 2) patterns.push(`${parts[k]}:${parts[k + 1]}`);
  return { patterns, next: parts[2 * moves] ?? '' };
}

describe('best plays its book where the game is on it', () => {
  test('a position on the 2023 book is answered from it, at once, with no note', () => {
    const lines = book('wordle.txt+answers-2023.txt.normal').filter((line) => line.split(' ').length >= 6);
    for (const line of [lines[0], lines[Math.floor(lines.length / 2)], lines.at(-1)]) {
      const { patterns, next } = onBook(line ?? '', 2);
      const run = wordle(['--strategy', 'best', '-s', '--time-limit', '0.001', ...patterns]);
      expect(run).toEqual({ stdout: `${next}\n`, stderr: '', status: 0 });
    }
  });

  test('the hard-mode book of another pair is used with --hard and --answers', () => {
    const [line] = book('wordle.txt+answers-nyt.txt.hard').filter((l) => l.split(' ').length >= 6);
    const { patterns, next } = onBook(line ?? '', 2);
    expect(wordle(['--strategy', 'best', '--hard', '--answers', 'nyt', '-s', '--time-limit', '0.001', ...patterns])).toEqual({
      stdout: `${next}\n`,
      stderr: '',
      status: 0,
    });
  });

  test('lists are known by content: copies under other names get the openers and the book', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-lists-'));
    copyFileSync(join(ROOT, 'data', 'guesses-2022.txt'), join(dir, 'my-guesses.txt'));
    copyFileSync(join(ROOT, 'data', 'answers-2022.txt'), join(dir, 'my-answers.txt'));
    const lists = ['--guesses', join(dir, 'my-guesses.txt'), '--answers', join(dir, 'my-answers.txt')];
    const run = wordle(['bench', '--strategy', 'best', ...lists, '--json']);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as { total: number; fails: number; book: boolean; opener: string };
    expect(result).toMatchObject({ total: 7920, fails: 0, book: true, opener: 'salet' });
    const first = wordle(['-f', join(dir, 'my-guesses.txt'), '--answers', join(dir, 'my-answers.txt'), '--strategy', 'best', '-s']);
    expect(first).toEqual({ stdout: 'salet\n', stderr: '', status: 0 });
  });

  test('bench --tree prints the book it played, one line per answer', () => {
    const run = wordle(['bench', '--strategy', 'best', '--guesses', 'original', '--answers', 'original', '--tree']);
    expect(run.stdout.trim().split('\n')).toEqual(book('guesses-2022.txt+answers-2022.txt.normal'));
  });
});

describe('lists best has no book for', () => {
  test('the first guess is searched on every core once, then read from the cache by content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-cache-'));
    const answers = readFileSync(join(ROOT, 'data', 'answers-2022.txt'), 'utf8')
      .split('\n')
      .slice(0, 80)
      .join('\n');
    writeFileSync(join(dir, 'answers.txt'), `${answers}\n`);
    const args = ['bench', '--strategy', 'best', '--guesses', 'original', '--answers', join(dir, 'answers.txt'), '--json'];
    const env = { XDG_CACHE_HOME: join(dir, 'cache') };
    const first = wordle(args, { env });
    expect(first.status).toBe(0);
    const cache = JSON.parse(readFileSync(join(dir, 'cache', 'wordle', 'first-guesses.json'), 'utf8')) as Record<
      string,
      { guess: string; cost: number }
    >;
    const [entry] = Object.values(cache);
    const result = JSON.parse(first.stdout) as { opener: string; total: number; book: boolean };
    expect(entry).toEqual({ guess: result.opener, cost: result.total });
    expect(result.book).toBe(false);
    // The same words under another name, one thread: the cache answers, and the games agree.
    writeFileSync(join(dir, 'copy.txt'), `${answers}\n`);
    const again = JSON.parse(
      wordle([...args.slice(0, -2), join(dir, 'copy.txt'), '--json', '--workers', '1'], { env }).stdout,
    ) as typeof result;
    expect(again).toMatchObject({ opener: result.opener, total: result.total });
    // A cache that cannot be written is no error.
    writeFileSync(join(dir, 'not-a-dir'), '');
    expect(wordle(args, { env: { XDG_CACHE_HOME: join(dir, 'not-a-dir') } }).status).toBe(0);
  });
});

describe('a long search answers in time, shows it is alive, and stops on Ctrl-C', () => {
  test('--time-limit: the best guess found so far, and a note saying so', () => {
    const run = wordle(['--strategy', 'best', '-s', '--time-limit', '0.2', 'fuzzy']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^[a-z]{5}\n$/);
    expect(run.stderr).toMatch(/^wordle: best stopped at --time-limit 0\.2 s.*: this is the best guess found so far\n$/);
  });

  test('--top stopped before any whole tree: the rows asked for, each scored by the lower bound of its cost and marked so, in the table and --json', () => {
    const json = JSON.parse(wordle(['--strategy', 'best', '--top', '3', '--time-limit', '0.01', '--json', 'uncos']).stdout);
    expect(json.top).toHaveLength(3);
    for (const row of json.top) expect(row).toMatchObject({ score: expect.any(Number), lowerBound: true });
    const table = wordle(['--strategy', 'best', '--top', '3', '--time-limit', '0.01', 'uncos']).stdout;
    expect(table).toMatch(/^# {2}guess {2}guesses {2}expected {2}answer\n(\d {2}[a-z]{5} +≥\d+ +\d+\.\d\d +(yes|no)\n){3}$/);
    // The first row is the single suggestion's guess.
    const first = wordle(['--strategy', 'best', '-s', '--time-limit', '0.01', 'uncos']).stdout.trim();
    expect(table.split('\n')[1]).toContain(` ${first} `);
  });

  test("--top on the book's first turn: its guess with the book's cost (11,219 from TARSE), then the rows asked for", () => {
    const run = wordle(['--strategy', 'best', '--top', '5', '--time-limit', '0.2']);
    expect(run.status).toBe(0);
    const rows = run.stdout.trim().split('\n').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^1 {2}tarse +11219 /);
    for (const row of rows.slice(1)) expect(row).toMatch(/^\d {2}[a-z]{5} +(≥)?\d+ /);
  });

  test('--time-limit must be a number of seconds', () => {
    expect(wordle(['--time-limit', 'soon', 'crane'])).toEqual({
      stdout: '',
      stderr: expect.stringMatching(/^wordle: .*time-limit.*\n$/),
      status: 2,
    });
    expect(wordle(['--time-limit', '-1', 'crane']).status).toBe(2);
  });

  test('on a terminal, a progress line while it searches', () => {
    const run = inTerminal('--strategy best -s --time-limit 2 fuzzy');
    expect(run.stdout).toMatch(/best: .*s \(Ctrl-C stops\)/);
  });

  test('Ctrl-C ends a search without a time limit at once', async () => {
    const child = spawn(BIN, ['--strategy', 'best', '-s', '--time-limit', '0', 'fuzzy'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = performance.now();
    child.kill('SIGINT');
    const { code, signal } = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal })),
    );
    expect(performance.now() - sent).toBeLessThan(1000);
    expect(signal === 'SIGINT' || code === 130).toBe(true);
  });
});
