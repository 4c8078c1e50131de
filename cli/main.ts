// The edge: process arguments, files, stdout/stderr and exit status. Everything it decides
// is delegated to pure functions (args, decide, report) and to lib/.

import { isWordleError } from '../lib/index.ts';
import { runFilter } from './commands/filter.ts';
import { ClosedPipe, outputPending, writeAll } from './io.ts';
import { parseWithoutOptions } from './options.ts';
import type { Report } from './report.ts';
import { ROOT } from './root.ts';

declare const WORDLE_VERSION: string | undefined; // set by the bundler

const VERSION = typeof WORDLE_VERSION === 'string' ? WORDLE_VERSION : 'dev';

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

async function run(argv: readonly string[]): Promise<number> {
  // yargs loads only when there are options to parse (see parseWithoutOptions).
  const parsed = parseWithoutOptions(argv) ?? (await (await import('./args.ts')).parseArgs(argv, VERSION));
  switch (parsed.kind) {
    case 'text':
      writeAll(1, parsed.text.endsWith('\n') || parsed.text === '' ? parsed.text : `${parsed.text}\n`);
      return 0;
    case 'feedback':
      print((await import('./solver.ts')).runFeedback(parsed.guess, parsed.answer, parsed.tiles));
      return 0;
    case 'bench':
      return (await import('./modes.ts')).runBench(ROOT, parsed.options, print);
    case 'assist':
      return (await import('./modes.ts')).runAssist(ROOT, parsed.options, parsed.patterns);
    case 'play':
      return (await import('./modes.ts')).runPlay(ROOT, parsed.options, parsed);
    case 'mcp':
      // The MCP server is a front end of its own (mcp/), a bundle loaded only for this command.
      return (await import('../mcp/main.ts')).runMcp(ROOT, VERSION, parsed);
    case 'show': {
      const shown = await (await import('./modes.ts')).runShow(ROOT, parsed.options, parsed.word, parsed.opener, parsed.json);
      writeAll(1, shown.stdout);
      return shown.status;
    }
    case 'web':
      return (await import('./serve.ts')).runWeb(ROOT, parsed);
    default:
      return runFilter(parsed.options);
  }
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
