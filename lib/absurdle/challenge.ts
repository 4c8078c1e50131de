// Absurdle's challenge mode (qntm's): the player is given a target word and must make the host,
// which still keeps the largest group, end on it. A forcing sequence is guesses after which the
// host has the target alone; the target, guessed then, wins (guessed before, it is a group of one
// that the host drops). The host's replies are fixed, so the search is over guesses only: depth
// by depth, each depth searched in full (the first depth with a sequence gives a shortest one,
// and the depths before it are the proof that none is shorter).
//
// Only guesses whose kept group holds the target are followed. Which those are comes from two
// column sums over the group's words (one row a word, one column a guess), four guesses an add:
// how many words share the target's feedback (that group is the kept one, if any is) and how many
// are all grey (the group every other one must outnumber, since it wins ties). The few guesses
// left are checked exactly, counting the group's feedbacks until one outnumbers the target's.
// The last guess must give every word of the group a feedback of its own and the target the
// lowest in the tie order (the host keeps it among groups of one): a group larger than the most
// groups any guess makes cannot be ended in one. Groups are remembered (their words in one fixed
// order as keys) with the depth they failed at, so a group reached again is neither counted nor
// searched again.
//
// The shortcuts (mechanism `challenge-shortcuts`, lib/speed.ts; plain, each is done the long way
// and the answer is the same):
// - a group's column sums start from a near group's, only the words that differ added or taken
//   away;
// - the guesses one more guess might end a group by are the complement of an OR of rows, a word
//   a row; the OR of a group's first few words (in blocking order) is remembered by those words;
// - guesses that ended a group before (witnesses) are tried first: while one ends it, no row is
//   OR-ed;
// - a group's words that share the target's feedback to a guess, in blocking order, are the bits
//   of the group's places AND-ed with the guess's row of such words (not the group walked);
// - the column sums in a WebAssembly kernel, sixteen columns an add (mechanism `kernels`).

import { fast, MemoCache } from '../speed.ts';
import { WasmColumns } from './columns-wasm.ts';
import { keptCode } from './host.ts';
import type { AbsurdleSearch } from './solve.ts';
import { hashOf, sameSet } from './solve.ts';

/** One target's search: the host's lists and table, and the target's columns. */
export interface Challenge {
  readonly search: AbsurdleSearch;
  /** The target, an index into the host's words. */
  readonly target: number;
  /** Per guess, the target's feedback code. */
  readonly targetCode: Uint8Array | Uint16Array;
  /** Per guess, the groups it makes of all the host's words (no group's subset gets more). */
  readonly classes: Int32Array;
  /** The most groups any guess makes: a group larger cannot be ended by one guess. */
  readonly most: number;
  /** Per word, a row over the guesses (padded to a multiple of 16): 1 where the word's feedback is the target's. */
  readonly same: Uint8Array;
  /** Per word, a row over the guesses: 1 where the word's feedback is all grey. */
  readonly grey: Uint8Array;
  /** The row width of `same` and `grey`: the guesses rounded up to a multiple of 16. */
  readonly lanes: number;
  /** The rows in the kernel's memory, which sums them (undefined: the JS sums `same` and `grey`). */
  readonly columns: WasmColumns | undefined;
  /**
   * Per word, a bit a guess (`blocks` 32-bit words a row): set where the word's feedback is as
   * low as the target's in the tie order or lower (with it in the group, that guess cannot end
   * on the target).
   */
  readonly below: Uint32Array;
  readonly blocks: number;
  /** Per size s up to `most` + 1, a row of bits over the guesses (`blocks` words): set where the guess makes fewer than s groups of all the words (so of any group). */
  readonly fewer: Int32Array;
  /** Per size, the blocks of a `fewer` row before the first that is all ones (every later one is too). */
  readonly openBlocks: Int32Array;
  /** The guess of each bit of `below` and `fewer` rows. */
  readonly guessAt: Int32Array;
  /**
   * Per guess, the words that share the target's feedback to it (the target too), as bits by
   * their places in blocking order (`placeBlocks` 32-bit words a guess): a group's words in order
   * are the bits of its own such row AND-ed with the guess's.
   */
  readonly sharing: Int32Array;
  readonly placeBlocks: number;
  /** The words in blocking order (most blocking first), the order every group of the search is kept in; and each word's place in it. */
  readonly order: Int32Array;
  readonly place: Int32Array;
}

/** The target's column, the all-grey column (shared by every target of one search) and the guesses' classes. */
const greyColumns = new MemoCache<AbsurdleSearch, { grey: Uint8Array; classes: Int32Array }>();

