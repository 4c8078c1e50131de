// The guard's exact search: can a set of possible answers be finished within k guesses, in
// normal or NYT hard mode? It is cheap where it matters, late in the game and in hard mode's
// traps (_ATCH, _IGHT: a few words differing in one letter, with hard mode forcing the shared
// letters):
//   - n answers with n <= k guesses left: guess them one by one (a possible answer is always
//     an allowed guess, hard mode included);
//   - k = 2: some guess must split them into singletons (one pass over the guesses, each
//     dropped at its first clash);
//   - a lower bound: if no guess splits the set into more than m outcomes (besides all green),
//     k guesses finish at most 1 + m + ... + m^(k-1) answers (subsets and later positions
//     split no finer, and hard mode only narrows the guesses);
//   - a family that cannot be told apart in time settles it at once (traps.ts);
//   - a cheap witness first: a few possible answers that split best, then a few probes
//     (probes.ts), tried recursively; only when that fails, every guess (in normal mode one per
//     distinct split), best splits first;
//   - answers are remembered per set (memo.ts).
// A proof of failure over thousands of guesses early in a game can be long: the search has a
// budget (in code computations), and past it a question is left undecided (OutOfBudget).

import { fast } from '../../speed.ts';
import { answerGuessesOf, type Game } from '../game.ts';
import type { Memo } from './memo.ts';
import { PROBE_COST, type Probes } from './probes.ts';
import { largestFirst, type Splits } from './splits.ts';
import type { Traps } from './traps.ts';

/** true: can finish; false: cannot; undefined: not decided within the budget. */
export type Verdict = boolean | undefined;

/** Possible answers tried, best splits first, by the cheap witness at each level. */
const WITNESS_TRIES = 2;
/** Guesses from outside the set, chosen by their letters, the cheap witness looks at. */
const PROBES = 8;

/** Thrown by the search when its budget is spent: the question is left undecided. */
export class OutOfBudget extends Error {}

export class Search {
  /** Code computations the question being searched may still cost (charge throws OutOfBudget past it). */
  budget = 0;
  /** The budget a probe costs: its real cost in normal mode, where the budget keeps a turn quick;
   * less in hard mode, where allowed guesses are fewer and traps common (so more are tried). */
  readonly probeCost: number;

  constructor(
    private readonly game: Game,
    private readonly splits: Splits,
    private readonly probes: Probes,
    private readonly traps: Traps,
    private readonly memo: Memo,
  ) {
    this.probeCost = game.hard ? 1 : PROBE_COST;
  }

  private charge(cost: number): void {
    this.budget -= cost;
    if (this.budget < 0) throw new OutOfBudget();
  }

  /** The guess indices of the possible answers (all of them allowed, hard mode included). */
  private answerGuesses(remaining: Int32Array): number[] {
    return answerGuessesOf(this.game, remaining);
  }

  /**
   * finish()'s answer when it needs no search (nor the allowed guesses): no answer, no guess
   * left, one answer, one guess left, or no more answers than guesses (all guessable); else undefined.
   */
  settled(remaining: Int32Array, k: number): boolean | undefined {
    const n = remaining.length;
    if (n === 0) return true;
    if (k <= 0) return false;
    if (n === 1) return (this.game.guessOfAnswer[remaining[0] as number] as number) >= 0;
    if (k === 1) return false;
    if (n <= k && this.answerGuesses(remaining).length === n) return true;
    return undefined;
  }

