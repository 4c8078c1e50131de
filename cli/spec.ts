// The command line, declared once: every option and command with its spelling, type, values,
// default, help and completion. The parser (options.ts), yargs' help and completion (args.ts)
// and the option types the commands receive are all derived from this table.

import { ABSURDLE_LISTS } from '../lib/absurdle/index.ts';
import {
  BROAD_LISTS,
  BUNDLED_LISTS,
  DEFAULT_GUESSES_PATH,
  DEFAULT_LIST,
  DEFAULT_LYING_REVIEW_STRATEGY,
  DEFAULT_POSITIONAL_WEIGHT,
  DEFAULT_REVIEW_STRATEGY,
  DEFAULT_STRATEGY,
  DEFAULT_TIME_LIMIT_S,
  ENGLISH_ANSWER_LISTS,
  EVERY_WORD_LISTS,
  LYING_TRIES,
  MAX_ALPHA,
  MAX_GUESSES,
  MAX_LIES,
  MAX_POSITIONAL_WEIGHT,
  MAX_WORD_LENGTH,
  STRATEGY_NAMES,
  strategyChoices,
} from '../lib/index.ts';
import { MCP_DEFAULTS } from '../mcp/defaults.ts';

/** When to colour: `--color[=auto]` on a terminal without NO_COLOR, `--color=always`, `--color=never` (`--no-color`). */
export type ColorWhen = 'auto' | 'always' | 'never';

export interface OptionSpec {
  /** The spelling: `--name`, or `-n` when it is one character. */
  readonly name: string;
  /** A one-letter spelling, shown in the help. */
  readonly alias?: string;
  /** Other long spellings, accepted but not shown (`--colour`). */
  readonly also?: readonly string[];
  /** integer: a whole number in [min, max]; seconds (or number): a number of seconds (or a number) in [min, max] (or above `above`); color: `--color[=WHEN]`. */
  readonly type: 'boolean' | 'string' | 'integer' | 'seconds' | 'number' | 'color';
  readonly choices?: readonly string[];
  readonly default?: string | number | boolean;
  readonly min?: number;
  readonly max?: number;
  /** seconds: the value must be more than this. */
  readonly above?: number;
  readonly describe: string;
  readonly group?: string;
  /** Values to complete after it; [] lets the shell complete file names (the default for valued options). */
  readonly complete?: readonly string[];
  /** What its value is, as a message asks for it when given none (`-f ''`): default a list name or a file name when it completes names, else a value. */
  readonly needs?: string;
}

export interface CommandSpec {
  /** The word that names it; the filter has none. */
  readonly name: string;
  /** yargs' command line for the help: `show <word>`. */
  readonly command: string;
  readonly summary: string;
  readonly usage: string;
  /** How messages show what it takes: `wordle show WORD`. */
  readonly synopsis: string;
  /** Words it needs after its name, in order. */
  readonly positionals?: readonly string[];
  /** Those of them that may be left out when an option is given (word -> the option's key): undefined then. */
  readonly optionalWith?: Readonly<Record<string, string>>;
  readonly positionalHelp?: Readonly<Record<string, string>>;
  /** It takes any number of PATTERNs. */
  readonly patterns?: boolean;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Options that cannot go together (keys of `options`), in the order messages name them. */
  readonly exclusive?: readonly (readonly string[])[];
  /** The command's code (cli/commands/NAME.ts, or NAME/index.ts: a bundle of its own), loaded only when it is named; the filter's is the main bundle's. */
  readonly load?: Loader;
}

/** A command's module: run(args, context) with the arguments its table parses to. */
export type Loader = () => Promise<{ run(args: never, context: never): Promise<number> }>;
/** (The module's own type would make each table's type refer to itself, through the arguments its run takes.) */
const loader = (load: () => Promise<unknown>): Loader => load as Loader;

/** Seconds a `best` turn searches at most by default (lib's, as the MCP server and the page have it): a turn answers within about three. */
export const DEFAULT_TIME_LIMIT = DEFAULT_TIME_LIMIT_S;

