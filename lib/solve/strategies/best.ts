// `best`: a lookahead search for the guess that minimises the total number of guesses needed
// to solve every remaining answer (never more than six), over the most promising candidates.
//
// cost(S) = |S| + sum over the classes C of the guess's split (but the all-green one) of
// cost(C). A class of one costs 1, of two 3, of m at least 2m - 1 (one guess may hit, the
// others need two): with these lower bounds a candidate is dropped as soon as it cannot beat
// the best found. Which candidates: every guess is scored by the entropy of its split and the
// top few (more near the root) are searched, with the possible answers among the leaders.
// A possible answer that splits the rest into singletons is optimal (2|S| - 1) and ends the
// search at once. Solved positions are remembered, so playing the tree reuses the search.

import { allGreen, codeCount } from '../kernel.ts';
import { codeOf, type Game, hardAllowed, type Position } from '../game.ts';
import { answerFlags, type SplitStats, Splitter } from './partition.ts';
import type { Ranked, Strategy } from './types.ts';

const MAX_GUESSES = 6;

/** Candidates searched per position, by guesses already made (then the last value). */
const WIDTH = [8, 24, 10, 5, 3];
/** Possible answers added to the candidates when they are not among them already. */
const ANSWER_WIDTH = [2, 6, 4, 3, 2];

interface Solution {
  readonly cost: number;
  readonly guess: number;
  /** cost is exact; else it is only a lower bound (the search was cut at a limit). */
  readonly exact: boolean;
}

const lowerBound = (size: number) => (size <= 1 ? size : 2 * size - 1);

class Search {
  private readonly memo = new Map<string, { remaining: Int32Array; allowed: Int32Array; solution: Solution }>();
  private readonly splitter: Splitter;
  private readonly stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  private readonly done: number;
  private readonly buckets: Int32Array;

  constructor(private readonly game: Game) {
    this.splitter = new Splitter(game, game.answers.words.length);
    this.done = allGreen(game.length);
    this.buckets = new Int32Array(codeCount(game.length));
  }

  private word(g: number): string {
    return this.game.guesses.words[g] ?? '';
  }

  /** a is a better solution than b: lower cost, then a possible answer, then alphabetical. */
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
  private classes(g: number, remaining: Int32Array): { code: number; members: Int32Array }[] {
    const buckets = this.buckets;
    const codes = new Int32Array(remaining.length);
    const used: number[] = [];
    remaining.forEach((a, k) => {
      const code = codeOf(this.game, g, a);
      codes[k] = code;
      if (buckets[code] === 0) used.push(code);
      buckets[code] = (buckets[code] as number) + 1;
    });
    const groups = used.map((code) => ({ code, members: new Int32Array(buckets[code] as number), filled: 0 }));
    const byCode = new Map(groups.map((group) => [group.code, group]));
    remaining.forEach((a, k) => {
      const group = byCode.get(codes[k] as number);
      if (group) group.members[group.filled++] = a;
    });
    for (const code of used) buckets[code] = 0;
    return groups
      .filter((group) => group.code !== this.done)
      .map(({ code, members }) => ({ code, members }))
      .sort((x, y) => y.members.length - x.members.length);
  }

  /** The guesses worth searching at a position, most promising first (`widen` times as many). */
  private candidates(remaining: Int32Array, allowed: Int32Array, depth: number, flags: Uint8Array, widen = 1): number[] {
    const width = (WIDTH[Math.min(depth, WIDTH.length - 1)] as number) * widen;
    const answerWidth = (ANSWER_WIDTH[Math.min(depth, ANSWER_WIDTH.length - 1)] as number) * widen;
    const n = remaining.length;
    const scored: { g: number; score: number }[] = [];
    for (const g of allowed) {
      const stats = this.splitter.stats(g, remaining, this.stats);
      // Entropy, with a possible answer's chance to win now counted as a small bonus.
      scored.push({ g, score: Math.log2(n) - stats.cLogC / n + (flags[g] ? 1 / n : 0) });
    }
    scored.sort((x, y) => y.score - x.score || (this.word(x.g) < this.word(y.g) ? -1 : 1));
    const chosen = scored.slice(0, width).map(({ g }) => g);
    const answers = scored.filter(({ g }) => flags[g] === 1 && !chosen.includes(g)).slice(0, answerWidth);
    return [...chosen, ...answers.map(({ g }) => g)];
  }

