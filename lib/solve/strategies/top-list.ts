// What every ranker keeps: the `top` best guesses in the ranking's order (a higher score, then a
// possible answer, then A-Z), and which guesses are possible answers still in play.

import type { Game, Position } from '../game.ts';
import type { Ranked } from './types.ts';

/** Marks which guesses are possible answers still in play. */
export function answerFlags(game: Game, position: Position): Uint8Array {
  const flags = new Uint8Array(game.guesses.words.length);
  for (const a of position.remaining) {
    const g = game.guessOfAnswer[a] as number;
    if (g >= 0) flags[g] = 1;
  }
  return flags;
}

/** a before b: higher score, then a possible answer, then alphabetical order. */
export function ranksBefore(a: Ranked, b: Ranked): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.isAnswer !== b.isAnswer) return a.isAnswer;
  // (A word listed twice: its first index, as when guesses are ranked in index order.)
  return a.word < b.word || (a.word === b.word && a.guess < b.guess);
}

/** Keeps the `top` best of a stream of candidates, in order (top is small). */
export class TopList {
  readonly items: Ranked[] = [];
  constructor(private readonly top: number) {}
  /** Whether a candidate with this score could still enter the list. */
  admits(score: number): boolean {
    const last = this.items[this.top - 1];
    return this.items.length < this.top || last === undefined || score >= last.score;
  }
  offer(candidate: Ranked): void {
    const items = this.items;
    let at = items.length;
    while (at > 0 && ranksBefore(candidate, items[at - 1] as Ranked)) at--;
    if (at >= this.top) return;
    items.splice(at, 0, candidate);
    if (items.length > this.top) items.pop();
  }
}
