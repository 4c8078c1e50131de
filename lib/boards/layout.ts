// Several boards side by side in a terminal: as many a row as fit the width, the rows as even
// as that allows (8 boards that fit 7 a row are two rows of 4, not 7 and 1).

export interface BoardsLayout {
  /** Columns before the first board (a guess's number). */
  readonly margin: number;
  /** Columns a board takes. */
  readonly board: number;
  /** Columns between two boards. */
  readonly gap: number;
}

/** How many boards fit a line of `width` columns (at least 1: a board wider than the line gets a line of its own). */
export function boardsThatFit(layout: BoardsLayout, width: number): number {
  return Math.max(1, Math.floor((width - layout.margin + layout.gap) / (layout.board + layout.gap)));
}

/** The boards (0-based), row by row: the fewest rows that fit the width, the first ones a board fuller when they cannot all be as full. */
export function boardRows(count: number, layout: BoardsLayout, width: number): number[][] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / boardsThatFit(layout, width));
  // The first count % rows rows take one board more.
  const out: number[][] = [];
  let first = 0;
  for (let row = 0; row < rows; row++) {
    const size = Math.floor(count / rows) + (row < count % rows ? 1 : 0);
    out.push(Array.from({ length: size }, (_, i) => first + i));
    first += size;
  }
  return out;
}
