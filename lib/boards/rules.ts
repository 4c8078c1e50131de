// The games of several boards at once: Dordle to Duotrigordle. Every guess is played on every
// board still unsolved; a solved board takes no more guesses; the game is won when every board
// is solved within the tries.

import { WordleError } from '../errors.ts';

export interface BoardsGame {
  readonly boards: number;
  readonly name: string;
  readonly tries: number;
}

/** The named games, each with five tries more than it has boards. */
export const BOARDS_GAMES: readonly BoardsGame[] = [
  { boards: 2, name: 'Dordle', tries: 7 },
  { boards: 4, name: 'Quordle', tries: 9 },
  { boards: 8, name: 'Octordle', tries: 13 },
  { boards: 16, name: 'Sedecordle', tries: 21 },
  { boards: 32, name: 'Duotrigordle', tries: 37 },
];

/** The most boards a game may have (a turn's cost grows with them). */
export const MAX_BOARDS = 64;

/** Tries of a game of `boards` boards when none are given: the named games' rule, boards + 5. */
export function boardsTries(boards: number): number {
  return boards + 5;
}

/** The game's name (Quordle), or `N boards` for a count without one. */
export function boardsName(boards: number): string {
  return BOARDS_GAMES.find((game) => game.boards === boards)?.name ?? `${boards} boards`;
}

/** Checks a board count given by the user. */
export function checkBoards(boards: number): number {
  if (!Number.isInteger(boards) || boards < 1 || boards > MAX_BOARDS)
    throw new WordleError('USAGE', `--boards must be a whole number from 1 to ${MAX_BOARDS}, not ${boards}`);
  return boards;
}
