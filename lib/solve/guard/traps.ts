// Family traps: a cheap proof that a set cannot be finished in time, and the test of a game at
// stake. A family is a few answers alike but at one place (_ILLS: bills fills gills ...): only
// guesses with their letters tell them apart, so with more of them than the guesses left can
// cover, the set cannot be finished, and the exact search need not try every guess to learn it.

import { MemoCache } from '../../speed.ts';
import type { Game } from '../game.ts';
import { MAX_GUESSES } from '../rules.ts';
import { bitCount, letterMasks, packedAnswers } from './bits.ts';

/** Families of at least twice the guesses left that put a game at stake (see atStake). */
const STAKE_FAMILIES = 2;
/** Families trapped() looks at in a set, largest first. */
const FAMILIES = 4;

export class Traps {
  /** coverings()' scratch: the guesses' letters among a family's. */
  private found = new Int32Array(0);
  /** families()' scratch: each answer's letters but one, as a number. */
  private keys = new Int32Array(16);

  constructor(private readonly game: Game) {}

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
   * A cheap proof that `remaining` cannot be finished within k guesses (a bound: never wrong
   * when it says so). A family of answers alike but at one place (_ILLS: bills fills gills ...)
   * is told apart only by guesses with their letters: the answers whose letter a guess lacks
   * all get its same tiles, and those it has each get tiles of their own. So the family's
   * answers whose letters no guess so far had stay together, and more than one of them cannot
   * be finished with a last guess; the guesses matter only by which of the family's letters
   * they have (the most, of all allowed guesses). A set holding a family that cannot be
   * finished cannot be finished either. The FAMILIES largest families are tried. It costs the
   * search no budget (so that what the budget lets it decide is as it would be without): a few
   * sorts of the set and, per family, at most a pass over the allowed guesses, less than the
   * search's own first pass over them.
   */
  trapped(remaining: Int32Array, allowed: Int32Array, k: number): boolean {
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

  /** Whether the family's answers with the letters `left` (bits) cannot be finished within k guesses (see trapped). */
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
}

/** coverings() with every guess allowed, by game and family (a fact of the lists, kept as long as the game). */
const coveredMade = new MemoCache<Game, Map<number, number[]>>();
