// The one-step strategies: each ranks every allowed guess by how it splits the remaining answers.

import { entropyBounds } from './entropy-bounds.ts';
import { rankByLargest, rankBySplit, type SplitStats, scoreBySplit } from './partition.ts';
import type { Strategy } from './types.ts';

const bits = (stats: SplitStats, n: number) => Math.log2(n) - stats.cLogC / n;

/** Expected information of the tile outcome, in bits: log2 n - sum(c log2 c) / n. */
export const entropy: Strategy = {
  name: 'entropy',
  rank: (game, position, top, floor) =>
    rankBySplit(game, position, top, bits, position.remaining.length > 64 ? entropyBounds(game, position) : undefined, floor),
  scoreOf: (game, position, g) => scoreBySplit(game, position, g, bits),
};

/**
 * Smallest worst case: the score is minus the largest class; among equal worst cases the
 * smaller expected remaining count wins (a fraction below 1 added to the score keeps that order).
 */
const worstCase = (stats: SplitStats, n: number) => -stats.largest + (1 - stats.squares / (n * n + 1)) * 0.5;

/** The largest class a guess scoring at least `floor` can have (worstCase adds at most 0.5 to minus it). */
const largestWithin = (floor: number) => Math.floor(0.5 - floor);

export const minimax: Strategy = {
  name: 'minimax',
  rank: (game, position, top, floor) =>
    rankByLargest(game, position, top, worstCase, floor === undefined ? undefined : largestWithin(floor)),
  scoreOf: (game, position, g) => scoreBySplit(game, position, g, worstCase),
};