/** The lists -f takes by name (completed after it; another word is a file), and those --answers takes, `all` too. */
const GUESS_LISTS = [...Object.keys(BUNDLED_LISTS.guesses), ...Object.keys(BROAD_LISTS)];
const ANSWER_LISTS = [...new Set([...Object.keys(BUNDLED_LISTS.answers), ...Object.keys(BROAD_LISTS), 'all'])];
/** The bundled lists by name, as a game's --answers and --guesses list them (lib's catalogue). */
const ENGLISH_ANSWERS = ENGLISH_ANSWER_LISTS.join(', ');
const BUNDLED_GUESSES = Object.keys(BUNDLED_LISTS.guesses);
/** --answers as the filter and the games say it: the names, the default, and the lists every word of which may be the answer. */
const answersText = (every: string) =>
  `likely answers: FILE or ${Object.keys(BUNDLED_LISTS.answers).join(', ')} (default ${DEFAULT_LIST.answers}; ${every} with -f FILE, ${EVERY_WORD_LISTS.join(', ')})`;

// The options more than one command takes.
const WHOLE = { type: 'integer', min: 1 } as const;
const STRATEGY = {
  name: 'strategy',
  type: 'string',
  choices: STRATEGY_NAMES,
  default: DEFAULT_STRATEGY,
  describe: `how to pick guesses: ${strategyChoices()}`,
} as const;
const POSITIONAL_WEIGHT = {
  name: 'positional-weight',
  type: 'number',
  min: 0,
  max: MAX_POSITIONAL_WEIGHT,
  default: DEFAULT_POSITIONAL_WEIGHT,
  describe: 'positional: the weight of a letter at another place against one at its place',
} as const;
const HARD = { name: 'hard', type: 'boolean', describe: 'hard mode: greens stay, revealed letters are reused' } as const;
const TIME_LIMIT = {
  name: 'time-limit',
  type: 'seconds',
  min: 0,
  default: DEFAULT_TIME_LIMIT,
  describe: 'seconds best may search before it answers with the best guess found so far (0: no limit)',
} as const;
const COLOR = {
  name: 'color',
  also: ['colour'],
  type: 'color',
  describe: 'colour: --color=WHEN, always, never or auto (a terminal, without NO_COLOR); --no-color is never',
} as const;
const GAME_WORDS = {
  name: 'words',
  alias: 'f',
  type: 'string',
  complete: GUESS_LISTS,
  needs: 'a file name',
  describe: 'allowed guesses from FILE instead of the bundled list',
} as const;
const GAME_ANSWERS = {
  name: 'answers',
  type: 'string',
  complete: ANSWER_LISTS,
  describe: answersText('every word'),
} as const;
// bench's and absurdle's lists, by name or file (their defaults differ: each says its own).
const LIST_ANSWERS = { name: 'answers', type: 'string', complete: ENGLISH_ANSWER_LISTS } as const;
const LIST_GUESSES = { name: 'guesses', type: 'string', complete: BUNDLED_GUESSES } as const;
const WORKERS = { name: 'workers', ...WHOLE } as const;
const JSON_OUTPUT = { name: 'json', type: 'boolean' } as const;
const OPENER = { name: 'opener', type: 'string', needs: 'a word', describe: 'fix the first guess' } as const;
/** Absurdle's challenge mode, in `absurdle` and `play --absurdle`. */
const TARGET = { name: 'target', type: 'string', needs: 'a word' } as const;
// Fibble (lib/clues/lies.ts): the tiles of each row but the answer's lie in exactly N places.
const LIES = {
  name: 'lies',
  type: 'integer',
  min: 0,
  max: MAX_LIES,
  default: 0,
  describe: "Fibble: each row but the answer's shows exactly N tiles in a wrong colour (1 is Fibble, up to 5; all green is the answer)",
} as const;
const SEED = { name: 'seed', type: 'integer', min: 0, max: 2 ** 32 - 1 } as const;
// Several boards at once (Dordle to Duotrigordle: lib/boards/).
const BOARDS = {
  name: 'boards',
  type: 'integer',
  min: 1,
  max: 64,
  describe: 'several boards at once: N boards (2 Dordle, 4 Quordle, 8 Octordle, 16, 32), where no pattern gives it',
} as const;
const BOARDS_TRIES = { name: 'tries', type: 'integer', min: 1, describe: 'with --boards: guesses allowed (default N + 5)' } as const;
const BOARDS_STRATEGY = {
  name: 'boards-strategy',
  type: 'string',
  choices: ['boards', 'simul'],
  default: 'boards',
  describe: "with --boards: how to pick guesses: boards (this project's), simul (the sum of the boards' entropies)",
} as const;
// (A string: lib's priorsOf reads it and says the range, as this does for an empty one.)
const ALPHA = { name: 'alpha', type: 'string', needs: `a number from 0 to ${MAX_ALPHA}`, complete: ['0', '0.5', '1'] } as const;

