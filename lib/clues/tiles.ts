/** One tile of Wordle feedback. The numbers match the digit notation (`00120`). */
export type Tile = 0 | 1 | 2;
export const GREY: Tile = 0;
export const YELLOW: Tile = 1;
export const GREEN: Tile = 2;

/** A tile the player does not remember (`?` in GUESS:TILES): any of the three. */
export const UNKNOWN_TILE = 3;
/** A tile of a clue: known, or not remembered. */
export type ClueTile = Tile | typeof UNKNOWN_TILE;
/** A letter of a guess the player does not remember (`_`): some letter, which one is not known. */
export const UNKNOWN_LETTER = '_';

/** A guess together with the tiles it received: one PATTERN on the command line. */
export interface Clue {
  /** Lowercase letters in NFC, one code point each; UNKNOWN_LETTER where the letter is not known. */
  readonly letters: readonly string[];
  readonly tiles: readonly ClueTile[];
  /** The pattern as the user typed it, for messages. */
  readonly text: string;
}

/** Whether some letter or tile of the clue is not known. */
export function isPartial(clue: Clue): boolean {
  return clue.tiles.includes(UNKNOWN_TILE) || clue.letters.includes(UNKNOWN_LETTER);
}
