// What a clue says about the hidden word, as sets and counts; and the same for several clues
// at once. A word is consistent with a clue exactly when it satisfies the clue's constraints:
//   - a green letter is at its position; a yellow or grey letter is not at its position;
//   - a letter shown green/yellow k times occurs at least k times, and exactly k times when
//     a grey copy of it is shown too (so a grey-only letter is absent);
//   - Wordle deals yellows to the leftmost copies, so a yellow copy after a grey copy of the
//     same letter never happens: such tiles match no word at all.

import { type Clue, GREEN, GREY, YELLOW } from './tiles.ts';

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
    if (tile === GREY) greySeen.add(letter);
    if (tile === YELLOW && greySeen.has(letter)) {
      return `a yellow ${letter} after a grey ${letter} never happens (Wordle marks the leftmost copies yellow)`;
    }
  }
  return undefined;
}

/** Compiles one clue. */
export function compileClue(clue: Clue): Constraints {
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

/** The constraints of several clues together (all of the same length). */
export function combine(length: number, parts: readonly Constraints[]): Constraints {
  const green: (string | undefined)[] = Array.from({ length }, () => undefined);
  const notAt = Array.from({ length }, () => new Set<string>());
  const min = new Map<string, number>();
  const max = new Map<string, number>();
  let impossible: string | undefined;
  for (const part of parts) {
    impossible ??= part.impossible;
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
  return { length, green, notAt, min, max, impossible };
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
  };
}
