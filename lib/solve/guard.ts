// Fail-safe play: can a set of possible answers still be finished within k guesses? An exact,
// depth-limited search (normal and NYT hard mode), and the guard every strategy's pick goes
// through (lib/solve/strategies/index.ts): a pick that leaves some outcome unfinishable in
// the guesses left gives way to the best-ranked pick that does not.
//
// The search is cheap where it matters, late in the game and in hard mode's traps (_ATCH,
// _IGHT: a few words differing in one letter, with hard mode forcing the shared letters):
//   - n answers with n <= k guesses left: guess them one by one (a possible answer is always
//     an allowed guess, hard mode included);
//   - k = 2: some guess must split them into singletons (one pass over the guesses, each
//     dropped at its first clash);
//   - a lower bound: if no guess splits the set into more than m outcomes (besides all green),
//     k guesses finish at most 1 + m + ... + m^(k-1) answers (subsets and later positions
//     split no finer, and hard mode only narrows the guesses);
//   - a cheap witness first: a few possible answers that split best, tried recursively; only
//     when that fails, every guess (in normal mode one per distinct split), best splits first;
//   - answers are remembered per set (and allowed guesses, in hard mode) as the least k known
//     to finish and the greatest known not to.
// A proof of failure over thousands of guesses early in a game can be long: the search has a
// budget (in code computations), and past it a question is left undecided (undefined).

import { answerGuessesOf, codesOf, type Game, guessLetterSets, hardAllowed, type Position } from './game.ts';
import { allGreen, codeCount } from './kernel.ts';
import { MAX_GUESSES } from './rules.ts';

/** true: can finish; false: cannot; undefined: not decided within the budget. */
export type Verdict = boolean | undefined;

/** Feedback code computations a top-level question may cost before it is left undecided. */
export const DEFAULT_BUDGET = 1_500_000;
/** The budget of the search for any safe guess when the strategy's best-ranked are not. */
export const FALLBACK_BUDGET = 30_000_000;

/** Possible answers tried, best splits first, by the cheap witness at each level. */
const QUICK_TRIES = 2;
/** What scoring one guess by its letters costs, in code computations (measured: about ten). */
const PROBE_COST = 10;
/** Guesses from outside the set, chosen by their letters, the cheap witness looks at. */
const PROBES = 8;
/** Guesses left (after the pick) up to which isSafe looks for families in the outcomes too big to search (early, many big outcomes cost a turn about 5 ms). */
const FAMILY_LEFT = 3;
/** The budget of the search for a safe guess where the game is at stake (see atStake). */
export const STAKE_BUDGET = 150_000_000;
/** Families of at least twice the guesses left that put a game at stake (see atStake). */
const STAKE_FAMILIES = 2;
/** Families familyTrap looks at in a set, largest first. */
const FAMILIES = 4;

interface Entry {
  readonly remaining: Int32Array;
  readonly allowed: Int32Array | undefined;
  /** Least k shown to finish (Infinity: none yet). */
  finishesAt: number;
  /** Greatest k shown not to finish (-1: none yet). */
  failsAt: number;
  /** Greatest k at which the cheap witness found nothing. */
  quickFailedAt: number;
  /** The guess that showed it finishes within finishesAt (-1 when trivial). */
  witness: number;
  /** Another set with the same key. */
  readonly next: Entry | undefined;
}

/** A fact learned with learnAt, its set worked out, waiting for the guard to meet it. */
interface Pending {
  readonly remaining: Int32Array;
  readonly guess: number;
  readonly code: number;
  readonly finishesAt: number;
  readonly failsAt: number;
}

/** What the pending facts about one outcome of the seeded position tell (see Guard.told). */
interface Told {
  finishesAt: number;
  failsAt: number;
}

/** One outcome of a guess: its code and the answers that give it. (Exported for largestFirst's test.) */
export interface Group {
  readonly code: number;
  readonly members: Int32Array;
}

class OutOfBudget extends Error {}

