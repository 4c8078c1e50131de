// What a clue says about the hidden word, as sets and counts; and the same for several clues
// at once. A word is consistent with a clue exactly when it satisfies the clue's constraints:
//   - a green letter is at its position; a yellow or grey letter is not at its position;
//   - a letter shown green/yellow k times occurs at least k times, and exactly k times when
//     a grey copy of it is shown too (so a grey-only letter is absent);
//   - Wordle deals yellows to the leftmost copies, so a yellow copy after a grey copy of the
//     same letter never happens: such tiles match no word at all.
// A clue with places not remembered (`?` tiles, `_` letters: see partial.ts) compiles to
// what it implies; when that is not all it says, the clue is kept to check each word with.

import { exactlyCompiled } from './partial.ts';
import { type Clue, GREEN, GREY, isPartial, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './tiles.ts';

export interface Constraints {
  readonly length: number;
  /** Per position, the letter a green tile fixed there. */
  readonly green: readonly (string | undefined)[];
  /** Per position, letters a yellow or grey tile says are not there. */
  readonly notAt: readonly ReadonlySet<string>[];
  /** The include set: letter -> least number of copies. */
  readonly min: ReadonlyMap<string, number>;
  /** Caps set by grey copies: letter -> most copies; 0 means the letter is excluded. */
  readonly max: ReadonlyMap<string, number>;
  /** Why no word can match, when that shows without counting (bad tile order, green clash). */
  readonly impossible: string | undefined;
  /**
   * Partial clues the sets and counts above only approximate (they keep every word that fits,
   * and some that do not): each word they keep is checked against these (fitsClue).
   */
  readonly checkEach?: readonly Clue[] | undefined;
}

/** Letters that cannot occur at all (the exclude set), in order. */
export function excluded(constraints: Constraints): string[] {
  return [...constraints.max]
    .filter(([, most]) => most === 0)
    .map(([letter]) => letter)
    .sort();
}

/** The include set as [letter, least copies], in order. */
export function included(constraints: Constraints): [string, number][] {
  return [...constraints.min].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Caps above zero as [letter, most copies], in order. */
export function capped(constraints: Constraints): [string, number][] {
  return [...constraints.max].filter(([, most]) => most > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function tileOrderProblem(clue: Clue): string | undefined {
  const greySeen = new Set<string>();
  for (const [i, letter] of clue.letters.entries()) {
    const tile = clue.tiles[i];
    if (letter === UNKNOWN_LETTER) continue;
    if (tile === GREY) greySeen.add(letter);
    if (tile === YELLOW && greySeen.has(letter)) {
      return `a yellow ${letter} after a grey ${letter} never happens (Wordle marks the leftmost copies yellow)`;
    }
  }
  return undefined;
}

/** Compiles one clue. */
export function compileClue(clue: Clue): Constraints {
  if (isPartial(clue)) return compilePartialClue(clue);
  const length = clue.letters.length;
  const green: (string | undefined)[] = Array.from({ length }, () => undefined);
  const notAt = Array.from({ length }, () => new Set<string>());
  const shown = new Map<string, number>();
  const greyed = new Set<string>();
  for (const [i, letter] of clue.letters.entries()) {
    const tile = clue.tiles[i];
    if (tile === GREEN) green[i] = letter;
    else notAt[i]?.add(letter);
    if (tile === GREY) greyed.add(letter);
    else shown.set(letter, (shown.get(letter) ?? 0) + 1);
  }
  const min = new Map([...shown]);
  const max = new Map([...greyed].map((letter): [string, number] => [letter, shown.get(letter) ?? 0]));
  return { length, green, notAt, min, max, impossible: tileOrderProblem(clue) };
}

/**
 * What a partial clue implies, for each letter L of the known places (Kg, Ky: its known green
 * and yellow tiles; T: its `?` tiles): at least Kg + Ky copies, plus one for each `?` before
 * its last yellow (a grey never comes before a yellow of the same letter, so that tile is green,
 * or yellow with a copy elsewhere); with a grey tile, at most Kg + Ky, plus one for each `?`,
 * each green `_`, each `_` of unknown tile and each yellow `_` before the first grey of L
 * (each of them may be one more copy of L, green or yellow, and nothing else may).
 */
function compilePartialClue(clue: Clue): Constraints {
  const { letters, tiles } = clue;
  const length = letters.length;
  const green: (string | undefined)[] = Array.from({ length }, () => undefined);
  const notAt = Array.from({ length }, () => new Set<string>());
  const lastYellow = new Map<string, number>();
  const firstGrey = new Map<string, number>();
  letters.forEach((letter, i) => {
    const tile = tiles[i];
    if (letter === UNKNOWN_LETTER || tile === UNKNOWN_TILE) return;
    if (tile === GREEN) green[i] = letter;
    else notAt[i]?.add(letter);
    if (tile === YELLOW) lastYellow.set(letter, i);
    if (tile === GREY && !firstGrey.has(letter)) firstGrey.set(letter, i);
  });
  const min = new Map<string, number>();
  const max = new Map<string, number>();
  const known = new Set(letters.filter((letter) => letter !== UNKNOWN_LETTER));
  for (const letter of known) {
    const yellow = lastYellow.get(letter) ?? -1;
    const grey = firstGrey.get(letter);
    let least = 0;
    let most = 0;
    letters.forEach((other, i) => {
      const tile = tiles[i];
      if (other === letter) {
        if (tile === GREEN || tile === YELLOW) least++;
        else if (tile === UNKNOWN_TILE && i < yellow) least++;
        if (tile !== GREY) most++;
      } else if (other === UNKNOWN_LETTER) {
        if (tile === GREEN || tile === UNKNOWN_TILE || (tile === YELLOW && grey !== undefined && i < grey)) most++;
      }
    });
    if (least > 0) min.set(letter, least);
    if (grey !== undefined) max.set(letter, most);
  }
  return {
    length,
    green,
    notAt,
    min,
    max,
    impossible: tileOrderProblem(clue),
    checkEach: exactlyCompiled(clue) ? undefined : [clue],
  };
}

/** The constraints of several clues together (all of the same length). */
export function combine(length: number, parts: readonly Constraints[]): Constraints {
  const green: (string | undefined)[] = Array.from({ length }, () => undefined);
  const notAt = Array.from({ length }, () => new Set<string>());
  const min = new Map<string, number>();
  const max = new Map<string, number>();
  let impossible: string | undefined;
  const checkEach: Clue[] = [];
  for (const part of parts) {
    impossible ??= part.impossible;
    if (part.checkEach) checkEach.push(...part.checkEach);
    part.green.forEach((letter, i) => {
      if (letter === undefined) return;
      const before = green[i];
      if (before !== undefined && before !== letter) {
        impossible ??= `position ${i + 1} cannot be both ${before} and ${letter}`;
      }
      green[i] ??= letter;
    });
    part.notAt.forEach((letters, i) => letters.forEach((letter) => notAt[i]?.add(letter)));
    for (const [letter, least] of part.min) min.set(letter, Math.max(least, min.get(letter) ?? 0));
    for (const [letter, most] of part.max) max.set(letter, Math.min(most, max.get(letter) ?? most));
  }
  return { length, green, notAt, min, max, impossible, checkEach: checkEach.length > 0 ? checkEach : undefined };
}

export function compileClues(length: number, clues: readonly Clue[]): Constraints {
  return combine(length, clues.map(compileClue));
}

function greenCounts(constraints: Constraints): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of constraints.green) {
    if (letter !== undefined) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  return counts;
}

/**
 * Why no string of letters at all can satisfy the constraints, or undefined when one can.
 * Exact: letters the constraints do not mention are free fillers, and the copies that the
 * include set still needs beyond the greens are matched to open positions (bipartite matching).
 */
export function unsatisfiable(constraints: Constraints): string | undefined {
  if (constraints.impossible) return constraints.impossible;
  const greens = greenCounts(constraints);
  for (const [i, letter] of constraints.green.entries()) {
    if (letter !== undefined && constraints.notAt[i]?.has(letter)) {
      return `${letter} must be at position ${i + 1} and cannot be there`;
    }
  }
  const letters = new Set([...constraints.min.keys(), ...constraints.max.keys()]);
  const copies: string[] = [];
  for (const letter of [...letters].sort()) {
    const least = Math.max(constraints.min.get(letter) ?? 0, greens.get(letter) ?? 0);
    const most = constraints.max.get(letter) ?? Infinity;
    if (least > most) {
      return most === 0
        ? `${letter} must be in the word and must not be`
        : `${letter} must occur at least ${least} times and at most ${most}`;
    }
    const needed = (constraints.min.get(letter) ?? 0) - (greens.get(letter) ?? 0);
    for (let k = 0; k < needed; k++) copies.push(letter);
  }
  const open = constraints.green.flatMap((letter, i) => (letter === undefined ? [i] : []));
  if (!placeAll(copies, open, constraints.notAt)) {
    return `not enough open positions for ${[...new Set(copies)].join(', ')}`;
  }
  return undefined;
}

/** Kuhn's augmenting paths: can every copy get its own open position that allows it? */
function placeAll(copies: readonly string[], open: readonly number[], notAt: Constraints['notAt']): boolean {
  const holder = new Map<number, number>(); // position -> index of the copy placed there
  const allows = (copy: number, position: number) => {
    const letter = copies[copy];
    return letter !== undefined && !notAt[position]?.has(letter);
  };
  const place = (copy: number, tried: Set<number>): boolean => {
    for (const position of open) {
      if (tried.has(position) || !allows(copy, position)) continue;
      tried.add(position);
      const other = holder.get(position);
      if (other === undefined || place(other, tried)) {
        holder.set(position, copy);
        return true;
      }
    }
    return false;
  };
  return copies.every((_, copy) => place(copy, new Set()));
}

/** A position of the match plan: a fixed letter, or any letter but these. */
export type PlannedPosition = { readonly letter: string } | { readonly not: readonly string[] };

/**
 * The constraints rearranged for matching: everything a position can check is folded into it
 * (excluded letters, letters whose cap the greens already reach), and only the counts that
 * positions cannot express remain. Both the regular expression and the grep pipeline use it.
 */
export interface MatchPlan {
  readonly length: number;
  /** No word can match: scanning can be skipped. */
  readonly never: boolean;
  readonly positions: readonly PlannedPosition[];
  /** [letter, least copies in the whole word], where the greens do not already ensure it. */
  readonly atLeast: readonly (readonly [string, number])[];
  /** [letter, most copies in the whole word], where positions do not already ensure it. */
  readonly atMost: readonly (readonly [string, number])[];
  /** Partial clues that positions and counts do not capture: each word they keep is checked against these too. */
  readonly checkEach?: readonly Clue[] | undefined;
  /** Rows whose tiles lie in exactly `count` places (lies.ts): each word kept is checked against these too. */
  readonly lies?: { readonly count: number; readonly clues: readonly Clue[] } | undefined;
}

export function planMatch(constraints: Constraints): MatchPlan {
  const greens = greenCounts(constraints);
  const banned = [...constraints.max].filter(([letter, most]) => most <= (greens.get(letter) ?? 0)).map(([letter]) => letter);
  const positions = constraints.green.map((letter, i): PlannedPosition => {
    if (letter !== undefined) return { letter };
    return { not: [...new Set([...(constraints.notAt[i] ?? []), ...banned])].sort() };
  });
  const atLeast = [...constraints.min].filter(([letter, least]) => least > (greens.get(letter) ?? 0)).sort(([a], [b]) => (a < b ? -1 : 1));
  const atMost = [...constraints.max].filter(([letter, most]) => most > (greens.get(letter) ?? 0)).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    length: constraints.length,
    never: unsatisfiable(constraints) !== undefined,
    positions,
    atLeast,
    atMost,
    ...(constraints.checkEach && { checkEach: constraints.checkEach }),
  };
}
