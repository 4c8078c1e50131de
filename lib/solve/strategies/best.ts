// `best`: a lookahead search for the guess that first leaves the fewest games unfinished within
// six guesses, then needs the fewest guesses in total over every remaining answer.
//
// cost(S) = |S| + sum over the classes C of the guess's split (but the all-green one) of
// cost(C), where a game still unfinished after the sixth guess costs FAIL: more than any tree's
// total, so one failed game outweighs every saving elsewhere. A class of one costs 1, of two 3,
// of m at least 2m - 1 (one guess may hit, the others need two): with these lower bounds a
// candidate is dropped as soon as it cannot beat the best found. Which candidates: every guess
// is scored by the entropy of its split and the top few (more near the root) are searched, with
// the possible answers among the leaders; where none finishes every game in six, wider. With
// two guesses left the choice is exact (one pass over every allowed guess). A possible answer
// that splits the rest into singletons is optimal (2|S| - 1) and ends the search at once.
// Solved positions are remembered, so playing the tree reuses the search.
//
// A book (a tree made ahead for the lists) answers at once where the game is on it. The search
// can be stopped (a time limit, Ctrl-C): it then answers with the best guess found so far.

import { MemoCache } from '../../speed.ts';
import { type Book, bookCost, bookGuess } from '../book.ts';
import { codeOf, fillTable, type Game, hardAllowed, type Position, tableType } from '../game.ts';
import { allGreen, CodeIndex, codeArray, codeCount, codeSlots, denseCodes } from '../kernel.ts';
import { FAIL, MAX_GUESSES } from '../rules.ts';
import { type SplitStats, Splitter } from './split.ts';
import { answerFlags } from './top-list.ts';
import type { Ranked, Strategy } from './types.ts';

export { FAIL } from '../rules.ts';

/**
 * How wide the search looks at each depth (guesses already made; then the last value): the
 * candidates by entropy, and the possible answers added when they are not among them already.
 */
interface Widths {
  readonly guesses: readonly number[];
  readonly answers: readonly number[];
}
/** The search proper. */
const FULL: Widths = { guesses: [8, 24, 10, 5, 3], answers: [2, 6, 4, 3, 2] };
/**
 * The search that makes books (npm run book, wordle bench --wide): wider after the first guess
 * (60 guesses and 12 answers instead of 24 and 6: the 2023 hard-mode tree from TARSE costs
 * 11,630 so, against 11,644 with FULL's widths) and two guesses deeper (11,628). Too slow for a
 * turn, where FULL answers within the time limit.
 */
const WIDE: Widths = { guesses: [8, 60, 16, 12, 3], answers: [2, 12, 6, 4, 2] };
/** Narrower passes made first when the search may be stopped, so that it has an answer early. */
const GREEDY: Widths = { guesses: [1], answers: [1] };
const NARROW: Widths = { guesses: [3, 4, 3, 2, 1], answers: [1, 2, 1, 1, 1] };
/** A table of codes is made for a search when the game has none and it is at most this big. */
const TABLE_LIMIT = 80_000_000;
/**
 * The search asks whether to stop once every 256 units of work: a position visited is one, and
 * so are this many feedback codes of a scan of the guesses (a long list's scan makes billions).
 */
const CODES_A_UNIT = 4096;
/**
 * A scan at the position being played that may be stopped, and is at least this big (guesses x
 * answers: a long list's first turn, seconds), takes the guesses by scanOrder, so that stopped
 * partway it has scored the likeliest.
 */
const ORDERED_SCAN = 1 << 25;

interface Solution {
  readonly cost: number;
  readonly guess: number;
  /** cost is exact; else it is only a lower bound (the search was cut at a limit). */
  readonly exact: boolean;
}

/** Thrown through the search when it is told to stop. */
class Stopped extends Error {}

/** Guesses left at a depth: six in all; a game already past six starts a new six (it must end). */
const guessesLeft = (depth: number) => MAX_GUESSES - (depth % MAX_GUESSES);

/** A lower bound of the cost of m answers with `left` guesses. */
function lowerBound(m: number, left: number): number {
  if (m <= 1) return m;
  return left >= 2 ? 2 * m - 1 : 1 + (m - 1) * FAIL;
}

export interface BestProgress {
  /** Guesses at the position being played (the tree's first guess from here, not the game's) searched so far, of `total`. */
  readonly done: number;
  readonly total: number;
  /** The best guess so far and what it costs (average guesses per answer), if any. */
  readonly guess: string | undefined;
  readonly average: number;
}

