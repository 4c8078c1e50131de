// The command line, declared once for yargs (parsing, --help, completion). Parsing never
// prints or exits: yargs' output comes back as a string and its failures as WordleErrors,
// so the caller decides what goes where and every usage error exits 2.

import yargs from 'yargs';
import { MAX_WORD_LENGTH, quote, STRATEGY_NAMES, type StrategyName, WordleError } from '../lib/index.ts';
import { type ColorWhen, COMMANDS, DEFAULT_OPTIONS, DEFAULT_TIME_LIMIT, firstWord, type Parsed } from './options.ts';

const EXAMPLES: [string, string][] = [
  ['$0 staR=e chOR=d', 'r green 4th, o yellow; s t a e c h d grey'],
  ['$0 stare:bbbgb chord:bbygb', 'the same in GUESS:TILES notation'],
  ['$0 staR=e | grep "^b"', 'piped: one match per line, count on stderr'],
  ['$0 -f words.txt crAne', 'use another word list'],
  ['$0 --strategy entropy --top 5 crAne', 'the five best next guesses by information'],
  ['$0 --grep staR=e chOR=d', 'the same filter as a grep pipeline'],
  ['$0 bench --strategy best', 'play every answer, show the histogram'],
];

const EPILOGUE = `Patterns: lowercase = grey, UPPERCASE = yellow, UPPERCASE followed by = is green.
Tiles: g/G/2/🟩 green, y/Y/1/🟨 yellow, b/B/x/./-/0/⬛/⬜ grey.
Lists: a FILE, or a bundled list: 2023 (default answers), nyt, original (2,315 / 12,972).
Exit status: 0 when a word matched, 1 when none did, 2 on an error.`;

/** A whole number in [least, most], or undefined when not given; else a usage error naming the range. */
function wholeNumber(name: string, value: unknown, least: number, most = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < least || value > most) {
    const range = most === Number.MAX_SAFE_INTEGER ? `of at least ${least}` : `from ${least} to ${most}`;
    throw new WordleError('USAGE', `--${name} needs a whole number ${range}`);
  }
  return value;
}

const positiveInteger = (name: string, value: unknown) => wholeNumber(name, value, 1);
/** Seeds feed a 32-bit generator: every seed it can tell apart, and no other. */
const seedNumber = (value: unknown) => wholeNumber('seed', value, 0, 2 ** 32 - 1);

const strategyOption = {
  type: 'string',
  choices: STRATEGY_NAMES,
  default: 'coverage',
  requiresArg: true,
  describe: 'how to pick guesses: coverage (untried letters), entropy, minimax, best (lookahead)',
} as const;
const timeLimitOption = {
  type: 'number',
  requiresArg: true,
  default: DEFAULT_TIME_LIMIT,
  describe: 'seconds best may search before it answers with the best guess found so far (0: no limit)',
} as const;

function seconds(value: unknown): number {
  if (value === undefined) return DEFAULT_TIME_LIMIT;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new WordleError('USAGE', '--time-limit needs a number of seconds, 0 or more');
  return value;
}

const hardOption = { type: 'boolean', describe: 'hard mode: greens stay, revealed letters are reused' } as const;

/** The options of assist, play and show. */
const gameOptions = {
  words: { alias: 'f', type: 'string', requiresArg: true, describe: 'allowed guesses from FILE instead of the bundled list' },
  answers: { type: 'string', requiresArg: true, describe: 'likely answers: FILE or 2023, nyt, original (default 2023; all words with -f)' },
  strategy: strategyOption,
  hard: hardOption,
  'time-limit': timeLimitOption,
  color: { type: 'boolean', describe: 'colour: --color=WHEN, always, never or auto (a terminal, without NO_COLOR); --no-color is never' },
} as const;

/**
 * The filter's own options. Not global, so that commands do not inherit them; and their
 * conflicts are checked by checkConflicts, since yargs' conflicts() would leak into commands.
 */
