import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COMMAND_SPECS, FILTER, type OptionSpec } from '../../cli/spec.ts';
import { inTerminal, ROOT, shell, wordle } from './run.ts';

const FIFTEEN = 'bourg bourn burro fibro guiro impro lorry loury lowry morro mourn ofuro worry yourn zorro'.split(' ');

describe('a turn on the bundled list', () => {
  test('piped: one match per line on stdout, count and suggestion on stderr, exit 0', () => {
    const run = wordle(['staR=e', 'chOR=d']);
    expect(run.stdout).toBe(`${FIFTEEN.join('\n')}\n`);
    expect(run.stderr).toBe('15 possible matches (4 likely answers)\nguess for next word: lorry\n');
    expect(run.status).toBe(0);
  });

  test('both notations give the same matches', () => {
    expect(wordle(['stare:bbbgb', 'chord:bbygb']).stdout).toBe(wordle(['staR=e', 'chOR=d']).stdout);
    expect(wordle(['stare:⬛⬛⬛🟩⬛', 'chord:00120']).stdout).toBe(wordle(['staR=e', 'chOR=d']).stdout);
  });

  test('repeated letters: BoB=bY= keeps abbey', () => {
    const run = wordle(['BoB=bY=']);
    expect(run.stdout.split('\n')).toContain('abbey');
    expect(run.status).toBe(0);
  });

  test('no match: exit 1, nothing on stdout', () => {
    const run = wordle(['qajaq:ggggb']);
    expect(run).toEqual({ stdout: '', stderr: '0 possible matches\n', status: 1 });
  });

  test('contradicting patterns say which clues conflict', () => {
    const run = wordle(['staR=e', 'chord']);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "wordle: no word can match patterns 'staR=e' and 'chord' together: 'staR=e' has r, 'chord' says there is no r\n0 possible matches\n",
    );
    expect(run.status).toBe(1);
  });

  test('no pattern lists every five-letter word', () => {
    const run = wordle(['-c']);
    expect(run.stdout).toBe('14855\n');
  });
});