export interface BestOptions {
  /** A tree made ahead for the game's lists and mode; positions on it are answered from it. */
  readonly book?: Book | undefined;
  /** Stops a search after this many milliseconds of `clock` (each rank call has its own). */
  readonly timeLimit?: number | undefined;
  /** Milliseconds, for the time limit (performance.now at the edge). */
  readonly clock?: (() => number) | undefined;
  /** Told when a rank or score call begins, and how it ended. */
  readonly onStart?: (() => void) | undefined;
  readonly onEnd?: ((run: BestRun) => void) | undefined;
  /** Asked every few hundred positions: true stops the search (Ctrl-C; also a heartbeat). */
  readonly shouldStop?: (() => boolean) | undefined;
  /** Told after each first guess searched at the position being played. */
  readonly onProgress?: ((progress: BestProgress) => void) | undefined;
  /** Search wider after the first guess, as books are made (slower; see WIDE). */
  readonly wide?: boolean | undefined;
}

/** What the last rank call did: answered from the book, searched to the end, or stopped early. */
export interface BestRun {
  readonly from: 'book' | 'search' | 'stopped';
  /** For a stopped search: the candidate guesses at the position searched to the end, of how many (0: its guess is scored by a lower bound). */
  readonly searched: number;
  readonly candidates: number;
}

class Search {
  private readonly memo = new Map<string, { remaining: Int32Array; allowed: Int32Array; solution: Solution }>();
  private readonly splitter: Splitter;
  private readonly stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  private readonly done: number;
  private readonly buckets: Int32Array;
  /** classes()'s code ids, for words too long to count by code. */
  private readonly index: CodeIndex | undefined;
  /** Units of work (see CODES_A_UNIT) since shouldStop was last asked. */
  private visits = 0;
  shouldStop: (() => boolean) | undefined;
  /** The answers of the position being played (startAt): its candidates scan is kept in rootScan. */
  private root: Int32Array | undefined;
  /** The scan of the guesses at `root`: its candidates, most promising first, and whether it scored every guess or was stopped partway. */
  rootScan: { readonly candidates: number[]; readonly whole: boolean } | undefined;
  /** scanOrder at `root` (for its allowed guesses). */
  private ordered: { readonly allowed: Int32Array; readonly order: Int32Array } | undefined;

  constructor(
    private readonly game: Game,
    private readonly widths: Widths,
  ) {
    this.splitter = new Splitter(game, game.answers.words.length);
    this.done = allGreen(game.length);
    this.buckets = new Int32Array(codeSlots(game.length, game.answers.words.length));
    this.index = denseCodes(game.length) ? undefined : new CodeIndex();
  }

  /** Searches from this position next (its answers): the scan of the guesses there is kept in rootScan; the work is counted afresh. */
  startAt(remaining: Int32Array): void {
    if (remaining !== this.root) this.ordered = undefined;
    this.root = remaining;
    this.rootScan = undefined;
    this.visits = 0;
  }

  private word(g: number): string {
    return this.game.guesses.words[g] ?? '';
  }

  /** A solution beats another: lower cost, then a possible answer, then alphabetical. */
  private better(cost: number, guess: number, isAnswer: boolean, than: Solution | undefined, thanIsAnswer: boolean): boolean {
    if (!than) return true;
    if (cost !== than.cost) return cost < than.cost;
    if (isAnswer !== thanIsAnswer) return isAnswer;
    return this.word(guess) < this.word(than.guess);
  }

  private key(remaining: Int32Array, allowed: Int32Array, depth: number): string {
    let h1 = 0x811c9dc5;
    let h2 = 0x12345;
    for (const a of remaining) {
      h1 = Math.imul(h1 ^ a, 0x01000193);
      h2 = (Math.imul(h2, 31) + a) | 0;
    }
    if (this.game.hard) for (const g of allowed) h1 = Math.imul(h1 ^ (g + 7919), 0x01000193);
    return `${depth}:${remaining.length}:${h1 >>> 0}:${h2 >>> 0}`;
  }

