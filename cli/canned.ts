// The texts that never change between runs of a build: `wordle --help`, `wordle COMMAND --help`
// and `wordle --version`. scripts/build.mjs asks yargs (cli/args.ts) for each and writes them to
// dist/help.json, so these lines print without loading the parser or yargs (2x a Node start
// otherwise). Any other line that asks for text (a help with more words, completion) still goes to yargs.
// Every help is made unwrapped (one line an option); on a terminal it is wrapped to its width
// here (fitHelp), at word boundaries, so a pipe gets the text exactly as made.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayWidth } from '../lib/talk/index.ts';
import { fdKind, terminalWidth } from './io.ts';

const HELP = new Set(['--help', '-h']);

/** The key of a line whose text is canned: '--help', '--version' or 'COMMAND --help'; undefined otherwise. */
export function cannedKey(argv: readonly string[]): string | undefined {
  const [first, second] = argv;
  if (argv.length === 1 && first !== undefined) return HELP.has(first) ? '--help' : first === '--version' ? '--version' : undefined;
  if (argv.length === 2 && first !== undefined && second !== undefined && HELP.has(second) && /^[a-z]+$/.test(first))
    return `${first} --help`;
  return undefined;
}

/** The canned text for argv, from dist/help.json; undefined when there is none (or no such file: a run from source). */
export function cannedText(distDir: string, argv: readonly string[]): string | undefined {
  const key = cannedKey(argv);
  if (key === undefined) return undefined;
  let texts: Record<string, string | undefined>;
  try {
    texts = JSON.parse(readFileSync(join(distDir, 'help.json'), 'utf8'));
  } catch {
    return undefined;
  }
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/**
 * The text a line asked for, for stdout: a help (argv has --help or -h) wrapped to the terminal's
 * width when stdout is a terminal; anything else (a completion script, completions, a pipe) as it is.
 */
export function fitHelp(argv: readonly string[], text: string): string {
  if (!argv.some((arg) => HELP.has(arg)) || argv.includes('--get-yargs-completions')) return text;
  if (fdKind(1) !== 'terminal') return text;
  const width = terminalWidth();
  return width ? wrapHelp(text, width) : text;
}

/**
 * A help's lines broken at spaces to at most `width` columns, never inside a word (a word wider
 * than the room is left whole). A row of two columns (`  -f, --words  read words from FILE`,
 * its description after the first run of two spaces) goes on under its description when that
 * starts within the left half, else four columns in; other lines go on at their own indent.
 */
export function wrapHelp(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (displayWidth(line) <= width) return line;
      const indent = /^ */.exec(line)?.[0].length ?? 0;
      const row = /^( +\S(?:.*?\S)? {2,})(?=\S)/.exec(line)?.[1];
      // (A first column wider than the terminal is broken as prose is, under a deeper indent.)
      const head = row !== undefined && displayWidth(row) < width ? row : undefined;
      const hang = row === undefined ? indent : head !== undefined && displayWidth(head) <= width / 2 ? displayWidth(head) : indent + 4;
      let current = head ?? line.slice(0, indent);
      // Words and the runs of spaces between them, kept as they are where the line does not break.
      const parts = line.slice(current.length).split(/( +)/);
      const lines: string[] = [];
      const first = parts[0] ?? '';
      if (head !== undefined && displayWidth(current) + displayWidth(first) > width && hang < displayWidth(current)) {
        lines.push(current.trimEnd());
        current = ' '.repeat(hang);
      }
      current += first;
      for (let i = 1; i + 1 < parts.length; i += 2) {
        const space = parts[i] ?? ' ';
        const word = parts[i + 1] ?? '';
        if (displayWidth(current) + displayWidth(space) + displayWidth(word) > width) {
          lines.push(current);
          current = ' '.repeat(hang) + word;
        } else current += space + word;
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}
