// Lower bounds of a guess's largest class (minimax's score), far cheaper than its split: the
// exact sizes of a few of its classes, counted from the remaining answers' letters alone.

import type { Game, Position } from '../game.ts';

/** A position's floors of the largest class (LargestFloors; WasmFloors makes the same numbers). */
export interface Floors {
  rough(g: number): number;
  grey(g: number, limit?: number): number;
  single(g: number, limit?: number): number;
  /** The guesses of `allowed` by rough floor, then their place in it (see FloorWalk). */
  walk(allowed: Int32Array): FloorWalk;
}

/** rankByLargest's walk: the guesses in order of rough floor (then place), those a floor shows over the bar left out. */
export interface FloorWalk {
  /**
   * The next guess whose floors (rough, grey, single) do not pass `bar` (none is left out when
   * `bar` is every answer), or -1 once a rough floor does: every later one's does too.
   */
  next(bar: number): number;
}

/**
 * Bounds for one position. Each is the size of some class of the guess's split (or a lower
 * bound of one), so none exceeds its largest class:
 *   - grey(g): the answers with none of g's letters. They all get the all-grey code, and no
 *     other answer does: an answer with a letter of g gets a green or a yellow tile for it
 *     (its first copy in g that is not green turns yellow). True for repeated letters too.
 *   - rough(g), cheaper still and below grey(g): by inclusion and exclusion the answers
 *     with a letter of g number at most S1 - S2 + S3 (Bonferroni's inequality; Sk sums, over
 *     the sets of k distinct letters of g, the answers that have all k), so grey(g) is at
 *     least n - S1 + S2 - S3.
 *   - single(g), for a guess without repeated letters: also the ten classes of one coloured
 *     tile. Tile i is green iff the answer has g's letter i there, yellow iff it has it
 *     elsewhere only, grey iff it lacks it (each letter of g occurs once), so "green at i,
 *     grey elsewhere" holds exactly the answers with letter i at i and no other letter of g,
 *     and "yellow at i, grey elsewhere" those with letter i, not at i, and no other.
 */
export class LargestFloors implements Floors {
  private readonly total: number;
  private readonly words: number;
  /** Letters 0 .. size - 1 occur in some answer; a guess's other letters are always grey. */
  private readonly size: number;
  /** absent[l * words + w], bit b: answer remaining[32w + b] lacks letter l. */
  private readonly absent: Int32Array;
  /** at[(i * size + l) * words + w], bit b: answer remaining[32w + b] has letter l at i. */
  private readonly at: Int32Array;
  /** Answers with letter l, with letters l < m, with l < m < k (rough's sums), when the alphabet is small. */
  private readonly ones: Int32Array;
  private readonly pairs: Int32Array | undefined;
  private readonly triples: Int32Array | undefined;
  private readonly letters = new Int32Array(64);
  /** single()'s scratch (guesses of at most 8 letters). */
  private readonly singleCounts = new Int32Array(17);
  private readonly rows = new Int32Array(8);
  private readonly prefix = new Int32Array(9);

