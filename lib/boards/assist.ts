// `wordle assist --boards N`: help with a live game of several boards, one line of input at a
// time, as one board's assistant (lib/talk/assist.ts) does, with its commands: a guess (Enter
// takes the suggestion), then its tiles on each board, a group a board. Pure: the host computes
// the turns; the command line reads, renders the turns and prints.

import { describeConflict } from '../clues/conflict.ts';
import { type FoldName, foldText } from '../clues/fold.ts';
import { normalizeLine, quote } from '../clues/letters.ts';
import { parsePattern } from '../clues/pattern.ts';
import type { ClueTile } from '../clues/tiles.ts';
import { isWordleError } from '../errors.ts';
import { candsPage } from '../talk/assist.ts';
import { type AssistCommand, COMMAND_REPLIES, readCommand, SHARED_COMMAND_HELP } from '../talk/commands.ts';
import { renderColumns, renderCount } from '../talk/format.ts';
import { alikeBoards, boardsLabel } from './alike.ts';
import type { BoardsTurn, BoardTurn } from './turn.ts';
import { explainBoardsGuess } from './why.ts';

export interface BoardsAssistHost {
  /** The turn after these patterns (a guess each, a tile group a board); throws a WordleError on bad input. */
  turn(patterns: readonly string[]): Promise<BoardsTurn>;
  /** Whether the word list has the word. */
  isWord(word: string): boolean;
  /** The word list's letters' rule (lib/clues/fold.ts): the lines typed are folded by it. */
  readonly fold?: FoldName | undefined;
}

export interface BoardsReply {
  /** What to say (prose: it may be wrapped to a terminal's width). */
  readonly output: string;
  /** A new turn to show after it (each board's words, the suggestion). */
  readonly turn?: BoardsTurn;
  /** Set when the session is over: every board solved, no guess left, or /quit. */
  readonly done?: 'won' | 'lost' | 'quit';
}

export const BOARDS_ASSIST_HELP = `Type a guess and press Enter (Enter alone, or 1, takes the suggestion), then
the tiles it got on each board, a group a board, separated by commas:
bbgyb,ggggg,ybbbg (a group as one board takes it: gyb.. or 21000 or 🟩🟨⬛⬛⬛
or the whole pattern, stA=rE); - for a board solved before, or leave solved
boards out. Tiles typed at once are for the suggestion; GUESS:TILES,...
(crane:bbgyb,ggggg) is a guess of your own with its tiles. Commands:
  /why [WORD]    what the suggestion or WORD does on each board still open
  /cands [B]     each open board's likely answers (/cands B: board B's, a page
                 at a time: /cands B more, /cands B N, /cands B all)
${SHARED_COMMAND_HELP}`;

/** Likely answers a board shows in /cands's overview before `... and N more`. */
const OVERVIEW_WORDS = 24;
const OVERVIEW_COLUMNS = 8;

/** What a line typed to the assistant asks for. */
export type BoardsLine =
  | { readonly kind: 'command'; readonly command: AssistCommand | undefined; readonly words: readonly string[] }
  /** A guess to be played: its tiles are asked for next. */
  | { readonly kind: 'guess'; readonly word: string }
  /** A guess with its tiles on every board, as the filter takes it (`crane:bbgyb,-,ggggg`). */
  | { readonly kind: 'pattern'; readonly pattern: string }
  | { readonly kind: 'problem'; readonly message: string };

/** Where the game stands when a line is read. */
export interface BoardsLineContext {
  /** The guess waiting for its tiles, if any. */
  readonly pending: string | undefined;
  /** The suggested guess, if any. */
  readonly suggestion: string | undefined;
  /** Whether the word list has a word (a word off it may be tiles: ggggg). */
  readonly isWord: (word: string) => boolean;
  /** Per board, whether a guess before solved it. */
  readonly solved: readonly boolean[];
  /** The word list's letters' rule: the line is folded by it first, as the list's words were. */
  readonly fold?: FoldName | undefined;
}

/**
 * What a line asks for. At a guess: a command (`/...`), the suggestion (Enter or 1), a word (a
 * guess of your own), `GUESS:TILES,...`, or tile groups for the suggestion. At a guess's tiles:
 * a command, its tiles (a group a board), or `GUESS:TILES,...` for the same guess.
 */
