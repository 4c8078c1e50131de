// The shell contract: aliases repeat options, commands and patterns share one rule,
// errors are one line, limits are checked, and pipes, chains and odd input behave.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { STRATEGY_NAMES } from '../../lib/solve/rules.ts';
import { displayWidth } from '../../lib/talk/format.ts';
import { typeInTerminal } from './pty.ts';
import { BIN, inTerminal, ROOT, shell, wordle } from './run.ts';

describe('a repeated option: the last value wins (aliases)', () => {
  test.each([
    [
      ['--why', 'crane', '--why', 'stare', 'staR=e'],
      ['--why', 'stare', 'staR=e'],
    ],
    [
      ['--top', '2', '--strategy', 'entropy', '--strategy', 'minimax', 'crane'],
      ['--top', '2', '--strategy', 'minimax', 'crane'],
    ],
    [
      ['--top', '3', '--top', '2', 'crane'],
      ['--top', '2', 'crane'],
    ],
    [
      ['-f', '/nonexistent/a', '-f', '/nonexistent/b', 'crane'],
      ['-f', '/nonexistent/b', 'crane'],
    ],
    [
      ['--strategy', 'entropy', '-s', '--strategy', 'minimax', 'crane'],
      ['-s', '--strategy', 'minimax', 'crane'],
    ],
    [
      ['-s', '-s', 'crane'],
      ['-s', 'crane'],
    ],
    [
      ['--columns', '3', '--columns', '2', 'staR=e', 'chOR=d'],
      ['--columns', '2', 'staR=e', 'chOR=d'],
    ],
    [
      ['show', '--strategy', 'entropy', '--strategy', 'minimax', 'abbey'],
      ['show', '--strategy', 'minimax', 'abbey'],
    ],
    [
      ['show', '--opener', 'crane', '--opener', 'slate', 'abbey'],
      ['show', '--opener', 'slate', 'abbey'],
    ],
    [
      ['bench', '--opener', 'crane', '--opener', 'slate', '--sample', '2', '--json'],
      ['bench', '--opener', 'slate', '--sample', '2', '--json'],
    ],
    [
      ['feedback', '--tiles', '--tiles', 'crane', 'slate'],
      ['feedback', '--tiles', 'crane', 'slate'],
    ],
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
    [['--strategy', 'foo', 'crane'], "wordle: --strategy 'foo' is not one of: coverage, entropy, minimax, best, positional"],
    [['bench', '--strategy', 'foo'], "wordle: --strategy 'foo' is not one of: coverage, entropy, minimax, best, positional"],
    [['show'], 'wordle: missing WORD: wordle show WORD'],
    [['feedback', 'crane'], 'wordle: missing GUESS or ANSWER: wordle feedback GUESS ANSWER'],
    [['st\nare'], "wordle: bad pattern 'st\\nare': '\\n' is not a letter"],
    [['sta\u0007re'], "wordle: bad pattern 'sta\\u{7}re': '\\u{7}' is not a letter"],
    [['--bogus'], 'wordle: --bogus is not an option (see wordle --help)'],
    // A switch given a value yargs would read as false, silently.
    [['--hard=maybe', '-s', 'crane'], "wordle: --hard takes no value (got 'maybe')"],
    [['-q=1', 'crane'], "wordle: -q takes no value (got '1')"],
    [['bench', '--wide=yes'], "wordle: --wide takes no value (got 'yes')"],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });
});

describe('numbers are digits, and an option a command lacks is named', () => {
  test.each([
    [['--top', '0x10', 'crane'], 'wordle: --top needs a whole number of at least 1'],
    [['--top', '1e3', 'crane'], 'wordle: --top needs a whole number of at least 1'],
    [['--top', ' 3', 'crane'], 'wordle: --top needs a whole number of at least 1'],
    [['--top', '+3', 'crane'], 'wordle: --top needs a whole number of at least 1'],
    [['--top', '0b11', 'crane'], 'wordle: --top needs a whole number of at least 1'],
    [['--top', '99999999999999999999', 'crane'], "wordle: --top '99999999999999999999' is too large"],
    [['-n', '0x10', '-c'], 'wordle: --length needs a whole number from 1 to 64'],
    [['bench', '--sample', '0x10'], 'wordle: --sample needs a whole number of at least 1'],
    [['--time-limit', '', '--strategy', 'best', '-s', 'crane'], 'wordle: --time-limit needs a number of seconds, 0 or more'],
    [['mcp', '--time-limit', '0'], 'wordle: --time-limit needs a number of seconds, more than 0 and at most 3600'],
    [['show', '-c', 'abbey'], "wordle: -c is not an option of 'wordle show' (for the pattern 'show', put -- before it)"],
    [
      ['feedback', '-c', 'crane', 'slate'],
      "wordle: -c is not an option of 'wordle feedback' (for the pattern 'feedback', put -- before it)",
    ],
    [
      ['feedback', '--bogus', 'crane', 'slate'],
      "wordle: --bogus is not an option of 'wordle feedback' (for the pattern 'feedback', put -- before it)",
    ],
    [['completion', '--json'], "wordle: --json is not an option of 'wordle completion' (for the pattern 'completion', put -- before it)"],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });

  test('the numbers that are numbers still work', () => {
    expect(wordle(['--top', '02', 'crane']).stdout.trim().split('\n')).toHaveLength(3);
    expect(wordle(['-n', '5', '-c', 'crane']).stdout).toBe('1787\n');
    expect(wordle(['--time-limit', '0.5', '--strategy', 'best', '-s', 'crAne', 'sLAnt']).status).toBe(0);
  });
});

