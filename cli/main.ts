// The edge: process arguments, files, stdout/stderr and exit status. Everything it decides
// is delegated to pure functions (args, decide, report) and to lib/.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWordleError } from '../lib/errors.ts';
import { compileQuery, createFilter } from '../lib/filter.ts';
import { parseWithoutOptions } from './options.ts';
import { chooseWordSource, exitStatus, needsSuggestion, planOutput, readsWords } from './decide.ts';
import { ClosedPipe, fdKind, terminalWidth, writeAll } from './io.ts';
import { bundledFacts, wordBlocks } from './read-words.ts';
import { type Report, renderReport, renderStatic } from './report.ts';

declare const WORDLE_VERSION: string | undefined; // set by the bundler

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLED_WORDS = join(ROOT, 'wordle.txt');
const BUNDLED_INDEX = join(ROOT, 'dist', 'wordle.index.json');
const VERSION = typeof WORDLE_VERSION === 'string' ? WORDLE_VERSION : 'dev';

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

async function run(argv: readonly string[]): Promise<number> {
  // yargs loads only when there are options to parse (see parseWithoutOptions).
  const parsed = parseWithoutOptions(argv) ?? (await (await import('./args.ts')).parseArgs(argv, VERSION));
  if (parsed.kind === 'text') {
    writeAll(1, parsed.text.endsWith('\n') || parsed.text === '' ? parsed.text : `${parsed.text}\n`);
    return 0;
  }
  const { options } = parsed;
  const stdoutIsTTY = fdKind(1) === 'terminal';
  const plan = planOutput(options, {
    stdoutIsTTY,
    width: stdoutIsTTY ? terminalWidth() : undefined,
    noColor: (process.env['NO_COLOR'] ?? '') !== '',
  });
  const query = compileQuery(options.patterns, options.length);
  if (!readsWords(plan)) {
    print(renderStatic(plan, query));
    return 0;
  }
  const source = chooseWordSource(options.words, options.words === undefined ? fdKind(0) : 'closed');
  const suggest = needsSuggestion(plan) && query.conflict === undefined;
  const facts = suggest && source.kind === 'bundled' ? bundledFacts(BUNDLED_WORDS, BUNDLED_INDEX, query.length) : undefined;
  const filter = createFilter(query, { suggest, facts });
  for await (const block of wordBlocks(source, BUNDLED_WORDS)) filter.push(block.text, block.ascii);
  const result = filter.finish();
  print(renderReport(plan, query, result));
  return exitStatus(plan, result.matches.length, result.suggestion !== undefined);
}

/** The one place errors are caught: WordleErrors become one line and exit status 2. */
export async function main(argv: readonly string[]): Promise<void> {
  try {
    // exitCode, not exit(): exiting right after a large write to a pipe loses its tail.
    process.exitCode = await run(argv);
  } catch (error) {
    // The reader has gone (`| head -1`): what it wanted, it got; end quietly.
    if (error instanceof ClosedPipe) return;
    if (!isWordleError(error)) throw error;
    writeAll(2, `wordle: ${error.message}\n`);
    process.exitCode = 2;
  }
}
