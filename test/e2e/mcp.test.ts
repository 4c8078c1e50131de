// `wordle mcp` end to end: the SDK's own client against bin/wordle over stdio and over HTTP
// (loopback, a free port), each tool's result checked against the CLI's for the same history.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_STRATEGY, MOVED_NOTE, type Moved } from '../../lib/index.ts';
import { wordleOnce } from './once.ts';
import { BIN, ROOT, wordle } from './run.ts';

const HISTORY = ['staR=e', 'chOR=d'];
const TILE_HISTORY = ['stare:bbbgb', 'chord:bbygb'];

interface CliJson {
  matches: string[];
  count: number;
  likelyAnswers: number;
  fellBack: boolean;
  top: {
    word: string;
    score: number | null;
    over?: number;
    lowerBound?: boolean;
    expected: number | null;
    isAnswer: boolean;
    moved: Moved | null;
  }[];
}

const cliJson = (args: string[]): CliJson => JSON.parse(wordleOnce(['--json', ...args]).stdout) as CliJson;
/** The one line the CLI prints on stderr for bad input, as a tool error's text. */
const cliError = (args: string[]) => {
  const run = wordleOnce(args);
  expect(run.status).not.toBe(0);
  return run.stderr.split('\n')[0];
};

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

async function structured(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await call(client, name, args);
  expect(result.isError ?? false, result.content[0]?.text).toBe(false);
  expect(result.content[0]?.type).toBe('text');
  expect(result.content[0]?.text).not.toBe('');
  return result.structuredContent ?? {};
}

async function errorText(client: Client, name: string, args: Record<string, unknown>): Promise<string | undefined> {
  const result = await call(client, name, args);
  expect(result.isError).toBe(true);
  return result.content[0]?.text;
}

/** The CLI's --json top list as the MCP server gives it (the same scores, and the same codes for why a guess is moved). */
const asTop = (top: CliJson['top']) =>
  top.map(({ word, score, over, lowerBound, expected, isAnswer, moved }, i) => ({
    rank: i + 1,
    word,
    score,
    ...(over !== undefined && { over_six: over }),
    ...(lowerBound && { lower_bound: true }),
    expected_remaining: expected,
    may_win: isAnswer,
    moved,
  }));

interface HttpServer {
  readonly process: ChildProcessWithoutNullStreams;
  readonly url: string;
  readonly exited: Promise<number | null>;
}

/** Starts `wordle mcp --http --port 0` and reads the address it serves on from stderr. */
function startHttp(extra: readonly string[] = []): Promise<HttpServer> {
  const child = spawn(BIN, ['mcp', '--http', '--port', '0', ...extra], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /serving (http:\/\/\S+\/mcp)/.exec(stderr)?.[1];
      if (url) resolve({ process: child, url, exited });
    });
    child.once('exit', (code) => reject(new Error(`wordle mcp --http exited with ${code}: ${stderr}`)));
  });
}

function stdioClient(): { client: Client; transport: StdioClientTransport } {
  const transport = new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' });
  return { client: new Client({ name: 'wordle-test', version: '1.0.0' }), transport };
}

const TOOLS = [
  'english_word_candidates',
  'wordle_absurdle',
  'wordle_boards_suggest',
  'wordle_compare_guess',
  'wordle_explain_patterns',
  'wordle_feedback',
  'wordle_list_possible_answers',
  'wordle_review_game',
  'wordle_suggest_next_guess',
];

