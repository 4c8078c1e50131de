/** One tile of Wordle feedback. The numbers match the digit notation (`00120`). */
export type Tile = 0 | 1 | 2;
export const GREY: Tile = 0;
export const YELLOW: Tile = 1;
export const GREEN: Tile = 2;

/** A guess together with the tiles it received: one PATTERN on the command line. */
export interface Clue {
  /** Lowercase letters in NFC, one code point each. */
  readonly letters: readonly string[];
  readonly tiles: readonly Tile[];
  /** The pattern as the user typed it, for messages. */
  readonly text: string;
}
