// The one-step strategies: each ranks every allowed guess by how it splits the remaining answers.

import { fast } from '../../speed.ts';
import { entropyBounds } from './entropy-bounds.ts';
import { rankByLargest, rankBySplit, scoreBySplit } from './rank-split.ts';
import type { SplitStats } from './split.ts';
import type { Strategy } from './types.ts';

const bits = (stats: SplitStats, n: number) => Math.log2(n) - stats.cLogC / n;

/**
 * Expected information of the tile outcome, in bits: log2 n - sum(c log2 c) / n. Ranked with
 * the bounds at every size: without them a set of a few dozen answers still splits by all
 * 14,855 guesses (measured, 300 such positions: 2.2-2.6 s warm against 0.14 s, and a cold turn's
 * ranking 35 ms against 15).
 */
export const entropy: Strategy = {
  name: 'entropy',
  rank: (game, position, top, floor) =>
    rankBySplit(game, position, top, bits, fast('entropy-bounds') ? () => entropyBounds(game, position) : undefined, floor),
  scoreOf: (game, position, g) => scoreBySplit(game, position, g, bits),
};

/**
 * Smallest worst case: the score is minus the largest class; among equal worst cases the
 * smaller expected remaining count wins (a fraction below 1 added to the score keeps that order).
 */
export const worstCase = (stats: SplitStats, n: number) => -stats.largest + (1 - stats.squares / (n * n + 1)) * 0.5;

/** The largest class a guess scoring at least `floor` can have (worstCase adds at most 0.5 to minus it). */
const largestWithin = (floor: number) => Math.floor(0.5 - floor);

/**
 * worstCase's best value for a split of at most `bits` of entropy: its largest class holds at
 * least n / 2^bits answers (min-entropy is at most the entropy), its squares sum to at least
 * n^2 / 2^bits (collision entropy is too). (Margins keep it above the score under rounding.)
 */
export const worstCaseAtMost = (bits: number, n: number) => {
  const share = 2 ** -bits;
  return -Math.ceil(n * share - 1e-9) + (1 - (n * n * share * (1 - 1e-9)) / (n * n + 1)) * 0.5;
};

/**
 * Sets of at most this many answers are ranked by entropy's bounds (rankByLargest's byBounds),
 * larger ones in the order of the largest class's floors. Measured (same picks): on sets of
 * 3-64 answers a cold ranking 47 -> 27 ms, 65-300 answers 55 -> 36 ms, and warm 2.2 -> 0.3 s for
 * 300 such positions; past about a thousand answers the floors' order was the quicker cold
 * (after jazzy, 1,497 answers: 37 against 52 ms).
 */
const MINIMAX_BOUNDS_UP_TO = 1000;

export const minimax: Strategy = {
  name: 'minimax',
  rank: (game, position, top, floor) => {
    const byBounds = position.remaining.length <= MINIMAX_BOUNDS_UP_TO && fast('entropy-bounds');
    // (Neither the floors nor the bounds: every guess split, as the rankers' reference.)
    if (!byBounds && !fast('minimax-floors')) return rankBySplit(game, position, top, worstCase, undefined, floor);
    return rankByLargest(
      game,
      position,
      top,
      worstCase,
      floor === undefined ? undefined : largestWithin(floor),
      byBounds ? { bounds: () => entropyBounds(game, position), scoreAtMost: worstCaseAtMost } : undefined,
    );
  },
  scoreOf: (game, position, g) => scoreBySplit(game, position, g, worstCase),
};