/** The same checks over either transport. */
function toolChecks(connect: () => Client) {
  test('lists the tools, each with input and output schemas, and the prompt', async () => {
    const client = connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description).toBeTruthy();
    }
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['help_with_wordle_screenshot']);
    const prompt = await client.getPrompt({ name: 'help_with_wordle_screenshot' });
    const text = (prompt.messages[0]?.content as { text: string } | undefined)?.text;
    expect(text).toContain('wordle_suggest_next_guess');
    expect(text).toContain('slate:bbgyb');
  });

  test('wordle_suggest_next_guess ranks as `wordle --json --top N --strategy S`, in every notation of the history, with the same default strategy', async () => {
    const client = connect();
    const cli = cliJson(['--top', '5', ...HISTORY]);
    for (const history of [HISTORY, TILE_HISTORY, TILE_HISTORY.join(','), HISTORY.join(' ')]) {
      const result = await structured(client, 'wordle_suggest_next_guess', { history });
      expect(result['suggestions']).toEqual(asTop(cli.top));
      expect(result['possible_count']).toBe(cli.count);
      expect(result['likely_count']).toBe(cli.likelyAnswers);
      expect(result['history']).toEqual(HISTORY);
    }
    const hard = cliJson(['--strategy', 'minimax', '--hard', '--top', '3', '--answers', 'nyt', 'crAne']);
    const result = await structured(client, 'wordle_suggest_next_guess', {
      history: ['crAne'],
      strategy: 'minimax',
      hard_mode: true,
      top_n: 3,
      answers: 'nyt',
    });
    expect(result['suggestions']).toEqual(asTop(hard.top));
    expect(result['likely_count']).toBe(hard.likelyAnswers);
    // A first guess comes from the precomputed book, as in the CLI.
    const first = await structured(client, 'wordle_suggest_next_guess', { history: [], top_n: 1 });
    expect((first['suggestions'] as { word: string }[])[0]?.word).toBe(wordleOnce(['-s']).stdout.trim());
  });

  test('wordle_list_possible_answers lists as `wordle -a` and `wordle`, with the fallback said', async () => {
    const client = connect();
    const likely = await structured(client, 'wordle_list_possible_answers', { history: HISTORY });
    expect(likely['words']).toEqual(cliJson(['-a', ...HISTORY]).matches);
    expect(likely['possible_count']).toBe(15);
    expect(likely['fell_back']).toBe(false);
    const all = await structured(client, 'wordle_list_possible_answers', { history: HISTORY, include_all_candidates: true, limit: 10 });
    expect(all['words']).toEqual(cliJson(HISTORY).matches.slice(0, 10));
    expect(all).toMatchObject({ total: 15, returned: 10, truncated: true });
    // xylyl is a word of the list but not a likely answer.
    const fallback = await structured(client, 'wordle_list_possible_answers', { history: ['xylyl:ggggg'] });
    const cli = cliJson(['-a', 'xylyl:ggggg']);
    expect(cli.fellBack).toBe(true);
    expect(fallback).toMatchObject({ words: cli.matches, fell_back: true, likely_count: 0 });
    expect(fallback['note']).toMatch(/no word that fits is on the likely-answers list/);
  });

  test('wordle_compare_guess explains as `wordle --why`, ranks, and names the best', async () => {
    const client = connect();
    const result = await structured(client, 'wordle_compare_guess', { history: HISTORY, guess: 'burly' });
    expect(result['explanation']).toBe(wordleOnce(['--why', 'burly', ...HISTORY]).stdout);
    expect(result['alternatives']).toEqual(asTop(cliJson(['--top', '5', ...HISTORY]).top));
    expect(result).toMatchObject({ guess: 'burly', possible_answers: 4, in_word_list: true, hard_mode_legal: false, may_win: false });
    expect(result['rank']).toBeGreaterThan(1);
    const outcomes = result['outcomes'] as { count: number }[];
    expect(outcomes.reduce((sum, { count }) => sum + count, 0)).toBe(4);
    const top = await structured(client, 'wordle_compare_guess', { history: HISTORY, guess: 'lorry', strategy: 'minimax', top_n: 2 });
    expect(top).toMatchObject({ rank: 1, may_win: true, hard_mode_legal: true });
    expect(top['explanation']).toBe(wordleOnce(['--strategy', 'minimax', '--why', 'lorry', ...HISTORY]).stdout);
  });

  test('wordle_compare_guess on a first turn answers (a rank among every guess, no guard over each), for every greedy strategy', async () => {
    const client = connect();
    for (const strategy of ['entropy', 'minimax', 'coverage']) {
      const result = await structured(client, 'wordle_compare_guess', { guess: 'audio', strategy });
      expect(result['explanation']).toBe(wordleOnce(['--strategy', strategy, '--why', 'audio']).stdout);
      expect(result).toMatchObject({ guess: 'audio', ranked_among: 14855, possible_answers: 3158 });
      expect(result['rank']).toBeGreaterThan(5);
    }
  });

  test('a history entry with a space between guess and tiles, or as an object, is one guess; tiles alone are refused', async () => {
    const client = connect();
    const count = (history: unknown) =>
      structured(client, 'wordle_list_possible_answers', { history }).then((result) => result['possible_count']);
    const stare = Number(wordleOnce(['-c', 'stare:bbbgb']).stdout);
    for (const history of [['stare bbbgb'], ['stare: bbbgb'], 'stare bbbgb', [{ guess: 'stare', tiles: 'bbbgb' }]])
      expect(await count(history), JSON.stringify(history)).toBe(stare);
    expect(await count(['CRANE: ⬛🟨⬛⬛🟩'])).toBe(Number(wordleOnce(['-c', 'CRANE:⬛🟨⬛⬛🟩']).stdout));
    const explained = await structured(client, 'wordle_explain_patterns', { history: ['stare bbbgb', { guess: 'chord', tiles: 'bbygb' }] });
    expect(explained['history']).toEqual(['staR=e', 'chOR=d']);
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: ['stare:bbbgb', 'bbygb'] })).toBe(
      "wordle: bad history item 'bbygb': tiles with no guess before them (write GUESS:TILES, e.g. stare:bbbgb)",
    );
  });

  test('the result says when the game is solved, when one likely answer is left (and offers only it), and counts in the singular', async () => {
    const client = connect();
    const solved = await call(client, 'wordle_suggest_next_guess', { history: ['stare:GGGGG'], top_n: 3 });
    expect(solved.structuredContent).toMatchObject({
      state: 'solved',
      possible_count: 1,
      likely_count: 1,
      suggestions: [{ word: 'stare' }],
    });
    expect(solved.content[0]?.text).toMatch(/^1 possible match \(1 likely answer\)\. .*\nSolved: STARE was the answer\.$/su);
    const one = await call(client, 'wordle_suggest_next_guess', { history: ['tArSe', 'plAnC='], strategy: 'entropy', top_n: 5 });
    expect(one.structuredContent).toMatchObject({ state: 'one-left', possible_count: 3, likely_count: 1 });
    expect((one.structuredContent?.['suggestions'] as { word: string }[] | undefined)?.map((item) => item.word)).toEqual(['sumac']);
    expect(one.content[0]?.text).toContain('One likely answer is left: sumac. Play it.');
    const listed = await call(client, 'wordle_list_possible_answers', { history: ['tArSe', 'plAnC='] });
    expect(listed.content[0]?.text).toMatch(/^1 likely answer, of 3 possible matches:\nsumac\n/u);
    expect(listed.structuredContent?.['state']).toBe('one-left');
    const open = await structured(client, 'wordle_suggest_next_guess', { history: HISTORY });
    expect(open['state']).toBe('open');
    const none = await call(client, 'wordle_list_possible_answers', { history: ['qxqxq:ggggb'] });
    expect(none.structuredContent).toMatchObject({ state: 'no-match', possible_count: 0 });
    expect(none.content[0]?.text).toContain('No word of the list fits these clues.');
  });

  test('wordle_feedback gives the tiles in every notation, as `wordle feedback`', async () => {
    const client = connect();
    const result = await structured(client, 'wordle_feedback', { guess: 'bobby', answer: 'abbey' });
    expect(result).toEqual({
      guess: 'bobby',
      answer: 'abbey',
      tiles: [1, 0, 2, 0, 2],
      names: ['yellow', 'grey', 'green', 'grey', 'green'],
      pattern: wordleOnce(['feedback', 'bobby', 'abbey']).stdout.trim(),
      emoji: wordleOnce(['feedback', '--tiles', 'bobby', 'abbey']).stdout.trim(),
      letters: 'bobby:ybgbg',
      digits: 'bobby:10202',
      solved: false,
    });
  });

  test('wordle_explain_patterns gives what `wordle --explain` and `--grep` print', async () => {
    const client = connect();
    const result = await structured(client, 'wordle_explain_patterns', { history: 'BoB=bY=' });
    expect(result['explanation']).toBe(wordleOnce(['--explain', 'BoB=bY=']).stdout);
    expect(`${result['grep']}\n`).toBe(wordleOnce(['--grep', 'BoB=bY=']).stdout);
    expect(result['patterns']).toEqual([
      {
        pattern: 'BoB=bY=',
        normalized: 'BoB=bY=',
        tiles: '🟨⬛🟩⬛🟩',
        exclude: ['o'],
        include: { b: 2, y: 1 },
        at_most: { b: 2 },
        regex: '^[^b][^o]b[^b]y$',
        never: null,
      },
    ]);
    expect(result['conflict']).toBeNull();
  });

  test("bad input is a tool error with the CLI's message, and the server goes on", async () => {
    const client = connect();
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: ['st@re'] })).toBe(cliError(['st@re']));
    expect(await errorText(client, 'wordle_list_possible_answers', { history: ['staR=e', 'chord:bbbbb'] })).toBe(
      cliError(['staR=e', 'chord:bbbbb']),
    );
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: 'stare:bbbbb,crane:bbbb' })).toBe(
      cliError(['stare:bbbbb', 'crane:bbbb']),
    );
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: ['stare:bbbbb', 'cranes:bbbbbb'] })).toBe(
      cliError(['stare:bbbbb', 'cranes:bbbbbb']),
    );
    expect(await errorText(client, 'wordle_compare_guess', { history: ['staR=e'], guess: '12345' })).toBe(
      cliError(['--why', '12345', 'staR=e']),
    );
    expect(await errorText(client, 'wordle_feedback', { guess: 'bobby', answer: 'abbe' })).toBe(cliError(['feedback', 'bobby', 'abbe']));
    expect(await errorText(client, 'wordle_feedback', { guess: 'bob by', answer: 'abbey' })).toBe(
      cliError(['feedback', 'bob by', 'abbey']),
    );
    // Limits and types are checked against the input schema.
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: HISTORY, top_n: 51 })).toMatch(/top_n/);
    expect(await errorText(client, 'wordle_list_possible_answers', { history: HISTORY, limit: 100000 })).toMatch(/limit/);
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: HISTORY, strategy: 'magic' })).toMatch(/strategy/);
    expect(await errorText(client, 'wordle_suggest_next_guess', { history: 'x'.repeat(5000) })).toMatch(/history/);
    const after = await structured(client, 'wordle_feedback', { guess: 'crane', answer: 'chord' });
    expect(after['pattern']).toBe('C=Rane');
  });
}

