// One turn, three front ends: the same positions through the CLI (`wordle --json`),
// the MCP server (`wordle mcp` over stdio, through the SDK's client) and the page (Chromium,
// opened from the file system at the address `wordle --web-url` prints, the position and the
// settings in it) give the same
// suggestion, the same counts and the same likely answers, hard mode and best included.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { BIN, ROOT, wordle } from './run.ts';

interface Position {
  readonly patterns: readonly string[];
  readonly strategy?: 'coverage' | 'entropy' | 'minimax' | 'best';
  readonly hard?: boolean;
}

// best is included where its answer does not hang on how fast the machine searches: its book's
// positions (the 2023 lists, normal and hard), and a first turn.
const POSITIONS: readonly Position[] = [
  { patterns: [] },
  { patterns: ['staR=e', 'chOR=d'] },
  { patterns: ['staR=e', 'chOR=d'], strategy: 'entropy' },
  { patterns: ['fuzzy'], strategy: 'minimax' },
  { patterns: ['crane:bbybb', 'slant:byybb'], strategy: 'entropy', hard: true },
  // The guard falls back on the book in hard mode (the page said laced, the CLI pagle).
  { patterns: ['tA=rsE'], hard: true },
  // The proofs made ahead decide it (regma); without them the page and MCP said raced, which can lose.
  { patterns: ['slAtE'], strategy: 'entropy', hard: true },
  // One likely answer left: only it is offered.
  { patterns: ['tArSe', 'plAnC='], strategy: 'entropy' },
  // No match is a likely answer: every match counts.
  { patterns: ['Z=O=P=P=a'] },
  { patterns: [], strategy: 'best' },
  { patterns: ['tarse:bbbbb', 'guild:bbbbb'], strategy: 'best' },
  { patterns: ['tarse:bbybb'], strategy: 'best', hard: true },
];

interface Said {
  readonly suggestion: string | null;
  readonly count: number;
  readonly likely: readonly string[];
  readonly likelyCount?: number;
}

const label = ({ patterns, strategy = 'coverage', hard = false }: Position) =>
  `${patterns.join(' ') || '(first turn)'} ${strategy}${hard ? ' hard' : ''}`;

function fromCli({ patterns, strategy = 'coverage', hard = false }: Position): Said {
  const options = ['--strategy', strategy, ...(hard ? ['--hard'] : [])];
  const json = JSON.parse(wordle(['--json', ...options, ...patterns]).stdout) as { count: number; suggestion: string | null };
  const likely = wordle(['-a', '-q', ...options, ...patterns])
    .stdout.split('\n')
    .filter(Boolean);
  return { suggestion: json.suggestion, count: json.count, likely };
}

type ToolResult = { structuredContent?: Record<string, unknown>; isError?: boolean; content: { text?: string }[] };

async function fromMcp(client: Client, { patterns, strategy = 'coverage', hard = false }: Position): Promise<Said> {
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as ToolResult;
    expect(result.isError ?? false, result.content[0]?.text).toBe(false);
    return result.structuredContent ?? {};
  };
  const suggested = await call('wordle_suggest_next_guess', { history: [...patterns], strategy, hard_mode: hard, top_n: 1 });
  const listed = await call('wordle_list_possible_answers', { history: [...patterns], limit: 2000 });
  const [first] = suggested['suggestions'] as { word: string }[];
  // (A tool returns at most 2,000 words, first ones first: the rest of a first turn's 3,158 are said by their total.)
  const words = listed['words'] as string[];
  expect(words.length).toBe(Math.min(listed['total'] as number, 2000));
  return {
    suggestion: first?.word ?? null,
    count: suggested['possible_count'] as number,
    likely: words,
    likelyCount: listed['total'] as number,
  };
}

/** The page at the address `wordle --web-url` prints for the position and its settings. */
async function fromPage(page: Page, { patterns, strategy = 'coverage', hard = false }: Position): Promise<Said> {
  const printed = wordle(['--web-url', '--strategy', strategy, ...(hard ? ['--hard'] : []), ...patterns]).stdout.trim();
  expect(printed.startsWith(pathToFileURL(join(ROOT, 'dist', 'web', 'index.html')).href)).toBe(true);
  await page.goto(printed);
  expect(await page.locator('#strategy').inputValue()).toBe(strategy);
  expect(await page.locator('#hard').isChecked()).toBe(hard);
  await page.locator('#suggestion[data-word]').or(page.locator('#count:text("0 possible matches")')).first().waitFor({ timeout: 30_000 });
  const count = Number(/^(\d+)/.exec((await page.locator('#count').textContent()) ?? '')?.[1]);
  const likely = ((await page.locator('#answers').textContent()) ?? '').split(' ').filter(Boolean);
  return { suggestion: await page.locator('#suggestion').getAttribute('data-word'), count, likely };
}

describe.skipIf(!haveBrowser)('the CLI, the MCP server and the page say the same', () => {
  let client: Client;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    client = new Client({ name: 'parity', version: '1' });
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], stderr: 'ignore' }));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const context = await browser.newContext();
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    page = await context.newPage();
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await browser?.close();
  });

  test.each(POSITIONS.map((position) => [label(position), position] as const))(
    '%s',
    async (_, position) => {
      const cli = fromCli(position);
      // (The likely answers: the page lists them, the CLI's -a too; when none fits, every match counts.)
      const likely = cli.likely;
      expect(cli.suggestion).not.toBeNull();
      const mcp = await fromMcp(client, position);
      expect(mcp).toEqual({ ...cli, likely: likely.slice(0, mcp.likely.length), likelyCount: likely.length });
      const shown = await fromPage(page, position);
      expect({ ...shown, likely: shown.likely.length > 0 ? shown.likely : likely }).toEqual({ ...cli, likely });
    },
    60_000,
  );
});
