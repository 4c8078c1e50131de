// A game of several boards played by a strategy against hidden words (bench, show): each board's
// candidates are cut by the feedback its hidden word gives, until every board is solved or the
// tries run out.

import { feedback } from '../clues/feedback.ts';
import type { BoardCandidates, BoardsSolver, BoardsStrategyName } from './strategy.ts';

export interface BoardsGameResult {
  readonly hidden: readonly string[];
  readonly guesses: readonly string[];
  /** Per board, the guess (1-based) that solved it, or 0 when it never was. */
  readonly solvedAt: readonly number[];
  readonly won: boolean;
}

/** The tiles of a guess against a hidden word, as a string of 0/1/2 (a key to compare by). */
export function tilesKey(guess: string, hidden: string): string {
  return feedback([...guess], [...hidden]).join('');
}

/** The candidates left of `words` after `guess` got the tiles `hidden` gives. */
export function cut(words: readonly string[], guess: string, hidden: string): string[] {
  const key = tilesKey(guess, hidden);
  return words.filter((word) => tilesKey(guess, word) === key);
}

/**
 * Plays one game: `answers` are the likely answers every board starts from (a hidden word off
 * them starts from the allowed guesses instead), `opener` fixes the first guess.
 */
export function playBoards(
  solver: BoardsSolver,
  answers: readonly string[],
  hidden: readonly string[],
  tries: number,
  strategy: BoardsStrategyName,
  opener?: string,
): BoardsGameResult {
  const known = new Set(answers);
  let boards: BoardCandidates[] = hidden.map((word) => (known.has(word) ? answers : solver.guesses));
  const solvedAt = hidden.map(() => 0);
  const guesses: string[] = [];
  while (guesses.length < tries && boards.some((board) => board !== undefined)) {
    const guess = guesses.length === 0 && opener !== undefined ? opener : solver.pick(boards, tries - guesses.length, strategy).guess;
    guesses.push(guess);
    boards = boards.map((board, b) => {
      const word = hidden[b] as string;
      if (board === undefined) return undefined;
      if (guess === word) {
        solvedAt[b] = guesses.length;
        return undefined;
      }
      return cut(board, guess, word);
    });
  }
  return { hidden, guesses, solvedAt, won: solvedAt.every((at) => at > 0) };
}
