// `wordle play --boards N`: Quordle (or Dordle, Octordle, ...) in the terminal. Each guess is
// played on every board still unsolved; the boards' rows are shown side by side, and under them
// each board's keyboard, coloured by what that board told. (Part of dist/boards.cjs.)

import {
  BoardsAssistant,
  type BoardsAssistHost,
  type BoardsLayout,
  type BoardsStrategyName,
  boardRows,
  boardsName,
  boardsShareGrid,
  boardsTries,
  checkBoards,
  playBoardsTurn,
  sampleGames,
} from '../../../lib/boards/index.ts';
import {
  type Clue,
  type FoldName,
  feedback,
  quote,
  resolveLists,
  type Tile,
  typedWord,
  UNKNOWN_TILE,
  WordleError,
} from '../../../lib/index.ts';
import { checkAnswer, isSolved, keyboardRows, letterStates, renderPattern, wrapText } from '../../../lib/talk/index.ts';
import { wholeLists } from '../../../node/files.ts';
import { colorFor, paint, paintKey, paintTile } from '../../colour.ts';
import { fdKind, fitTerminal, terminalWidth, writeAll } from '../../io.ts';
import { ROOT } from '../../root.ts';
import { readLines } from '../interactive/lines.ts';
import { boardsLists, conflictNotes, renderBoardsTurn } from './turn.ts';

export interface BoardsPlayOptions {
  readonly boards: number | undefined;
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly word: string | undefined;
  readonly seed: number | undefined;
  readonly tries: number | undefined;
  readonly color: 'auto' | 'always' | 'never';
  readonly highContrast: boolean;
}

/** One board's row for a guess: coloured tiles, or the pattern notation without colour (padded to the same width). */
function paintRow(clue: Clue | undefined, length: number, color: boolean, contrast: boolean): string {
  const width = color ? length * 3 : length * 2;
  if (!clue) return ' '.repeat(width);
  if (!color) return renderPattern(clue.letters, clue.tiles).padEnd(width);
  // (A tile not known, ?, is painted grey: it says nothing.)
  const tileOf = (i: number): Tile => {
    const tile = clue.tiles[i] ?? 0;
    return tile === UNKNOWN_TILE ? 0 : tile;
  };
  return clue.letters.map((letter, i) => paintTile(letter, tileOf(i), contrast)).join('');
}

/** One board's keyboard, three lines, each as wide as the board's rows (`rows`: the game's, lib's keyboardRows). */
function paintKeyboard(clues: readonly Clue[], width: number, color: boolean, contrast: boolean, rows: readonly string[]): string[] {
  const states = letterStates(clues);
  return rows.map((row, r) => {
    const keys = [...row].map((letter) => {
      const state = states.get(letter) ?? 'unknown';
      if (!color)
        return state === 'green' ? letter.toUpperCase() : state === 'yellow' ? letter.toUpperCase() : state === 'grey' ? '.' : letter;
      return paintKey(letter, state, contrast);
    });
    const text = ' '.repeat(r) + keys.join('');
    const shown = row.length + r;
    return text + ' '.repeat(Math.max(0, width - shown));
  });
}

/** What a board takes on a line: its rows (tiles, or the pattern notation), and its keyboard, 13 columns. */
function boardLayout(length: number, color: boolean): BoardsLayout {
  return { margin: 3, board: Math.max(color ? length * 3 : length * 2, 13), gap: 2 };
}

/**
 * The boards side by side, in rows of boards that fit `width` columns: for each row of boards,
 * a line a guess (blank on a board solved before it), then the boards' keyboards.
 */
export function renderBoards(
  hidden: readonly string[],
  clues: readonly (readonly (Clue | undefined)[])[],
  look: { readonly color: boolean; readonly contrast: boolean; readonly width: number; readonly fold?: FoldName | undefined },
): string {
  const { color, contrast } = look;
  const length = [...(hidden[0] ?? '')].length;
  const layout = boardLayout(length, color);
  const gap = ' '.repeat(layout.gap);
  const blocks = boardRows(hidden.length, layout, look.width).map((boards) => {
    const rows = clues.map((row, at) =>
      `${String(at + 1).padStart(layout.margin - 1)} ${boards.map((b) => paintRow(row[b], length, color, contrast).padEnd(layout.board)).join(gap)}`.trimEnd(),
    );
    const keyboards = boards.map((b) =>
      paintKeyboard(
        clues.map((row) => row[b]).filter((clue): clue is Clue => clue !== undefined),
        layout.board,
        color,
        contrast,
        keyboardRows(look.fold),
      ),
    );
    const keys = [0, 1, 2].map((line) => `${' '.repeat(layout.margin)}${keyboards.map((board) => board[line] ?? '').join(gap)}`.trimEnd());
    return `${rows.join('\n')}\n\n${keys.join('\n')}\n`;
  });
  return blocks.join('\n');
}

