// The edge: process arguments, the environment, files, stdout/stderr and exit status. A common
// turn is read by the line table (cli/line-table.ts); any other line by cli/options.ts (by the
// table of cli/spec.ts, a bundle of its own), then handed to the command named, each a file of
// cli/commands/ loaded only when named. The filter, the everyday turn, is in this bundle.

import { join } from 'node:path';
import { fast, isWordleError, plain, plainIn } from '../lib/index.ts';
import { cannedText, fitHelp } from './canned.ts';
import type { CommandContext } from './commands/context.ts';
import { runFilter } from './commands/filter.ts';
import { isClosedPipe, outputFailed, outputPending, writeAll } from './io.ts';
import { commonLine } from './line-table.ts';
import type { LineTable, Options } from './options.ts';
import type { Report } from './report.ts';
import { ROOT } from './root.ts';
import type { CommandName } from './spec.ts';

declare const WORDLE_VERSION: string | undefined; // set by the bundler
/** lineTable() of cli/options.ts, evaluated by the bundler: the turn does not run the table. */
declare const WORDLE_LINE_TABLE: LineTable | undefined;

const VERSION = typeof WORDLE_VERSION === 'string' ? WORDLE_VERSION : 'dev';

const context: CommandContext = {
  root: ROOT,
  version: VERSION,
  print(report: Report): void {
    writeAll(1, report.stdout);
    writeAll(2, report.stderr);
  },
  write: (text) => writeAll(1, text),
};

type Line = typeof import('./options.ts');

/** A command named on the line: its table (cli/spec.ts) parses the line, then its code (a bundle of its own) runs it. */
async function runCommand(line: Line, name: CommandName, argv: readonly string[]): Promise<number> {
  const spec = line.COMMAND_SPECS[name];
  // The line is checked before the command's code loads: a mistake costs no more than a turn.
  const args = line.parseCommand(spec, argv);
  // (The table's parse gives the arguments of this command's run: ArgsOf<spec>.)
  return (await spec.load()).run(args as never, context as never);
}

function filter(options: Options, commands: readonly string[]): Promise<number> {
  if (!options.webUrl) return runFilter(options, commands);
  // The address carries the settings the page has too (those not default; a list that is a file, it cannot: said).
  const link = {
    strategy: options.strategy,
    hard: options.hard,
    guesses: options.words,
    answers: options.answers,
    timeLimit: options.timeLimit,
  };
  return import('./serve.ts').then((serve) =>
    serve.runWeb(ROOT, { patterns: options.patterns, port: undefined, open: false, urlOnly: true, link }),
  );
}

async function run(argv: readonly string[]): Promise<number> {
  const table = typeof WORDLE_LINE_TABLE === 'object' && fast('line-table') ? WORDLE_LINE_TABLE : undefined;
  const common = table && commonLine(table, argv);
  if (common !== undefined) return filter(common, table?.commands ?? []);
  const canned = fast('canned-help') ? cannedText(join(ROOT, 'dist'), argv) : undefined;
  if (canned !== undefined) {
    writeAll(1, fitHelp(argv, canned));
    return 0;
  }
  const line = await import('./options.ts');
  // yargs loads only for the text it makes (cli/args.ts): help, version, completion.
  if (line.asksForText(argv)) {
    writeAll(1, fitHelp(argv, await (await import('./args.ts')).textFor(argv, VERSION)));
    return 0;
  }
  const name = line.commandOf(argv);
  return name === 'filter' ? filter(line.parseCommand(line.FILTER, argv), Object.keys(line.COMMAND_SPECS)) : runCommand(line, name, argv);
}

/** Ends with a status: at once when every byte is out, else when the streams have drained. */
function finish(status: number): void {
  // exit() right after a write to a stream that is still flushing would lose its tail; with
  // every write done (writeSync) it only skips Node's idle tasks (GC) before exiting.
  // A stdout that failed while a stream flushed it (said on stderr then) makes the status 2.
  const final = outputFailed() ? 2 : status;
  if (outputPending()) process.exitCode = final;
  else process.exit(final);
}

/** The one place errors are caught: WordleErrors become one line and exit status 2. */
export async function main(argv: readonly string[]): Promise<void> {
  // WORDLE_PLAIN=1: every speed mechanism off (lib/speed.ts).
  plain(plainIn(process.env));
  let status: number;
  try {
    status = await run(argv);
  } catch (error) {
    // stdout takes no more: its reader has gone (`| head -1`: what it wanted, it got), or its
    // failure is said already. End quietly.
    if (isClosedPipe(error)) return finish(0);
    if (!isWordleError(error)) throw error;
    writeAll(2, `wordle: ${error.message}\n`);
    status = 2;
  }
  finish(status);
}