  /** The classes of a guess's split, the all-green one (if any) left out, biggest first. */
  classes(g: number, remaining: Int32Array): { code: number; members: Int32Array }[] {
    const buckets = this.buckets;
    const codes = codeArray(this.game.length, remaining.length);
    // (Long words: bucketed by the codes' ids, each group keeping its code.)
    const ids = this.index;
    if (ids) {
      for (let k = 0; k < remaining.length; k++) codes[k] = codeOf(this.game, g, remaining[k] as number);
      ids.clear();
      ids.compact(codes, 0, remaining.length);
    }
    const used: number[] = [];
    for (let k = 0; k < remaining.length; k++) {
      const code = ids ? (codes[k] as number) : codeOf(this.game, g, remaining[k] as number);
      codes[k] = code;
      if (buckets[code] === 0) used.push(code);
      buckets[code] = (buckets[code] as number) + 1;
    }
    const groups = new Map<number, { code: number; members: Int32Array; filled: number }>();
    for (const code of used)
      groups.set(code, { code: ids ? (ids.codes[code] as number) : code, members: new Int32Array(buckets[code] as number), filled: 0 });
    for (let k = 0; k < remaining.length; k++) {
      const group = groups.get(codes[k] as number) as { members: Int32Array; filled: number };
      group.members[group.filled++] = remaining[k] as number;
    }
    for (const code of used) buckets[code] = 0;
    return [...groups.values()]
      .filter((group) => group.code !== this.done)
      .map(({ code, members }) => ({ code, members }))
      .sort((x, y) => y.members.length - x.members.length || x.code - y.code);
  }

  /** The guesses worth searching at a position, most promising first (`widen` times as many). */
  candidates(remaining: Int32Array, allowed: Int32Array, depth: number, flags: Uint8Array, widen = 1): number[] {
    const at = (values: readonly number[]) => values[Math.min(depth % MAX_GUESSES, values.length - 1)] as number;
    const width = Math.min(at(this.widths.guesses) * widen, allowed.length);
    const answerWidth = at(this.widths.answers) * widen;
    const n = remaining.length;
    const log2n = Math.log2(n);
    /** Entropy, with a possible answer's chance to win now counted as a small bonus; NaN for a guess that tells nothing. */
    const scoreOf = (g: number) => {
      const stats = this.splitter.stats(g, remaining, this.stats);
      const isAnswer = flags[g] === 1;
      return stats.classes === 1 && !isAnswer ? Number.NaN : log2n - stats.cLogC / n + (isAnswer ? 1 / n : 0);
    };
    // The best `width` guesses, and the best `answerWidth` possible answers pushed out of them by
    // a possible answer, kept in small sorted lists, the guesses offered in list order (which
    // decides what the second list gets).
    const listsOf = (guesses: Iterable<number>, score: (g: number) => number) => {
      const top = new Ranking(width, (g) => this.word(g));
      const topAnswers = new Ranking(answerWidth, (g) => this.word(g));
      for (const g of guesses) {
        const value = score(g);
        if (Number.isNaN(value)) continue; // tells nothing
        const displaced = top.offer(g, value);
        if (flags[g] === 1 && displaced !== undefined) topAnswers.offer(displaced.g, displaced.score);
      }
      return [...top.items(), ...topAnswers.items()];
    };
    if (remaining !== this.root) {
      // (Deep in the search: one pass, asking the clock by the work done.)
      return listsOf(allowed, (g) => {
        this.spend(n);
        return scoreOf(g);
      });
    }
    // At the position played the scan may be stopped: it scores first (a big one in scanOrder,
    // the likeliest first), then makes the lists in list order from what it scored, whole or
    // as far as it got. A first informative guess is scored before the clock is asked.
    const order = this.shouldStop && allowed.length * n >= ORDERED_SCAN ? this.rootOrder(remaining, allowed) : allowed;
    const scores = new Float64Array(this.game.guesses.words.length).fill(Number.NaN);
    let informative = false;
    const listed = () => listsOf(allowed, (g) => scores[g] as number);
    try {
      for (const g of order) {
        const value = scoreOf(g);
        scores[g] = value;
        informative ||= !Number.isNaN(value);
        if (informative) this.spend(n);
      }
    } catch (error) {
      if (error instanceof Stopped) this.rootScan = { candidates: listed(), whole: false };
      throw error;
    }
    const candidates = listed();
    this.rootScan = { candidates, whole: true };
    return candidates;
  }

  /** scanOrder at the position played, made once for it. */
  private rootOrder(remaining: Int32Array, allowed: Int32Array): Int32Array {
    if (this.ordered?.allowed !== allowed) this.ordered = { allowed, order: scanOrder(this.game, remaining, allowed) };
    return this.ordered.order;
  }

  /** Counts `units` of work (a position: one), and asks shouldStop once every 256. */
  private tick(units = 1): void {
    this.visits += units;
    if (this.shouldStop && this.visits >= 256) {
      this.visits = 0;
      if (this.shouldStop()) throw new Stopped('stopped');
    }
  }

