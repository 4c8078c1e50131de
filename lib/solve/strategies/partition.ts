// How a guess splits the remaining answers into feedback classes, and the numbers strategies
// rank by. The counting loop is the hot spot of every strategy and of the bench.

import { codesOf, type Game, type Position } from '../game.ts';
import { codeCount } from '../kernel.ts';
import { BOUND_UNIT, type BoundLists, type EntropyBounds, LIST_SHIFT } from './entropy-bounds.ts';
import { floorsFor } from './floors-for.ts';
import { WasmSplits } from './floors-wasm.ts';
import type { Ranked } from './types.ts';

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

/** Counts classes with a reusable array (codes up to 3^n) and the list of codes touched. */
export class Splitter {
  private readonly counts: Int32Array;
  private readonly touched: Int32Array;
  private codes: Int32Array = new Int32Array(0);
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
    this.counts = new Int32Array(codeCount(game.length));
    this.touched = new Int32Array(Math.max(1, maxAnswers));
    this.cLogCTable = cLogCUpTo(maxAnswers);
    this.fast = position && wasmSplits ? WasmSplits.make(game, position, this.cLogCTable) : undefined;
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
    if (this.codes.length < CHUNK) this.codes = new Int32Array(CHUNK);
    const codes = this.codes;
    let classes = 0;
    let over = false;
    for (let start = 0; start < total && !over; start += CHUNK) {
      const end = Math.min(total, start + CHUNK);
      codesOf(this.game, g, answers.subarray(start, end), codes);
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

/** Whether a Splitter given a position counts with the WebAssembly kernel where it applies (tests turn it off). */
let wasmSplits = true;
export function useWasmSplits(on: boolean): void {
  wasmSplits = on;
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

/** Marks which guesses are possible answers still in play. */
export function answerFlags(game: Game, position: Position): Uint8Array {
  const flags = new Uint8Array(game.guesses.words.length);
  for (const a of position.remaining) {
    const g = game.guessOfAnswer[a] as number;
    if (g >= 0) flags[g] = 1;
  }
  return flags;
}

/** a before b: higher score, then a possible answer, then alphabetical order. */
export function ranksBefore(a: Ranked, b: Ranked): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.isAnswer !== b.isAnswer) return a.isAnswer;
  // (A word listed twice: its first index, as when guesses are ranked in index order.)
  return a.word < b.word || (a.word === b.word && a.guess < b.guess);
}

/** Keeps the `top` best of a stream of candidates, in order (top is small). */
export class TopList {
  readonly items: Ranked[] = [];
  constructor(private readonly top: number) {}
  /** Whether a candidate with this score could still enter the list. */
  admits(score: number): boolean {
    const last = this.items[this.top - 1];
    return this.items.length < this.top || last === undefined || score >= last.score;
  }
  offer(candidate: Ranked): void {
    const items = this.items;
    let at = items.length;
    while (at > 0 && ranksBefore(candidate, items[at - 1] as Ranked)) at--;
    if (at >= this.top) return;
    items.splice(at, 0, candidate);
    if (items.length > this.top) items.pop();
  }
}

/**
 * Ranks every allowed guess by a score computed from its split of the remaining answers
 * (higher is better), and returns the `top` best with their expected remaining count.
 * The score must be highest for a split into singletons: then, for a single best guess, a
 * possible answer that splits them so wins at once (nothing can beat it, ties go to answers).
 */
export function rankBySplit(
  game: Game,
  position: Position,
  top: number,
  score: (stats: SplitStats, answers: number) => number,
  /**
   * Optional upper bounds of the score per guess, in units of 1 / BOUND_UNIT: guesses that
   * cannot make the list are skipped. A function: made only when the ranking needs them (not
   * when a possible answer splits the answers apart).
   */
  boundsGiven?: EntropyBounds | (() => EntropyBounds),
  /** Optional: guesses scoring below it may be left out (see Strategy.rank). */
  floor = -Infinity,
): Ranked[] {
  const answers = position.remaining;
  const splitter = new Splitter(game, answers.length, position);
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  const perfect = perfectSplit(game, position, top, score, splitter, stats);
  if (perfect) return perfect;
  // The score a guess must reach to enter the list.
  let bar = floor;
  const offer = (g: number, value: number) => {
    best.offer({
      guess: g,
      word: game.guesses.words[g] ?? '',
      score: value,
      expected: stats.squares / answers.length,
      isAnswer: flags[g] === 1,
    });
    if (best.items.length === top) bar = Math.max(floor, (best.items[top - 1] as Ranked).score);
  };
  if (!boundsGiven) {
    for (let k = 0; k < position.allowed.length; k++) {
      const g = position.allowed[k] as number;
      splitter.stats(g, answers, stats);
      const value = score(stats, answers.length);
      if (value >= bar) offer(g, value);
    }
    return best.items;
  }
  // With bounds (in units of 2^-20 bit, see entropy-bounds.ts), a margin covering rounding
  // (ties still get compared): a guess whose bound is below the bar cannot enter.
  const bounds = typeof boundsGiven === 'function' ? boundsGiven() : boundsGiven;
  walkByBounds(
    bounds,
    position.allowed,
    (units) => units / BOUND_UNIT + 1e-9 < bar,
    (g) => {
      splitter.stats(g, answers, stats);
      const value = score(stats, answers.length);
      if (value >= bar) offer(g, value);
    },
  );
  return best.items;
}

/**
 * The guesses of `allowed` from the highest bound down, a bucket of 1/16 bit at a time (each
 * guess checked on its own), each given to `visit` unless `cannotEnter` says of its bound (the
 * cheap one, then its tight one, bounds.refine) that it cannot enter the list; the walk stops
 * at the first bucket whose top cannot (`cannotEnter` must hold of every lower bound once it
 * holds of one, and keep holding as the list fills). The buckets' lists are made with the
 * bounds (BoundLists): a walk stops after a few hundred guesses, and a sort of every guess first
 * ran all of them cold. A guess whose tight bound is in a lower bucket than the list it is met
 * in waits there, in a list per bucket, so that guesses are still visited highest bound first.
 */
function walkByBounds(
  bounds: EntropyBounds,
  allowed: Int32Array,
  cannotEnter: (units: number) => boolean,
  visit: (g: number) => void,
): void {
  const values = bounds.values;
  const { head, next } = bounds.lists?.allowed === allowed ? bounds.lists : boundLists(allowed, values);
  const waiting = new Int32Array(head.length).fill(-1);
  let nextWaiting: Int32Array | undefined;
  const consider = (g: number, bucket: number) => {
    if (cannotEnter(values[g] as number)) return;
    const tight = bounds.refine(g);
    if (cannotEnter(tight)) return;
    const lower = tight >> LIST_SHIFT;
    if (lower < bucket) {
      nextWaiting ??= new Int32Array(values.length);
      nextWaiting[g] = waiting[lower] as number;
      waiting[lower] = g;
      return;
    }
    visit(g);
  };
  for (let bucket = head.length - 1; bucket >= 0; bucket--) {
    // Every guess from here on has a bound below the bucket's top.
    if (cannotEnter((bucket + 1) << LIST_SHIFT)) break;
    for (let g = head[bucket] as number; g >= 0; g = next[g] as number) consider(g, bucket);
    if (nextWaiting) for (let g = waiting[bucket] as number; g >= 0; g = nextWaiting[g] as number) consider(g, bucket);
  }
}

/**
 * For a single best guess, a possible answer that splits the remaining answers into
 * singletons (the alphabetically first): nothing can beat it, ties go to answers.
 * (A split into singletons needs as many codes as answers, and costs n^2 to look for.)
 */
function perfectSplit(
  game: Game,
  position: Position,
  top: number,
  score: (stats: SplitStats, answers: number) => number,
  splitter: Splitter,
  stats: SplitStats,
): Ranked[] | undefined {
  const answers = position.remaining;
  if (top !== 1 || answers.length > Math.min(128, codeCount(game.length))) return undefined;
  const perfect = firstPerfectAnswer(game, position, splitter, stats);
  if (perfect === undefined) return undefined;
  splitter.stats(perfect, answers, stats);
  const word = game.guesses.words[perfect] ?? '';
  return [{ guess: perfect, word, score: score(stats, answers.length), expected: stats.squares / answers.length, isAnswer: true }];
}

/** The alphabetically first possible answer that splits the remaining answers into singletons. */
function firstPerfectAnswer(game: Game, position: Position, splitter: Splitter, stats: SplitStats): number | undefined {
  let found: number | undefined;
  for (const a of position.remaining) {
    const g = game.guessOfAnswer[a] as number;
    if (g < 0 || (found !== undefined && (game.guesses.words[g] ?? '') >= (game.guesses.words[found] ?? ''))) continue;
    if (splitter.stats(g, position.remaining, stats).classes === position.remaining.length) found = g;
  }
  return found;
}

/** BoundLists of `allowed` made here (the bounds were made for other guesses: the tie rule's ranking of the answers). */
function boundLists(allowed: Int32Array, values: Int32Array): BoundLists {
  let top = 0;
  for (let k = 0; k < allowed.length; k++) {
    const bucket = (values[allowed[k] as number] as number) >> LIST_SHIFT;
    if (bucket > top) top = bucket;
  }
  const head = new Int32Array(top + 1).fill(-1);
  const next = new Int32Array(values.length);
  for (let k = 0; k < allowed.length; k++) {
    const g = allowed[k] as number;
    const bucket = (values[g] as number) >> LIST_SHIFT;
    next[g] = head[bucket] as number;
    head[bucket] = g;
  }
  return { allowed, head, next };
}

/** One guess's score by a split-based rule (see rankBySplit). */
export function scoreBySplit(game: Game, position: Position, g: number, score: (stats: SplitStats, answers: number) => number): number {
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  new Splitter(game, position.remaining.length).stats(g, position.remaining, stats);
  return score(stats, position.remaining.length);
}

/** What lets rankByLargest go by entropy's bounds (see there). */
export interface LargestByBounds {
  /** The position's entropy bounds (made when first needed). */
  readonly bounds: () => EntropyBounds;
  /** The best score a guess can have whose split has at most `bits` of entropy over n answers (never below its real score). */
  readonly scoreAtMost: (bits: number, n: number) => number;
}

/**
 * rankBySplit for a score that ranks first by the largest class, smaller first: `score` must
 * be strictly lower for a larger largest class (whatever the other statistics). Exactly the
 * same list, with far fewer splits:
 *   - once `top` guesses are listed, the bar T is the largest class of the last: a guess with
 *     a class over T scores below it (strictly, by the rule above) and cannot enter the list;
 *     a guess whose largest class equals T is split whole (the rest of its score decides);
 *   - LargestFloors gives lower bounds of each guess's largest class (sizes of some of its
 *     classes): guesses go in order of the cheapest (lowest first, then by index), so good
 *     guesses come early and set the bar, the search stops at the first whose cheap bound
 *     passes T (all later ones have larger), a guess is skipped when a dearer bound passes
 *     T, and a split is abandoned as soon as one of its classes passes T (statsWithin);
 *   - or, with `byBounds`, guesses go by entropy bound, highest first (walkByBounds, as
 *     rankBySplit's do): a split of at most h bits has a class of at least n / 2^h answers
 *     (min-entropy is at most the entropy), and scoreAtMost turns h into the best score it allows, so the search
 *     stops at the first bucket whose bound cannot pass T or reach the last listed score.
 *     (Any order gives the same list: a guess is left out only when it cannot enter it.)
 */
export function rankByLargest(
  game: Game,
  position: Position,
  top: number,
  score: (stats: SplitStats, answers: number) => number,
  /** Optional: guesses with a larger class may be left out (see Strategy.rank's floor). */
  largestAllowed?: number,
  byBounds?: LargestByBounds,
): Ranked[] {
  const answers = position.remaining;
  const total = answers.length;
  const splitter = new Splitter(game, total, position);
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  const perfect = perfectSplit(game, position, top, score, splitter, stats);
  if (perfect) return perfect;
  const flags = answerFlags(game, position);
  const floors = floorsFor(game, position);
  const best = new TopList(top);
  const largestOf = new Map<number, number>();
  // T: no class is larger than every answer (so nothing is cut before the list is full), or than allowed.
  let bar = largestAllowed === undefined ? total : Math.max(0, Math.min(total, largestAllowed));
  /** Splits g, unless a floor shows a class over the bar. */
  const consider = (g: number) => {
    if (bar < total && (floors.grey(g, bar) > bar || floors.single(g, bar) > bar)) return;
    split(g);
  };
  /** Splits g (unless a class passes the bar) and lists it if it scores well enough. */
  const split = (g: number) => {
    if (!splitter.statsWithin(g, answers, bar, stats)) return;
    const value = score(stats, total);
    if (!best.admits(value)) return;
    largestOf.set(g, stats.largest);
    best.offer({ guess: g, word: game.guesses.words[g] ?? '', score: value, expected: stats.squares / total, isAnswer: flags[g] === 1 });
    const last = best.items[top - 1];
    if (last) bar = Math.min(bar, largestOf.get(last.guess) as number);
  };
  const allowed = position.allowed;
  if (byBounds) {
    // Whether a guess whose split has at most `units` of entropy (a margin covers rounding) cannot enter the list.
    const cannotEnter = (units: number) => {
      const bits = units / BOUND_UNIT + 1e-9;
      if (Math.ceil(total * 2 ** -bits - 1e-9) > bar) return true;
      const last = best.items[top - 1];
      return last !== undefined && byBounds.scoreAtMost(bits, total) < last.score - 1e-9;
    };
    walkByBounds(byBounds.bounds(), allowed, cannotEnter, consider);
    return best.items;
  }
  // The allowed guesses by rough floor, then index, each past the floors split (walk checks them).
  const walk = floors.walk(allowed);
  for (let g = walk.next(bar); g >= 0; g = walk.next(bar)) split(g);
  return best.items;
}

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
  private readonly codes = new Int32Array(CHUNK);

