// The several-boards endgame: the guess that finishes in the fewest guesses on average, by a
// search over the boards' joint outcomes. Given the hidden words the boards are independent: a
// guess splits each unsolved board into its groups (one tile group a board; the all-green group
// solves it), so the outcome of a guess is one group a board, with the product of the groups'
// shares as its chance. The value of a position (each unsolved board's candidates, the guesses
// left) is the expected number of guesses to finish, a lost game costing its tries plus
// LOST_COST:
//   V(S) = min over the guesses g of 1 + Σ over the outcomes o of P(o)·V(S after g, o).
// Exactly so down to `depth` guesses; below it, the value of the baseline's rule played on from
// there (a board's last word, else the most bits summed over the boards), worked out over the
// same outcomes, so every position is weighed once however many hidden words reach it.
//
// What makes it fast: one table of tiles (every guess of the pool against every candidate of
// any board) made once a search, positions remembered by their candidates, and guesses whose
// lower bound (each unsolved board needs one more guess; a guess that cannot solve one costs a
// whole one more) cannot beat the best found are not weighed further.

import { CodeIndex, codeCount, DENSE_CODE_LENGTH } from '../solve/kernel.ts';

/** What a lost game costs beyond its tries (as the played-out games count it). */
export const LOST_COST = 10;

export interface EndgameOptions {
  /** Each unsolved board's candidates (indices of words, ascending). */
  readonly boards: readonly (readonly number[])[];
  /** Guesses left, the next one included. */
  readonly left: number;
  /** The guesses that may be picked now, in order of preference (ties go to the earlier). */
  readonly choices: readonly number[];
  /** Further guesses for later turns (besides every candidate): probes, most informative first. */
  readonly probes: readonly number[];
  /** The tiles code of a guess against a word (all green: `green`). */
  readonly code: (guess: number, word: number) => number;
  /** The code of all green tiles; codes are below green + 1. */
  readonly green: number;
  /** Guesses searched exactly below the first one; deeper, the baseline's rule plays on. */
  readonly depth: number;
  /** At each searched position after the first, the probes weighed (the most informative there) beside every candidate. */
  readonly probesPerTurn: number;
}

export interface EndgameChoice {
  /** The guess (one of `choices`). */
  readonly guess: number;
  /** Its value: the expected guesses to finish, this one included. */
  readonly value: number;
}

/** A position: each unsolved board's candidates as local indices (ascending), boards in a canonical order. */
type Boards = readonly (readonly number[])[];