function filterOptions(parser: ReturnType<typeof yargs>) {
  const local = { global: false } as const;
  return parser
    .options({
      words: { alias: 'f', type: 'string', requiresArg: true, describe: 'read words from FILE (- for stdin) instead of the bundled list', group: 'Words:', ...local },
      answers: { type: 'string', requiresArg: true, describe: 'likely answers: FILE or 2023, nyt, original (default 2023, for any word list)', group: 'Words:', ...local },
      length: { alias: 'n', type: 'number', requiresArg: true, describe: 'word length when no pattern gives it (default 5)', group: 'Words:', ...local },
      strategy: { ...strategyOption, group: 'Suggestion:', ...local },
      hard: { ...hardOption, group: 'Suggestion:', ...local },
      top: { type: 'number', requiresArg: true, describe: 'print the N best guesses with score, expected matches left, and whether each may be the answer', group: 'Suggestion:', ...local },
      why: { type: 'string', requiresArg: true, describe: 'explain why GUESS is a good next guess or not', group: 'Suggestion:', ...local },
      'time-limit': { ...timeLimitOption, group: 'Suggestion:', ...local },
      // (-1 is declared below: an integer key would sort first and put Output before Words.)
      count: { alias: 'c', type: 'boolean', describe: 'print only the number of matches', group: 'Output:', ...local },
      suggest: { alias: 's', type: 'boolean', describe: 'print only the suggested next guess', group: 'Output:', ...local },
      'only-answers': { alias: 'a', type: 'boolean', describe: 'print only matches that are likely answers', group: 'Output:', ...local },
      json: { type: 'boolean', describe: 'print one JSON object: patterns, matches, count, suggestion', group: 'Output:', ...local },
      explain: { type: 'boolean', describe: 'print what each pattern compiles to', group: 'Output:', ...local },
      grep: { type: 'boolean', describe: 'print the filter as a grep pipeline', group: 'Output:', ...local },
      'web-url': { type: 'boolean', describe: "print the address of the web page (wordle web) showing the patterns", group: 'Output:', ...local },
      columns: { type: 'number', requiresArg: true, describe: 'matches in N columns, even when piped (terminal default 6)', group: 'Output:', ...local },
      quiet: { alias: 'q', type: 'boolean', describe: 'no count or suggestion lines', group: 'Output:', ...local },
      color: { type: 'boolean', describe: 'colour: --color=WHEN, always, never or auto (a terminal, without NO_COLOR); --no-color is never', group: 'Output:', ...local },
    })
    .option('1', { type: 'boolean', describe: 'one match per line, even on a terminal', group: 'Output:', ...local })
    .example(EXAMPLES)
    .epilogue(EPILOGUE);
}

/** Options of the filter that cannot go together: the output modes, and -1 with --columns. */
const EXCLUSIVE: readonly (readonly string[])[] = [
  ['count', 'suggest', 'json', 'explain', 'grep', 'top', 'why', 'web-url'],
  ['1', 'columns'],
  ['top', 'explain', 'grep'],
];

function checkConflicts(args: Record<string, unknown>): void {
  for (const group of EXCLUSIVE) {
    const given = group.filter((name) => args[name] !== undefined && args[name] !== false);
    const [first, second] = given;
    if (first && second && !(first === 'json' && second === 'top')) {
      throw new WordleError('USAGE', `--${first} and --${second} cannot be used together`.replace('--1', '-1'));
    }
  }
}

/** Values to complete after an option: bundled list names, strategies; [] lets the shell complete file names. */
const COMPLETED_VALUES: Readonly<Record<string, readonly string[]>> = {
  '--answers': ['2023', 'nyt', 'original'],
  '--guesses': ['nyt', 'original'],
  '--strategy': STRATEGY_NAMES,
  ...Object.fromEntries(['-f', '--words', '--opener', '--word', '-n', '--length', '--top', '--why', '--columns', '--sample', '--seed', '--workers', '--tries'].map((name) => [name, []])),
};

/**
 * Completion on top of yargs': values after an option, single-letter options with one dash
 * (yargs offers `--f`, which is no option), and `--no-color`. `words` is the line completed.
 */