function sharedColumns(search: AbsurdleSearch, lanes: number): { grey: Uint8Array; classes: Int32Array } {
  const known = greyColumns.get(search);
  if (known) return known;
  const width = search.width;
  const guesses = search.lists.guesses.words.length;
  const grey = new Uint8Array(width * lanes);
  const classes = new Int32Array(guesses);
  const seen = new Int32Array(search.lists.ranks.length);
  for (let g = 0; g < guesses; g++) {
    const row = g * width;
    let count = 0;
    for (let a = 0; a < width; a++) {
      const code = search.table[row + a] as number;
      if (code === 0) grey[a * lanes + g] = 1;
      if (seen[code] !== g + 1) {
        seen[code] = g + 1;
        count++;
      }
    }
    classes[g] = count;
  }
  const made = { grey, classes };
  greyColumns.set(search, made);
  return made;
}

/** The search for forcing sequences to `target` (an index into the host's words). */
export function prepareChallenge(search: AbsurdleSearch, target: number): Challenge {
  const width = search.width;
  const guesses = search.lists.guesses.words.length;
  // (A multiple of 16: the kernel adds sixteen columns at once, the JS four.)
  const lanes = Math.ceil(guesses / 16) * 16;
  const { grey, classes } = sharedColumns(search, lanes);
  const targetCode = search.table instanceof Uint8Array ? new Uint8Array(guesses) : new Uint16Array(guesses);
  const columns = WasmColumns.make(width, lanes);
  const same = columns ? columns.same : new Uint8Array(width * lanes);
  columns?.grey.set(grey);
  for (let g = 0; g < guesses; g++) {
    const row = g * width;
    const code = search.table[row + target] as number;
    targetCode[g] = code;
    for (let a = 0; a < width; a++) if (search.table[row + a] === code) same[a * lanes + g] = 1;
  }
  const blocks = Math.ceil(guesses / 32);
  const ranks = search.lists.ranks;
  // The bits are the guesses by the groups they make, most first: those that cannot end a group
  // of s words (fewer than s groups) are then the bits past a point.
  const guessAt = Int32Array.from(classes.keys()).sort((a, b) => (classes[b] as number) - (classes[a] as number) || a - b);
  const below = new Uint32Array(width * blocks);
  for (let at = 0; at < guesses; at++) {
    const g = guessAt[at] as number;
    const row = g * width;
    const rank = ranks[targetCode[g] as number] as number;
    const bit = 1 << (at & 31);
    const block = at >>> 5;
    for (let a = 0; a < width; a++) {
      const cell = a * blocks + block;
      if ((ranks[search.table[row + a] as number] as number) <= rank) below[cell] = (below[cell] as number) | bit;
    }
  }
  // Per word, how many guesses leave it as low as the target or lower: the blocking order is by it.
  const blocking = new Int32Array(width);
  for (let a = 0; a < width; a++) {
    let bits = 0;
    for (let b = 0; b < blocks; b++) {
      let x = below[a * blocks + b] as number;
      while (x !== 0) {
        x &= x - 1;
        bits++;
      }
    }
    blocking[a] = bits;
  }
  const order = Int32Array.from(blocking.keys()).sort((a, b) => (blocking[b] as number) - (blocking[a] as number) || a - b);
  const place = new Int32Array(width);
  order.forEach((a, k) => {
    place[a] = k;
  });
  const placeBlocks = (width + 31) >>> 5;
  const sharing = new Int32Array(guesses * placeBlocks);
  for (let g = 0; g < guesses; g++) {
    const row = g * width;
    const code = targetCode[g] as number;
    for (let k = 0; k < width; k++) {
      if (search.table[row + (order[k] as number)] !== code) continue;
      const cell = g * placeBlocks + (k >>> 5);
      sharing[cell] = (sharing[cell] as number) | (1 << (k & 31));
    }
  }
  const most = classes.reduce((a, b) => Math.max(a, b), 0);
  const fewer = new Int32Array((most + 2) * blocks);
  for (let size = 0; size <= most + 1; size++) {
    // (The padding past the last guess is closed too.)
    for (let at = 0; at < blocks * 32; at++) {
      const cell = size * blocks + (at >>> 5);
      if (at >= guesses || (classes[guessAt[at] as number] as number) < size) fewer[cell] = (fewer[cell] as number) | (1 << (at & 31));
    }
  }
  const openBlocks = new Int32Array(most + 2);
  for (let size = 0; size <= most + 1; size++) {
    let end = blocks;
    while (end > 0 && fewer[size * blocks + end - 1] === -1) end--;
    openBlocks[size] = end;
  }
  return {
    search,
    target,
    targetCode,
    classes,
    most,
    same,
    grey,
    lanes,
    columns,
    below,
    blocks,
    sharing,
    placeBlocks,
    order,
    place,
    fewer,
    guessAt,
    openBlocks,
  };
}