  /** A scan's `codes` feedback codes, as units of work. */
  private spend(codes: number): void {
    this.tick(codes / CODES_A_UNIT);
  }

  private firstAnswer(remaining: Int32Array): number {
    let guess = -1;
    for (const a of remaining) {
      const g = this.game.guessOfAnswer[a] as number;
      if (g >= 0 && (guess < 0 || this.word(g) < this.word(guess))) guess = g;
    }
    return guess;
  }

  /** With two guesses left, exactly: the guess whose split leaves the most classes of one. */
  private lastButOne(remaining: Int32Array, allowed: Int32Array, flags: Uint8Array): Solution {
    const n = remaining.length;
    let best: Solution | undefined;
    let bestIsAnswer = false;
    for (const g of allowed) {
      this.spend(n);
      const stats = this.splitter.stats(g, remaining, this.stats);
      const isAnswer = flags[g] === 1;
      const classes = stats.classes - (isAnswer ? 1 : 0);
      const rest = n - (isAnswer ? 1 : 0);
      const cost = n + classes + (rest - classes) * FAIL;
      if (this.better(cost, g, isAnswer, best, bestIsAnswer)) {
        best = { cost, guess: g, exact: true };
        bestIsAnswer = isAnswer;
        if (cost === 2 * n) break; // no answer splits them all (checked before): nothing beats this
      }
    }
    return best ?? { cost: n * FAIL, guess: this.firstAnswer(remaining), exact: true };
  }

  /**
   * The best guess and its exact cost at a position when that is <= limit, else a lower bound >
   * limit. `onCandidate`, at the position being played, hears of each first guess searched.
   */
  solve(
    remaining: Int32Array,
    allowed: Int32Array,
    depth: number,
    limit = Infinity,
    onCandidate?: (done: number, total: number, best: Solution | undefined) => void,
  ): Solution {
    this.tick();
    const n = remaining.length;
    const game = this.game;
    const left = guessesLeft(depth);
    if (n <= 2 || left === 1) {
      // Guess a possible answer (the first, A-Z): 1, or 1 + 2 for the other, or the rest fail.
      const cost = n === 1 ? 1 : n === 2 && left >= 2 ? 3 : 1 + (n - 1) * FAIL;
      return { cost, guess: this.firstAnswer(remaining), exact: true };
    }
    const key = this.key(remaining, allowed, depth);
    const known = this.memo.get(key);
    if (known && sameSet(known.remaining, remaining) && (!game.hard || sameSet(known.allowed, allowed))) {
      if (known.solution.exact || known.solution.cost > limit) return known.solution;
    }
    const flags = new Uint8Array(game.guesses.words.length);
    for (const a of remaining) {
      const g = game.guessOfAnswer[a] as number;
      if (g >= 0) flags[g] = 1;
    }
    // A possible answer that splits the others into singletons cannot be beaten.
    if (n <= codeCount(game.length)) {
      let perfect = -1;
      for (const a of remaining) {
        const g = game.guessOfAnswer[a] as number;
        if (g < 0 || (perfect >= 0 && this.word(g) >= this.word(perfect))) continue;
        if (this.splitter.stats(g, remaining, this.stats).classes === n) perfect = g;
      }
      if (perfect >= 0) return this.remember(key, remaining, allowed, { cost: 2 * n - 1, guess: perfect, exact: true });
    }
    if (left === 2) return this.remember(key, remaining, allowed, this.lastButOne(remaining, allowed, flags));

    let best: Solution | undefined;
    let bestIsAnswer = false;
    let bound = limit;
    let cutByLimit = false;
    const tried = new Set<number>();
    // Until a candidate finishes every game within six: 4 and 16 times as many, then every
    // allowed guess where they are few (hard mode's traps) or at the position being played.
    for (const widen of [1, 4, 16, Infinity]) {
      if (best && best.cost < FAIL) break;
      if (widen === Infinity && !(onCandidate || allowed.length <= 1500)) break;
      const candidates = widen === Infinity ? Array.from(allowed) : this.candidates(remaining, allowed, depth, flags, widen);
      const total = candidates.filter((g) => !tried.has(g)).length;
      let searched = 0;
      for (const g of candidates) {
        if (tried.has(g)) continue;
        tried.add(g);
        const isAnswer = flags[g] === 1;
        const classes = this.classes(g, remaining);
        if (classes.length === 1 && classes[0]?.members.length === n) continue; // tells nothing
        let cost = n;
        let rest = 0;
        for (const group of classes) rest += lowerBound(group.members.length, left - 1);
        let cut = false;
        if (cost + rest > bound || (cost + rest === bound && !this.better(cost + rest, g, isAnswer, best, bestIsAnswer))) cut = true;
        const nextAllowed = (code: number) => (game.hard ? hardAllowed(game, allowed, g, code) : allowed);
        for (const group of cut ? [] : classes) {
          rest -= lowerBound(group.members.length, left - 1);
          const sub = this.solve(group.members, nextAllowed(group.code), depth + 1, bound - cost - rest);
          cost += sub.cost;
          if (cost + rest > bound || (cost + rest === bound && !this.better(cost + rest, g, isAnswer, best, bestIsAnswer))) {
            cut = true;
            break;
          }
        }
        if (cut) cutByLimit ||= bound === limit;
        else if (this.better(cost, g, isAnswer, best, bestIsAnswer)) {
          best = { cost, guess: g, exact: true };
          bestIsAnswer = isAnswer;
          bound = cost;
        }
        onCandidate?.(++searched, total, best);
      }
    }
    if (!best) {
      // No candidate came within the limit: all that is known is that the cost exceeds it.
      const guess = this.candidates(remaining, allowed, depth, flags)[0] ?? this.firstAnswer(remaining);
      const solution = cutByLimit ? { cost: limit + 1, guess, exact: false } : { cost: n * FAIL, guess, exact: true };
      return this.remember(key, remaining, allowed, solution);
    }
    return this.remember(key, remaining, allowed, best);
  }