  constructor(
    private readonly game: Game,
    position: Position,
  ) {
    const n = game.length;
    const remaining = position.remaining;
    const total = remaining.length;
    const words = (total + 31) >>> 5;
    const answerLetters = game.answers.letters;
    let size = 0;
    for (const a of remaining) for (let i = 0; i < n; i++) size = Math.max(size, (answerLetters[a * n + i] as number) + 1);
    this.total = total;
    this.words = words;
    this.size = size;
    const absent = new Int32Array(size * words).fill(-1);
    const tail = total & 31;
    if (tail !== 0) for (let l = 0; l < size; l++) absent[l * words + words - 1] = (1 << tail) - 1;
    const at = new Int32Array(n * size * words);
    const ones = new Int32Array(size);
    const small = size <= 32;
    const pairs = small ? new Int32Array(size * size) : undefined;
    const triples = small ? new Int32Array(size * size * size) : undefined;
    const distinct = new Int32Array(n);
    for (let k = 0; k < total; k++) {
      const base = (remaining[k] as number) * n;
      const w = k >>> 5;
      const bit = 1 << (k & 31);
      let m = 0;
      for (let i = 0; i < n; i++) {
        const letter = answerLetters[base + i] as number;
        absent[letter * words + w] = (absent[letter * words + w] as number) & ~bit;
        at[(i * size + letter) * words + w] = (at[(i * size + letter) * words + w] as number) | bit;
        // The answer's distinct letters, kept ascending (an insertion), so that each pair and triple is met once, in order.
        let j = m;
        while (j > 0 && (distinct[j - 1] as number) > letter) j--;
        if (j > 0 && distinct[j - 1] === letter) continue;
        for (let x = m; x > j; x--) distinct[x] = distinct[x - 1] as number;
        distinct[j] = letter;
        m++;
      }
      for (let x = 0; x < m; x++) {
        const l = distinct[x] as number;
        ones[l] = (ones[l] as number) + 1;
        if (!pairs || !triples) continue;
        for (let y = x + 1; y < m; y++) {
          const p = distinct[y] as number;
          pairs[l * size + p] = (pairs[l * size + p] as number) + 1;
          for (let z = y + 1; z < m; z++) {
            const q = distinct[z] as number;
            triples[(l * size + p) * size + q] = (triples[(l * size + p) * size + q] as number) + 1;
          }
        }
      }
    }
    this.absent = absent;
    this.at = at;
    this.ones = ones;
    this.pairs = pairs;
    this.triples = triples;
  }