/** The byte of a 32-bit lane that holds column 4w + j, on this machine's byte order. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const SHIFTS = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];

/**
 * out[g] += sign * the sum over the first `count` words of `words` of rows[word * lanes + g]:
 * four columns an add, in byte lanes emptied every 255 rows (a lane holds at most 255).
 */
function addColumns(
  rows: Uint8Array,
  lanes: number,
  words: Int32Array,
  count: number,
  sign: number,
  out: Int32Array,
  acc: Uint32Array,
): void {
  const words32 = new Uint32Array(rows.buffer, rows.byteOffset, rows.length >>> 2);
  const quads = lanes >>> 2;
  const flush = () => {
    for (let w = 0; w < quads; w++) {
      const x = acc[w] as number;
      if (x === 0) continue;
      const g = w << 2;
      for (let j = 0; j < 4 && g + j < out.length; j++) out[g + j] = (out[g + j] as number) + sign * ((x >>> (SHIFTS[j] as number)) & 255);
      acc[w] = 0;
    }
  };
  acc.fill(0);
  let pending = 0;
  for (let k = 0; k < count; k++) {
    const base = (words[k] as number) * quads;
    for (let w = 0; w < quads; w++) acc[w] = (acc[w] as number) + (words32[base + w] as number);
    if (++pending === 255) {
      flush();
      pending = 0;
    }
  }
  flush();
}

/** Column sums of a group: per guess, its words that share the target's feedback, and those all grey; and the group as bits. */
interface GroupSums {
  readonly bits: Int32Array;
  readonly same: Int32Array;
  readonly grey: Int32Array;
}

/** A group of words as bits (word a is bit a & 31 of bits[a >>> 5]). */
function groupBits(set: Int32Array, words: number): Int32Array {
  const bits = new Int32Array((words + 31) >>> 5);
  for (let k = 0; k < set.length; k++) {
    const a = set[k] as number;
    bits[a >>> 5] = (bits[a >>> 5] as number) | (1 << (a & 31));
  }
  return bits;
}

/** How many words are in one of two groups (as bits) and not the other; stops counting past `limit`. */
function differCount(a: Int32Array, b: Int32Array, limit: number): number {
  let differ = 0;
  for (let w = 0; w < a.length; w++) {
    let x = (a[w] as number) ^ (b[w] as number);
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    differ += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
    if (differ >= limit) return limit;
  }
  return differ;
}

/** How many groups' sums are kept to start others from (the groups of one search overlap much). */
const KEPT_SUMS = 64;

/**
 * The OR of some words' `below` rows over the blocks not yet full: each such block, and its bits
 * (in step); and the ORs with one word more, by that word, as they are made.
 */
interface RowsOr {
  readonly live: Int32Array;
  readonly open: Uint32Array;
  readonly lives: number;
  children?: Map<number, RowsOr>;
}

/** How many guesses that ended groups are tried first (bits of an int). */
const WITNESSES = 16;

/** How many words a remembered OR is made of at most, and how many ORs are remembered at most. */
const PREFIX_WORDS = 5;
const MAX_PREFIXES = 200_000;

/** `state` with the row at below[base ..] OR-ed in: the blocks that stay open. */
function orRows(state: RowsOr, below: Uint32Array, base: number): RowsOr {
  const live = new Int32Array(state.lives);
  const open = new Uint32Array(state.lives);
  let lives = 0;
  for (let i = 0; i < state.lives; i++) {
    const b = state.live[i] as number;
    const bits = ((state.open[i] as number) | (below[base + b] as number)) >>> 0;
    if (bits === 0xffffffff) continue;
    live[lives] = b;
    open[lives++] = bits;
  }
  return { live, open, lives };
}