test('the main bundle holds no yargs (it loads for --help, --version and completion only), nor the parser', () => {
  const bundle = readFileSync(join(ROOT, 'dist', 'wordle.cjs'), 'utf8');
  expect(readFileSync(join(ROOT, 'dist', 'args.cjs'), 'utf8')).toMatch(/^\/\/ node_modules\/yargs/m);
  expect(bundle).not.toMatch(/^\/\/ node_modules\/yargs/m);
  // Nor any command's code but the filter's: each is a bundle of its own.
  expect(bundle).not.toMatch(/^\/\/ cli\/commands\/(?!filter)/m);
  expect(bundle).toMatch(/^\/\/ cli\/commands\/filter\.ts/m);
  // Nor the parser and its table: a common turn reads what it needs of them as data (cli/line-table.ts).
  expect(bundle).not.toMatch(/^\/\/ cli\/(options|spec)\.ts/m);
});

test('a switch may still say true or false', () => {
  expect(wordle(['--hard=true', '-s', 'crane'])).toEqual(wordle(['--hard', '-s', 'crane']));
  expect(wordle(['--hard=false', '-s', 'crane'])).toEqual(wordle(['-s', 'crane']));
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
    expect(wordle(args, { input: '' })).toEqual({
      stdout: '',
      stderr: 'wordle: --seed needs a whole number from 0 to 4294967295\n',
      status: 2,
    });
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

describe('a chain equals one call', () => {
  test.each([
    ['bin/wordle crAne 2>/dev/null | bin/wordle sLAnt', 'bin/wordle crAne sLAnt'],
    ['bin/wordle crAne 2>/dev/null | bin/wordle -s sLAnt', 'bin/wordle -s crAne sLAnt'],
    ['bin/wordle staR=e 2>/dev/null | bin/wordle chOR=d', 'bin/wordle staR=e chOR=d'],
    ['bin/wordle -a crAne 2>/dev/null | bin/wordle -a sLAnt', 'bin/wordle -a crAne sLAnt'],
    ['bin/wordle crAne 2>/dev/null | bin/wordle -f - -c sLAnt', 'bin/wordle -c crAne sLAnt'],
  ])('%s', (chain, call) => {
    expect(shell(chain)).toEqual(shell(call));
  });

  test('--json: the same matches, likely answers and suggestion', () => {
    const pick = (text: string) => {
      const { matches, count, likelyAnswers, suggestion, top } = JSON.parse(text);
      return { matches, count, likelyAnswers, suggestion, top };
    };
    expect(pick(shell('bin/wordle crAne 2>/dev/null | bin/wordle --json sLAnt').stdout)).toEqual(
      pick(shell('bin/wordle --json crAne sLAnt').stdout),
    );
  });

  test('the README example: 216 matches, 36 likely answers, doily', () => {
    expect(shell('bin/wordle crAne 2>/dev/null | bin/wordle sLAnt').stderr).toBe(
      '216 possible matches (36 likely answers)\nguess for next word: doily\n',
    );
  });

  test('a list with no likely answer counts every word, and says so once', () => {
    const run = wordle(['staR=e'], { input: 'xxxrx\nyyyry\n' });
    expect(run.stdout).toBe('xxxrx\nyyyry\n');
    expect(run.stderr.match(/no match is on the answers list/g)).toHaveLength(1);
  });
});

describe('no word of the length: say so on stderr, stdout clean', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-contract-'));
  const empty = join(dir, 'empty.txt');
  writeFileSync(empty, '');
  const binary = join(dir, 'binary');
  writeFileSync(binary, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  test.each([
    [['-c', 'staR=e', 'chOR=d'], '', 'wordle: no words in stdin (it is empty)', 1],
    [['-c', '-f', empty, 'staR=e'], undefined, `wordle: no words in ${empty} (it is empty)`, 1],
    [['-f', binary, 'staR=e'], undefined, `wordle: no 5-letter words in ${binary}`, 1],
    [['crane'], 'abc\nabcdef\n', 'wordle: no 5-letter words in stdin', 1],
    [['help'], undefined, 'wordle: no 4-letter words in wordle.txt: did you mean --help?', 2],
    [['benchh'], undefined, "wordle: no 6-letter words in wordle.txt: did you mean 'bench'?", 2],
    [['sta'], undefined, 'wordle: no 3-letter words in wordle.txt', 2],
    [['-n', '6'], undefined, 'wordle: no 6-letter words in wordle.txt', 2],
    [['-c', '-n', '6'], undefined, 'wordle: no 6-letter words in wordle.txt', 2],
  ])('%j', (args, input, message, status) => {
    expect(wordle(args, { input })).toEqual({ stdout: '', stderr: `${message}\n`, status });
  });

  test('words of the length that do not match are still a plain 0', () => {
    expect(wordle(['-c', 'staR=e'], { input: 'abbey\n' })).toEqual({ stdout: '0\n', stderr: '', status: 1 });
  });

  test("a file that cannot be read twice (the shell's <(...), a pipe) is judged as it was read", () => {
    // (It was read again to tell "no word of the length" from "no match": a pipe is empty then.)
    expect(shell(`bin/wordle -c -f <(printf 'abbey\\ncrane\\n') staR=e`, { shell: 'bash' })).toEqual({
      stdout: '0\n',
      stderr: '',
      status: 1,
    });
    const none = shell(`bin/wordle -c -f <(printf 'abc\\nabcdef\\n') staR=e`, { shell: 'bash' });
    expect(none).toMatchObject({ stdout: '', status: 1 });
    expect(none.stderr).toMatch(/^wordle: no 5-letter words in \/dev\/fd\/\d+\n$/);
    expect(shell(`bin/wordle -f <(printf 'crane\\nslate\\nhello\\n') crA=nE=`, { shell: 'bash' }).stdout).toBe('slate\n');
  });
});

describe('duplicate lines count once, where they first occur', () => {
  test('piped', () => {
    expect(wordle(['staR=e', 'chOR=d'], { input: 'lorry\nlorry\nworry\nLorry\n' })).toEqual({
      stdout: 'lorry\nworry\n',
      stderr: '2 possible matches\nguess for next word: lorry\n',
      status: 0,
    });
    expect(wordle(['-c', 'staR=e'], { input: 'lorry\nworry\nlorry\n' }).stdout).toBe('2\n');
  });
});

describe('long lines', () => {
  test('a line far longer than any word is skipped, and the words after it are read', () => {
    const run = shell("{ echo abbey; head -c 5000000 /dev/zero | tr '\\0' a; echo; echo lorry; } | bin/wordle -q staR=e");
    expect(run).toEqual({ stdout: 'lorry\n', stderr: '', status: 0 });
  });
});

describe('printed patterns parse back to the same guess', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-roundtrip-'));
  // Seeded pairs over alphabets whose case is odd: ß, ﬁ, final ς, dotless ı, caseless Hebrew.
  const ALPHABETS = ['abßüe', 'αβγοσςλ', 'ﬁﬂab', 'ıiaé', 'שלוםא', 'абвгдё'];
  let state = 7;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 8) % n;
  };
  const pairs = ALPHABETS.flatMap((alphabet) => {
    const letters = Array.from(alphabet);
    const word = () => Array.from({ length: 5 }, () => letters[next(letters.length)]).join('');
    return [[word(), word()] as const];
  });
  const list = join(dir, 'list.txt');
  writeFileSync(list, `${pairs.map(([, answer]) => answer).join('\n')}\n`);

  test.each(pairs)('wordle -f LIST "$(wordle feedback %s %s)" has the answer', (guess, answer) => {
    const run = shell(`bin/wordle -q -f '${list}' "$(bin/wordle feedback ${guess} ${answer})"`);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toContain(answer);
  });

  test('feedback, show and show --json print the round-trip form', () => {
    expect(wordle(['feedback', 'größe', 'grüße']).stdout).toBe('größe:ggbgg\n');
    expect(wordle(['feedback', 'λόγος', 'λόγος']).stdout).toBe('λόγος:ggggg\n');
    const words = join(dir, 'greek.txt');
    writeFileSync(words, 'λόγος\nλόγοσ\nκόσμος\n');
    const shown = JSON.parse(wordle(['show', '--json', '-f', words, 'λόγος']).stdout);
    for (const { pattern } of shown.guesses) expect(pattern).not.toContain('Σ');
  });
});