/** A client over stdio for a describe block's tests: connected before them, closed after. */
function stdioForBlock(): () => Client {
  const { client, transport } = stdioClient();
  beforeAll(async () => client.connect(transport));
  afterAll(async () => client.close());
  return () => client;
}

describe('wordle mcp over stdio', () => {
  const connect = stdioForBlock();

  test('initialize: the server says who it is and what it serves', () => {
    const client = connect();
    expect(client.getServerVersion()?.name).toBe('wordle');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, prompts: {} });
    // How a model should use the tools: the history's format, which tool and strategy for what.
    const instructions = client.getInstructions() ?? '';
    for (const said of ['GUESS:TILES', 'slate:bbgyb', 'wordle_suggest_next_guess', 'wordle_compare_guess', 'entropy', 'best', 'hard_mode'])
      expect(instructions).toContain(said);
    // The default it names is the tools' default (the CLI's too).
    expect(instructions).toContain(`${DEFAULT_STRATEGY} is the default`);
  });
  toolChecks(connect);
});

describe('wordle mcp --http', () => {
  let server: HttpServer;
  let client: Client;
  beforeAll(async () => {
    server = await startHttp();
    client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  });
  afterAll(async () => {
    await client.close();
    server.process.kill('SIGKILL');
  });

  test('serves on loopback by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(client.getServerVersion()?.name).toBe('wordle');
  });
  toolChecks(() => client);

  test('GET /health answers {"status":"ok"}; other paths 404', async () => {
    const health = await fetch(new URL('/health', server.url));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(new URL('/nothing', server.url))).status).toBe(404);
  });

  test('malformed JSON-RPC gets a JSON-RPC error, and the server goes on', async () => {
    const post = (body: string) =>
      fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body,
      });
    const garbage = await post('{"jsonrpc":"2.0","id":1,"method":"tools/ca');
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(-32700);
    const notRpc = await post('{"hello":"world"}');
    expect(notRpc.status).toBeGreaterThanOrEqual(400);
    const huge = await post(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'x'.repeat(2 << 20)}"}}`);
    expect(huge.status).toBe(413);
    expect((await structured(client, 'wordle_feedback', { guess: 'crane', answer: 'chord' }))['pattern']).toBe('C=Rane');
  });

  test('a request from another site (DNS rebinding) is refused', async () => {
    expect(await statusOf(server.url, { host: 'evil.example' })).toBe(403);
    expect(await statusOf(server.url, { origin: 'http://evil.example' })).toBe(403);
  });

  test('100 concurrent calls all get their own right answer', async () => {
    const histories = [HISTORY, ['crAne'], ['slate:bbgyb'], ['BoB=bY=']];
    const expected = histories.map((history) => cliJson(['--top', '3', ...history]));
    const calls = Array.from({ length: 100 }, (_, i) =>
      structured(client, 'wordle_suggest_next_guess', { history: histories[i % 4], top_n: 3 }),
    );
    const results = await Promise.all(calls);
    results.forEach((result, i) => {
      const cli = expected[i % 4] as CliJson;
      expect(result['suggestions']).toEqual(asTop(cli.top));
      expect(result['possible_count']).toBe(cli.count);
    });
  });

  test('a 2026-07-28 client (no initialize, per-request envelope) is served too', async () => {
    const modern = new Client({ name: 'wordle-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    expect((await modern.listTools()).tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    expect((await structured(modern, 'wordle_feedback', { guess: 'bobby', answer: 'abbey' }))['pattern']).toBe('BoB=bY=');
    await modern.close();
  });
});

