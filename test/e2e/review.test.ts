// `wordle review` end to end: the table and --json from bin/wordle, the share text read from a
// file and from stdin, bad input (one line, exit 2), and the MCP server's wordle_review_game
// against the CLI's --json for the same games.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

const GAME = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];
const SHARE = 'Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩\n';
const WORDS = ['crane', 'pilot', 'ghost', 'house'];
/** best's own line to HOUSE (its book): every pick is the book's, so no search runs and no time limit can change the result. */
const BOOK_LINE = ['tarse:bbbgg', 'cloud:bbyyb', 'house:ggggg'];
/** A game of Fibble (each row but the answer's one tile wrong). */
const FIBBLE = ['sateR=', 'RoIlY=', 'DI=neR=', 'GRece', 'C=I=G=A=R='];

const json = (args: readonly string[], input?: string) => {
  const run = wordle(['review', '--json', ...args], input === undefined ? {} : { input });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { guesses: Record<string, unknown>[]; summary: Record<string, unknown>; number?: number };
};

describe('wordle review', () => {
  test('the table: a row per guess with its tiles, counts, pick, luck and skill, then the totals', () => {
    const run = wordle(['review', '--strategy', 'entropy', ...GAME]);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/#\s+guess\s+before\s+after\s+expected\s+entropy's pick\s+luck\s+skill/);
    expect(lines[1]).toMatch(/^ {2}1 {2}⬛⬛⬛⬛🟩 crane +3158 +126 +122 +tarse +100 +34 █▊ +94 ████▊$/);
    expect(lines[4]).toMatch(/^ {2}4 {2}🟩🟩🟩🟩🟩 house +1 +0 +0\.00 +same +50 ██▌ +99 █████$/);
    expect(run.stdout).toContain('Solved in 4 (entropy).');
    // Not a terminal and no --color: no escape codes.
    expect(run.stdout).not.toContain('\x1b[');
  });

  test('--color=always paints the tiles as the game does; NO_COLOR does not stop an explicit always', () => {
    const run = wordle(['review', '--strategy', 'entropy', '--color=always', ...GAME], { env: { NO_COLOR: '1' } });
    expect(run.stdout).toContain('\x1b[1;97;48;5;34m E \x1b[0m');
    expect(run.stdout).toContain('\x1b[1;97;48;5;178m O \x1b[0m');
  });

  test('--grid FILE and --grid - read the share as the patterns say the game', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-review-'));
    const file = join(dir, 'share.txt');
    writeFileSync(file, SHARE);
    const fromPatterns = json(['--strategy', 'entropy', ...GAME]);
    const fromFile = json(['--strategy', 'entropy', '--grid', file, ...WORDS]);
    const fromStdin = json(['--strategy', 'entropy', '--grid', '-', WORDS.join(' ')], SHARE);
    expect(fromFile.number).toBe(1234);
    expect({ ...fromFile, number: undefined }).toEqual({ ...fromPatterns, number: undefined });
    expect(fromStdin).toEqual(fromFile);
  });

  test("a share's * reviews in hard mode and says which rule a guess broke", () => {
    const hard = SHARE.replace('4/6', '4/6*');
    const run = wordle(['review', '--strategy', 'entropy', '--grid', '-', ...WORDS], { input: hard });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Solved in 4 (entropy, hard mode).');
    expect(run.stdout).toContain('Guess 2 broke hard mode: letter 5 must be E.');
  });

  test("best (the default): its book's line scores 99 each guess, and the summary has its expected total (its book: 11,219 guesses for 3,158 answers)", () => {
    const reviewed = json(BOOK_LINE);
    expect(reviewed.guesses.map((item) => item['skill'])).toEqual([99, 99, 99]);
    expect(reviewed.guesses.map((item) => item['bestGuess'])).toEqual(['tarse', 'cloud', 'house']);
    expect(reviewed.summary['expectedTotal']).toBeCloseTo(11219 / 3158, 10);
  });

  test.each([0, 10])(
    '--positional-weight %d: each guess is scored against the pick `wordle --strategy positional --positional-weight` makes there',
    (weight) => {
      const reviewed = json(['--strategy', 'positional', '--positional-weight', String(weight), 'crane', 'sloth']);
      const picks = [[], ['crane']].map((before) => {
        const run = wordle(['--strategy', 'positional', '--positional-weight', String(weight), '-s', ...before]);
        expect(run.status).toBe(0);
        return run.stdout.trim().split('\n').at(-1)?.split(' ').at(-1);
      });
      expect(reviewed.guesses.map((item) => item['bestGuess'])).toEqual(picks);
    },
  );

  test('--lies 1: a Fibble game entropy played (`wordle show --lies 1`) is its pick each guess, compared with entropy by default, the rows read as they lie', () => {
    const show = wordle(['show', '--lies', '1', '--strategy', 'entropy', '--seed', '4', 'cigar']);
    expect(show.status).toBe(0);
    // Each row as shown, and the answers it left: "1. sater  ⬛⬛⬛⬛🟩  sateR=  592 possible answers left  (lied: tile 2)".
    const shown = [...show.stdout.matchAll(/^ *\d+\. [a-z]+ +\S+ +(\S+) +(\d+) possible answers? left/gm)];
    const rows = shown.map((match) => match[1] as string);
    expect(rows.at(-1)).toBe('C=I=G=A=R=');
    const reviewed = json(['--lies', '1', ...rows]) as ReturnType<typeof json> & { strategy: string; lies: number };
    expect(reviewed.strategy).toBe('entropy');
    expect(reviewed.lies).toBe(1);
    expect(reviewed.guesses.map((item) => item['skill'])).toEqual(rows.map(() => 99));
    // The answers each row left are those the game said (the last, the win, leaves none).
    expect(reviewed.guesses.map((item) => item['after'])).toEqual([...shown.slice(0, -1).map((match) => Number(match[2])), 0]);
    const table = wordle(['review', '--lies', '1', ...rows]);
    expect(table.stdout).toContain(`Solved in ${rows.length} (entropy, 1 lie a row).`);
    expect(table.stdout).toContain('Rows read as they lie');
  });

  test('a Fibble share (as `wordle play --lies 1` writes it) says its lies: the review of its rows with --lies 1', () => {
    const share = 'Fibble 5/9\n\n⬛⬛⬛⬛🟩\n🟨⬛🟨⬛🟩\n🟨🟩⬛⬛🟩\n🟨🟨⬛⬛⬛\n🟩🟩🟩🟩🟩\n';
    const fromShare = json(['--grid', '-', 'sater roily diner grece cigar'], share);
    expect(fromShare).toEqual(json(['--lies', '1', ...FIBBLE]));
    const other = wordle(['review', '--lies', '2', '--grid', '-', 'sater roily diner grece cigar'], { input: share });
    expect(other.status).toBe(2);
    expect(other.stderr).toBe('wordle: the share is a game of 1 lie a row, but --lies 2 was given\n');
    // A Wordle share's rows are true: --lies cannot say otherwise.
    const wordle1 = wordle(['review', '--lies', '1', '--grid', '-', ...WORDS], { input: SHARE });
    expect(wordle1.status).toBe(2);
    expect(wordle1.stderr).toBe('wordle: the share is a game of Wordle (every tile true), but --lies 1 was given\n');
  });

  test.each([
    [['--lies', '1', '--strategy', 'best', 'crane'], "--lies cannot go with --strategy best: best's search and book assume true tiles"],
    [['--lies', '1', '--hard', 'crane'], '--lies cannot go with --hard'],
    [['--lies', '6', 'crane'], '--lies'],
    [['--lies', '1', 'crane:bb?bb'], 'with lies every tile of a row counts'],
    [[], 'wordle review needs the game'],
    [['--positional-weight', '500', 'crane'], '--positional-weight needs a number, 0 or more and at most 100'],
    [['crane:ggggg', 'slate:bbbbb'], 'guess 1 (crane:ggggg) is all green, yet the game goes on'],
    [['crane:bb?bb', 'pilot:bbbbb'], 'guess 1 (crane:bb?bb) has a letter or tile not known (_ or ?): a review needs the game as played'],
    [['crAne', 'crane'], "no word can match patterns 'crAne' and 'crane' together"],
    [['--grid', '/nonexistent/share.txt', 'crane'], 'cannot read --grid /nonexistent/share.txt: no such file'],
    [['--grid', '-', 'crane', 'pilot'], 'the share has 4 rows but 2 words were given'],
    [['--grid', '-', 'crane', 'slate', 'ghost', 'house'], 'row 2 does not agree with its word: SLATE against HOUSE gets'],
    // A guess off the word list, whatever the strategy (best scores no first guess of its own, yet checks it).
    [['zzzzz'], "'zzzzz' is not in the word list (wordle.txt)"],
    [['--strategy', 'best', 'zzzzz:bbbbb', 'crane'], "'zzzzz' is not in the word list (wordle.txt)"],
    [['--strategy', 'entropy', 'zzzzz'], "'zzzzz' is not in the word list (wordle.txt)"],
  ])('%j: one line, exit 2', (args, message) => {
    const run = wordle(['review', ...args], { input: SHARE });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
  });
});