describe('assist', () => {
  test('the first turn shows five suggestions', () => {
    const run = wordle(['assist'], { input: '/quit\n' });
    expect(run.stdout).toMatch(/suggestions \(coverage\):\n {2}1\. \w+.*\n {2}2\. .*\n {2}3\. .*\n {2}4\. .*\n {2}5\. /);
  });

  test('one likely answer left: no filler suggestions', () => {
    const run = wordle(['assist', '--strategy', 'entropy', 'staR=e', 'chOR=d', 'mOUR=n'], { input: '/quit\n' });
    expect(run.stdout).toBe(
      '2 possible matches (1 likely answer)\npossible answers: burro\nsuggestions (entropy):\n  1. burro  bits 0.000, 1.0 left on average, may win now\n',
    );
  });

  test('a guess in capitals is read as a guess', () => {
    const run = wordle(['assist'], { input: 'CRANE\nbbbbb\n' });
    expect(run.stdout).not.toContain('No word fits those tiles');
    expect(run.stdout).toContain('1787 possible matches');
  });

  test('--hard refuses a guess that breaks hard mode; a repeated guess is refused', () => {
    const run = wordle(['assist', '--hard'], { input: 'stare\nbyybb\ncrony\nstare\n' });
    expect(run.stdout).toContain('CRONY breaks hard mode: the guess must contain T.\n');
    expect(run.stdout).toContain('STARE was played already.\n');
  });

  test('patterns no word fits: stderr, exit 1, as the filter', () => {
    expect(wordle(['assist', 'staR=e', 'chord'], { input: '' })).toEqual({
      stdout: '',
      stderr: "wordle: no word can match patterns 'staR=e' and 'chord' together: 'staR=e' has r, 'chord' says there is no r\n",
      status: 1,
    });
  });

  test('| head ends quietly', () => {
    const run = shell("printf 'stare\\nbyybb\\n/cands\\n/quit\\n' | bin/wordle assist | head -1");
    expect(run).toEqual({ stdout: '14855 possible matches (3158 likely answers)\n', stderr: '', status: 0 });
  });
});

