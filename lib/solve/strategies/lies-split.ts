// How the tiles a guess SHOWS split the remaining answers when every row but the answer's lies
// in exactly K places (Fibble, lib/clues/lies.ts), the places and the wrong colours drawn
// uniformly: a true outcome c (its code) is shown as each of its shown outcomes S(c) with equal
// chance, S(c) being the C(L, K) x 2^K codes that differ from c in exactly K tiles, but all green
// (a host never shows a lying row all green); the answer's own outcome, all green, is shown as it
// is. After s is shown, the answers left are those whose true outcome can show s.
//
// From that distribution the strategies rank: the information the shown tiles carry about the
// answer (the entropy of the shown outcome less the entropy the lies add), the most answers a
// shown outcome leaves, and the expected number left.

import { shownTilings } from '../../clues/lies.ts';
import { codesOf, type Game } from '../game.ts';
import { allGreen, codeCount, codeOf, tilesOf } from '../kernel.ts';

export interface LieStats {
  /** Bits the shown tiles tell of the answer: H(shown) - H(shown | answer) (never more than the true tiles' entropy). */
  info: number;
  /** The most answers a shown outcome leaves. */
  worst: number;
  /** The expected number of answers left: the sum over shown outcomes of their chance times the answers they leave. */
  expected: number;
  /** How many shown outcomes are possible. */
  outcomes: number;
}

/** The shown outcomes of each true code, per length and count of lies, made when first asked for. */
const spreads = new Map<string, (Int32Array | undefined)[]>();

/** The shown outcomes of each true code made so far for this length and count of lies (a splitter holds it: no key made per class). */
function spreadsOf(length: number, lies: number): (Int32Array | undefined)[] {
  const key = `${length}:${lies}`;
  let made = spreads.get(key);
  if (!made) spreads.set(key, (made = []));
  return made;
}

/** The codes true outcome `code` may be shown as with `lies` wrong tiles (see above), ascending. */
export function shownCodes(code: number, length: number, lies: number, made = spreadsOf(length, lies)): Int32Array {
  let codes = made[code];
  if (!codes) {
    codes = Int32Array.from(shownTilings(tilesOf(code, length), lies), (tiles) => codeOf(tiles)).sort();
    made[code] = codes;
  }
  return codes;
}

/** Whether true outcome `truth` may be shown as `shown` (codes, see above): all green only as itself, else with exactly `lies` tiles changed. */
export function canShow(truth: number, shown: number, length: number, lies: number): boolean {
  const win = allGreen(length);
  if (truth === win || shown === win) return truth === shown;
  let wrong = 0;
  for (let i = 0, t = truth, s = shown; i < length; i++, t = (t - (t % 3)) / 3, s = (s - (s % 3)) / 3) if (t % 3 !== s % 3) wrong++;
  return wrong === lies;
}

/** The answers of `remaining` whose true outcome for guess g may be shown as `shown`: those left after that row. */
export function splitByShown(game: Game, remaining: Int32Array, g: number, shown: number, lies: number): Int32Array {
  const codes = new Int32Array(remaining.length);
  codesOf(game, g, remaining, codes);
  return remaining.filter((_, k) => canShow(codes[k] as number, shown, game.length, lies));
}

/** Counts shown splits with arrays reused between guesses (a ranking splits thousands). */
export class LieSplitter {
  private readonly codes: Int32Array;
  private readonly counts: Int32Array;
  private readonly touched: Int32Array;
  /** Per shown code: the chance mass (in answers) and the answers it leaves. */
  private readonly mass: Float64Array;
  private readonly left: Int32Array;
  private readonly shown: Int32Array;
  private readonly spreads: (Int32Array | undefined)[];