function completer(words: readonly string[]) {
  return (current: string, _argv: unknown, fallback: (done: (error: Error | null, completions?: string[]) => void) => void, done: (completions: string[]) => void) => {
    const values = COMPLETED_VALUES[words.at(-2) ?? ''];
    if (values !== undefined) return done(values.filter((value) => value.startsWith(current)));
    fallback((_error, completions = []) => {
      const fixed = completions.flatMap((completion) => {
        const name = /^--(.)$/.exec(completion)?.[1];
        if (name !== undefined) return [`-${name}`];
        return completion === '--color' ? ['--color', '--no-color'] : [completion];
      });
      done([...new Set(fixed)]);
    });
  };
}

export function buildParser(version: string, words: readonly string[] = []) {
  return filterOptions(yargs())
    .scriptName('wordle')
    .locale('en')
    .usage('Usage: $0 [options] [PATTERN...]\n\nList the words still possible after each Wordle guess, and a good next guess.')
    .command('bench', 'play every answer with a strategy and sum up how it went', (command) =>
      command
        .usage('Usage: $0 bench [options]\n\nPlay every word of the answer list as the hidden word.')
        .options({
          strategy: strategyOption,
          hard: hardOption,
          answers: { type: 'string', requiresArg: true, describe: 'hidden words: FILE or 2023, nyt, original (default 2023)' },
          guesses: { type: 'string', requiresArg: true, describe: 'allowed guesses: FILE or nyt, original (default: the bundled wordle.txt)' },
          opener: { type: 'string', requiresArg: true, describe: 'fix the first guess' },
          sample: { type: 'number', requiresArg: true, describe: 'play only N answers, picked at random with --seed' },
          seed: { type: 'number', requiresArg: true, default: 1, describe: 'seed of the --sample' },
          workers: { type: 'number', requiresArg: true, describe: 'worker threads (default: one per core)' },
          json: { type: 'boolean', describe: 'print one JSON object instead of the report' },
          tree: { type: 'boolean', describe: 'print the decision tree played, one line per answer, instead of the report' },
          book: { type: 'boolean', default: true, describe: 'best: play the precomputed tree of bundled lists (--no-book searches every position)' },
          wide: { type: 'boolean', describe: 'best: search wider after the first guess, as npm run book does (slower, fewer guesses)' },
        }),
    )
    .command('assist', 'help with a live game: suggestions, then the tiles you got (from PATTERNs so far)', (command) =>
      command.usage('Usage: $0 assist [options] [PATTERN...]\n\nSuggest guesses and read back the tiles, turn by turn, from the patterns given so far.').options(gameOptions),
    )
    .command('play', 'play a game against a hidden word', (command) =>
      command.usage('Usage: $0 play [options]\n\nGuess a hidden word from the answer list.').options({
        // No --strategy: nothing in a game of your own uses one.
        words: gameOptions.words,
        answers: gameOptions.answers,
        hard: gameOptions.hard,
        color: gameOptions.color,
        word: { type: 'string', requiresArg: true, describe: 'the hidden word (for tests and practice)' },
        seed: { type: 'number', requiresArg: true, describe: 'pick the hidden word with this seed (repeatable)' },
        tries: { type: 'number', requiresArg: true, default: 6, describe: 'guesses allowed' },
        'high-contrast': { type: 'boolean', describe: 'orange and blue tiles, like the NYT colour-blind mode' },
      }),
    )
    .command('show <word>', 'watch the strategy play against WORD', (command) =>
      command
        .usage('Usage: $0 show WORD [options]\n\nPlay the strategy against WORD and show each guess.')
        .positional('word', { type: 'string', describe: 'the hidden word, on the word or answer list' })
        .options({
          ...gameOptions,
          opener: { type: 'string', requiresArg: true, describe: 'fix the first guess' },
          json: { type: 'boolean', describe: 'print one JSON object instead' },
        }),
    )
    .command('feedback <guess> <answer>', 'print the tiles GUESS gets when ANSWER is hidden, as a pattern', (command) =>
      command
        .usage('Usage: $0 feedback GUESS ANSWER [options]\n\nPrint the tiles GUESS gets when ANSWER is hidden, as a pattern (BoB=bY=).')
        .positional('guess', { type: 'string', describe: 'the word guessed' })
        .positional('answer', { type: 'string', describe: 'the hidden word' })
        .option('tiles', { type: 'boolean', describe: 'print emoji tiles instead of the stA=rE pattern' }),
    )
    .command('mcp', 'serve the solver to AI assistants (Model Context Protocol) on stdio, or over HTTP', (command) =>
      command.usage('Usage: $0 mcp [--http [--port N] [--host H]] [--time-limit S]\n\nServe the solver\'s tools to an MCP client: on stdin/stdout (what desktop clients launch), or over Streamable HTTP at http://HOST:PORT/mcp.').options({
        http: { type: 'boolean', describe: 'serve Streamable HTTP instead of stdio, with GET /health' },
        port: { type: 'number', requiresArg: true, describe: 'HTTP port (default 5010; 0 picks a free one)' },
        host: { type: 'string', requiresArg: true, describe: 'HTTP address to listen on (default 127.0.0.1, loopback only)' },
        'time-limit': { type: 'number', requiresArg: true, describe: 'the longest a tool call may compute, in seconds (default 50)' },
      }),
    )
    .command('web', 'serve the web page (tap the tiles) on this computer, until Ctrl-C', (command) =>
      command.usage('Usage: $0 web [options] [PATTERN...]\n\nServe the page on http://127.0.0.1 (loopback only) and print its address, showing the PATTERNs.').options({
        port: { type: 'number', requiresArg: true, describe: 'the port (default: a free one)' },
        open: { type: 'boolean', describe: 'open the page in the browser ($BROWSER, or the system\'s)' },
      }),
    )
    .completion('completion', 'print a bash/zsh completion script', completer(words))
    .help('help', 'show this help')
    .alias('help', 'h')
    .version('version', 'show the version number', version)
    .strictOptions()
    .parserConfiguration({ 'parse-positional-numbers': false, 'camel-case-expansion': false, 'populate--': true, 'duplicate-arguments-array': false })
    .wrap(null)
    .exitProcess(false)
    .fail((message, error) => {
      throw new WordleError('USAGE', message ?? error?.message ?? 'bad command line');
    });
}

