// The line table (speed mechanism `line-table`, lib/speed.ts): the common turns, `wordle staR=e
// chOR=d` or `wordle -s --strategy entropy staR=e`, read without the parser and its table (a
// quarter of a millisecond at start-up). The table is cli/options.ts's lineTable(), which
// scripts/build.mjs evaluates into the main bundle; anything else, a mistake included, is left to
// cli/options.ts's parser, which a test checks it agrees with.

import type { StrategyName } from '../lib/index.ts';
import type { LineTable, Options } from './options.ts';

/** The options of a common turn (patterns, the filter's switches and --strategy: the last value wins), or undefined for the parser. */
export function commonLine(table: LineTable, argv: readonly string[]): Options | undefined {
  const options: { -readonly [K in keyof Options]: Options[K] } = { ...table.defaults, patterns: [] };
  const patterns: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const key = Object.hasOwn(table.switches, arg) ? table.switches[arg] : undefined;
    if (key !== undefined) {
      options[key] = true;
    } else if (arg === '--strategy' || arg.startsWith('--strategy=')) {
      const value = arg === '--strategy' ? argv[++i] : arg.slice('--strategy='.length);
      const strategy: StrategyName | undefined = table.strategies.find((name) => name === value);
      if (strategy === undefined) return undefined;
      options.strategy = strategy;
    } else if (arg.startsWith('-') || (patterns.length === 0 && table.commands.includes(arg))) {
      return undefined;
    } else patterns.push(arg);
  }
  // Output modes exclude each other: let the parser say so.
  if (table.exclusive.some((group) => group.filter((key) => options[key]).length > 1)) return undefined;
  options.patterns = patterns;
  return options;
}
