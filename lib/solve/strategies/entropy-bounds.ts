// Upper bounds of guesses' entropy (the entropy strategy's pruning): a guess whose bound is
// below the best entropy found cannot be ranked first, and needs no split of the answers.

import type { Game, Position } from '../game.ts';

/**
 * Bounds are in units of 2^-20 bit, rounded up, as integers: a turn's pass over every guess
 * runs in the interpreter, where each sum of doubles would be a new heap number (the
 * garbage collector then ran four times a turn); integers stay unboxed.
 */
export const BOUND_UNIT = 2 ** 20;

/** x bits in bound units, rounded up (a bound stays a bound). */
const units = (bits: number) => Math.ceil(bits * BOUND_UNIT);

/** Entropy in bits of a distribution given by counts summing to n. */
function entropyOf(n: number, ...counts: number[]): number {
  let sum = 0;
  for (const count of counts) if (count > 0) sum += count * Math.log2(count);
  return Math.log2(n) - sum / n;
}

/**
 * Upper bounds of each guess's entropy, from counts over the remaining answers alone (no
 * pass per guess): the entropy of the whole pattern is at most the sum of the entropies of
 * its parts (subadditivity). A letter used once at position i gives a tile that depends only
 * on whether the answer has it at i and whether it has it at all; the tiles of a letter used
 * k times depend only on where the answer has it among those positions and how many copies
 * it has. Most guesses' bounds fall below the best exact entropy, so they need no pass.
 */
export function entropyBounds(game: Game, position: Position): Int32Array {
  // The tie rule ranks the same answers again over fewer guesses: their bounds are already made.
  const known = boundsMade.get(position.remaining);
  if (known && known.game === game && (known.allowed === position.allowed || madeFor(known.bounds, position.allowed))) return known.bounds;
  const bounds = makeEntropyBounds(game, position);
  boundsMade.set(position.remaining, { game, allowed: position.allowed, bounds });
  return bounds;
}

const boundsMade = new WeakMap<Int32Array, { game: Game; allowed: Int32Array; bounds: Int32Array }>();

/** Whether the bounds were made for every guess of `allowed` (-1: not made). */
function madeFor(bounds: Int32Array, allowed: Int32Array): boolean {
  for (let k = 0; k < allowed.length; k++) if ((bounds[allowed[k] as number] as number) < 0) return false;
  return true;
}

function makeEntropyBounds(game: Game, position: Position): Int32Array {
  const n = game.length;
  const answers = game.answers.letters;
  const remaining = position.remaining;
  const total = remaining.length;
  const letters = game.kernel.alphabetSize;
  const at = new Int32Array(n * letters); // answers with letter l at position i
  const copies = new Int32Array((n + 1) * letters); // answers with exactly k copies of l
  const seen = new Int32Array(letters);
  for (let r = 0; r < total; r++) {
    const a = remaining[r] as number;
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      at[i * letters + letter] = (at[i * letters + letter] as number) + 1;
      seen[letter] = (seen[letter] as number) + 1;
    }
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      const count = seen[letter] as number;
      if (count > 0) {
        copies[count * letters + letter] = (copies[count * letters + letter] as number) + 1;
        seen[letter] = 0;
      }
    }
  }
  const withLetter = new Int32Array(letters);
  const copiesEntropy = new Int32Array(letters);
  for (let l = 0; l < letters; l++) {
    const counts: number[] = [];
    let containing = 0;
    for (let k = 1; k <= n; k++) {
      counts.push(copies[k * letters + l] as number);
      containing += copies[k * letters + l] as number;
    }
    withLetter[l] = containing;
    copiesEntropy[l] = units(entropyOf(total, total - containing, ...counts));
  }
  // Once at i: green, yellow or grey. In a group: green at i or not.
  const single = new Int32Array(n * letters);
  const green = new Int32Array(n * letters);
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < letters; l++) {
      const here = at[i * letters + l] as number;
      const anywhere = withLetter[l] as number;
      single[i * letters + l] = units(entropyOf(total, here, anywhere - here, total - anywhere));
      green[i * letters + l] = units(entropyOf(total, here, total - here));
    }
  }
  // -1: not made (see entropyBounds' reuse).
  const bounds = new Int32Array(game.guesses.words.length).fill(-1);
  const scratch = new Int32Array(letters);
  const guessLetters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  const cap = units(Math.log2(total));
  const allowed = position.allowed;
  for (let k = 0; k < allowed.length; k++) {
    const g = allowed[k] as number;
    const base = g * n;
    let bound = 0;
    if (distinct[g] !== 0 && n === 5) {
      // (Unrolled: on a cold start this loop runs in the interpreter, a cost per operation.)
      bound =
        (single[guessLetters[base] as number] as number) +
        (single[letters + (guessLetters[base + 1] as number)] as number) +
        (single[2 * letters + (guessLetters[base + 2] as number)] as number) +
        (single[3 * letters + (guessLetters[base + 3] as number)] as number) +
        (single[4 * letters + (guessLetters[base + 4] as number)] as number);
    } else if (distinct[g] !== 0) {
      for (let i = 0; i < n; i++) bound += single[i * letters + (guessLetters[base + i] as number)] as number;
    } else bound = repeatedBound(guessLetters, base, n, letters, single, green, copiesEntropy, scratch);
    bounds[g] = bound < cap ? bound : cap;
  }
  return bounds;
}

/** entropyBounds' bound of a guess with a repeated letter (a loop of its own, for the optimizer). */
function repeatedBound(guessLetters: Uint16Array, base: number, n: number, letters: number, single: Int32Array, green: Int32Array, copiesEntropy: Int32Array, copies: Int32Array): number {
  // copies: zeroed scratch, per letter; a letter's first place flips its count negative.
  for (let i = 0; i < n; i++) {
    const letter = guessLetters[base + i] as number;
    copies[letter] = (copies[letter] as number) + 1;
  }
  let bound = 0;
  for (let i = 0; i < n; i++) {
    const letter = guessLetters[base + i] as number;
    const count = copies[letter] as number;
    if (count === 1) bound += single[i * letters + letter] as number;
    else {
      bound += (green[i * letters + letter] as number) + (count > 0 ? (copiesEntropy[letter] as number) : 0);
      if (count > 0) copies[letter] = -count;
    }
  }
  for (let i = 0; i < n; i++) copies[guessLetters[base + i] as number] = 0;
  return bound;
}
