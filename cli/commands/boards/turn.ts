// Several boards on the command line: the lists a choice names, read once, whole (lib's
// resolver), and a turn of every board rendered for a person or as --json. Shared by the
// filter's turn (filter.ts), assist and play (play.ts), in the boards bundle.

import {
  alikeBoards,
  type BoardsSolver,
  type BoardsTurn,
  boardsFigures,
  boardsLabel,
  boardsName,
  createBoardsSolver,
} from '../../../lib/boards/index.ts';
import {
  describeConflict,
  type ListChoice,
  type ListStore,
  playTurn,
  renderColumns,
  renderCount,
  resolveLists,
  type TurnSources,
  turnSources,
} from '../../../lib/index.ts';
import { filesStore, listPath } from '../../../node/files.ts';
import { fileBlocks, listText } from '../../../node/read-words.ts';
import { paint } from '../../colour.ts';
import { queryJson } from '../../report.ts';
import { ROOT } from '../../root.ts';

export interface BoardsLists {
  readonly sources: TurnSources;
  /** The solver for the allowed guesses, made once and kept across turns. */
  solver(guesses: readonly string[], length: number): BoardsSolver;
  /** The allowed guesses of a length (every word of the guess list of that length). */
  words(length: number): Promise<ReadonlySet<string>>;
}

/** The lists a choice names (lib's rule, as one board's), each read once, whole: several boards filter them once a board. */
export async function boardsLists(choice: ListChoice): Promise<BoardsLists> {
  const lists = resolveLists(choice);
  const files = filesStore(ROOT);
  const guessList = files.guessList(lists.guesses);
  const guesses = await listText(guessList.text);
  const answers = lists.answers.kind === 'every' ? '' : await listText(fileBlocks(listPath(ROOT, lists.answers)));
  // The lists' first guesses made ahead, when both are lists of ours (a -f file by its content), asked for on a first turn only.
  const store: ListStore = { ...files, guessList: () => ({ text: guesses, name: guessList.name }), answers: () => answers };
  let made: { key: readonly string[]; solver: BoardsSolver } | undefined;
  const sources = turnSources(store, lists);
  return {
    sources,
    solver(all, length) {
      if (made?.key !== all) made = { key: all, solver: createBoardsSolver(all, length) };
      return made.solver;
    },
    async words(length) {
      const settings = { strategy: 'coverage', hard: false, asks: 'matches', top: 1, timeLimitMs: 0, length } as const;
      return new Set((await playTurn([], sources, settings)).result.matches);
    },
  };
}

/** For stderr: each board whose patterns clash, and how (as the filter names a clash). */
export function conflictNotes(turn: BoardsTurn): string {
  return turn.boards
    .filter((board) => board.turn.query.conflict)
    .map((board) => `wordle: board ${board.board}: ${describeConflict(board.turn.query.conflict ?? ({} as never))}\n`)
    .join('');
}

/** Words of a board shown on a terminal or in a pipe before `... and N more` (all of them with --json or -1). */
export const SHOWN_WORDS = 60;

/** A board's words as shown: its likely answers first, then its other matches (only the likely ones with -a). */
export function shownWords(board: BoardsTurn['boards'][number], options: { readonly onlyAnswers: boolean }): readonly string[] {
  const likely = board.turn.suggested.candidates;
  if (options.onlyAnswers || board.turn.suggested.fellBack) return likely;
  const first = new Set(likely);
  return [...likely, ...board.turn.result.matches.filter((word) => !first.has(word))];
}

/** What --json prints: the game, each board with the single-board fields, and the suggestion. */
export function boardsJson(turn: BoardsTurn, strategy: string): object {
  return {
    game: boardsName(turn.boards.length),
    boards: turn.boards.map((board) => ({
      board: board.board,
      solved: board.solvedAt !== undefined,
      solvedAt: board.solvedAt ?? null,
      ...boardFields(board.turn),
      likely: board.turn.suggested.candidates,
    })),
    guesses: turn.guesses,
    tries: turn.tries,
    left: turn.tries - turn.guesses.length,
    state: turn.state,
    strategy,
    suggestion: turn.suggestion ? turn.suggestion.guess : null,
    solves: turn.suggestion ? round(turn.suggestion.solves) : null,
    bits: turn.suggestion ? round(turn.suggestion.bits) : null,
  };
}

