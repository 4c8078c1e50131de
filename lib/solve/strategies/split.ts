// How a guess splits the remaining answers into feedback classes: the classes counted, and the
// statistics the strategies rank by (their number, the largest, squares, c log c), plain or
// with weighted answers. The counting loop is the hot spot of every strategy and of the bench,
// so the arrays are reused between guesses and a position's answers go to the WebAssembly
// kernel where it applies.

import { codesOf, type Game, type Position } from '../game.ts';
import { allGreen, type CodeArray, CodeIndex, codeArray, codeSlots, denseCodes } from '../kernel.ts';
import { WasmSplits } from './floors-wasm.ts';

export interface SplitStats {
  /** Number of non-empty classes. */
  classes: number;
  /** Size of the largest class. */
  largest: number;
  /** Sum of squared class sizes. */
  squares: number;
  /** Sum of c * log2(c) over classes. */
  cLogC: number;
}

/** Counts classes with a reusable array (codes up to 3^n, or their ids: see CodeIndex) and the list of codes touched. */
export class Splitter {
  private readonly counts: Int32Array;
  private readonly touched: Int32Array;
  private codes: CodeArray = new Int32Array(0);
  /** statsWithin's code ids, for words too long to count by code. */
  private readonly index: CodeIndex | undefined;
  private readonly cLogCTable: Float64Array;

  /** The kernel's counting for one position's answers (see WasmSplits), when it applies. */
  private readonly fast: WasmSplits | undefined;
  private readonly fastAnswers: Int32Array | undefined;

  constructor(
    private readonly game: Game,
    maxAnswers: number,
    /** With a position: its answers are counted by the WebAssembly kernel where it applies (a ranking's many splits of them). */
    position?: Position,
  ) {
    this.counts = new Int32Array(codeSlots(game.length, game.answers.words.length));
    this.touched = new Int32Array(Math.max(1, maxAnswers));
    this.index = denseCodes(game.length) ? undefined : new CodeIndex();
    this.cLogCTable = cLogCUpTo(maxAnswers);
    this.fast = position ? WasmSplits.make(game, position, this.cLogCTable) : undefined;
    this.fastAnswers = this.fast && position?.remaining;
  }

  /** Statistics of guess g over the answers; `out` is reused between calls. */
  stats(g: number, answers: Int32Array, out: SplitStats): SplitStats {
    if (answers === this.fastAnswers && this.fast?.within(g, Infinity, out)) return out;
    const counts = this.counts;
    const touched = this.touched;
    let classes = 0;
    const table = this.game.table;
    if (table) {
      // The hot loop of every strategy: read the codes straight from the table.
      const base = g * this.game.answers.words.length;
      for (let k = 0; k < answers.length; k++) {
        const code = table[base + (answers[k] as number)] as number;
        const count = counts[code] as number;
        if (count === 0) touched[classes++] = code;
        counts[code] = count + 1;
      }
    } else classes = this.game.kernel.split(this.game.guesses, g, this.game.answers, answers, counts, touched);
    return this.summarize(classes, out);
  }

  /** The statistics of the `classes` counts just made (touched[0 .. classes)), which it zeroes again. */
  private summarize(classes: number, out: SplitStats): SplitStats {
    const counts = this.counts;
    const touched = this.touched;
    let largest = 0;
    let squares = 0;
    let cLogC = 0;
    for (let k = 0; k < classes; k++) {
      const code = touched[k] as number;
      const count = counts[code] as number;
      counts[code] = 0;
      if (count > largest) largest = count;
      squares += count * count;
      cLogC += this.cLogCTable[count] as number;
    }
    out.classes = classes;
    out.largest = largest;
    out.squares = squares;
    out.cLogC = cLogC;
    return out;
  }

