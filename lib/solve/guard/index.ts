// Fail-safe play: the guard every strategy's pick goes through (lib/solve/strategies/index.ts).
// A pick that leaves some outcome unfinishable in the guesses left gives way to the best-ranked
// pick that does not. Whether a set can still be finished within k guesses is the exact search's
// question (search.ts), over a memo of the sets met and the facts learned ahead (memo.ts), with
// the family traps (traps.ts) as a proof of failure that costs no search.

import { MemoCache } from '../../speed.ts';
import { answerGuessesOf, type Game, type Position } from '../game.ts';
import { MAX_GUESSES } from '../rules.ts';
import { type FactsFrom, Memo } from './memo.ts';
import { Probes } from './probes.ts';
import { OutOfBudget, Search, type Verdict } from './search.ts';
import { type Group, reveals, Splits } from './splits.ts';
import { Traps } from './traps.ts';

export type { Verdict } from './search.ts';

/** Feedback code computations a top-level question may cost before it is left undecided. */
export const DEFAULT_BUDGET = 1_500_000;
/** The budget of the search for any safe guess when the strategy's best-ranked are not. */
export const FALLBACK_BUDGET = 30_000_000;
/** Guesses left (after the pick) up to which isSafe looks for families in the outcomes too big to search (early, many big outcomes cost a turn about 5 ms). */
const FAMILY_LEFT = 3;
/** The budget of the search for a safe guess where the game is at stake (see atStake). */
export const STAKE_BUDGET = 150_000_000;

export class Guard {
  private readonly splits: Splits;
  private readonly traps: Traps;
  private readonly memo: Memo;
  private readonly search: Search;
  /** Guesses known (learnSafe) to leave, at any position of this game, every outcome finishable within safeLeft. */
  private knownSafe: ((g: number) => boolean) | undefined;
  private safeLeft = Infinity;

  constructor(private readonly game: Game) {
    this.splits = new Splits(game);
    this.traps = new Traps(game);
    this.memo = new Memo(game);
    this.search = new Search(game, this.splits, new Probes(game), this.traps, this.memo);
  }

  /** Whether every answer of `remaining` can be solved within k more guesses from `allowed`. */
  canFinish(remaining: Int32Array, allowed: Int32Array, k: number, budget = DEFAULT_BUDGET): Verdict {
    this.search.budget = budget;
    try {
      return this.search.finish(remaining, allowed, k, true);
    } catch (error) {
      if (error instanceof OutOfBudget) return undefined;
      throw error;
    }
  }

  /**
   * Whether guess g, played at `position` with `left` guesses left (g included), leaves every
   * outcome solvable within the rest. A guess that reveals nothing is never safe. With
   * `onlyFailure`, undefined may also stand for true (see below).
   */
  isSafe(g: number, position: Position, left: number, budget = DEFAULT_BUDGET, onlyFailure = false): Verdict {
    const { remaining, allowed } = position;
    const groups = this.splits.split(g, remaining);
    if (!reveals(groups, remaining.length, this.splits.done)) return false;
    const k = left - 1;
    if (k >= this.safeLeft && this.knownSafe?.(g) === true) return true;
    // Cheapest first: a failure anywhere settles it.
    const sorted = [...groups].sort((a, b) => a.members.length - b.members.length);
    return this.outcomesSafe(sorted, g, remaining, allowed, k, budget, onlyFailure && !this.game.hard);
  }

  /**
   * isSafe's search: each outcome, smallest first, by the exact search within the budget (an
   * outcome settled as failing, with too many answers for the guesses left, first). Once the
   * budget left cannot pay for showing an outcome fails (below), only a family that cannot be
   * told apart in time (traps.ts, which cost no budget) can show that it or a bigger one
   * does: they are looked at then. With onlyFailure (a normal-mode pick asked alone, where
   * "safe" and "not decided" mean the same), it stops there; so it says false exactly when
   * the full check does. Showing that n answers (n > k >= 2) cannot be finished charges at
   * least n * allowed (every guess tried) plus allowed * probeCost (the probes, scored first):
   * the outcomes come smallest first, and none is in the memo yet (a fresh guard: they are
   * disjoint, and what was learned inside one is about subsets of it).
   */
  private outcomesSafe(
    sorted: readonly Group[],
    g: number,
    remaining: Int32Array,
    allowed: Int32Array,
    k: number,
    budget: number,
    onlyFailure: boolean,
  ): Verdict {
    const search = this.search;
    const open = sorted.filter((group) => group.code !== this.splits.done && search.settled(group.members, k) !== true);
    if (open.some((group) => search.settled(group.members, k) === false)) return false;
    search.budget = budget;
    let bounded = k >= 2 && this.memo.untouched;
    const families = k <= FAMILY_LEFT;
    let unknown = false;
    for (let i = 0; i < open.length; i++) {
      const group = open[i] as Group;
      const n = group.members.length;
      if (bounded && n > k && (n + search.probeCost) * allowed.length > search.budget) {
        if (families && open.slice(i).some((rest) => this.traps.trapped(rest.members, allowed, k))) return false;
        if (onlyFailure) return undefined;
        bounded = false; // (the budget left only shrinks, and the outcomes grow: once is enough)
      }
      let verdict: Verdict;
      try {
        // (Hard mode's allowed guesses are worked out only for an outcome the search must look into.)
        verdict =
          this.memo.told(remaining, allowed, g, group, k) ??
          search.finish(group.members, this.game.hard ? this.memo.allowedAfter(allowed, g, group.code) : allowed, k, true);
      } catch (error) {
        if (!(error instanceof OutOfBudget)) throw error;
        return undefined; // (the bigger outcomes, not yet looked at, would cost more)
      }
      if (verdict === false) return false;
      if (verdict === undefined) unknown = true;
    }
    return unknown ? undefined : true;
  }

