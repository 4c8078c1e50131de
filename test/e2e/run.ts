// Spawns the real bin/wordle (built by `npm test` before vitest runs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = `${ROOT}bin/wordle`;

export interface Run {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** Runs bin/wordle; stdin is /dev/null unless `input` is given. */
export function wordle(args: readonly string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const run = spawnSync(BIN, args, {
    input: options.input,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '', ...options.env },
    encoding: 'utf8',
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

/** Runs a shell command line from the repository root. */
export function shell(command: string, options: { input?: string; env?: NodeJS.ProcessEnv; shell?: 'sh' | 'bash' } = {}): Run {
  const run = spawnSync(options.shell ?? 'sh', ['-c', command], {
    cwd: ROOT,
    input: options.input,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

/** Runs bin/wordle in a pseudo-terminal (util-linux `script`): stdout there is a terminal. */
export function inTerminal(args: string, env: NodeJS.ProcessEnv = {}, columns = 80): Run {
  const run = spawnSync('script', ['-qec', `stty cols ${columns}; ${BIN} ${args}`, '/dev/null'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '', ...env },
    encoding: 'utf8',
  });
  return { stdout: run.stdout.replaceAll('\r\n', '\n'), stderr: run.stderr, status: run.status };
}
