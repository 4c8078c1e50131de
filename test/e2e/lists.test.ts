// Which lists a turn reads, as bin/wordle says it: an answers list with no word of the length
// (a file of yours: a mistake; a list of ours: every match counts, without a note), a list of
// ours named by its name when it lacks the length, and a file named with -f as your own list
// (its guesses are its words), where words piped in are a chain of wordle's own output.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shell, wordle } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'wordle-lists-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const EMPTY = file('empty.txt', '');
// Bytes no line of which is a word (NULs and high bytes, no newline).
const BINARY = file('binary.bin', Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256).map((b) => (b < 128 ? 0 : b))));
const SIXES = file('sixes.txt', 'planet\nstrobe\n');

describe('--answers: a file of yours without a word of the length is a mistake', () => {
  test.each([
    [EMPTY, 5, ['crane:bbbbb']],
    [BINARY, 5, ['crane:bbbbb']],
    [SIXES, 5, ['-s', 'crane:bbbbb']],
  ])('--answers %s (%d letters): one line, exit 2', (path, length, args) => {
    const run = wordle(['--answers', path, ...args]);
    expect(run).toEqual({ stdout: '', stderr: `wordle: the answers list ${path} has no ${length}-letter words\n`, status: 2 });
  });

  test('assist and play read their lists whole: the same rule, the same words', () => {
    for (const command of ['assist', 'play']) {
      const run = wordle([command, '--answers', EMPTY], { input: '/quit\n' });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`wordle: the answers list ${EMPTY} has no 5-letter words\n`);
    }
  });

  test('-f with the same file says what it says of a word list (exit 1, as the README has it)', () => {
    expect(wordle(['-f', EMPTY, 'crane:bbbbb'])).toEqual({ stdout: '', stderr: `wordle: no words in ${EMPTY} (it is empty)\n`, status: 1 });
  });

  test('an answers file with words of the length is read as before', () => {
    const answers = file('answers.txt', 'doily\nbully\n');
    const run = wordle(['--answers', answers, '--json', 'crane:bbbbb']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ fellBack: false, likelyAnswers: 2 });
  });
});

describe('a length the answers of ours lack: every match counts, without a note', () => {
  test('-f english -n 7: no warning on any layout, and no match is held up as the fallback', () => {
    for (const layout of [['-s'], ['-c'], [], ['--top', '2']]) {
      const run = wordle(['-f', 'english', '-n', '7', ...layout, 'planets:bbbbbbb']);
      expect(run.status).toBe(0);
      expect(run.stderr).not.toContain('answers list');
    }
    const json = JSON.parse(wordle(['-f', 'english', '-n', '7', '--json', 'planets:bbbbbbb']).stdout);
    expect(json).toMatchObject({ fellBack: false, likelyAnswers: json.count });
  });

  test('five letters still fall back with the note, where no likely answer fits', () => {
    expect(wordle(['xylyl:ggggg']).stderr).toContain('no match is on the answers list');
  });
});

describe('a list of ours without the length is a mistake on the command line, named as chosen', () => {
  test('-f english -n 1: exit 2, the list by its name', () => {
    expect(wordle(['-f', 'english', '-n', '1'])).toEqual({ stdout: '', stderr: 'wordle: no 1-letter words in english\n', status: 2 });
  });

  test('a file of yours without the length stays exit 1 (a chain after an empty result stays quiet)', () => {
    expect(wordle(['-f', SIXES, 'crane'])).toMatchObject({ stderr: `wordle: no 5-letter words in ${SIXES}\n`, status: 1 });
  });
});

describe('-f FILE is your list; words piped in are a chain', () => {
  // Six words all of wordle.txt: a file of them is a list, not wordle's output.
  const SIX = ['crane', 'slate', 'trace', 'crate', 'react', 'caret'];
  const six = file('six.txt', `${SIX.join('\n')}\n`);
  const rows = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(/\s+/)[1] ?? '');

  test.each(['coverage', 'entropy', 'minimax', 'positional'])('%s ranks within the file', (strategy) => {
    const run = wordle(['-f', six, '--strategy', strategy, '--top', '6']);
    expect(run.status).toBe(0);
    const ranked = rows(run.stdout);
    expect(ranked.length).toBeGreaterThan(0);
    for (const word of ranked) expect(SIX).toContain(word);
  });

  test("the chain ranks over wordle.txt, as one call would; the same words in a file, over the file's", () => {
    const words = shell('bin/wordle -q crAne').stdout;
    const crane = file('crane-words.txt', words);
    const piped = new Set(words.trim().split('\n'));
    const chain = rows(shell('bin/wordle -q crAne | bin/wordle --top 5 sLAnt').stdout);
    expect(chain.some((word) => !piped.has(word))).toBe(true);
    const named = rows(wordle(['-f', crane, '--top', '5', 'sLAnt']).stdout);
    expect(named).toHaveLength(5);
    for (const word of named) expect(piped.has(word)).toBe(true);
  });
});