const WORDS = 'Words:';
const SUGGESTION = 'Suggestion:';
const OUTPUT = 'Output:';

/** `wordle [options] [PATTERN...]`: the filter. Its options are the help's groups, in this order. */
export const FILTER = {
  name: '',
  command: '$0',
  summary: '',
  usage: 'Usage: $0 [options] [PATTERN...]\n\nList the words still possible after each Wordle guess, and a good next guess.',
  synopsis: 'wordle [options] [PATTERN...]',
  patterns: true,
  options: {
    words: { ...GAME_WORDS, describe: 'read words from FILE (- for stdin) instead of the bundled list', group: WORDS },
    answers: { ...GAME_ANSWERS, group: WORDS },
    length: {
      name: 'length',
      alias: 'n',
      type: 'integer',
      min: 1,
      max: MAX_WORD_LENGTH,
      describe: 'word length when no pattern gives it (default 5)',
      group: WORDS,
    },
    lies: { ...LIES, group: WORDS },
    strategy: { ...STRATEGY, group: SUGGESTION },
    hard: { ...HARD, group: SUGGESTION },
    top: {
      name: 'top',
      ...WHOLE,
      describe: 'print the N best guesses with score, expected matches left, and whether each may be the answer',
      group: SUGGESTION,
    },
    why: { name: 'why', type: 'string', needs: 'a word', describe: 'explain why GUESS is a good next guess or not', group: SUGGESTION },
    timeLimit: { ...TIME_LIMIT, group: SUGGESTION },
    positionalWeight: { ...POSITIONAL_WEIGHT, group: SUGGESTION },
    alpha: {
      ...ALPHA,
      describe: 'weigh the answers by word frequency: 0 equally likely (default), 1 by frequency',
      group: SUGGESTION,
    },
    familiar: {
      name: 'familiar',
      type: 'boolean',
      describe: 'suggest only familiar words and the likely answers left',
      group: SUGGESTION,
    },
    count: { name: 'count', alias: 'c', type: 'boolean', describe: 'print only the number of matches', group: OUTPUT },
    suggest: { name: 'suggest', alias: 's', type: 'boolean', describe: 'print only the suggested next guess', group: OUTPUT },
    onlyAnswers: {
      name: 'only-answers',
      alias: 'a',
      type: 'boolean',
      describe: 'print only matches that are likely answers',
      group: OUTPUT,
    },
    boards: { ...BOARDS, group: WORDS },
    tries: { ...BOARDS_TRIES, group: WORDS },
    boardsStrategy: { ...BOARDS_STRATEGY, group: SUGGESTION },
    json: { ...JSON_OUTPUT, describe: 'print one JSON object: patterns, matches, count, suggestion', group: OUTPUT },
    explain: { name: 'explain', type: 'boolean', describe: 'print what each pattern compiles to', group: OUTPUT },
    grep: { name: 'grep', type: 'boolean', describe: 'print the filter as a grep pipeline', group: OUTPUT },
    webUrl: {
      name: 'web-url',
      type: 'boolean',
      describe: 'print the address of the web page (wordle web) showing the patterns',
      group: OUTPUT,
    },
    columns: { name: 'columns', ...WHOLE, describe: 'matches in N columns, even when piped (terminal default 6)', group: OUTPUT },
    quiet: { name: 'quiet', alias: 'q', type: 'boolean', describe: 'no count or suggestion lines', group: OUTPUT },
    color: { ...COLOR, group: OUTPUT },
    onePerLine: { name: '1', type: 'boolean', describe: 'one match per line, even on a terminal', group: OUTPUT },
  },
  // The output modes, and -1 with --columns; --json may list --top.
  exclusive: [
    ['count', 'suggest', 'json', 'explain', 'grep', 'top', 'why', 'webUrl'],
    ['onePerLine', 'columns'],
    ['top', 'explain', 'grep'],
  ],
} as const satisfies CommandSpec;

