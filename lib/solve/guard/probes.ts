// The probes: the allowed guesses whose letters look best at telling a set of answers apart,
// found without playing them, for the guard's cheap witness to try after the possible answers
// (traps such as _OLLY need a guess from outside the set). Each letter scores min(have, lack)
// over the answers (in the word anywhere, and at its place): no tiles are computed, so a guess
// costs a few look-ups whatever the set's size.

import { fast } from '../../speed.ts';
import { type Game, guessLetterSets } from '../game.ts';

/** What scoring one guess by its letters costs, in code computations (measured: about ten). */
export const PROBE_COST = 10;

export class Probes {
  private readonly alphabetSize: number;
  private tables:
    | { anywhere: Int32Array; at: Int32Array; seen: Int32Array; anyValue: Int32Array; atValue: Int32Array; both: Int32Array }
    | undefined;
  /** best()'s candidates (guess indices) and their scores. */
  private readonly picked: Int32Array;
  private readonly pickedScores: Int32Array;

  constructor(private readonly game: Game) {
    this.picked = new Int32Array(game.guesses.words.length);
    this.pickedScores = new Int32Array(game.guesses.words.length);
    // (Not a pass over every guess's letters: the guard is made afresh for each turn.)
    this.alphabetSize = game.kernel.alphabetSize;
  }

  /** The `count` allowed guesses whose letters look best at telling `remaining` apart, highest score first (ties: the earlier first). */
  best(remaining: Int32Array, allowed: Int32Array, count: number): number[] {
    const game = this.game;
    const n = remaining.length;
    const length = game.length;
    const size = this.alphabetSize;
    // Scratch arrays of the guard (this runs often, on a cold start: no new arrays a call).
    const { anywhere, at, seen, anyValue, atValue, both } = this.probeTables();
    anywhere.fill(0);
    at.fill(0);
    seen.fill(0);
    const answerLetters = game.answers.letters;
    for (let k = 0; k < n; k++) {
      const base = (remaining[k] as number) * length;
      for (let i = 0; i < length; i++) {
        const letter = answerLetters[base + i] as number;
        at[letter * length + i] = (at[letter * length + i] as number) + 1;
        if (seen[letter] !== k + 1) {
          seen[letter] = k + 1;
          anywhere[letter] = (anywhere[letter] as number) + 1;
        }
      }
    }
    // A letter's worth: min(have, lack).
    for (let l = 0; l < size; l++) anyValue[l] = Math.min(anywhere[l] as number, n - (anywhere[l] as number));
    for (let k = 0; k < size * length; k++) atValue[k] = Math.min(at[k] as number, n - (at[k] as number));
    // Per place, with the letter's worth anywhere added: a guess of distinct letters (most of
    // them) then scores in `length` look-ups.
    for (let l = 0; l < size; l++)
      for (let i = 0; i < length; i++) both[l * length + i] = (atValue[l * length + i] as number) + (anyValue[l] as number);
    // Every allowed guess is scored, unless a few of them (those with three, else two,
    // letters that tell something) are enough to know the best (see fewProbes).
    if (allowed === game.all && fast('few-probes')) {
      const picked = this.picked;
      for (const least of [3, 2] as const) {
        const few = fewProbes(guessLetterSets(this.game), size, length, anyValue, atValue, least, picked);
        if (!few) break;
        const candidates = picked.subarray(0, few.count);
        const scores = this.pickedScores.subarray(0, few.count);
        letterScores(game.guesses.letters, game.guesses.distinct, candidates, length, both, atValue, anyValue, scores);
        const best = topScores(candidates, scores, count);
        const last = best.length === count ? (scores[candidates.indexOf(best[count - 1] as number)] as number) : -1;
        if (last > few.others) return best;
      }
    }
    const scores = new Int32Array(allowed.length);
    letterScores(game.guesses.letters, game.guesses.distinct, allowed, length, both, atValue, anyValue, scores);
    return topScores(allowed, scores, count);
  }

  private probeTables() {
    const size = this.alphabetSize;
    const cells = size * this.game.length;
    this.tables ??= {
      anywhere: new Int32Array(size),
      at: new Int32Array(cells),
      seen: new Int32Array(size),
      anyValue: new Int32Array(size),
      atValue: new Int32Array(cells),
      both: new Int32Array(cells),
    };
    return this.tables;
  }
}

/**
 * best()'s shortcut over every guess: the guesses with at least `least` of the letters that
 * tell something (worth more than 0 anywhere or at some place), into out[0 .. count)
 * ascending, and the most any other guess can score (`others`: with one telling letter, the
 * worthiest, counted anywhere and at every place; with two, the best pair, each counted anywhere
 * and, at each place, the better of the two there, as a guess has one letter a place: a bound
 * tighter than the two worthiest, so that the few of three letters are enough more often and
 * the many of two are not scored). When the best of the few score above that, they are the best
 * of all (ties too: the others score less). Undefined when most guesses would be candidates
 * anyway (more than 12 telling letters).
 */