/** What one search (one thread) keeps between its calls: scratch arrays, and the groups known to fail. */
export class ChallengeSolver {
  private readonly counts: Int32Array;
  private readonly touched: Int32Array;
  private readonly stamps: Int32Array;
  private stamp = 0;
  private readonly acc: Uint32Array;
  private readonly open: Uint32Array;
  private readonly live: Int32Array;
  private lives = 0;
  /** Guesses (as bits of `below` rows) that ended a group before, tried first for the next. */
  private readonly witnesses = new Int32Array(WITNESSES);
  private witnessCount = 0;
  private witnessNext = 0;
  /** The guesses that pass the column sums' tests, before they are put in order. */
  private readonly passing: Int32Array;
  /** The group being looked at: its words, in blocking order, the first so many. */
  private readonly group: Int32Array;
  /** The OR of no row, and of the first words of groups, by those words. */
  private readonly root: RowsOr;
  private prefixes = 0;
  /** The column sums of the groups searched last. */
  private readonly recent: GroupSums[] = [];
  /** Groups that no sequence of `within` guesses or fewer ends on the target, by hash. */
  private readonly failed = new Map<number, { set: Int32Array; within: number }[]>();
  /** Guesses tried, for progress and measurement. */
  visited = 0;
  /** Whether the shortcuts are on (see the top of this file). */
  private readonly shortcuts = fast('challenge-shortcuts');

  constructor(readonly challenge: Challenge) {
    const codes = challenge.search.lists.ranks.length;
    this.counts = new Int32Array(codes);
    this.touched = new Int32Array(codes);
    this.stamps = new Int32Array(codes);
    this.acc = new Uint32Array(challenge.lanes >>> 2);
    this.open = new Uint32Array(challenge.blocks);
    this.live = new Int32Array(challenge.blocks);
    this.group = new Int32Array(challenge.search.width);
    this.passing = new Int32Array(challenge.search.lists.guesses.words.length);
    // (The start of every OR: the guesses that make fewer than two groups closed.)
    const live: number[] = [];
    const open: number[] = [];
    for (let b = 0; b < challenge.blocks; b++) {
      const bits = (challenge.fewer[2 * challenge.blocks + b] as number) >>> 0;
      if (bits === 0xffffffff) continue;
      live.push(b);
      open.push(bits);
    }
    this.root = { live: Int32Array.from(live), open: Uint32Array.from(open), lives: live.length };
  }

  /**
   * Guesses, at most `within` of them, after which the host keeps the target alone, the first
   * one of `openings` (tried in order; each keeps a group holding the target); undefined when
   * there are none.
   */
  forceFrom(openings: readonly number[], within: number): number[] | undefined {
    for (const opening of openings) {
      const rest = this.forceGroup(this.openingGroup(opening), within - 1);
      if (rest) return [opening, ...rest];
    }
    return undefined;
  }

  /**
   * Guesses, at most `within` of them, after which the host keeps the target alone, starting
   * from `set` (word indices holding the target); undefined when there are none.
   */
  force(set: Int32Array, within: number): number[] | undefined {
    return this.forceGroup(this.inOrder(set), within);
  }

  /** The group a first guess keeps of all the host's words (it holds the target), in blocking order. */
  private openingGroup(opening: number): Int32Array {
    const { search, order, targetCode } = this.challenge;
    const row = opening * search.width;
    const code = targetCode[opening] as number;
    const group = this.group;
    let size = 0;
    for (let k = 0; k < order.length; k++) {
      const a = order[k] as number;
      if (search.table[row + a] === code) group[size++] = a;
    }
    return group.slice(0, size);
  }

  /** A group's words in blocking order, the order every group of the search is kept in (so one group has one key). */
  private inOrder(set: Int32Array): Int32Array {
    const { place } = this.challenge;
    return Int32Array.from(set).sort((a, b) => (place[a] as number) - (place[b] as number));
  }

  /** Whether `group` (the first `size` words of `words`) is known to fail within `within` guesses. */
  private knownToFail(words: Int32Array, size: number, within: number): boolean {
    const entries = this.failed.get(hashOf(words, size));
    return entries !== undefined && entries.some((entry) => entry.within >= within && sameSet(entry.set, words, size));
  }

  /** `force` of a group in blocking order. */
  private forceGroup(set: Int32Array, within: number): number[] | undefined {
    if (set.length === 1) return [];
    if (within <= 0) return undefined;
    if (within === 1) {
      const last = this.ender(set);
      return last < 0 ? undefined : [last];
    }
    const key = hashOf(set);
    const known = this.failed.get(key)?.find((entry) => sameSet(entry.set, set));
    if (known && known.within >= within) return undefined;
    for (const [guess, kept] of this.keeping(set, within)) {
      const rest = this.forceGroup(kept, within - 1);
      if (rest) return [guess, ...rest];
    }
    if (known) known.within = within;
    else {
      const entries = this.failed.get(key) ?? [];
      entries.push({ set, within });
      this.failed.set(key, entries);
    }
    return undefined;
  }

