// What a run of the command line asks for, and the fast path that needs no option parser.

import { STRATEGY_NAMES, type StrategyName } from '../lib/index.ts';

/** When to colour: `--color[=auto]` on a terminal without NO_COLOR, `--color=always`, `--color=never` (`--no-color`). */
export type ColorWhen = 'auto' | 'always' | 'never';

/** The filter: `wordle [options] [PATTERN...]`. */
export interface Options {
  readonly patterns: readonly string[];
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly length: number | undefined;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  readonly top: number | undefined;
  readonly onlyAnswers: boolean;
  readonly count: boolean;
  readonly suggest: boolean;
  readonly json: boolean;
  readonly explain: boolean;
  readonly grep: boolean;
  readonly onePerLine: boolean;
  readonly columns: number | undefined;
  readonly quiet: boolean;
  readonly color: ColorWhen;
  /** `--why GUESS`: explain that guess instead of listing matches. */
  readonly why: string | undefined;
  /** Seconds `best` may search before it answers with the best guess so far (0: no limit). */
  readonly timeLimit: number;
}

/** What `assist`, `play` and `show` share: the lists, the strategy and the mode. */
export interface GameOptions {
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  readonly color: ColorWhen;
  readonly timeLimit: number;
}

/** `wordle bench`: play every answer. */
export interface BenchOptions {
  readonly strategy: StrategyName;
  readonly hard: boolean;
  readonly answers: string | undefined;
  readonly guesses: string | undefined;
  readonly opener: string | undefined;
  readonly sample: number | undefined;
  readonly seed: number;
  readonly json: boolean;
  readonly workers: number | undefined;
  /** Print the decision tree played (a book's lines) instead of the report. */
  readonly tree: boolean;
  /** Play the bundled lists' book where it applies (--no-book searches every position). */
  readonly book: boolean;
  /** best: the wider search that makes books. */
  readonly wide: boolean;
}

/** What the command line asks for: a run, or text yargs made (help, version, completion). */
export type Parsed =
  | { readonly kind: 'run'; readonly options: Options }
  | { readonly kind: 'bench'; readonly options: BenchOptions }
  | { readonly kind: 'feedback'; readonly guess: string; readonly answer: string; readonly tiles: boolean }
  | { readonly kind: 'assist'; readonly options: GameOptions; readonly patterns: readonly string[] }
  | {
      readonly kind: 'play';
      readonly options: GameOptions;
      readonly word: string | undefined;
      readonly seed: number | undefined;
      readonly tries: number;
      readonly highContrast: boolean;
    }
  | { readonly kind: 'show'; readonly options: GameOptions; readonly word: string; readonly opener: string | undefined; readonly json: boolean }
  | { readonly kind: 'mcp'; readonly http: boolean; readonly host: string; readonly port: number; readonly timeLimit: number }
  | { readonly kind: 'web'; readonly patterns: readonly string[]; readonly port: number | undefined; readonly open: boolean; readonly urlOnly: boolean }
  | { readonly kind: 'text'; readonly text: string };

/** Seconds a `best` turn searches at most by default: a turn answers within about three. */
export const DEFAULT_TIME_LIMIT = 2;

export const DEFAULT_OPTIONS: Options = {
  patterns: [],
  words: undefined,
  answers: undefined,
  length: undefined,
  strategy: 'coverage',
  hard: false,
  top: undefined,
  onlyAnswers: false,
  count: false,
  suggest: false,
  json: false,
  explain: false,
  grep: false,
  onePerLine: false,
  columns: undefined,
  quiet: false,
  color: 'auto',
  why: undefined,
  timeLimit: DEFAULT_TIME_LIMIT,
};

/**
 * Words that are commands rather than patterns when they are the first word of the line that
 * is neither an option nor an option's value (as yargs reads it): `wordle --strategy entropy
 * bench` runs bench, so an alias with options can still run commands. Anywhere else, or after
 * `--`, they are patterns.
 */
export const COMMANDS: ReadonlySet<string> = new Set(['completion', 'bench', 'feedback', 'assist', 'play', 'show', 'mcp', 'web']);
/** Options that take a value, in any command (`--name=value` carries its own). */
const VALUED: ReadonlySet<string> = new Set(
  ['-f', '--words', '--answers', '-n', '--length', '--strategy', '--top', '--why', '--columns', '--guesses', '--opener', '--sample', '--seed', '--workers', '--word', '--tries', '--time-limit', '--port', '--host'],
);

/** The first argument that is neither an option nor an option's value: the command, if it is one. */
export function firstWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return undefined;
    if (VALUED.has(arg)) i++;
    else if (!arg.startsWith('-') || arg === '-') return arg;
  }
  return undefined;
}

type Flag = 'suggest' | 'count' | 'quiet' | 'onePerLine' | 'onlyAnswers' | 'hard' | 'json';

/** The switches of a common turn, in their usual spellings. */
const FLAGS: Readonly<Record<string, Flag>> = {
  '-s': 'suggest',
  '--suggest': 'suggest',
  '-c': 'count',
  '--count': 'count',
  '-q': 'quiet',
  '--quiet': 'quiet',
  '-1': 'onePerLine',
  '-a': 'onlyAnswers',
  '--only-answers': 'onlyAnswers',
  '--hard': 'hard',
  '--json': 'json',
};

/**
 * The common turns, `wordle staR=e chOR=d` or `wordle -s --strategy entropy staR=e`, need no
 * option parser: loading yargs costs a third of a Node start. This reads patterns, the
 * switches above and --strategy (repeated, the last value wins, as in yargs), and leaves everything else (other options, commands, any
 * error) to yargs, which defines the command line. A test checks the two agree.
 */
export function parseWithoutOptions(argv: readonly string[]): Parsed | undefined {
  if (COMMANDS.has(firstWord(argv) ?? '')) return undefined;
  const options: { -readonly [K in keyof Options]: Options[K] } = { ...DEFAULT_OPTIONS, patterns: [] };
  const patterns: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const flag = FLAGS[arg];
    if (flag !== undefined) {
      options[flag] = true; // again: the last value wins, and it is the same
    } else if (arg === '--strategy' || arg.startsWith('--strategy=')) {
      const value = arg === '--strategy' ? argv[++i] : arg.slice('--strategy='.length);
      if (!STRATEGY_NAMES.includes(value as StrategyName)) return undefined;
      options.strategy = value as StrategyName;
    } else if (arg.startsWith('-')) {
      return undefined;
    } else patterns.push(arg);
  }
  // Output modes exclude each other: let yargs' side say so.
  if ([options.suggest, options.count, options.json].filter(Boolean).length > 1) return undefined;
  options.patterns = patterns;
  return { kind: 'run', options };
}