  private remember(key: string, remaining: Int32Array, allowed: Int32Array, solution: Solution): Solution {
    this.memo.set(key, { remaining, allowed, solution });
    return solution;
  }

  /** The cost of one guess at a position when it is <= limit, else a lower bound above it. */
  costWithin(g: number, remaining: Int32Array, allowed: Int32Array, depth: number, limit: number): number {
    const left = guessesLeft(depth);
    const classes = this.classes(g, remaining);
    if (classes.length === 1 && classes[0]?.members.length === remaining.length) return Infinity;
    let cost = remaining.length;
    let rest = 0;
    for (const group of classes) rest += lowerBound(group.members.length, left - 1);
    for (const group of classes) {
      if (cost + rest > limit) return cost + rest;
      rest -= lowerBound(group.members.length, left - 1);
      const next = this.game.hard ? hardAllowed(this.game, allowed, g, group.code) : allowed;
      cost += this.solve(group.members, next, depth + 1, limit - cost - rest).cost;
    }
    return cost;
  }

  /**
   * A lower bound of one guess's cost at a position, from its split alone (the bounds the search
   * prunes with): what a search stopped before any whole tree can still say of its guess.
   */
  boundOf(g: number, remaining: Int32Array, depth: number): number {
    const left = guessesLeft(depth);
    const classes = this.classes(g, remaining);
    if (classes.length === 1 && classes[0]?.members.length === remaining.length) return Infinity;
    let cost = remaining.length;
    for (const group of classes) cost += lowerBound(group.members.length, left - 1);
    return cost;
  }

  /** The exact cost of one guess at a position (each class searched without a limit). */
  costOf(g: number, remaining: Int32Array, allowed: Int32Array, depth: number): number {
    let total = remaining.length;
    for (const group of this.classes(g, remaining)) {
      if (group.members.length === remaining.length) return Infinity;
      const next = this.game.hard ? hardAllowed(this.game, allowed, g, group.code) : allowed;
      total += this.solve(group.members, next, depth + 1).cost;
    }
    return total;
  }
}

/**
 * The `size` highest scores offered, ties in alphabetical order. offer() returns what it pushed
 * out of the list or turned away (so that a second list can keep the best of the rest).
 */
class Ranking {
  private readonly guesses: number[] = [];
  private readonly scores: number[] = [];
  constructor(
    private readonly size: number,
    private readonly word: (g: number) => string,
  ) {}

  private before(score: number, g: number, k: number): boolean {
    const other = this.scores[k] as number;
    return score > other || (score === other && this.word(g) < this.word(this.guesses[k] as number));
  }

  offer(g: number, score: number): { g: number; score: number } | undefined {
    const { guesses, scores, size } = this;
    if (size === 0) return { g, score };
    if (guesses.length === size && !this.before(score, g, size - 1)) return { g, score };
    let at = guesses.length;
    while (at > 0 && this.before(score, g, at - 1)) at--;
    guesses.splice(at, 0, g);
    scores.splice(at, 0, score);
    if (guesses.length <= size) return undefined;
    return { g: guesses.pop() as number, score: scores.pop() as number };
  }

