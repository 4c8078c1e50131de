// Several boards in the terminal, as finished as the one-board game: assist --boards with the
// one-board commands, a guess of your own and exit 0 on /quit and Ctrl-D; play --boards laid out
// in rows that fit the width, with the share grid at the end.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BIN, inTerminal, wordle } from './run.ts';

const ESCAPES = /\x1b\[[0-9;?]*[A-Za-z]/g;
const plain = (text: string) => text.replace(ESCAPES, '').replaceAll('\r', '');
/** Terminal columns of a line: emoji are two. */
const columns = (line: string) =>
  [...line.replace(/\uFE0F|\u20E3/g, '')].reduce((sum, char) => sum + (/\p{Extended_Pictographic}/u.test(char) ? 2 : 1), 0);

/** Runs a command line in a pseudo-terminal of 80 columns, typing `keys` (all at once: the terminal queues them). */
function typed(command: string, keys: string) {
  const run = spawnSync('sh', ['-c', `printf '${keys}' | timeout 60 script -qec "stty cols 80; ${command}" /dev/null`], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '' },
  });
  return { ...run, text: plain(run.stdout) };
}

describe('assist --boards, scripted', () => {
  test('/help, /why and /cands answer as commands (none read as tiles); /quit leaves with 0', () => {
    const run = wordle(['assist', '--boards', '2'], { input: '/help\n/why\n/cands\n/cands 2\n/quit\n' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('bad pattern');
    const suggestion = /guess for next word: (\w+) \(([^)]*)\)/.exec(run.stdout);
    expect(suggestion).not.toBeNull();
    const [, word = '', figures = ''] = suggestion ?? [];
    expect(run.stdout).toContain('  /cands [B]     each open board');
    expect(run.stdout).toContain('  /quit          leave (Ctrl-D too)');
    // /why: the suggestion on the boards, with the figures it was suggested with.
    expect(run.stdout).toContain(
      `${word.toUpperCase()} on the 2 boards still open: ${figures}.\n  boards 1, 2: 3158 likely answers each; split `,
    );
    expect(run.stdout).toMatch(
      /\nboards 1, 2: 14855 possible matches \(3158 likely answers\)\n {2}aback abase abash abate abbey abbot abhor abide\n/,
    );
    expect(run.stdout).toContain('page 1 of 20 (1-160 of 3158); /cands 2 more shows page 2, /cands 2 all every one\n');
  });

  test('a guess of your own, then its tiles a group a board, until every board is solved (exit 0)', () => {
    // Against human and inlet: CRANE gets crANe and craNE; HUMAN solves board 1 and gets humaN on board 2.
    const run = wordle(['assist', '--boards', '2', '--no-color'], { input: 'crane\ncrANe,craNE\nhuman\nggggg,bbbby\ninlet\nggggg\n' });
    expect(run.stderr).toBe('');
    const filter = JSON.parse(wordle(['--json', 'crane:bbyyb,bbbyy']).stdout) as { boards: { count: number }[] };
    expect(run.stdout).toContain(
      `Dordle: 1 of 7 guesses played, 0 of 2 boards solved\nboard 1: ${filter.boards[0]?.count} possible matches`,
    );
    expect(run.stdout).toContain('Dordle: 2 of 7 guesses played, 1 of 2 boards solved\nboard 1: solved by guess 2 (human)\n');
    expect(run.stdout).toContain('every board solved in 3 guesses\n');
    expect(run.stdout).not.toMatch(/tile groups? for|not in the word list/);
    expect(run.status).toBe(0);
  });

  test('the first screen shows boards alike once', () => {
    const run = wordle(['assist', '--boards', '4'], { input: '' });
    expect(run.stdout.match(/possible matches/g)).toHaveLength(1);
    expect(run.stdout).toMatch(/^Quordle: 0 of 9 guesses played, 0 of 4 boards solved\nboards 1-4: 14855 possible matches/);
    expect(run.status).toBe(0);
  });
});

describe('assist --boards in a terminal', () => {
  test('Ctrl-D leaves with 0, the prompt line ended', () => {
    const run = typed(`${BIN} assist --boards 4; echo status=\\$?`, '\\004');
    expect(run.text).toMatch(/\nguess 1 \[\w+\]: \nstatus=0\n$/);
  });

  test('/quit leaves with 0; a typed word is a guess whose tiles are asked for', () => {
    const run = typed(`${BIN} assist --boards 2; echo status=\\$?`, 'crane\\r/quit\\r');
    expect(run.text).toContain('tiles for CRANE on the 2 boards: ');
    expect(run.text).not.toContain('bad pattern');
    expect(run.text).toMatch(/status=0\n$/);
  });
});

describe('play --boards', () => {
  const OCTORDLE = 'human,inlet,emote,gourd,abbey,crane,tangy,pixel';
  const TILE = /\x1b\[1;97;48;5;\d+m [A-Z] \x1b\[0m/g;

  test.each([
    [8, 80, [4, 4]],
    [8, 120, [4, 4]],
    [16, 120, [6, 5, 5]],
  ])('%i boards at %i columns: rows of boards that fit, none split across lines', (boards, width, perRow) => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-boards-'));
    const guesses = join(dir, 'guesses');
    writeFileSync(guesses, 'stare\nclump\n');
    const hidden = boards === 8 ? OCTORDLE : `${OCTORDLE},alarm,badge,cabin,daily,eager,fable,gamer,habit`;
    const run = inTerminal(`play --boards ${boards} --word ${hidden} < ${guesses}`, {}, width);
    const lines = run.stdout.split('\n');
    for (const line of lines) expect(columns(plain(line)), plain(line)).toBeLessThanOrEqual(width);
    // Each guess's lines hold whole boards (5 tiles each), as many as the layout puts on them.
    // (Each guess shows every row so far: the last screen's.)
    for (const guess of [1, 2]) {
      const rows = lines.filter((line) => plain(line).startsWith(` ${guess} `)).slice(-perRow.length);
      expect(rows.map((line) => (line.match(TILE)?.length ?? 0) / 5)).toEqual(perRow);
    }
  });

  test('piped: as wide as 80 columns', () => {
    const run = wordle(['play', '--boards', '8', '--word', OCTORDLE, '--no-color'], { input: 'stare\n' });
    const rows = run.stdout.split('\n').filter((line) => line.startsWith(' 1 '));
    expect(rows).toHaveLength(2);
    for (const line of run.stdout.split('\n')) expect(columns(line)).toBeLessThanOrEqual(80);
  });

  test('giving up (Ctrl-D) in a terminal prints the share grid, as one board does', () => {
    const run = typed(`${BIN} play --boards 4 --word human,inlet,emote,gourd; echo status=\\$?`, 'crane\\r\\004');
    expect(run.text).toContain('Unsolved: HUMAN INLET EMOTE GOURD.\n\nQuordle X/9\n\n🟥🟥\n🟥🟥\n\n⬛⬛🟨🟨⬛ ⬛⬛⬛🟨🟨\n');
    expect(run.text).toMatch(/\nstatus=1\n$/);
  });

  test('a win prints the share grid too', () => {
    const run = wordle(['play', '--boards', '2', '--word', 'human,inlet', '--no-color'], { input: 'crane\nhuman\ninlet\n' });
    expect(run.stdout).toMatch(
      /Dordle solved in 3\/7\.\n\nDordle 3\/7\n\n2️⃣3️⃣\n\n⬛⬛🟨🟨⬛ ⬛⬛⬛🟨🟨\n🟩🟩🟩🟩🟩 ⬛⬛⬛⬛🟨\n⬜⬜⬜⬜⬜ 🟩🟩🟩🟩🟩\n$/,
    );
    expect(run.status).toBe(0);
  });
});
