// Long words end to end (bin/wordle): every strategy suggests, explains, shows and benches words
// of 17-32 letters, whose tiles are too many to count by code (3^n); past 32 letters, where no
// tiles are worked out, a strategy that needs them refuses in one line and coverage still answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { BIN, ROOT, wordle } from './run.ts';

/** Wordle's tiles as g/y/b (the two-pass rule as lib/clues/feedback.ts writes it plainly). */
function tilesFor(guess: string, answer: string): string {
  return feedback([...guess], [...answer])
    .map((tile) => 'byg'[tile])
    .join('');
}

/** 30 words of `length` letters, each a base word with letters k, 2k and 3k (mod length) changed: near one another, so tiles repeat. */
function nearWords(length: number): string[] {
  const base = Array.from({ length }, (_, i) => 'abcdefgh'[(i * 5) % 8] as string);
  return Array.from({ length: 30 }, (_, k) => {
    const word = [...base];
    for (const [j, at] of [k, 2 * k + 1, 3 * k + 2].entries()) word[at % length] = 'wxyz'[(k + j) % 4] as string;
    return word.join('');
  }).filter((word, k, all) => all.indexOf(word) === k);
}

const LENGTHS = [17, 20, 24, 32];
const words = new Map(LENGTHS.map((length) => [length, nearWords(length)]));
const dir = mkdtempSync(join(tmpdir(), 'long-words-'));
const file = join(dir, 'words.txt');
writeFileSync(file, `${[...words.values(), nearWords(33)].flat().join('\n')}\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STRATEGIES = ['coverage', 'entropy', 'minimax', 'best'];

describe.each(LENGTHS)('%i letters', (length) => {
  const list = words.get(length) as string[];
  const guess = list[0] as string;
  const answer = list[list.length - 1] as string;

  test.each(STRATEGIES)('%s: -s suggests a word of the list', (strategy) => {
    const run = wordle(['-f', file, '-n', String(length), '--strategy', strategy, '-s']);
    expect(run.stderr).not.toContain('internal error');
    expect(run.status, run.stderr).toBe(0);
    expect(list).toContain(run.stdout.trim());
  });

  test.each(STRATEGIES)('%s: a turn with one guess keeps the answer and suggests', (strategy) => {
    const run = wordle(['-f', file, '--strategy', strategy, '-1', `${guess}:${tilesFor(guess, answer)}`]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n')).toContain(answer);
    expect(run.stderr).toMatch(/guess for next word: [a-z]+/);
  });

  test('--why, and show plays the game out', () => {
    const why = wordle(['-f', file, '-n', String(length), '--strategy', 'entropy', '--why', answer]);
    expect(why.status, why.stderr).toBe(0);
    const show = wordle(['-f', file, '--strategy', 'minimax', 'show', answer]);
    expect(show.status, show.stderr).toBe(0);
    expect(show.stdout).toMatch(new RegExp(`Solved ${answer.toUpperCase()} in \\d`));
  });
});

test.each(['entropy', 'best'])('bench: %s wins every game of 24 letters, in hard mode too', (strategy) => {
  const list = join(dir, 'bench.txt');
  writeFileSync(list, `${(words.get(24) as string[]).join('\n')}\n`);
  for (const hard of [[], ['--hard']]) {
    const run = wordle(['bench', '--answers', list, '--guesses', list, '--strategy', strategy, ...hard]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`won ${(words.get(24) as string[]).length} of ${(words.get(24) as string[]).length} (100%)`);
  }
});

test('several boards of 20 letters: every game won', () => {
  const list = join(dir, 'boards.txt');
  writeFileSync(list, `${(words.get(20) as string[]).join('\n')}\n`);
  const run = wordle(['bench', '--boards', '4', '--answers', list, '--guesses', list]);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('lost 0');
});

test('33 letters: entropy refuses in one line, coverage answers', () => {
  const refused = wordle(['-f', file, '-n', '33', '--strategy', 'entropy', '-s']);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toBe('wordle: tiles are worked out for words of at most 32 letters, not 33\n');
  const coverage = wordle(['-f', file, '-n', '33', '-s']);
  expect(coverage.status, coverage.stderr).toBe(0);
  expect(coverage.stdout.trim()).toHaveLength(33);
});

test('-f english -n 20: entropy suggests a word of 20 letters', () => {
  const run = wordle(['-f', 'english', '-n', '20', '--strategy', 'entropy', '-s']);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout.trim()).toMatch(/^[a-z]{20}$/);
});

test('the MCP suggest tool: a turn of 20 letters from the english list', async () => {
  const client = new Client({ name: 'long-words-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  try {
    const result = (await client.callTool({
      name: 'wordle_suggest_next_guess',
      arguments: {
        // (One 20-letter guess and its tiles leave one word, as a rule: here the first tile only is known.)
        history: ['acetylcholinesterase:g???????????????????'],
        word_list: 'english',
        strategy: 'minimax',
        top_n: 3,
      },
    })) as { isError?: boolean; structuredContent?: { possible_count: number; suggestions: { word: string }[] } };
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent?.possible_count).toBeGreaterThan(1);
    const guesses = result.structuredContent?.suggestions.map((suggestion) => suggestion.word) ?? [];
    expect(guesses.length).toBeGreaterThan(0);
    for (const guess of guesses) expect(guess).toMatch(/^[a-z]{20}$/);
  } finally {
    await client.close();
  }
});
