// Upper bounds of guesses' entropy (the entropy strategy's pruning): a guess whose bound is
// below the best entropy found cannot be ranked first, and needs no split of the answers.

import { MemoCache } from '../../speed.ts';
import type { Game, Position } from '../game.ts';
import { wasmGuessBounds } from './floors-wasm.ts';

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
 * its parts (subadditivity). The tiles of a letter the guess has once, at i, depend only on
 * whether the answer has it at i and whether it has it at all; the tiles of a letter it has
 * at several places P depend only on which places of P the answer has it at and how many
 * copies it has (greens, then yellows left to right while copies last), and these are told
 * by the set of places the answer has it at: the answers are counted by that set, per letter.
 * Most guesses' bounds fall below the best exact entropy, so they need no pass.
 */
export function entropyBounds(game: Game, position: Position): EntropyBounds {
  // The tie rule ranks the same answers again over fewer guesses: their bounds are already made.
  const known = boundsMade.get(position.remaining);
  if (known && known.game === game && (known.allowed === position.allowed || madeFor(known.bounds.values, position.allowed)))
    return known.bounds;
  const bounds = makeEntropyBounds(game, position);
  boundsMade.set(position.remaining, { game, allowed: position.allowed, bounds });
  return bounds;
}

/**
 * A position's bounds. A guess with a repeated letter first gets a cheap one, a sum over its
 * places like the others' (its groups' entropies cost a call and a few loops each, and a list
 * has thousands of such guesses, most of which no ranking looks at); refine() makes the tight
 * one when a ranking reaches the guess.
 */
export interface EntropyBounds {
  /** Per guess index, an upper bound of its entropy in bound units (-1: not made). */
  readonly values: Int32Array;
  /** Guess g's tight bound, kept in values[g] (at most the cheap one). */
  refine(g: number): number;
  /** When made with the bounds: the guesses of `allowed` by cheap bound (see BoundLists). */
  readonly lists?: BoundLists | undefined;
}

/**
 * The guesses of `allowed` in lists by bucket of cheap bound (value >> LIST_SHIFT): head[bucket]
 * is a guess, next[g] the one after it (-1: none). Made in the same pass as the bounds, so that a
 * ranking reaches the guesses from the highest bound down without a sort of its own (a pass over
 * every guess runs cold, and a counting sort made three). Not changed after: a guess refined into
 * a lower bucket stays in its list (the ranking sees its value moved).
 */
export interface BoundLists {
  readonly allowed: Int32Array;
  readonly head: Int32Array;
  readonly next: Int32Array;
}

/** BoundLists' buckets: bounds (in 2^-20 bit) shifted right by this, so 1/16 bit wide. */
export const LIST_SHIFT = 16;

const boundsMade = new MemoCache<Int32Array, { game: Game; allowed: Int32Array; bounds: EntropyBounds }>();

/** Whether the bounds were made for every guess of `allowed` (-1: not made). */
function madeFor(bounds: Int32Array, allowed: Int32Array): boolean {
  for (let k = 0; k < allowed.length; k++) if ((bounds[allowed[k] as number] as number) < 0) return false;
  return true;
}

/** Words up to this long get bounds for their repeated letters (counts per letter and set of places: 2^n each); longer ones, the plain cap. */
const GROUPED_LENGTH = 10;

function makeEntropyBounds(game: Game, position: Position): EntropyBounds {
  const n = game.length;
  const answers = game.answers.letters;
  const remaining = position.remaining;
  const total = remaining.length;
  const letters = game.kernel.alphabetSize;
  const grouped = n <= GROUPED_LENGTH;
  const at = new Int32Array(n * letters); // answers with letter l at position i
  const withLetter = new Int32Array(letters); // answers with letter l
  // byPlaces[(l << n) + set]: answers having letter l at exactly that set of places.
  const byPlaces = new Int32Array(grouped ? letters << n : 0);
  const places = new Int32Array(letters);
  for (let r = 0; r < total; r++) {
    const a = remaining[r] as number;
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      at[i * letters + letter] = (at[i * letters + letter] as number) + 1;
      places[letter] = (places[letter] as number) | (1 << i);
    }
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      const set = places[letter] as number;
      if (set !== 0) {
        withLetter[letter] = (withLetter[letter] as number) + 1;
        if (grouped) byPlaces[(letter << n) + set] = (byPlaces[(letter << n) + set] as number) + 1;
        places[letter] = 0;
      }
    }
  }
  // Once at i: green, yellow or grey.
  const single = new Int32Array(n * letters);
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < letters; l++) {
      const here = at[i * letters + l] as number;
      const anywhere = withLetter[l] as number;
      single[i * letters + l] = units(entropyOf(total, here, anywhere - here, total - anywhere));
    }
  }
  const cap = units(Math.log2(total));
  // Cheap bounds for any guess: per place, the most its letter can tell there, alone or with
  // other copies. A letter at p >= 2 places tells at most the entropy of the set of places the
  // answer has it at (its tiles there are a function of that set), so half of that a place
  // (and a unit more, for rounding) bounds its group.
  const placesEntropies = grouped ? placesEntropy(byPlaces, n, total, letters) : undefined;
  const cheap = new Int32Array(n * letters);
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < letters; l++) {
      const alone = single[i * letters + l] as number;
      const shared = placesEntropies ? Math.ceil((placesEntropies[l] as number) / 2) + 1 : cap;
      cheap[i * letters + l] = alone > shared ? alone : shared;
    }
  }
  const guessLetters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  const allowed = position.allowed;
  const { values, head, next } =
    wasmGuessBounds(game, position, single, cheap, letters, cap, LIST_SHIFT) || guessBounds(game, allowed, single, cheap, letters, cap);
  const groups = new Groups(byPlaces, n, total, letters, cap);
  const scratch = new Int32Array(letters);
  const refined = new Uint8Array(values.length);
  return {
    values,
    lists: { allowed, head, next },
    refine(g) {
      if (distinct[g] !== 0 || refined[g] === 1) return values[g] as number;
      refined[g] = 1;
      const bound = repeatedBound(guessLetters, g * n, n, letters, single, groups, scratch);
      if (bound < (values[g] as number)) values[g] = bound;
      return values[g] as number;
    },
  };
}

