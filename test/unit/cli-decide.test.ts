import { describe, expect, expectTypeOf, test } from 'vitest';
import { cannedKey } from '../../cli/canned.ts';
import { colorOn } from '../../cli/colour.ts';
import { didYouMean, emptyList, exitStatus, isPiped, needsSuggestion, planOutput, wordSourceOf } from '../../cli/decide.ts';
import { commonLine } from '../../cli/line-table.ts';
import { asksForText, commandOf, DEFAULT_OPTIONS, firstWord, lineTable, type Options, parseCommand } from '../../cli/options.ts';
import type { ColorWhen } from '../../cli/spec.ts';
import { BENCH, COMMAND_SPECS, COMPLETION, type CommandSpec, FEEDBACK, FILTER, MCP, PLAY, SHOW, WEB } from '../../cli/spec.ts';
import { resolveLists, type StrategyName, WordleError } from '../../lib/index.ts';

const options = (changes: Partial<Options>): Options => ({ ...DEFAULT_OPTIONS, ...changes });
const tty = { stdoutIsTTY: true, width: 80, noColor: false };
const pipe = { stdoutIsTTY: false, width: undefined, noColor: false };

describe("the filter's words: -f, else stdin when something is piped or redirected in, else the bundled list", () => {
  test.each([
    [undefined, 'terminal', { kind: 'bundled' }],
    [undefined, 'null', { kind: 'bundled' }],
    [undefined, 'closed', { kind: 'bundled' }],
    [undefined, 'device', { kind: 'bundled' }],
    [undefined, 'pipe', { kind: 'stdin' }],
    [undefined, 'file', { kind: 'stdin' }],
    ['-', 'terminal', { kind: 'stdin' }],
    ['w.txt', 'pipe', { kind: 'file', path: 'w.txt' }],
    ['nyt', 'terminal', { kind: 'bundled' }],
    ['english', 'pipe', { kind: 'file', path: '/pkg/data/english.txt', ours: 'english' }],
    ['original', 'terminal', { kind: 'file', path: '/pkg/data/guesses-2022.txt', ours: 'guesses-2022.txt' }],
  ] as const)('-f %s with stdin %s', (words, stdin, source) => {
    const { guesses } = resolveLists({ guesses: words, piped: words === undefined && isPiped(stdin) });
    expect(wordSourceOf('/pkg', guesses)).toEqual(source);
  });
});

describe('colorOn: --color=always; auto on a terminal without NO_COLOR', () => {
  test.each([
    ['always', false, true, true],
    ['always', true, true, true],
    ['never', true, false, false],
    ['auto', true, false, true],
    ['auto', true, true, false],
    ['auto', false, false, false],
  ] as const)('--color=%s, terminal %s, NO_COLOR %s: %s', (when, terminal, noColor, on) => {
    expect(colorOn(when, terminal, noColor)).toBe(on);
  });
});

describe('planOutput', () => {
  test.each([
    [{}, tty, { layout: { kind: 'columns', columns: 6, width: 80 }, summary: 'stdout', color: true }],
    [{}, pipe, { layout: { kind: 'lines' }, summary: 'stderr', color: false }],
    [{ quiet: true }, pipe, { layout: { kind: 'lines' }, summary: 'none', color: false }],
    [{ quiet: true }, tty, { layout: { kind: 'columns', columns: 6, width: 80 }, summary: 'none', color: true }],
    [{ onePerLine: true }, tty, { layout: { kind: 'lines' }, summary: 'stdout', color: true }],
    [{ columns: 3 }, pipe, { layout: { kind: 'columns', columns: 3, width: undefined }, summary: 'stderr', color: false }],
    [{ color: 'never' }, tty, { layout: { kind: 'columns', columns: 6, width: 80 }, summary: 'stdout', color: false }],
    [{ color: 'always' }, pipe, { layout: { kind: 'lines' }, summary: 'stderr', color: true }],
    [{ color: 'always' }, { ...pipe, noColor: true }, { layout: { kind: 'lines' }, summary: 'stderr', color: true }],
    [{ color: 'auto' }, { ...tty, noColor: true }, { layout: { kind: 'columns', columns: 6, width: 80 }, summary: 'stdout', color: false }],
    [{}, { ...tty, noColor: true }, { layout: { kind: 'columns', columns: 6, width: 80 }, summary: 'stdout', color: false }],
    [{ count: true }, tty, { layout: { kind: 'count' }, summary: 'none', color: true }],
    [{ suggest: true }, pipe, { layout: { kind: 'suggest' }, summary: 'none', color: false }],
    [{ json: true }, pipe, { layout: { kind: 'json' }, summary: 'none', color: false }],
    [{ explain: true }, pipe, { layout: { kind: 'explain' }, summary: 'none', color: false }],
    [{ grep: true }, pipe, { layout: { kind: 'grep' }, summary: 'none', color: false }],
  ] as const)('%j on %j', (changes, terminal, plan) => {
    expect(planOutput(options(changes), terminal)).toEqual(plan);
  });

  test.each([
    [{}, pipe, true],
    [{ quiet: true }, pipe, false],
    [{ count: true }, pipe, false],
    [{ suggest: true }, pipe, true],
    [{ json: true }, pipe, true],
    [{ grep: true }, pipe, false],
  ] as const)('needsSuggestion %j', (changes, terminal, needed) => {
    expect(needsSuggestion(planOutput(options(changes), terminal))).toBe(needed);
  });
});

