// english_word_candidates end to end, over stdio and over HTTP: the words of data/english.txt
// that fit a crossword mask and/or a guess with its feedback (`_` unknown anywhere), checked
// against the list read here and a feedback function written here; and the CLI's `-f english`.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

const ENGLISH = readFileSync(join(ROOT, 'data', 'english.txt'), 'utf8')
  .split('\n')
  .filter((word) => word !== '');

/** Wordle's tiles as g/y/b, written plainly. */
function tilesFor(guess: string, answer: string): string {
  const tiles: string[] = [...guess].map((letter, i) => (letter === answer[i] ? 'g' : 'b'));
  const unused = [...answer].filter((letter, i) => guess[i] !== letter);
  [...guess].forEach((letter, i) => {
    const at = unused.indexOf(letter);
    if (tiles[i] === 'b' && at >= 0) {
      tiles[i] = 'y';
      unused.splice(at, 1);
    }
  });
  return tiles.join('');
}

/** Whether some letters a-z at the guess's `_` give tiles agreeing with every known one (`_` in the feedback is unknown). */
function fits(word: string, guess: string, feedback: string): boolean {
  if (word.length !== guess.length) return false;
  const open = guess.indexOf('_');
  if (open >= 0) {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      if (fits(word, guess.slice(0, open) + letter + guess.slice(open + 1), feedback)) return true;
    }
    return false;
  }
  const got = tilesFor(guess, word);
  return [...feedback].every((tile, i) => tile === '_' || tile === got[i]);
}

const CASES = [
  ['fenotps', 'bgbgyyy'],
  ['fenotps', 'bgb_yy_'],
  ['fe_otps', 'bgbgyyy'],
  ['_rane', 'bgybg'],
  ['eerie', 'y_bb_'],
] as const;
const expectations = new Map<string, string[]>();
/** The words that fit, by brute force, worked out once for both transports. */
function expectedFor(guess: string, feedback: string): string[] {
  const key = `${guess}:${feedback}`;
  let words = expectations.get(key);
  if (!words) {
    words = ENGLISH.filter((word) => fits(word, guess, feedback));
    expectations.set(key, words);
  }
  return words;
}

const masked = (mask: string) => new RegExp(`^${mask.replaceAll('_', '.')}$`);

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

async function call(client: Client, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name: 'english_word_candidates', arguments: args })) as ToolResult;
}

async function structured(client: Client, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await call(client, args);
  expect(result.isError ?? false, result.content[0]?.text).toBe(false);
  expect(result.content[0]?.text).toMatch(/English word/);
  return result.structuredContent ?? {};
}

