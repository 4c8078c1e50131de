// The guard's memo: what is known of each set of answers (and, in hard mode, of its allowed
// guesses) met by the search, as the least k known to finish and the greatest known not to; and
// the facts learned ahead (lib/solve/proofs.ts), each given to its set when the search meets it.
// Sets are looked up by a hash and compared whole, so that no two are ever confused.

import { codesOf, type Game, hardAllowed } from '../game.ts';
import { codeArray, codeCount } from '../kernel.ts';
import type { Group } from './splits.ts';

export interface Entry {
  readonly remaining: Int32Array;
  readonly allowed: Int32Array | undefined;
  /** Least k shown to finish (Infinity: none yet). */
  finishesAt: number;
  /** Greatest k shown not to finish (-1: none yet). */
  failsAt: number;
  /** Greatest k at which the cheap witness found nothing. */
  witnessFailedAt: number;
  /** The guess that showed it finishes within finishesAt (-1 when trivial). */
  witness: number;
  /** Another set with the same key. */
  readonly next: Entry | undefined;
}

/** The position learnAt's facts are about: its answers and allowed guesses. */
export interface FactsFrom {
  readonly remaining: Int32Array;
  readonly allowed: Int32Array;
}

/** A fact learned with learnAt, its set worked out, waiting for the guard to meet it. */
interface Pending {
  readonly remaining: Int32Array;
  readonly guess: number;
  readonly code: number;
  readonly finishesAt: number;
  readonly failsAt: number;
}

/** What the pending facts about one outcome of the seeded position tell (see told). */
interface Told {
  finishesAt: number;
  failsAt: number;
}

export class Memo {
  private readonly memo = new Map<number, Entry>();
  /** Facts learned for sets not met yet, by pendingKey (see learn); undefined when none was. */
  private pending: Map<number, Pending[]> | undefined;
  /** Their sets' `from` (one position's allowed guesses), and each outcome's allowed guesses once worked out (null: not yet), by guess and code. */
  private pendingFrom: Int32Array | undefined;
  private readonly pendingAllowed = new Map<number | string, Int32Array | null>();
  /** What the pending facts tell of each outcome of `pendingFrom`'s position, by guess and code (see told). */
  private readonly pendingTold = new Map<number | string, Told>();
  /** learnAt's position's answers, and its facts whose sets are not worked out yet (see learnAt). */
  private seededRemaining: Int32Array | undefined;
  private outcomeFacts: { guess: number; code: number; finishesAt: number; failsAt: number }[] | undefined;
  /** The codes a guess can give: a fact about an outcome is kept by guess * codes + code. */
  private readonly codes: number;

  /** Whether guess * codes + code is an exact integer for every guess (else, for long words, the id is text). */
  private readonly numericIds: boolean;

  constructor(private readonly game: Game) {
    this.codes = codeCount(game.length);
    this.numericIds = game.guesses.words.length * this.codes <= Number.MAX_SAFE_INTEGER;
  }

  /** The key of guess g's outcome `code`. */
  private outcomeId(g: number, code: number): number | string {
    return this.numericIds ? g * this.codes + code : `${g}:${code}`;
  }

  /** Whether nothing is known yet: no set met, no fact learned. */
  get untouched(): boolean {
    return this.memo.size === 0 && this.pending === undefined && this.outcomeFacts === undefined;
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

  /** The set's entry (with hard mode's allowed guesses), made when first met, with the facts learned for it. */
  entry(remaining: Int32Array, allowed: Int32Array): Entry {
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
      witnessFailedAt: -1,
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
  allowedAfter(allowed: Int32Array, g: number, code: number): Int32Array {
    if (allowed === this.pendingFrom) {
      const id = this.outcomeId(g, code);
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
  told(parent: Int32Array, allowed: Int32Array, g: number, group: Group, k: number): boolean | undefined {
    if (allowed !== this.pendingFrom) return undefined;
    const fact = this.pendingTold.get(this.outcomeId(g, group.code));
    if (fact === undefined) return undefined;
    // (learnAt's facts are about outcomes of the seeded position's answers: the group is the
    // fact's set when its parent is that set. An outcome as big as it is given to none.)
    const seeded = this.seededRemaining as Int32Array;
    if (group.members.length === seeded.length || (parent !== seeded && !sameSet(parent, seeded))) return undefined;
    if (k >= fact.finishesAt) return true;
    if (k <= fact.failsAt) return false;
    return undefined;
  }

  /** A fact about a set (see Guard.learn), kept in its entry. */
  learn(remaining: Int32Array, allowed: Int32Array, finishesAt: number, failsAt: number, witness = -1): void {
    const known = this.entry(remaining, allowed);
    if (finishesAt < known.finishesAt) {
      known.finishesAt = finishesAt;
      known.witness = witness;
    }
    if (failsAt > known.failsAt) known.failsAt = failsAt;
  }

  /**
   * A fact about the outcome `code` of guess g at a position (see Guard.learnAt), kept by guess
   * and code: told() needs no set (the outcome of that position is the fact's by construction),
   * and the sets are worked out only when the guard meets one elsewhere (meet). After slAtE a
   * seeded turn asks about 423 of the table's 427 guesses through told and makes two memo
   * entries, both for the position's own set: working out the sets ahead (a guess's tiles on
   * every answer) cost a cold turn 3-7 ms.
   */
  learnAt(from: FactsFrom, g: number, code: number, finishesAt: number, failsAt: number): void {
    if (this.pendingFrom !== undefined && this.pendingFrom !== from.allowed) throw new Error('facts pending from two positions');
    this.pendingFrom = from.allowed;
    this.seededRemaining = from.remaining;
    (this.outcomeFacts ??= []).push({ guess: g, code, finishesAt, failsAt });
    const id = this.outcomeId(g, code);
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
    const codes = codeArray(this.game.length, from.length);
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
