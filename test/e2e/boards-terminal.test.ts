// Several boards in the terminal, as finished as the one-board game: play --boards laid out in
// rows that fit the width, with the share grid at the end.

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