export const BENCH = {
  name: 'bench',
  load: loader(() => import('./commands/bench/index.ts')),
  command: 'bench',
  summary: 'play every answer with a strategy and sum up how it went',
  usage: 'Usage: $0 bench [options]\n\nPlay every word of the answer list as the hidden word.',
  synopsis: 'wordle bench [options]',
  options: {
    strategy: STRATEGY,
    positionalWeight: POSITIONAL_WEIGHT,
    hard: HARD,
    answers: { ...LIST_ANSWERS, describe: `hidden words: FILE or ${ENGLISH_ANSWERS} (default ${DEFAULT_LIST.answers})` },
    guesses: {
      ...LIST_GUESSES,
      describe: `allowed guesses: FILE or ${BUNDLED_GUESSES.join(', ')} (default: the bundled ${DEFAULT_GUESSES_PATH})`,
    },
    opener: OPENER,
    alpha: {
      ...ALPHA,
      describe: 'play with answers weighed by word frequency, and report the mean weighted so (0: equally likely, the default)',
    },
    lies: { ...LIES, describe: `${LIES.describe}: lies drawn with --seed, ${LYING_TRIES} rows` },
    sample: { name: 'sample', ...WHOLE, describe: 'play only N answers, picked at random with --seed' },
    seed: { ...SEED, default: 1, describe: 'seed of the --sample (and of the lies)' },
    workers: { ...WORKERS, describe: 'worker threads (default: as many as the games pay for, at most one per core)' },
    json: { ...JSON_OUTPUT, describe: 'print one JSON object instead of the report' },
    tree: { name: 'tree', type: 'boolean', describe: 'print the decision tree played, one line per answer, instead of the report' },
    book: {
      name: 'book',
      type: 'boolean',
      default: true,
      describe: 'best: play the precomputed tree of bundled lists (--no-book searches every position)',
    },
    wide: {
      name: 'wide',
      type: 'boolean',
      describe: 'best: search wider after the first guess, as npm run book does (slower, fewer guesses)',
    },
    boards: BOARDS,
    games: {
      name: 'games',
      type: 'string',
      needs: 'a file name',
      describe: 'with --boards: play the games of FILE (one a line, the hidden words separated by spaces)',
    },
    tries: BOARDS_TRIES,
    boardsStrategy: BOARDS_STRATEGY,
  },
} as const satisfies CommandSpec;

export const ASSIST = {
  name: 'assist',
  load: loader(() => import('./commands/assist.ts')),
  command: 'assist',
  summary: 'help with a live game: suggestions, then the tiles you got (from PATTERNs so far)',
  usage:
    'Usage: $0 assist [options] [PATTERN...]\n\nSuggest guesses and read back the tiles, turn by turn, from the patterns given so far.',
  synopsis: 'wordle assist [options] [PATTERN...]',
  patterns: true,
  options: {
    words: GAME_WORDS,
    answers: GAME_ANSWERS,
    strategy: STRATEGY,
    hard: HARD,
    lies: LIES,
    timeLimit: TIME_LIMIT,
    color: COLOR,
    positionalWeight: POSITIONAL_WEIGHT,
    boards: BOARDS,
    tries: BOARDS_TRIES,
    boardsStrategy: BOARDS_STRATEGY,
  },
} as const satisfies CommandSpec;

