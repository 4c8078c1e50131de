// The edge: process arguments, files, stdout/stderr and exit status. Everything it decides
// is delegated to pure functions (args, decide, report) and to lib/.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWordleError } from '../lib/errors.ts';
import { compileQuery, createFilter } from '../lib/filter.ts';
import { chooseWordSource, exitStatus, needsSuggestion, planOutput, readsWords } from './decide.ts';
import { ClosedPipe, fdKind, terminalWidth, writeAll } from './io.ts';
import { type Options, parseWithoutOptions } from './options.ts';
import { bundledFacts, wordBlocks } from './read-words.ts';
import { type Report, renderReport, renderStatic } from './report.ts';

declare const WORDLE_VERSION: string | undefined; // set by the bundler

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLED_WORDS = join(ROOT, 'wordle.txt');
const BUNDLED_INDEX = join(ROOT, 'dist', 'wordle.index.json');
const VERSION = typeof WORDLE_VERSION === 'string' ? WORDLE_VERSION : 'dev';

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

async function runFilter(options: Options): Promise<number> {
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
  const top = options.top ?? 1;
  const suggesting = needsSuggestion(plan) && query.conflict === undefined;
  // Suggesting needs every word of the list (the allowed guesses): precomputed for the bundled one.
  const collect = suggesting ? 'words' : 'nothing';
  const facts = suggesting && source.kind === 'bundled' ? bundledFacts(BUNDLED_WORDS, BUNDLED_INDEX, query.length) : undefined;
  const filter = createFilter(query, { collect, facts });
  for await (const block of wordBlocks(source, BUNDLED_WORDS)) filter.push(block.text, block.ascii);
  const result = filter.finish();
  const { answersFor, openerFor } = await import('./answers.ts');
  const answers = answersFor(ROOT, options, source, query.length, result.matches.length > 0 && (suggesting || options.onlyAnswers));
  const { suggest, candidatesOf } = await import('../lib/suggest.ts');
  const { strategyFor } = await import('./strategy.ts');
  const strategy = await strategyFor(options.strategy);
  const suggested = suggesting
    ? suggest({ query, result, answers: answers?.words, strategy, hard: options.hard, top, opener: openerFor(ROOT, options, source, answers) })
    : { ranked: [], ...candidatesOf(result.matches, answers?.words) };
  const report = renderReport(plan, query, result, suggested, options);
  print(report);
  const shown = options.onlyAnswers ? suggested.candidates : result.matches;
  return exitStatus(plan, shown.length, suggested.ranked.length > 0);
}

async function run(argv: readonly string[]): Promise<number> {
  // yargs loads only when there are options to parse (see parseWithoutOptions).
  const parsed = parseWithoutOptions(argv) ?? (await (await import('./args.ts')).parseArgs(argv, VERSION));
  switch (parsed.kind) {
    case 'text':
      writeAll(1, parsed.text.endsWith('\n') || parsed.text === '' ? parsed.text : `${parsed.text}\n`);
      return 0;
    case 'feedback': {
      const { runFeedback } = await import('./feedback.ts');
      print(runFeedback(parsed.guess, parsed.answer, parsed.tiles));
      return 0;
    }
    case 'bench': {
      const { runBench } = await import('./bench.ts');
      return runBench(ROOT, parsed.options, print);
    }
    default:
      return runFilter(parsed.options);
  }
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