describe('exitStatus', () => {
  test.each([
    [{}, 15, true, 0],
    [{}, 0, false, 1],
    [{ count: true }, 0, false, 1],
    [{ suggest: true }, 3, true, 0],
    [{ suggest: true }, 0, false, 1],
    [{ explain: true }, 0, false, 0],
    [{ grep: true }, 0, false, 0],
  ] as const)('%j with %d matches', (changes, count, suggested, status) => {
    expect(exitStatus(planOutput(options(changes), pipe), count, suggested)).toBe(status);
  });
});

const parse = (argv: readonly string[]) => parseCommand(FILTER, argv);
const usageError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof WordleError ? error.message : `not a usage error: ${String(error)}`;
  }
  return 'no error';
};

describe('the filter line, read by the table', () => {
  test.each([
    [[], {}],
    [['staR=e', 'chOR=d'], { patterns: ['staR=e', 'chOR=d'] }],
    [['ÉCOLE'], { patterns: ['ÉCOLE'] }],
    [['-s'], { suggest: true }],
    [['-c', 'stare'], { count: true, patterns: ['stare'] }],
    [['stare', '--json'], { json: true, patterns: ['stare'] }],
    [['-s', '--strategy', 'entropy', 'fuzzy'], { suggest: true, strategy: 'entropy', patterns: ['fuzzy'] }],
    [['--strategy=best', '-s'], { suggest: true, strategy: 'best' }],
    [['--hard', '-a', '-q', '-1', 'crAne'], { hard: true, onlyAnswers: true, quiet: true, onePerLine: true, patterns: ['crAne'] }],
    [['-sq', 'stare'], { suggest: true, quiet: true, patterns: ['stare'] }],
    [['-n5', '-c'], { length: 5, count: true }],
    [['-n=4', '-c'], { length: 4, count: true }],
    [['--length=6'], { length: 6 }],
    [['-f', '-', 'crane'], { words: '-', patterns: ['crane'] }],
    [['--top', '3', '--json', 'crane'], { top: 3, json: true, patterns: ['crane'] }],
    [['--time-limit', '0.5', '--time-limit', '.25'], { timeLimit: 0.25 }],
    [['--hard=true', '--quiet=false'], { hard: true, quiet: false }],
    [['--hard', '--no-hard'], { hard: false }],
    [['crane', 'bench'], { patterns: ['crane', 'bench'] }],
    [['--', '-c', '--bogus'], { patterns: ['-c', '--bogus'] }],
    [['--web-url', 'staR=e'], { webUrl: true, patterns: ['staR=e'] }],
  ])('%j', (argv, changes) => {
    expect(parse(argv)).toEqual({ ...DEFAULT_OPTIONS, ...changes });
  });
});

