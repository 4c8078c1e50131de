// The shell contract (issue 8): aliases repeat options, commands and patterns share one rule,
// errors are one line, limits are checked, and pipes, chains and odd input behave.
import { describe, expect, test } from 'vitest';
import { wordle } from './run.ts';

describe('a repeated option: the last value wins (aliases)', () => {
  test.each([
    [['--why', 'crane', '--why', 'stare', 'staR=e'], ['--why', 'stare', 'staR=e']],
    [['--top', '2', '--strategy', 'entropy', '--strategy', 'minimax', 'crane'], ['--top', '2', '--strategy', 'minimax', 'crane']],
    [['--top', '3', '--top', '2', 'crane'], ['--top', '2', 'crane']],
    [['-f', '/nonexistent/a', '-f', '/nonexistent/b', 'crane'], ['-f', '/nonexistent/b', 'crane']],
    [['--strategy', 'entropy', '-s', '--strategy', 'minimax', 'crane'], ['-s', '--strategy', 'minimax', 'crane']],
    [['-s', '-s', 'crane'], ['-s', 'crane']],
    [['--columns', '3', '--columns', '2', 'staR=e', 'chOR=d'], ['--columns', '2', 'staR=e', 'chOR=d']],
    [['show', '--strategy', 'entropy', '--strategy', 'minimax', 'abbey'], ['show', '--strategy', 'minimax', 'abbey']],
    [['show', '--opener', 'crane', '--opener', 'slate', 'abbey'], ['show', '--opener', 'slate', 'abbey']],
    [['bench', '--opener', 'crane', '--opener', 'slate', '--sample', '2', '--json'], ['bench', '--opener', 'slate', '--sample', '2', '--json']],
    [['feedback', '--tiles', '--tiles', 'crane', 'slate'], ['feedback', '--tiles', 'crane', 'slate']],
  ])('%j is %j', (repeated, once) => {
    const strip = (text: string) => text.replace(/"seconds": [\d.e-]+/, '');
    const a = wordle(repeated);
    const b = wordle(once);
    expect(a.stderr).not.toMatch(/internal error|TypeError/);
    expect({ ...a, stdout: strip(a.stdout) }).toEqual({ ...b, stdout: strip(b.stdout) });
  });

  test('play --word twice plays the last', () => {
    const run = wordle(['play', '--word', 'crane', '--word', 'slate'], { input: 'slate\n' });
    expect(run.stdout).toContain('Solved SLATE in 1/6.');
    expect(run.status).toBe(0);
  });

  test('assist --strategy twice uses the last', () => {
    const run = wordle(['assist', '--strategy', 'entropy', '--strategy', 'minimax', 'staR=e'], { input: '/quit\n' });
    expect(run.stdout).toContain('suggestions (minimax):');
  });
});

describe('command words: a command when first, a pattern after -- or another pattern', () => {
  test('-c bench asks for bench, and says how to match the word bench', () => {
    expect(wordle(['-c', 'bench'])).toEqual({
      stdout: '',
      stderr: "wordle: -c is not an option of 'wordle bench' (for the pattern 'bench', put -- before it)\n",
      status: 2,
    });
    expect(wordle(['-c', '-n', '5', 'bench']).stderr).toBe(
      "wordle: -c, -n are not options of 'wordle bench' (for the pattern 'bench', put -- before it)\n",
    );
  });

  test('options that a command has may come before it (an alias with options)', () => {
    const run = wordle(['--strategy', 'entropy', 'show', 'abbey']);
    expect(run.stdout).toContain('Solved ABBEY in');
    expect(run.stdout).toContain('(entropy)');
  });

  test('-- makes it a pattern; after a pattern it is a pattern', () => {
    expect(wordle(['-c', '--', 'bench'])).toEqual({ stdout: '3808\n', stderr: '', status: 0 });
    expect(wordle(['-c', 'crane', 'bench']).status).toBe(0);
  });
});

describe('errors are one line that says what was wrong and what is accepted', () => {
  test.each([
    [['--strategy', 'foo', 'crane'], "wordle: --strategy 'foo' is not one of: coverage, entropy, minimax, best"],
    [['bench', '--strategy', 'foo'], "wordle: --strategy 'foo' is not one of: coverage, entropy, minimax, best"],
    [['show'], 'wordle: missing WORD: wordle show WORD'],
    [['feedback', 'crane'], 'wordle: missing GUESS or ANSWER: wordle feedback GUESS ANSWER'],
    [['st\nare'], "wordle: bad pattern 'st\\nare': '\\n' is not a letter"],
    [['sta\u0007re'], "wordle: bad pattern 'sta\\u{7}re': '\\u{7}' is not a letter"],
    [['--bogus'], 'wordle: --bogus is not an option (see wordle --help)'],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });
});

describe('limits: word length and numbers', () => {
  test.each([
    [['-n', '100000'], 'wordle: --length needs a whole number from 1 to 64'],
    [['-n', '99999999999'], 'wordle: --length needs a whole number from 1 to 64'],
    [['-n', '1e9'], 'wordle: --length needs a whole number from 1 to 64'],
    [['-n', '0'], 'wordle: --length needs a whole number from 1 to 64'],
    [['a'.repeat(65)], `wordle: bad pattern '${'a'.repeat(65)}': 65 letters, more than the 64 a word may have`],
    [['a'.repeat(100000)], `wordle: bad pattern '${'a'.repeat(40)}...${'a'.repeat(20)}': longer than 64 letters`],
  ])('%#: %s', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });

  test.each([
    [['bench', '--sample', '1', '--seed', 'abc']],
    [['bench', '--sample', '1', '--seed', '-1']],
    [['bench', '--sample', '1', '--seed', '1e999']],
    [['bench', '--sample', '1', '--seed', '1.5']],
    [['play', '--seed', 'abc']],
    [['play', '--seed', '4294967296']],
  ])('%j', (args) => {
    expect(wordle(args, { input: '' })).toEqual({ stdout: '', stderr: 'wordle: --seed needs a whole number from 0 to 4294967295\n', status: 2 });
  });

  test.each([
    [['show', 'knoll', 'vivid'], "wordle: show takes no more arguments: 'vivid' (wordle show WORD)"],
    [['feedback', 'crane', 'chord', 'extra'], "wordle: feedback takes no more arguments: 'extra' (wordle feedback GUESS ANSWER)"],
    [['completion', 'extra'], "wordle: completion takes no more arguments: 'extra' (wordle completion)"],
    [['play', 'crane'], "wordle: play takes no more arguments: 'crane' (wordle play [options])"],
  ])('extra arguments are refused: %j', (args, message) => {
    expect(wordle(args, { input: '' })).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });
});
