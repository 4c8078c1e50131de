// --lies (Fibble) through bin/wordle and the MCP server: the filter keeps exactly the words a
// brute force written here keeps on games generated from the original answers (repeated letters
// included), --grep refuses in one line, --json carries lies, bench and play report as they say,
// and the MCP tools agree with the CLI.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

const ANSWERS = readFileSync(`${ROOT}data/answers-2022.txt`, 'utf8').split('\n').filter(Boolean);

/** Wordle's tiles as b/y/g, written plainly: greens, then each other letter yellow while the answer has an unused copy. */
function tilesFor(guess: string, answer: string): string[] {
  const tiles: string[] = [...guess].map((letter, i) => (letter === answer[i] ? 'g' : 'b'));
  const unused = [...answer].filter((letter, i) => guess[i] !== letter);
  [...guess].forEach((letter, i) => {
    const at = unused.indexOf(letter);
    if (tiles[i] === 'b' && at >= 0) {
      tiles[i] = 'y';
      unused.splice(at, 1);
    }
  });
  return tiles;
}

/** A small seeded generator, so that a failing case can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const OTHER: Record<string, string[]> = { b: ['y', 'g'], y: ['b', 'g'], g: ['b', 'y'] };

/** The tiles shown: `lies` places drawn, each in one of its wrong colours; drawn again when all green. */
function lie(truth: readonly string[], lies: number, next: () => number): string[] {
  for (;;) {
    const shown = [...truth];
    const places = new Set<number>();
    while (places.size < lies) places.add(Math.floor(next() * truth.length));
    for (const place of places) shown[place] = OTHER[truth[place] as string]?.[next() < 0.5 ? 0 : 1] as string;
    if (shown.some((tile) => tile !== 'g')) return shown;
  }
}

/** The rule by brute force: a word fits a row (not all green) when its tiles differ from those shown in exactly `lies` places, and it is not the guess. */
const fits = (word: string, guess: string, shown: readonly string[], lies: number) =>
  word !== guess && tilesFor(guess, word).filter((tile, i) => tile !== shown[i]).length === lies;

describe('the filter with --lies against brute force on the original answers', () => {
  test.each([1, 2])('K = %i: 12 generated games of 1-3 rows, repeated letters among them', (lies) => {
    const next = random(lies * 97);
    const repeated = ANSWERS.filter((word) => new Set(word).size < 5);
    for (let game = 0; game < 12; game++) {
      const pick = (from: readonly string[]) => from[Math.floor(next() * from.length)] as string;
      const secret = game % 2 === 0 ? pick(repeated) : pick(ANSWERS);
      const rows = Array.from({ length: 1 + (game % 3) }, () => {
        const guess = next() < 0.5 ? pick(repeated) : pick(ANSWERS);
        return { guess, shown: lie(tilesFor(guess, secret), lies, next) };
      });
      if (rows.some((row) => row.guess === secret)) continue;
      const patterns = rows.map((row) => `${row.guess}:${row.shown.join('')}`);
      const run = wordle(['--lies', String(lies), '-f', `${ROOT}data/answers-2022.txt`, ...patterns]);
      expect(run.status, run.stderr).toBe(0);
      const expected = ANSWERS.filter((word) => rows.every((row) => fits(word, row.guess, row.shown, lies)));
      expect({ patterns, words: run.stdout.split('\n').filter(Boolean) }).toEqual({ patterns, words: expected });
      expect(expected).toContain(secret);
    }
  });

  test('an all-green row is the answer: it keeps its guess alone', () => {
    const run = wordle(['--lies', '1', '-f', 'original', 'crane:byybb', 'cigar:ggggg']);
    expect(run.stdout).toBe('cigar\n');
  });

  test('--grep says in one line that it cannot, exit 2', () => {
    const run = wordle(['--lies', '1', '--grep', 'crane:bygbb']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^wordle: --grep cannot say what --lies 1 says/);
  });

  test('--json carries lies; without them it has none', () => {
    const lying = JSON.parse(wordle(['--lies', '2', '--json', 'crane:bygbb']).stdout) as Record<string, unknown>;
    expect(lying['lies']).toBe(2);
    const plain = JSON.parse(wordle(['--json', 'crane:bygbb']).stdout) as Record<string, unknown>;
    expect(plain).not.toHaveProperty('lies');
  });

  test('--explain lists the true tiles a row may have had', () => {
    const run = wordle(['--lies', '1', '--explain', 'crane:bygbb']);
    expect(run.stdout).toContain('exactly 1 of these 5 tiles is wrong: the true tiles are one of 10');
  });

  test('refused: a row not whole, more than 5 lies, --strategy best, --hard', () => {
    for (const args of [
      ['--lies', '1', 'cr_ne:bygbb'],
      ['--lies', '6', 'crane:bygbb'],
      ['--lies', '1', '-s', '--strategy', 'best', 'crane:bygbb'],
      ['--lies', '1', '-s', '--hard', 'crane:bygbb'],
    ]) {
      const run = wordle(args);
      expect({ args, status: run.status, lines: run.stderr.trim().split('\n').length }).toEqual({ args, status: 2, lines: 1 });
    }
  });
});