  items(): number[] {
    return [...this.guesses];
  }
}

/**
 * The guesses in the order a scan that may be stopped takes them: by how evenly the letters each
 * tests divide the answers (the sum, over its distinct letters, of the smaller side: the answers
 * with the letter, or those without), a cheap stand-in for its split; ties in list order.
 */
export function scanOrder(game: Game, remaining: Int32Array, allowed: Int32Array): Int32Array {
  const length = game.length;
  const n = remaining.length;
  // Per letter (its alphabet index), the answers that have it; `seen` stamps a word's letters once.
  const having = new Map<number, number>();
  const seen = new Map<number, number>();
  const answerLetters = game.answers.letters;
  for (let k = 0; k < n; k++) {
    const base = (remaining[k] as number) * length;
    for (let i = 0; i < length; i++) {
      const letter = answerLetters[base + i] as number;
      if (seen.get(letter) === k) continue;
      seen.set(letter, k);
      having.set(letter, (having.get(letter) ?? 0) + 1);
    }
  }
  const guessLetters = game.guesses.letters;
  const score = new Float64Array(allowed.length);
  const tested = new Set<number>();
  for (let j = 0; j < allowed.length; j++) {
    const base = (allowed[j] as number) * length;
    tested.clear();
    let sum = 0;
    for (let i = 0; i < length; i++) {
      const letter = guessLetters[base + i] as number;
      if (tested.has(letter)) continue;
      tested.add(letter);
      const count = having.get(letter) ?? 0;
      sum += Math.min(count, n - count);
    }
    score[j] = sum;
  }
  const places = Array.from(allowed.keys()).sort((x, y) => (score[y] as number) - (score[x] as number) || x - y);
  return Int32Array.from(places, (j) => allowed[j] as number);
}

