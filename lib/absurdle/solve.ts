// Cornering Absurdle's host: sequences of guesses after which it has one word left (the next
// guess, that word, wins). The search runs on a table of every guess's feedback code against
// every host word, and is bounded: one guess can leave one word only if it splits the group into
// singletons, and a guess makes no more groups of a subset than of the whole, so below a group
// only subsets no larger than the most groups any guess makes of it are worth trying.

import type { AbsurdleLists } from './host.ts';
import { keptCode } from './host.ts';

/** The lists with their table: table[g * answers + a] is guess g's code against host word a. */
export interface AbsurdleSearch {
  readonly lists: AbsurdleLists;
  readonly hard: boolean;
  readonly table: Uint8Array | Uint16Array;
  /** answers.words.length, the table's row width. */
  readonly width: number;
  /** For each host word, its index among the guesses, or -1 (a word that cannot be typed cannot be the winning guess). */
  readonly guessOfAnswer: Int32Array;
}

/** The bytes of the lists' table: a buffer of this size can hold it (one thread fills it, others read it). */
export function searchTableBytes(lists: AbsurdleLists): number {
  return lists.guesses.words.length * lists.answers.words.length * (lists.ranks.length <= 256 ? 1 : 2);
}

/** The lists with their table; in `shared`'s buffer (searchTableBytes long) when given, made there unless `filled`. */
export function prepareSearch(lists: AbsurdleLists, hard: boolean, shared?: { buffer: ArrayBufferLike; filled: boolean }): AbsurdleSearch {
  const width = lists.answers.words.length;
  const guesses = lists.guesses.words.length;
  const wide = lists.ranks.length > 256;
  const buffer = shared?.buffer ?? new ArrayBuffer(guesses * width * (wide ? 2 : 1));
  const table = wide ? new Uint16Array(buffer, 0, guesses * width) : new Uint8Array(buffer, 0, guesses * width);
  if (!shared?.filled) for (let g = 0; g < guesses; g++) lists.kernel.row(lists.guesses, g, lists.answers, table, g * width);
  const guessOfAnswer = Int32Array.from(lists.answers.words, (word) => lists.guesses.indexOf.get(word) ?? -1);
  return { lists, hard, table, width, guessOfAnswer };
}

/** A win: the guesses that leave one word, then that word (the winning guess). */
export type Win = readonly number[];

/** Scratch arrays of one search (one thread). */
class Scratch {
  readonly counts: Int32Array;
  readonly touched: Int32Array;
  readonly stamps: Int32Array;
  stamp = 0;
  constructor(codes: number) {
    this.counts = new Int32Array(codes);
    this.touched = new Int32Array(codes);
    this.stamps = new Int32Array(codes);
  }
}

/** How guess g splits `set`: the code the host keeps, its group's size, and how many groups there are. */
interface Split {
  code: number;
  size: number;
  classes: number;
}

function split(search: AbsurdleSearch, g: number, set: Int32Array, scratch: Scratch, out: Split): void {
  const { counts, touched } = scratch;
  const row = g * search.width;
  const table = search.table;
  let classes = 0;
  for (let k = 0; k < set.length; k++) {
    const code = table[row + (set[k] as number)] as number;
    const count = counts[code] as number;
    if (count === 0) touched[classes++] = code;
    counts[code] = count + 1;
  }
  const code = keptCode(counts, touched, classes, search.lists.ranks);
  out.code = code;
  out.size = counts[code] as number;
  out.classes = classes;
  for (let k = 0; k < classes; k++) counts[touched[k] as number] = 0;
}

function members(search: AbsurdleSearch, g: number, set: Int32Array, code: number, size: number): Int32Array {
  const kept = new Int32Array(size);
  const row = g * search.width;
  let at = 0;
  for (let k = 0; k < set.length; k++) {
    const a = set[k] as number;
    if (search.table[row + a] === code) kept[at++] = a;
  }
  return kept;
}

/** Whether guess g gives every word of `set` a feedback of its own (stops at the first two that share one). */
function separates(search: AbsurdleSearch, g: number, set: Int32Array, scratch: Scratch): boolean {
  // (Billions of calls in a full search: the stamps start again before they outgrow an Int32Array.)
  if (scratch.stamp === 0x3fffffff) {
    scratch.stamps.fill(0);
    scratch.stamp = 0;
  }
  const stamp = ++scratch.stamp;
  const stamps = scratch.stamps;
  const row = g * search.width;
  const table = search.table;
  for (let k = 0; k < set.length; k++) {
    const code = table[row + (set[k] as number)] as number;
    if (stamps[code] === stamp) return false;
    stamps[code] = stamp;
  }
  return true;
}

/** The word the host keeps when guess g splits `set` into singletons. */
function lastWord(search: AbsurdleSearch, g: number, set: Int32Array, scratch: Scratch): number {
  const out = { code: 0, size: 0, classes: 0 };
  split(search, g, set, scratch, out);
  return members(search, g, set, out.code, 1)[0] as number;
}