describe('words given to play, show and --why must be on the list', () => {
  test.each([
    [['play', '--word', 'qqqqq'], "wordle: 'qqqqq' is not in the word list (wordle.txt)"],
    [['play', '--word', 'abc'], "wordle: 'abc' is not in the word list (wordle.txt)"],
    [['play', '--word', 'notaword'], "wordle: 'notaword' is not in the word list (wordle.txt)"],
    [['play', '--word', ''], 'wordle: --word needs a word'],
    [['show', '--opener', 'xxxxx', 'abbey'], "wordle: 'xxxxx' is not in the word list (wordle.txt)"],
    [['--why', 'qqqqq', 'staR=e'], "wordle: 'qqqqq' is not in the word list (wordle.txt)"],
  ])('%j', (args, message) => {
    expect(wordle(args, { input: args[0] === 'play' ? '' : undefined })).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });

  test('a word of the list is fine', () => {
    expect(wordle(['show', '--opener', 'crane', 'abbey']).stdout).toMatch(/^ 1\. crane/);
    expect(wordle(['--why', 'lorry', 'staR=e']).stdout).toMatch(/^LORRY: /);
  });
});

describe('interactive details', () => {
  test('the keyboard without colour keeps its columns: two a key', () => {
    const run = wordle(['play', '--word', 'abbey'], { input: 'abide\n' });
    expect(run.stdout).toContain('1/6 A=B=idE\nq w E r t y u . o p\n A=s . f g h j k l\n  z x c v B=n m\n');
  });

  test('the hard-mode share grid has the *', () => {
    const run = wordle(['play', '--word', 'abbey', '--hard'], { input: 'abbey\n' });
    expect(run.stdout).toContain('Wordle 1/6*\n');
  });

  test('Ctrl-D on a terminal ends the prompt line first', async () => {
    // A pseudo-terminal: the guess, then at the next prompt Ctrl-D (EOT).
    const run = await typeInTerminal(
      `${BIN} play --word abbey`,
      [
        { after: 'guess 1/6: ', keys: 'stare\n' },
        { after: 'guess 2/6: ', keys: '\x04' },
      ],
      { NO_COLOR: '1' },
    );
    expect(run.reached).toBe(2);
    const text = run.stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replaceAll('\r', '');
    expect(text).toMatch(/guess 2\/6: \nThe word was ABBEY\./);
  });

  test('show and --why wrap at word boundaries to a narrow terminal', () => {
    for (const args of ['show abbey', '--why lorry staR=e chOR=d']) {
      const narrow = inTerminal(args, { NO_COLOR: '1' }, 40).stdout;
      const wide = wordle(args.split(' ')).stdout;
      for (const line of narrow.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(40);
      // The same words, in the same order: only spaces and line ends differ.
      expect(narrow.split(/\s+/).join(' ')).toBe(wide.split(/\s+/).join(' '));
    }
  });
});

describe('help and completion', () => {
  const complete = (...words: string[]) =>
    wordle(['--get-yargs-completions', 'wordle', ...words])
      .stdout.split('\n')
      .filter(Boolean);

  test('options complete as they are spelt, --no-color included', () => {
    const options = complete('--');
    expect(options).toEqual(expect.arrayContaining(['-1', '-f', '-n', '-c', '-s', '-a', '-q', '--color', '--no-color', '--strategy']));
    expect(options.filter((option) => /^--.$/.test(option))).toEqual([]);
  });

  test.each([
    // The lists by name after -f and --answers (a word that is none of them: the shell's file names), each command's own.
    [
      ['--answers', ''],
      ['2023', 'nyt', 'original', 'es', 'fr', 'english', 'all'],
    ],
    [['--answers', 'n'], ['nyt']],
    [
      ['-f', ''],
      ['nyt', 'original', 'english', 'es', 'fr'],
    ],
    [
      ['play', '-f', 'e'],
      ['english', 'es'],
    ],
    [
      ['review', '--answers', 'e'],
      ['es', 'english'],
    ],
    [['-f', 'my'], []],
    [
      ['bench', '--answers', ''],
      ['2023', 'nyt', 'original'],
    ],
    [
      ['bench', '--guesses', ''],
      ['nyt', 'original'],
    ],
    [
      ['--strategy', ''],
      // (The registry's strategies, every one.)
      [...STRATEGY_NAMES],
    ],
    [['bench', '--strategy', 'm'], ['minimax']],
  ])('values after %j', (words, values) => {
    expect(complete(...words)).toEqual(values);
  });

  test('completion --help is help, not the script', () => {
    const run = wordle(['completion', '--help']);
    expect(run.stdout).toMatch(/^Usage: wordle completion\n/);
    expect(run.stdout).not.toContain('_wordle_yargs_completions');
  });

  test('feedback --help has a Usage line; show --help describes WORD; play has no --strategy', () => {
    expect(wordle(['feedback', '--help']).stdout).toMatch(/^Usage: wordle feedback GUESS ANSWER/);
    expect(wordle(['show', '--help']).stdout).toMatch(/\n {2}word {2}the hidden word/);
    expect(wordle(['play', '--help']).stdout).not.toContain('--strategy');
  });
});

describe('--color=WHEN', () => {
  test('always colours a pipe, even with NO_COLOR', () => {
    const run = wordle(['--color=always', 'staR=e', 'chOR=d'], { env: { NO_COLOR: '1' } });
    expect(run.stderr).toBe('\x1b[2m15 possible matches (4 likely answers)\x1b[0m\nguess for next word: \x1b[1;32mlorry\x1b[0m\n');
    expect(wordle(['play', '--color=always', '--word', 'abbey'], { input: 'stare\n' }).stdout).toContain('\x1b[1;97;48;5;');
  });

  test('never, and auto, on a terminal; the last one wins', () => {
    expect(inTerminal('--color=never staR=e chOR=d').stdout).not.toContain('\x1b[');
    expect(inTerminal('--color=auto staR=e chOR=d').stdout).toContain('\x1b[2m15 possible matches');
    expect(inTerminal('--color=always --no-color staR=e chOR=d').stdout).not.toContain('\x1b[');
    expect(wordle(['--color=never', '--color=always', 'staR=e']).stderr).toContain('\x1b[');
  });

  test('an unknown WHEN is refused', () => {
    expect(wordle(['--color=sometimes', 'staR=e'])).toEqual({
      stdout: '',
      stderr: 'wordle: --color=sometimes: WHEN is one of always, never, auto\n',
      status: 2,
    });
  });
});
