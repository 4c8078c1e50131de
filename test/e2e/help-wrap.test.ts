// --help on a terminal wraps at word boundaries to its width (cli/canned.ts fitHelp); piped, it is
// the text as made (the golden corpus records that), one line an option.
import { describe, expect, test } from 'vitest';
import { wrapHelp } from '../../cli/canned.ts';
import { displayWidth } from '../../lib/talk/index.ts';
import { inTerminal, wordle } from './run.ts';

const COLUMNS = 60;
/** The words of a text, in order: what wrapping must keep. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('--help at a terminal of 60 columns', () => {
  test.each([['--help'], ['show --help'], ['bench --help'], ['review --help'], ['--strategy entropy --help']])('wordle %s', (args) => {
    const piped = wordle(args.split(' '));
    expect(piped.status).toBe(0);
    // (Piped, some lines are far wider than 60: the test would prove nothing otherwise.)
    expect(Math.max(...piped.stdout.split('\n').map(displayWidth))).toBeGreaterThan(COLUMNS);
    const shown = inTerminal(args, {}, COLUMNS);
    expect(shown.status).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines.filter((line) => displayWidth(line) > COLUMNS)).toEqual([]);
    // No word split, none lost, none added: the same words in the same order as piped.
    expect(words(shown.stdout)).toEqual(words(piped.stdout));
  });

  test('the version and a completion script are not touched', () => {
    expect(inTerminal('--version', {}, 20).stdout).toBe(wordle(['--version']).stdout);
    expect(inTerminal('completion', {}, 20).stdout).toBe(wordle(['completion']).stdout);
  });
});

describe('wrapHelp', () => {
  test('a row of two columns goes on under its description; prose at its own indent', () => {
    const text = [
      '  -f, --words    read words from FILE (- for stdin) instead of the bundled list  [string]',
      'Lists: a FILE, or a bundled list: 2023 (default answers), nyt, original.',
    ].join('\n');
    expect(wrapHelp(text, 40)).toBe(
      [
        '  -f, --words    read words from FILE (-',
        '                 for stdin) instead of',
        '                 the bundled list',
        '                 [string]',
        'Lists: a FILE, or a bundled list: 2023',
        '(default answers), nyt, original.',
      ].join('\n'),
    );
  });

  test('a first column wider than half the width: the rest goes on four columns in', () => {
    expect(wrapHelp('  wordle feedback <guess> <answer>  print the tiles GUESS gets', 42)).toBe(
      ['  wordle feedback <guess> <answer>  print', '      the tiles GUESS gets'].join('\n'),
    );
  });

  test('a word wider than the room stays whole; a line that fits is kept as it is', () => {
    expect(wrapHelp('  x  supercalifragilistic and more', 10)).toBe(['  x  supercalifragilistic', '     and', '     more'].join('\n'));
    expect(wrapHelp('  -q   short  [boolean]', 40)).toBe('  -q   short  [boolean]');
  });
});