export const PLAY = {
  name: 'play',
  load: loader(() => import('./commands/play.ts')),
  command: 'play',
  summary: 'play a game against a hidden word',
  usage: 'Usage: $0 play [options]\n\nGuess a hidden word from the answer list.',
  synopsis: 'wordle play [options]',
  // No --strategy: nothing in a game of your own uses one.
  options: {
    words: GAME_WORDS,
    answers: GAME_ANSWERS,
    hard: HARD,
    lies: { ...LIES, describe: `${LIES.describe}: the lies drawn with --seed, ${LYING_TRIES} tries` },
    color: COLOR,
    word: { name: 'word', type: 'string', needs: 'a word', describe: 'the hidden word (for tests and practice)' },
    seed: { ...SEED, describe: 'pick the hidden word (and the lies) with this seed (repeatable)' },
    tries: {
      name: 'tries',
      ...WHOLE,
      describe: `guesses allowed (default ${MAX_GUESSES}; ${LYING_TRIES} with --lies; N + 5 with --boards)`,
    },
    highContrast: { name: 'high-contrast', type: 'boolean', describe: 'orange and blue tiles, like the NYT colour-blind mode' },
    absurdle: {
      name: 'absurdle',
      type: 'boolean',
      describe: `play Absurdle: the host keeps as many words as it can, no try limit (--answers: its words, -f: the guesses; default ${ABSURDLE_LISTS.answers})`,
    },
    target: { ...TARGET, describe: "--absurdle's challenge mode: make the host end on this word, one of its words" },
    boards: { ...BOARDS, describe: 'several boards at once: N boards (4 is Quordle; tries N + 5), --word w1,w2,...' },
  },
} as const satisfies CommandSpec;

export const SHOW = {
  name: 'show',
  load: loader(() => import('./commands/show.ts')),
  command: 'show [word]',
  summary: 'watch the strategy play against WORD (or a word picked with --seed)',
  usage:
    'Usage: $0 show WORD [options]\n       $0 show --seed N [options]\n\nPlay the strategy against WORD, or an answer picked at random, and show each guess.',
  synopsis: 'wordle show WORD',
  positionals: ['word'],
  optionalWith: { word: 'seed' },
  positionalHelp: { word: 'the hidden word, on the word or answer list (several boards: the hidden words, w1,w2,...)' },
  options: {
    words: GAME_WORDS,
    answers: GAME_ANSWERS,
    strategy: STRATEGY,
    hard: HARD,
    lies: { ...LIES, describe: `${LIES.describe}: the lies drawn with --seed` },
    timeLimit: TIME_LIMIT,
    color: COLOR,
    opener: OPENER,
    json: { ...JSON_OUTPUT, describe: 'print one JSON object instead' },
    seed: {
      ...SEED,
      describe:
        'no WORD: play an answer of the list picked with this seed (the same one for the same seed and list); with --lies, the lies too',
    },
    positionalWeight: POSITIONAL_WEIGHT,
    boards: BOARDS,
    tries: BOARDS_TRIES,
    boardsStrategy: BOARDS_STRATEGY,
  },
} as const satisfies CommandSpec;

export const FEEDBACK = {
  name: 'feedback',
  load: loader(() => import('./commands/feedback.ts')),
  command: 'feedback <guess> <answer>',
  summary: 'print the tiles GUESS gets when ANSWER is hidden, as a pattern',
  usage: 'Usage: $0 feedback GUESS ANSWER [options]\n\nPrint the tiles GUESS gets when ANSWER is hidden, as a pattern (BoB=bY=).',
  synopsis: 'wordle feedback GUESS ANSWER',
  positionals: ['guess', 'answer'],
  positionalHelp: { guess: 'the word guessed', answer: 'the hidden word' },
  options: { tiles: { name: 'tiles', type: 'boolean', describe: 'print emoji tiles instead of the stA=rE pattern' } },
} as const satisfies CommandSpec;