export class Guard {
  private readonly memo = new Map<number, Entry>();
  /** Facts learned for sets not met yet, by pendingKey (see learn); undefined when none was. */
  private pending: Map<number, Pending[]> | undefined;
  /** Their sets' `from` (one position's allowed guesses), and each outcome's allowed guesses once worked out (null: not yet), by guess and code. */
  private pendingFrom: Int32Array | undefined;
  private readonly pendingAllowed = new Map<number, Int32Array | null>();
  /** What the pending facts tell of each outcome of `pendingFrom`'s position, by guess and code (see told). */
  private readonly pendingTold = new Map<number, Told>();
  /** learnAt's position's answers, and its facts whose sets are not worked out yet (see learnAt). */
  private seededRemaining: Int32Array | undefined;
  private outcomeFacts: { guess: number; code: number; finishesAt: number; failsAt: number }[] | undefined;
  private readonly counts: Int32Array;
  /** split()'s scratch: a code's place in its list of groups. */
  private readonly groupOf: Int32Array;
  private readonly done: number;
  private codes = new Int32Array(16);
  /** coverings()' scratch: the guesses' letters among a family's. */
  private found = new Int32Array(0);
  /** familyTrap()'s scratch: each answer's letters but one, as a number. */
  private keys = new Int32Array(16);
  private budget = 0;
  /** Guesses known (learnSafe) to leave, at any position of this game, every outcome finishable within safeLeft. */
  private knownSafe: ((g: number) => boolean) | undefined;
  private safeLeft = Infinity;

  private readonly alphabetSize: number;
  /** The budget a probe costs: its real cost in normal mode, where the budget keeps a turn quick;
   * less in hard mode, where allowed guesses are fewer and traps common (so more are tried). */
  private readonly probeCost: number;

  constructor(private readonly game: Game) {
    this.counts = new Int32Array(codeCount(game.length));
    this.groupOf = new Int32Array(codeCount(game.length));
    this.picked = new Int32Array(game.guesses.words.length);
    this.pickedScores = new Int32Array(game.guesses.words.length);
    // (Not a pass over every guess's letters: the guard is made afresh for each turn.)
    this.alphabetSize = game.kernel.alphabetSize;
    this.probeCost = game.hard ? 1 : PROBE_COST;
    this.done = allGreen(game.length);
  }

