// Boards that are alike (the same patterns: every board of a first turn) say the same thing:
// they are shown once, under a label that names them all (`boards 1-4`).

import type { BoardTurn } from './turn.ts';

/** The boards grouped by their patterns, each group in the order of its first board. */
export function alikeBoards<Board extends Pick<BoardTurn, 'board' | 'patterns'>>(boards: readonly Board[]): Board[][] {
  const groups = new Map<string, Board[]>();
  for (const board of boards) {
    const key = board.patterns.join('\n');
    const group = groups.get(key);
    if (group) group.push(board);
    else groups.set(key, [board]);
  }
  return [...groups.values()];
}

/** A label for boards (1-based, ascending): `board 2`, `boards 1, 3`, `boards 1-4, 6`. */
export function boardsLabel(boards: readonly number[]): string {
  const runs: number[][] = [];
  for (const board of boards) {
    const run = runs.at(-1);
    if (run && run.at(-1) === board - 1) run.push(board);
    else runs.push([board]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}-${run.at(-1)}`] : run.map(String)));
  return `${boards.length === 1 ? 'board' : 'boards'} ${parts.join(', ')}`;
}