  /**
   * The column sums of `set`: from the sums of a group kept from before that differs from it in
   * the fewest words (those words' rows added and taken away), or from nothing.
   */
  private sums(set: Int32Array): GroupSums {
    const { challenge } = this;
    const guesses = challenge.search.lists.guesses.words.length;
    const bits = groupBits(set, challenge.search.width);
    let base: GroupSums | undefined;
    let fewest = set.length;
    for (const known of this.shortcuts ? this.recent : []) {
      const differ = differCount(known.bits, bits, fewest);
      if (differ < fewest) {
        fewest = differ;
        base = known;
      }
    }
    const added = new Int32Array(base ? fewest : set.length);
    const removed = new Int32Array(base ? fewest : 0);
    let adds = 0;
    let removes = 0;
    if (base) {
      // The words of one and not the other: added if in `set`, else taken away.
      for (let w = 0; w < bits.length; w++) {
        let x = ((bits[w] as number) ^ (base.bits[w] as number)) | 0;
        while (x !== 0) {
          const bit = 31 - Math.clz32(x);
          x ^= 1 << bit;
          const a = (w << 5) + bit;
          if (((bits[w] as number) >>> bit) & 1) added[adds++] = a;
          else removed[removes++] = a;
        }
      }
    } else {
      added.set(set);
      adds = set.length;
    }
    let same: Int32Array;
    let grey: Int32Array;
    if (challenge.columns) ({ same, grey } = challenge.columns.sums(base, guesses, added, adds, removed, removes));
    else {
      same = base ? Int32Array.from(base.same) : new Int32Array(guesses);
      grey = base ? Int32Array.from(base.grey) : new Int32Array(guesses);
      for (const [rows, out] of [
        [challenge.same, same],
        [challenge.grey, grey],
      ] as const) {
        addColumns(rows, challenge.lanes, added, adds, 1, out, this.acc);
        addColumns(rows, challenge.lanes, removed, removes, -1, out, this.acc);
      }
    }
    const made = { bits, same, grey };
    if (this.shortcuts) this.recent.push(made);
    if (this.recent.length > KEPT_SUMS) this.recent.shift();
    return made;
  }