/** The status of a tools/list POST to the server with these headers, on a raw socket (an HTTP client sets or checks Host itself). */
function statusOf(serverUrl: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(serverUrl);
  const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
  const fields = {
    host: url.host,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'content-length': String(body.length),
    connection: 'close',
    ...headers,
  };
  const head = Object.entries(fields)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname.replace(/^\[|\]$/g, ''), () =>
      socket.end(`POST /mcp HTTP/1.1\r\n${head}\r\n${body}`),
    );
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
    });
    socket.once('error', reject);
    socket.once('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(reply)?.[1])));
  });
}

describe('wordle mcp --http --host, however loopback is spelled', () => {
  test.each(['127.1', '127.0.0.2', 'LOCALHOST', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    "--host %s: another site is refused, a malformed Host is a bad request, the server's own address is served",
    async (host) => {
      const server = await startHttp(['--host', host]);
      try {
        expect(await statusOf(server.url, { host: 'evil.example' })).toBe(403);
        expect(await statusOf(server.url, { origin: 'http://evil.example' })).toBe(403);
        for (const bad of ['', 'a b', 'localhost:99999999', '[::1']) expect(await statusOf(server.url, { host: bad }), bad).toBe(400);
        expect(await statusOf(server.url, {})).toBe(200);
      } finally {
        server.process.kill('SIGKILL');
      }
    },
  );
});

describe('a long search', () => {
  test('is stopped at --time-limit with a tool error, and the server goes on', async () => {
    const transport = new StdioClientTransport({ command: BIN, args: ['mcp', '--time-limit', '1'], cwd: ROOT, stderr: 'pipe' });
    const client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(transport);
    // best after an uninformative first guess: a search of minutes.
    const slow = call(client, 'wordle_suggest_next_guess', { history: ['fuzzy:bbbbb'], strategy: 'best', top_n: 3 });
    // Meanwhile the other worker answers.
    expect((await structured(client, 'wordle_feedback', { guess: 'crane', answer: 'chord' }))['pattern']).toBe('C=Rane');
    const result = await slow;
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/^wordle: the computation took longer than the time limit of 1 s/);
    expect((await structured(client, 'wordle_feedback', { guess: 'bobby', answer: 'abbey' }))['pattern']).toBe('BoB=bY=');
    await client.close();
  });
});