test('the parsed types follow the table (checked by tsc)', () => {
  const shown = parseCommand(SHOW, ['show', 'abbey']);
  // (show's WORD may be left out for --seed; feedback's words may not.)
  expectTypeOf(shown.word).toEqualTypeOf<string | undefined>();
  expectTypeOf(parseCommand(FEEDBACK, ['feedback', 'crane', 'abbey']).guess).toEqualTypeOf<string>();
  expectTypeOf(shown.opener).toEqualTypeOf<string | undefined>();
  expectTypeOf(parse([]).strategy).toEqualTypeOf<StrategyName>();
  expectTypeOf(parse([]).top).toEqualTypeOf<number | undefined>();
  expectTypeOf(parse([]).timeLimit).toEqualTypeOf<number>();
  expectTypeOf(parse([]).color).toEqualTypeOf<ColorWhen>();
  expectTypeOf(parse([]).hard).toEqualTypeOf<boolean>();
  expectTypeOf(parse([]).patterns).toEqualTypeOf<readonly string[]>();
  expectTypeOf(parseCommand(BENCH, []).seed).toEqualTypeOf<number>();
  expectTypeOf(parseCommand(MCP, []).timeLimit).toEqualTypeOf<number | undefined>();
  // @ts-expect-error: show takes no patterns
  expect(shown.patterns).toBeUndefined();
});

describe('the line table agrees with the parser', () => {
  const table = lineTable();
  test.each([
    [[]],
    [['staR=e']],
    [['staR=e', 'chOR=d']],
    [['stare:bbbgb', 'chord:00120']],
    [['ÉCOLE']],
    [['-s']],
    [['-c', 'stare']],
    [['stare', '--json']],
    [['-s', '--strategy', 'entropy', 'fuzzy']],
    [['--strategy=best', '-s']],
    [['--hard', '-a', '-q', '-1', 'crAne']],
    [['--suggest', '--only-answers', '--quiet']],
    [['-s', '-s', 'crane']],
    [['--strategy', 'entropy', '--strategy', 'minimax', 'crane']],
    [['crane', 'bench']],
    [['--explain', 'crane']],
    [['--grep']],
    [['--web-url', 'staR=e']],
  ])('%j', (argv) => {
    const common = commonLine(table, argv);
    expect(common).toBeDefined();
    expect(common).toEqual(parse(argv));
  });

  test.each([
    [['--', 'bench']],
    [['completion']],
    [['bench']],
    [['-c', '-s', 'stare']],
    [['--explain', '--grep']],
    [['--strategy', 'nope']],
    [['--strategy']],
    [['-sq', 'stare']],
    [['-f', 'words.txt']],
    [['--top', '3']],
    [['-c', 'bench']],
    [['--help']],
    [['--hard=true']],
    [['--no-color']],
    [['-']],
    [['--strategy', 'entropy', 'show', 'abbey']],
  ])('%j is left to the parser', (argv) => {
    expect(commonLine(table, argv)).toBeUndefined();
  });
});

describe('which lines print a canned text (cli/canned.ts) instead of asking yargs', () => {
  test.each([
    [['--help'], '--help'],
    [['-h'], '--help'],
    [['--version'], '--version'],
    [['bench', '--help'], 'bench --help'],
    [['show', '-h'], 'show --help'],
    [['--help', 'bench'], undefined],
    [['-s', '--help'], undefined],
    [['bench', '--help', '--strategy'], undefined],
    [['--version', '--help'], undefined],
    [['-V'], undefined],
    [[], undefined],
  ])('%j: %s', (argv, key) => {
    expect(cannedKey(argv)).toBe(key);
  });
});

describe('which command a line runs, and whether yargs answers it with text', () => {
  test.each([
    [['staR=e'], 'filter', false],
    [['bench'], 'bench', false],
    [['-c', 'bench'], 'bench', false],
    [['--strategy', 'entropy', 'show', 'abbey'], 'show', false],
    [['-f', 'words.txt', 'bench'], 'bench', false],
    [['--', 'bench'], 'filter', false],
    [['completion'], 'completion', false],
    [['--help'], 'filter', true],
    [['bench', '-h'], 'bench', true],
    [['--version'], 'filter', true],
    [['--get-yargs-completions', 'wordle', '--'], 'filter', true],
    [['--', '--help'], 'filter', false],
  ])('%j', (argv, command, text) => {
    expect(commandOf(argv)).toBe(command);
    expect(asksForText(argv)).toBe(text);
  });
});

describe('firstWord: the command, if the line has one', () => {
  test.each([
    [['bench'], 'bench'],
    [['-c', 'bench'], 'bench'],
    [['--strategy', 'entropy', 'bench'], 'bench'],
    [['-f', 'bench', 'crane'], 'crane'],
    [['--', 'bench'], undefined],
    [['-s'], undefined],
  ])('%j', (argv, word) => {
    expect(firstWord(argv)).toBe(word);
  });
});

