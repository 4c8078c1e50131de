// Clues with places not remembered: a tile `?` (known letter, any tile), a letter `_` (some
// letter, known tile), or both (`_` in stA=rE: nothing known). A word fits such a clue when
// some letters for the `_` places give tiles that agree with every known tile.
//
// The letter at a `_` place matters only through Wordle's counting, so the exact check needs
// only a few choices per place, not every letter:
//   - a letter the word lacks is grey wherever it stands and moves no other tile: all such
//     letters are one choice, "none";
//   - a grey `_` is best "none" (a grey copy of a letter changes no other tile either);
//   - a green `_` is the word's own letter there;
//   - any other `_` is "none", the word's letter there (green: one copy fewer left for
//     yellows), or a letter of the word elsewhere taken as yellow (it uses up one copy);
//     of a `_` whose tile is unknown too, only the choices that can loosen a grey tile.
// The search goes left to right keeping, per letter, what the counting depends on; failed
// states are remembered, so long masks stay cheap.

import { type Clue, GREEN, GREY, isPartial, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './tiles.ts';

/** Per letter, as the scan goes: copies seen not green (rank), the last that must be yellow, the first that must be grey, greens chosen at `_` places. */
interface Count {
  rank: number;
  lastYellow: number;
  firstGrey: number;
  chosenGreens: number;
}

/** Whether `word` (letters, the clue's length) gets tiles agreeing with every known tile of the clue, for some letters at its `_` places. */
export function fitsClue(word: readonly string[], clue: Clue): boolean {
  const { letters, tiles } = clue;
  const n = letters.length;
  if (word.length !== n) return false;
  // Copies of each letter in the word that no known green takes (known-letter places where the word has that letter are green).
  const free = new Map<string, number>();
  for (const letter of word) free.set(letter, (free.get(letter) ?? 0) + 1);
  for (let i = 0; i < n; i++) {
    const letter = letters[i] as string;
    const tile = tiles[i];
    const own = word[i] as string;
    if (letter === UNKNOWN_LETTER) {
      if (tile === GREEN) free.set(own, (free.get(own) ?? 0) - 1);
      continue;
    }
    if (letter === own) {
      if (tile !== GREEN && tile !== UNKNOWN_TILE) return false;
      free.set(own, (free.get(own) ?? 0) - 1);
    } else if (tile === GREEN) return false;
  }
  const counts = new Map<string, Count>();
  const countOf = (letter: string): Count => {
    let count = counts.get(letter);
    if (!count) {
      count = { rank: 0, lastYellow: 0, firstGrey: Infinity, chosenGreens: 0 };
      counts.set(letter, count);
    }
    return count;
  };
  for (const letter of [...free.keys(), ...letters]) if (letter !== UNKNOWN_LETTER) countOf(letter);
  const wordLetters = [...free.keys()];
  // Where each letter's first known grey tile is: a `_` of unknown tile can help only a letter
  // with a grey tile (a green there leaves one copy fewer to count; a yellow before the grey
  // leaves it room); for a letter without one it only adds to what must be found.
  const firstGreyAt = new Map<string, number>();
  letters.forEach((letter, i) => {
    if (letter !== UNKNOWN_LETTER && tiles[i] === GREY && !firstGreyAt.has(letter)) firstGreyAt.set(letter, i);
  });
  const yellowsLeft = (letter: string, count: Count) => (free.get(letter) ?? 0) - count.chosenGreens;
  const failed = new Set<string>();

  const search = (i: number): boolean => {
    for (; i < n; i++) {
      const letter = letters[i] as string;
      const tile = tiles[i];
      const own = word[i] as string;
      if (letter === UNKNOWN_LETTER) {
        if (tile === YELLOW || tile === UNKNOWN_TILE) return choose(i, tile === UNKNOWN_TILE);
        continue;
      }
      if (letter === own) continue;
      const count = countOf(letter);
      count.rank++;
      if (tile === YELLOW) {
        if (count.firstGrey !== Infinity) return false;
        count.lastYellow = count.rank;
        if (yellowsLeft(letter, count) < count.lastYellow) return false;
      } else if (tile === GREY && count.firstGrey === Infinity) count.firstGrey = count.rank;
    }
    for (const [letter, count] of counts) {
      const yellows = yellowsLeft(letter, count);
      if (yellows < count.lastYellow || yellows >= count.firstGrey) return false;
    }
    return true;
  };

  // A `_` place that may be "none" (any tile) or must be yellow; each choice on a copy of the state.
  const choose = (i: number, anyTile: boolean): boolean => {
    const own = word[i] as string;
    const helps = (letter: string) => anyTile && (firstGreyAt.get(letter) ?? -1) > i;
    const green = anyTile && firstGreyAt.has(own);
    if (anyTile && !green && !wordLetters.some((letter) => letter !== own && helps(letter))) return search(i + 1);
    const key = `${i}|${[...counts.values()].map((c) => `${c.rank},${c.lastYellow},${c.firstGrey},${c.chosenGreens}`).join(';')}`;
    if (failed.has(key)) return false;
    const saved = [...counts].map(([letter, c]): [string, Count] => [letter, { ...c }]);
    const restore = () => {
      for (const [letter, c] of saved) counts.set(letter, { ...c });
    };
    if (anyTile) {
      if (search(i + 1)) return true;
      restore();
    }
    if (green) {
      const count = countOf(own);
      count.chosenGreens++;
      if (yellowsLeft(own, count) >= count.lastYellow && search(i + 1)) return true;
      restore();
    }
    for (const letter of wordLetters) {
      if (letter === own || (anyTile && !helps(letter))) continue;
      const count = countOf(letter);
      if (count.firstGrey !== Infinity) continue;
      count.rank++;
      count.lastYellow = count.rank;
      if (yellowsLeft(letter, count) >= count.lastYellow && search(i + 1)) return true;
      restore();
    }
    failed.add(key);
    return false;
  };

  return search(0);
}

/**
 * Whether the sets and counts compileClue makes of a partial clue say exactly what it says
 * (then no word need be checked one by one). They do when, for each letter, the `?` tiles on
 * it come before its last yellow (then each is a copy the word has: green there or yellow), or
 * before its first grey when it has no yellow (each at most one more copy), or when it has no
 * yellow or grey at all; and when the `_` letters cannot matter: with no grey tile anywhere
 * only the least counts bind, which a `_` can only make harder (a yellow `_` and a green `_`
 * with a yellow elsewhere excepted). Otherwise they are implied by it, and each word is checked.
 */
export function exactlyCompiled(clue: Clue): boolean {
  if (!isPartial(clue)) return true;
  const { letters, tiles } = clue;
  const lastYellow = new Map<string, number>();
  const firstGrey = new Map<string, number>();
  let unknownLetters = false;
  let greenUnknown = false;
  let yellowUnknown = false;
  let anyGrey = false;
  let anyYellow = false;
  letters.forEach((letter, i) => {
    const tile = tiles[i];
    if (letter === UNKNOWN_LETTER) {
      unknownLetters = true;
      if (tile === GREEN) greenUnknown = true;
      if (tile === YELLOW) yellowUnknown = true;
      return;
    }
    if (tile === YELLOW) {
      lastYellow.set(letter, i);
      anyYellow = true;
    }
    if (tile === GREY) {
      anyGrey = true;
      if (!firstGrey.has(letter)) firstGrey.set(letter, i);
    }
  });
  if (unknownLetters && (anyGrey || yellowUnknown || (greenUnknown && anyYellow))) return false;
  return letters.every((letter, i) => {
    if (tiles[i] !== UNKNOWN_TILE || letter === UNKNOWN_LETTER) return true;
    const yellow = lastYellow.get(letter);
    if (yellow !== undefined) return i < yellow;
    const grey = firstGrey.get(letter);
    return grey === undefined || i < grey;
  });
}