/** camelCase keys to the MCP server's snake_case, deeply. */
function snake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snake);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(item)]));
}

describe('wordle_review_game against wordle review --json', () => {
  const transport = new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' });
  const client = new Client({ name: 'wordle-review-test', version: '1.0.0' });
  beforeAll(() => client.connect(transport));
  afterAll(() => client.close());

  test.each([
    ['entropy', GAME, false, 0],
    ['minimax', ['tarse:bbyby', 'plonk:bbbbb', 'rider:ggggg'], true, 0],
    ['best', BOOK_LINE, false, 0],
    ['minimax', FIBBLE, false, 1],
  ] as const)('%s: %j (hard %s, lies %s)', async (strategy, game, hard, lies) => {
    const result = (await client.callTool({
      name: 'wordle_review_game',
      arguments: { history: [...game], strategy, hard_mode: hard, lies },
    })) as { structuredContent?: Record<string, unknown>; isError?: boolean };
    expect(result.isError).toBeFalsy();
    const cli = json(['--strategy', strategy, ...(hard ? ['--hard'] : []), '--lies', String(lies), ...game]) as Record<string, unknown>;
    const { hard: cliHard, ...rest } = cli;
    expect(result.structuredContent).toEqual({ ...(snake(rest) as object), hard_mode: cliHard, answers: '2023' });
  });

  test('a guess off the word list is a tool error with the CLI message', async () => {
    const result = (await client.callTool({ name: 'wordle_review_game', arguments: { history: ['zzzzz:bbbbb'] } })) as {
      content: { text?: string }[];
      isError?: boolean;
    };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toBe("wordle: 'zzzzz' is not in the word list (wordle.txt)");
  });

  test("the text: a normal game says nothing of hard mode's rules, a hard one which it broke; counts agree with their nouns", async () => {
    // PILOT and GHOST drop CRANE's green E: a rule broken only where the game was played in hard mode.
    const game = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];
    const text = async (hard: boolean) =>
      (
        (await client.callTool({
          name: 'wordle_review_game',
          arguments: { history: [...game], strategy: 'entropy', hard_mode: hard },
        })) as {
          content: { text?: string }[];
        }
      ).content[0]?.text ?? '';
    const normal = await text(false);
    expect(normal).not.toContain('hard mode');
    expect(normal).toMatch(/ -> 1 answer \(/);
    expect(normal).not.toMatch(/ -> 1 answers/);
    expect(await text(true)).toContain('(broke hard mode: letter 5 must be E)');
  });

  test('a game it cannot review is a tool error with the CLI message', async () => {
    const result = (await client.callTool({ name: 'wordle_review_game', arguments: { history: ['crane:ggggg', 'slate:bbbbb'] } })) as {
      content: { text?: string }[];
      isError?: boolean;
    };
    expect(result.isError).toBe(true);
    const cli = wordle(['review', 'crane:ggggg', 'slate:bbbbb']);
    expect(result.content[0]?.text).toContain(cli.stderr.replace(/^wordle: /, '').trim());
  });
});
