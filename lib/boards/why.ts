// What a guess does on several boards (assist's /why): on each board still open, how it splits
// the board's candidates (its likely answers, the ones the strategies weigh); over them all, the
// chance it solves a board now and the bits it tells, the two figures the suggestion is shown with.

import { alikeBoards, boardsLabel } from './alike.ts';
import { tilesKey } from './game.ts';
import type { BoardsPick } from './strategy.ts';
import type { BoardsTurn, BoardTurn } from './turn.ts';

/** How a guess splits one board's candidates. */
export interface BoardSplit {
  readonly candidates: number;
  /** Its groups of candidates, one a pattern of tiles it may get. */
  readonly groups: number;
  /** The candidates left on average (the groups' sizes weighed by their chance). */
  readonly expected: number;
  /** The candidates of the largest group it may leave unsolved. */
  readonly largest: number;
  /** What it tells the board, in bits (the entropy of the groups). */
  readonly bits: number;
  /** Whether it is one of the candidates (it solves the board with a chance of 1 in candidates). */
  readonly isCandidate: boolean;
}

/** How `word` splits `candidates`. */
export function splitBoard(word: string, candidates: readonly string[]): BoardSplit {
  const sizes = new Map<string, number>();
  for (const candidate of candidates) {
    const key = tilesKey(word, candidate);
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const n = candidates.length;
  const isCandidate = candidates.includes(word);
  let unsolved = 0;
  let bits = 0;
  let largest = 0;
  for (const size of sizes.values()) {
    unsolved += size * size;
    bits -= (size / n) * Math.log2(size / n);
    largest = Math.max(largest, size);
  }
  // The solving group (of one) leaves nothing: it counts neither in what is left nor as the largest.
  if (isCandidate) {
    unsolved -= 1;
    if (largest === 1 && sizes.size === n) largest = n > 1 ? 1 : 0;
  }
  return { candidates: n, groups: sizes.size, expected: n === 0 ? 0 : unsolved / n, largest, bits, isCandidate };
}

/** The two figures a pick is shown with: its chance to solve a board now, the bits it tells over the boards. */
export function boardsFigures(pick: Pick<BoardsPick, 'solves' | 'bits'>): string {
  return `${Math.round(pick.solves * 100)}% to solve a board now, ${pick.bits.toFixed(1)} bits over the boards`;
}

/** What `word` does on each board still open, and over them all, with the suggestion's figures beside it. */
export function explainBoardsGuess(turn: BoardsTurn, word: string): string {
  const open = turn.boards.filter((board) => board.solvedAt === undefined);
  const shown = word.toUpperCase();
  let solves = 0;
  let bits = 0;
  const lines: string[] = [];
  for (const group of alikeBoards(open)) {
    const first = group[0] as BoardTurn;
    const candidates = first.turn.suggested.candidates;
    const split = splitBoard(word, candidates);
    solves += group.length * (split.isCandidate ? 1 / split.candidates : 0);
    bits += group.length * split.bits;
    lines.push(`  ${boardsLabel(group.map((board) => board.board))}: ${boardLine(split, group.length, first)}`);
  }
  const head = `${shown} on ${open.length === 1 ? 'the board' : `the ${open.length} boards`} still open: ${boardsFigures({ solves, bits })}.`;
  const pick = turn.suggestion;
  const tail =
    pick === undefined
      ? []
      : pick.guess === word
        ? ['It is the suggestion.']
        : [`The suggestion, ${pick.guess.toUpperCase()}: ${boardsFigures(pick)}.`];
  return `${[head, ...lines, ...tail].join('\n')}\n`;
}

function boardLine(split: BoardSplit, alike: number, board: BoardTurn): string {
  const each = alike > 1 ? ' each' : '';
  const answers = `${split.candidates} ${board.turn.suggested.fellBack ? 'possible' : 'likely'} ${split.candidates === 1 ? 'answer' : 'answers'}`;
  if (split.candidates === 1) {
    const answer = (board.turn.suggested.candidates[0] as string).toUpperCase();
    return split.isCandidate ? `its answer is ${answer}: this guess solves it` : `its answer is ${answer}: this guess tells it nothing`;
  }
  const chance = split.isCandidate ? `; it may be the answer (1 in ${split.candidates})` : '';
  if (split.groups === 1) return `${answers}${each}; this guess tells them nothing`;
  return `${answers}${each}; split ${split.groups} ways, ${split.expected.toFixed(1)} left on average, at most ${split.largest}; ${split.bits.toFixed(1)} bits${chance}`;
}
