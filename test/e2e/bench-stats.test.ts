// bench's win rate, time a game and lost games, and show --seed, from the command line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, wordle } from './run.ts';

// A trap: sixteen words that differ only in their first letter, and no other guess. Each guess
// rules out one word, so six guesses find six of them and the other ten are lost, whatever the
// strategy. Every word scores alike, so the first six are bills .. jills (A-Z): kills .. zills are lost, at
// guesses 7 to 16 (in an order the guard may change: each unsafe, some shown so sooner than others).
const ILLS = 'bills dills fills gills hills jills kills mills pills rills sills tills vills wills yills zills'.split(' ');
const dir = mkdtempSync(join(tmpdir(), 'wordle-bench-stats-'));
const ills = join(dir, 'ills.txt');
writeFileSync(ills, `${ILLS.join('\n')}\n`);
const lists = ['--answers', ills, '--guesses', ills, '--workers', '1'];

/** The guesses the tree of the same bench (--tree) took for a word: its line's length, counted. */
let tree: string[] | undefined;
function readTree(word: string): string {
  tree ??= wordle(['bench', '--strategy', 'positional', ...lists, '--tree'])
    .stdout.trim()
    .split('\n');
  const line = tree.find((l) => l.split(' ').at(-2) === word) ?? '';
  return String(line.split(' ').length / 2);
}

describe('bench: win rate, time a game, lost games', () => {
  test.each(['positional', 'entropy'])('%s: the report says how many were won and names the games lost', (strategy) => {
    const run = wordle(['bench', '--strategy', strategy, ...lists]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    const lost = /^lost: (.*)$/.exec(lines.at(-1) ?? '')?.[1]?.split(', ') ?? [];
    expect(lost.map((item) => item.split(' ')[0])).toEqual(ILLS.slice(6));
    expect(lost.map((item) => Number(/\((\d+)\)/.exec(item)?.[1])).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(lines.at(-2)).toMatch(/^won 6 of 16 \(37\.50%\) {2}lost 10 {2}time \d+\.\d+ ms a game$/);
    // The time a game is the bench's time over its games, to the rounding of each: the seconds
    // are printed to 0.01 s (so up to 5 ms off, 5/16 ms a game), the time a game to 0.01 ms.
    const seconds = Number(/time (\d+\.\d+) s/.exec(run.stdout)?.[1]);
    const perGame = Number(/time (\d+\.\d+) ms a game/.exec(run.stdout)?.[1]);
    expect(Math.abs(perGame - (seconds * 1000) / 16)).toBeLessThanOrEqual(5 / 16 + 0.01);
  });

  test('--json has the wins, the win rate and the games lost, agreeing with the histogram', () => {
    const run = wordle(['bench', '--strategy', 'positional', ...lists, '--json']);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ games: 16, won: 6, winRate: 0.375, fails: 10 });
    expect(result.lost.map((game: { word: string }) => game.word)).toEqual(ILLS.slice(6));
    for (const { word, guesses } of result.lost) expect(guesses).toBe(Number(/^(\d+)/.exec(readTree(word))?.[1]));
    const wonInHistogram = Object.entries(result.histogram as Record<string, number>)
      .filter(([guesses]) => Number(guesses) >= 1 && Number(guesses) <= 6)
      .reduce((sum, [, games]) => sum + games, 0);
    expect(wonInHistogram).toBe(result.won);
  });

  test('a bench with every game won says 100% and lists none', () => {
    const run = wordle(['bench', '--strategy', 'positional', '--sample', '20', '--workers', '1']);
    expect(run.stdout).toMatch(/\nwon 20 of 20 \(100%\) {2}lost 0 {2}time \d+\.\d+ ms a game\n$/);
    expect(run.stdout).not.toContain('lost:');
  });

  test('--positional-weight reaches the strategy, in bench, a turn and show', () => {
    // sater at 0.5 (the default); by places alone (0) samey; letters elsewhere counting as much as at their place (1) oater.
    for (const [weight, opener] of [
      [undefined, 'sater'],
      ['0', 'samey'],
      ['1', 'oater'],
    ] as const) {
      const given = weight === undefined ? [] : ['--positional-weight', weight];
      const bench = wordle(['bench', '--strategy', 'positional', ...given, '--sample', '1', '--json', '--workers', '1']);
      expect(JSON.parse(bench.stdout).opener).toBe(opener);
      expect(wordle(['-s', '--strategy', 'positional', ...given]).stdout).toBe(`${opener}\n`);
      expect(wordle(['show', '--strategy', 'positional', ...given, 'abbey']).stdout).toMatch(new RegExp(`^ 1\\. ${opener} `));
    }
  });

  test('--positional-weight must be a number of at most 100', () => {
    expect(wordle(['bench', '--positional-weight', 'x'])).toEqual({
      stdout: '',
      stderr: 'wordle: --positional-weight needs a number, 0 or more and at most 100\n',
      status: 2,
    });
  });
});

describe('show --seed N: a hidden word picked at random, the same for the same seed', () => {
  const answers = readFileSync(join(ROOT, 'data', 'answers-2023.txt'), 'utf8')
    .trim()
    .split('\n');
  const solvedWord = (stdout: string) => /Solved (\w+) in/.exec(stdout)?.[1]?.toLowerCase();

  test('the same seed plays the same game, as show WORD does for the word it picked', () => {
    const first = wordle(['show', '--seed', '7']);
    expect(first.status).toBe(0);
    expect(wordle(['show', '--seed', '7'])).toEqual(first);
    const word = solvedWord(first.stdout) ?? '';
    expect(answers).toContain(word);
    expect(wordle(['show', word])).toEqual(first);
  });

  test('other seeds pick other answers, from the answer list in use', () => {
    const picked = new Set(
      ['1', '2', '3', '4', '5'].map((seed) => solvedWord(wordle(['show', '--seed', seed, '--strategy', 'positional']).stdout)),
    );
    expect(picked.size).toBeGreaterThan(1);
    for (const word of picked) expect(answers).toContain(word);
    const original = readFileSync(join(ROOT, 'data', 'answers-2022.txt'), 'utf8')
      .trim()
      .split('\n');
    const json = JSON.parse(wordle(['show', '--seed', '3', '--answers', 'original', '--json']).stdout);
    expect(original).toContain(json.answer);
  });

  test('a word and --seed together, or neither, is a usage error', () => {
    expect(wordle(['show', '--seed', '7', 'abbey'])).toEqual({
      stdout: '',
      stderr: 'wordle: WORD and --seed cannot be used together\n',
      status: 2,
    });
    expect(wordle(['show'])).toEqual({ stdout: '', stderr: 'wordle: missing WORD: wordle show WORD\n', status: 2 });
  });
});
