// How a guess splits the remaining answers into feedback classes, and the numbers strategies
// rank by. The counting loop is the hot spot of every strategy and of the bench.

import { codeCount } from '../kernel.ts';
import { codesOf, type Game, type Position } from '../game.ts';
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

  constructor(
    private readonly game: Game,
    maxAnswers: number,
  ) {
    this.counts = new Int32Array(codeCount(game.length));
    this.touched = new Int32Array(Math.max(1, maxAnswers));
    this.cLogCTable = Float64Array.from({ length: maxAnswers + 1 }, (_, c) => (c > 0 ? c * Math.log2(c) : 0));
  }

  /** Statistics of guess g over the answers; `out` is reused between calls. */
  stats(g: number, answers: Int32Array, out: SplitStats): SplitStats {
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
    } else {
      if (this.codes.length < answers.length) this.codes = new Int32Array(answers.length);
      const codes = this.codes;
      codesOf(this.game, g, answers, codes);
      for (let k = 0; k < answers.length; k++) {
        const code = codes[k] as number;
        const count = counts[code] as number;
        if (count === 0) touched[classes++] = code;
        counts[code] = count + 1;
      }
    }
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
}

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
  return a.word < b.word;
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
  /** Optional upper bounds of the score per guess index: guesses that cannot make the list are skipped. */
  bounds?: Float64Array,
): Ranked[] {
  const answers = position.remaining;
  const splitter = new Splitter(game, answers.length);
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  // (A split into singletons needs as many codes as answers, and costs n^2 to look for.)
  if (top === 1 && answers.length <= Math.min(128, codeCount(game.length))) {
    const perfect = firstPerfectAnswer(game, position, splitter, stats);
    if (perfect !== undefined) {
      splitter.stats(perfect, answers, stats);
      const word = game.guesses.words[perfect] ?? '';
      return [{ guess: perfect, word, score: score(stats, answers.length), expected: stats.squares / answers.length, isAnswer: true }];
    }
  }
  // With bounds: first the few most promising guesses, to set a bar; then every guess whose
  // bound reaches the bar (a margin covers rounding: ties still get compared).
  const first = bounds ? mostPromising(position.allowed, bounds, Math.max(top, 16)) : [];
  const done = bounds ? new Uint8Array(game.guesses.words.length) : undefined;
  const count = first.length + position.allowed.length;
  for (let k = 0; k < count; k++) {
    const g = k < first.length ? (first[k] as number) : (position.allowed[k - first.length] as number);
    if (done) {
      if (done[g] === 1 || !best.admits((bounds?.[g] as number) + 1e-9)) continue;
      done[g] = 1;
    }
    splitter.stats(g, answers, stats);
    const value = score(stats, answers.length);
    if (!best.admits(value)) continue;
    best.offer({
      guess: g,
      word: game.guesses.words[g] ?? '',
      score: value,
      expected: stats.squares / answers.length,
      isAnswer: flags[g] === 1,
    });
  }
  return best.items;
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

/** The `count` guesses with the highest bounds, highest first (one pass, a small sorted buffer). */
function mostPromising(allowed: Int32Array, bounds: Float64Array, count: number): number[] {
  const chosen: number[] = [];
  for (const g of allowed) {
    const bound = bounds[g] as number;
    if (chosen.length === count && bound <= (bounds[chosen[count - 1] as number] as number)) continue;
    let at = chosen.length;
    while (at > 0 && (bounds[chosen[at - 1] as number] as number) < bound) at--;
    chosen.splice(at, 0, g);
    if (chosen.length > count) chosen.pop();
  }
  return chosen;
}

/** One guess's score by a split-based rule (see rankBySplit). */
export function scoreBySplit(game: Game, position: Position, g: number, score: (stats: SplitStats, answers: number) => number): number {
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  new Splitter(game, position.remaining.length).stats(g, position.remaining, stats);
  return score(stats, position.remaining.length);
}