const COMPLETION_HELP = `Usage: wordle completion

Print a bash/zsh completion script for the options, commands and their values.
Install it with: wordle completion >> ~/.bashrc
`;

/** What a command expects, for the messages of yargs' positional checks. */
const COMMAND_USAGE: Readonly<Record<string, string>> = {
  show: 'wordle show WORD',
  feedback: 'wordle feedback GUESS ANSWER',
  bench: 'wordle bench [options]',
  play: 'wordle play [options]',
  completion: 'wordle completion',
};

const option = (name: string) => (name.length === 1 ? `-${name}` : `--${name}`);

/**
 * yargs' failure messages, said in one line: what was wrong and what is accepted. `command` is
 * the command word the line runs, if any.
 */
export function usageMessage(message: string, command: string | undefined): string {
  const invalid = /^Invalid values:\s+Argument: ([\w-]+), Given: "(.*)", Choices: (.*)$/s.exec(message);
  if (invalid) {
    const choices = (invalid[3] ?? '').split(', ').map((choice) => choice.replace(/^"|"$/g, ''));
    return `${option(invalid[1] ?? '')} ${quote(invalid[2] ?? '')} is not one of: ${choices.join(', ')}`;
  }
  const unknown = /^Unknown arguments?: (.*)$/s.exec(message);
  if (unknown) {
    const names = (unknown[1] ?? '').split(', ').map(option);
    const where = command ? ` of 'wordle ${command}'` : '';
    const hint = command ? ` (for the pattern ${quote(command)}, put -- before it)` : ' (see wordle --help)';
    return `${names.join(', ')} ${names.length === 1 ? 'is not an option' : 'are not options'}${where}${hint}`;
  }
  const following = /^Not enough arguments following: (.*)$/.exec(message);
  if (following) return `${option(following[1] ?? '')} needs a value`;
  if (/^Not enough non-option arguments/.test(message) && command) {
    return `missing ${command === 'show' ? 'WORD' : 'GUESS or ANSWER'}: ${COMMAND_USAGE[command] ?? `wordle ${command}`}`;
  }
  return message.replace(/\s*\n\s*/g, '; ');
}

