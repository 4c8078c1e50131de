// A person at a terminal, scripted: a command in a pseudo-terminal (util-linux `script`), each
// key typed as soon as the screen shows what it answers (a prompt, a progress line), not after a
// fixed pause, so a test takes as long as the program does.
import { spawn } from 'node:child_process';

/** Keys to type once the screen, after the previous step's text, shows `after`. */
export interface Step {
  after: RegExp | string;
  keys: string;
}

export interface Session {
  /** Everything the terminal showed. */
  stdout: string;
  status: number | null;
  /** How many steps' text showed (each step's keys were typed). */
  reached: number;
  /** When each reached step's text showed and its keys were typed: ms since the start. */
  at: number[];
}

/** The screen's text without colours and cursor moves, \r dropped: what the steps look for. */
const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replaceAll('\r', '');

/** Where `after` ends in `text` at or past `from`, if it is there. */
function endOf(after: RegExp | string, text: string, from: number): number | undefined {
  if (typeof after === 'string') {
    const index = text.indexOf(after, from);
    return index < 0 ? undefined : index + after.length;
  }
  const found = after.exec(text.slice(from));
  return found ? from + found.index + found[0].length : undefined;
}

/**
 * Runs `command` (a shell command line) in a pseudo-terminal and types each step's keys when its
 * text shows. A command still running after `limitS` seconds is stopped, with script's terminal
 * and all, so that a screen that never shows fails the test (`reached` says where) instead of
 * stalling it.
 */
export function typeInTerminal(command: string, steps: readonly Step[], env: NodeJS.ProcessEnv = {}, limitS = 30): Promise<Session> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('timeout', [String(limitS), 'script', '-qec', command, '/dev/null'], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, NO_COLOR: '', ...env },
    });
    let raw = '';
    let from = 0;
    const at: number[] = [];
    child.stdin.on('error', () => {}); // (the command may end before reading every key)
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      raw += chunk;
      const text = plain(raw);
      for (let step = steps[at.length]; step; step = steps[at.length]) {
        const end = endOf(step.after, text, from);
        if (end === undefined) break;
        from = end;
        at.push(Date.now() - started);
        child.stdin.write(step.keys);
      }
    });
    child.once('error', reject);
    child.once('close', (status) => {
      child.stdin.end();
      resolve({ stdout: raw, status, reached: at.length, at });
    });
  });
}
