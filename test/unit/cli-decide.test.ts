import { describe, expect, test } from 'vitest';
import { parseArgs, usageMessage } from '../../cli/args.ts';
import { chooseWordSource, didYouMean, emptyList, exitStatus, needsSuggestion, onceEach, planOutput } from '../../cli/decide.ts';
import { DEFAULT_OPTIONS, firstWord, type Options, parseWithoutOptions } from '../../cli/options.ts';

const options = (changes: Partial<Options>): Options => ({ ...DEFAULT_OPTIONS, ...changes });
const tty = { stdoutIsTTY: true, width: 80, noColor: false };
const pipe = { stdoutIsTTY: false, width: undefined, noColor: false };

describe('chooseWordSource', () => {
  test.each([
    [undefined, 'terminal', { kind: 'bundled' }],
    [undefined, 'null', { kind: 'bundled' }],
    [undefined, 'closed', { kind: 'bundled' }],
    [undefined, 'device', { kind: 'bundled' }],
    [undefined, 'pipe', { kind: 'stdin' }],
    [undefined, 'file', { kind: 'stdin' }],
    ['-', 'terminal', { kind: 'stdin' }],
    ['w.txt', 'pipe', { kind: 'file', path: 'w.txt' }],
  ] as const)('-f %s with stdin %s', (words, stdin, source) => {
    expect(chooseWordSource(words, stdin)).toEqual(source);
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

describe('the fast path without yargs agrees with yargs', () => {
  test.each([
    [[]],
    [['staR=e']],
    [['staR=e', 'chOR=d']],
    [['stare:bbbgb', 'chord:00120']],
    [['BoB=bY=']],
    [['ÉCOLE']],
    [['-s']],
    [['-c', 'stare']],
    [['stare', '--json']],
    [['-s', '--strategy', 'entropy', 'fuzzy']],
    [['--strategy=best', '-s']],
    [['--hard', '-a', '-q', '-1', 'crAne']],
    [['--suggest', '--only-answers', '--quiet', '--count'].slice(0, 3)],
    [['-s', '-s', 'crane']],
    [['--strategy', 'entropy', '--strategy', 'minimax', 'crane']],
    [['--strategy=best', '--strategy', 'entropy']],
    [['crane', 'bench']],
  ])('%j', async (argv) => {
    const fast = parseWithoutOptions(argv);
    expect(fast).toBeDefined();
    expect(fast).toEqual(await parseArgs(argv, '0'));
  });

  test.each([
    [['--', 'bench']],
    [['completion']],
    [['bench']],
    [['-c', '-s', 'stare']],
    [['--strategy', 'nope']],
    [['-sq', 'stare']],
    [['-f', 'words.txt']],
    [['--top', '3']],
    [['-c', 'bench']],
    [['--strategy', 'entropy', 'show', 'abbey']],
    [['-f', 'words.txt', 'bench']],
  ])('%j goes to yargs', (argv) => {
    expect(parseWithoutOptions(argv)).toBeUndefined();
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

describe('usageMessage: yargs failures in one line', () => {
  test.each([
    ['Invalid values:\n  Argument: strategy, Given: "foo", Choices: "coverage", "entropy"', undefined, "--strategy 'foo' is not one of: coverage, entropy"],
    ['Unknown argument: c', 'bench', "-c is not an option of 'wordle bench' (for the pattern 'bench', put -- before it)"],
    ['Unknown arguments: bogus, x', undefined, '--bogus, -x are not options (see wordle --help)'],
    ['Not enough arguments following: f', undefined, '-f needs a value'],
    ['Not enough non-option arguments: got 0, need at least 1', 'show', 'missing WORD: wordle show WORD'],
    ['two\nlines', undefined, 'two; lines'],
  ])('%j in %s', (message, command, line) => {
    expect(usageMessage(message, command)).toBe(line);
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
    [['--color', '--no-color'], { color: 'never' }],
    [['--no-color', '--color'], { color: 'auto' }],
    [['--color=never', '--color=always'], { color: 'always' }],
    [['--color=always', '--no-color'], { color: 'never' }],
    [['--colour=always', '--', '--color=never'], { color: 'always', patterns: ['--color=never'] }],
  ])('%j', async (argv, expected) => {
    const parsed = await parseArgs(argv, '0');
    expect(parsed.kind === 'run' && parsed.options).toMatchObject(expected);
  });

  test.each([
    [['bench', '--seed', '3', '--seed', '4', '--sample', '5', '--sample', '6'], { seed: 4, sample: 6 }],
    [['bench', '--answers', 'nyt', '--answers', 'original', '--guesses', 'nyt', '--guesses', 'original'], { answers: 'original', guesses: 'original' }],
    [['bench', '--workers', '1', '--workers', '2', '--opener', 'crane', '--opener', 'slate'], { workers: 2, opener: 'slate' }],
    [['bench'], { wide: false, book: true }],
    [['bench', '--wide', '--no-book'], { wide: true, book: false }],
  ])('%j', async (argv, expected) => {
    const parsed = await parseArgs(argv, '0');
    expect(parsed.kind === 'bench' && parsed.options).toMatchObject(expected);
  });

  test('play and show', async () => {
    expect(await parseArgs(['play', '--word', 'crane', '--word', 'slate', '--tries', '3', '--tries', '4', '--seed', '1', '--seed', '2'], '0')).toMatchObject({ word: 'slate', tries: 4, seed: 2 });
    expect(await parseArgs(['show', '--opener', 'crane', '--opener', 'slate', '-f', 'a', '-f', 'b', 'abbey'], '0')).toMatchObject({ opener: 'slate', options: { words: 'b' } });
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
  ] as const)('%j length %d', (source, length, empty, patterns, expected) => {
    expect(emptyList(source, length, empty, patterns)).toEqual(expected);
  });

  test.each([
    ['benchh', "'bench'"],
    ['shoe', "'show'"],
    ['asist', "'assist'"],
    ['hlp', '--help'],
    ['sta', undefined],
    ['crane', undefined],
  ])('didYouMean %s', (word, meant) => {
    expect(didYouMean(word)).toBe(meant);
  });
});

describe('onceEach: first occurrences, in order', () => {
  test.each([
    [[], []],
    [['a'], ['a']],
    [['b', 'a', 'b', 'c', 'a'], ['b', 'a', 'c']],
  ])('%j', (words, once) => {
    expect(onceEach(words)).toEqual(once);
  });
});