const WHEN: Readonly<Record<string, ColorWhen>> = { always: 'always', yes: 'always', force: 'always', never: 'never', no: 'never', none: 'never', auto: 'auto', tty: 'auto', 'if-tty': 'auto' };

/**
 * `--color[=WHEN]` as grep and ls take it (the last one wins): `--color` and `--color=auto`
 * colour a terminal, `--color=always` colours anything (for `less -R`), `--color=never` and
 * `--no-color` nothing. The `=WHEN` forms are taken out before yargs, which knows a switch.
 */
export function colorWhen(argv: readonly string[]): { color: ColorWhen; rest: string[] } {
  let color: ColorWhen = 'auto';
  const rest: string[] = [];
  let options = true;
  for (const arg of argv) {
    if (arg === '--') options = false;
    const given = options ? /^--colou?r(?:=(.*))?$/.exec(arg) : null;
    if (given) {
      const when = given[1] === undefined ? 'auto' : WHEN[given[1]];
      if (when === undefined) throw new WordleError('USAGE', `--color=${given[1]}: WHEN is one of always, never, auto`);
      color = when;
      if (given[1] !== undefined) continue;
    } else if (options && (arg === '--no-color' || arg === '--no-colour')) color = 'never';
    rest.push(arg);
  }
  return { color, rest };
}

/** Refuses positional arguments beyond those a command takes. */
function noneBeyond(command: string, extra: readonly unknown[]): void {
  if (extra.length === 0) return;
  const shown = extra.map((arg) => quote(String(arg))).join(' ');
  throw new WordleError('USAGE', `${command} takes no more arguments: ${shown} (${COMMAND_USAGE[command] ?? `wordle ${command}`})`);
}

/**
 * A switch given a value other than true or false (--hard=maybe, -q=1) is a mistake: yargs
 * would read it as false, silently. (--color=WHEN is read before, by colorWhen.)
 */
function noValueForSwitches(argv: readonly string[], args: Readonly<Record<string, unknown>>): void {
  for (const arg of argv) {
    if (arg === '--') return;
    const given = /^--?([^=-][^=]*)=(.*)$/s.exec(arg);
    if (!given) continue;
    const [, name = '', value = ''] = given;
    if (typeof args[name] === 'boolean' && value !== 'true' && value !== 'false') {
      throw new WordleError('USAGE', `${name.length === 1 ? '-' : '--'}${name} takes no value (got ${quote(value)})`);
    }
  }
}