export const MCP = {
  name: 'mcp',
  load: loader(() => import('./commands/mcp.ts')),
  command: 'mcp',
  summary: 'serve the solver to AI assistants (Model Context Protocol) on stdio, or over HTTP',
  usage:
    "Usage: $0 mcp [--http [--port N] [--host H]] [--time-limit S]\n\nServe the solver's tools to an MCP client: on stdin/stdout (what desktop clients launch), or over Streamable HTTP at http://HOST:PORT/mcp.",
  synopsis: 'wordle mcp [options]',
  options: {
    http: { name: 'http', type: 'boolean', describe: 'serve Streamable HTTP instead of stdio, with GET /health' },
    port: { name: 'port', type: 'integer', min: 0, max: 65535, describe: `HTTP port (default ${MCP_DEFAULTS.port}; 0 picks a free one)` },
    host: { name: 'host', type: 'string', describe: `HTTP address to listen on (default ${MCP_DEFAULTS.host}, loopback only)` },
    timeLimit: {
      name: 'time-limit',
      type: 'seconds',
      above: 0,
      max: 3600,
      describe: `the longest a tool call may compute, in seconds (default ${MCP_DEFAULTS.timeLimit})`,
    },
  },
} as const satisfies CommandSpec;

export const WEB = {
  name: 'web',
  load: loader(() => import('./commands/web.ts')),
  command: 'web',
  summary: 'serve the web page (tap the tiles) on this computer, until Ctrl-C',
  usage:
    'Usage: $0 web [options] [PATTERN...]\n\nServe the page on http://127.0.0.1 (loopback only) and print its address, showing the PATTERNs.',
  synopsis: 'wordle web [options] [PATTERN...]',
  patterns: true,
  options: {
    // (At most 65535: checked by the command, which says so in its own words.)
    port: { name: 'port', ...WHOLE, describe: 'the port (default: a free one)' },
    open: { name: 'open', type: 'boolean', describe: "open the page in the browser ($BROWSER, or the system's)" },
  },
} as const satisfies CommandSpec;

export const REVIEW = {
  name: 'review',
  load: loader(() => import('./commands/review.ts')),
  command: 'review',
  summary: 'how well a game was played: per guess the answers left, expected, luck and skill (0-99)',
  usage:
    "Usage: $0 review [options] PATTERN...\n       $0 review --grid FILE|- WORD... [options]\n\nReview a game played, guess by guess: the likely answers before and after it, how many it was expected to leave, the strategy's pick there, its luck and skill. The game as PATTERNs (the last may be all green), or the share text (Wordle 1,234 4/6 and its squares) with the words played.",
  synopsis: 'wordle review [options] PATTERN...',
  patterns: true,
  options: {
    grid: {
      name: 'grid',
      type: 'string',
      needs: 'a file name',
      describe: 'read the share text (Wordle 1,234 4/6* or Fibble 4/9, and its squares) from FILE, - for stdin; the words played follow',
    },
    words: GAME_WORDS,
    answers: GAME_ANSWERS,
    // (No default here: lib's reviewStrategyFor picks one by the lies.)
    strategy: {
      ...STRATEGY,
      default: undefined,
      describe: `${STRATEGY.describe} (default ${DEFAULT_REVIEW_STRATEGY}; ${DEFAULT_LYING_REVIEW_STRATEGY} with --lies)`,
    },
    positionalWeight: POSITIONAL_WEIGHT,
    hard: { ...HARD, describe: "review under hard mode's rules (a share's * says so too)" },
    lies: { ...LIES, describe: `${LIES.describe}: the game's rows read so (with --grid the share's title says it)` },
    timeLimit: TIME_LIMIT,
    color: COLOR,
    json: { ...JSON_OUTPUT, describe: 'print one JSON object instead of the table' },
  },
} as const satisfies CommandSpec;