export function readBoardsLine(line: string, context: BoardsLineContext): BoardsLine {
  const typed = line.trim();
  const input = context.fold === undefined ? typed : foldText(typed.normalize('NFC'), context.fold);
  if (input.startsWith('/')) return { kind: 'command', ...readCommand(input) };
  const { pending, suggestion } = context;
  if (pending === undefined) {
    if (input === '' || /^\d+$/.test(input)) {
      if (suggestion === undefined) return { kind: 'problem', message: 'No suggestion to take; type a guess.' };
      if (input === '' || Number(input) === 1) return { kind: 'guess', word: suggestion };
      return { kind: 'problem', message: `No suggestion ${input}; there is one: Enter or 1 takes it.` };
    }
    if (input.includes(':')) return { kind: 'pattern', pattern: input };
    // A word in one case is a guess, unless it is off the list and reads as the suggestion's tiles
    // (ggggg); tiles, or mixed case (a whole pattern), are the suggestion's tiles.
    const word = normalizeLine(input);
    const oneCase = word !== undefined && (input === input.toLowerCase() || input === input.toUpperCase());
    const asTiles = suggestion !== undefined && readsAsTiles(suggestion, input);
    if (word !== undefined && oneCase && (context.isWord(word) || !asTiles)) return { kind: 'guess', word };
    if (suggestion === undefined) return { kind: 'problem', message: 'Type a guess, or GUESS:TILES,... for a guess with its tiles.' };
    // Whole patterns of another guess than the suggestion (cRane,crane) are played as typed.
    if (!asTiles) return { kind: 'pattern', pattern: input };
    return tilesFor(suggestion, input, context.solved);
  }
  if (input === '')
    return {
      kind: 'problem',
      message: `Type the tiles ${pending.toUpperCase()} got, a group a board (bbgyb,ggggg,...); /undo takes the guess back.`,
    };
  if (input.includes(':')) {
    const guess = normalizeLine(input.slice(0, input.indexOf(':')));
    if (guess !== pending)
      return {
        kind: 'problem',
        message: `That pattern is for ${input.slice(0, input.indexOf(':')).toUpperCase()}, not ${pending.toUpperCase()}.`,
      };
    return { kind: 'pattern', pattern: input };
  }
  return tilesFor(pending, input, context.solved);
}

/** Whether a group spells the guess (a whole pattern, `stA=rE`) rather than giving its tiles. */
const spells = (guess: string, group: string) => group.replace(/=/g, '').normalize('NFC').toLowerCase() === guess;

/** Whether the line's first group is tiles of the guess, or a whole pattern of it. */
function readsAsTiles(guess: string, input: string): boolean {
  const group =
    input
      .split(',')
      .find((part) => part.trim() !== '-')
      ?.trim() ?? '';
  if (spells(guess, group)) return true;
  try {
    // (It parses only with a tile a letter.)
    parsePattern(`${guess}:${group}`);
    return true;
  } catch (error) {
    if (isWordleError(error)) return false;
    throw error;
  }
}

const TILE_LETTER: Record<ClueTile, string> = { 0: 'b', 1: 'y', 2: 'g', 3: '?' };

/**
 * The pattern of a guess and the tile groups typed for it: a group a board (`-` for a board
 * solved before), or a group an unsolved board, the solved ones left out. A group that spells the
 * guess (`stA=rE`) gives its tiles.
 */
function tilesFor(guess: string, input: string, solved: readonly boolean[]): BoardsLine {
  const typed = input.split(',').map((group) => group.trim());
  const open = solved.filter((done) => !done).length;
  let groups: string[];
  if (typed.length === solved.length) groups = typed;
  else if (typed.length === open) {
    const given = typed[Symbol.iterator]();
    groups = solved.map((done) => (done ? '-' : (given.next().value as string)));
  } else {
    const some = open < solved.length ? ` (or ${open}, one a board still open)` : '';
    return {
      kind: 'problem',
      message: `${typed.length} tile ${typed.length === 1 ? 'group' : 'groups'} for ${solved.length} boards: give one a board${some}, separated by commas (bbgyb,ggggg,...; - for a board solved before).`,
    };
  }
  const tiles = groups.map((group) => {
    if (group === '-' || !spells(guess, group)) return group;
    try {
      return parsePattern(group)
        .tiles.map((tile) => TILE_LETTER[tile])
        .join('');
    } catch (error) {
      if (isWordleError(error)) return group;
      throw error;
    }
  });
  return { kind: 'pattern', pattern: `${guess}:${tiles.join(',')}` };
}