  /**
   * The guesses whose kept group of `set` holds the target, is smaller than `set` and is not
   * known to fail within the guesses left after it, each with that group; the smallest groups
   * first, one guess per group (a group yielded and failed is known to fail). When one more
   * guess must end the group: only groups no larger than the most groups a guess makes, and with
   * a guess under which no word of the group is as low as the target (looked for before the
   * group is counted: most groups have no such guess, and a few of their words show it).
   */
  *keeping(set: Int32Array, within: number): Generator<[number, Int32Array]> {
    const { challenge } = this;
    const toEnd = within === 2;
    const guesses = challenge.search.lists.guesses.words.length;
    const largest = Math.min(set.length - 1, toEnd ? challenge.most : set.length);
    const { same, grey } = this.sums(set);
    const places = this.placeBitsOf(set);
    // The candidates by the size of their group, then in the guesses' order (a counting sort).
    const passing = this.passing;
    const starts = new Int32Array(largest + 2);
    let count = 0;
    for (let g = 0; g < guesses; g++) {
      const size = same[g] as number;
      if (size > largest) continue;
      // (The all-grey group wins a tie: the target's must be larger, unless it is that group.)
      if (challenge.targetCode[g] !== 0 && (grey[g] as number) >= size) continue;
      // (The target alone is kept only when every group is a word alone.)
      if (size === 1 && set.length > challenge.most) continue;
      starts[size + 1] = (starts[size + 1] as number) + 1;
      passing[count++] = g;
    }
    for (let size = 1; size < starts.length; size++) starts[size] = (starts[size] as number) + (starts[size - 1] as number);
    const candidates = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      const g = passing[k] as number;
      const size = same[g] as number;
      candidates[starts[size] as number] = g;
      starts[size] = (starts[size] as number) + 1;
    }
    const group = this.group;
    for (const g of candidates) {
      this.visited++;
      const size = same[g] as number;
      if (toEnd && size > 1) {
        if (!this.mayEnd(set, places, g, size)) continue;
      } else this.members(set, places, g);
      if (this.knownToFail(group, size, within - 1)) continue;
      if (!this.keepsTarget(set, g, size)) continue;
      yield [g, group.slice(0, size)];
    }
  }

  private nextStamp(): number {
    if (this.stamp === 0x3fffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /**
   * Whether some guess leaves every word of `set` that shares the target's feedback to g above
   * the target, and makes `size` groups or more (`set` in blocking order). The OR of the first
   * few such words' rows is remembered by those words: the same few come first for many guesses
   * (they are the words most often as low as the target).
   */
  private mayEnd(set: Int32Array, places: Int32Array, g: number, size: number): boolean {
    const { search, targetCode, target, fewer, blocks, below, sharing, placeBlocks, order } = this.challenge;
    const table = search.table;
    const row = g * search.width;
    const code = targetCode[g] as number;
    // The group's words, the target among them, in blocking order: the bits of the set's places
    // AND-ed with the guess's (or, plain, the set walked).
    const shortcuts = this.shortcuts;
    const base = g * placeBlocks;
    let block = -1;
    let x = 0;
    let k = 0;
    const next = (): number => {
      if (shortcuts) {
        while (x === 0) {
          if (++block >= placeBlocks) return -1;
          x = (places[block] as number) & (sharing[base + block] as number);
        }
        const bit = 31 - Math.clz32(x & -x);
        x &= x - 1;
        return order[(block << 5) + bit] as number;
      }
      for (; k < set.length; k++) {
        const a = set[k] as number;
        if (table[row + a] === code) {
          k++;
          return a;
        }
      }
      return -1;
    };
    // (The group's words are put into `group` as they are found.)
    const group = this.group;
    let at = 0;
    // The guesses that ended groups before (witnesses) are tried alongside: each word drops those
    // it is as low as the target under, and while one is left the word's row need not be OR-ed.
    const row0 = Math.min(size, this.challenge.most + 1) * blocks;
    const { witnesses } = this;
    let alive = 0;
    for (let j = 0; j < this.witnessCount; j++) {
      const w = witnesses[j] as number;
      if (!(((fewer[row0 + (w >>> 5)] as number) >>> (w & 31)) & 1)) alive |= 1 << j;
    }
    const survive = (a: number): void => {
      const base = a * blocks;
      let x = alive;
      while (x !== 0) {
        const j = 31 - Math.clz32(x);
        x ^= 1 << j;
        const w = witnesses[j] as number;
        if (((below[base + (w >>> 5)] as number) >>> (w & 31)) & 1) alive ^= 1 << j;
      }
    };
    let state = this.root;
    for (let depth = 0; depth < PREFIX_WORDS; depth++) {
      let a = next();
      if (a === target) {
        group[at++] = a;
        a = next();
      }
      if (a < 0) break;
      group[at++] = a;
      survive(a);
      let child = state.children?.get(a);
      if (!child) {
        child = orRows(state, below, a * blocks);
        if (this.shortcuts) {
          if (++this.prefixes >= MAX_PREFIXES) {
            this.root.children = undefined;
            this.prefixes = 0;
          }
          state.children ??= new Map();
          state.children.set(a, child);
        }
      }
      state = child;
      if (state.lives === 0) return false;
    }
    // The rest from there, the guesses that make fewer than `size` groups closed too: the bits
    // from a point on (the guesses are in that order), so the blocks past it are dropped.
    const { open, live } = this;
    const stop = this.challenge.openBlocks[Math.min(size, this.challenge.most + 1)] as number;
    let lives = 0;
    for (let i = 0; i < state.lives; i++) {
      const b = state.live[i] as number;
      if (b >= stop) break;
      const open1 = ((state.open[i] as number) | (fewer[row0 + b] as number)) >>> 0;
      if (open1 === 0xffffffff) continue;
      open[b] = open1;
      live[lives++] = b;
    }
    this.lives = lives;
    if (lives === 0) return false;
    let deferred = at;
    for (let a = next(); a >= 0; a = next()) {
      group[at++] = a;
      if (a === target) continue;
      if (alive !== 0) {
        survive(a);
        if (alive !== 0) continue;
        // (The last witness is gone: the rows not yet OR-ed are.)
        for (; deferred < at - 1; deferred++) {
          const d = group[deferred] as number;
          if (d !== target && this.addBelow(d) === 0) return false;
        }
      }
      deferred = at;
      if (this.addBelow(a) === 0) return false;
    }
    if (alive === 0 && this.shortcuts) {
      // (A guess left open is a witness for the groups to come.)
      const b = live[0] as number;
      const free = ~(open[b] as number) >>> 0;
      witnesses[this.witnessNext] = (b << 5) + (31 - Math.clz32(free));
      this.witnessNext = (this.witnessNext + 1) % WITNESSES;
      this.witnessCount = Math.max(this.witnessCount, this.witnessNext === 0 ? WITNESSES : this.witnessNext);
    }
    return true;
  }

  /** Starts the OR of `below` rows for a group of `size` words: only the guesses that make that many groups or more open. */
  private openRows(size: number): void {
    const { open, live } = this;
    const { fewer, blocks } = this.challenge;
    const base = Math.min(size, this.challenge.most + 1) * blocks;
    let lives = 0;
    for (let b = 0; b < blocks; b++) {
      const bits = fewer[base + b] as number;
      open[b] = bits;
      if (bits !== -1) live[lives++] = b;
    }
    this.lives = lives;
  }

  /** ORs word w's `below` row into the blocks still open; returns how many stay open (not all ones). */
  private addBelow(w: number): number {
    const { open, live } = this;
    const { below, blocks } = this.challenge;
    const base = w * blocks;
    let kept = 0;
    for (let i = 0; i < this.lives; i++) {
      const b = live[i] as number;
      const bits = ((open[b] as number) | (below[base + b] as number)) >>> 0;
      open[b] = bits;
      if (bits !== 0xffffffff) live[kept++] = b;
    }
    this.lives = kept;
    return kept;
  }

  /** Whether guess g's kept group of `set` is the target's (of `size` words): no group larger, none as large lower in the tie order. */
  private keepsTarget(set: Int32Array, g: number, size: number): boolean {
    const { search, targetCode } = this.challenge;
    const table = search.table;
    const ranks = search.lists.ranks;
    const row = g * search.width;
    const code = targetCode[g] as number;
    const rank = ranks[code] as number;
    const { counts, touched } = this;
    let classes = 0;
    let kept = true;
    for (let k = 0; k < set.length; k++) {
      const c = table[row + (set[k] as number)] as number;
      if (c === code) continue;
      const count = (counts[c] as number) + 1;
      if (count === 1) touched[classes++] = c;
      counts[c] = count;
      if (count > size || (count === size && (ranks[c] as number) < rank)) {
        kept = false;
        break;
      }
    }
    for (let k = 0; k < classes; k++) counts[touched[k] as number] = 0;
    return kept;
  }

  /** Puts the words of `set` that share the target's feedback to guess g into `group`, in order (`places`: the set's places as bits). */
  private members(set: Int32Array, places: Int32Array, g: number): void {
    const { search, targetCode, sharing, placeBlocks, order } = this.challenge;
    const group = this.group;
    let at = 0;
    if (this.shortcuts) {
      const base = g * placeBlocks;
      for (let block = 0; block < placeBlocks; block++) {
        let x = (places[block] as number) & (sharing[base + block] as number);
        while (x !== 0) {
          group[at++] = order[(block << 5) + 31 - Math.clz32(x & -x)] as number;
          x &= x - 1;
        }
      }
      return;
    }
    const row = g * search.width;
    const code = targetCode[g] as number;
    for (let k = 0; k < set.length; k++) {
      const a = set[k] as number;
      if (search.table[row + a] === code) group[at++] = a;
    }
  }

  /** The places in blocking order of a group's words, as bits. */
  private placeBitsOf(set: Int32Array): Int32Array {
    const { place, placeBlocks } = this.challenge;
    const bits = new Int32Array(placeBlocks);
    for (let k = 0; k < set.length; k++) {
      const p = place[set[k] as number] as number;
      bits[p >>> 5] = (bits[p >>> 5] as number) | (1 << (p & 31));
    }
    return bits;
  }

  /**
   * A guess that ends `set` on the target: every word a feedback of its own, the target's the
   * lowest in the tie order. -1 when none does. The guesses under which no other word of the
   * set is as low as the target are those of no word's `below` row: the rows are OR-ed word by
   * word, over the blocks not yet full, until every block is (most sets stop after a few words).
   */
  ender(set: Int32Array): number {
    const { challenge } = this;
    const { target } = challenge;
    if (set.length > challenge.most) return -1;
    if (this.knownToFail(set, set.length, 1)) return -1;
    this.openRows(set.length);
    for (let k = 0; k < set.length && this.lives > 0; k++) {
      const w = set[k] as number;
      if (w !== target) this.addBelow(w);
    }
    for (let i = 0; i < this.lives; i++) {
      const b = this.live[i] as number;
      let free = ~(this.open[b] as number) >>> 0;
      while (free !== 0) {
        const bit = 31 - Math.clz32(free);
        free ^= 1 << bit;
        const h = challenge.guessAt[(b << 5) + bit] as number;
        if (this.separates(set, h)) return h;
      }
    }
    const key = hashOf(set);
    const entries = this.failed.get(key) ?? [];
    entries.push({ set, within: 1 });
    this.failed.set(key, entries);
    return -1;
  }

  /** Whether guess h gives every word of `set` a feedback of its own. */
  private separates(set: Int32Array, h: number): boolean {
    const { search } = this.challenge;
    const row = h * search.width;
    const stamps = this.stamps;
    const stamp = this.nextStamp();
    for (let k = 0; k < set.length; k++) {
      const code = search.table[row + (set[k] as number)] as number;
      if (stamps[code] === stamp) return false;
      stamps[code] = stamp;
    }
    return true;
  }
}

/** The group guess g keeps of all the host's words (sorted word indices), and the feedback they share. */
export function keptOfAll(search: AbsurdleSearch, g: number): { code: number; kept: Int32Array } {
  const { width, table } = search;
  const counts = new Int32Array(search.lists.ranks.length);
  const touched = new Int32Array(counts.length);
  const row = g * width;
  let classes = 0;
  for (let a = 0; a < width; a++) {
    const code = table[row + a] as number;
    if (counts[code] === 0) touched[classes++] = code;
    counts[code] = (counts[code] as number) + 1;
  }
  const code = keptCode(counts, touched, classes, search.lists.ranks);
  const kept = new Int32Array(counts[code] as number);
  let at = 0;
  for (let a = 0; a < width; a++) if (table[row + a] === code) kept[at++] = a;
  return { code, kept };
}

/**
 * The first guesses whose kept group of all the host's words holds the target: one guess per
 * group (the first in the guesses' order). The search at every depth starts from these, in this
 * order: from the smallest group, each next the one nearest the last (fewest words in one and not
 * the other) of the next CHAIN_WINDOW by size, so that a group's column sums start from a near one's.
 */
export function challengeOpenings(search: AbsurdleSearch, target: number): number[] {
  const guesses = search.lists.guesses.words.length;
  const openings: { guess: number; size: number; bits: Int32Array }[] = [];
  const seen = new Map<number, Int32Array[]>();
  for (let g = 0; g < guesses; g++) {
    const { code, kept } = keptOfAll(search, g);
    if (search.table[g * search.width + target] !== code) continue;
    const key = hashOf(kept);
    const twins = seen.get(key) ?? [];
    if (twins.some((other) => sameSet(other, kept))) continue;
    twins.push(kept);
    seen.set(key, twins);
    openings.push({ guess: g, size: kept.length, bits: groupBits(kept, search.width) });
  }
  const waiting = openings.sort((a, b) => a.size - b.size || a.guess - b.guess);
  const chain: number[] = [];
  let last = waiting.shift();
  while (last) {
    chain.push(last.guess);
    let nearest = 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < Math.min(CHAIN_WINDOW, waiting.length); k++) {
      const differ = differCount(last.bits, (waiting[k] as (typeof waiting)[number]).bits, fewest);
      if (differ < fewest) {
        fewest = differ;
        nearest = k;
      }
    }
    last = waiting.splice(nearest, 1)[0];
  }
  return chain;
}