/** Plays a game of several boards on stdin/stdout; exit status 0 when every board is solved. */
export async function runBoardsPlay(options: BoardsPlayOptions, write: (text: string) => void): Promise<number> {
  const lists = resolveLists({ guesses: options.words, answers: options.answers });
  const given = options.word?.split(/[\s,]+/).filter(Boolean);
  const count = checkBoards(options.boards ?? given?.length ?? 4);
  // Each hidden word as long as the first given (folded: `cœur` has five letters); picked, at
  // lib's length for the lists (a broad list of ours: five letters; else the first word's).
  const wordLength = given?.[0] === undefined ? undefined : [...checkAnswer(given[0], undefined, lists.fold)].length;
  const whole = wholeLists(ROOT, lists, wordLength);
  const { answers } = whole;
  const hidden = given
    ? given.map((word) => checkAnswer(word, wordLength, lists.fold))
    : (sampleGames(answers, count, 1, options.seed ?? Math.floor(Math.random() * 2 ** 31))[0] ?? []);
  if (hidden.length !== count) throw new WordleError('USAGE', `--boards ${count} needs ${count} hidden words, not ${hidden.length}`);
  if (new Set(hidden).size !== hidden.length) throw new WordleError('USAGE', 'the hidden words must differ');
  const length = whole.length;
  const allowed = new Set([...whole.guesses, ...answers, ...hidden]);
  const tries = options.tries ?? boardsTries(count);
  const tty = fdKind(1) === 'terminal';
  const color = colorFor(options.color);
  // Piped, the lines are as wide as an 80-column terminal's.
  const look = { color, contrast: options.highContrast, width: (tty ? terminalWidth() : undefined) ?? 80, fold: lists.fold };
  const rows: (Clue | undefined)[][] = [];
  const solvedAt: number[] = hidden.map(() => 0);
  write(
    wrapText(
      `${boardsName(count)}: guess the ${count} hidden words in ${tries} tries; each guess is played on every board not yet solved.${fdKind(0) === 'terminal' ? ' (Ctrl-D gives up.)' : ''}\n`,
      look.width,
    ),
  );
  const end = (won: boolean) => {
    const unsolved = hidden.filter((_, b) => solvedAt[b] === 0);
    write(
      won
        ? `${boardsName(count)} solved in ${rows.length}/${tries}.\n`
        : `Unsolved: ${unsolved.map((word) => word.toUpperCase()).join(' ')}.\n`,
    );
    write(`\n${boardsShareGrid(rows, count, tries, options.highContrast)}`);
    return won ? 0 : 1;
  };
  return readLines({
    prompt: () => `guess ${rows.length + 1}/${tries}: `,
    line(typed) {
      const word = typedWord(typed, lists.fold);
      const problem =
        word === undefined
          ? `${quote(typed.trim())} is not a word`
          : [...word].length !== length
            ? `a guess has ${length} letters`
            : !allowed.has(word)
              ? `${quote(word)} is not in the word list`
              : rows.some((row) => row.some((clue) => clue?.letters.join('') === word))
                ? `${quote(word)} was already guessed`
                : undefined;
      if (problem !== undefined || word === undefined) {
        write(`${problem}\n`);
        return undefined;
      }
      const row = hidden.map((answer, b): Clue | undefined => {
        if (solvedAt[b] !== 0) return undefined;
        const tiles = feedback([...word], [...answer]);
        return { letters: [...word], tiles, text: word };
      });
      rows.push(row);
      row.forEach((clue, b) => {
        if (clue && isSolved(clue)) solvedAt[b] = rows.length;
      });
      write(renderBoards(hidden, rows, look));
      if (solvedAt.every((at) => at > 0)) return end(true);
      if (rows.length >= tries) return end(false);
      return undefined;
    },
    end: () => end(false),
  });
}

export interface BoardsAssistOptions {
  readonly boards: number | undefined;
  readonly tries: number | undefined;
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly boardsStrategy: BoardsStrategyName;
  readonly color: 'auto' | 'always' | 'never';
}

/**
 * `wordle assist --boards N`: help with a live game of several boards, as one board's assist
 * does (lib's BoardsAssistant: a guess, then its tiles on each board; /why, /cands, /undo, /quit).
 * Exit status 0 when every board is solved or on /quit and Ctrl-D, 1 when the tries ran out or
 * the patterns given leave a board no word.
 */
export async function runBoardsAssist(
  options: BoardsAssistOptions,
  patterns: readonly string[],
  write: (text: string) => void,
): Promise<number> {
  // (stdin is the player's: the guesses are a list named, or the bundled one.)
  const lists = await boardsLists({ guesses: options.words, answers: options.answers });
  const tty = fdKind(1) === 'terminal';
  const color = colorFor(options.color);
  const look = { color, width: tty ? terminalWidth() : undefined, all: false, onlyAnswers: false, quiet: false, alike: true };
  const settings = { strategy: options.boardsStrategy, boards: options.boards, tries: options.tries, suggest: true };
  let words: ReadonlySet<string> = new Set();
  const host: BoardsAssistHost = {
    turn: (played) => playBoardsTurn(played, lists.sources, settings, lists.solver),
    isWord: (word) => words.has(word),
    fold: lists.sources.fold,
  };
  let assistant: BoardsAssistant | undefined;
  return readLines({
    prompt: () => paint(color, '1', assistant?.prompt() ?? ''),
    async begin() {
      const made = await BoardsAssistant.create(host, patterns);
      write(renderBoardsTurn(made.start(), look));
      // As the filter: patterns that clash are named on stderr, with exit status 1.
      writeAll(2, conflictNotes(made.start()));
      if (made.state !== 'open') return made.state === 'won' ? 0 : 1;
      words = await lists.words(made.length);
      assistant = made;
      return undefined;
    },
    async line(line) {
      const reply = await (assistant as BoardsAssistant).handle(line);
      // Prose is wrapped to the terminal; a turn's columns fit it already.
      write(fitTerminal(reply.output));
      if (reply.turn) write(renderBoardsTurn(reply.turn, look));
      return reply.done === undefined ? undefined : reply.done === 'lost' ? 1 : 0;
    },
    end: () => 0,
  });
}
