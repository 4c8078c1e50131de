// The positional-frequency strategy, as a positional-frequency CLI solver scores guesses: how
// often each of the guess's letters is at its place among the possible answers, plus a weight
// times how often it is in them at another place. No split is computed: a guess costs a few
// look-ups, so it ranks every allowed guess at the cost of one pass over the answers.
//
// Exactly, for the possible answers R (n of them) and a guess g of letters g_0 .. g_{L-1}:
//   - a place is settled when every answer of R has the same letter there (a green, or one the
//     clues imply); settled places tell nothing and count for no answer below;
//   - at(i, c) = the share of R with letter c at place i, i unsettled (0 at a settled place);
//   - elsewhere(i, c) = the share of R with letter c at some unsettled place other than i;
//   - score(g) = sum over the places i where g has a letter for the first time of
//                at(i, g_i) + W * elsewhere(i, g_i), with W the weight (0.5 by default).
// A letter the guess repeats counts once, at its first place: its second copy asks again what
// the first asked (that solver counts it once too). Letters no answer has score 0 (grey ones).

import type { Game, Position } from '../game.ts';
import { FEW_LEFT } from '../rules.ts';
import { answerFlags, TopList } from './top-list.ts';
import type { Strategy } from './types.ts';

/** The weight of a letter at another place against a letter at its place, by default (that solver's NON_POS_WEIGHT). */
export const DEFAULT_POSITIONAL_WEIGHT = 0.5;

/** The most that weight may be, wherever a person or a program gives it (--positional-weight, MCP, the page). */
export const MAX_POSITIONAL_WEIGHT = 100;

/** The shares at(i, c) and elsewhere(i, c) of a position, flat: [i * alphabet + c]. */
export interface PositionalTables {
  readonly alphabet: number;
  readonly at: Float64Array;
  readonly elsewhere: Float64Array;
}

/**
 * The two tables of shares over the position's possible answers (see the head of this file);
 * with weights (frequency priors, --alpha), each answer counts by its weight.
 */
export function positionalTables(game: Game, position: Position, weights?: Float64Array): PositionalTables {
  const length = game.length;
  const letters = game.answers.letters;
  const remaining = position.remaining;
  const n = remaining.length;
  let alphabet = game.kernel.alphabetSize;
  for (const a of remaining) for (let i = 0; i < length; i++) alphabet = Math.max(alphabet, (letters[a * length + i] as number) + 1);
  const at = new Float64Array(length * alphabet);
  const elsewhere = new Float64Array(length * alphabet);
  if (n === 0) return { alphabet, at, elsewhere };
  const first = remaining[0] as number;
  const unsettled: number[] = [];
  for (let i = 0; i < length; i++) {
    const letter = letters[first * length + i];
    if (remaining.some((a) => letters[a * length + i] !== letter)) unsettled.push(i);
  }
  // Per answer: how many of its unsettled places hold each letter (reset after each answer).
  const copies = new Int32Array(alphabet);
  let total = 0;
  for (const a of remaining) {
    const base = a * length;
    const w = weights ? (weights[a] as number) : 1;
    total += w;
    for (const i of unsettled) {
      const c = letters[base + i] as number;
      at[i * alphabet + c] = (at[i * alphabet + c] as number) + w;
      copies[c] = (copies[c] as number) + 1;
    }
    for (const j of unsettled) {
      const c = letters[base + j] as number;
      const count = copies[c] as number;
      if (count === 0) continue; // (this letter done already, at an earlier place)
      // The answer has c at another unsettled place than i unless its only one is i itself.
      for (let i = 0; i < length; i++) {
        if (count >= 2 || i !== j) elsewhere[i * alphabet + c] = (elsewhere[i * alphabet + c] as number) + w;
      }
      copies[c] = 0;
    }
  }
  for (let k = 0; k < at.length; k++) {
    at[k] = (at[k] as number) / total;
    elsewhere[k] = (elsewhere[k] as number) / total;
  }
  return { alphabet, at, elsewhere };
}

/** The score of guess g from a position's tables (see the head of this file). */
export function positionalScore(game: Game, tables: PositionalTables, g: number, weight: number): number {
  const length = game.length;
  const letters = game.guesses.letters;
  const { alphabet, at, elsewhere } = tables;
  let score = 0;
  for (let i = 0; i < length; i++) {
    const c = letters[g * length + i] as number;
    let repeated = false;
    for (let k = 0; k < i; k++) if (letters[g * length + k] === c) repeated = true;
    if (repeated || c >= alphabet) continue;
    score += (at[i * alphabet + c] as number) + weight * (elsewhere[i * alphabet + c] as number);
  }
  return score;
}

/**
 * The positional strategy with a weight W for letters at another place (see the head of this
 * file); weightsOf gives each answer's prior weight (--alpha), absent for equally likely answers.
 */
export function createPositional(weight: number = DEFAULT_POSITIONAL_WEIGHT, weightsOf?: (game: Game) => Float64Array): Strategy {
  return {
    name: 'positional',
    scoreOf: (game, position, g) => positionalScore(game, positionalTables(game, position, weightsOf?.(game)), g, weight),
    rank(game, position, top, floor = -Infinity) {
      const tables = positionalTables(game, position, weightsOf?.(game));
      const flags = answerFlags(game, position);
      const ranked = (only: Uint8Array | undefined) => {
        const best = new TopList(top);
        for (const g of position.allowed) {
          if (only && only[g] !== 1) continue;
          const score = positionalScore(game, tables, g, weight);
          // The expected remaining count is filled in for the few ranked guesses (see rankGuesses).
          if (score >= floor && best.admits(score))
            best.offer({ guess: g, word: game.guesses.words[g] ?? '', score, expected: Number.NaN, isAnswer: flags[g] === 1 });
        }
        return best.items;
      };
      // With one or two possible answers left, only they are offered (see FEW_LEFT): one may win
      // now, where a guess off them that splits them costs a guess more, always. (Unless none is a guess.)
      const few = position.remaining.length <= FEW_LEFT ? ranked(flags) : [];
      return few.length > 0 ? few : ranked(undefined);
    },
  };
}

export const positional: Strategy = createPositional();