  constructor(
    private readonly game: Game,
    private readonly weights: Float64Array,
  ) {
    this.sums = new Float64Array(codeCount(game.length));
    this.counts = new Int32Array(codeCount(game.length));
    this.touched = new Int32Array(codeCount(game.length));
  }

  stats(g: number, answers: Int32Array, out: WeightedStats): WeightedStats {
    const { sums, counts, touched, codes, weights } = this;
    let classes = 0;
    let total = 0;
    for (let start = 0; start < answers.length; start += CHUNK) {
      const chunk = answers.subarray(start, Math.min(answers.length, start + CHUNK));
      codesOf(this.game, g, chunk, codes);
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
    out.own = sums[sums.length - 1] as number;
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

/**
 * rankBySplit with weighted answers: every allowed guess split, scored by `score` (higher is
 * better), the `top` best kept in ranksBefore's order. With `bounds` (upper bounds of the score
 * in BOUND_UNIT units, see weightedEntropyBounds) the guesses go from the highest bound down,
 * until a bound cannot reach the bar (a margin of 1e-9 covers the scores' rounding). The
 * expected count left is left for rankGuesses to fill (NaN): it stays a count of answers.
 */
export function rankByWeightedSplit(
  game: Game,
  position: Position,
  top: number,
  score: (stats: WeightedStats, answers: number) => number,
  weights: Float64Array,
  floor = -Infinity,
  bounds?: EntropyBounds,
): Ranked[] {
  const answers = position.remaining;
  const splitter = new WeightedSplitter(game, weights);
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  const stats: WeightedStats = { classes: 0, largest: 0, squares: 0, wLogW: 0, total: 0, own: 0 };
  let bar = floor;
  let order = position.allowed;
  if (bounds) {
    const values = bounds.values;
    order = Int32Array.from(position.allowed).sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  }
  for (let k = 0; k < order.length; k++) {
    const g = order[k] as number;
    if (bounds && (bounds.values[g] as number) / BOUND_UNIT + 1e-9 < bar) break;
    const value = score(splitter.stats(g, answers, stats), answers.length);
    if (value >= bar && best.admits(value)) {
      best.offer({ guess: g, word: game.guesses.words[g] ?? '', score: value, expected: Number.NaN, isAnswer: flags[g] === 1 });
      if (best.items.length === top) bar = Math.max(floor, (best.items[top - 1] as Ranked).score);
    }
  }
  return best.items;
}

/** One guess's weighted score (see rankByWeightedSplit). */
export function scoreByWeightedSplit(
  game: Game,
  position: Position,
  g: number,
  score: (stats: WeightedStats, answers: number) => number,
  weights: Float64Array,
): number {
  const stats: WeightedStats = { classes: 0, largest: 0, squares: 0, wLogW: 0, total: 0, own: 0 };
  return score(new WeightedSplitter(game, weights).stats(g, position.remaining, stats), position.remaining.length);
}