  /**
   * Whether the game is at stake at a position with `left` guesses left (see Traps.atStake):
   * there an undecided pick is not kept on trust, and the guard looks for one shown safe with
   * STAKE_BUDGET.
   */
  atStake(remaining: Int32Array, left: number): boolean {
    return this.traps.atStake(remaining, left);
  }

  /**
   * Learns guesses that, at any position of this game, leave every outcome finishable within
   * `left` more guesses (normal mode: shown on the whole answer list, and a subset of a set that
   * finishes does too; see lib/solve/proofs.ts's `@whole` line). isSafe then answers for them at once.
   */
  learnSafe(knownSafe: (g: number) => boolean, left: number): void {
    if (this.game.hard) return;
    this.knownSafe = knownSafe;
    this.safeLeft = left;
  }

  /** Whether g tells anything about `remaining` (some outcome differs, or it may win). */
  reveals(g: number, remaining: Int32Array): boolean {
    return this.splits.reveals(g, remaining);
  }

  /** A guess that keeps every outcome solvable within k - 1 more (the search's witness), if one is found. */
  witness(position: Position, k: number, budget = DEFAULT_BUDGET): number | undefined {
    const { remaining, allowed } = position;
    if (this.canFinish(remaining, allowed, k, budget) !== true) return undefined;
    const known = this.memo.entry(remaining, allowed);
    if (known.witness >= 0) return known.witness;
    // Trivially finishable (no more answers than guesses): any possible answer will do.
    return answerGuessesOf(this.game, remaining)[0];
  }

  /**
   * A cheap proof that `remaining` cannot be finished within k guesses: a family of answers
   * that cannot be told apart in time (see Traps.trapped).
   */
  familyTrap(remaining: Int32Array, allowed: Int32Array, k: number): boolean {
    return this.traps.trapped(remaining, allowed, k);
  }

  /**
   * What is known of a set from elsewhere (lib/solve/proofs.ts: facts proven ahead, for the
   * bundled lists, by this search with a larger budget): it finishes within `finishesAt`
   * guesses (Infinity: not known) and not within `failsAt` (-1: not known), from `allowed` (in
   * hard mode). True facts only narrow what is undecided: whatever search found them, a
   * decided question keeps its answer. For a fresh guard, before it is asked anything; witness()
   * is not to be asked about such a set unless `witness` (a guess that shows it) is given.
   * (Hard mode's facts about one position's outcomes come through learnAt instead.)
   */
  learn(remaining: Int32Array, allowed: Int32Array, finishesAt: number, failsAt: number, witness = -1): void {
    this.memo.learn(remaining, allowed, finishesAt, failsAt, witness);
  }

  /**
   * Hard mode: learn a fact about the outcome `code` of guess g at a position (its answers and
   * allowed guesses), without working out the outcome's set (see Memo.learnAt); the facts of
   * one position only.
   */
  learnAt(from: FactsFrom, g: number, code: number, finishesAt: number, failsAt: number): void {
    this.memo.learnAt(from, g, code, finishesAt, failsAt);
  }
}

const guards = new MemoCache<Game, Guard>();

/** The game's guard (its memo lives as long as the game). */
export function guardFor(game: Game): Guard {
  let guard = guards.get(game);
  if (!guard) guards.set(game, (guard = new Guard(game)));
  return guard;
}

/** Guesses left at a position: six minus the guesses made. */
export function guessesLeft(position: Position): number {
  return MAX_GUESSES - position.moves.length;
}
