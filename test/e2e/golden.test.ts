// The golden corpus: every case recorded in test/golden/ (by scripts/golden.mjs) replayed against this checkout's build and compared byte for byte:
// the CLI's stdout, stderr and exit status, and the MCP server's results (one `wordle mcp` for all).
// When a change of output is intended, `node scripts/golden.mjs --update` records the new output
// and the commit's diff of test/golden/ shows what changed.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  CLI_FILE,
  type CliCase,
  type CliEntry,
  describeDifference,
  MCP_FILE,
  type McpCase,
  type McpEntry,
  runCliCases,
  runMcpCases,
} from '../golden/run.mjs';

/** How many differing cases the failure shows (the rest are counted). */
const SHOWN = 5;

function report<E extends { readonly case: string }>(file: string, expected: readonly E[], actual: readonly E[]): string {
  const differing = expected.flatMap((entry, i) => (JSON.stringify(entry) === JSON.stringify(actual[i]) ? [] : [i]));
  if (differing.length === 0) return '';
  const shown = differing.slice(0, SHOWN).map((i) => `--- ${expected[i]?.case}\n${describeDifference(expected[i], actual[i])}`);
  return [
    `${differing.length} of ${expected.length} cases differ from ${file.replace(/.*\/test\//, 'test/')} (- recorded, + now).`,
    'If the change is intended, `node scripts/golden.mjs --update` records it (say which in the commit).',
    ...shown,
    ...(differing.length > SHOWN
      ? [
          `... and ${differing.length - SHOWN} more: ${differing
            .slice(SHOWN, SHOWN + 20)
            .map((i) => expected[i]?.case)
            .join(' | ')}`,
        ]
      : []),
  ].join('\n\n');
}

const recorded = <E>(file: string): E[] => JSON.parse(readFileSync(file, 'utf8')) as E[];

describe('the golden corpus', () => {
  test('the CLI: stdout, stderr and status of every recorded case', async () => {
    const expected = recorded<CliEntry>(CLI_FILE);
    expect(expected.length).toBeGreaterThan(100);
    const cases = expected.map(
      (entry): CliCase =>
        entry.sh !== undefined
          ? { sh: entry.sh }
          : { argv: entry.argv ?? [], ...(entry.input !== undefined ? { input: entry.input } : {}) },
    );
    const actual = await runCliCases(cases);
    const differences = report(CLI_FILE, expected, actual);
    if (differences !== '') throw new Error(differences);
  }, 600_000);

  test('the MCP server: the result of every recorded call, over stdio', async () => {
    const expected = recorded<McpEntry>(MCP_FILE);
    expect(expected.length).toBeGreaterThan(50);
    const cases = expected.map(({ case: _name, result: _result, ...call }) => call as McpCase);
    const { results, serverStderr } = await runMcpCases(cases);
    const differences = report(MCP_FILE, expected, results);
    if (differences !== '') throw new Error(differences);
    expect(serverStderr).toBe('');
  }, 600_000);
});
