// The golden corpus replayed with every speed mechanism off (WORDLE_PLAIN=1, lib/speed.ts): the
// plain way must give byte for byte what was recorded with them on. The CLI's cases are a fair
// half of each command's, the same every run (those whose name hashes lowest), and every MCP
// call; a few cases that take too long plain are left out below, by name. WORDLE_GOLDEN_ALL=1
// replays every case.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { COMMAND_SPECS } from '../../cli/spec.ts';
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

const PLAIN = { WORDLE_PLAIN: '1' };
const ALL = process.env['WORDLE_GOLDEN_ALL'] === '1';

/**
 * Left out: rankings of every guess, plain, over the answers of a first turn (3,158; no opener
 * with --top 5, --top_n 3 or the original answers) or after fuzzy (1,503), by the JS splitter
 * without bounds or floors. Alone they take 1-3 s against 0.1-0.7 s fast (the median of three
 * runs, seconds: after each); four at a time on a busy 2-core machine, 7-16 s each, and the
 * MCP calls up to 34 s of the server's 50 s time limit.
 */
const SLOW_CLI = new Set([
  'wordle --strategy entropy --top 5', // 2.9 against 0.3
  'wordle --strategy minimax --top 5', // 2.9 against 0.3
  'wordle --strategy entropy --top 5 fuzzy', // 1.3 against 0.1
  'wordle --strategy minimax --top 5 fuzzy', // 1.2 against 0.3
  'wordle --answers original --strategy entropy -s', // 1.4 against 0.1
]);
const SLOW_MCP = new Set([
  'wordle_suggest_next_guess {"history":["fuzzy"],"strategy":"minimax","hard_mode":true,"top_n":3}', // 2.7 against 0.7
  'wordle_suggest_next_guess {"history":["fuzzy"],"strategy":"minimax","top_n":3}', // 1.1 against 0.3
  'wordle_suggest_next_guess {"history":["fuzzy"],"strategy":"minimax","top_n":1}', // 1.6 against 0.3
  'wordle_suggest_next_guess {"history":[],"strategy":"minimax","top_n":3}', // 2.8 against 0.4
  'wordle_suggest_next_guess {"history":[],"strategy":"entropy","top_n":3}', // 2.9 against 0.5
]);

/** The command a CLI case runs: its first word when that names one, `sh` for a shell line, else the filter. */
function commandOf(entry: CliEntry): string {
  if (entry.sh !== undefined) return 'sh';
  const first = entry.argv?.[0] ?? '';
  return Object.hasOwn(COMMAND_SPECS, first) ? first : 'filter';
}

const hashOf = (name: string) => createHash('sha256').update(name).digest('hex');

/** Half of each command's cases (rounded up), those whose name hashes lowest: the same cases every run, and a new case moves few others. */
function fairHalf(entries: readonly CliEntry[]): Set<string> {
  const byCommand = new Map<string, CliEntry[]>();
  for (const entry of entries) byCommand.set(commandOf(entry), [...(byCommand.get(commandOf(entry)) ?? []), entry]);
  const chosen = new Set<string>();
  for (const group of byCommand.values()) {
    const sorted = [...group].sort((a, b) => (hashOf(a.case) < hashOf(b.case) ? -1 : 1));
    for (const entry of sorted.slice(0, Math.ceil(group.length / 2))) chosen.add(entry.case);
  }
  return chosen;
}

const recorded = <E>(file: string): E[] => JSON.parse(readFileSync(file, 'utf8')) as E[];

describe('the golden corpus, every speed mechanism off (WORDLE_PLAIN=1)', () => {
  test('the CLI: stdout, stderr and status of a fair half of each command', async () => {
    const all = recorded<CliEntry>(CLI_FILE);
    for (const name of SLOW_CLI) expect(all.map((entry) => entry.case)).toContain(name);
    const half = fairHalf(all);
    const expected = ALL ? all : all.filter((entry) => half.has(entry.case) && !SLOW_CLI.has(entry.case));
    expect(expected.length).toBeGreaterThan(200);
    const cases = expected.map(cliCaseOf);
    const found = differences(CLI_FILE, expected, await runCliCases(cases, { env: PLAIN }));
    if (found !== '') throw new Error(found);
  }, 600_000);

  test('the MCP server: the result of every recorded call, over stdio', async () => {
    const all = recorded<McpEntry>(MCP_FILE);
    for (const name of SLOW_MCP) expect(all.map((entry) => entry.case)).toContain(name);
    const expected = ALL ? all : all.filter((entry) => !SLOW_MCP.has(entry.case));
    const cases = expected.map(mcpCaseOf);
    const { results, serverStderr } = await runMcpCases(cases, { env: PLAIN });
    const found = differences(MCP_FILE, expected, results);
    if (found !== '') throw new Error(found);
    expect(serverStderr).toBe('');
  }, 600_000);
});