const playedAlready = (word: string) => `${word.toUpperCase()} was played already; enter another guess.\n`;

/** One line at a time: handle() must have answered before the next call. */
export class BoardsAssistant {
  private readonly played: string[];
  private pending: string | undefined;
  /** The board and page /cands showed last, and of which turn (a new turn starts at page 1 again). */
  private candsShown: { readonly turn: BoardsTurn; readonly board: number; readonly page: number } | undefined;

  private constructor(
    private readonly host: BoardsAssistHost,
    patterns: readonly string[],
    private turn: BoardsTurn,
  ) {
    this.played = [...patterns];
  }

  /** An assistant for a game with these patterns so far (throws a WordleError on bad ones). */
  static async create(host: BoardsAssistHost, patterns: readonly string[]): Promise<BoardsAssistant> {
    return new BoardsAssistant(host, patterns, await host.turn(patterns));
  }

  /** Where the game stands: open, or over (won, lost), or clues no word fits. */
  get state(): BoardsTurn['state'] {
    return this.turn.state;
  }

  /** The word length. */
  get length(): number {
    return this.turn.length;
  }

  /** The turn to show first. */
  start(): BoardsTurn {
    return this.turn;
  }

  /** The prompt for the next line. */
  prompt(): string {
    if (this.pending !== undefined) {
      const open = this.turn.boards.filter((board) => board.solvedAt === undefined).map((board) => board.board);
      const on = open.length === this.turn.boards.length ? `the ${open.length} boards` : boardsLabel(open);
      return `tiles for ${this.pending.toUpperCase()} on ${on}: `;
    }
    const suggestion = this.turn.suggestion?.guess;
    return `guess ${this.turn.guesses.length + 1}${suggestion ? ` [${suggestion}]` : ''}: `;
  }

  async handle(line: string): Promise<BoardsReply> {
    const read = readBoardsLine(line, {
      pending: this.pending,
      suggestion: this.turn.suggestion?.guess,
      isWord: (word) => this.host.isWord(word),
      solved: this.turn.boards.map((board) => board.solvedAt !== undefined),
      fold: this.host.fold,
    });
    switch (read.kind) {
      case 'command':
        return this.command(read.command, read.words, line.trim());
      case 'problem':
        return { output: `${read.message}\n` };
      case 'guess':
        return { output: this.take(read.word) };
      case 'pattern':
        return this.play(read.pattern);
    }
  }

  private async command(command: AssistCommand | undefined, words: readonly string[], input: string): Promise<BoardsReply> {
    switch (command) {
      case 'quit':
        return { output: '', done: 'quit' };
      case 'help':
        return { output: BOARDS_ASSIST_HELP };
      case 'undo':
        if (this.pending !== undefined) {
          this.pending = undefined;
          return { output: COMMAND_REPLIES.guessTakenBack };
        }
        if (this.played.length === 0) return { output: COMMAND_REPLIES.nothingToTakeBack };
        this.turn = await this.host.turn(this.played.slice(0, -1));
        this.played.pop();
        return { output: COMMAND_REPLIES.lastTakenBack, turn: this.turn };
      case 'cands':
        return { output: this.cands(words) };
      case 'why':
        return { output: this.why(words[0]) };
      default:
        return { output: COMMAND_REPLIES.unknown(input) };
    }
  }

  /** A guess to play next, checked: its tiles are asked for next. */
  private take(word: string): string {
    if ([...word].length !== this.turn.length) return `A guess has ${this.turn.length} letters.\n`;
    if (!this.host.isWord(word)) return `${quote(word)} is not in the word list.\n`;
    if (this.turn.guesses.includes(word)) return playedAlready(word);
    this.pending = word;
    return '';
  }

