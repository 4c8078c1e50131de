// The rankers over splits: every allowed guess scored by its split of the remaining answers
// (split.ts), the `top` best kept, with as few splits as give exactly the same list. By a score
// of the split (entropy: rankBySplit, walking the guesses by entropy bounds), by the largest
// class first (minimax: rankByLargest, with the floors), or with weighted answers
// (rankByWeightedSplit).

import { fast } from '../../speed.ts';
import type { Game, Position } from '../game.ts';
import { codeCount } from '../kernel.ts';
import { BOUND_UNIT, type BoundLists, type EntropyBounds, LIST_SHIFT } from './entropy-bounds.ts';
import { floorsFor } from './floors-for.ts';
import { type SplitStats, Splitter, WeightedSplitter, type WeightedStats } from './split.ts';
import { answerFlags, TopList } from './top-list.ts';
import type { Ranked } from './types.ts';

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
  if (top !== 1 || answers.length > Math.min(128, codeCount(game.length)) || !fast('perfect-split')) return undefined;
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
  // (By the bounds alone when the floors are off: strategies plain of both rank by rankBySplit.)
  const floors = byBounds && !fast('minimax-floors') ? undefined : floorsFor(game, position);
  const best = new TopList(top);
  const largestOf = new Map<number, number>();
  // T: no class is larger than every answer (so nothing is cut before the list is full), or than allowed.
  let bar = largestAllowed === undefined ? total : Math.max(0, Math.min(total, largestAllowed));
  /** Splits g, unless a floor shows a class over the bar. */
  const consider = (g: number) => {
    if (floors && bar < total && (floors.grey(g, bar) > bar || floors.single(g, bar) > bar)) return;
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
  const walk = (floors ?? floorsFor(game, position)).walk(allowed);
  for (let g = walk.next(bar); g >= 0; g = walk.next(bar)) split(g);
  return best.items;
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
