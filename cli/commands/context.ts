// What the dispatcher (cli/main.ts) hands each command: the package's folder, the version, and
// its writers, so that a command's bundle holds no copy of the output code (cli/io.ts).

import type { Report } from '../report.ts';

export interface CommandContext {
  /** The package's folder (wordle.txt, data/, dist/). */
  readonly root: string;
  readonly version: string;
  /** Writes a report: stdout, then stderr. */
  print(report: Report): void;
  /** Writes to stdout. */
  write(text: string): void;
}