  /** Plays a guess with its tiles on every board: the new turn, or what is wrong with them. */
  private async play(pattern: string): Promise<BoardsReply> {
    let turn: BoardsTurn;
    try {
      turn = await this.host.turn([...this.played, pattern]);
    } catch (error) {
      if (!isWordleError(error)) throw error;
      return { output: `${error.message}\n` };
    }
    const guess = turn.guesses.at(-1) as string;
    if (this.turn.guesses.includes(guess)) return { output: playedAlready(guess) };
    if (turn.state === 'conflict' || turn.state === 'no-match') {
      // Kept: the tiles are entered again for the same guess.
      this.pending = guess;
      const stuck = turn.boards.filter(
        (board) => board.turn.query.conflict !== undefined || (board.solvedAt === undefined && board.turn.result.matches.length === 0),
      );
      const lines = stuck.map((board) => {
        const conflict = board.turn.query.conflict;
        return `No word fits the tiles of board ${board.board}${conflict ? `: ${describeConflict(conflict)}` : ''}.\n`;
      });
      return { output: `${lines.join('')}Check them and enter them again (/undo to change the guess).\n` };
    }
    this.played.push(pattern);
    this.pending = undefined;
    this.turn = turn;
    if (turn.state === 'won') return { output: '', turn, done: 'won' };
    if (turn.state === 'lost') return { output: '', turn, done: 'lost' };
    return { output: '', turn };
  }

  /** /why [WORD]: what the suggestion (or WORD) does on each board still open. */
  private why(argument: string | undefined): string {
    const suggestion = this.turn.suggestion?.guess;
    if (argument === undefined || /^\d+$/.test(argument)) {
      if (suggestion === undefined) return 'No suggestion; /why WORD explains a word.\n';
      if (Number(argument ?? 1) !== 1) return `No suggestion ${argument}; /why takes 1 (the suggestion) or a word.\n`;
      return explainBoardsGuess(this.turn, suggestion);
    }
    const word = normalizeLine(argument);
    if (word === undefined || [...word].length !== this.turn.length) return `/why takes a word of ${this.turn.length} letters.\n`;
    // (As --why: a word off the list is refused, and the game goes on.)
    if (!this.host.isWord(word)) return COMMAND_REPLIES.notAWord(word);
    return explainBoardsGuess(this.turn, word);
  }

  /** /cands: each open board's first likely answers; /cands B [more|all|N]: board B's, a page at a time. */
  private cands(words: readonly string[]): string {
    const [which, page] = words;
    const count = this.turn.boards.length;
    if (which === undefined) return this.overview();
    const board = /^\d+$/.test(which) ? this.turn.boards[Number(which) - 1] : undefined;
    if (board === undefined) return `/cands takes a board from 1 to ${count}, then more, all or a page number.\n`;
    if (board.solvedAt !== undefined)
      return `Board ${board.board} is solved: ${(this.turn.guesses[board.solvedAt - 1] ?? '').toUpperCase()}, guess ${board.solvedAt}.\n`;
    const list = { matches: board.turn.result.matches, candidates: board.turn.suggested.candidates };
    const shown = this.candsShown;
    const last = shown?.turn === this.turn && shown.board === board.board ? shown.page : 0;
    const answer = candsPage(list, page, last, `/cands ${board.board}`);
    if (answer.page !== undefined) this.candsShown = { turn: this.turn, board: board.board, page: answer.page };
    return answer.output;
  }

  /** Each open board (boards alike once) with its count and its first likely answers. */
  private overview(): string {
    const lines: string[] = [];
    const open = this.turn.boards.filter((board) => board.solvedAt === undefined);
    for (const group of alikeBoards(open)) {
      const first = group[0] as BoardTurn;
      const { matches } = first.turn.result;
      const { candidates } = first.turn.suggested;
      lines.push(`${boardsLabel(group.map((board) => board.board))}: ${renderCount(matches.length, candidates.length)}`);
      const shown = candidates.slice(0, OVERVIEW_WORDS);
      lines.push(
        ...renderColumns(shown, OVERVIEW_COLUMNS)
          .trimEnd()
          .split('\n')
          .filter((row) => row !== '')
          .map((row) => `  ${row}`),
      );
      if (shown.length < candidates.length)
        lines.push(`  ... and ${candidates.length - shown.length} more (/cands ${first.board} shows them a page at a time)`);
    }
    return `${lines.join('\n')}\n`;
  }
}