describe('output modes', () => {
  test.each([
    [['-c', 'staR=e', 'chOR=d'], '15\n', '', 0],
    [['--count', 'qajaq:ggggb'], '0\n', '', 1],
    [['-s', 'staR=e', 'chOR=d'], 'lorry\n', '', 0],
    [['--suggest', 'qajaq:ggggb'], '', '', 1],
    [['-q', 'staR=e', 'chOR=d'], `${FIFTEEN.join('\n')}\n`, '', 0],
    [
      ['--columns', '8', 'staR=e', 'chOR=d'],
      'bourg bourn burro fibro guiro impro lorry loury\nlowry morro mourn ofuro worry yourn zorro\n',
      '15 possible matches (4 likely answers)\nguess for next word: lorry\n',
      0,
    ],
  ])('%j', (args, stdout, stderr, status) => {
    expect(wordle(args)).toEqual({ stdout, stderr, status });
  });

  test('--json: one object with the compiled patterns, matches, count and suggestion', () => {
    const run = wordle(['--json', 'staR=e', 'chOR=d']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({
      length: 5,
      matches: FIFTEEN,
      count: 15,
      likelyAnswers: 4,
      suggestion: 'lorry',
      strategy: 'coverage',
      conflict: null,
    });
    expect(json.patterns[0]).toEqual({
      pattern: 'staR=e',
      normalized: 'staR=e',
      tiles: '⬛⬛⬛🟩⬛',
      exclude: ['a', 'e', 's', 't'],
      include: { r: 1 },
      atMost: {},
      regex: '^[^s][^t][^a]r[^e]$',
    });
  });

  test('--explain prints the compiled form and reads no words', () => {
    const run = wordle(['--explain', '-f', '/nonexistent', 'BoB=bY=']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'BoB=bY=  🟨⬛🟩⬛🟩  (BoB=bY=)\n  exclude  o\n  include  b≥2 y\n  at most  b≤2\n  regex    ^[^b][^o]b[^b]y$',
    );
  });

  test('--grep prints a pipeline that gives the same words', () => {
    const pipeline = wordle(['--grep', 'staR=e', 'chOR=d']).stdout;
    expect(pipeline).toBe("LC_ALL=C.UTF-8 grep -x '[^acdehst][^acdehst][^acdehost]r[^acdehst]' |\n  grep 'o'\n");
    const run = shell(`${pipeline}`, { input: readFileSync(join(ROOT, 'wordle.txt'), 'utf8') });
    expect(run.stdout).toBe(`${FIFTEEN.join('\n')}\n`);
  });
});

describe('words from elsewhere', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-e2e-'));
  const list = join(dir, 'list.txt');
  writeFileSync(list, '\uFEFFAbbey\r\nkebab\r\n  hobby \nnot a word\nab3ey\nabbeys\n');

  test('-f FILE reads that file, trimmed and case-folded', () => {
    expect(wordle(['-f', list, 'BoB=bY=']).stdout).toBe('abbey\n');
  });

  test('-f - reads stdin', () => {
    expect(wordle(['-f', '-', 'BoB=bY='], { input: 'hobby\nabbey\n' }).stdout).toBe('abbey\n');
  });

  test('a pipe on stdin is read without -f, so runs chain', () => {
    const run = shell('bin/wordle staR=e | bin/wordle chOR=d');
    expect(run.stdout).toBe(`${FIFTEEN.join('\n')}\n`);
    expect(run.stderr).toContain('15 possible matches (4 likely answers)\nguess for next word: lorry\n');
    expect(run.status).toBe(0);
  });

  test('a redirected file on stdin is read', () => {
    expect(shell(`bin/wordle BoB=bY= < ${list}`).stdout).toBe('abbey\n');
  });

  test('/dev/null on stdin means the bundled list', () => {
    expect(shell('bin/wordle -c staR=e chOR=d < /dev/null').stdout).toBe('15\n');
  });

  test('non-ASCII words and patterns', () => {
    const french = join(dir, 'fr.txt');
    writeFileSync(french, 'Thé\ncafé\nnoël\nrêve\ncafe\u0301s\n');
    expect(wordle(['-f', french, 'C=A=F=É=']).stdout).toBe('café\n');
    expect(wordle(['-f', french, 'cafÉs']).stdout).toBe('');
    expect(wordle(['-f', french, '-n', '4', '-c']).stdout).toBe('3\n');
  });

  test('a large output reaches a slow reader whole (no exit before the pipe drains)', () => {
    expect(shell('bin/wordle | (sleep 0.3; wc -l)').stdout.trim()).toBe('14855');
  });

  test('`| head -1` ends quietly', () => {
    const run = shell('bin/wordle | head -1');
    expect(run).toEqual({ stdout: 'aahed\n', stderr: '', status: 0 });
  });
});

describe('bad input: exit 2, one line on stderr, nothing on stdout', () => {
  test.each([
    [['st@re'], "wordle: bad pattern 'st@re': '@' is not a letter"],
    [['st4re'], "wordle: bad pattern 'st4re': '4' is not a letter"],
    [['=stare'], "wordle: bad pattern '=stare': '=' must come right after an uppercase (yellow) letter to make it green"],
    [['s=tare'], "wordle: bad pattern 's=tare': '=' must come right after an uppercase (yellow) letter to make it green"],
    [['sT==are'], "wordle: bad pattern 'sT==are': '=' must come right after an uppercase (yellow) letter to make it green"],
    [['stare', 'chords'], "wordle: patterns differ in length: 'stare' has 5 letters, 'chords' has 6"],
    [[''], 'wordle: empty pattern'],
    [['stare:gyb'], "wordle: bad pattern 'stare:gyb': 5 letters but 3 tiles"],
    [['stare:gybbq'], "wordle: bad pattern 'stare:gybbq': unknown tile 'q' (use g/y/b, 2/1/0, or 🟩🟨⬛)"],
    [['-f', '/nonexistent/words', 'stare'], 'wordle: cannot read words from /nonexistent/words: no such file'],
    [['-f', '/tmp', 'stare'], 'wordle: cannot read words from /tmp: is a directory'],
    [['--bogus', 'stare'], 'wordle: --bogus is not an option (see wordle --help)'],
    [['-f'], 'wordle: -f needs a value'],
    [['--columns', '0', 'stare'], 'wordle: --columns needs a whole number of at least 1'],
    [['-c', '-s', 'stare'], 'wordle: --count and --suggest cannot be used together'],
    [['-n', '6', 'stare'], 'wordle: --length 6 does not match the 5-letter patterns'],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });

  // A file this user cannot read: mode 000 (root reads those anyway), else /proc/1/mem.
  const unreadable = (() => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-e2e-'));
    writeFileSync(join(dir, 'secret'), 'abbey\n', { mode: 0o000 });
    return [join(dir, 'secret'), '/proc/1/mem'].find((path) => {
      try {
        closeSync(openSync(path, 'r'));
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EACCES';
      }
    });
  })();

  test.skipIf(unreadable === undefined)('an unreadable file', () => {
    expect(wordle(['-f', unreadable ?? '', 'stare'])).toEqual({
      stdout: '',
      stderr: `wordle: cannot read words from ${unreadable}: permission denied\n`,
      status: 2,
    });
  });
});

