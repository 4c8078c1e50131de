// The texts that never change between runs of a build: `wordle --help`, `wordle COMMAND --help`
// and `wordle --version`. scripts/build.mjs asks yargs (cli/args.ts) for each and writes them to
// dist/help.json, so these lines print without loading the parser or yargs (2x a Node start
// otherwise). Any other line that asks for text (a help with more words, completion) still goes to yargs.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
