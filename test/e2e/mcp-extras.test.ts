// The MCP server's extras over stdio: outside_pool after every unsolved
// history, include_all_candidates on suggest and compare, the state said plainly, and the
// priors (alpha, familiar) ranking as the CLI's --alpha and --familiar do.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'wordle-extras-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
});
afterAll(async () => {
  await client.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<{ data: Record<string, unknown>; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult;
  expect(result.isError ?? false, result.content[0]?.text).toBe(false);
  return { data: result.structuredContent ?? {}, text: result.content[0]?.text ?? '' };
}

const lines = (args: string[]) => wordle(args).stdout.split('\n').filter(Boolean);
const cliTop = (args: string[]) =>
  (JSON.parse(wordle(['--json', '--top', '5', ...args]).stdout) as { top: { word: string }[] }).top.map((item) => item.word);
const wordsOf = (suggestions: unknown) => (suggestions as { word: string }[]).map((item) => item.word);

describe('outside_pool', () => {
  test.each(['wordle_suggest_next_guess', 'wordle_list_possible_answers', 'wordle_compare_guess'])(
    '%s: the fitting accepted words that are not likely answers, as the CLI has them',
    async (tool) => {
      const { data, text } = await call(tool, { history: ['tA=rsE'], guess: 'clown' });
      const all = lines(['-1', 'tA=rsE']);
      const likely = new Set(lines(['-1', '-a', 'tA=rsE']));
      const outside = all.filter((word) => !likely.has(word));
      expect(outside.length).toBe(93);
      expect(data['outside_pool_count']).toBe(outside.length);
      expect(data['outside_pool']).toEqual(outside.slice(0, 50));
      expect(data['outside_pool']).toContain('babel');
      expect(text).toContain('Outside the likely answers, 93 accepted words also fit: ');
      expect(data['state']).toBe('open');
    },
  );

  test('when no likely answer fits, every fitting word is outside the pool, and the result says so', async () => {
    const { data, text } = await call('wordle_suggest_next_guess', { history: ['qA=N=A=T='] });
    expect(data['fell_back']).toBe(true);
    expect(data['outside_pool']).toEqual(lines(['-1', 'qA=N=A=T=']));
    expect(text).toContain('no word that fits is on the likely-answers list');
  });

  test.each(['wordle_suggest_next_guess', 'wordle_list_possible_answers', 'wordle_compare_guess'])(
    '%s: solved, said so, and no outside_pool',
    async (tool) => {
      const { data, text } = await call(tool, { history: ['stare:ggggg'], guess: 'stare' });
      expect(data['state']).toBe('solved');
      expect(data).not.toHaveProperty('outside_pool');
      expect(text).toContain('Solved: STARE was the answer.');
    },
  );
});

describe('include_all_candidates', () => {
  test('suggest: every fitting word is a possible answer, as `wordle --answers all`', async () => {
    const { data } = await call('wordle_suggest_next_guess', { history: ['tA=rsE'], include_all_candidates: true });
    expect(data['likely_count']).toBe(154);
    expect(data['possible_count']).toBe(154);
    expect(data['outside_pool_count']).toBe(0);
    expect(wordsOf(data['suggestions'])).toEqual(cliTop(['--answers', 'all', 'tA=rsE']));
    const plain = await call('wordle_suggest_next_guess', { history: ['tA=rsE'] });
    expect(plain.data['likely_count']).toBe(61);
    expect(wordsOf(plain.data['suggestions'])).not.toEqual(wordsOf(data['suggestions']));
  });

  test('compare: the guess judged over every fitting word', async () => {
    const { data } = await call('wordle_compare_guess', { history: ['tA=rsE'], guess: 'clown', include_all_candidates: true });
    expect(data['possible_answers']).toBe(154);
    expect(data['include_all_candidates']).toBe(true);
    const plain = await call('wordle_compare_guess', { history: ['tA=rsE'], guess: 'clown' });
    expect(plain.data['possible_answers']).toBe(61);
  });
});

describe('priors', () => {
  test.each(['entropy', 'minimax', 'coverage'])('suggest with alpha 1 ranks as `wordle --alpha 1 --strategy %s`', async (strategy) => {
    const { data } = await call('wordle_suggest_next_guess', { history: ['tA=rsE'], strategy, alpha: 1 });
    expect(wordsOf(data['suggestions'])).toEqual(cliTop(['--strategy', strategy, '--alpha', '1', 'tA=rsE']));
    expect(data['alpha']).toBe(1);
  });

  test('familiar: no pwned, pownd or lownd, as --familiar', async () => {
    const plain = await call('wordle_suggest_next_guess', { history: ['tA=rsE'], strategy: 'entropy' });
    const familiar = await call('wordle_suggest_next_guess', { history: ['tA=rsE'], strategy: 'entropy', familiar: true });
    expect(wordsOf(plain.data['suggestions'])).toContain('pownd');
    for (const word of ['pwned', 'pownd', 'lownd']) expect(wordsOf(familiar.data['suggestions'])).not.toContain(word);
    expect(wordsOf(familiar.data['suggestions'])).toEqual(cliTop(['--strategy', 'entropy', '--familiar', 'tA=rsE']));
  });

  test('list with alpha 1: the likely answers common first', async () => {
    const { data } = await call('wordle_list_possible_answers', { history: ['tA=rsE'], alpha: 1 });
    expect((data['words'] as string[]).slice(0, 3)).toEqual(['named', 'panel', 'faced']);
    expect((data['words'] as string[]).slice(0, 3)).toEqual(lines(['-1', '-a', '--alpha', '1', 'tA=rsE']).slice(0, 3));
  });

  test('best with alpha is a tool error with the CLI message', async () => {
    const result = (await client.callTool({
      name: 'wordle_suggest_next_guess',
      arguments: { history: ['tA=rsE'], strategy: 'best', alpha: 1 },
    })) as ToolResult;
    expect(result.isError).toBe(true);
    const cli = wordle(['--strategy', 'best', '--alpha', '1', 'tA=rsE']);
    expect(cli.status).toBe(2);
    expect(result.content[0]?.text).toBe(cli.stderr.trim());
  });
});
