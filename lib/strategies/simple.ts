// The one-step strategies: each ranks every allowed guess by how it splits the remaining answers.

import { rankBySplit } from './partition.ts';
import type { Strategy } from './types.ts';

/** Expected information of the tile outcome, in bits: log2 n - sum(c log2 c) / n. */
export const entropy: Strategy = {
  name: 'entropy',
  rank: (game, position, top) => rankBySplit(game, position, top, (stats, n) => Math.log2(n) - stats.cLogC / n),
};

/**
 * Smallest worst case: the score is minus the largest class; among equal worst cases the
 * smaller expected remaining count wins (a fraction below 1 added to the score keeps that order).
 */
export const minimax: Strategy = {
  name: 'minimax',
  rank: (game, position, top) =>
    rankBySplit(game, position, top, (stats, n) => -stats.largest + (1 - stats.squares / (n * n + 1)) * 0.5),
};
