// Per-game letter tables as bits, for the family traps (traps.ts): each answer's letters
// packed in one integer (answers alike but at one place share it with that place blanked), and
// each guess's letters as a mask. Facts of the lists, made once a game and kept as long as it.

import { MemoCache } from '../../speed.ts';
import type { Game } from '../game.ts';

/** letterMasks' tables, and packedAnswers' (null: the game's words cannot be packed), by game. */
const masksMade = new MemoCache<Game, Int32Array>();
const packedMade = new MemoCache<Game, Int32Array | null>();

/**
 * Each answer's letters, 5 bits a place, in one integer, when every word has at most 6 letters,
 * all among the first 31; else undefined. Packed as asked for, those of `remaining` (at least):
 * a turn looks at a few thousand answers, and packing all 14,855 cost a cold start about 1 ms
 * (-1: not yet packed; a packed word is never negative, 30 bits at most).
 */
export function packedAnswers(game: Game, remaining: Int32Array): Int32Array | undefined {
  let packed = packedMade.get(game);
  if (packed === undefined) {
    packed = game.answers.length <= 6 && game.kernel.alphabetSize <= 31 ? new Int32Array(game.answers.words.length).fill(-1) : null;
    packedMade.set(game, packed);
  }
  if (!packed) return undefined;
  const { letters, length } = game.answers;
  for (let j = 0; j < remaining.length; j++) {
    const a = remaining[j] as number;
    if ((packed[a] as number) >= 0) continue;
    let value = 0;
    for (let i = 0; i < length; i++) value |= (letters[a * length + i] as number) << (5 * i);
    packed[a] = value;
  }
  return packed;
}

/** Each guess's letters as bits (alphabets of at most 31 letters), made once a game. */
export function letterMasks(game: Game): Int32Array {
  let masks = masksMade.get(game);
  if (!masks) {
    const { letters, length, distinct } = game.guesses;
    // (A word of distinct letters has its mask already: only the others are worked out.)
    masks = distinct.slice();
    for (let g = 0; g < masks.length; g++) {
      if (masks[g] !== 0) continue;
      let mask = 0;
      for (let i = 0; i < length; i++) mask |= 1 << (letters[g * length + i] as number);
      masks[g] = mask;
    }
    masksMade.set(game, masks);
  }
  return masks;
}

/** The number of bits set. */
export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