/** Parses argv (without node and script). Throws WordleError('USAGE') on bad usage. */
export async function parseArgs(argv: readonly string[], version: string): Promise<Parsed> {
  let text = '';
  const parser = buildParser(version, argv);
  const { color, rest } = colorWhen(argv);
  let args: Awaited<ReturnType<typeof parser.parse>>;
  try {
    args = await parser.parse(rest, {}, (_error, _argv, output) => {
      text = output;
    });
  } catch (error) {
    if (!(error instanceof WordleError)) throw error;
    const word = firstWord(argv);
    throw new WordleError('USAGE', usageMessage(error.message, word !== undefined && COMMANDS.has(word) ? word : undefined));
  }
  noValueForSwitches(rest, args);
  const command = args['_'][0];
  if (command === 'completion' && !args['get-yargs-completions']) {
    if (args['help']) return { kind: 'text', text: COMPLETION_HELP };
    noneBeyond('completion', args['_'].slice(1));
  }
  if (text !== '' || args['help'] || args['version'] || command === 'completion' || args['get-yargs-completions']) {
    return { kind: 'text', text };
  }
  if (command === 'bench') {
    noneBeyond('bench', args['_'].slice(1));
    return {
      kind: 'bench',
      options: {
        strategy: args['strategy'] as StrategyName,
        hard: args['hard'] ?? false,
        answers: args['answers'],
        guesses: args['guesses'] as string | undefined,
        opener: args['opener'] as string | undefined,
        sample: positiveInteger('sample', args['sample']),
        seed: seedNumber(args['seed']) ?? 1,
        json: args['json'] ?? false,
        workers: positiveInteger('workers', args['workers']),
        tree: Boolean(args['tree']),
        book: args['book'] !== false,
        wide: Boolean(args['wide']),
      },
    };
  }
  const game = () => ({
    words: args['words'] as string | undefined,
    answers: args['answers'] as string | undefined,
    strategy: (args['strategy'] ?? 'coverage') as StrategyName,
    hard: Boolean(args['hard']),
    color,
    timeLimit: seconds(args['time-limit']),
  });
  if (command === 'assist') {
    const patterns = [...args['_'].slice(1), ...((args['--'] as string[] | undefined) ?? [])].map(String);
    return { kind: 'assist', options: game(), patterns };
  }
  if (command === 'play') {
    noneBeyond('play', args['_'].slice(1));
    return {
      kind: 'play',
      options: game(),
      word: args['word'] as string | undefined,
      seed: seedNumber(args['seed']),
      tries: positiveInteger('tries', args['tries']) ?? 6,
      highContrast: Boolean(args['high-contrast']),
    };
  }
  if (command === 'show') {
    noneBeyond('show', args['_'].slice(1));
    return { kind: 'show', options: game(), word: String(args['word']), opener: args['opener'] as string | undefined, json: Boolean(args['json']) };
  }
  if (command === 'mcp') {
    if (args['_'].length > 1) throw new WordleError('USAGE', `mcp takes no patterns: ${args['_'].slice(1).join(' ')}`);
    const port = args['port'] as number | undefined;
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new WordleError('USAGE', '--port needs a whole number from 0 to 65535');
    if (!args['http'] && (port !== undefined || args['host'] !== undefined)) throw new WordleError('USAGE', '--port and --host need --http');
    const host = args['host'] as string | undefined;
    if (host === '') throw new WordleError('USAGE', '--host needs an address');
    const timeLimit = args['time-limit'] as number | undefined;
    if (timeLimit !== undefined && !(timeLimit > 0 && timeLimit <= 3600)) throw new WordleError('USAGE', '--time-limit needs a number of seconds from 0 to 3600');
    return { kind: 'mcp', http: Boolean(args['http']), host: host ?? '127.0.0.1', port: port ?? 5010, timeLimit: timeLimit ?? 50 };
  }
  if (command === 'feedback') {
    noneBeyond('feedback', args['_'].slice(1));
    return { kind: 'feedback', guess: String(args['guess']), answer: String(args['answer']), tiles: Boolean(args['tiles']) };
  }
  if (command === 'web') {
    const port = positiveInteger('port', args['port']);
    if (port !== undefined && port > 65535) throw new WordleError('USAGE', '--port needs a number from 1 to 65535');
    const patterns = [...args['_'].slice(1), ...((args['--'] as string[] | undefined) ?? [])].map(String);
    return { kind: 'web', patterns, port, open: Boolean(args['open']), urlOnly: false };
  }
  checkConflicts(args);
  // Every non-option argument is a pattern; after `--` too, so that `-- bench` is one.
  const patterns = [...args['_'], ...((args['--'] as string[] | undefined) ?? [])].map(String);
  if (args['web-url']) return { kind: 'web', patterns, port: undefined, open: false, urlOnly: true };
  return {
    kind: 'run',
    options: {
      ...DEFAULT_OPTIONS,
      patterns,
      words: args['words'],
      answers: args['answers'],
      length: wholeNumber('length', args['length'], 1, MAX_WORD_LENGTH),
      strategy: args['strategy'] as StrategyName,
      hard: args['hard'] ?? false,
      top: positiveInteger('top', args['top']),
      onlyAnswers: args['only-answers'] ?? false,
      count: args['count'] ?? false,
      suggest: args['suggest'] ?? false,
      json: args['json'] ?? false,
      explain: args['explain'] ?? false,
      grep: args['grep'] ?? false,
      onePerLine: args['1'] ?? false,
      columns: positiveInteger('columns', args['columns']),
      quiet: args['quiet'] ?? false,
      color,
      why: args['why'],
      timeLimit: seconds(args['time-limit']),
    },
  };
}