  /** The best guess and its exact cost at a position when that is <= limit, else a lower bound > limit. */
  solve(remaining: Int32Array, allowed: Int32Array, depth: number, limit = Infinity): Solution {
    const n = remaining.length;
    const game = this.game;
    if (n === 1 || n === 2) {
      // Guess a possible answer (the first, A-Z): 1, or 1 + 2 for the other.
      const [first, second] = Array.from(remaining, (a) => game.guessOfAnswer[a] as number);
      const guess = second !== undefined && second >= 0 && this.word(second) < this.word(first ?? -1) ? second : (first ?? -1);
      const cost = n === 1 ? 1 : 3;
      if (depth + n > MAX_GUESSES) return { cost: Infinity, guess, exact: true };
      if (guess >= 0) return { cost, guess, exact: true };
    }
    if (depth >= MAX_GUESSES - 1) return { cost: Infinity, guess: -1, exact: true };
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
    let best: Solution | undefined;
    let bestIsAnswer = false;
    for (const a of remaining) {
      const g = game.guessOfAnswer[a] as number;
      if (g < 0) continue;
      if (this.splitter.stats(g, remaining, this.stats).classes === n) {
        if (!best || this.word(g) < this.word(best.guess)) best = { cost: 2 * n - 1, guess: g, exact: true };
      }
    }
    if (best) return this.remember(key, remaining, allowed, best);

    let bound = limit;
    // When no candidate can finish within six guesses, search wider: 4 and 16 times as many,
    // and at a position being played (no limit), every allowed guess.
    const tried = new Set<number>();
    let feasible = false;
    for (const widen of limit === Infinity ? [1, 4, 16, Infinity] : [1, 4, 16]) {
      if (best || feasible) break;
      const candidates = widen === Infinity ? Array.from(allowed) : this.candidates(remaining, allowed, depth, flags, widen);
      for (const g of candidates) {
        if (tried.has(g)) continue;
        tried.add(g);
        const isAnswer = flags[g] === 1;
        const classes = this.classes(g, remaining);
        if (classes.length === 1 && classes[0]?.members.length === n) continue; // tells nothing
        let total = n;
        let rest = classes.reduce((sum, group) => sum + lowerBound(group.members.length), 0);
        if (total + rest > bound || (total + rest === bound && !this.better(total + rest, g, isAnswer, best, bestIsAnswer))) {
          feasible = true; // (cut by the limit, not shown impossible)
          continue;
        }
        const nextAllowed = (code: number) => (game.hard ? hardAllowed(game, allowed, g, code) : allowed);
        let cut = false;
        for (const group of classes) {
          rest -= lowerBound(group.members.length);
          const sub = this.solve(group.members, nextAllowed(group.code), depth + 1, bound - total - rest);
          total += sub.cost;
          if (total + rest > bound || (total + rest === bound && !this.better(total + rest, g, isAnswer, best, bestIsAnswer))) {
            cut = true;
            break;
          }
        }
        if (total !== Infinity) feasible = true;
        if (cut) continue;
        if (this.better(total, g, isAnswer, best, bestIsAnswer)) {
          best = { cost: total, guess: g, exact: true };
          bestIsAnswer = isAnswer;
          bound = total;
        }
      }
    }
    if (!best) {
      // No candidate came within the limit: all that is known is that the cost exceeds it; or
      // none can finish within six guesses (then the heuristic's favourite, at infinite cost).
      const guess = this.candidates(remaining, allowed, depth, flags)[0] ?? -1;
      const solution = feasible ? { cost: limit + 1, guess, exact: false } : { cost: Infinity, guess, exact: true };
      return this.remember(key, remaining, allowed, solution);
    }
    return this.remember(key, remaining, allowed, best);
  }

  private remember(key: string, remaining: Int32Array, allowed: Int32Array, solution: Solution): Solution {
    this.memo.set(key, { remaining, allowed, solution });
    return solution;
  }

  /** Exact costs of the given guesses (for --top), each searched without a limit. */
  costOf(g: number, remaining: Int32Array, allowed: Int32Array, depth: number): number {
    let total = remaining.length;
    for (const group of this.classes(g, remaining)) {
      if (group.members.length === remaining.length) return Infinity;
      const next = this.game.hard ? hardAllowed(this.game, allowed, g, group.code) : allowed;
      total += this.solve(group.members, next, depth + 1).cost;
    }
    return total;
  }

  topCandidates(remaining: Int32Array, allowed: Int32Array, depth: number, flags: Uint8Array): number[] {
    return this.candidates(remaining, allowed, depth, flags);
  }
}

function sameSet(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const searches = new WeakMap<Game, Search>();

function searchFor(game: Game): Search {
  let search = searches.get(game);
  if (!search) searches.set(game, (search = new Search(game)));
  return search;
}

export const best: Strategy = {
  name: 'best',
  scoreOf: (game, position, g) => -searchFor(game).costOf(g, position.remaining, position.allowed, position.moves.length),
  rank(game, position: Position, top): Ranked[] {
    const search = searchFor(game);
    const depth = position.moves.length;
    const { remaining, allowed } = position;
    const flags = answerFlags(game, position);
    const item = (g: number, cost: number): Ranked => ({
      guess: g,
      word: game.guesses.words[g] ?? '',
      score: -cost,
      expected: Number.NaN, // filled in by rankGuesses
      isAnswer: flags[g] === 1,
    });
    if (top === 1) {
      const solution = search.solve(remaining, allowed, depth);
      return solution.guess >= 0 ? [item(solution.guess, solution.cost)] : [];
    }
    const ranked = search
      .topCandidates(remaining, allowed, depth, flags)
      .map((g) => item(g, search.costOf(g, remaining, allowed, depth)))
      .sort((a, b) => b.score - a.score || Number(b.isAnswer) - Number(a.isAnswer) || (a.word < b.word ? -1 : 1));
    return ranked.slice(0, top);
  },
};
