// What bin/wordle says for a command line, run once a test file: the front ends' tests (the page,
// the MCP server) check each answer against the CLI's, often for the same command line again, and
// the CLI's output for it does not change. wordleLater runs in the background, so a test can start
// it before it drives the front end and read it after.
import { spawn } from 'node:child_process';
import { BIN, type Run, wordle } from './run.ts';

const runs = new Map<string, Run>();
const later = new Map<string, Promise<Run>>();

/** wordle(args) (stdin /dev/null), the first time; then the same answer. */
export function wordleOnce(args: readonly string[]): Run {
  const key = JSON.stringify(args);
  let run = runs.get(key);
  if (!run) {
    run = wordle(args);
    runs.set(key, run);
  }
  return run;
}

/** wordle(args) (stdin /dev/null) in the background, started the first time it is asked for. */
export function wordleLater(args: readonly string[]): Promise<Run> {
  const key = JSON.stringify(args);
  let run = later.get(key);
  if (!run) {
    run = new Promise<Run>((resolve, reject) => {
      const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '' } });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', reject);
      child.once('close', (status) => resolve({ stdout, stderr, status }));
    });
    later.set(key, run);
  }
  return run;
}
