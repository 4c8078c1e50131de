import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { absurdleLists } from '../../lib/absurdle/host.ts';
import { prepareSearch, searchWins } from '../../lib/absurdle/solve.ts';
import { ROOT, wordle } from './run.ts';

describe('wordle absurdle', () => {
  test("prints the host's tiles and the words left, one line a guess", () => {
    const run = wordle(['absurdle', 'lidar', 'stony', 'becke', 'thump']);
    expect(run.stdout).toBe(
      'lidar  ⬛⬛⬛⬛⬛  273 words left\nstony  ⬛🟨⬛⬛⬛  14 words left\nbecke  ⬛⬛⬛⬛⬛  1 word left\nthump  🟩🟩🟩🟩🟩  won in 4\n',
    );
    expect(run.status).toBe(0);
  });

  test('--json: a replies list of {guess, tiles, left}', () => {
    const run = wordle(['absurdle', '--json', 'LIDAR', 'stony']);
    expect(JSON.parse(run.stdout)).toEqual({
      replies: [
        { guess: 'lidar', tiles: 'bbbbb', left: 273 },
        { guess: 'stony', tiles: 'bybbb', left: 14 },
      ],
    });
  });

  test.each([
    [['absurdle', 'lidar', 'zzzzz'], "wordle: guess 2: 'zzzzz' is not in the word list\n"],
    [['absurdle', 'li'], "wordle: guess 1: 'li' is not a word of 5 letters\n"],
    [['absurdle', '--hard', 'aeons', 'adorn'], 'wordle: guess 2: hard mode: the guess must contain E\n'],
    [['absurdle'], 'wordle: absurdle needs a GUESS, --solve or --all (wordle absurdle --help)\n'],
    [['absurdle', '--solve', 'lidar'], 'wordle: --solve takes no GUESS\n'],
    [['absurdle', '--solve', '--all'], 'wordle: --solve and --all cannot be used together\n'],
    [['absurdle', '--answers', '/nonexistent/words', 'lidar'], 'wordle: cannot read words from /nonexistent/words: no such file\n'],
    [['absurdle', '--guesses', '-', 'lidar'], "wordle: Absurdle reads its lists whole: stdin ('-') cannot be one\n"],
  ])('%j: one line, exit 2', (args, message) => {
    const run = wordle(args);
    expect(run.stderr).toBe(message);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(2);
  });

  test('--answers english: the host plays its five-letter words (as every game of a broad list), not those of its first word', () => {
    const run = wordle(['absurdle', '--json', '--answers', 'english', 'crane']);
    expect(run.status).toBe(0);
    const english = readFileSync(join(ROOT, 'data', 'english.txt'), 'utf8').split('\n');
    const [reply] = JSON.parse(run.stdout).replies;
    expect(reply.guess).toBe('crane');
    expect(reply.left).toBeGreaterThan(0);
    expect(reply.left).toBeLessThan(english.filter((word) => word.length === 5).length);
  });

  test("a file of guesses alone is also the host's words, and an empty one is refused by its name", () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-absurdle-'));
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '');
    const run = wordle(['absurdle', '--guesses', empty, 'lidar']);
    expect(run.stderr).toBe(`wordle: no words for the host in ${empty}\n`);
    expect(run.status).toBe(2);
  });

  test('--solve finds a win in four, and the host, asked again, loses to it', () => {
    const solved = wordle(['absurdle', '--solve', '--json']);
    expect(solved.status).toBe(0);
    const { win, guesses } = JSON.parse(solved.stdout) as { win: string[]; guesses: number };
    expect(guesses).toBe(4);
    const replay = JSON.parse(wordle(['absurdle', '--json', ...win]).stdout) as { replies: { tiles: string; left: number }[] };
    expect(replay.replies.map((reply) => reply.left).slice(2)).toEqual([1, 1]);
    expect(replay.replies[3]?.tiles).toBe('ggggg');
  });

  test('--all on worker threads lists the wins the search finds, and counts them', () => {
    const answers = readFileSync(join(ROOT, 'data', 'answers-2022.txt'), 'utf8')
      .trim()
      .split('\n');
    const small = answers.filter((word) => word.startsWith('sh')).slice(0, 24);
    const dir = mkdtempSync(join(tmpdir(), 'absurdle-'));
    writeFileSync(join(dir, 'words.txt'), `${small.join('\n')}\n`);
    const expected: string[] = [];
    searchWins(prepareSearch(absurdleLists(small, small), false), {
      depth: 3,
      first: false,
      onWin: (win) => void expected.push(win.map((g) => small[g]).join(' ')),
    });
    const path = join(dir, 'words.txt');
    const run = wordle(['absurdle', '--all', '--workers', '2', '--answers', path, '--guesses', path]);
    expect(run.status).toBe(0);
    expect(expected.length).toBeGreaterThan(0);
    expect(run.stdout).toBe(`${expected.sort().join('\n')}\n`);
    expect(run.stderr).toMatch(
      new RegExp(`^${expected.length} wins in 4 guesses, 24 host words, 24 guesses: [\\d.]+ s on 2 worker threads\\n$`),
    );
  });
});
