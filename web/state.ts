// What the page holds: the rows played (letters and tiles), the settings, the lists, and the
// turn last computed. The position is read from and written to the address by main.ts.

import {
  type Clue,
  compileQuery,
  isWordleError,
  patternsOfHash,
  quote,
  renderPattern,
  type Tile,
  type Turn,
  UNKNOWN_TILE,
} from '../lib/index.ts';
import { DEFAULT_SETTINGS, type ListTexts, type Settings } from './engine.ts';

export interface Row {
  readonly letters: readonly string[];
  tiles: Tile[];
}

export const MAX_ROWS = 6;

export const state = {
  rows: [] as Row[],
  settings: { ...DEFAULT_SETTINGS } as Settings,
  focus: { row: 0, column: 0 },
  turn: undefined as Turn | undefined,
  lists: undefined as unknown as ListTexts,
};

export function clues(): Clue[] {
  return state.rows.map((row) => ({ letters: row.letters, tiles: row.tiles, text: renderPattern(row.letters, row.tiles) }));
}

export function patterns(): string[] {
  return state.rows.map((row) => renderPattern(row.letters, row.tiles));
}

export function wordLength(): number | undefined {
  return state.rows[0]?.letters.length;
}

/** Rows from a URL fragment; a bad pattern is named in `problems` and left out. */
export function rowsFromHash(hash: string): { rows: Row[]; problems: string } {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const pattern of patternsOfHash(hash)) {
    try {
      const clue = compileQuery([...rows.map((row) => renderPattern(row.letters, row.tiles)), pattern]).clues.at(-1);
      // (A tile not remembered has no state on the board yet.)
      if (clue?.tiles.includes(UNKNOWN_TILE)) problems.push(`${quote(pattern)}: a tile not remembered cannot be shown here`);
      else if (clue) rows.push({ letters: clue.letters, tiles: clue.tiles as Tile[] });
    } catch (error) {
      problems.push(isWordleError(error) ? error.message : String(error));
    }
  }
  return { rows, problems: problems.join('; ') };
}