describe('bench and play with --lies', () => {
  // (Two runs of the bench on a shared machine: more than the default minute.)
  test('bench --lies 1: histogram, mean, games won within 9 rows, the plain rule beside; the same for the same seed', () => {
    const args = ['bench', '--lies', '1', '--strategy', 'entropy', '--answers', 'original', '--guesses', 'original'];
    const run = wordle([...args, '--sample', '12', '--seed', '4', '--workers', '1', '--json']);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as Record<string, unknown> & { histogram: Record<string, number>; plain: { games: number } };
    expect(result['lies']).toBe(1);
    expect(result['tries']).toBe(9);
    expect(result['games']).toBe(12);
    expect(result.plain.games).toBe(12);
    expect(Object.values(result.histogram).reduce((a, b) => a + b, 0)).toBe(12);
    const text = wordle([...args, '--sample', '12', '--seed', '4', '--workers', '1']).stdout;
    expect(text).toContain(`mean ${(result['mean'] as number).toFixed(4)}`);
    expect(text).toMatch(/^won \d+ of 12 /m);
    expect(text).toMatch(/^plain rule .* mean \d\.\d{4} {2}won \d+ of 12 /m);
  }, 300_000);

  test('play --lies 1 --seed: the tries are nine, each row but the last lies in one place, told at the end', () => {
    const run = wordle(['play', '--lies', '1', '--word', 'crane', '--seed', '3'], { input: 'slate\nslate\ncrane\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Guess the 5-letter word in 9 tries.');
    const rows = run.stdout.split('\n').filter((line) => /^[⬛🟨🟩]+$/u.test(line));
    expect(rows).toHaveLength(3);
    const truth = ['slate', 'slate'].map((guess) => tilesFor(guess, 'crane'));
    const squares: Record<string, string> = { '⬛': 'b', '🟨': 'y', '🟩': 'g' };
    for (const [i, row] of rows.slice(0, 2).entries()) {
      const shown = Array.from(row, (square) => squares[square]);
      expect(shown.filter((tile, k) => tile !== truth[i]?.[k])).toHaveLength(1);
    }
    expect(rows[2]).toBe('🟩🟩🟩🟩🟩');
    expect(run.stdout).toMatch(/^Fibble 3\/9$/m);
    expect(run.stdout).toMatch(/^The lies: 1 slate tile \d .*, 2 slate tile \d /m);
    // The same seed, the same lies.
    expect(wordle(['play', '--lies', '1', '--word', 'crane', '--seed', '3'], { input: 'slate\nslate\ncrane\n' }).stdout).toBe(run.stdout);
  });
});

describe('the MCP tools with lies', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'wordle-lies-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  });
  afterAll(async () => {
    await client.close();
  });
  type ToolResult = { content: { text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;

  test('list and suggest read the history as --lies does', async () => {
    const history = ['crane:bygbb', 'sloth:bbybb'];
    const listed = await call('wordle_list_possible_answers', { history, lies: 1, limit: 2000 });
    expect(listed.isError ?? false).toBe(false);
    expect(listed.structuredContent?.['words']).toEqual(
      wordle(['--lies', '1', '-a', ...history])
        .stdout.split('\n')
        .filter(Boolean),
    );
    expect(listed.structuredContent?.['lies']).toBe(1);
    const suggested = await call('wordle_suggest_next_guess', { history, lies: 1, strategy: 'entropy', top_n: 3 });
    const cli = JSON.parse(wordle(['--lies', '1', '--json', '--top', '3', '--strategy', 'entropy', ...history]).stdout) as {
      top: { word: string }[];
    };
    expect(((suggested.structuredContent?.['suggestions'] ?? []) as { word: string }[]).map((item) => item.word)).toEqual(
      cli.top.map((item) => item.word),
    );
  });

  test('lies with hard_mode is a tool error', async () => {
    const result = await call('wordle_suggest_next_guess', { history: ['crane:bygbb'], lies: 1, hard_mode: true });
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/--lies cannot go with --hard/);
  });
});