  /** Whether every answer of `remaining` can be solved within k more guesses from `allowed`. */
  canFinish(remaining: Int32Array, allowed: Int32Array, k: number, budget = DEFAULT_BUDGET): Verdict {
    this.budget = budget;
    try {
      return this.finish(remaining, allowed, k, true);
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
    const groups = this.split(g, remaining);
    if (!reveals(groups, remaining.length, this.done)) return false;
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
   * told apart in time (familyTrap, which costs no budget) can show that it or a bigger one
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
    const open = sorted.filter((group) => group.code !== this.done && this.settled(group.members, k) !== true);
    if (open.some((group) => this.settled(group.members, k) === false)) return false;
    this.budget = budget;
    let bounded = k >= 2 && this.memo.size === 0 && this.pending === undefined && this.outcomeFacts === undefined;
    const families = k <= FAMILY_LEFT;
    let unknown = false;
    for (let i = 0; i < open.length; i++) {
      const group = open[i] as Group;
      const n = group.members.length;
      if (bounded && n > k && (n + this.probeCost) * allowed.length > this.budget) {
        if (families && open.slice(i).some((rest) => this.trapped(rest.members, allowed, k))) return false;
        if (onlyFailure) return undefined;
        bounded = false; // (the budget left only shrinks, and the outcomes grow: once is enough)
      }
      let verdict: Verdict;
      try {
        // (Hard mode's allowed guesses are worked out only for an outcome the search must look into.)
        verdict =
          this.told(remaining, allowed, g, group, k) ??
          this.finish(group.members, this.game.hard ? this.allowedAfter(allowed, g, group.code) : allowed, k, true);
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
   * Whether the game is at stake at a position with `left` guesses left, in normal mode: several
   * families (answers alike but at one place) each with at least twice as many answers as the
   * guesses left, so that each guess must cover letters of several at once. There an
   * undecided pick is not kept on trust: the guard looks for one shown safe with STAKE_BUDGET.
   * Not at the first turn: no search decides an opener on a list this big within a turn (on
   * every accepted word as the answer, 12,972 of them, it cost 0.7 s and decided nothing).
   */
  atStake(remaining: Int32Array, left: number): boolean {
    if (this.game.hard || left < 3 || left >= MAX_GUESSES) return false;
    return this.families(remaining, 2 * left, STAKE_FAMILIES).length >= STAKE_FAMILIES;
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
    return reveals(this.split(g, remaining), remaining.length, this.done);
  }

  /** A guess that keeps every outcome solvable within k - 1 more (the search's witness), if one is found. */
  witness(position: Position, k: number, budget = DEFAULT_BUDGET): number | undefined {
    const { remaining, allowed } = position;
    if (this.canFinish(remaining, allowed, k, budget) !== true) return undefined;
    const known = this.entry(remaining, allowed);
    if (known.witness >= 0) return known.witness;
    // Trivially finishable (no more answers than guesses): any possible answer will do.
    return this.answerGuesses(remaining)[0];
  }

  private charge(cost: number): void {
    this.budget -= cost;
    if (this.budget < 0) throw new OutOfBudget();
  }

  /** A hash of the set (and of hard mode's allowed guesses), kept in small-integer range (no heap number, no string). */
  private key(remaining: Int32Array, allowed: Int32Array | undefined): number {
    let h1 = 0x811c9dc5;
    let h2 = 0x9e3779b9;
    for (let k = 0; k < remaining.length; k++) {
      const a = remaining[k] as number;
      h1 = Math.imul(h1 ^ a, 0x01000193);
      h2 = (Math.imul(h2, 31) + a) | 0;
    }
    let h3 = 0;
    if (allowed) {
      h3 = allowed.length;
      for (let k = 0; k < allowed.length; k++) h3 = Math.imul(h3 ^ ((allowed[k] as number) + 7919), 0x01000193);
    }
    return (h1 ^ Math.imul(h2, 0x2545f491) ^ Math.imul(h3, 0x27d4eb2d) ^ remaining.length) & 0x3fffffff;
  }

  private entry(remaining: Int32Array, allowed: Int32Array): Entry {
    const hardAllowedSet = this.game.hard ? allowed : undefined;
    const key = this.key(remaining, hardAllowedSet);
    // Sets whose keys collide are chained (none is dropped).
    const first = this.memo.get(key);
    for (let known = first; known; known = known.next) {
      if (
        sameSet(known.remaining, remaining) &&
        (!hardAllowedSet || (known.allowed && (known.allowed === hardAllowedSet || sameSet(known.allowed, hardAllowedSet))))
      )
        return known;
    }
    const fresh: Entry = {
      remaining,
      allowed: hardAllowedSet,
      finishesAt: Infinity,
      failsAt: -1,
      quickFailedAt: -1,
      witness: -1,
      next: first,
    };
    this.memo.set(key, fresh);
    if (this.pending !== undefined || this.outcomeFacts !== undefined) this.meet(fresh, remaining, allowed);
    return fresh;
  }

  /** A fresh entry takes the facts learned for its set, as if learned when it was made (see learn). */
  private meet(fresh: Entry, remaining: Int32Array, allowed: Int32Array): void {
    // (learnAt's facts are worked out the first time a set is met that one of them may be about:
    // not the seeded position's own, which no fact is given about.)
    if (this.outcomeFacts !== undefined && remaining.length !== this.seededRemaining?.length) this.workOutOutcomes();
    const waiting = this.pending?.get(pendingKey(remaining));
    if (waiting === undefined || this.pendingFrom === undefined) return;
    for (const fact of waiting) {
      if (!sameSet(fact.remaining, remaining)) continue;
      const after = this.allowedAfter(this.pendingFrom, fact.guess, fact.code);
      if (after !== allowed && !sameSet(after, allowed)) continue;
      if (fact.finishesAt < fresh.finishesAt) fresh.finishesAt = fact.finishesAt;
      if (fact.failsAt > fresh.failsAt) fresh.failsAt = fact.failsAt;
    }
  }

  /**
   * hardAllowed, worked out once for an outcome a pending fact is about (its set's allowed
   * guesses are then the same array, which the memo compares at once), else each time.
   */
  private allowedAfter(allowed: Int32Array, g: number, code: number): Int32Array {
    if (allowed === this.pendingFrom) {
      const id = g * this.counts.length + code;
      const known = this.pendingAllowed.get(id);
      if (known) return known;
      if (known === null) {
        const made = hardAllowed(this.game, allowed, g, code);
        this.pendingAllowed.set(id, made);
        return made;
      }
    }
    return hardAllowed(this.game, allowed, g, code);
  }

  /**
   * finish()'s answer for an outcome of g at the seeded position when a pending fact about that
   * very outcome decides it; else undefined. The fact's set, with the guesses g leaves allowed,
   * is the outcome's by construction, so neither is worked out nor hashed (hardAllowed over
   * every allowed guess, for each of the few hundred outcomes a seeded turn meets, was most of
   * its guard's time). Facts are true, so finish would answer the same (its memo entry, made
   * when the set is met, takes every fact about it); it charges the budget nothing either.
   */
  private told(parent: Int32Array, allowed: Int32Array, g: number, group: Group, k: number): boolean | undefined {
    if (allowed !== this.pendingFrom) return undefined;
    const fact = this.pendingTold.get(g * this.counts.length + group.code);
    if (fact === undefined) return undefined;
    // (learnAt's facts are about outcomes of the seeded position's answers: the group is the
    // fact's set when its parent is that set. An outcome as big as it is given to none.)
    const seeded = this.seededRemaining as Int32Array;
    if (group.members.length === seeded.length || (parent !== seeded && !sameSet(parent, seeded))) return undefined;
    if (k >= fact.finishesAt) return true;
    if (k <= fact.failsAt) return false;
    return undefined;
  }

  /** The guess indices of the possible answers (all of them allowed, hard mode included). */
  private answerGuesses(remaining: Int32Array): number[] {
    return answerGuessesOf(this.game, remaining);
  }

  /**
   * The `count` allowed guesses whose letters look best at telling `remaining` apart, without
   * playing them: each letter scores min(have, lack) over the answers (in the word anywhere,
   * and at its place); cheap (no tiles computed), for the witness to try.
   */
  private probes(remaining: Int32Array, allowed: Int32Array, count: number): number[] {
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
    if (allowed === game.all) {
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

  private tables:
    | { anywhere: Int32Array; at: Int32Array; seen: Int32Array; anyValue: Int32Array; atValue: Int32Array; both: Int32Array }
    | undefined;
  /** probes()' candidates (guess indices) and their scores. */
  private readonly picked: Int32Array;
  private readonly pickedScores: Int32Array;

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

  /** The classes of g's split of `remaining`, in code order of first appearance; members ascending. */
  private split(g: number, remaining: Int32Array): Group[] {
    const n = remaining.length;
    if (this.codes.length < n) this.codes = new Int32Array(Math.max(n, this.codes.length * 2));
    const codes = this.codes;
    codesOf(this.game, g, remaining, codes);
    const counts = this.counts;
    const used: number[] = [];
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      if (counts[code] === 0) used.push(code);
      counts[code] = (counts[code] as number) + 1;
    }
    const groups = used.map((code) => ({ code, members: new Int32Array(counts[code] as number) }));
    // counts[code] now tells where the next member of the code's group goes (from its size down).
    const at = this.groupOf;
    for (let k = 0; k < groups.length; k++) at[(groups[k] as Group).code] = k;
    for (let i = n - 1; i >= 0; i--) {
      const code = codes[i] as number;
      const left = (counts[code] as number) - 1;
      counts[code] = left;
      (groups[at[code] as number] as Group).members[left] = remaining[i] as number;
    }
    for (const code of used) counts[code] = 0;
    return groups;
  }

  /** Largest class other than all green, and the number of such classes, of g's split. */
  private shape(g: number, remaining: Int32Array): { largest: number; outcomes: number } {
    const n = remaining.length;
    if (this.codes.length < n) this.codes = new Int32Array(Math.max(n, this.codes.length * 2));
    const codes = this.codes;
    codesOf(this.game, g, remaining, codes);
    const counts = this.counts;
    let largest = 0;
    let outcomes = 0;
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      const count = (counts[code] as number) + 1;
      counts[code] = count;
      if (code === this.done) continue;
      if (count === 1) outcomes++;
      if (count > largest) largest = count;
    }
    for (let i = 0; i < n; i++) counts[codes[i] as number] = 0;
    return { largest, outcomes };
  }

  /** Whether g gives every answer of `remaining` its own tiles (one clash and it stops). */
  private separates(g: number, remaining: Int32Array): boolean {
    const n = remaining.length;
    if (this.codes.length < n) this.codes = new Int32Array(Math.max(n, this.codes.length * 2));
    const codes = this.codes;
    codesOf(this.game, g, remaining, codes);
    const counts = this.counts;
    let ok = true;
    let i = 0;
    for (; i < n; i++) {
      const code = codes[i] as number;
      if (counts[code] !== 0) {
        ok = false;
        break;
      }
      counts[code] = 1;
    }
    for (let j = 0; j < i; j++) counts[codes[j] as number] = 0;
    return ok;
  }

  /**
   * A cheap proof that `remaining` cannot be finished within k guesses (a bound: never wrong
   * when it says so). A family of answers alike but at one place (_ILLS: bills fills gills ...)
   * is told apart only by guesses with their letters: the answers whose letter a guess lacks
   * all get its same tiles, and those it has each get tiles of their own. So the family's
   * answers whose letters no guess so far had stay together, and more than one of them cannot
   * be finished with a last guess; the guesses matter only by which of the family's letters
   * they have (the most, of all allowed guesses). A set holding a family that cannot be
   * finished cannot be finished either. The FAMILIES largest families are tried.
   */
  familyTrap(remaining: Int32Array, allowed: Int32Array, k: number): boolean {
    return this.trapped(remaining, allowed, k);
  }

  /**
   * familyTrap within the search. It charges nothing to the budget (so that what the budget
   * lets the search decide is as before): it costs a few sorts of the set and, per family, at
   * most a pass over the allowed guesses, less than the search's own first pass over them.
   */
  private trapped(remaining: Int32Array, allowed: Int32Array, k: number): boolean {
    const n = remaining.length;
    // (Not in hard mode: each outcome has allowed guesses of its own there, so the family's
    // letters would be looked up in every guess again at each step, and a turn took 14% longer
    // for it; hard mode's search already decides its traps, _IGHT and the like.)
    if (n < 2 * k || k < 1 || this.game.hard) return false;
    const packed = packedAnswers(this.game, remaining);
    if (!packed) return false;
    const length = this.game.length;
    // (A family of fewer than 2k: some guess has two of its letters, almost always, and then it finishes.)
    const families = this.families(remaining, 2 * k, FAMILIES);
    for (const [size, p, key] of families) {
      // (Even a guess of all new letters, `length` of them, leaves too many together: no need to look at the guesses.)
      if (size > length * (k - 1) + 1) return true;
      let family = 0;
      const blank = ~(31 << (5 * p));
      for (let j = 0; j < n; j++) {
        const word = packed[remaining[j] as number] as number;
        if ((word & blank) === key) family |= 1 << ((word >>> (5 * p)) & 31);
      }
      if (this.familyFails(family, this.coverings(family, allowed), k, new Map())) return true;
    }
    return false;
  }

  /** The families of `remaining` with at least `least` answers, largest first, at most `most`: [size, place, key]. */
  private families(remaining: Int32Array, least: number, most: number): [number, number, number][] {
    const n = remaining.length;
    const packed = n < least ? undefined : packedAnswers(this.game, remaining);
    if (!packed || n < least) return [];
    const length = this.game.length;
    if (this.keys.length < n) this.keys = new Int32Array(Math.max(n, 2 * this.keys.length));
    const keys = this.keys.subarray(0, n);
    const families: [number, number, number][] = [];
    for (let p = 0; p < length; p++) {
      const blank = ~(31 << (5 * p));
      for (let j = 0; j < n; j++) keys[j] = (packed[remaining[j] as number] as number) & blank;
      keys.sort();
      for (let j = 0, run = 1; j < n; j++, run++) {
        if (j + 1 < n && keys[j + 1] === keys[j]) continue;
        if (run >= least) families.push([run, p, keys[j] as number]);
        run = 0;
      }
    }
    families.sort((x, y) => y[0] - x[0]);
    return families.slice(0, most);
  }

  /** The different sets of the family's letters (bits) that allowed guesses have, none inside another. */
  private coverings(family: number, allowed: Int32Array): number[] {
    const every = allowed === this.game.all;
    let covered = coveredMade.get(this.game);
    if (!covered) coveredMade.set(this.game, (covered = new Map()));
    const known = every ? covered.get(family) : undefined;
    if (known) return known;
    const masks = letterMasks(this.game);
    // (Typed arrays and a sort, no Set: this runs in cold code.)
    if (this.found.length < allowed.length) this.found = new Int32Array(allowed.length);
    let count = 0;
    for (let k = 0; k < allowed.length; k++) {
      const mask = (masks[allowed[k] as number] as number) & family;
      if (mask !== 0) this.found[count++] = mask;
    }
    const found = this.found.subarray(0, count).sort();
    const distinct: number[] = [];
    for (let k = 0; k < count; k++) if (k === 0 || found[k] !== found[k - 1]) distinct.push(found[k] as number);
    distinct.sort((x, y) => bitCount(y) - bitCount(x));
    const kept: number[] = [];
    for (const mask of distinct) if (!kept.some((bigger) => (bigger & mask) === mask)) kept.push(mask);
    if (every) covered.set(family, kept);
    return kept;
  }

  /** Whether the family's answers with the letters `left` (bits) cannot be finished within k guesses (see familyTrap). */
  private familyFails(left: number, coverings: readonly number[], k: number, memo: Map<number, boolean>): boolean {
    if (bitCount(left) <= 1) return false;
    if (k <= 1) return true;
    const id = left * 8 + k;
    const known = memo.get(id);
    if (known !== undefined) return known;
    let fails = true;
    // (A guess with none of the letters leaves them all together: no better than one with some.)
    for (const mask of coverings) {
      if (!this.familyFails(left & ~mask, coverings, k - 1, memo)) {
        fails = false;
        break;
      }
    }
    memo.set(id, fails);
    return fails;
  }

  /**
   * finish()'s answer when it needs no search (nor the allowed guesses): no answer, no guess
   * left, one answer, one guess left, or no more answers than guesses (all guessable); else undefined.
   */
  private settled(remaining: Int32Array, k: number): boolean | undefined {
    const n = remaining.length;
    if (n === 0) return true;
    if (k <= 0) return false;
    if (n === 1) return (this.game.guessOfAnswer[remaining[0] as number] as number) >= 0;
    if (k === 1) return false;
    if (n <= k && this.answerGuesses(remaining).length === n) return true;
    return undefined;
  }

  private finish(remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): Verdict {
    const n = remaining.length;
    const known = this.settled(remaining, k);
    if (known !== undefined) return known;
    const guessable = this.answerGuesses(remaining);
    const entry = this.entry(remaining, allowed);
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
    if (exhaustive && entry.quickFailedAt < k && this.trapped(remaining, allowed, k)) return settle(false);

    if (k === 2) {
      // The next guess must give each answer its own tiles: a possible answer first (cheap,
      // and it may win), then (exhaustive) every guess.
      if (entry.quickFailedAt < k) {
        this.charge(n * guessable.length);
        for (const g of guessable) if (this.separates(g, remaining)) return settle(true, g);
        this.charge(allowed.length * this.probeCost);
        const probes = this.probes(remaining, allowed, PROBES);
        this.charge(n * probes.length);
        for (const g of probes) if (this.separates(g, remaining)) return settle(true, g);
        entry.quickFailedAt = k;
      }
      if (!exhaustive) return undefined;
      this.charge(n * allowed.length);
      for (let i = 0; i < allowed.length; i++) {
        const g = allowed[i] as number;
        if (this.separates(g, remaining)) return settle(true, g);
      }
      return settle(false);
    }

    // The cheap witness: the possible answers that split best, then a few guesses chosen by
    // their letters (traps such as _OLLY need one from outside the set), recursively.
    if (entry.quickFailedAt < k) {
      this.charge(n * guessable.length);
      const byAnswer = this.quickTry(guessable, remaining, allowed, k);
      if (byAnswer >= 0) return settle(true, byAnswer);
      this.charge(allowed.length * this.probeCost);
      const probes = this.probes(remaining, allowed, PROBES);
      this.charge(n * probes.length);
      const byProbe = this.quickTry(probes, remaining, allowed, k);
      if (byProbe >= 0) return settle(true, byProbe);
      entry.quickFailedAt = k;
    }
    if (!exhaustive) return undefined;

    // Every guess, best splits first; in normal mode one guess per distinct split.
    this.charge(n * allowed.length);
    const shapes: { g: number; largest: number; outcomes: number }[] = [];
    let most = 0;
    for (let i = 0; i < allowed.length; i++) {
      const g = allowed[i] as number;
      const shape = this.shape(g, remaining);
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
        const signature = this.signature(g, remaining);
        if (seen.has(signature)) continue;
        seen.add(signature);
      }
      const verdict = this.allFinish(g, remaining, allowed, k - 1, true);
      if (verdict === true) return settle(true, g);
      if (verdict === undefined) unknown = true;
    }
    return settle(unknown ? undefined : false);
  }

  /** Whether one of the QUICK_TRIES of `guesses` that split best is shown by the cheap witness to finish within k. */
  private quickTry(guesses: readonly number[], remaining: Int32Array, allowed: Int32Array, k: number): number {
    const n = remaining.length;
    const ranked = guesses
      .map((g) => ({ g, ...this.shape(g, remaining) }))
      .sort((a, b) => a.largest - b.largest || b.outcomes - a.outcomes || a.g - b.g);
    for (const { g, largest } of ranked.slice(0, QUICK_TRIES)) {
      if (largest >= n) continue;
      if (this.allFinish(g, remaining, allowed, k - 1, false) === true) return g;
    }
    return -1;
  }

  /** Whether every outcome of g (but all green) finishes within k more guesses. */
  private allFinish(g: number, remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): Verdict {
    const groups = largestFirst(this.split(g, remaining));
    this.charge(remaining.length);
    let unknown = false;
    for (const group of groups) {
      if (group.code === this.done) continue;
      const verdict =
        this.settled(group.members, k) ??
        this.told(remaining, allowed, g, group, k) ??
        this.finish(group.members, this.game.hard ? this.allowedAfter(allowed, g, group.code) : allowed, k, exhaustive);
      if (verdict === false) return false;
      if (verdict === undefined) {
        if (!exhaustive) return undefined;
        unknown = true;
      }
    }
    return unknown ? undefined : true;
  }

  /** The partition g makes of `remaining`, as text: classes numbered by first appearance. */
  private signature(g: number, remaining: Int32Array): string {
    const n = remaining.length;
    const codes = this.codes;
    codesOf(this.game, g, remaining, codes);
    const label = new Map<number, number>();
    let text = '';
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      let l = label.get(code);
      if (l === undefined) label.set(code, (l = code === this.done ? 0 : label.size + 1));
      text += String.fromCharCode(48 + l);
    }
    return text;
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
    const known = this.entry(remaining, allowed);
    if (finishesAt < known.finishesAt) {
      known.finishesAt = finishesAt;
      known.witness = witness;
    }
    if (failsAt > known.failsAt) known.failsAt = failsAt;
  }

  /**
   * Hard mode: learn a fact about the outcome `code` of guess g at a position (its answers and
   * allowed guesses), without working out the outcome's set: told() needs none (the outcome of
   * that position is the fact's by construction), and the sets are worked out only when the
   * guard meets one elsewhere (meet). After slAtE a seeded turn asks
   * about 423 of the table's 427 guesses through told and makes two memo entries, both for the
   * position's own set: working out the sets ahead (a guess's tiles on every answer) cost a cold
   * turn 3-7 ms.
   */
  learnAt(
    from: { readonly remaining: Int32Array; readonly allowed: Int32Array },
    g: number,
    code: number,
    finishesAt: number,
    failsAt: number,
  ): void {
    if (this.pendingFrom !== undefined && this.pendingFrom !== from.allowed) throw new Error('facts pending from two positions');
    this.pendingFrom = from.allowed;
    this.seededRemaining = from.remaining;
    (this.outcomeFacts ??= []).push({ guess: g, code, finishesAt, failsAt });
    const id = g * this.counts.length + code;
    this.pendingAllowed.set(id, null);
    const told = this.pendingTold.get(id);
    if (told === undefined) this.pendingTold.set(id, { finishesAt, failsAt });
    else {
      told.finishesAt = Math.min(told.finishesAt, finishesAt);
      told.failsAt = Math.max(told.failsAt, failsAt);
    }
  }

  /** learnAt's facts as pending ones (see learn): their sets worked out, a guess's tiles once (an empty outcome, or one as big as the position, given to none). */
  private workOutOutcomes(): void {
    const facts = this.outcomeFacts ?? [];
    const from = this.seededRemaining as Int32Array;
    this.outcomeFacts = undefined;
    this.pending ??= new Map();
    const codes = new Int32Array(from.length);
    let coded = -1;
    for (const fact of facts) {
      if (fact.guess !== coded) {
        codesOf(this.game, fact.guess, from, codes);
        coded = fact.guess;
      }
      let count = 0;
      for (let k = 0; k < from.length; k++) if (codes[k] === fact.code) count++;
      if (count === 0 || count === from.length) continue;
      const members = new Int32Array(count);
      for (let k = 0, filled = 0; filled < count; k++) if (codes[k] === fact.code) members[filled++] = from[k] as number;
      const key = pendingKey(members);
      const pending: Pending = {
        remaining: members,
        guess: fact.guess,
        code: fact.code,
        finishesAt: fact.finishesAt,
        failsAt: fact.failsAt,
      };
      const waiting = this.pending.get(key);
      if (waiting) waiting.push(pending);
      else this.pending.set(key, [pending]);
    }
  }
}

/**
 * The groups, largest first, ties in their order (as a stable sort would leave them): an
 * insertion sort in place, which allocates nothing (Array.prototype.sort does, and allFinish
 * runs about 9,000 times in a hard-mode turn, most splits of a few groups; at most one a code).
 */
export function largestFirst(groups: Group[]): Group[] {
  for (let i = 1; i < groups.length; i++) {
    const group = groups[i] as Group;
    let j = i - 1;
    while (j >= 0 && (groups[j] as Group).members.length < group.members.length) {
      groups[j + 1] = groups[j] as Group;
      j--;
    }
    groups[j + 1] = group;
  }
  return groups;
}

/**
 * probes()' shortcut over every guess: the guesses with at least `least` of the letters that
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

// probes() runs over every allowed guess, often on a cold start: the loops below are small
// functions of their own, with no calls or objects, so that the optimizer takes them early.

/** Each allowed guess's letter score (see probes), into scores[k] for allowed[k]. */
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

const masksMade = new WeakMap<Game, Int32Array>();
const packedMade = new WeakMap<Game, Int32Array | null>();

/**
 * Each answer's letters, 5 bits a place, in one integer, when every word has at most 6 letters,
 * all among the first 31; else undefined. Packed as asked for, those of `remaining` (at least):
 * a turn looks at a few thousand answers, and packing all 14,855 cost a cold start about 1 ms
 * (-1: not yet packed; a packed word is never negative, 30 bits at most).
 */
function packedAnswers(game: Game, remaining: Int32Array): Int32Array | undefined {
  let packed = packedMade.get(game);
  if (packed === undefined) {
    packed = game.answers.length <= 6 && game.kernel.alphabetSize <= 31 ? new Int32Array(game.answers.words.length).fill(-1) : null;
    packedMade.set(game, packed);
  }
  if (!packed) return undefined;
  const { letters, length } = game.answers;
  for (let j = 0; j < remaining.length; j++) {
    const a = remaining[j] as number;
    if ((packed[a] as number) >= 0) continue;
    let value = 0;
    for (let i = 0; i < length; i++) value |= (letters[a * length + i] as number) << (5 * i);
    packed[a] = value;
  }
  return packed;
}
/** coverings() with every guess allowed, by game and family (a fact of the lists, kept as long as the game). */
const coveredMade = new WeakMap<Game, Map<number, number[]>>();

/** Each guess's letters as bits (alphabets of at most 31 letters), made once a game. */
function letterMasks(game: Game): Int32Array {
  let masks = masksMade.get(game);
  if (!masks) {
    const { letters, length, distinct } = game.guesses;
    // (A word of distinct letters has its mask already: only the others are worked out.)
    masks = distinct.slice();
    for (let g = 0; g < masks.length; g++) {
      if (masks[g] !== 0) continue;
      let mask = 0;
      for (let i = 0; i < length; i++) mask |= 1 << (letters[g * length + i] as number);
      masks[g] = mask;
    }
    masksMade.set(game, masks);
  }
  return masks;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Whether a split tells anything: more than one class, or the one class is a win. */
function reveals(groups: readonly Group[], n: number, done: number): boolean {
  if (groups.length !== 1) return true;
  return groups[0]?.code === done && n === 1;
}

/** A pending fact's key: its set's size and a few members (a set met is looked up by it; the members then compared). */
function pendingKey(remaining: Int32Array): number {
  const n = remaining.length;
  if (n === 0) return 0;
  return (
    (Math.imul(n, 0x01000193) ^
      Math.imul(remaining[0] as number, 31) ^
      Math.imul(remaining[n >>> 1] as number, 977) ^
      (remaining[n - 1] as number)) |
    0
  );
}

function sameSet(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const guards = new WeakMap<Game, Guard>();

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
