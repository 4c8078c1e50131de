// What bin/wordle says where it refuses or leaves something out: counts that agree with their
// nouns, the limit a too-long word passes, an option given nothing, hard mode's refusal in
// --why's words as assist and play say it, a number past assist's suggestions, a list the page's
// address cannot carry, and Absurdle's search where no first guess is worth trying.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTerminal, wordle } from './run.ts';

const mistake = (stderr: string) => ({ stdout: '', stderr: `wordle: ${stderr}\n`, status: 2 });

describe('one line, exit 2, in words that agree with their counts', () => {
  test.each([
    [['crane:b'], "bad pattern 'crane:b': 5 letters but 1 tile"],
    [['--boards', '2', 'crane:bbbbb'], "bad pattern 'crane:bbbbb': 1 tile group for 2 boards"],
    [['feedback', 'a'.repeat(100), 'crane'], `the guess '${'a'.repeat(40)}...${'a'.repeat(20)}' has 100 letters: a word has at most 64`],
    [['-f', '', 'crane'], '-f needs a file name'],
    [['--words=', 'crane'], '--words needs a file name'],
    [['--answers', '', 'crane'], '--answers needs a list name or a file name'],
    [['assist', '-f', ''], '-f needs a file name'],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual(mistake(message));
  });
});

describe("hard mode's refusal, in one sentence everywhere", () => {
  const SENTENCE = 'MOIST breaks hard mode: the guess must contain A.';

  test('--hard --why says a guess breaks hard mode, as assist and play do', () => {
    const why = wordle(['--hard', '--why', 'moist', 'crane:bbybb']);
    expect(why.status).toBe(0);
    expect(why.stdout.split('\n')[1]).toBe(SENTENCE);
    expect(wordle(['--why', 'moist', 'crane:bbybb']).stdout).not.toContain('hard mode');
    const assist = wordle(['assist', '--hard', 'crane:bbybb'], { input: 'moist\n/quit\n' });
    expect(assist.stdout).toContain(`\n${SENTENCE}\n`);
    const play = wordle(['play', '--hard', '--word', 'adult'], { input: 'crane\nmoist\n' });
    expect(play.stdout).toContain(`\n${SENTENCE}\n`);
  });

  test('assist and play word the same mistakes alike', () => {
    const input = 'st@re\nabc\nzzzzz\ncrane\nbbybb\ncrane\n/quit\n';
    const assist = wordle(['assist'], { input }).stdout;
    const play = wordle(['play', '--word', 'adult'], { input: 'st@re\nabc\nzzzzz\ncrane\ncrane\n' }).stdout;
    for (const said of [
      "'st@re' is not a word.",
      'A guess has 5 letters.',
      "'zzzzz' is not in the word list.",
      'CRANE was played already.',
    ]) {
      expect(assist).toContain(`\n${said}\n`);
      expect(play).toContain(`\n${said}\n`);
    }
  });
});

describe('assist: a number past the suggestions says how many there are', () => {
  test('9 of 5', () => {
    const run = wordle(['assist'], { input: '9\n/quit\n' });
    expect(run.stdout).toContain('No suggestion 9: the list has 5; type a guess or a number from 1 to 5.\n');
  });
});

describe('--web-url: a list the address cannot carry is said', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wordle-web-url-'));
  const mine = join(dir, 'my.txt');
  writeFileSync(mine, 'crane\nslate\n');

  test('-f FILE: the address, and a note on stderr', () => {
    const run = wordle(['--web-url', '-f', mine, 'crane:bbbbb']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/index\.html#crane\n$/);
    expect(run.stderr).toBe(
      `wordle: the page's address cannot carry -f ${mine} (the page takes only its own lists, by name): it opens without it\n`,
    );
  });

  test('a list of ours by name travels; nothing to say', () => {
    const run = wordle(['--web-url', '-f', 'original', '--answers', 'nyt', 'crane:bbbbb']);
    expect(run).toMatchObject({ stderr: '', status: 0 });
    expect(run.stdout).toMatch(/#crane&guesses=original&answers=nyt\n$/);
  });
});

describe('absurdle --solve on a terminal', () => {
  test('a depth with no first guess worth trying says so, not "0 of 0"', () => {
    const run = inTerminal('absurdle --solve', {}, 200);
    expect(run.stdout).toContain('won in 4');
    expect(run.stdout).toContain('no first guess is worth trying');
    expect(run.stdout).not.toContain(' 0 of 0 ');
  });
});