describe('bad lines: one message each, from the table', () => {
  test.each([
    [FILTER, ['--strategy', 'foo'], "--strategy 'foo' is not one of: coverage, entropy, minimax, best, positional"],
    [BENCH, ['bench', '-c'], "-c is not an option of 'wordle bench' (for the pattern 'bench', put -- before it)"],
    [BENCH, ['-c', '-n', '5', 'bench'], "-c, -n are not options of 'wordle bench' (for the pattern 'bench', put -- before it)"],
    [FILTER, ['--bogus', '-x'], '--bogus, -x are not options (see wordle --help)'],
    [
      BENCH,
      ['bench', '-c', '-c', '--bogus', '-c'],
      "-c, --bogus are not options of 'wordle bench' (for the pattern 'bench', put -- before it)",
    ],
    [FILTER, ['--no-strategy'], '--no-strategy is not an option (see wordle --help)'],
    [FILTER, ['-f'], '-f needs a value'],
    [FILTER, ['--top', '--json'], '--top needs a value'],
    [FILTER, ['--hard=maybe'], "--hard takes no value (got 'maybe')"],
    [FILTER, ['-q=1'], "-q takes no value (got '1')"],
    [FILTER, ['--color=sometimes'], '--color=sometimes: WHEN is one of always, never, auto'],
    [FILTER, ['-c', '-s'], '--count and --suggest cannot be used together'],
    [FILTER, ['-1', '--columns', '2'], '-1 and --columns cannot be used together'],
    [SHOW, ['show'], 'missing WORD: wordle show WORD'],
    [FEEDBACK, ['feedback', 'crane'], 'missing GUESS or ANSWER: wordle feedback GUESS ANSWER'],
    [SHOW, ['show', 'knoll', 'vivid'], "show takes no more arguments: 'vivid' (wordle show WORD)"],
    // An option the command lacks is named, not taken for its value.
    [SHOW, ['show', '-c', 'abbey'], "-c is not an option of 'wordle show' (for the pattern 'show', put -- before it)"],
    [
      FEEDBACK,
      ['feedback', '-c', 'crane', 'slate'],
      "-c is not an option of 'wordle feedback' (for the pattern 'feedback', put -- before it)",
    ],
    [
      COMPLETION,
      ['completion', '--json'],
      "--json is not an option of 'wordle completion' (for the pattern 'completion', put -- before it)",
    ],
    // Numbers are digits (and a point, for seconds), nothing else.
    [FILTER, ['--top', '0x10'], '--top needs a whole number of at least 1'],
    [FILTER, ['--top', '1e3'], '--top needs a whole number of at least 1'],
    [FILTER, ['--top', ' 3'], '--top needs a whole number of at least 1'],
    [FILTER, ['--top', '+3'], '--top needs a whole number of at least 1'],
    [FILTER, ['--top', '0b11'], '--top needs a whole number of at least 1'],
    [FILTER, ['--top', '99999999999999999999'], "--top '99999999999999999999' is too large"],
    [FILTER, ['-n', '0x10'], '--length needs a whole number from 1 to 64'],
    [FILTER, ['--time-limit', ''], '--time-limit needs a number of seconds, 0 or more'],
    [FILTER, ['--time-limit', '1e3'], '--time-limit needs a number of seconds, 0 or more'],
    [MCP, ['mcp', '--time-limit', '0'], '--time-limit needs a number of seconds, more than 0 and at most 3600'],
    [MCP, ['mcp', '--time-limit', '3601'], '--time-limit needs a number of seconds, more than 0 and at most 3600'],
    [BENCH, ['bench', '--seed', '-1'], '--seed needs a whole number from 0 to 4294967295'],
    [WEB, ['web', '--port', '0'], '--port needs a whole number of at least 1'],
  ] as const)('%#: %j', (command: CommandSpec, argv, message) => {
    expect(usageError(() => parseCommand(command, argv))).toBe(message);
  });

  test('good numbers are read', () => {
    expect(parseCommand(MCP, ['mcp', '--time-limit', '3600'])).toMatchObject({ timeLimit: 3600 });
    expect(parseCommand(MCP, ['mcp', '--time-limit', '0.5'])).toMatchObject({ timeLimit: 0.5 });
    expect(parseCommand(BENCH, ['bench', '--seed', '4294967295'])).toMatchObject({ seed: 4294967295 });
    expect(parse(['--top', '007'])).toMatchObject({ top: 7 });
  });
});

