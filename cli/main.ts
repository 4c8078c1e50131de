// The edge: process arguments, files, stdout/stderr and exit status. It reads the line
// (cli/options.ts, by the table of cli/spec.ts), then hands it to the command named, each a file
// of cli/commands/ loaded only when named; the filter, the everyday turn, is in this bundle.

import { isWordleError } from '../lib/index.ts';
import type { CommandContext } from './commands/context.ts';
import { runFilter } from './commands/filter.ts';
import { ClosedPipe, outputPending, writeAll } from './io.ts';
import { asksForText, commandOf, parseCommand } from './options.ts';
import type { Report } from './report.ts';
import { ROOT } from './root.ts';
import { type ArgsOf, COMMAND_SPECS, type CommandName, FILTER } from './spec.ts';

declare const WORDLE_VERSION: string | undefined; // set by the bundler

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

interface Command<N extends CommandName> {
  run(args: ArgsOf<(typeof COMMAND_SPECS)[N]>, context: CommandContext): Promise<number>;
}

/** Each command's file; scripts/build.mjs makes each a bundle of its own (dist/command-NAME.cjs). */
const COMMANDS: { readonly [N in CommandName]: () => Promise<Command<N>> } = {
  bench: () => import('./commands/bench.ts'),
  assist: () => import('./commands/assist.ts'),
  play: () => import('./commands/play.ts'),
  show: () => import('./commands/show.ts'),
  feedback: () => import('./commands/feedback.ts'),
  mcp: () => import('./commands/mcp.ts'),
  web: () => import('./commands/web.ts'),
  completion: () => import('./commands/completion.ts'),
};

async function runCommand<N extends CommandName>(name: N, argv: readonly string[]): Promise<number> {
  // The line is checked before the command's code loads: a mistake costs no more than a turn.
  const args = parseCommand(COMMAND_SPECS[name], argv);
  return (await COMMANDS[name]()).run(args, context);
}

async function run(argv: readonly string[]): Promise<number> {
  // yargs loads only for the text it makes (cli/args.ts): help, version, completion.
  if (asksForText(argv)) {
    writeAll(1, await (await import('./args.ts')).textFor(argv, VERSION));
    return 0;
  }
  const name = commandOf(argv);
  if (name !== 'filter') return runCommand(name, argv);
  const options = parseCommand(FILTER, argv);
  if (options.webUrl) return (await import('./serve.ts')).runWeb(ROOT, { patterns: options.patterns, port: undefined, open: false, urlOnly: true });
  return runFilter(options);
}

/** Ends with a status: at once when every byte is out, else when the streams have drained. */
function finish(status: number): void {
  // exit() right after a write to a stream that is still flushing would lose its tail; with
  // every write done (writeSync) it only skips Node's idle tasks (GC) before exiting.
  if (outputPending()) process.exitCode = status;
  else process.exit(status);
}

/** The one place errors are caught: WordleErrors become one line and exit status 2. */
export async function main(argv: readonly string[]): Promise<void> {
  let status: number;
  try {
    status = await run(argv);
  } catch (error) {
    // The reader has gone (`| head -1`): what it wanted, it got; end quietly.
    if (error instanceof ClosedPipe) return finish(0);
    if (!isWordleError(error)) throw error;
    writeAll(2, `wordle: ${error.message}\n`);
    status = 2;
  }
  finish(status);
}