  constructor(
    private readonly game: Game,
    maxAnswers: number,
    readonly lies: number,
  ) {
    const size = codeCount(game.length);
    this.codes = new Int32Array(Math.max(1, maxAnswers));
    this.counts = new Int32Array(size);
    this.touched = new Int32Array(size);
    this.mass = new Float64Array(size);
    this.left = new Int32Array(size);
    this.shown = new Int32Array(size);
    this.spreads = spreadsOf(game.length, lies);
  }

  /** The shown split of guess g over the answers; `out` is reused between calls. */
  stats(g: number, answers: Int32Array, out: LieStats): LieStats {
    const n = answers.length;
    const { counts, touched, mass, left, shown } = this;
    const length = this.game.length;
    const classes = this.countClasses(g, answers);
    let outcomes = 0;
    // n times the entropy the lies add: each answer's true outcome spread over its shown ones.
    let noise = 0;
    for (let j = 0; j < classes; j++) {
      const code = touched[j] as number;
      const count = counts[code] as number;
      counts[code] = 0;
      const spread = this.spreads[code] ?? shownCodes(code, length, this.lies, this.spreads);
      const share = count / spread.length;
      if (spread.length > 1) noise += count * Math.log2(spread.length);
      for (let k = 0; k < spread.length; k++) {
        const s = spread[k] as number;
        if (left[s] === 0) shown[outcomes++] = s;
        left[s] = (left[s] as number) + count;
        mass[s] = (mass[s] as number) + share;
      }
    }
    let massLogMass = 0;
    let expected = 0;
    let worst = 0;
    for (let j = 0; j < outcomes; j++) {
      const s = shown[j] as number;
      const m = mass[s] as number;
      const l = left[s] as number;
      massLogMass += m * Math.log2(m);
      expected += m * l;
      if (l > worst) worst = l;
      mass[s] = 0;
      left[s] = 0;
    }
    out.info = n === 0 ? 0 : Math.log2(n) - massLogMass / n - noise / n;
    out.worst = worst;
    out.expected = n === 0 ? 0 : expected / n;
    out.outcomes = outcomes;
    return out;
  }

  /**
   * The information alone (LieStats.info), as stats makes it but without the answers each shown
   * outcome leaves: what entropy ranks every guess by (about a third less work a guess).
   */
  info(g: number, answers: Int32Array): number {
    const n = answers.length;
    if (n === 0) return 0;
    const { counts, touched, mass, shown } = this;
    const length = this.game.length;
    const classes = this.countClasses(g, answers);
    let outcomes = 0;
    let noise = 0;
    for (let j = 0; j < classes; j++) {
      const code = touched[j] as number;
      const count = counts[code] as number;
      counts[code] = 0;
      const spread = this.spreads[code] ?? shownCodes(code, length, this.lies, this.spreads);
      const share = count / spread.length;
      if (spread.length > 1) noise += count * Math.log2(spread.length);
      for (let k = 0; k < spread.length; k++) {
        const s = spread[k] as number;
        const m = mass[s] as number;
        if (m === 0) shown[outcomes++] = s;
        mass[s] = m + share;
      }
    }
    let massLogMass = 0;
    for (let j = 0; j < outcomes; j++) {
      const s = shown[j] as number;
      const m = mass[s] as number;
      massLogMass += m * Math.log2(m);
      mass[s] = 0;
    }
    return Math.log2(n) - massLogMass / n - noise / n;
  }

  /** Counts the answers by guess g's true outcome: counts[code] for the codes touched[0 .. classes), which the caller zeroes again. */
  private countClasses(g: number, answers: Int32Array): number {
    const { codes, counts, touched } = this;
    codesOf(this.game, g, answers, codes);
    let classes = 0;
    for (let k = 0; k < answers.length; k++) {
      const code = codes[k] as number;
      if (counts[code] === 0) touched[classes++] = code;
      counts[code] = (counts[code] as number) + 1;
    }
    return classes;
  }
}

/** A fresh LieStats to pass to LieSplitter.stats. */
export const lieStats = (): LieStats => ({ info: 0, worst: 0, expected: 0, outcomes: 0 });
