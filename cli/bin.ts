// The bundle's entry: run the CLI with this process's arguments.
import { writeAll } from './io.ts';
import { main } from './main.ts';

main(process.argv.slice(2)).catch((error: unknown) => {
  // Only bugs get here (user errors are WordleErrors, handled in main): show them whole.
  writeAll(2, `wordle: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});
