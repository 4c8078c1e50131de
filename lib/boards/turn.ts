// One turn of several boards: the patterns split board by board, each board's turn computed by
// the single-board turn (playTurn: its filter, its likely answers), then one guess for them all.
//
// A pattern gives one tile group a board, in any notation a single board takes:
// `crane:bbgyb,bbbbb,gybbb,ybbbg` (the guess once, then the groups) or `cRane,crane,Crane,CRANE`
// (a whole pattern a board); `-` is a board solved before this guess. Patterns are folded by the
// guess list's fold (lib/clues/fold.ts), as one board's are: `árbol:...` is the list's `arbol`.

import { type FoldName, foldText } from '../clues/fold.ts';
import { quote } from '../clues/letters.ts';
import { parsePattern } from '../clues/pattern.ts';
import { GREEN } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { matchCount } from '../filter/filter.ts';
import { playTurn, type Turn, type TurnSources } from '../turn.ts';
import { boardsTries, checkBoards } from './rules.ts';
import type { BoardCandidates, BoardsPick, BoardsSolver, BoardsStrategyName } from './strategy.ts';

/** A board's part of the game: its patterns, and the guess (1-based) that solved it. */
export interface BoardClues {
  readonly patterns: readonly string[];
  readonly solvedAt: number | undefined;
}

export interface BoardsClues {
  readonly guesses: readonly string[];
  readonly boards: readonly BoardClues[];
}

/** Whether a pattern is one of several boards (a group a board): the single-board filter never sees one. */
export function isBoardsPattern(pattern: string): boolean {
  return pattern.includes(',');
}

/**
 * Splits the patterns board by board, each folded by `fold` when the list has one; `boards` is the
 * count when no pattern gives it. Throws WordleError on bad input (naming the pattern as typed).
 */
export function parseBoardsClues(patterns: readonly string[], boards?: number, fold?: FoldName): BoardsClues {
  const folded = (pattern: string) => {
    const text = pattern.normalize('NFC');
    return fold === undefined ? text : foldText(text, fold);
  };
  const given = patterns[0] === undefined ? undefined : groupsOf(folded(patterns[0]), patterns[0]).groups.length;
  const count = checkBoards(boards ?? given ?? 1);
  const perBoard: { patterns: string[]; solvedAt: number | undefined }[] = Array.from({ length: count }, () => ({
    patterns: [],
    solvedAt: undefined,
  }));
  const guesses: string[] = [];
  patterns.forEach((pattern, at) => {
    const { guess, groups, tiles } = groupsOf(folded(pattern), pattern);
    if (groups.length !== count)
      throw new WordleError(
        'BAD_PATTERN',
        `bad pattern ${quote(pattern)}: ${groups.length} tile ${groups.length === 1 ? 'group' : 'groups'} for ${count} ${count === 1 ? 'board' : 'boards'}`,
      );
    guesses.push(guess);
    groups.forEach((group, b) => {
      const board = perBoard[b] as (typeof perBoard)[number];
      if (group === '-') {
        if (board.solvedAt === undefined)
          throw new WordleError(
            'BAD_PATTERN',
            `bad pattern ${quote(pattern)}: board ${b + 1} is marked solved (-) but no guess before solved it`,
          );
        return;
      }
      if (board.solvedAt !== undefined)
        throw new WordleError(
          'BAD_PATTERN',
          `bad pattern ${quote(pattern)}: board ${b + 1} was solved by guess ${board.solvedAt} (${guesses[board.solvedAt - 1]}); use - for it`,
        );
      const text = tiles ? `${guess}:${group}` : group;
      const clue = parsePattern(text);
      if (clue.letters.join('') !== guess)
        throw new WordleError(
          'BAD_PATTERN',
          `bad pattern ${quote(pattern)}: board ${b + 1}'s ${quote(group)} is not the guess ${quote(guess)} (',' separates boards; separate guesses with spaces)`,
        );
      board.patterns.push(text);
      if (clue.tiles.every((tile) => tile === GREEN)) board.solvedAt = at + 1;
    });
  });
  return { guesses, boards: perBoard };
}

