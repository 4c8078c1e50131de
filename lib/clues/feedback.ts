import { GREEN, GREY, type Tile, YELLOW } from './tiles.ts';

/**
 * The tiles Wordle shows for `guess` when the hidden word is `answer` (same length).
 * Greens first; then each other guess letter, left to right, is yellow while the answer
 * still has an unmatched copy of it, grey after that.
 */
export function feedback(guess: readonly string[], answer: readonly string[]): Tile[] {
  const tiles: Tile[] = guess.map(() => GREY);
  const unmatched = new Map<string, number>();
  guess.forEach((letter, i) => {
    const hidden = answer[i];
    if (letter === hidden) tiles[i] = GREEN;
    else if (hidden !== undefined) unmatched.set(hidden, (unmatched.get(hidden) ?? 0) + 1);
  });
  guess.forEach((letter, i) => {
    if (tiles[i] === GREEN) return;
    const left = unmatched.get(letter) ?? 0;
    if (left > 0) {
      tiles[i] = YELLOW;
      unmatched.set(letter, left - 1);
    }
  });
  return tiles;
}
