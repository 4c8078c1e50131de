// Reads a command line by the table of cli/spec.ts: which command it runs, and that command's
// options, checked (unknown options, missing values, choices, numbers, switches given a value,
// words missing or too many) with one-line messages. A bundle of its own (dist/options.cjs):
// a common turn is read without it (cli/line-table.ts, from lineTable below), and yargs
// (cli/args.ts) loads only for the help, the version and completion.

import { quote, type StrategyName, WordleError } from '../lib/index.ts';
import {
  type ArgsOf,
  type ASSIST,
  type BENCH,
  COMMAND_SPECS,
  type ColorWhen,
  type CommandName,
  type CommandSpec,
  FILTER,
  type OptionSpec,
} from './spec.ts';

export { COMMAND_SPECS, type ColorWhen, DEFAULT_TIME_LIMIT, FILTER } from './spec.ts';

/** The filter: `wordle [options] [PATTERN...]`. */
export type Options = ArgsOf<typeof FILTER>;
/** `wordle bench`: play every answer. */
export type BenchOptions = ArgsOf<typeof BENCH>;
/** What `assist`, `play` and `show` share: the lists, the strategy and the mode. */
export type GameOptions = Pick<ArgsOf<typeof ASSIST>, 'words' | 'answers' | 'strategy' | 'hard' | 'color' | 'timeLimit'> &
  Partial<Pick<ArgsOf<typeof ASSIST>, 'positionalWeight'>>;

const usage = (message: string) => new WordleError('USAGE', message);

/** The words that name commands. */
export const COMMANDS: ReadonlySet<string> = new Set(Object.keys(COMMAND_SPECS));
const isCommand = (word: string | undefined): word is CommandName => word !== undefined && COMMANDS.has(word);

const spelling = (name: string) => (name.length === 1 ? `-${name}` : `--${name}`);
const takesValue = (option: OptionSpec) => option.type !== 'boolean' && option.type !== 'color';

/** How each command's options are spelt on the line, made once per command when first used. */
interface Named {
  readonly key: string;
  readonly spec: OptionSpec;
}
interface Spellings {
  readonly long: ReadonlyMap<string, Named>;
  readonly short: ReadonlyMap<string, Named>;
}
const spellingsMade = new Map<CommandSpec, Spellings>();
function spellingsOf(command: CommandSpec): Spellings {
  let made = spellingsMade.get(command);
  if (made === undefined) {
    const long = new Map<string, Named>();
    const short = new Map<string, Named>();
    for (const [key, spec] of Object.entries(command.options)) {
      const named = { key, spec };
      (spec.name.length === 1 ? short : long).set(spec.name, named);
      if (spec.alias !== undefined) short.set(spec.alias, named);
      for (const other of spec.also ?? []) long.set(other, named);
    }
    made = { long, short };
    spellingsMade.set(command, made);
  }
  return made;
}

/** Spellings that take a value in some command: what they are followed by is no command word. */
const VALUED = new Set<string>();
const EVERY_COMMAND: readonly CommandSpec[] = [FILTER, ...Object.values(COMMAND_SPECS)];
for (const command of EVERY_COMMAND) {
  for (const key in command.options) {
    const option = command.options[key];
    if (option === undefined || !takesValue(option)) continue;
    VALUED.add(spelling(option.name));
    if (option.alias !== undefined) VALUED.add(`-${option.alias}`);
  }
}

/**
 * The first argument that is neither an option nor an option's value: the command, if it is
 * one. So `wordle --strategy entropy bench` runs bench, and an alias with options can still run
 * commands; anywhere else, or after `--`, command words are patterns.
 */
export function firstWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return undefined;
    if (VALUED.has(arg)) i++;
    else if (!arg.startsWith('-') || arg === '-') return arg;
  }
  return undefined;
}

/** The command a line runs: one of COMMAND_SPECS, or the filter. */
export function commandOf(argv: readonly string[]): CommandName | 'filter' {
  const word = firstWord(argv);
  return isCommand(word) ? word : 'filter';
}

/** Whether yargs answers the line with text: the help, the version, completion. */
export function asksForText(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h' || arg === '--version' || arg === '--get-yargs-completions') return true;
  }
  return false;
}

const WHEN: Readonly<Record<string, ColorWhen>> = {
  always: 'always',
  yes: 'always',
  force: 'always',
  never: 'never',
  no: 'never',
  none: 'never',
  auto: 'auto',
  tty: 'auto',
  'if-tty': 'auto',
};

/** A value yargs would not take as one: another option (`-x`, `--x`, `--`), but not `-` or `-1`. */
const isOption = (arg: string) => /^-[^0-9]/.test(arg);

