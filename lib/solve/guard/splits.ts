// A guess's split of a set of answers, as the guard's search looks at it: the classes
// themselves, only their shape, whether every answer gets tiles of its own, or the partition
// as text. The search asks this for every allowed guess at each level, so the counting arrays
// are made once a guard and zeroed again after each use (indexed by code, or for long words by
// the codes' ids in the split: see CodeIndex).

import { codesOf, type Game } from '../game.ts';
import { allGreen, type CodeArray, CodeIndex, codeArray, codeSlots, denseCodes } from '../kernel.ts';

/** Answers whose codes shapeWithin makes at a time, between looks at the largest class. */
const SHAPE_SLICE = 512;

/** One outcome of a guess: its code and the answers that give it. */
export interface Group {
  readonly code: number;
  readonly members: Int32Array;
}

export class Splits {
  /** The all-green code (a win). */
  readonly done: number;
  private readonly counts: Int32Array;
  /** split()'s scratch: a code's place in its list of groups. */
  private readonly groupOf: Int32Array;
  private codes: CodeArray;
  /** The codes' ids in a split, for words too long to count by code. */
  private readonly index: CodeIndex | undefined;

  constructor(private readonly game: Game) {
    const slots = codeSlots(game.length, game.answers.words.length);
    this.counts = new Int32Array(slots);
    this.groupOf = new Int32Array(slots);
    this.done = allGreen(game.length);
    this.codes = codeArray(game.length, 16);
    this.index = denseCodes(game.length) ? undefined : new CodeIndex();
  }

  /** g's codes against `remaining` into this.codes, as ids where the index is used. */
  private codesOf(g: number, remaining: Int32Array): CodeArray {
    const n = remaining.length;
    if (this.codes.length < n) this.codes = codeArray(this.game.length, Math.max(n, this.codes.length * 2));
    const codes = this.codes;
    codesOf(this.game, g, remaining, codes);
    if (this.index) {
      this.index.clear();
      this.index.compact(codes, 0, n);
    }
    return codes;
  }

  /** The all-green code as the counting loops see it (its id, -1 when none gave it, where the index is used). */
  private doneAsCounted(): number {
    return this.index ? this.index.idOf(this.done) : this.done;
  }

  /** The classes of g's split of `remaining`, in code order of first appearance; members ascending. */
  split(g: number, remaining: Int32Array): Group[] {
    const n = remaining.length;
    const codes = this.codesOf(g, remaining);
    const counts = this.counts;
    const used: number[] = [];
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      if (counts[code] === 0) used.push(code);
      counts[code] = (counts[code] as number) + 1;
    }
    const ids = this.index?.codes;
    const groups = used.map((code) => ({ code: ids ? (ids[code] as number) : code, members: new Int32Array(counts[code] as number) }));
    // counts[code] now tells where the next member of the code's group goes (from its size down).
    const at = this.groupOf;
    for (let k = 0; k < groups.length; k++) at[used[k] as number] = k;
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
  shape(g: number, remaining: Int32Array): { largest: number; outcomes: number } {
    const n = remaining.length;
    const codes = this.codesOf(g, remaining);
    const shape = { largest: 0, outcomes: 0 };
    this.tally(codes, 0, n, this.doneAsCounted(), shape);
    for (let i = 0; i < n; i++) this.counts[codes[i] as number] = 0;
    return shape;
  }

  /**
   * shape(), or undefined as soon as some class other than all green holds more than `limit`
   * answers: the codes are made a slice at a time, so a guess with a big class costs a part of
   * them (speed mechanism `witness-shapes`, for the cheap witness's ranking). Long words, whose
   * codes are counted by ids of the whole split, get shape() whole.
   */
  shapeWithin(g: number, remaining: Int32Array, limit: number): { largest: number; outcomes: number } | undefined {
    if (this.index || limit === Infinity) return this.shape(g, remaining);
    const n = remaining.length;
    if (this.codes.length < n) this.codes = codeArray(this.game.length, Math.max(n, this.codes.length * 2));
    const codes = this.codes;
    const shape = { largest: 0, outcomes: 0 };
    let made = 0;
    while (made < n && shape.largest <= limit) {
      const end = Math.min(n, made + SHAPE_SLICE);
      codesOf(this.game, g, remaining.subarray(made, end), codes.subarray(made, end));
      this.tally(codes, made, end, this.done, shape);
      made = end;
    }
    for (let i = 0; i < made; i++) this.counts[codes[i] as number] = 0;
    return shape.largest <= limit ? shape : undefined;
  }

  /** Counts codes[from .. to) into the counting array, and into `shape` the largest class and the classes, all green (`done`) left out. */
  private tally(codes: CodeArray, from: number, to: number, done: number, shape: { largest: number; outcomes: number }): void {
    const counts = this.counts;
    let { largest, outcomes } = shape;
    for (let i = from; i < to; i++) {
      const code = codes[i] as number;
      const count = (counts[code] as number) + 1;
      counts[code] = count;
      if (code === done) continue;
      if (count === 1) outcomes++;
      if (count > largest) largest = count;
    }
    shape.largest = largest;
    shape.outcomes = outcomes;
  }

  /** Whether g gives every answer of `remaining` its own tiles (one clash and it stops). */
  separates(g: number, remaining: Int32Array): boolean {
    const n = remaining.length;
    const codes = this.codesOf(g, remaining);
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
   * The partition g makes of `remaining`, as text: classes numbered by first appearance. (After
   * shape() of the same set, whose scratch is then big enough.)
   */
  signature(g: number, remaining: Int32Array): string {
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

  /** Whether g tells anything about `remaining` (some outcome differs, or it may win). */
  reveals(g: number, remaining: Int32Array): boolean {
    return reveals(this.split(g, remaining), remaining.length, this.done);
  }
}

/** Whether a split tells anything: more than one class, or the one class is a win. */
export function reveals(groups: readonly Group[], n: number, done: number): boolean {
  if (groups.length !== 1) return true;
  return groups[0]?.code === done && n === 1;
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
