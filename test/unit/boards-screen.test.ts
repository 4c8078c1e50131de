// Several boards on a screen: how many boards a line of W columns holds and the rows they make,
// and the share grid of a game of several boards.

import { describe, expect, test } from 'vitest';
import { boardRows, boardsShareGrid } from '../../lib/boards/index.ts';
import { boardsThatFit } from '../../lib/boards/layout.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import type { Clue } from '../../lib/index.ts';

// play --boards's board: 5 letters of 3 columns in colour (15), 2 between boards, 3 for the guess number.
const COLOUR = { margin: 3, board: 15, gap: 2 };
// Without colour: the keyboard's 13 columns.
const PLAIN = { margin: 3, board: 13, gap: 2 };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('boardRows: the boards in rows that fit the width', () => {
  test.each([
    // [boards, layout, width, rows]
    [4, COLOUR, 80, [range(0, 3)]],
    [8, COLOUR, 80, [range(0, 3), range(4, 7)]],
    // 7 fit 120 columns: 8 boards are two rows of 4, not 7 and 1.
    [8, COLOUR, 120, [range(0, 3), range(4, 7)]],
    [16, COLOUR, 120, [range(0, 5), range(6, 10), range(11, 15)]],
    [16, COLOUR, 80, [range(0, 3), range(4, 7), range(8, 11), range(12, 15)]],
    [32, PLAIN, 80, Array.from({ length: 7 }, (_, r) => (r < 4 ? range(r * 5, r * 5 + 4) : range(20 + (r - 4) * 4, 23 + (r - 4) * 4)))],
    [5, COLOUR, 80, [range(0, 2), range(3, 4)]],
    [2, COLOUR, 80, [range(0, 1)]],
    [3, COLOUR, 20, [[0], [1], [2]]],
    [1, COLOUR, 10, [[0]]],
    [0, COLOUR, 80, []],
  ])('%i boards (%o) in %i columns', (count, layout, width, rows) => {
    expect(boardRows(count, layout, width)).toEqual(rows);
  });

  test.each([
    [COLOUR, 69, 4], // 3 + 4 boards of 15 + 3 gaps of 2: just fits
    [COLOUR, 68, 3],
    [COLOUR, 120, 7],
    [PLAIN, 80, 5],
    [COLOUR, 5, 1], // narrower than a board: one a line all the same
  ])('boardsThatFit %o in %i columns: %i', (layout, width, fit) => {
    expect(boardsThatFit(layout, width)).toBe(fit);
  });

  test('no row is wider than the width it was laid out for', () => {
    for (const layout of [COLOUR, PLAIN])
      for (const width of [40, 60, 80, 100, 120, 160, 200])
        for (const count of [1, 2, 3, 4, 5, 8, 16, 32, 64]) {
          const rows = boardRows(count, layout, width);
          expect(rows.flat()).toEqual(range(0, count - 1));
          for (const row of rows)
            if (row.length > 1)
              expect(layout.margin + row.length * layout.board + (row.length - 1) * layout.gap).toBeLessThanOrEqual(width);
          const sizes = rows.map((row) => row.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        }
  });
});

describe('boardsShareGrid', () => {
  const clue = (pattern: string): Clue => parsePattern(pattern);
  // A Dordle on human and inlet: crane, then human (board 1), then inlet (board 2).
  const dordle = [
    [clue('crane:bbyyb'), clue('crane:bbbyy')],
    [clue('human:ggggg'), clue('human:bbbby')],
    [undefined, clue('inlet:ggggg')],
  ];

  test('won: the score, the guess that solved each board, the rows two boards a line (⬜ once a board is solved)', () => {
    expect(boardsShareGrid(dordle, 2, 7, false)).toBe(
      ['Dordle 3/7', '', '2️⃣3️⃣', '', '⬛⬛🟨🟨⬛ ⬛⬛⬛🟨🟨', '🟩🟩🟩🟩🟩 ⬛⬛⬛⬛🟨', '⬜⬜⬜⬜⬜ 🟩🟩🟩🟩🟩', ''].join('\n'),
    );
  });

  test('given up: X, 🟥 for a board never solved; high contrast', () => {
    expect(boardsShareGrid(dordle.slice(0, 1), 2, 7, true)).toBe(
      ['Dordle X/7 (high contrast)', '', '🟥🟥', '', '⬛⬛🟦🟦⬛ ⬛⬛⬛🟦🟦', ''].join('\n'),
    );
    expect(boardsShareGrid([], 4, 9, false)).toBe('Quordle X/9\n\n🟥🟥\n🟥🟥\n');
  });

  test('a Quordle: two pairs, each with its rows up to the later of its boards', () => {
    const rows = [
      [clue('aaaaa:ggggg'), clue('aaaaa:bbbbb'), clue('aaaaa:ybbbb'), clue('aaaaa:bbbbb')],
      [undefined, clue('bbbbb:ggggg'), clue('bbbbb:bbbbb'), clue('bbbbb:bbbbb')],
      [undefined, undefined, clue('ccccc:ggggg'), clue('ccccc:bbbbb')],
    ];
    expect(boardsShareGrid(rows, 4, 9, false)).toBe(
      [
        'Quordle X/9',
        '',
        '1️⃣2️⃣',
        '3️⃣🟥',
        '',
        '🟩🟩🟩🟩🟩 ⬛⬛⬛⬛⬛',
        '⬜⬜⬜⬜⬜ 🟩🟩🟩🟩🟩',
        '',
        '🟨⬛⬛⬛⬛ ⬛⬛⬛⬛⬛',
        '⬛⬛⬛⬛⬛ ⬛⬛⬛⬛⬛',
        '🟩🟩🟩🟩🟩 ⬛⬛⬛⬛⬛',
        '',
      ].join('\n'),
    );
  });

  test('Octordle and more: the numbers only, two digits as two keycaps', () => {
    const solving = (b: number) => clue(`${'abcdefghijklm'[b]?.repeat(5)}:ggggg`);
    const grey = (b: number) => clue(`${'abcdefghijklm'[b]?.repeat(5)}:bbbbb`);
    // Guess k solves board k - 1 for boards 1 to 7 (guesses 1..7), board 8 at guess 11.
    const rows = Array.from({ length: 11 }, (_, at) =>
      Array.from({ length: 8 }, (_, b) => {
        const solvedAt = b < 7 ? b + 1 : 11;
        if (at + 1 > solvedAt) return undefined;
        return at + 1 === solvedAt ? solving(at) : grey(at);
      }),
    );
    expect(boardsShareGrid(rows, 8, 13, false)).toBe('Octordle 11/13\n\n1️⃣2️⃣\n3️⃣4️⃣\n5️⃣6️⃣\n7️⃣1️⃣1️⃣\n');
  });
});