/** The best of `choices` by the search, with its value; undefined when there is none. */
export function endgamePick(options: EndgameOptions): EndgameChoice | undefined {
  const { left, green, depth, probesPerTurn } = options;
  if (options.choices.length === 0) return undefined;
  // Local indices: candidates 0..N-1 (the union over the boards), guesses 0..P-1 (every candidate first, then the rest).
  const words = [...new Set(options.boards.flat())].sort((a, b) => a - b);
  const localOf = new Map(words.map((word, i) => [word, i]));
  const pool = [...words];
  const poolOf = new Map(words.map((word, i) => [word, i]));
  for (const g of [...options.choices, ...options.probes])
    if (!poolOf.has(g)) {
      poolOf.set(g, pool.length);
      pool.push(g);
    }
  const n = words.length;
  // (Long words' codes are too many to count by: the table holds their ids, all green's as `win`.)
  const ids = green >= codeCount(DENSE_CODE_LENGTH) ? new CodeIndex() : undefined;
  const table = ids ? new Float64Array(pool.length * n) : new Int32Array(pool.length * n);
  for (let p = 0; p < pool.length; p++) for (let c = 0; c < n; c++) table[p * n + c] = options.code(pool[p] as number, words[c] as number);
  ids?.compact(table, 0, table.length);
  const win = ids ? ids.idOf(green) : green;
  const probes = options.probes.map((g) => poolOf.get(g) as number);
  const counts = new Int32Array(ids ? ids.codes.length : green + 1);
  const clog = Float64Array.from({ length: n + 1 }, (_, c) => (c > 0 ? c * Math.log2(c) : 0));

  const start = canonical(options.boards.map((board) => board.map((word) => localOf.get(word) as number)));
  const rolled = new Map<string, number>();
  const searched = new Map<string, number>();

  /** The sum over the boards of the bits guess p tells each, plus a hair for a chance to solve one (as the baseline breaks ties). */
  const bitsOf = (p: number, boards: Boards): number => {
    let bits = 0;
    const row = p * n;
    for (const board of boards) {
      const size = board.length;
      let sum = 0;
      for (const c of board) {
        const code = table[row + c] as number;
        counts[code] = (counts[code] as number) + 1;
      }
      let solves = false;
      for (const c of board) {
        const code = table[row + c] as number;
        const k = counts[code] as number;
        if (k > 0) {
          sum += clog[k] as number;
          counts[code] = 0;
          if (code === win) solves = true;
        }
      }
      bits += Math.log2(size) - sum / size + (solves ? 1e-6 / size : 0);
    }
    return bits;
  };

  /** The baseline's guess: a board's last word, else the most bits over the pool. */
  const baselineOf = (boards: Boards): number => {
    for (const board of boards) if (board.length === 1) return board[0] as number;
    let best = -1;
    let bestBits = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < pool.length; p++) {
      const bits = bitsOf(p, boards);
      if (bits > bestBits) {
        bestBits = bits;
        best = p;
      }
    }
    return best;
  };

  /** The outcomes of guess p: each with its chance and the position it leaves. */
  const outcomesOf = (p: number, boards: Boards): { chance: number; boards: Boards }[] => {
    const row = p * n;
    // Per board, its groups: [chance, candidates], the solving group as undefined candidates.
    const perBoard = boards.map((board) => {
      const groups = new Map<number, number[]>();
      for (const c of board) {
        const code = table[row + c] as number;
        const group = groups.get(code);
        if (group) group.push(c);
        else groups.set(code, [c]);
      }
      return [...groups].map(([code, group]) => ({ chance: group.length / board.length, group: code === win ? undefined : group }));
    });
    const out: { chance: number; boards: Boards }[] = [];
    const walk = (b: number, chance: number, kept: (readonly number[])[]) => {
      if (b === perBoard.length) {
        out.push({ chance, boards: canonical(kept) });
        return;
      }
      for (const { chance: share, group } of perBoard[b] as { chance: number; group: number[] | undefined }[])
        walk(b + 1, chance * share, group ? [...kept, group] : kept);
    };
    walk(0, 1, []);
    return out;
  };

  /** A bound no guess beats: one guess a board, and one more unless some guess may solve one. */
  const lowerBound = (boards: Boards, left: number): number => {
    if (boards.length === 0) return 0;
    if (left === 0) return LOST_COST;
    let best = 0;
    const chances = new Map<number, number>();
    for (const board of boards)
      for (const c of board) {
        const chance = (chances.get(c) ?? 0) + 1 / board.length;
        chances.set(c, chance);
        if (chance > best) best = chance;
      }
    return boards.length + Math.max(0, 1 - best);
  };

  /** Settled without a search: nothing left, no guess left, or only last words (played one by one). */
  const settled = (boards: Boards, left: number): number | undefined => {
    if (boards.length === 0) return 0;
    if (left === 0) return LOST_COST;
    if (boards.every((board) => board.length === 1)) return boards.length <= left ? boards.length : left + LOST_COST;
    return undefined;
  };

  /** The baseline's rule played on from here, over every outcome. */
  const rollout = (boards: Boards, left: number): number => {
    const done = settled(boards, left);
    if (done !== undefined) return done;
    const key = `${keyOf(boards)}#${left}`;
    const known = rolled.get(key);
    if (known !== undefined) return known;
    let value = 1;
    for (const o of outcomesOf(baselineOf(boards), boards)) value += o.chance * rollout(o.boards, left - 1);
    rolled.set(key, value);
    return value;
  };

  /** Guess p's value here, or undefined once it cannot be below `cap`. */
  const guessValue = (p: number, boards: Boards, left: number, depth: number, cap: number): number | undefined => {
    const outcomes = outcomesOf(p, boards);
    if (outcomes.length === 1 && outcomes[0]?.boards.length === boards.length && sameBoards(outcomes[0].boards, boards)) return undefined; // tells nothing
    const bounds = outcomes.map((o) => lowerBound(o.boards, left - 1));
    let floor = 1;
    for (let k = 0; k < outcomes.length; k++) floor += (outcomes[k]?.chance as number) * (bounds[k] as number);
    if (floor >= cap) return undefined;
    const order = outcomes.map((_, k) => k).sort((a, b) => (outcomes[b]?.chance as number) - (outcomes[a]?.chance as number) || a - b);
    for (const k of order) {
      const o = outcomes[k] as { chance: number; boards: Boards };
      const v = depth > 0 ? search(o.boards, left - 1, depth - 1) : rollout(o.boards, left - 1);
      floor += o.chance * (v - (bounds[k] as number));
      if (floor >= cap) return undefined;
    }
    return floor;
  };

  /** The guesses weighed at a searched position: every candidate, and the most informative probes. */
  const guessesAt = (boards: Boards): number[] => {
    const candidates = [...new Set(boards.flat())].sort((a, b) => a - b);
    const ranked = probes
      .filter((p) => p >= n)
      .map((p) => ({ p, bits: bitsOf(p, boards) }))
      .sort((a, b) => b.bits - a.bits || a.p - b.p)
      .slice(0, probesPerTurn)
      .map((r) => r.p);
    return [...candidates, ...ranked];
  };

  /** The value of a position, searched `depth` guesses deep (then played on by the baseline's rule). */
  const search = (boards: Boards, left: number, depth: number): number => {
    const done = settled(boards, left);
    if (done !== undefined) return done;
    const key = `${keyOf(boards)}#${left}#${depth}`;
    const known = searched.get(key);
    if (known !== undefined) return known;
    // The baseline's own guess first: a cap to beat from the start.
    let best = guessValue(baselineOf(boards), boards, left, depth, Number.POSITIVE_INFINITY) ?? Number.POSITIVE_INFINITY;
    for (const p of guessesAt(boards)) {
      const v = guessValue(p, boards, left, depth, best);
      if (v !== undefined && v < best) best = v;
    }
    searched.set(key, best);
    return best;
  };

  let choice: EndgameChoice | undefined;
  for (const g of options.choices) {
    const p = poolOf.get(g) as number;
    const v = guessValue(p, start, left, depth, choice ? choice.value - 1e-9 : Number.POSITIVE_INFINITY);
    if (v !== undefined && (!choice || v < choice.value - 1e-9)) choice = { guess: g, value: v };
  }
  return choice ?? { guess: options.choices[0] as number, value: Number.POSITIVE_INFINITY };
}

function keyOf(boards: Boards): string {
  return boards.map((board) => board.join(',')).join('|');
}

/** The boards in one order (by their candidates), so a position reached two ways is one. */
function canonical(boards: (readonly number[])[]): Boards {
  return boards.sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
    return a.length - b.length;
  });
}

function sameBoards(a: Boards, b: Boards): boolean {
  return a.length === b.length && a.every((board, i) => board.length === b[i]?.length && board.every((c, k) => c === b[i]?.[k]));
}
