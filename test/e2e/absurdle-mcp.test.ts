import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

describe('the MCP tool wordle_absurdle', () => {
  const client = new Client({ name: 'wordle-test', version: '1.0.0' });
  beforeAll(async () => {
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  });
  afterAll(async () => {
    await client.close();
  });
  const call = async (args: Record<string, unknown>) => (await client.callTool({ name: 'wordle_absurdle', arguments: args })) as ToolResult;

  test('replies as `wordle absurdle --json`, and says when the host lost', async () => {
    const guesses = ['lidar', 'stony', 'becke', 'thump'];
    const result = await call({ guesses });
    const cli = JSON.parse(wordle(['absurdle', '--json', ...guesses]).stdout) as { replies: unknown[] };
    expect(result.structuredContent).toEqual({ replies: cli.replies, won: true });
    // The text is the CLI's: the win said with its length.
    expect(result.content[0]?.text).toBe(wordle(['absurdle', ...guesses]).stdout.trimEnd());
    expect(result.content[0]?.text).toMatch(/\nthump {2}🟩🟩🟩🟩🟩 {2}won in 4$/u);
  });

  test('hard mode, and a bad guess: the error the CLI prints', async () => {
    const result = await call({ guesses: ['aeons', 'adorn'], hard: true });
    expect(result.isError).toBe(true);
    expect(`${result.content[0]?.text}\n`).toBe(wordle(['absurdle', '--hard', 'aeons', 'adorn']).stderr);
  });

  test.each([
    [['lidar', 'stony', 'becke', 'thump'], 'thump', true],
    [['stony', 'lidar'], 'cigar', false],
  ])('%j with the target %s: the challenge as `wordle absurdle --target --json`', async (guesses, target, won) => {
    const result = await call({ guesses, target });
    const cli = wordle(['absurdle', '--json', '--target', target, ...guesses]);
    expect(result.structuredContent).toEqual({ ...JSON.parse(cli.stdout), won });
    expect(result.content[0]?.text).toBe(wordle(['absurdle', '--target', target, ...guesses]).stdout.trimEnd());
  });

  test("a target that is not one of the host's words: the error the CLI prints", async () => {
    const result = await call({ guesses: ['lidar'], target: 'xyzzy' });
    expect(result.isError).toBe(true);
    expect(`${result.content[0]?.text}\n`).toBe(wordle(['absurdle', '--target', 'xyzzy', 'lidar']).stderr);
  });
});
