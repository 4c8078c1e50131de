// What the page holds: the rows played (letters and tiles), the settings, the lists, and the
// turn last computed. The position is read from and written to the address by main.ts.
//
// A tile the player has not set yet is `undefined` ("unknown"): a new row starts so, except
// where the rows before it already say the colour (a green at that place, a letter known to be
// absent). In the clues it is lib's tile not remembered (`?` in GUESS:TILES), which says nothing
// of the answer: the lists do not change (or clash) while the player is still entering what
// Wordle showed, and each tile set narrows them.

import {
  type Clue,
  type ClueTile,
  compileQuery,
  GREEN,
  GREY,
  isWordleError,
  MAX_GUESSES,
  patternsOfHash,
  quote,
  renderPattern,
  type Tile,
  type Turn,
  UNKNOWN_LETTER,
  UNKNOWN_TILE,
} from '../lib/index.ts';
import { DEFAULT_SETTINGS, type ListTexts, type Settings } from './engine.ts';

/** A tile as the page holds it: a colour, or not set yet. */
export type RowTile = Tile | undefined;

export interface Row {
  readonly letters: readonly string[];
  tiles: RowTile[];
}

export const MAX_ROWS = MAX_GUESSES;

export const state = {
  rows: [] as Row[],
  settings: { ...DEFAULT_SETTINGS } as Settings,
  focus: { row: 0, column: 0 },
  turn: undefined as Turn | undefined,
  lists: undefined as unknown as ListTexts,
};

/** Whether every tile of the row is set (then it is a clue). */
export const isComplete = (row: Row): row is { letters: readonly string[]; tiles: Tile[] } => row.tiles.every((tile) => tile !== undefined);

/** A row's tiles as a clue's: a tile not set yet is one not remembered. */
const clueTiles = (row: Row): ClueTile[] => row.tiles.map((tile) => tile ?? UNKNOWN_TILE);

/** The rows as clues. */
export function clues(): Clue[] {
  return state.rows.map((row) => {
    const tiles = clueTiles(row);
    return { letters: row.letters, tiles, text: renderPattern(row.letters, tiles) };
  });
}

/** The patterns the turn is computed for: the rows, in order. */
export function patterns(): string[] {
  return clues().map((clue) => clue.text);
}

/** How many tiles are still to set, over all rows. */
export const unknownCount = () => state.rows.reduce((sum, row) => sum + row.tiles.filter((tile) => tile === undefined).length, 0);

export function wordLength(): number | undefined {
  return state.rows[0]?.letters.length;
}

/**
 * The tiles a new row starts with: green where an earlier row has the same letter green at the
 * same place, grey where the letter is known to be absent (grey wherever it was played, never
 * yellow or green), unknown elsewhere. Each is what Wordle must show there.
 */
export function prefilledTiles(letters: readonly string[]): RowTile[] {
  const known = clues();
  const shown = new Set<string>();
  for (const clue of known) clue.letters.forEach((letter, i) => clue.tiles[i] !== GREY && shown.add(letter));
  const absent = new Set<string>();
  for (const clue of known) clue.letters.forEach((letter) => !shown.has(letter) && absent.add(letter));
  return letters.map((letter, i) => {
    if (known.some((clue) => clue.letters[i] === letter && clue.tiles[i] === GREEN)) return GREEN;
    return absent.has(letter) ? GREY : undefined;
  });
}

/** Rows from a URL fragment; a bad pattern is named in `problems` and left out. */
export function rowsFromHash(hash: string): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const pattern of patternsOfHash(hash)) {
    try {
      const clue = compileQuery([...rows.map((row) => renderPattern(row.letters, clueTiles(row))), pattern]).clues.at(-1);
      // (A letter not remembered has no state on the board: a row's letters are what was typed.)
      if (clue?.letters.includes(UNKNOWN_LETTER)) problems.push(`${quote(pattern)}: a letter not remembered cannot be shown here`);
      else if (clue) rows.push({ letters: clue.letters, tiles: clue.tiles.map((tile) => (tile === UNKNOWN_TILE ? undefined : tile)) });
    } catch (error) {
      problems.push(isWordleError(error) ? error.message : String(error));
    }
  }
  return { rows, problems };
}