function checks(connect: () => Client) {
  test('is listed, with input and output schemas', async () => {
    const { tools } = await connect().listTools();
    const tool = tools.find((listed) => listed.name === 'english_word_candidates');
    expect(tool?.inputSchema.properties).toHaveProperty('pattern');
    expect(tool?.outputSchema?.type).toBe('object');
  });

  test('a crossword mask of any length: the list words of that shape, cut at the limit (500 by default)', async () => {
    const client = connect();
    const expected = ENGLISH.filter((word) => masked('_e_o___').test(word));
    expect(await structured(client, { pattern: '_e_o___' })).toMatchObject({
      length: 7,
      count: expected.length,
      words: expected,
      truncated: false,
    });
    const many = ENGLISH.filter((word) => masked('s_____').test(word));
    expect(many.length).toBeGreaterThan(500);
    const result = await structured(client, { pattern: 's_____' });
    expect(result).toMatchObject({ length: 6, count: many.length, returned: 500, truncated: true });
    expect(result['words']).toEqual(many.slice(0, 500));
    const long = ENGLISH.filter((word) => masked('__________ation').test(word));
    expect(await structured(client, { pattern: '__________ATION', limit: 10_000 })).toMatchObject({
      count: long.length,
      words: long,
      truncated: false,
    });
    // Two letters, the list's shortest.
    expect((await structured(client, { pattern: '__', limit: 1000 }))['count']).toBe(ENGLISH.filter((word) => word.length === 2).length);
  });

  test('a guess and its feedback, with _ for a letter or a tile not remembered, alone or with a mask', async () => {
    const client = connect();
    for (const [guess, feedback] of CASES) {
      const expected = expectedFor(guess, feedback);
      const result = await structured(client, { guess, feedback, limit: 10_000 });
      expect({ guess, feedback, words: result['words'] }).toEqual({ guess, feedback, words: expected });
      expect(result['count']).toBe(expected.length);
    }
    const both = ENGLISH.filter((word) => masked('d______').test(word) && fits(word, 'fenotps', 'bgb_yy_'));
    expect((await structured(client, { pattern: 'd______', guess: 'fenotps', feedback: 'bgb_yy_' }))['words']).toEqual(both);
    const cut = await structured(client, { pattern: '_e_o___', limit: 3 });
    expect(cut).toMatchObject({ returned: 3, truncated: true });
  });

  test('bad input is a tool error naming the problem', async () => {
    const client = connect();
    const error = async (args: Record<string, unknown>) => {
      const result = await call(client, args);
      expect(result.isError).toBe(true);
      return result.content[0]?.text;
    };
    expect(await error({})).toMatch(/give a pattern/);
    expect(await error({ guess: 'fenotps' })).toMatch(/a guess needs its feedback/);
    expect(await error({ guess: 'fenotps', feedback: 'bgb' })).toMatch(/7 letters but feedback 'bgb' has 3 tiles/);
    expect(await error({ pattern: '_e1o' })).toMatch(/bad pattern '_e1o'/);
    expect(await error({ pattern: '_e_o___', guess: 'stare', feedback: 'bbbbb' })).toMatch(/differ in length/);
    expect(await error({ guess: 'stare', feedback: 'bbqbb' })).toMatch(/unknown tile 'q'/);
  });
}

describe('english_word_candidates over stdio', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  });
  afterAll(async () => client.close());
  checks(() => client);
});

interface HttpServer {
  readonly process: ChildProcessWithoutNullStreams;
  readonly url: string;
}

function startHttp(): Promise<HttpServer> {
  const child = spawn(BIN, ['mcp', '--http', '--port', '0'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /serving (http:\/\/\S+\/mcp)/.exec(stderr)?.[1];
      if (url) resolve({ process: child, url });
    });
    child.once('exit', (code) => reject(new Error(`wordle mcp --http exited with ${code}: ${stderr}`)));
  });
}

describe('english_word_candidates over HTTP', () => {
  let client: Client;
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttp();
    client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  });
  afterAll(async () => {
    await client.close();
    server.process.kill('SIGTERM');
  });
  checks(() => client);
});

describe('the CLI names the same list: -f english, any length', () => {
  test('-f english -n N lists its words of that length, 2 to the longest', () => {
    const count = (length: number) => Number(wordle(['-f', 'english', '-n', String(length), '-c']).stdout);
    expect(count(2)).toBe(ENGLISH.filter((word) => word.length === 2).length);
    const longest = ENGLISH.reduce((most, word) => Math.max(most, word.length), 0);
    expect(longest).toBe(28);
    expect(wordle(['-f', 'english', '-n', String(longest), '-1', '-q']).stdout).toBe(
      `${ENGLISH.filter((word) => word.length === longest).join('\n')}\n`,
    );
  });

  test('a crossword mask in stA=rE (_ unknown, E= green) keeps the shape', () => {
    const run = wordle(['-f', 'english', '-1', '-q', '_E=_O=___']);
    expect(run.stdout).toBe(`${ENGLISH.filter((word) => masked('_e_o___').test(word)).join('\n')}\n`);
  });

  test('--answers english: every english word of the length may be the answer', () => {
    const run = wordle(['--answers', 'english', '-a', '-c', 'crAne']);
    const fitting = wordle(['-c', 'crAne']).stdout;
    expect(run.status).toBe(0);
    expect(Number(run.stdout)).toBeLessThanOrEqual(Number(fitting));
    expect(Number(run.stdout)).toBeGreaterThan(100);
  });
});
