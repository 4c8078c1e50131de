// The Several boards view's game as the page holds it: the guesses played and, for each board,
// the tiles the player set. As on the Solve view's board, a tile not set yet is undefined (`?` in
// the pattern: lib's turn takes it as not known) and a new row starts with what that board's
// rows already say. A board solved by a row takes no tiles after it (`-`). No DOM.

import { boardsTries } from '../lib/boards/index.ts';
import { type Clue, GREEN, GREY, letterStates, normalizeLine, quote } from '../lib/index.ts';
import { clueOf, prefilledTiles, type RowTile } from './state.ts';

export interface BoardsRow {
  readonly letters: readonly string[];
  /** Per board, its tiles; undefined on a board solved before this guess. */
  readonly tiles: readonly (RowTile[] | undefined)[];
}

/** The game the view shows: how many boards, and the rows played on them. */
export const boardsState = { count: 4, rows: [] as BoardsRow[] };

const solves = (tiles: readonly RowTile[] | undefined) => tiles !== undefined && tiles.every((tile) => tile === GREEN);

/** Board b's rows as clues (the rows it took tiles in). */
function boardClues(rows: readonly BoardsRow[], b: number): Clue[] {
  return rows.flatMap((row) => {
    const tiles = row.tiles[b];
    return tiles ? [clueOf(row.letters, tiles)] : [];
  });
}

/**
 * The rows with each board's tiles where they belong: none after the row that solved the board,
 * and a board no longer solved (a tile changed) gets its tiles back, starting with what its rows
 * before say, as a new row does.
 */
function settled(rows: readonly BoardsRow[], count: number): BoardsRow[] {
  const done: BoardsRow[] = [];
  for (const row of rows) {
    const tiles = Array.from({ length: count }, (_, b) => {
      if (done.some((before) => solves(before.tiles[b]))) return undefined;
      return row.tiles[b] ?? prefilledTiles(row.letters, boardClues(done, b));
    });
    done.push({ letters: row.letters, tiles });
  }
  return done;
}

/** Plays a guess (as typed: boardsRefusal took it) on every board still open: its tiles start with what each board's rows say. */
export function addBoardsRow(typed: string): void {
  const letters = [...(normalizeLine(typed) ?? '')];
  boardsState.rows = settled([...boardsState.rows, { letters, tiles: [] }], boardsState.count);
}

/** Sets board b's tile of a row; a board it solves (or no longer solves) settles the rows after. */
export function setBoardsTile(row: number, b: number, index: number, tile: RowTile): void {
  const tiles = boardsState.rows[row]?.tiles[b];
  if (!tiles || index >= tiles.length) return;
  tiles[index] = tile;
  boardsState.rows = settled(boardsState.rows, boardsState.count);
}

/** Every tile not set yet set grey (the view's "Set the rest grey"). */
export function restGrey(): void {
  for (const row of boardsState.rows) for (const tiles of row.tiles) if (tiles) tiles.forEach((tile, i) => (tiles[i] = tile ?? GREY));
  boardsState.rows = settled(boardsState.rows, boardsState.count);
}

/** A new game of `count` boards. */
export function newBoardsGame(count: number): void {
  boardsState.count = count;
  boardsState.rows = [];
}

const LETTER = ['b', 'y', 'g'] as const;

/** The rows as lib's boards patterns: `crane:bb?yb,-` (a guess, then a tile group a board, `?` not set, `-` solved before). */
export function boardsPatterns(rows: readonly BoardsRow[] = boardsState.rows): string[] {
  return rows.map(
    (row) =>
      `${row.letters.join('')}:${row.tiles.map((tiles) => (tiles ? tiles.map((tile) => (tile === undefined ? '?' : LETTER[tile])).join('') : '-')).join(',')}`,
  );
}

/** Tiles not set yet, over every board. */
export function boardsUnset(rows: readonly BoardsRow[] = boardsState.rows): number {
  return rows.reduce(
    (sum, row) => sum + row.tiles.reduce((inRow, tiles) => inRow + (tiles?.filter((t) => t === undefined).length ?? 0), 0),
    0,
  );
}

/**
 * What the keyboard shows of each letter: a colour only where every board still open agrees on it
 * (grey: in none of the words still to find); a letter the open boards disagree on is not coloured.
 */
export function boardsKeyStates(rows: readonly BoardsRow[] = boardsState.rows): Map<string, string> {
  const states = openBoards(rows).map((b) => letterStates(boardClues(rows, b)));
  const agreed = new Map<string, string>();
  const [first, ...others] = states;
  for (const [letter, state] of first ?? []) if (others.every((board) => board.get(letter) === state)) agreed.set(letter, state);
  return agreed;
}

/** Why the game would not take this guess now (a sentence), or undefined when it would; `allowed` is the guess list. */
export function boardsRefusal(text: string, allowed: ReadonlySet<string>, listName: string): string | undefined {
  const word = normalizeLine(text);
  if (word === undefined) return text.trim() === '' ? 'Type a word first.' : `${quote(text.trim())} is not a word of letters.`;
  const length = boardsState.rows[0]?.letters.length;
  if (length !== undefined && [...word].length !== length)
    return `${word.toUpperCase()} has ${[...word].length} letters; the guesses so far have ${length}.`;
  const tries = boardsTries(boardsState.count);
  if (boardsState.rows.length >= tries) return `All ${tries} guesses are played. Start over for another game.`;
  if (boardsState.rows.length > 0 && openBoards().length === 0) return 'Every board is solved. Start over for another game.';
  if (!allowed.has(word)) return `${word.toUpperCase()} is not in the word list (${listName}): the game would not take it as a guess.`;
  return undefined;
}

/** The boards no row has solved yet (0-based). */
export function openBoards(rows: readonly BoardsRow[] = boardsState.rows): number[] {
  return Array.from({ length: boardsState.count }, (_, b) => b).filter((b) => !rows.some((row) => solves(row.tiles[b])));
}