/**
 * Hard mode: of `allowed`, the guesses that keep what guess g with feedback `code` revealed
 * (each green in its place, each letter shown green or yellow at least as often), as the
 * game's hard mode (lib/talk/play.ts's hardModeProblem) has it.
 */
export function hardAllowed(search: AbsurdleSearch, allowed: Int32Array, g: number, code: number): Int32Array {
  const n = search.lists.length;
  const letters = search.lists.guesses.letters;
  const greens: number[] = [];
  const shown = new Map<number, number>();
  for (let i = 0, rest = code; i < n; i++) {
    const tile = rest % 3;
    rest = (rest - tile) / 3;
    if (tile === 0) continue;
    const letter = letters[g * n + i] as number;
    if (tile === 2) greens.push(i);
    shown.set(letter, (shown.get(letter) ?? 0) + 1);
  }
  const needs = [...shown];
  const kept: number[] = [];
  for (const w of allowed) {
    const base = w * n;
    if (!greens.every((i) => letters[base + i] === letters[g * n + i])) continue;
    let ok = true;
    for (const [letter, times] of needs) {
      let count = 0;
      for (let i = 0; i < n; i++) if (letters[base + i] === letter) count++;
      if (count < times) {
        ok = false;
        break;
      }
    }
    if (ok) kept.push(w);
  }
  return Int32Array.from(kept);
}

export interface SearchProgress {
  /** First guesses done of `of`. */
  readonly done: number;
  readonly of: number;
  /** Wins found so far. */
  readonly wins: number;
}

export interface WinSearch {
  /** Guesses to leave one word (the win takes one more). */
  readonly depth: number;
  /** Stop at the first win found (and try the guesses that leave the fewest words first). */
  readonly first: boolean;
  /** Each win as found; return true to stop. */
  readonly onWin: (win: Win) => boolean | undefined;
  /** Called between first guesses. */
  readonly onProgress?: ((progress: SearchProgress) => void) | undefined;
}

/** Every host word, and every guess, as index arrays. */
function everything(search: AbsurdleSearch): { words: Int32Array; guesses: Int32Array } {
  return {
    words: Int32Array.from(search.lists.answers.words, (_, a) => a),
    guesses: Int32Array.from(search.lists.guesses.words, (_, g) => g),
  };
}

/**
 * Sequences of `depth` guesses after which the host has exactly one word left, and had more
 * before the last (a shorter win is not counted again with a guess added), that word being a
 * guess too. Each sequence's guesses are distinct (a repeat tells nothing). `firstGuesses`
 * limits the first guess (a worker's share); returns whether onWin stopped it.
 */
