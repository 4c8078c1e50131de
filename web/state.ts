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
  type FoldName,
  GREEN,
  GREY,
  isWordleError,
  type LetterFact,
  MAX_GUESSES,
  patternsOfHash,
  quote,
  renderPattern,
  type Tile,
  type Turn,
  UNKNOWN_LETTER,
  UNKNOWN_TILE,
  YELLOW,
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
  return state.rows.map((row) => clueOf(row.letters, row.tiles));
}

/** The patterns the turn is computed for: the rows, in order. */
export function patterns(): string[] {
  return clues().map((clue) => clue.text);
}

/** How many tiles are still to set, over these rows (the board's by default). */
export const unknownCount = (rows: readonly Pick<Row, 'tiles'>[] = state.rows) =>
  rows.reduce((sum, row) => sum + row.tiles.filter((tile) => tile === undefined).length, 0);

/** A tap's next colour: a tile not set yet becomes grey, then yellow, green, and grey again. */
export const nextTile = (tile: RowTile): Tile => (tile === undefined ? GREY : tile === GREY ? YELLOW : tile === YELLOW ? GREEN : GREY);

/** A row as a clue: a tile not set yet is one not remembered. */
export function clueOf(letters: readonly string[], tiles: readonly RowTile[]): Clue {
  const clue = tiles.map((tile) => tile ?? UNKNOWN_TILE);
  return { letters, tiles: clue, text: renderPattern(letters, clue) };
}

export function wordLength(): number | undefined {
  return state.rows[0]?.letters.length;
}

/**
 * The tiles a new row starts with: green where an earlier row (of `known`, the board's by
 * default) has the same letter green at the same place, grey where the letter is known to be
 * absent (grey wherever it was played, never yellow or green), unknown elsewhere. Each is what
 * Wordle must show there.
 */
export function prefilledTiles(letters: readonly string[], known: readonly Clue[] = clues()): RowTile[] {
  const shown = new Set<string>();
  for (const clue of known) clue.letters.forEach((letter, i) => clue.tiles[i] !== GREY && shown.add(letter));
  const absent = new Set<string>();
  for (const clue of known) clue.letters.forEach((letter) => !shown.has(letter) && absent.add(letter));
  return letters.map((letter, i) => {
    if (known.some((clue) => clue.letters[i] === letter && clue.tiles[i] === GREEN)) return GREEN;
    return absent.has(letter) ? GREY : undefined;
  });
}

/** Rows from a URL fragment, folded by the language's rule (`fold`); a bad pattern is named in `problems` and left out. */
export function rowsFromHash(hash: string, fold?: FoldName): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const pattern of patternsOfHash(hash)) {
    try {
      const clue = compileQuery([...rows.map((row) => renderPattern(row.letters, clueTiles(row))), pattern], undefined, fold).clues.at(-1);
      // (A letter not remembered has no state on the board: a row's letters are what was typed.)
      if (clue?.letters.includes(UNKNOWN_LETTER)) problems.push(`${quote(pattern)}: a letter not remembered cannot be shown here`);
      else if (clue) rows.push({ letters: clue.letters, tiles: clue.tiles.map((tile) => (tile === UNKNOWN_TILE ? undefined : tile)) });
    } catch (error) {
      problems.push(isWordleError(error) ? error.message : String(error));
    }
  }
  return { rows, problems };
}

/**
 * What is known of each letter once the game is solved: the answer's letters, each exactly as
 * many times as the answer has it, at its places (A-Z); then the letters the clues showed are
 * not in it, as `facts` (lib's letterFacts of the clues) has them.
 */
export function answerFacts(answer: readonly string[], facts: readonly LetterFact[]): LetterFact[] {
  const present = [...new Set(answer)].sort().map((letter): LetterFact => {
    const at = answer.flatMap((each, i) => (each === letter ? [i + 1] : []));
    return { letter, least: at.length, most: at.length, at, notAt: [], mayBe: [] };
  });
  return [...present, ...facts.filter((fact) => fact.most === 0)];
}