/** Strict numbers: digits only (no 0x10, 1e3, +3, ' 3', ''). */
const WHOLE = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

function numberFor(option: OptionSpec, text: string): number {
  const name = `--${option.name}`;
  if (option.type === 'integer') {
    const least = option.min ?? 0;
    const range = option.max === undefined ? `of at least ${least}` : `from ${least} to ${option.max}`;
    const value = WHOLE.test(text) ? Number(text) : Number.NaN;
    if (!(value >= least)) throw usage(`${name} needs a whole number ${range}`);
    if (value > (option.max ?? Number.MAX_SAFE_INTEGER)) {
      throw usage(option.max === undefined ? `${name} ${quote(text)} is too large` : `${name} needs a whole number ${range}`);
    }
    return value;
  }
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  const least = option.above ?? option.min ?? 0;
  const fits = option.above === undefined ? value >= least : value > least;
  if (!fits || value > (option.max ?? Number.MAX_VALUE)) {
    const range = option.above === undefined ? `, ${least} or more` : `, more than ${least}`;
    throw usage(
      `${name} needs ${option.type === 'seconds' ? 'a number of seconds' : 'a number'}${range}${option.max === undefined ? '' : ` and at most ${option.max}`}`,
    );
  }
  return value;
}

function valueFor(option: OptionSpec, text: string): string | number {
  if (option.choices !== undefined && !option.choices.includes(text)) {
    throw usage(`--${option.name} ${quote(text)} is not one of: ${option.choices.join(', ')}`);
  }
  return option.type === 'string' ? text : numberFor(option, text);
}

/** The values a command's options have when not given. */
function defaultsOf(command: CommandSpec): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(command.options)) {
    values[key] = option.default ?? (option.type === 'boolean' ? false : option.type === 'color' ? 'auto' : undefined);
  }
  return values;
}

/**
 * Reads argv (without node and script) as command C's line: each option's last value wins,
 * `--name=value`, `--no-name` and clusters (`-sq`, `-n5`) as yargs takes them. Throws
 * WordleError('USAGE') with the first problem.
 */
