// The golden corpus: every case recorded in test/golden/ (by scripts/golden.mjs) replayed against this checkout's build and compared byte for byte:
// the CLI's stdout, stderr and exit status, and the MCP server's results (one `wordle mcp` for all).
// When a change of output is intended, `node scripts/golden.mjs --update` records the new output
// and the commit's diff of test/golden/ shows what changed.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  CLI_FILE,
  type CliEntry,
  cliCaseOf,
  differences,
  MCP_FILE,
  type McpEntry,
  mcpCaseOf,
  runCliCases,
  runMcpCases,
} from '../golden/run.mjs';

const recorded = <E>(file: string): E[] => JSON.parse(readFileSync(file, 'utf8')) as E[];

describe('the golden corpus', () => {
  test('the CLI: stdout, stderr and status of every recorded case', async () => {
    const expected = recorded<CliEntry>(CLI_FILE);
    expect(expected.length).toBeGreaterThan(100);
    const cases = expected.map(cliCaseOf);
    const actual = await runCliCases(cases);
    const found = differences(CLI_FILE, expected, actual);
    if (found !== '') throw new Error(found);
  }, 600_000);

  test('the MCP server: the result of every recorded call, over stdio', async () => {
    const expected = recorded<McpEntry>(MCP_FILE);
    expect(expected.length).toBeGreaterThan(50);
    const cases = expected.map(mcpCaseOf);
    const { results, serverStderr } = await runMcpCases(cases);
    const found = differences(MCP_FILE, expected, results);
    if (found !== '') throw new Error(found);
    expect(serverStderr).toBe('');
  }, 600_000);
});