function fewProbes(
  sets: Int32Array,
  size: number,
  length: number,
  anyValue: Int32Array,
  atValue: Int32Array,
  least: 2 | 3,
  out: Int32Array,
): { count: number; others: number } | undefined {
  const words = sets.length / size;
  // The telling letters' rows in the sets (at most 12: more, and most guesses would be candidates).
  const rows = new Int32Array(12);
  const letters = new Int32Array(12);
  let telling = 0;
  let worthiest = 0;
  for (let l = 0; l < size; l++) {
    let worth = anyValue[l] as number;
    for (let i = 0; i < length; i++) worth += atValue[l * length + i] as number;
    if (worth === 0) continue;
    if (telling === 12) return undefined;
    letters[telling] = l;
    rows[telling++] = l * words;
    if (worth > worthiest) worthiest = worth;
  }
  if (telling < least) return undefined;
  let others = worthiest;
  if (least === 3) {
    for (let x = 0; x < telling; x++) {
      const a = letters[x] as number;
      for (let y = x + 1; y < telling; y++) {
        const b = letters[y] as number;
        let pair = (anyValue[a] as number) + (anyValue[b] as number);
        for (let i = 0; i < length; i++) pair += Math.max(atValue[a * length + i] as number, atValue[b * length + i] as number);
        if (pair > others) others = pair;
      }
    }
  }
  // Guesses with `least` or more telling letters: bit-sliced counting of the letters' sets.
  let count = 0;
  for (let w = 0; w < words; w++) {
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let t = 0; t < telling; t++) {
      const bits = sets[(rows[t] as number) + w] as number;
      thrice |= twice & bits;
      twice |= once & bits;
      once |= bits;
    }
    for (let rest = least === 3 ? thrice : twice; rest !== 0; rest &= rest - 1) out[count++] = w * 32 + (31 - Math.clz32(rest & -rest));
  }
  return { count, others };
}

// best() runs over every allowed guess, often on a cold start: the loops below are small
// functions of their own, with no calls or objects, so that the optimizer takes them early.

/** Each allowed guess's letter score (see Probes), into scores[k] for allowed[k]. */
function letterScores(
  letters: Uint16Array,
  distinct: Int32Array,
  allowed: Int32Array,
  length: number,
  both: Int32Array,
  atValue: Int32Array,
  anyValue: Int32Array,
  scores: Int32Array,
): void {
  const mark = new Int32Array(anyValue.length);
  for (let k = 0; k < allowed.length; k++) {
    const g = allowed[k] as number;
    const base = g * length;
    let score = 0;
    if (distinct[g] !== 0 && length === 5) {
      // (Unrolled: on a cold start this loop runs in the interpreter, a cost per operation.)
      score =
        (both[(letters[base] as number) * 5] as number) +
        (both[(letters[base + 1] as number) * 5 + 1] as number) +
        (both[(letters[base + 2] as number) * 5 + 2] as number) +
        (both[(letters[base + 3] as number) * 5 + 3] as number) +
        (both[(letters[base + 4] as number) * 5 + 4] as number);
    } else if (distinct[g] !== 0) {
      for (let i = 0; i < length; i++) score += both[(letters[base + i] as number) * length + i] as number;
    } else {
      // A repeated letter's worth anywhere counts once.
      for (let i = 0; i < length; i++) {
        const letter = letters[base + i] as number;
        score += atValue[letter * length + i] as number;
        if (mark[letter] !== k + 1) {
          mark[letter] = k + 1;
          score += anyValue[letter] as number;
        }
      }
    }
    scores[k] = score;
  }
}

/** The `count` allowed guesses of highest score, highest first (ties: the earlier first). */
function topScores(allowed: Int32Array, scores: Int32Array, count: number): number[] {
  const chosenGuess = new Int32Array(count);
  const chosenScore = new Int32Array(count);
  let chosen = 0;
  for (let k = 0; k < allowed.length; k++) {
    const score = scores[k] as number;
    if (chosen === count && score <= (chosenScore[count - 1] as number)) continue;
    let place = chosen < count ? chosen++ : count - 1;
    while (place > 0 && (chosenScore[place - 1] as number) < score) {
      chosenScore[place] = chosenScore[place - 1] as number;
      chosenGuess[place] = chosenGuess[place - 1] as number;
      place--;
    }
    chosenScore[place] = score;
    chosenGuess[place] = allowed[k] as number;
  }
  const out: number[] = [];
  for (let k = 0; k < chosen; k++) out.push(chosenGuess[k] as number);
  return out;
}