/** A board's single-board fields (patterns, matches, count, likelyAnswers, fellBack, ...), without the single board's suggestion. */
function boardFields(turn: BoardsTurn['boards'][number]['turn']): object {
  const {
    suggestion: _suggestion,
    top: _top,
    scoreMeans: _means,
    strategy: _strategy,
    hard: _hard,
    ...fields
  } = queryJson(turn.query, turn.result, turn.suggested) as Record<string, unknown>;
  return fields;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export interface BoardsLook {
  readonly color: boolean;
  readonly width: number | undefined;
  /** Every word, one a line, instead of the first SHOWN_WORDS in columns. */
  readonly all: boolean;
  readonly onlyAnswers: boolean;
  readonly quiet: boolean;
  /** Boards alike (the same patterns: every board of a first turn) shown once, under a label naming them all. */
  readonly alike?: boolean;
}

/** The turn for a person: a heading, each board's count and words (likely answers first, bold in colour), the suggestion. */
export function renderBoardsTurn(turn: BoardsTurn, look: BoardsLook): string {
  const lines: string[] = [];
  const name = boardsName(turn.boards.length);
  const solved = turn.boards.filter((board) => board.solvedAt !== undefined).length;
  if (!look.quiet)
    lines.push(
      paint(
        look.color,
        '1',
        `${name}: ${turn.guesses.length} of ${turn.tries} guesses played, ${solved} of ${turn.boards.length} boards solved`,
      ),
    );
  const groups = look.alike ? alikeBoards(turn.boards) : turn.boards.map((board) => [board]);
  for (const group of groups) {
    const board = group[0] as BoardsTurn['boards'][number];
    if (board.solvedAt !== undefined) {
      lines.push(`board ${board.board}: solved by guess ${board.solvedAt} (${turn.guesses[board.solvedAt - 1]})`);
      continue;
    }
    const words = shownWords(board, look);
    const likely = board.turn.suggested.candidates.length;
    const fellBack = board.turn.suggested.fellBack;
    const label = boardsLabel(group.map((alike) => alike.board));
    lines.push(`${label}: ${renderCount(board.turn.result.matches.length, fellBack || look.onlyAnswers ? undefined : likely)}`);
    const shown = look.all ? words : words.slice(0, SHOWN_WORDS);
    const likelySet = new Set(board.turn.suggested.candidates);
    const marked = (text: string) =>
      look.color ? text.replace(/[^\s]+/g, (word) => (likelySet.has(word) ? `\x1b[1m${word}\x1b[0m` : word)) : text;
    if (shown.length > 0) {
      const columns = look.all ? 1 : Math.max(1, Math.floor(((look.width ?? 80) - 2 + 1) / (turn.length + 1)));
      const text = renderColumns(shown, Math.min(columns, 10));
      lines.push(
        ...marked(text)
          .trimEnd()
          .split('\n')
          .map((line) => `  ${line}`),
      );
    }
    if (shown.length < words.length) lines.push(`  ... and ${words.length - shown.length} more`);
    if (!look.color && !fellBack && !look.onlyAnswers && likely < words.length && likely > 0 && likely <= SHOWN_WORDS)
      lines.push(`  (the first ${likely === 1 ? 'is the likely answer' : `${likely} are likely answers`})`);
  }
  if (turn.state === 'won') lines.push(`every board solved in ${turn.guesses.length} guesses`);
  if (turn.state === 'lost') lines.push(`no guess left: ${turn.boards.length - solved} boards unsolved`);
  if (turn.suggestion && !look.quiet) {
    lines.push(`guess for next word: ${paint(look.color, '1;32', turn.suggestion.guess)} (${boardsFigures(turn.suggestion)})`);
  }
  return `${lines.join('\n')}\n`;
}
