import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shortestForcing } from '../../lib/absurdle/challenge.ts';
import { absurdleLists } from '../../lib/absurdle/host.ts';
import { prepareSearch } from '../../lib/absurdle/solve.ts';
import { inTerminal, ROOT, wordle } from './run.ts';

const ANSWERS = readFileSync(join(ROOT, 'data', 'answers-2022.txt'), 'utf8')
  .trim()
  .split('\n');
/** A small list for the host's words and the guesses both: 40 of the answers ending in er. */
const SMALL = ANSWERS.filter((word) => word.endsWith('er')).slice(0, 40);
const SMALL_PATH = join(mkdtempSync(join(tmpdir(), 'absurdle-challenge-')), 'words.txt');
writeFileSync(SMALL_PATH, `${SMALL.join('\n')}\n`);
const SMALL_LISTS = ['--answers', SMALL_PATH, '--guesses', SMALL_PATH];

describe('wordle absurdle --target WORD GUESS...', () => {
  test('each reply says the target is among the words left; the target, alone and guessed, wins', () => {
    const run = wordle(['absurdle', '--target', 'thump', 'lidar', 'stony', 'becke', 'thump']);
    expect(run.stdout).toBe(
      'lidar  ⬛⬛⬛⬛⬛  273 words left, thump among them\n' +
        'stony  ⬛🟨⬛⬛⬛  14 words left, thump among them\n' +
        'becke  ⬛⬛⬛⬛⬛  1 word left, thump among them\n' +
        'thump  🟩🟩🟩🟩🟩  won in 4\n',
    );
    expect(run.status).toBe(0);
  });

  test('a group without the target loses: the reply says after which guess, exit 1', () => {
    const run = wordle(['absurdle', '--target', 'cigar', 'stony', 'lidar']);
    expect(run.stdout).toBe(
      'stony  ⬛⬛⬛⬛⬛  459 words left, cigar among them\nlidar  ⬛⬛⬛🟨🟨  33 words left, without cigar: lost after guess 2\n',
    );
    expect(run.status).toBe(1);
  });

  test('--json: the target, the state and each reply held or not', () => {
    const run = wordle(['absurdle', '--json', '--target', 'CIGAR', 'lidar']);
    expect(JSON.parse(run.stdout)).toEqual({
      target: 'cigar',
      state: 'lost',
      lostAfter: 1,
      replies: [{ guess: 'lidar', tiles: 'bbbbb', left: 273, held: false }],
    });
  });
});

describe('wordle absurdle --target WORD (the guesses from stdin)', () => {
  test('hosts the challenge line by line; the target alone and guessed wins', () => {
    const run = wordle(['absurdle', '--target', 'thump'], { input: 'lidar\nstony\nbecke\nthump\n' });
    expect(run.stdout).toContain(
      'Absurdle challenge: the host has 2,315 words and keeps as many as it can after each guess; make it end on THUMP.\n',
    );
    expect(run.stdout).toContain('1 lidar  273 words left, THUMP among them\n');
    expect(run.stdout).toContain('3 becke  1 word left, THUMP among them\n');
    expect(run.stdout).toContain('4 T=H=U=M=P=  won\nWon in 4.\n\nAbsurdle challenge THUMP 4\n');
    expect(run.status).toBe(0);
  });

  test('the host letting the target go ends the game, exit 1', () => {
    const run = wordle(['absurdle', '--target', 'cigar'], { input: 'lidar\nstony\n' });
    expect(run.stdout).toContain('1 lidar  273 words left\nThe host no longer holds CIGAR: lost after guess 1.\n');
    expect(run.stdout).not.toContain('stony');
    expect(run.status).toBe(1);
  });
});