export const COMPLETION = {
  name: 'completion',
  load: loader(() => import('./commands/completion.ts')),
  command: 'completion',
  summary: 'print a bash/zsh completion script',
  usage:
    'Usage: wordle completion\n\nPrint a bash/zsh completion script for the options, commands and their values.\nInstall it with: wordle completion >> ~/.bashrc',
  synopsis: 'wordle completion',
  options: {},
} as const satisfies CommandSpec;

export const ABSURDLE = {
  name: 'absurdle',
  load: loader(() => import('./commands/absurdle/index.ts')),
  command: 'absurdle [guess..]',
  summary: "play against Absurdle's host, which keeps as many words as it can, or find wins",
  usage:
    "Usage: $0 absurdle [options] [GUESS...]\n\nPrint the tiles Absurdle's host gives each GUESS (it keeps the largest group of words that share a feedback) and how many words it has left; --solve finds a shortest win, --all every win of four guesses. --target WORD is the challenge mode: the host must end on WORD.",
  synopsis: 'wordle absurdle [options] [GUESS...]',
  patterns: true,
  options: {
    answers: { ...LIST_ANSWERS, describe: `the host's words: FILE or ${ENGLISH_ANSWERS} (default ${ABSURDLE_LISTS.answers})` },
    guesses: { ...LIST_GUESSES, describe: `allowed guesses: FILE or ${BUNDLED_GUESSES.join(', ')} (default ${ABSURDLE_LISTS.guesses})` },
    hard: HARD,
    target: {
      ...TARGET,
      describe:
        'challenge mode: make the host end on this word, one of its words (lost once its group no longer holds it); with --solve, a shortest way',
    },
    solve: {
      name: 'solve',
      type: 'boolean',
      describe: 'find a shortest win (with --target, a shortest forcing sequence), and show that none is shorter',
    },
    all: { name: 'all', type: 'boolean', describe: 'list every win in four guesses (every sequence of three that leaves one word)' },
    workers: { ...WORKERS, describe: '--all, --target --solve: worker threads (default one per core)' },
    json: { ...JSON_OUTPUT, describe: 'print one JSON object: replies (guess, tiles as g/y/b, left, held), and the wins' },
  },
  exclusive: [['solve', 'all']],
} as const satisfies CommandSpec;

/** The commands by name, in the help's order. */
export const COMMAND_SPECS = {
  bench: BENCH,
  assist: ASSIST,
  play: PLAY,
  show: SHOW,
  feedback: FEEDBACK,
  mcp: MCP,
  web: WEB,
  review: REVIEW,
  completion: COMPLETION,
  absurdle: ABSURDLE,
} as const;
export type CommandName = keyof typeof COMMAND_SPECS;

// The types of a parsed command line, derived from the table (as unjs/citty's ParsedArgs).

type ValueOf<O extends OptionSpec> = O['type'] extends 'boolean'
  ? boolean
  : O['type'] extends 'color'
    ? ColorWhen
    : O extends { readonly choices: readonly (infer C)[] }
      ? C
      : O['type'] extends 'string'
        ? string
        : number;

/** Switches are false unless given; other options are undefined unless given or defaulted. */
type GivenValue<O extends OptionSpec> = O['type'] extends 'boolean' | 'color'
  ? ValueOf<O>
  : O extends { readonly default: unknown }
    ? ValueOf<O>
    : ValueOf<O> | undefined;

type OptionalOf<C extends CommandSpec> = C extends { readonly optionalWith: infer O } ? keyof O & string : never;
type PositionalsOf<C extends CommandSpec> = C extends { readonly positionals: readonly (infer P extends string)[] }
  ? { readonly [K in Exclude<P, OptionalOf<C>>]: string } & { readonly [K in OptionalOf<C>]: string | undefined }
  : unknown;
type PatternsOf<C extends CommandSpec> = C extends { readonly patterns: true } ? { readonly patterns: readonly string[] } : unknown;

/** What a command line asks of command C: each option's value under its key, its words, its patterns. */
export type ArgsOf<C extends CommandSpec> = { readonly [K in keyof C['options']]: GivenValue<C['options'][K]> } & PositionalsOf<C> &
  PatternsOf<C>;