function sameSet(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Gives the game a table of codes when it has none and one is affordable (the search's hot
 * loop), a slice at a time with a heartbeat between slices (the progress line, Ctrl-C).
 */
function withTable(game: Game, heartbeat: (() => void) | undefined): void {
  if (game.table) return;
  const type = tableType(game.length);
  const guesses = game.guesses.words.length;
  const size = guesses * game.answers.words.length;
  if (!type || size > TABLE_LIMIT) return;
  const table = type === 'uint8' ? new Uint8Array(size) : new Uint16Array(size);
  for (let from = 0; from < guesses; from += 1024) {
    fillTable(game, table, from, Math.min(guesses, from + 1024));
    heartbeat?.();
  }
  game.table = table;
}

export interface BestStrategy extends Strategy {
  /** What the last rank call did. */
  readonly lastRun: BestRun;
  /**
   * The guesses the search looks at, at a position, most promising first: by one pass over every
   * guess, or (`asTurn`) by the scan a turn makes, which the time limit or shouldStop may cut
   * short (whole, it lists the same).
   */
  candidatesAt(game: Game, position: Position, asTurn?: boolean): number[];
  /**
   * The cost of one guess at a position when it is at most `limit`, else a number above the
   * limit (so that guesses can be searched apart, on several threads, and compared).
   */
  costWithin(game: Game, position: Position, g: number, limit: number): number;
}

/** Of two guesses with their costs, the one best plays: lower cost, a possible answer, A-Z. */
export function bestOf<T extends { cost: number; word: string; isAnswer: boolean }>(a: T | undefined, b: T): T {
  if (!a) return b;
  if (a.cost !== b.cost) return a.cost < b.cost ? a : b;
  if (a.isAnswer !== b.isAnswer) return a.isAnswer ? a : b;
  return a.word <= b.word ? a : b;
}

/** The `best` strategy, with a book and a way to stop it (see BestOptions). */
export function createBest(options: BestOptions = {}): BestStrategy {
  const searches = new MemoCache<Game, Map<Widths, Search>>();
  const main = options.wide ? WIDE : FULL;
  const searchFor = (game: Game, widths: Widths = main) => {
    let byWidths = searches.get(game);
    if (!byWidths) {
      withTable(game, options.shouldStop && (() => void options.shouldStop?.()));
      searches.set(game, (byWidths = new Map()));
    }
    let search = byWidths.get(widths);
    if (!search) byWidths.set(widths, (search = new Search(game, widths)));
    search.shouldStop = stop;
    return search;
  };
  /**
   * The search's candidates at a position, whatever the time: one pass over every guess (the
   * first-guess bench needs them all). A turn's scan is rootCandidates, which the limit stops.
   */
  const candidatesOf = (game: Game, position: Position, flags: Uint8Array, widen?: number): number[] => {
    const search = searchFor(game);
    search.shouldStop = undefined;
    try {
      return search.candidates(position.remaining, position.allowed, position.moves.length, flags, widen);
    } finally {
      search.shouldStop = stop;
    }
  };
  /**
   * The search's candidates at the position being played, by a scan that the time limit may
   * stop: then those of the guesses it scored (on a long list the scan alone can outlast it).
   */
  const rootCandidates = (game: Game, position: Position, flags: Uint8Array, widen?: number) => {
    const search = searchFor(game);
    search.startAt(position.remaining);
    try {
      return { candidates: search.candidates(position.remaining, position.allowed, position.moves.length, flags, widen), whole: true };
    } catch (error) {
      if (!(error instanceof Stopped)) throw error;
      return search.rootScan ?? { candidates: [], whole: false };
    }
  };
  // Armed at each rank call: the time limit counts from there.
  let deadline = Infinity;
  const { clock, timeLimit } = options;
  const limited = clock !== undefined && timeLimit !== undefined && timeLimit > 0;
  // (The caller's shouldStop is asked first: it is also the heartbeat of the progress line.)
  const stop = limited || options.shouldStop ? () => options.shouldStop?.() === true || (limited && clock() > deadline) : undefined;
  let lastRun: BestRun = { from: 'search', searched: 0, candidates: 0 };
  const item = (game: Game, flags: Uint8Array, g: number, cost: number, lowerBound = false): Ranked => ({
    guess: g,
    word: game.guesses.words[g] ?? '',
    score: -cost,
    expected: Number.NaN, // filled in by rankGuesses
    isAnswer: flags[g] === 1,
    ...(lowerBound && { lowerBound }),
  });

  /**
   * Searches the position. A search that may be stopped first makes narrower passes, so that
   * when it is stopped it answers with the cheapest whole tree found so far.
   */
  function searchPosition(game: Game, position: Position): Solution {
    const { remaining, allowed } = position;
    const depth = position.moves.length;
    let chosen: Solution | undefined;
    // (Only under a time limit: a search that is only asked about Ctrl-C goes straight to the end.)
    const levels = limited ? [GREEDY, NARROW, main] : [main];
    // The scan of the guesses here, as far as the last level got: a stopped search's answer when it searched none to the end.
    let scanned: number | undefined;
    for (const widths of levels) {
      const search = searchFor(game, widths);
      search.startAt(remaining);
      let found: Solution | undefined;
      let searched = 0;
      let candidates = 0;
      const report = (done: number, total: number, best: Solution | undefined) => {
        searched = done;
        candidates = total;
        found = best;
        const shown = best && (!chosen || best.cost <= chosen.cost) ? best : chosen;
        options.onProgress?.({
          done,
          total,
          guess: shown ? game.guesses.words[shown.guess] : undefined,
          average: shown ? shown.cost / remaining.length : Number.NaN,
        });
      };
      try {
        found = search.solve(remaining, allowed, depth, Infinity, report);
        lastRun = { from: 'search', searched, candidates };
      } catch (error) {
        if (!(error instanceof Stopped)) throw error;
        lastRun = { from: 'stopped', searched, candidates };
      }
      if (found && (!chosen || found.cost <= chosen.cost)) chosen = found;
      scanned = search.rootScan?.candidates[0] ?? scanned;
      if (lastRun.from === 'stopped') break;
    }
    if (chosen) return chosen;
    // Stopped before any first guess was searched to the end: the search's own first choice (of
    // the guesses its scan scored), with the lower bound of its cost (a whole tree, even the
    // greedy one, can take minutes in hard mode).
    const first = scanned ?? rootCandidates(game, position, answerFlags(game, position)).candidates[0] ?? -1;
    return { guess: first, cost: first >= 0 ? searchFor(game).boundOf(first, remaining, depth) : Number.NaN, exact: false };
  }

  return {
    name: 'best',
    get lastRun() {
      return lastRun;
    },
    scoreOf(game, position, g) {
      return timed(() => {
        try {
          lastRun = { from: 'search', searched: 1, candidates: 1 };
          return -searchFor(game).costOf(g, position.remaining, position.allowed, position.moves.length);
        } catch (error) {
          if (!(error instanceof Stopped)) throw error;
          lastRun = { from: 'stopped', searched: 0, candidates: 1 };
          return Number.NaN;
        }
      });
    },
    rank: (game, position, top) => timed(() => rank(game, position, top)),
    candidatesAt: (game, position, asTurn = false) =>
      asTurn
        ? rootCandidates(game, position, answerFlags(game, position)).candidates
        : candidatesOf(game, position, answerFlags(game, position)),
    costWithin: (game, position, g, limit) =>
      searchFor(game).costWithin(g, position.remaining, position.allowed, position.moves.length, limit),
  };

  /** Runs a rank or score call with its own time limit, telling onStart and onEnd. */
  function timed<T>(run: () => T): T {
    if (limited) deadline = clock() + timeLimit;
    options.onStart?.();
    const result = run();
    options.onEnd?.(lastRun);
    return result;
  }

  function rank(game: Game, position: Position, top: number): Ranked[] {
    const flags = answerFlags(game, position);
    const book = options.book;
    const booked = book ? bookGuess(book, game, position) : undefined;
    // The book's tree from here, when it has the position: the cost of its guess, known at once.
    const bookedCost = book && booked !== undefined ? bookCost(book, game, position) : Number.NaN;
    if (top === 1) {
      if (booked !== undefined) {
        lastRun = { from: 'book', searched: 0, candidates: 0 };
        return [item(game, flags, booked, bookedCost)];
      }
      const { guess, cost, exact } = searchPosition(game, position);
      return guess >= 0 ? [item(game, flags, guess, cost, !exact)] : [];
    }
    // --top: the search's candidates (as many as asked for, at least), each searched to the end,
    // but the book's guess, whose cost its tree gives. A search that may be stopped first gives
    // each a whole tree by the narrow pass, then refines: stopped, each candidate searched has
    // the cost of the best tree found for it, and the others the lower bound of theirs.
    const depth = position.moves.length;
    const { remaining, allowed } = position;
    const scan = rootCandidates(game, position, flags, widthFor(main, top, depth));
    const candidates = scan.candidates;
    const costs = new Map<number, number>();
    if (booked !== undefined) {
      if (!candidates.includes(booked)) candidates.unshift(booked);
      if (Number.isFinite(bookedCost)) costs.set(booked, bookedCost);
    }
    const searching = candidates.filter((g) => !costs.has(g));
    lastRun = { from: scan.whole ? 'search' : 'stopped', searched: costs.size, candidates: candidates.length };
    try {
      // (A scan the limit stopped leaves no time to search: its candidates have their lower bounds.)
      for (const widths of !scan.whole ? [] : limited ? [GREEDY, main] : [main]) {
        const search = searchFor(game, widths);
        let searched = 0;
        for (const g of searching) {
          const cost = search.costOf(g, remaining, allowed, depth);
          costs.set(g, Math.min(cost, costs.get(g) ?? Infinity));
          lastRun = { from: 'search', searched: costs.size, candidates: candidates.length };
          options.onProgress?.({ done: ++searched, total: searching.length, guess: undefined, average: Number.NaN });
        }
      }
    } catch (error) {
      if (!(error instanceof Stopped)) throw error;
      lastRun = { from: 'stopped', searched: costs.size, candidates: candidates.length };
    }
    const order = (a: Ranked, b: Ranked) => b.score - a.score || Number(b.isAnswer) - Number(a.isAnswer) || (a.word < b.word ? -1 : 1);
    const known = [...costs].map(([g, cost]) => item(game, flags, g, cost)).sort(order);
    // The candidates the search did not finish: after those it did, in the order it takes them (the
    // most promising first, as a single suggestion stopped so early is its first), each with the
    // lower bound of its cost (see boundOf).
    const bounded = candidates
      .filter((g) => !costs.has(g))
      .map((g) => item(game, flags, g, searchFor(game).boundOf(g, remaining, depth), true))
      .filter((ranked) => Number.isFinite(ranked.score));
    return [...known, ...bounded].slice(0, top);
  }
}

/**
 * How much wider than the search's own the candidates of a --top list are taken at a depth: enough that
 * `top` guesses are among them (the possible answers added to them come on top).
 */
function widthFor(widths: Widths, top: number, depth: number): number {
  const width = widths.guesses[Math.min(depth % MAX_GUESSES, widths.guesses.length - 1)] as number;
  return Math.max(1, Math.ceil(top / width));
}

/** `best` with no book and no limit. */
export const best: BestStrategy = createBest();