describe('wordle absurdle --target WORD --solve', () => {
  test('small lists: the sequence the search finds, on one thread or two, and the proof line; it wins when replayed', () => {
    const search = prepareSearch(absurdleLists(SMALL, SMALL), false);
    let checked = 0;
    for (const target of ['after', 'cheer', 'fewer', 'flyer']) {
      const expected = shortestForcing(search, SMALL.indexOf(target), 8)?.guesses.map((g) => SMALL[g] as string);
      expect(expected, target).toBeDefined();
      const words = expected as string[];
      const runs = [1, 2].map((workers) =>
        wordle(['absurdle', '--target', target, '--solve', '--workers', String(workers), ...SMALL_LISTS]),
      );
      for (const run of runs) {
        expect(run.status).toBe(0);
        expect(run.stderr).toMatch(/^\([\d.]+ s\)\n$/);
      }
      expect((runs[0] as { stdout: string }).stdout).toBe((runs[1] as { stdout: string }).stdout);
      const lines = (runs[0] as { stdout: string }).stdout.split('\n');
      expect(lines[0]).toMatch(new RegExp(`^A shortest forcing sequence to ${target}: ${words.length} guesses`));
      if (words.length >= 3) expect(lines[0]).toContain(`(none in ${words.length - 1}: no `);
      expect(lines.slice(2, -1).map((line) => line.split(' ')[0])).toEqual(words);
      const replay = wordle(['absurdle', '--json', '--target', target, ...SMALL_LISTS, ...words]);
      expect(JSON.parse(replay.stdout).state).toBe('won');
      checked += words.length >= 3 ? 1 : 0;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a host of one word: the target, guessed at once', () => {
    const one = join(mkdtempSync(join(tmpdir(), 'absurdle-challenge-')), 'one.txt');
    writeFileSync(one, 'cheer\n');
    const run = wordle(['absurdle', '--target', 'cheer', '--solve', '--answers', one, '--guesses', SMALL_PATH]);
    expect(run.stdout).toBe('A shortest forcing sequence to cheer: 1 guess.\n\ncheer  🟩🟩🟩🟩🟩  won in 1\n');
    expect(run.status).toBe(0);
  });

  test('--json: the sequence, its length and the replies', () => {
    const run = wordle(['absurdle', '--target', 'cheer', '--solve', '--json', ...SMALL_LISTS]);
    const result = JSON.parse(run.stdout) as { target: string; guesses: number; sequence: string[]; replies: { held: boolean }[] };
    expect(result.target).toBe('cheer');
    expect(result.sequence.length).toBe(result.guesses);
    expect(result.sequence.at(-1)).toBe('cheer');
    expect(result.replies.every((reply) => reply.held)).toBe(true);
  });

  test('on a terminal, the search shows its progress on a line it rewrites', () => {
    const run = inTerminal(`absurdle --target cheer --solve ${SMALL_LISTS.join(' ')}`);
    expect(run.stdout).toContain('making the table of feedback codes (Ctrl-C stops)');
    // (Each depth's first line is shown at once; the search on these lists takes four guesses, the target's last.)
    for (const line of ['1 guess that leaves', '2 guesses that leave', '3 guesses that leave'])
      expect(run.stdout).toContain(`\r\x1b[Klooking for ${line} cheer alone: 0 of 18 first guesses, `);
    expect(run.stdout).toContain('\r\x1b[KA shortest forcing sequence to cheer');
    expect(run.status).toBe(0);
  });

  test('the original lists: abbey in four, none in three', () => {
    const run = wordle(['absurdle', '--target', 'abbey', '--solve']);
    expect(run.stdout.split('\n')[0]).toBe('A shortest forcing sequence to abbey: 4 guesses (none in 3: no 2 guesses leave abbey alone).');
    expect(run.status).toBe(0);
  }, 120_000);
});

describe('bad input: one line, exit 2', () => {
  test.each([
    [['absurdle', '--target', 'xyzzy', 'lidar'], "wordle: 'xyzzy' is not one of the host's 2,315 words\n"],
    [['absurdle', '--target', 'aahed', '--solve'], "wordle: 'aahed' is not one of the host's 2,315 words\n"],
    [['absurdle', '--target', 'xyzzy'], "wordle: 'xyzzy' is not one of the host's 2,315 words\n"],
    [['absurdle', '--target', 'cig', 'lidar'], "wordle: 'cig' is not a word of 5 letters\n"],
    [['absurdle', '--target', 'cigar', '--all'], 'wordle: --target goes with GUESS or --solve, not --all\n'],
    [['absurdle', '--target', 'cigar', '--json'], 'wordle: --json goes with GUESS or --solve\n'],
    [['absurdle', '--target', 'cigar', '--solve', '--hard'], 'wordle: --target --solve searches normal mode only: drop --hard\n'],
    [
      ['absurdle', '--target', 'cigar', 'lidar', 'stony'],
      "wordle: guess 2: the game is lost: after guess 1 the host no longer holds 'cigar'\n",
    ],
    [['absurdle', '--workers', '2', 'lidar'], 'wordle: --workers goes with --all or --target --solve\n'],
    [['play', '--target', 'cigar'], 'wordle: --target goes with --absurdle\n'],
  ])('%j', (args, message) => {
    const run = wordle(args);
    expect(run).toEqual({ stdout: '', stderr: message, status: 2 });
  });
});