/** How many of the groups next by size the next in the openings' chain is chosen from. */
const CHAIN_WINDOW = 512;

export interface ForcingProgress {
  /** Guesses to leave the target alone being tried (the win takes one more). */
  readonly depth: number;
  /** Openings searched at that depth, of `of`. */
  readonly done: number;
  readonly of: number;
}

/** A shortest forcing sequence: the guesses, the target last; none of fewer guesses exists. */
export interface Forcing {
  readonly guesses: readonly number[];
}

/**
 * A shortest forcing sequence to the target, on one thread: depth by depth, every opening
 * searched in full before the next depth (so every shorter one is ruled out first). undefined
 * when there is none of up to maxGuesses (the target's guess included), or the target cannot
 * be guessed.
 */
export function shortestForcing(
  search: AbsurdleSearch,
  target: number,
  maxGuesses: number,
  onProgress?: (progress: ForcingProgress) => void,
): Forcing | undefined {
  const last = search.guessOfAnswer[target] as number;
  if (last < 0) return undefined;
  if (search.width === 1) return { guesses: [last] };
  const openings = challengeOpenings(search, target);
  let solver: ChallengeSolver | undefined;
  for (let depth = 1; depth < maxGuesses; depth++) {
    let done = 0;
    for (const opening of openings) {
      onProgress?.({ depth, done: done++, of: openings.length });
      solver ??= new ChallengeSolver(prepareChallenge(search, target));
      const found = solver.forceFrom([opening], depth);
      if (found) return { guesses: [...found, last] };
    }
  }
  return undefined;
}
