// The MCP tools' positional_weight over stdio: the weight the positional strategy
// gives a letter at another place, with --positional-weight's default, range and meaning: each
// weight ranks (suggest, compare) and picks (review) as `wordle --strategy positional
// --positional-weight W` does, and a bad weight is a tool error.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'wordle-positional-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
});
afterAll(async () => {
  await client.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult;
  expect(result.isError ?? false, result.content[0]?.text).toBe(false);
  return result.structuredContent ?? {};
}

const HISTORY = 'tA=rsE';
const cliTop = (weight: string[]) =>
  (
    JSON.parse(wordle(['--json', '--top', '5', '--strategy', 'positional', ...weight, HISTORY]).stdout) as { top: { word: string }[] }
  ).top.map((item) => item.word);
const wordsOf = (suggestions: unknown) => (suggestions as { word: string }[]).map((item) => item.word);

describe('positional_weight', () => {
  test.each([0, 2, 10])(
    'suggest with positional_weight %s ranks as `wordle --strategy positional` with that --positional-weight',
    async (weight) => {
      const data = await call('wordle_suggest_next_guess', { history: [HISTORY], strategy: 'positional', positional_weight: weight });
      expect(wordsOf(data['suggestions'])).toEqual(cliTop(['--positional-weight', String(weight)]));
      expect(data['positional_weight']).toBe(weight);
    },
  );

  test('the weight changes the ranking; left out, it is the default of --positional-weight (0.5)', async () => {
    const plain = await call('wordle_suggest_next_guess', { history: [HISTORY], strategy: 'positional' });
    expect(plain['positional_weight']).toBe(0.5);
    expect(wordsOf(plain['suggestions'])).toEqual(cliTop([]));
    const heavy = await call('wordle_suggest_next_guess', { history: [HISTORY], strategy: 'positional', positional_weight: 10 });
    expect(wordsOf(heavy['suggestions'])[0]).not.toBe(wordsOf(plain['suggestions'])[0]);
  });

  test('compare: the strategy best and the rank follow the weight', async () => {
    const args = { history: [HISTORY], guess: 'dolce', strategy: 'positional', top_n: 5 };
    const plain = await call('wordle_compare_guess', args);
    const weighed = await call('wordle_compare_guess', { ...args, positional_weight: 2 });
    expect(wordsOf(weighed['alternatives'])).toEqual(cliTop(['--positional-weight', '2']));
    expect(wordsOf(plain['alternatives'])).toEqual(cliTop([]));
    expect(weighed['rank']).toBe(1);
    expect(plain['rank']).not.toBe(1);
    expect(weighed['positional_weight']).toBe(2);
  });

  test.each([0, 2, 10])(
    'review: the pick at each guess, with positional_weight %s, is `wordle -s --strategy positional` with it',
    async (weight) => {
      const data = await call('wordle_review_game', {
        history: ['crane:bbbbb', 'dolly:ggggg'],
        strategy: 'positional',
        positional_weight: weight,
      });
      const picks = (data['guesses'] as { best_guess: string }[]).map((item) => item.best_guess);
      const pick = (patterns: string[]) =>
        wordle(['-s', '--strategy', 'positional', '--positional-weight', String(weight), ...patterns]).stdout.trim();
      expect(picks).toEqual([pick([]), pick(['crane:bbbbb'])]);
    },
  );

  test('review: the weight changes the picks', async () => {
    const picksAt = async (weight: number) =>
      (
        (await call('wordle_review_game', { history: ['crane:bbbbb', 'dolly:ggggg'], strategy: 'positional', positional_weight: weight }))[
          'guesses'
        ] as { best_guess: string }[]
      ).map((item) => item.best_guess);
    expect(await picksAt(10)).not.toEqual(await picksAt(0.5));
  });

  test.each([-1, 101, '2'])('positional_weight %j is a tool error, as --positional-weight refuses it', async (weight) => {
    for (const name of ['wordle_suggest_next_guess', 'wordle_compare_guess', 'wordle_review_game']) {
      const result = (await client.callTool({
        name,
        arguments: {
          history: name === 'wordle_review_game' ? ['crane:bbbbb'] : [HISTORY],
          guess: 'dolce',
          strategy: 'positional',
          positional_weight: weight,
        },
      })) as ToolResult;
      expect(result.isError).toBe(true);
      expect(result.content[0]?.text).toContain('positional_weight');
    }
    if (typeof weight === 'number')
      expect(wordle(['--strategy', 'positional', '--positional-weight', String(weight), HISTORY]).status).toBe(2);
  });
});