export function searchWins(search: AbsurdleSearch, request: WinSearch, firstGuesses?: readonly number[]): boolean {
  const scratch = new Scratch(search.lists.ranks.length);
  const { words, guesses } = everything(search);
  if (request.depth === 0) {
    const only = words[0];
    return (
      words.length === 1 &&
      only !== undefined &&
      (search.guessOfAnswer[only] as number) >= 0 &&
      request.onWin([search.guessOfAnswer[only] as number]) === true
    );
  }
  const path: number[] = [];
  // Sets that one guess splits into singletons, each with its splitters (normal mode only: in hard mode what may be guessed depends on the path).
  const memo = new Map<number, { set: Int32Array; wins: Int32Array }[]>();
  let found = 0;
  const win = (last: number): boolean => {
    found++;
    return request.onWin([...path, last]) === true;
  };

  /**
   * r guesses left to leave one word of `set` (more than one), `allowed` the guesses hard mode
   * allows; at the top, `starts` are the first guesses to try (a worker's share). true: stop.
   */
  const descend = (set: Int32Array, allowed: Int32Array, r: number, starts?: readonly number[]): boolean => {
    if (r === 1 && !starts) {
      for (const [g, word] of splitters(set, allowed)) {
        if (path.includes(g)) continue;
        const guess = search.guessOfAnswer[word] as number;
        if (guess < 0) continue;
        path.push(g);
        const stop = win(guess);
        path.pop();
        if (stop) return true;
      }
      return false;
    }
    // How each guess splits the set: the group kept, and the most groups any guess makes (the bound below).
    const sizes = new Int32Array(allowed.length);
    const codes = new Int32Array(allowed.length);
    const out: Split = { code: 0, size: 0, classes: 0 };
    const classes = new Int32Array(allowed.length);
    let most = 0;
    for (let k = 0; k < allowed.length; k++) {
      split(search, allowed[k] as number, set, scratch, out);
      sizes[k] = out.size;
      codes[k] = out.code;
      classes[k] = out.classes;
      if (out.classes > most) most = out.classes;
    }
    // With one guess left after this one, it must split the group kept into singletons, and a
    // guess makes no more groups of it than of this set: a group larger than `most` none can, and
    // one of s words only the guesses that make s groups or more here (`ranked`'s first ones; in
    // hard mode fewer guesses follow, never more).
    const limit = r === 1 ? 1 : r === 2 ? most : set.length - 1;
    const ranked = r === 2 ? rankByClasses(allowed, classes) : undefined;
    const lowest = r === 1 ? 1 : 2;
    let order = (starts ?? Array.from(allowed.keys())).filter((k) => (sizes[k] as number) >= lowest && (sizes[k] as number) <= limit);
    if (request.first) order = order.sort((a, b) => (sizes[a] as number) - (sizes[b] as number));
    let done = 0;
    for (const k of order) {
      if (starts) {
        request.onProgress?.({ done: done++, of: order.length, wins: found });
        // The memo holds subsets of one first guess's group: start afresh for the next.
        memo.clear();
      }
      const g = allowed[k] as number;
      if (path.includes(g)) continue;
      // (No guess makes enough groups to split what this one keeps: nothing to gather.)
      if (ranked && ranked.atLeast(sizes[k] as number) === 0) continue;
      const kept = members(search, g, set, codes[k] as number, sizes[k] as number);
      path.push(g);
      let stop: boolean;
      if (r === 1) {
        const guess = search.guessOfAnswer[kept[0] as number] as number;
        stop = guess >= 0 && win(guess);
      } else {
        const next = ranked ? ranked.guesses.subarray(0, ranked.atLeast(kept.length)) : allowed;
        stop = descend(kept, search.hard ? hardAllowed(search, next, g, codes[k] as number) : next, r - 1);
      }
      path.pop();
      if (stop) return true;
    }
    if (starts) request.onProgress?.({ done, of: order.length, wins: found });
    return false;
  };

  /** The guesses of `allowed` that split `set` into singletons, each with the word the host then keeps. */
  function splitters(set: Int32Array, allowed: Int32Array): [number, number][] {
    if (search.hard) return findSplitters(set, allowed);
    const key = hashOf(set);
    const known = memo.get(key)?.find((entry) => sameSet(entry.set, set));
    if (known) return pairs(known.wins);
    const made = findSplitters(set, allowed);
    const entries = memo.get(key) ?? [];
    entries.push({ set, wins: Int32Array.from(made.flat()) });
    memo.set(key, entries);
    return made;
  }
  function findSplitters(set: Int32Array, allowed: Int32Array): [number, number][] {
    const made: [number, number][] = [];
    for (const g of allowed) if (separates(search, g, set, scratch)) made.push([g, lastWord(search, g, set, scratch)]);
    return made;
  }

  if (words.length <= 1) return false;
  // (Guess indices are the positions in `guesses`: the share is a list of them.)
  return descend(words, guesses, request.depth, firstGuesses ?? Array.from(guesses));
}

/** The guesses by the groups each makes, most first, and how many make at least s. */
function rankByClasses(allowed: Int32Array, classes: Int32Array): { guesses: Int32Array; atLeast(s: number): number } {
  const order = Int32Array.from(allowed.keys()).sort((a, b) => (classes[b] as number) - (classes[a] as number));
  const guesses = order.map((k) => allowed[k] as number);
  const sorted = order.map((k) => classes[k] as number);
  return {
    guesses,
    atLeast(s) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((sorted[mid] as number) >= s) low = mid + 1;
        else high = mid;
      }
      return low;
    },
  };
}

/** A hash of a group of word indices (the first `length` of `set`), in their order: the key of the groups remembered. */
export function hashOf(set: Int32Array, length = set.length): number {
  let h = 0x811c9dc5 ^ length;
  for (let k = 0; k < length; k++) h = Math.imul(h ^ (set[k] as number), 0x01000193);
  return h;
}

/** Whether `a` holds the first `length` words of `b`, in that order. */
export function sameSet(a: Int32Array, b: Int32Array, length = b.length): boolean {
  if (a.length !== length) return false;
  for (let k = 0; k < length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function pairs(flat: Int32Array): [number, number][] {
  const made: [number, number][] = [];
  for (let k = 0; k + 1 < flat.length; k += 2) made.push([flat[k] as number, flat[k + 1] as number]);
  return made;
}

export interface ShortestProgress extends SearchProgress {
  /** Guesses to leave one word being tried (a win takes one more). */
  readonly depth: number;
}

/**
 * A shortest win: shorter ones are ruled out first, depth by depth (each search is exhaustive),
 * then the first win found at the next depth. undefined when there is none of up to maxGuesses.
 */
export function shortestWin(
  search: AbsurdleSearch,
  onProgress?: (progress: ShortestProgress) => void,
  maxGuesses = 6,
): { readonly win: Win } | undefined {
  for (let depth = 0; depth < maxGuesses; depth++) {
    let win: Win | undefined;
    searchWins(search, {
      depth,
      first: true,
      onWin: (found) => {
        win = found;
        return true;
      },
      onProgress: onProgress && ((progress) => onProgress({ ...progress, depth })),
    });
    if (win) return { win };
  }
  return undefined;
}
