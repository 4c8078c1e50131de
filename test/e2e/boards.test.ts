// Several boards end to end: the filter's boards turn, bench --games, show, and the MCP tool,
// each checked against the single-board filter board by board.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

interface BoardJson {
  board: number;
  solved: boolean;
  solvedAt: number | null;
  matches: string[];
  count: number;
  likelyAnswers: number;
  likely: string[];
}
interface BoardsJson {
  game: string;
  boards: BoardJson[];
  tries: number;
  left: number;
  state: string;
  suggestion: string | null;
}

// crane then sloth on a Quordle whose hidden words are human, inlet, emote, gourd.
const QUORDLE = ['crane:bbyyb,bbbyy,bbbbg,bybbb', 'sloth:bbbby,bybyb,bbggb,bbybb'];
const OWN = [
  ['crane:bbyyb', 'sloth:bbbby'],
  ['crane:bbbyy', 'sloth:bybyb'],
  ['crane:bbbbg', 'sloth:bbggb'],
  ['crane:bybbb', 'sloth:bbybb'],
];
const json = (args: string[]) => JSON.parse(wordle(['--json', ...args]).stdout) as BoardsJson;

describe('the filter with several boards', () => {
  test('each board as the single-board filter has it, and one suggestion', () => {
    const turn = json(QUORDLE);
    expect(turn.game).toBe('Quordle');
    expect(turn.tries).toBe(9);
    expect(turn.left).toBe(7);
    expect(turn.boards).toHaveLength(4);
    for (const [b, patterns] of OWN.entries()) {
      const single = JSON.parse(wordle(['--json', ...patterns]).stdout) as BoardJson;
      expect(turn.boards[b]?.matches).toEqual(single.matches);
      expect(turn.boards[b]?.count).toBe(single.count);
      expect(turn.boards[b]?.likelyAnswers).toBe(single.likelyAnswers);
    }
    expect(turn.suggestion).toMatch(/^[a-z]{5}$/);
    const text = wordle(QUORDLE);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Quordle: 2 of 9 guesses played, 0 of 4 boards solved');
    expect(text.stdout).toContain(`guess for next word: ${turn.suggestion}`);
    expect(wordle(['-s', ...QUORDLE]).stdout).toBe(`${turn.suggestion}\n`);
  });

  test('a solved board is - after, and case notation works as tiles do', () => {
    const turn = json(['crane:bbyyb,bbbyy', 'H=U=M=A=N=,humaN', 'inlet:-,ggggg']);
    expect(turn.state).toBe('won');
    expect(turn.boards.map((board) => board.solvedAt)).toEqual([2, 3]);
    expect(turn.suggestion).toBeNull();
  });

  test('--boards with no pattern: a first turn, tries N + 5', () => {
    const turn = json(['--boards', '2']);
    expect(turn.game).toBe('Dordle');
    expect(turn.tries).toBe(7);
    expect(turn.boards.every((board) => board.count > 10000)).toBe(true);
  });

  test.each([
    [['crane:bbyyb,bbbyy', 'sloth:bbyby'], "bad pattern 'sloth:bbyby': 1 tile group for 2 boards"],
    [['--boards', '3', 'crane:bbyyb,bbbyy'], "bad pattern 'crane:bbyyb,bbbyy': 2 tile groups for 3 boards"],
    [['crane:bbyyb,-'], "bad pattern 'crane:bbyyb,-': board 2 is marked solved (-) but no guess before solved it"],
    [['--top', '3', 'crane:bbyyb,bbbyy'], '--top does not go with several boards'],
    [['bench', '--boards', '4', '--games', '/nonexistent/games.txt'], 'cannot read --games /nonexistent/games.txt: no such file'],
  ])('%j is refused in one line', (args, message) => {
    const run = wordle(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`wordle: ${message}\n`);
  });
});

describe('bench and show with boards', () => {
  test('bench --games plays the games of a file, with both strategies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-boards-'));
    const file = join(dir, 'games.txt');
    writeFileSync(file, 'human inlet\nemote gourd\n');
    for (const strategy of ['boards', 'simul']) {
      const run = wordle(['bench', '--games', file, '--boards-strategy', strategy, '--json']);
      expect(run.status, run.stderr).toBe(0);
      const result = JSON.parse(run.stdout) as {
        games: number;
        lost: number;
        boards: number;
        tries: number;
        histogram: Record<string, number>;
      };
      expect(result).toMatchObject({ games: 2, lost: 0, boards: 2, tries: 7 });
      expect(Object.values(result.histogram).reduce((sum, games) => sum + games, 0)).toBe(2);
    }
    const tight = JSON.parse(wordle(['bench', '--games', file, '--tries', '2', '--json']).stdout) as {
      lost: number;
      lostGames: string[][];
    };
    expect(tight.lost).toBe(2);
    expect(tight.lostGames).toEqual([
      ['human', 'inlet'],
      ['emote', 'gourd'],
    ]);
  });

  test('show w1,w2 plays them and says when every board is solved', () => {
    const run = wordle(['show', 'human,inlet']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Dordle solved in \d of 7 guesses\n$/);
    expect(run.stdout).toContain('human  🟩🟩🟩🟩🟩');
  });
});

describe('wordle_boards_suggest', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  }, 30_000);
  afterAll(() => client.close());

  test('gives each board and the suggestion as the filter does, from tiles per board', async () => {
    const cli = json(QUORDLE);
    for (const history of [
      QUORDLE,
      [
        { guess: 'crane', tiles: ['bbyyb', 'bbbyy', 'bbbbg', 'bybbb'] },
        { guess: 'sloth', tiles: ['bbbby', 'bybyb', 'bbggb', 'bbybb'] },
      ],
    ]) {
      const result = (await client.callTool({ name: 'wordle_boards_suggest', arguments: { history } })) as {
        structuredContent: { boards: { possible_count: number; likely_count: number }[]; suggestion: string; left: number };
        isError?: boolean;
      };
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent.boards.map((board) => board.possible_count)).toEqual(cli.boards.map((board) => board.count));
      expect(result.structuredContent.boards.map((board) => board.likely_count)).toEqual(cli.boards.map((board) => board.likelyAnswers));
      expect(result.structuredContent.suggestion).toBe(cli.suggestion);
      expect(result.structuredContent.left).toBe(7);
    }
  }, 60_000);

  test("a bad history is an error in the filter's words", async () => {
    const result = (await client.callTool({ name: 'wordle_boards_suggest', arguments: { history: ['crane:bbyyb,-'] } })) as {
      content: { text: string }[];
      isError?: boolean;
    };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('board 2 is marked solved (-) but no guess before solved it');
  });
});