  /**
   * Whether `remaining` can be finished within k guesses from `allowed`: with `exhaustive`, by
   * every guess if need be; without, by the cheap witness alone (undefined when it finds
   * nothing). Throws OutOfBudget once the budget is spent.
   */
  finish(remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): Verdict {
    const n = remaining.length;
    const known = this.settled(remaining, k);
    if (known !== undefined) return known;
    const guessable = this.answerGuesses(remaining);
    const entry = this.memo.entry(remaining, allowed);
    if (k >= entry.finishesAt) return true;
    if (k <= entry.failsAt) return false;
    const settle = (verdict: Verdict, by = -1): Verdict => {
      if (verdict === true && k < entry.finishesAt) {
        entry.finishesAt = k;
        entry.witness = by;
      } else if (verdict === false) entry.failsAt = Math.max(entry.failsAt, k);
      return verdict;
    };
    // Before a search that may try every guess: a family that cannot be told apart in time settles it.
    if (exhaustive && entry.witnessFailedAt < k && this.traps.trapped(remaining, allowed, k)) return settle(false);

    if (k === 2) {
      // The next guess must give each answer its own tiles: a possible answer first (cheap,
      // and it may win), then (exhaustive) every guess.
      if (entry.witnessFailedAt < k) {
        this.charge(n * guessable.length);
        for (const g of guessable) if (this.splits.separates(g, remaining)) return settle(true, g);
        this.charge(allowed.length * this.probeCost);
        const probes = this.probes.best(remaining, allowed, PROBES);
        this.charge(n * probes.length);
        for (const g of probes) if (this.splits.separates(g, remaining)) return settle(true, g);
        entry.witnessFailedAt = k;
      }
      if (!exhaustive) return undefined;
      this.charge(n * allowed.length);
      for (let i = 0; i < allowed.length; i++) {
        const g = allowed[i] as number;
        if (this.splits.separates(g, remaining)) return settle(true, g);
      }
      return settle(false);
    }

    // The cheap witness: the possible answers that split best, then a few guesses chosen by
    // their letters (traps such as _OLLY need one from outside the set), recursively.
    if (entry.witnessFailedAt < k) {
      this.charge(n * guessable.length);
      const byAnswer = this.cheapWitness(guessable, remaining, allowed, k);
      if (byAnswer >= 0) return settle(true, byAnswer);
      this.charge(allowed.length * this.probeCost);
      const probes = this.probes.best(remaining, allowed, PROBES);
      this.charge(n * probes.length);
      const byProbe = this.cheapWitness(probes, remaining, allowed, k);
      if (byProbe >= 0) return settle(true, byProbe);
      entry.witnessFailedAt = k;
    }
    if (!exhaustive) return undefined;

    // Every guess, best splits first; in normal mode one guess per distinct split.
    this.charge(n * allowed.length);
    const shapes: { g: number; largest: number; outcomes: number }[] = [];
    let most = 0;
    for (let i = 0; i < allowed.length; i++) {
      const g = allowed[i] as number;
      const shape = this.splits.shape(g, remaining);
      most = Math.max(most, shape.outcomes);
      shapes.push({ g, ...shape });
    }
    // At most 1 + m + ... + m^(k-1) answers finish in k guesses, m outcomes a guess at most.
    const reach = (guesses: number) => {
      let total = 0;
      for (let i = 0, power = 1; i < guesses; i++, power *= most) total += power;
      return total;
    };
    if (n > reach(k)) return settle(false);
    const limit = reach(k - 1);
    const order = shapes
      .filter((s) => s.largest <= limit && (s.largest < n || s.outcomes > 1))
      .sort((a, b) => a.largest - b.largest || b.outcomes - a.outcomes || a.g - b.g);
    const seen = this.game.hard ? undefined : new Set<string>();
    let unknown = false;
    for (const { g } of order) {
      if (seen) {
        const signature = this.splits.signature(g, remaining);
        if (seen.has(signature)) continue;
        seen.add(signature);
      }
      const verdict = this.allFinish(g, remaining, allowed, k - 1, true);
      if (verdict === true) return settle(true, g);
      if (verdict === undefined) unknown = true;
    }
    return settle(unknown ? undefined : false);
  }

  /** Whether one of the WITNESS_TRIES of `guesses` that split best is shown by the cheap witness to finish within k. */
  private cheapWitness(guesses: readonly number[], remaining: Int32Array, allowed: Int32Array, k: number): number {
    const n = remaining.length;
    for (const { g, largest } of this.splitBest(guesses, remaining)) {
      if (largest >= n) continue;
      if (this.allFinish(g, remaining, allowed, k - 1, false) === true) return g;
    }
    return -1;
  }

  /**
   * The WITNESS_TRIES of `guesses` that split `remaining` best: smallest largest class, then
   * most outcomes, then first. (witness-shapes: a guess's shape is given up once its largest class
   * passes the last of those found so far, which it then cannot join; plain, every shape whole.)
   */
  private splitBest(guesses: readonly number[], remaining: Int32Array): { g: number; largest: number; outcomes: number }[] {
    const before = (a: { g: number; largest: number; outcomes: number }, b: typeof a) =>
      a.largest - b.largest || b.outcomes - a.outcomes || a.g - b.g;
    if (!fast('witness-shapes'))
      return guesses
        .map((g) => ({ g, ...this.splits.shape(g, remaining) }))
        .sort(before)
        .slice(0, WITNESS_TRIES);
    const best: { g: number; largest: number; outcomes: number }[] = [];
    for (const g of guesses) {
      const limit = best.length < WITNESS_TRIES ? Infinity : (best[WITNESS_TRIES - 1] as { largest: number }).largest;
      const shape = this.splits.shapeWithin(g, remaining, limit);
      if (!shape) continue;
      const item = { g, ...shape };
      let at = best.length;
      while (at > 0 && before(item, best[at - 1] as typeof item) < 0) at--;
      if (at < WITNESS_TRIES) {
        best.splice(at, 0, item);
        if (best.length > WITNESS_TRIES) best.pop();
      }
    }
    return best;
  }

  /** Whether every outcome of g (but all green) finishes within k more guesses. */
  private allFinish(g: number, remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): Verdict {
    const groups = largestFirst(this.splits.split(g, remaining));
    this.charge(remaining.length);
    let unknown = false;
    for (const group of groups) {
      if (group.code === this.splits.done) continue;
      const verdict =
        this.settled(group.members, k) ??
        this.memo.told(remaining, allowed, g, group, k) ??
        this.finish(group.members, this.game.hard ? this.memo.allowedAfter(allowed, g, group.code) : allowed, k, exhaustive);
      if (verdict === false) return false;
      if (verdict === undefined) {
        if (!exhaustive) return undefined;
        unknown = true;
      }
    }
    return unknown ? undefined : true;
  }
}