export function parseCommand<C extends CommandSpec>(command: C, argv: readonly string[]): ArgsOf<C> {
  const { long, short } = spellingsOf(command);
  const values = defaultsOf(command);
  const words: string[] = [];
  const unknown: string[] = [];
  // Problems with values wait until every unknown option is known: those are said first.
  const problems: (() => void)[] = [];
  let named = command.name === '';
  const given = new Set<string>();
  const set = (key: string, value: unknown) => {
    values[key] = value;
    given.add(key);
  };
  /** The option `key`, spelt `shown`, with its value in the argument (`attached`) or the next one. */
  const take = ({ key, spec }: Named, shown: string, attached: string | undefined, i: number): number => {
    if (spec.type === 'color') {
      const when = attached === undefined ? 'auto' : WHEN[attached];
      if (when === undefined) throw usage(`${shown}=${attached}: WHEN is one of always, never, auto`);
      set(key, when);
      return i;
    }
    if (spec.type === 'boolean') {
      // A switch given a value other than true or false (--hard=maybe, -q=1) is a mistake.
      if (attached !== undefined && attached !== 'true' && attached !== 'false')
        problems.push(() => {
          throw usage(`${shown} takes no value (got ${quote(attached)})`);
        });
      set(key, attached !== 'false');
      return i;
    }
    let text = attached;
    if (text === undefined) {
      const next = argv[i + 1];
      if (next === undefined || isOption(next)) throw usage(`${shown} needs a value`);
      text = next;
      i++;
    }
    const value = text;
    set(key, undefined);
    problems.push(() => {
      // (An empty value names nothing: `-f ''` is not a file to fail to read.)
      if (value === '' && spec.type === 'string' && spec.choices === undefined)
        throw usage(`${shown} needs ${spec.needs ?? (spec.complete ? 'a list name or a file name' : 'a value')}`);
      values[key] = valueFor(spec, value);
    });
    return i;
  };
  /** An option this command does not have: skip the value it has in other commands. */
  const stranger = (shown: string, attached: string | undefined, i: number): number => {
    if (!unknown.includes(shown)) unknown.push(shown);
    return attached === undefined && VALUED.has(shown) && argv[i + 1] !== undefined && !isOption(argv[i + 1] ?? '') ? i + 1 : i;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const equals = arg.indexOf('=');
      const name = equals < 0 ? arg.slice(2) : arg.slice(2, equals);
      const attached = equals < 0 ? undefined : arg.slice(equals + 1);
      const named = long.get(name);
      if (named !== undefined) i = take(named, `--${name}`, attached, i);
      else {
        const negated = name.startsWith('no-') ? long.get(name.slice(3)) : undefined;
        const type = negated?.spec.type;
        if (negated !== undefined && attached === undefined && (type === 'boolean' || type === 'color'))
          set(negated.key, type === 'color' ? 'never' : false);
        else i = stranger(`--${name}`, attached, i);
      }
    } else if (arg.startsWith('-') && arg !== '-') {
      // A cluster of one-letter options; one that takes a value takes the rest, or the next argument.
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j] ?? '';
        const named = short.get(letter);
        const rest = arg.slice(j + 1);
        const attached = rest.startsWith('=') ? rest.slice(1) : rest === '' ? undefined : rest;
        if (named === undefined) {
          i = stranger(`-${letter}`, rest === '' ? undefined : rest, i);
          if (rest.startsWith('=')) break;
          continue;
        }
        if (takesValue(named.spec) || rest.startsWith('=')) {
          i = take(named, `-${letter}`, attached, i);
          break;
        }
        i = take(named, `-${letter}`, undefined, i);
      }
    } else if (!named && arg === command.name) named = true;
    else words.push(arg);
  }
  const where = command.name === '' ? '' : ` of 'wordle ${command.name}'`;
  if (unknown.length > 0) {
    const hint = command.name === '' ? ' (see wordle --help)' : ` (for the pattern ${quote(command.name)}, put -- before it)`;
    throw usage(`${unknown.join(', ')} ${unknown.length === 1 ? 'is not an option' : 'are not options'}${where}${hint}`);
  }
  for (const problem of problems) problem();
  const wanted = command.positionals ?? [];
  const needed = wanted.filter((word) => !given.has(command.optionalWith?.[word] ?? ''));
  if (words.length < needed.length) throw usage(`missing ${wanted.map((word) => word.toUpperCase()).join(' or ')}: ${command.synopsis}`);
  if (command.patterns) values['patterns'] = words;
  else {
    wanted.forEach((word, i) => {
      values[word] = words[i];
    });
    const extra = words.slice(wanted.length);
    if (extra.length > 0) throw usage(`${command.name} takes no more arguments: ${extra.map(quote).join(' ')} (${command.synopsis})`);
  }
  for (const group of command.exclusive ?? []) {
    const [first, second] = group.filter((key) => given.has(key) && values[key] !== false);
    if (first !== undefined && second !== undefined && !(first === 'json' && second === 'top')) {
      const shown = (key: string) => spelling(command.options[key]?.name ?? key);
      throw usage(`${shown(first)} and ${shown(second)} cannot be used together`);
    }
  }
  // The one step the types cannot follow: values was filled key by key from the same table.
  return values as ArgsOf<C>;
}

/** The filter's options when none are given. */
export const DEFAULT_OPTIONS: Options = parseCommand(FILTER, []);

/** The filter's switches that are `true` when given. */
export type SwitchKey = { [K in keyof Options]-?: Options[K] extends boolean ? K : never }[keyof Options];

/**
 * What the line table (cli/line-table.ts) needs to read a common turn without this module: the
 * filter's switches by spelling, --strategy's choices, the command words, the switches that
 * exclude each other and the defaults. scripts/build.mjs writes it into the main bundle, made
 * by this function from the table.
 */
export interface LineTable {
  readonly switches: Readonly<Record<string, SwitchKey>>;
  readonly strategies: readonly StrategyName[];
  readonly commands: readonly string[];
  /** The switches of each group of options that exclude each other. */
  readonly exclusive: readonly (readonly SwitchKey[])[];
  readonly defaults: Options;
}

const FILTER_OPTIONS: Readonly<Record<string, OptionSpec>> = FILTER.options;
const isSwitch = (key: string): key is SwitchKey => FILTER_OPTIONS[key]?.type === 'boolean';

export function lineTable(): LineTable {
  const switches: Record<string, SwitchKey> = {};
  for (const [key, option] of Object.entries(FILTER.options)) {
    if (!isSwitch(key)) continue;
    switches[spelling(option.name)] = key;
    if ('alias' in option) switches[`-${option.alias}`] = key;
  }
  return {
    switches,
    strategies: FILTER.options.strategy.choices,
    commands: [...COMMANDS],
    exclusive: FILTER.exclusive.map((group) => group.flatMap((key: string) => (isSwitch(key) ? [key] : []))),
    defaults: DEFAULT_OPTIONS,
  };
}