describe('ending the server', () => {
  test('SIGTERM ends wordle mcp --http cleanly (exit 0)', async () => {
    const server = await startHttp();
    expect((await fetch(new URL('/health', server.url))).status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  test('malformed lines are skipped with one line on stderr; SIGTERM ends wordle mcp on stdio cleanly (exit 0)', async () => {
    const child = spawn(BIN, ['mcp'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let stdout = '';
    const answered = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('"id":2')) resolve();
      }),
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // Lines that are not JSON-RPC first: the server skips them, each with a line on stderr (the SDK's stdio transport answers none), and goes on.
    child.stdin.write('this is not json\n');
    child.stdin.write('{"hello":"world"}\n');
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`,
    );
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'wordle_feedback', arguments: { guess: 'crane', answer: 'chord' } } })}\n`,
    );
    await answered;
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id?: number; error?: { code: number }; result?: unknown });
    expect(lines.find((line) => line.id === 2)?.result).toMatchObject({ structuredContent: { pattern: 'C=Rane' } });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('wordle mcp: ignored a line that is not JSON\nwordle mcp: ignored a message that is not valid JSON-RPC\n');
  });

  test('stdin closing ends wordle mcp (exit 0)', async () => {
    const child = spawn(BIN, ['mcp'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  test('calls still running when stdin ends are answered before the exit', async () => {
    const child = spawn(BIN, ['mcp'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const lines = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'wordle_suggest_next_guess', arguments: { history: ['crAne'] } } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'wordle_feedback', arguments: { guess: 'crane', answer: 'chord' } } },
    ];
    child.stdin.end(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    expect(await exited).toBe(0);
    const replies = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id?: number; result?: { structuredContent?: Record<string, unknown> } });
    expect(replies.map((reply) => reply.id).sort()).toEqual([1, 2, 3]);
    expect(replies.find((reply) => reply.id === 2)?.result?.structuredContent?.['possible_count']).toBe(cliJson(['crAne']).count);
  });

  test("the plain turn's bundle holds none of the server or its SDK", () => {
    const turn = readFileSync(join(ROOT, 'dist', 'wordle.cjs'), 'utf8');
    expect(turn).not.toMatch(/modelcontextprotocol|zod|createMcpHandler/);
  });

  test('usage errors exit 2 with one line', () => {
    expect(wordle(['mcp', '--time-limit', '0']).stderr).toBe(
      'wordle: --time-limit needs a number of seconds, more than 0 and at most 3600\n',
    );
    expect(wordle(['mcp', '--port', '80']).stderr).toBe('wordle: --port and --host need --http\n');
    const bad = wordle(['mcp', '--http', '--port', '70000']);
    expect([bad.status, bad.stderr]).toEqual([2, 'wordle: --port needs a whole number from 0 to 65535\n']);
  });
});