/**
 * Each allowed guess's cheap bound, the sum over its places of its letter's (`single` for
 * distinct letters, else `cheap`), at most `cap`, into values (-1: not made, see entropyBounds'
 * reuse), and the guesses in lists by bucket (BoundLists). wasmGuessBounds makes the same.
 */
export function guessBounds(
  game: Game,
  allowed: Int32Array,
  single: Int32Array,
  cheap: Int32Array,
  letters: number,
  cap: number,
): { values: Int32Array; head: Int32Array; next: Int32Array } {
  const n = game.length;
  const guessLetters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  const values = new Int32Array(game.guesses.words.length).fill(-1);
  const head = new Int32Array((cap >> LIST_SHIFT) + 1).fill(-1);
  const next = new Int32Array(values.length);
  for (let k = 0; k < allowed.length; k++) {
    const g = allowed[k] as number;
    const base = g * n;
    // Distinct letters (a-z): each tells what it tells alone; else the cheap table, refined later.
    const table = distinct[g] !== 0 ? single : cheap;
    let bound = 0;
    if (n === 5) {
      // (Unrolled: on a cold start this loop runs in the interpreter, a cost per operation.)
      bound =
        (table[guessLetters[base] as number] as number) +
        (table[letters + (guessLetters[base + 1] as number)] as number) +
        (table[2 * letters + (guessLetters[base + 2] as number)] as number) +
        (table[3 * letters + (guessLetters[base + 3] as number)] as number) +
        (table[4 * letters + (guessLetters[base + 4] as number)] as number);
    } else for (let i = 0; i < n; i++) bound += table[i * letters + (guessLetters[base + i] as number)] as number;
    const value = bound < cap ? bound : cap;
    values[g] = value;
    next[g] = head[value >> LIST_SHIFT] as number;
    head[value >> LIST_SHIFT] = g;
  }
  return { values, head, next };
}

/** Per letter, the entropy (bound units, rounded up) of the set of places the answer has it at (no copy: the empty set). */
function placesEntropy(byPlaces: Int32Array, n: number, total: number, letters: number): Int32Array {
  const out = new Int32Array(letters);
  for (let l = 0; l < letters; l++) {
    let sum = 0;
    let containing = 0;
    for (let set = 1; set < 1 << n; set++) {
      const count = byPlaces[(l << n) + set] as number;
      if (count === 0) continue;
      containing += count;
      sum += count * Math.log2(count);
    }
    const absent = total - containing;
    if (absent > 0) sum += absent * Math.log2(absent);
    out[l] = units(Math.log2(total) - sum / total);
  }
  return out;
}

/** entropyBounds' bound of a guess with a repeated letter (a loop of its own, for the optimizer). */
function repeatedBound(
  guessLetters: Uint16Array,
  base: number,
  n: number,
  letters: number,
  single: Int32Array,
  groups: Groups,
  places: Int32Array,
): number {
  // places: zeroed scratch, per letter: the set of the guess's places holding it.
  for (let i = 0; i < n; i++) {
    const letter = guessLetters[base + i] as number;
    places[letter] = (places[letter] as number) | (1 << i);
  }
  let bound = 0;
  for (let i = 0; i < n; i++) {
    const letter = guessLetters[base + i] as number;
    const set = places[letter] as number;
    if (set === 0) continue; // a letter's group, counted at its first place
    bound += set === 1 << i ? (single[i * letters + letter] as number) : groups.entropy(letter, set);
    places[letter] = 0;
  }
  return bound;
}

/** The entropy (in bound units, rounded up) of the tiles a letter gets at a set of places, made once per letter and set. */
class Groups {
  private readonly made: Int32Array;
  private readonly keys: Int32Array;