  /** g's distinct letters that some answer has, ascending, into this.letters; how many. */
  private lettersOf(g: number): number {
    const n = this.game.length;
    const guess = this.game.guesses.letters;
    const letters = this.letters;
    const size = this.size;
    let mask = 0;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const letter = guess[g * n + i] as number;
      if (letter >= size) continue;
      if (letter < 32) mask |= 1 << letter;
      else {
        // (Beyond the 32nd letter of the alphabet: an insertion sort.)
        let at = m;
        while (at > 0 && (letters[at - 1] as number) > letter) at--;
        if (at > 0 && letters[at - 1] === letter) continue;
        for (let j = m; j > at; j--) letters[j] = letters[j - 1] as number;
        letters[at] = letter;
        m++;
      }
    }
    if (mask === 0) return m;
    // The letters below 32 go first, ascending, from the mask.
    let low = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) low++;
    for (let j = m - 1; j >= 0; j--) letters[j + low] = letters[j] as number;
    let j = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) letters[j++] = 31 - Math.clz32(rest & -rest);
    return m + low;
  }

  /** At most grey(g) (see the class comment), and negative when it cannot tell (then lower for guesses whose letters more answers have). */
  rough(g: number): number {
    const m = this.lettersOf(g);
    const letters = this.letters;
    const size = this.size;
    let union = 0;
    for (let x = 0; x < m; x++) union += this.ones[letters[x] as number] as number;
    const pairs = this.pairs;
    const triples = this.triples;
    if (pairs && triples && m <= 8) {
      for (let x = 0; x < m; x++) {
        const l = letters[x] as number;
        for (let y = x + 1; y < m; y++) {
          const p = letters[y] as number;
          union -= pairs[l * size + p] as number;
          for (let z = y + 1; z < m; z++) union += triples[(l * size + p) * size + (letters[z] as number)] as number;
        }
      }
    }
    return this.total - union;
  }

  /**
   * The answers with none of g's letters; with a `limit`, as soon as more than it are found,
   * that many (a lower bound still: the count only grows).
   */
  grey(g: number, limit = Infinity): number {
    const m = this.lettersOf(g);
    if (m === 0) return this.total;
    const letters = this.letters;
    const absent = this.absent;
    const words = this.words;
    let count = 0;
    for (let w = 0; w < words; w++) {
      let bits = -1;
      for (let x = 0; x < m; x++) bits &= absent[(letters[x] as number) * words + w] as number;
      // (popcount written out: on a cold start a call a word costs more than the rest of the pass.)
      bits -= (bits >>> 1) & 0x55555555;
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      count += Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
      if (count > limit) return count;
    }
    return count;
  }

  /**
   * The largest of g's all-grey class and, without repeated letters, its ten classes of one
   * coloured tile; with a `limit`, as soon as one passes it, its size so far (as grey()).
   */
  single(g: number, limit = Infinity): number {
    const n = this.game.length;
    if (this.game.guesses.distinct[g] === 0 || n > 8) return this.grey(g, limit);
    const guess = this.game.guesses.letters;
    const words = this.words;
    const size = this.size;
    const absent = this.absent;
    const at = this.at;
    const counts = this.singleCounts.fill(0);
    // A letter no answer has: its tile is grey for every answer (absent everywhere, never at i).
    const rows = this.rows;
    for (let i = 0; i < n; i++) {
      const letter = guess[g * n + i] as number;
      rows[i] = letter < size ? letter : -1;
    }
    const prefix = this.prefix;
    const tail = this.total & 31;
    for (let w = 0; w < words; w++) {
      // lacks[i]: the answers of word w without letter i; prefix/suffix ANDs give "without all but i".
      // They start from the word's answers (a guess whose letters no answer has would
      // otherwise count the last word's unused bits too).
      prefix[0] = w === words - 1 && tail !== 0 ? (1 << tail) - 1 : -1;
      for (let i = 0; i < n; i++) {
        const row = rows[i] as number;
        prefix[i + 1] = (prefix[i] as number) & (row < 0 ? -1 : (absent[row * words + w] as number));
      }
      // (popcounts written out, as in grey().)
      let v = prefix[n] as number;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      counts[2 * n] = (counts[2 * n] as number) + (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
      let suffix = -1;
      for (let i = n - 1; i >= 0; i--) {
        const row = rows[i] as number;
        if (row >= 0) {
          const others = (prefix[i] as number) & suffix;
          const only = others & ~(absent[row * words + w] as number);
          const here = at[(i * size + row) * words + w] as number;
          v = only & here;
          v -= (v >>> 1) & 0x55555555;
          v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
          counts[2 * i] = (counts[2 * i] as number) + (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
          v = only & ~here;
          v -= (v >>> 1) & 0x55555555;
          v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
          counts[2 * i + 1] = (counts[2 * i + 1] as number) + (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
          suffix &= absent[row * words + w] as number;
          if ((counts[2 * i] as number) > limit) return counts[2 * i] as number;
          if ((counts[2 * i + 1] as number) > limit) return counts[2 * i + 1] as number;
        }
      }
      if ((counts[2 * n] as number) > limit) return counts[2 * n] as number;
    }
    let largest = 0;
    for (const count of counts) if (count > largest) largest = count;
    return largest;
  }

  walk(allowed: Int32Array): FloorWalk {
    const total = this.total;
    const rough = new Int32Array(allowed.length);
    let lowest = 0;
    for (let k = 0; k < allowed.length; k++) {
      rough[k] = this.rough(allowed[k] as number);
      lowest = Math.min(lowest, rough[k] as number);
    }
    // By rough floor, then place: one sort of packed keys.
    const keys = new Float64Array(allowed.length);
    for (let k = 0; k < allowed.length; k++) keys[k] = ((rough[k] as number) - lowest) * allowed.length + k;
    keys.sort();
    let place = 0;
    return {
      next: (bar: number) => {
        for (; place < keys.length; place++) {
          const k = (keys[place] as number) % allowed.length;
          if (bar < total && (rough[k] as number) > bar) return -1;
          const g = allowed[k] as number;
          if (bar < total && (this.grey(g, bar) > bar || this.single(g, bar) > bar)) continue;
          place++;
          return g;
        }
        return -1;
      },
    };
  }
}