describe('what a model is told: every tool, every bound, the codes the CLI gives', () => {
  const connect = stdioForBlock();

  test("the server's instructions name every tool it lists", async () => {
    const instructions = connect().getInstructions() ?? '';
    const { tools } = await connect().listTools();
    for (const tool of tools) expect(instructions).toContain(tool.name);
  });

  test("best --top on the book's first turn: the rows asked for, the book's cost for its guess, the others said to be lower bounds", async () => {
    const result = await call(connect(), 'wordle_suggest_next_guess', { history: [], strategy: 'best', top_n: 5 });
    const suggestions = result.structuredContent?.['suggestions'] as { word: string; score: number; lower_bound?: boolean }[];
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toMatchObject({ word: 'tarse', score: 11219 });
    expect(suggestions[0]?.lower_bound).toBeUndefined();
    for (const item of suggestions.slice(1)) expect(item.lower_bound).toBe(true);
    expect(result.structuredContent?.['note']).toMatch(/^best stopped at its time limit \(2 s\).*lower bound/);
    const text = result.content[0]?.text ?? '';
    expect(text).toContain('1. tarse  score 11219,');
    expect(text).toMatch(/\n2\. [a-z]{5} {2}score at least \d+,/);
    expect(text).toContain('Note: best stopped at its time limit');
  });

  test('best --top off the book, stopped before any whole tree: the rows asked for, each a lower bound', async () => {
    const result = await structured(connect(), 'wordle_suggest_next_guess', { history: ['jazzy:bbbbb'], strategy: 'best', top_n: 5 });
    const suggestions = result['suggestions'] as { lower_bound?: boolean }[];
    expect(suggestions).toHaveLength(5);
    expect(suggestions.some((item) => item.lower_bound)).toBe(true);
    expect(result['note']).toMatch(/lower bound/);
  });

  test('moved is the code the CLI gives (tie, guard, book, unsafe), said in words in the text', async () => {
    // After staR=e chOR=d, coverage's tie rule moves LORRY first (as in the CLI's --json).
    const cli = cliJson(['--top', '5', ...HISTORY]);
    const moved = cli.top.find((item) => item.moved !== null);
    expect(moved).toBeDefined();
    const result = await call(connect(), 'wordle_suggest_next_guess', { history: HISTORY });
    const suggestions = result.structuredContent?.['suggestions'] as { word: string; moved: string | null }[];
    expect(suggestions.find((item) => item.word === moved?.word)?.moved).toBe(moved?.moved);
    expect(result.content[0]?.text).toContain(`(${MOVED_NOTE[moved?.moved as Moved]})`);
  });

  test('fewer rows than asked for are said, with why', async () => {
    const result = await call(connect(), 'wordle_suggest_next_guess', {
      history: ['crane:bbbbb', 'toils:gbbby'],
      strategy: 'entropy',
      top_n: 5,
    });
    expect(result.structuredContent?.['suggestions']).toHaveLength(2);
    expect(result.content[0]?.text).toContain('2 of the 5 guesses asked for: with 2 possible answers left, only they are offered.');
  });

  test("wordle_compare_guess in hard mode says the guess breaks it, in --why's sentence", async () => {
    const result = await call(connect(), 'wordle_compare_guess', { history: ['crane:bbybb'], guess: 'moist', hard_mode: true });
    const why = wordle(['--hard', '--why', 'moist', 'crane:bbybb']).stdout;
    expect(result.structuredContent?.['explanation']).toBe(why);
    expect(result.content[0]?.text).toContain('\nMOIST breaks hard mode: the guess must contain A.\n');
    expect(result.content[0]?.text?.match(/breaks hard mode/g)).toHaveLength(1);
  });

  test('wordle_absurdle says the win as the CLI does', async () => {
    const guesses = ['aesir', 'yauld', 'tench', 'whoop'];
    const result = await call(connect(), 'wordle_absurdle', { guesses });
    expect(result.content[0]?.text).toBe(wordle(['absurdle', ...guesses]).stdout.trimEnd());
    expect(result.content[0]?.text).toMatch(/won in 4$/);
  });
});
