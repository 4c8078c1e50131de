// What a run of the command line asks for, and the fast path that needs no option parser.

export interface Options {
  readonly patterns: readonly string[];
  readonly words: string | undefined;
  readonly length: number | undefined;
  readonly count: boolean;
  readonly suggest: boolean;
  readonly json: boolean;
  readonly explain: boolean;
  readonly grep: boolean;
  readonly onePerLine: boolean;
  readonly columns: number | undefined;
  readonly quiet: boolean;
  readonly color: boolean;
}

/** What the command line asks for: a run, or text yargs made (help, version, completion). */
export type Parsed = { readonly kind: 'run'; readonly options: Options } | { readonly kind: 'text'; readonly text: string };

export const DEFAULT_OPTIONS: Options = {
  patterns: [],
  words: undefined,
  length: undefined,
  count: false,
  suggest: false,
  json: false,
  explain: false,
  grep: false,
  onePerLine: false,
  columns: undefined,
  quiet: false,
  color: true,
};

/** Words that yargs treats as commands rather than patterns. */
const COMMANDS = new Set(['completion']);

/**
 * The common turn, `wordle staR=e chOR=d`, has no options at all: then every argument is a
 * pattern and loading yargs (a third of a Node start) buys nothing. Anything else goes to
 * yargs, which defines the command line. A test checks the two agree.
 */
export function parseWithoutOptions(argv: readonly string[]): Parsed | undefined {
  if (argv.some((arg) => arg.startsWith('-')) || COMMANDS.has(argv[0] ?? '')) return undefined;
  return { kind: 'run', options: { ...DEFAULT_OPTIONS, patterns: [...argv] } };
}