/** A pattern's guess and its groups: `crane:g1,g2` (tiles after the guess) or `C=rane,crANE` (whole patterns); `pattern` as typed, for messages. */
function groupsOf(text: string, pattern: string): { guess: string; groups: string[]; tiles: boolean } {
  const colon = text.indexOf(':');
  if (colon !== -1) {
    const guess = [...text.slice(0, colon)].map((char) => char.toLowerCase()).join('');
    if (guess.length === 0 || !/^\p{L}+$/u.test(guess))
      throw new WordleError('BAD_PATTERN', `bad pattern ${quote(pattern)}: no guess before ':'`);
    return { guess, groups: text.slice(colon + 1).split(','), tiles: true };
  }
  const groups = text.split(',');
  const first = groups.find((group) => group !== '-');
  if (first === undefined) throw new WordleError('BAD_PATTERN', `bad pattern ${quote(pattern)}: every board is marked solved`);
  return { guess: parsePattern(first).letters.join(''), groups, tiles: false };
}

export interface BoardsTurnSettings {
  readonly strategy: BoardsStrategyName;
  /** The board count when no pattern gives it. */
  readonly boards?: number | undefined;
  /** Guesses allowed (default: boards + 5). */
  readonly tries?: number | undefined;
  /** The word length when no pattern gives it. */
  readonly length?: number | undefined;
  /** Whether to pick a guess (a pass over every allowed guess for each board). */
  readonly suggest: boolean;
}

export interface BoardTurn {
  /** 1-based. */
  readonly board: number;
  readonly patterns: readonly string[];
  readonly solvedAt: number | undefined;
  /** The board's own turn (its matches, its likely answers); a solved board has one too, of its patterns. */
  readonly turn: Turn;
}

export type BoardsState = 'won' | 'lost' | 'conflict' | 'no-match' | 'open';

export interface BoardsTurn {
  readonly boards: readonly BoardTurn[];
  readonly guesses: readonly string[];
  readonly tries: number;
  readonly length: number;
  readonly state: BoardsState;
  /** The guess for every board still open, when asked for and the game is open. */
  readonly suggestion: BoardsPick | undefined;
}

/**
 * The turn of several boards: each board's own turn (playTurn, as one board would have it), then
 * the strategy's guess over the boards still open. `solver` makes the solver for the allowed
 * guesses (kept by the caller across turns: it holds the encoded words).
 */
export async function playBoardsTurn(
  patterns: readonly string[],
  sources: TurnSources,
  settings: BoardsTurnSettings,
  solver: (guesses: readonly string[], length: number) => BoardsSolver,
): Promise<BoardsTurn> {
  const clues = parseBoardsClues(patterns, settings.boards, sources.fold);
  const count = clues.boards.length;
  const tries = settings.tries ?? boardsTries(count);
  const one = { strategy: 'coverage', hard: false, asks: 'likely', top: 1, timeLimitMs: 0, length: settings.length } as const;
  const boards: BoardTurn[] = [];
  for (const [b, board] of clues.boards.entries())
    boards.push({ board: b + 1, patterns: board.patterns, solvedAt: board.solvedAt, turn: await playTurn(board.patterns, sources, one) });
  const length = boards[0]?.turn.query.length ?? settings.length ?? 5;
  const open = boards.filter((board) => board.solvedAt === undefined);
  const state: BoardsState = boards.some((board) => board.turn.query.conflict)
    ? 'conflict'
    : open.some((board) => matchCount(board.turn.result) === 0)
      ? 'no-match'
      : open.length === 0
        ? 'won'
        : clues.guesses.length >= tries
          ? 'lost'
          : 'open';
  let suggestion: BoardsPick | undefined;
  if (settings.suggest && state === 'open') {
    // Every word of the length is an allowed guess: the list with no clue.
    const all = await playTurn([], sources, { ...one, asks: 'matches', length });
    const candidates: BoardCandidates[] = boards.map((board) =>
      board.solvedAt === undefined ? board.turn.suggested.candidates : undefined,
    );
    // A first turn's pick is the lists' entropy opener, when the front end has it made ahead and
    // it is entropy's own pick: not where every guess may be the answer (there data/openers.json
    // keeps an opener proven safe for one board, not the one the sum of entropies ranks first).
    const everyGuessAnswers = candidates.some((board) => board !== undefined && board.length >= all.result.matches.length);
    const opener = clues.guesses.length === 0 && !everyGuessAnswers ? sources.opener?.('entropy', false) : undefined;
    suggestion = solver(all.result.matches, length).pick(candidates, tries - clues.guesses.length, settings.strategy, opener);
  }
  return { boards, guesses: clues.guesses, tries, length, state, suggestion };
}
