// yargs, configured from the table of cli/spec.ts, for the text it makes: --help, --version and
// shell completion. Command lines are read by cli/options.ts; yargs never prints or exits, and
// what it makes comes back as a string.

import yargs from 'yargs';
import { WordleError } from '../lib/index.ts';
import { EPILOGUE, EXAMPLES } from './help-text.ts';
import { commandOf } from './options.ts';
import { COMMAND_SPECS, COMPLETION, type CommandSpec, FILTER, type OptionSpec } from './spec.ts';

const EVERY_COMMAND: readonly CommandSpec[] = [FILTER, ...Object.values(COMMAND_SPECS)];
const valued = (option: OptionSpec) => option.type !== 'boolean' && option.type !== 'color';

/** Values to complete after each command's options, by spelling: the option's complete list, its choices, or [] (file names). */
const COMPLETED_VALUES: ReadonlyMap<CommandSpec, ReadonlyMap<string, readonly string[]>> = new Map(
  EVERY_COMMAND.map((command) => [
    command,
    new Map(
      Object.values(command.options)
        .filter(valued)
        .flatMap((option) => {
          const values = option.complete ?? option.choices ?? [];
          const spellings = [
            option.name.length === 1 ? `-${option.name}` : `--${option.name}`,
            ...(option.alias ? [`-${option.alias}`] : []),
          ];
          return spellings.map((name): [string, readonly string[]] => [name, values]);
        }),
    ),
  ]),
);

/** The command of the line completed (`words`: yargs' argv, `--get-yargs-completions wordle ...`). */
function completedCommand(words: readonly string[]): CommandSpec {
  const name = commandOf(words.slice(words.indexOf('--get-yargs-completions') + 2));
  return name === 'filter' ? FILTER : COMMAND_SPECS[name];
}

/**
 * Completion on top of yargs': values after an option, single-letter options with one dash
 * (yargs offers `--f`, which is no option), and `--no-color`. `words` is the line completed.
 */
function completer(words: readonly string[]) {
  return (
    current: string,
    _argv: unknown,
    fallback: (done: (error: Error | null, completions?: string[]) => void) => void,
    done: (completions: string[]) => void,
  ) => {
    // (By the line's command: bench's --answers completes its own lists, the filter's its own.)
    const values = COMPLETED_VALUES.get(completedCommand(words))?.get(words.at(-2) ?? '');
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

type Parser = ReturnType<typeof yargs>;

/** A command's options, as yargs declares them (the filter's are not global: commands do not inherit them). */
function declare(parser: Parser, command: CommandSpec, global: boolean): Parser {
  let declared = parser;
  for (const option of Object.values(command.options)) {
    declared = declared.option(option.name, {
      type:
        option.type === 'string'
          ? 'string'
          : option.type === 'integer' || option.type === 'seconds' || option.type === 'number'
            ? 'number'
            : 'boolean',
      describe: option.describe,
      ...(option.alias !== undefined && { alias: option.alias }),
      ...(option.choices !== undefined && { choices: option.choices }),
      ...(option.default !== undefined && { default: option.default }),
      ...(option.group !== undefined && { group: option.group }),
      ...(valued(option) && { requiresArg: true }),
      ...(!global && { global: false }),
    });
  }
  return declared;
}

function subcommand(parser: Parser, command: CommandSpec): Parser {
  if (command === COMPLETION) return parser;
  return parser.command(command.command, command.summary, (inner) => {
    let declared = inner.usage(command.usage);
    for (const word of command.positionals ?? [])
      declared = declared.positional(word, { type: 'string', describe: command.positionalHelp?.[word] ?? word });
    return declare(declared, command, true);
  });
}

export function buildParser(version: string, words: readonly string[] = []): Parser {
  let parser = declare(yargs(), FILTER, false)
    .example(EXAMPLES.map(([line, what]) => [line, what]))
    .epilogue(EPILOGUE)
    .scriptName('wordle')
    .locale('en')
    .usage(FILTER.usage);
  for (const command of Object.values(COMMAND_SPECS)) parser = subcommand(parser, command);
  return parser
    .completion(COMPLETION.command, COMPLETION.summary, completer(words))
    .help('help', 'show this help')
    .alias('help', 'h')
    .version('version', 'show the version number', version)
    .strictOptions()
    .parserConfiguration({
      'parse-positional-numbers': false,
      'camel-case-expansion': false,
      'populate--': true,
      'duplicate-arguments-array': false,
    })
    .wrap(null)
    .exitProcess(false)
    .fail((message, error) => {
      // Lines are checked by cli/options.ts first; this is yargs' own failure, said as it says it.
      throw new WordleError('USAGE', (message ?? error?.message ?? 'bad command line').replace(/\s*\n\s*/g, '; '));
    });
}

/** The text yargs makes for argv (without node and script): help, version, completion script or completions. */
export async function textFor(argv: readonly string[], version: string): Promise<string> {
  if (commandOf(argv) === 'completion' && !argv.includes('--get-yargs-completions') && (argv.includes('--help') || argv.includes('-h'))) {
    return `${COMPLETION.usage}\n`;
  }
  let text = '';
  await buildParser(version, argv).parse(argv, {}, (_error, _argv, output) => {
    text = output;
  });
  return text.endsWith('\n') || text === '' ? text : `${text}\n`;
}