  constructor(
    /** Answers per letter and set of places holding it (see makeEntropyBounds); empty: no such counts. */
    private readonly byPlaces: Int32Array,
    private readonly n: number,
    private readonly total: number,
    letters: number,
    private readonly cap: number,
  ) {
    this.made = new Int32Array(byPlaces.length > 0 ? letters << n : 0).fill(-1);
    this.keys = new Int32Array(byPlaces.length > 0 ? (1 << n) * (n + 1) : 0);
  }

  entropy(letter: number, places: number): number {
    if (this.byPlaces.length === 0) return this.cap; // words too long for the counts: no better bound
    const known = this.made[(letter << this.n) + places] as number;
    if (known >= 0) return known;
    const { n, total, keys, byPlaces } = this;
    // The tiles of the places: the greens (the answer's set within them), and how many of the
    // others are yellow (copies left after the greens, at most the others). Key: greens * (n + 1) + yellows.
    const size = popcount(places);
    let containing = 0;
    for (let set = 1; set < 1 << n; set++) {
      const count = byPlaces[(letter << n) + set] as number;
      if (count === 0) continue;
      containing += count;
      const greens = set & places;
      const green = popcount(greens);
      const key = greens * (n + 1) + Math.min(size - green, popcount(set) - green);
      keys[key] = (keys[key] as number) + count;
    }
    keys[0] = (keys[0] as number) + total - containing; // no copy: all grey
    let sum = 0;
    for (let key = 0; key < keys.length; key++) {
      const count = keys[key] as number;
      if (count > 0) sum += count * Math.log2(count);
      keys[key] = 0;
    }
    const value = units(Math.log2(total) - sum / total);
    this.made[(letter << n) + places] = value;
    return value;
  }
}

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * entropyBounds for weighted answers (frequency priors): the same subadditivity, each answer
 * counted by its weight w (so the parts' entropies are of the distribution w / W). A guess with
 * distinct letters gets the sum of its letters' bounds at their places; one with a repeated
 * letter the cheap bound (per place, the most its letter can tell there alone or in a group);
 * refine() keeps it. Every bound is at most the entropy of the answers' own distribution (no
 * outcome tells more than which answer it is). A separate pass from the counting one above, which
 * stays on integers.
 */
export function weightedEntropyBounds(game: Game, position: Position, weights: Float64Array): EntropyBounds {
  const n = game.length;
  const answers = game.answers.letters;
  const remaining = position.remaining;
  const letters = game.kernel.alphabetSize;
  const grouped = n <= GROUPED_LENGTH;
  const at = new Float64Array(n * letters);
  const withLetter = new Float64Array(letters);
  const byPlaces = new Float64Array(grouped ? letters << n : 0);
  const places = new Int32Array(letters);
  let total = 0;
  let wLogW = 0;
  for (let r = 0; r < remaining.length; r++) {
    const a = remaining[r] as number;
    const w = weights[a] as number;
    total += w;
    wLogW += w * Math.log2(w);
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      at[i * letters + letter] = (at[i * letters + letter] as number) + w;
      places[letter] = (places[letter] as number) | (1 << i);
    }
    for (let i = 0; i < n; i++) {
      const letter = answers[a * n + i] as number;
      const set = places[letter] as number;
      if (set !== 0) {
        withLetter[letter] = (withLetter[letter] as number) + w;
        if (grouped) byPlaces[(letter << n) + set] = (byPlaces[(letter << n) + set] as number) + w;
        places[letter] = 0;
      }
    }
  }
  // Entropy in bits of masses summing to `total` (a mass rounded below 0 counts as none).
  const entropyOfMasses = (...masses: number[]) => {
    let sum = 0;
    for (const m of masses) if (m > 0) sum += m * Math.log2(m);
    return Math.log2(total) - sum / total;
  };
  const cap = units(Math.log2(total) - wLogW / total);
  const single = new Int32Array(n * letters);
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < letters; l++) {
      const here = at[i * letters + l] as number;
      const anywhere = withLetter[l] as number;
      single[i * letters + l] = units(entropyOfMasses(here, anywhere - here, total - anywhere));
    }
  }
  const cheap = new Int32Array(n * letters);
  for (let l = 0; l < letters; l++) {
    let shared = cap;
    if (grouped) {
      const masses: number[] = [];
      let containing = 0;
      for (let set = 1; set < 1 << n; set++) {
        const m = byPlaces[(l << n) + set] as number;
        if (m > 0) {
          masses.push(m);
          containing += m;
        }
      }
      masses.push(total - containing);
      shared = Math.ceil(units(entropyOfMasses(...masses)) / 2) + 1;
    }
    for (let i = 0; i < n; i++) {
      const alone = single[i * letters + l] as number;
      cheap[i * letters + l] = alone > shared ? alone : shared;
    }
  }
  const values = new Int32Array(game.guesses.words.length).fill(-1);
  const guessLetters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  const allowed = position.allowed;
  for (let k = 0; k < allowed.length; k++) {
    const g = allowed[k] as number;
    const table = distinct[g] !== 0 ? single : cheap;
    let bound = 0;
    for (let i = 0; i < n; i++) bound += table[i * letters + (guessLetters[g * n + i] as number)] as number;
    values[g] = bound < cap ? bound : cap;
  }
  return { values, refine: (g) => values[g] as number };
}
