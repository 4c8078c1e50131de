// Fibble (fibble.xyz) and its sequels: in every row that is not the answer, exactly K tiles show
// a wrong colour (one of the other two). The rule a word must meet, the true tiles a row allows,
// and how a host draws the lies.
//
// An all-green row never lies: it is the answer. In Fibble the answer's row shows all green,
// truthfully; so a host never draws lies that would show another row all green (it draws again),
// and a word fits an all-green row only when it is that row's guess.

import { WordleError } from '../errors.ts';
import { compileClue, unsatisfiable } from './constraints.ts';
import { feedback } from './feedback.ts';
import { quote } from './letters.ts';
import { type Clue, GREEN, isPartial, type Tile } from './tiles.ts';

/** The most lies a row may tell: Fibble⁵. */
export const MAX_LIES = 5;

const allGreen = (tiles: readonly number[]) => tiles.every((tile) => tile === GREEN);

/** Whether a row shows all green: the answer, with or without lies. */
export const isAllGreen = (clue: Clue): boolean => allGreen(clue.tiles);

/** Throws the WordleError of clues that cannot be read with `lies` wrong tiles a row (a count out of range, a row not whole). */
export function checkLies(clues: readonly Clue[], lies: number, length: number): void {
  if (!Number.isInteger(lies) || lies < 0 || lies > MAX_LIES)
    throw new WordleError('USAGE', `lies must be a whole number from 0 to ${MAX_LIES} (got ${lies})`);
  if (lies > length) throw new WordleError('USAGE', `${lies} lies a row need words of at least ${lies} letters (these have ${length})`);
  const partial = clues.find(isPartial);
  if (partial)
    throw new WordleError(
      'BAD_PATTERN',
      `bad pattern ${quote(partial.text)}: with lies every tile of a row counts, as a lie or not, so a letter or tile not remembered cannot be read`,
    );
}

/**
 * Whether `word` (letters, the clue's length) fits a whole row whose tiles lie in exactly `lies`
 * places: the tiles the guess gets against it differ from those shown in exactly that many
 * places, repeated letters counted as Wordle counts them; an all-green row fits its guess alone.
 */
export function fitsWithLies(word: readonly string[], clue: Clue, lies: number): boolean {
  const { letters, tiles } = clue;
  if (word.length !== letters.length) return false;
  if (allGreen(tiles)) return letters.every((letter, i) => word[i] === letter);
  const truth = feedback(letters, word);
  let wrong = 0;
  for (let i = 0; i < truth.length; i++) if (truth[i] !== tiles[i]) wrong++;
  // (The guess itself gets all green, which is never shown with lies.)
  return wrong === lies && !allGreen(truth);
}

/**
 * Calls `visit` with each tiling that differs from `tiles` in exactly `lies` places, each of those
 * in one of the two other colours: C(L, lies) x 2^lies of them, each once. `visit` gets one
 * array, changed between calls.
 */
export function eachLie(tiles: readonly Tile[], lies: number, visit: (tiles: readonly Tile[]) => void): void {
  const shown = [...tiles];
  const place = (from: number, left: number): void => {
    if (left === 0) {
      visit(shown);
      return;
    }
    for (let i = from; i <= tiles.length - left; i++) {
      const own = tiles[i] as Tile;
      for (const offset of [1, 2]) {
        shown[i] = ((own + offset) % 3) as Tile;
        place(i + 1, left - 1);
      }
      shown[i] = own;
    }
  };
  place(0, lies);
}

/**
 * The tiles a host may show for the true `tiles` of a row, each as likely as the others (as
 * tellLies draws them): the row itself for the answer's all green or no lies, else each tiling
 * that differs from it in exactly `lies` places and is not all green.
 */
export function shownTilings(tiles: readonly Tile[], lies: number): Tile[][] {
  if (lies === 0 || allGreen(tiles)) return [[...tiles]];
  const shown: Tile[][] = [];
  eachLie(tiles, lies, (lie) => {
    if (!allGreen(lie)) shown.push([...lie]);
  });
  return shown;
}

/**
 * The true tiles a row shown with `lies` wrong ones may have had: every tiling that differs from
 * it in exactly that many places and that some word can get for the guess (not all green: that
 * row would have been shown as it is). An all-green row has itself alone.
 */
export function trueTilings(clue: Clue, lies: number): Tile[][] {
  const tiles = clue.tiles as readonly Tile[];
  if (lies === 0 || allGreen(tiles)) return [[...tiles]];
  const found: Tile[][] = [];
  eachLie(tiles, lies, (truth) => {
    if (allGreen(truth)) return;
    const constraints = compileClue({ letters: clue.letters, tiles: truth, text: clue.text });
    if (unsatisfiable(constraints) === undefined) found.push([...truth]);
  });
  return found;
}

/**
 * The tiles a host shows for the true `tiles` of a row: `lies` places drawn at random (each set
 * of places equally likely), each shown in one of its two wrong colours (each equally likely);
 * drawn again when that shows all green. An all-green row (the answer) is shown as it is.
 */
export function tellLies(tiles: readonly Tile[], lies: number, random: () => number): Tile[] {
  if (lies === 0 || allGreen(tiles)) return [...tiles];
  for (;;) {
    const shown = [...tiles];
    const places = tiles.map((_, i) => i);
    for (let k = 0; k < lies; k++) {
      const j = k + Math.floor(random() * (places.length - k));
      const at = places[j] as number;
      places[j] = places[k] as number;
      places[k] = at;
      shown[at] = (((tiles[at] as Tile) + 1 + Math.floor(random() * 2)) % 3) as Tile;
    }
    if (!allGreen(shown)) return shown;
  }
}
