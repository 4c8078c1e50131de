// A host's reply as the JSON output of `wordle absurdle` carries it (the search's and the hosted game's alike).

import type { AbsurdleReply } from '../../../lib/absurdle/index.ts';

const TILE_LETTER = ['b', 'y', 'g'] as const;

/** A reply: the guess, its tiles as g/y/b, the words left, and in the challenge mode whether the host still holds the target. */
export function jsonReply(reply: AbsurdleReply): { guess: string; tiles: string; left: number; held?: boolean } {
  return {
    guess: reply.guess,
    tiles: reply.tiles.map((tile) => TILE_LETTER[tile]).join(''),
    left: reply.left,
    ...(reply.held === undefined ? {} : { held: reply.held }),
  };
}