  /**
   * stats(), unless some class of g holds more than `limit` answers: then false, as soon as
   * the counting shows it (counts only grow, so that class ends larger still). The codes are
   * made a chunk at a time, so an early stop also saves making them.
   */
  statsWithin(g: number, answers: Int32Array, limit: number, out: SplitStats): boolean {
    if (answers === this.fastAnswers && this.fast) return this.fast.within(g, limit, out);
    const counts = this.counts;
    const touched = this.touched;
    const total = answers.length;
    if (this.codes.length < CHUNK) this.codes = codeArray(this.game.length, CHUNK);
    const codes = this.codes;
    const index = this.index;
    index?.clear();
    let classes = 0;
    let over = false;
    for (let start = 0; start < total && !over; start += CHUNK) {
      const end = Math.min(total, start + CHUNK);
      codesOf(this.game, g, answers.subarray(start, end), codes);
      index?.compact(codes, 0, end - start);
      for (let k = 0; k < end - start; k++) {
        const code = codes[k] as number;
        const count = (counts[code] as number) + 1;
        if (count === 1) touched[classes++] = code;
        counts[code] = count;
        if (count > limit) {
          over = true;
          break;
        }
      }
    }
    if (over) {
      for (let k = 0; k < classes; k++) counts[touched[k] as number] = 0;
      return false;
    }
    this.summarize(classes, out);
    return true;
  }
}

/** c * log2(c) for c = 0 .. up to at least `max`, one table shared by every Splitter (a turn makes several, cold). */
let cLogCShared = new Float64Array(1);
function cLogCUpTo(max: number): Float64Array {
  if (cLogCShared.length > max) return cLogCShared;
  const table = new Float64Array(max + 1);
  table.set(cLogCShared);
  for (let c = cLogCShared.length; c <= max; c++) table[c] = c * Math.log2(c);
  cLogCShared = table;
  return table;
}

/** Answers whose codes statsWithin makes at a time (small enough to stop early, big enough to be cheap). */
const CHUNK = 256;

/**
 * A split's statistics with weighted answers (frequency priors, lib/solve/priors.ts): the same
 * classes, each weighing the sum of its answers' weights.
 */
export interface WeightedStats {
  /** Number of non-empty classes. */
  classes: number;
  /** Weight of the heaviest class. */
  largest: number;
  /** Sum of squared class weights. */
  squares: number;
  /** Sum of w * log2(w) over class weights w. */
  wLogW: number;
  /** Weight of every answer split. */
  total: number;
  /** Weight of the guess's own class, all green: its own weight when it is an answer in play, else 0. */
  own: number;
}

/** Splitter's weighted twin: the codes a chunk at a time, each answer adding its weight to its class. */
export class WeightedSplitter {
  private readonly sums: Float64Array;
  private readonly counts: Int32Array;
  private readonly touched: Int32Array;
  private readonly codes: CodeArray;
  /** The code ids of a split, for words too long to count by code (the all-green class is then not the last entry). */
  private readonly index: CodeIndex | undefined;

  constructor(
    private readonly game: Game,
    private readonly weights: Float64Array,
  ) {
    const slots = codeSlots(game.length, game.answers.words.length);
    this.sums = new Float64Array(slots);
    this.counts = new Int32Array(slots);
    this.touched = new Int32Array(slots);
    this.codes = codeArray(game.length, CHUNK);
    this.index = denseCodes(game.length) ? undefined : new CodeIndex();
  }

  stats(g: number, answers: Int32Array, out: WeightedStats): WeightedStats {
    const { sums, counts, touched, codes, weights, index } = this;
    let classes = 0;
    let total = 0;
    index?.clear();
    for (let start = 0; start < answers.length; start += CHUNK) {
      const chunk = answers.subarray(start, Math.min(answers.length, start + CHUNK));
      codesOf(this.game, g, chunk, codes);
      index?.compact(codes, 0, chunk.length);
      for (let k = 0; k < chunk.length; k++) {
        const code = codes[k] as number;
        const w = weights[chunk[k] as number] as number;
        if (counts[code] === 0) touched[classes++] = code;
        counts[code] = (counts[code] as number) + 1;
        sums[code] = (sums[code] as number) + w;
        total += w;
      }
    }
    let largest = 0;
    let squares = 0;
    let wLogW = 0;
    const own = index ? index.idOf(allGreen(this.game.length)) : sums.length - 1;
    out.own = own < 0 ? 0 : (sums[own] as number);
    for (let k = 0; k < classes; k++) {
      const code = touched[k] as number;
      const w = sums[code] as number;
      sums[code] = 0;
      counts[code] = 0;
      if (w > largest) largest = w;
      squares += w * w;
      if (w > 0) wLogW += w * Math.log2(w);
    }
    out.classes = classes;
    out.largest = largest;
    out.squares = squares;
    out.wLogW = wLogW;
    out.total = total;
    return out;
  }
}
