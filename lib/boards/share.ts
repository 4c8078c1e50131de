// The grid players of several boards share, as Quordle's: a title line, then the guess that
// solved each board (keycap digits, 🟥 for a board never solved), two boards a line; up to four
// boards, then their rows of squares, two boards side by side (⬜ on a board already solved).
// Octordle and more share the numbers only, as Octordle does: their rows would be pages long.

import type { Clue } from '../clues/tiles.ts';
import { isSolved, shareRow } from '../talk/play.ts';
import { boardsName } from './rules.ts';

/** Boards a line of the share. */
const ACROSS = 2;
/** The most boards whose rows are shared. */
const ROWS_UP_TO = 4;

const UNSOLVED = '🟥';
const SOLVED_BEFORE = '⬜';

/** A number as keycap digits (13 is 1️⃣3️⃣). */
export function keycaps(number: number): string {
  return [...String(number)].map((digit) => `${digit}\uFE0F\u20E3`).join('');
}

/**
 * The share of a game of `rows` (a row a guess, a clue a board: undefined on a board solved
 * before it) on `count` boards of `tries` tries.
 */
export function boardsShareGrid(
  rows: readonly (readonly (Clue | undefined)[])[],
  count: number,
  tries: number,
  highContrast: boolean,
): string {
  const solvedAt = Array.from({ length: count }, (_, b) => rows.findIndex((row) => isSolved(row[b])) + 1);
  const won = solvedAt.every((at) => at > 0);
  const title = `${boardsName(count)} ${won ? rows.length : 'X'}/${tries}${highContrast ? ' (high contrast)' : ''}`;
  const pairs: number[][] = [];
  for (let b = 0; b < count; b += ACROSS) pairs.push(Array.from({ length: Math.min(ACROSS, count - b) }, (_, i) => b + i));
  const numbers = pairs.map((pair) => pair.map((b) => (solvedAt[b] ? keycaps(solvedAt[b]) : UNSOLVED)).join(''));
  const parts = [title, numbers.join('\n')];
  if (count <= ROWS_UP_TO) {
    const length = rows.flat().find((clue) => clue !== undefined)?.tiles.length ?? 0;
    for (const pair of pairs) {
      // A pair's rows end with the later of its boards (all of them, when one was never solved).
      const last = Math.max(...pair.map((b) => solvedAt[b] || rows.length));
      const lines = rows.slice(0, last).map((row) =>
        pair
          .map((b) => {
            const clue = row[b];
            return clue ? shareRow(clue.tiles, highContrast) : SOLVED_BEFORE.repeat(length);
          })
          .join(' '),
      );
      if (lines.length > 0) parts.push(lines.join('\n'));
    }
  }
  return `${parts.join('\n\n')}\n`;
}
