// The command line, declared once for yargs (parsing, --help, completion). Parsing never
// prints or exits: yargs' output comes back as a string and its failures as WordleErrors,
// so the caller decides what goes where and every usage error exits 2.

import yargs from 'yargs';
import { WordleError } from '../lib/errors.ts';
import { DEFAULT_OPTIONS, type Parsed } from './options.ts';

const EXAMPLES: [string, string][] = [
  ['$0 staR=e chOR=d', 'r green 4th, o yellow; s t a e c h d grey'],
  ['$0 stare:bbbgb chord:bbygb', 'the same in GUESS:TILES notation'],
  ['$0 staR=e | grep "^b"', 'piped: one match per line, count on stderr'],
  ['$0 -f words.txt crAne', 'use another word list'],
  ['$0 --grep staR=e chOR=d', 'the same filter as a grep pipeline'],
];

const EPILOGUE = `Patterns: lowercase = grey, UPPERCASE = yellow, UPPERCASE followed by = is green.
Tiles: g/G/2/🟩 green, y/Y/1/🟨 yellow, b/B/x/./-/0/⬛/⬜ grey.
Exit status: 0 when a word matched, 1 when none did, 2 on an error.`;

function positiveInteger(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new WordleError('USAGE', `--${name} needs a whole number of at least 1`);
  }
  return value;
}

export function buildParser(version: string) {
  return yargs()
    .scriptName('wordle')
    .locale('en')
    .usage('Usage: $0 [options] [PATTERN...]\n\nList the words still possible after each Wordle guess, and a good next guess.')
    .options({
      words: { alias: 'f', type: 'string', requiresArg: true, describe: 'read words from FILE (- for stdin) instead of the bundled list', group: 'Words:' },
      length: { alias: 'n', type: 'number', requiresArg: true, describe: 'word length when no pattern gives it (default 5)', group: 'Words:' },
      // (-1 is declared below: an integer key would sort first and put Output before Words.)
      count: { alias: 'c', type: 'boolean', describe: 'print only the number of matches', group: 'Output:' },
      suggest: { alias: 's', type: 'boolean', describe: 'print only the suggested next guess', group: 'Output:' },
      json: { type: 'boolean', describe: 'print one JSON object: patterns, matches, count, suggestion', group: 'Output:' },
      explain: { type: 'boolean', describe: 'print what each pattern compiles to', group: 'Output:' },
      grep: { type: 'boolean', describe: 'print the filter as a grep pipeline', group: 'Output:' },
      columns: { type: 'number', requiresArg: true, describe: 'matches in N columns, even when piped (terminal default 6)', group: 'Output:' },
      quiet: { alias: 'q', type: 'boolean', describe: 'no count or suggestion lines', group: 'Output:' },
      color: { type: 'boolean', default: true, describe: 'colour on a terminal; --no-color or NO_COLOR turns it off', group: 'Output:' },
    })
    .option('1', { type: 'boolean', describe: 'one match per line, even on a terminal', group: 'Output:' })
    .conflicts({ count: ['suggest', 'json', 'explain', 'grep'], suggest: ['json', 'explain', 'grep'], json: ['explain', 'grep'], explain: 'grep', '1': 'columns' })
    .example(EXAMPLES)
    .epilogue(EPILOGUE)
    .completion('completion', 'print a bash/zsh completion script')
    .help('help', 'show this help')
    .alias('help', 'h')
    .version('version', 'show the version number', version)
    .strictOptions()
    .parserConfiguration({ 'parse-positional-numbers': false, 'camel-case-expansion': false })
    .wrap(null)
    .exitProcess(false)
    .fail((message, error) => {
      throw new WordleError('USAGE', message ?? error?.message ?? 'bad command line');
    });
}

/** Parses argv (without node and script). Throws WordleError('USAGE') on bad usage. */
export async function parseArgs(argv: readonly string[], version: string): Promise<Parsed> {
  let text = '';
  const parser = buildParser(version);
  const args = await parser.parse([...argv], {}, (_error, _argv, output) => {
    text = output;
  });
  if (text !== '' || args['help'] || args['version'] || args['_'][0] === 'completion' || args['get-yargs-completions']) {
    return { kind: 'text', text };
  }
  // Every non-option argument is a pattern (after `--` too, for a pattern like `bench`).
  const patterns = args['_'].map(String);
  return {
    kind: 'run',
    options: {
      ...DEFAULT_OPTIONS,
      patterns,
      words: args['words'],
      length: positiveInteger('length', args['length']),
      count: args['count'] ?? false,
      suggest: args['suggest'] ?? false,
      json: args['json'] ?? false,
      explain: args['explain'] ?? false,
      grep: args['grep'] ?? false,
      onePerLine: args['1'] ?? false,
      columns: positiveInteger('columns', args['columns']),
      quiet: args['quiet'] ?? false,
      color: args['color'],
    },
  };
}