describe('help, version, completion', () => {
  test('--version', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(wordle(['--version'])).toEqual({ stdout: `${version}\n`, stderr: '', status: 0 });
  });

  test("each command's --help shows every option of its table, with its help", () => {
    for (const command of [FILTER, ...Object.values(COMMAND_SPECS)]) {
      const help = wordle([...(command.name ? [command.name] : []), '--help']).stdout;
      for (const option of Object.values(command.options) as OptionSpec[]) {
        expect(help).toContain(`${option.name.length === 1 ? '-' : '--'}${option.name}`);
        expect(help).toContain(option.describe);
      }
    }
  });

  test('the canned texts (dist/help.json: --help, --version, COMMAND --help) are what yargs says, and cover every command', async () => {
    const texts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'dist/help.json'), 'utf8'));
    const keys = ['--help', '--version', ...Object.keys(COMMAND_SPECS).map((name) => `${name} --help`)];
    expect(Object.keys(texts).sort()).toEqual(keys.sort());
    const { textFor } = await import('../../cli/args.ts');
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    for (const key of keys) {
      const argv = key.split(' ');
      expect(texts[key], key).toBe(await textFor(argv, version));
      expect(wordle(argv), key).toEqual({ stdout: texts[key], stderr: '', status: 0 });
    }
  });

  test('completion prints a script, and completes options', () => {
    expect(wordle(['completion']).stdout).toContain('_wordle_yargs_completions');
    expect(wordle(['--get-yargs-completions', 'wordle', '--co']).stdout).toContain('--count');
  });
});

describe('on a terminal', () => {
  test('six columns, then the count and the suggestion', () => {
    const run = inTerminal('staR=e chOR=d');
    expect(run.stdout).toBe(
      // (The likely answers in bold.)
      'bourg bourn \x1b[1mburro\x1b[0m fibro guiro impro\n\x1b[1mlorry\x1b[0m loury lowry morro \x1b[1mmourn\x1b[0m ofuro\n\x1b[1mworry\x1b[0m yourn zorro\n\x1b[2m15 possible matches (4 likely answers)\x1b[0m\nguess for next word: \x1b[1;32mlorry\x1b[0m\n',
    );
  });

  test('NO_COLOR and --no-color drop the colour, and name the likely answers under the list', () => {
    const plain =
      'bourg bourn burro fibro guiro impro\nlorry loury lowry morro mourn ofuro\nworry yourn zorro\n15 possible matches (4 likely answers)\nlikely answers: burro lorry mourn worry\nguess for next word: lorry\n';
    expect(inTerminal('staR=e chOR=d', { NO_COLOR: '1' }).stdout).toBe(plain);
    expect(inTerminal('--no-color staR=e chOR=d').stdout).toBe(plain);
  });

  test('-1 forces one per line; columns shrink to fit a narrow terminal', () => {
    expect(inTerminal('-1 -q staR=e chOR=d').stdout).toBe(`${FIFTEEN.join('\n')}\n`);
    expect(inTerminal('-q staR=e chOR=d', {}, 17).stdout.split('\n')[0]).toBe('bourg bourn burro');
  });
});
