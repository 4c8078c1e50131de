// What a run of the command line asks for, and the fast path that needs no option parser.

import type { StrategyName } from '../lib/strategies/types.ts';

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
  readonly color: boolean;
  /** `--why GUESS`: explain that guess instead of listing matches. */
  readonly why: string | undefined;
}

/** What `assist`, `play` and `show` share: the lists, the strategy and the mode. */
export interface GameOptions {
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  readonly color: boolean;
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
  | { readonly kind: 'text'; readonly text: string };

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
  color: true,
  why: undefined,
};

/** Words that yargs treats as commands rather than patterns (`--` makes them patterns). */
export const COMMANDS: ReadonlySet<string> = new Set(['completion', 'bench', 'feedback', 'assist', 'play', 'show']);

/**
 * The common turn, `wordle staR=e chOR=d`, has no options at all: then every argument is a
 * pattern and loading yargs (a third of a Node start) buys nothing. Anything else goes to
 * yargs, which defines the command line. A test checks the two agree.
 */
export function parseWithoutOptions(argv: readonly string[]): Parsed | undefined {
  if (argv.some((arg) => arg.startsWith('-')) || COMMANDS.has(argv[0] ?? '')) return undefined;
  return { kind: 'run', options: { ...DEFAULT_OPTIONS, patterns: [...argv] } };
}