describe('the last value wins, for every single-valued option', () => {
  test.each([
    [['--why', 'crane', '--why', 'stare'], { why: 'stare' }],
    [['-f', 'a', '-f', 'b'], { words: 'b' }],
    [['--answers', 'nyt', '--answers', 'original'], { answers: 'original' }],
    [['-n', '4', '-n', '6'], { length: 6 }],
    [['--top', '3', '--top', '2'], { top: 2 }],
    [['--columns', '3', '--columns', '2'], { columns: 2 }],
    [['--strategy', 'entropy', '--strategy', 'minimax'], { strategy: 'minimax' }],
    [['--color', '--no-color'], { color: 'never' }],
    [['--no-color', '--color'], { color: 'auto' }],
    [['--color=never', '--color=always'], { color: 'always' }],
    [['--color=always', '--no-color'], { color: 'never' }],
    [['--colour=always', '--', '--color=never'], { color: 'always', patterns: ['--color=never'] }],
  ])('%j', (argv, expected) => {
    expect(parse(argv)).toMatchObject(expected);
  });

  test.each([
    [['bench', '--seed', '3', '--seed', '4', '--sample', '5', '--sample', '6'], { seed: 4, sample: 6 }],
    [
      ['bench', '--answers', 'nyt', '--answers', 'original', '--guesses', 'nyt', '--guesses', 'original'],
      { answers: 'original', guesses: 'original' },
    ],
    [['bench', '--workers', '1', '--workers', '2', '--opener', 'crane', '--opener', 'slate'], { workers: 2, opener: 'slate' }],
    [['bench'], { wide: false, book: true, seed: 1 }],
    [['bench', '--wide', '--no-book'], { wide: true, book: false }],
  ])('%j', (argv, expected) => {
    expect(parseCommand(BENCH, argv)).toMatchObject(expected);
  });

  test('play and show', () => {
    expect(
      parseCommand(PLAY, ['play', '--word', 'crane', '--word', 'slate', '--tries', '3', '--tries', '4', '--seed', '1', '--seed', '2']),
    ).toMatchObject({ word: 'slate', tries: 4, seed: 2 });
    expect(parseCommand(SHOW, ['show', '--opener', 'crane', '--opener', 'slate', '-f', 'a', '-f', 'b', 'abbey'])).toMatchObject({
      opener: 'slate',
      words: 'b',
      word: 'abbey',
    });
  });
});

describe('emptyList: no word of the length', () => {
  test.each([
    [{ kind: 'bundled' }, 6, false, ['benchh'], { message: "no 6-letter words in wordle.txt: did you mean 'bench'?", status: 2 }],
    [{ kind: 'bundled' }, 4, false, ['help'], { message: 'no 4-letter words in wordle.txt: did you mean --help?', status: 2 }],
    [{ kind: 'bundled' }, 3, false, ['sta'], { message: 'no 3-letter words in wordle.txt', status: 2 }],
    [{ kind: 'bundled' }, 6, false, [], { message: 'no 6-letter words in wordle.txt', status: 2 }],
    [{ kind: 'stdin' }, 5, true, ['crane'], { message: 'no words in stdin (it is empty)', status: 1 }],
    [{ kind: 'file', path: 'w.txt' }, 5, false, ['crane'], { message: 'no 5-letter words in w.txt', status: 1 }],
    // A list of ours (-f english, -f original) is named as it was chosen, and a length it lacks is a mistake on the line.
    [
      { kind: 'file', path: '/pkg/data/english.txt', ours: 'english' },
      1,
      false,
      [],
      { message: 'no 1-letter words in english', status: 2 },
    ],
  ] as const)('%j length %d', (source, length, empty, patterns, expected) => {
    expect(emptyList(source, length, empty, patterns, Object.keys(COMMAND_SPECS))).toEqual(expected);
  });

  test.each([
    ['benchh', "'bench'"],
    ['shoe', "'show'"],
    ['asist', "'assist'"],
    ['hlp', '--help'],
    ['revew', "'review'"],
    ['absurdl', "'absurdle'"],
    ['mpc', undefined],
    ['sta', undefined],
    ['crane', undefined],
  ])('didYouMean %s: every command of the table', (word, meant) => {
    expect(didYouMean(word, Object.keys(COMMAND_SPECS))).toBe(meant);
  });
});
