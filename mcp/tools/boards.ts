// wordle_boards_suggest: several boards at once (Dordle, Quordle, Octordle, ...): each board's
// words still possible and one guess for them all, as `wordle crane:bbgyb,bbbbb,... --json`.

import * as z from 'zod';
import {
  BOARDS_STRATEGY_NAMES,
  type BoardsSolver,
  type BoardsStrategyName,
  boardsName,
  createBoardsSolver,
  MAX_BOARDS,
  playBoardsTurn,
} from '../../lib/boards/index.ts';
import { fast, WordleError } from '../../lib/index.ts';
import { defineTool } from './define.ts';
import { counted, LIMITS, listAnswers, wordList } from './shared.ts';

const text = z.string().max(LIMITS.text);
const entry = z.object({
  guess: text.describe('the word played'),
  tiles: z
    .array(text)
    .max(MAX_BOARDS)
    .describe('its tiles on each board, in board order (g/y/b, 2/1/0 or 🟩🟨⬛), "-" for a board solved before'),
});

/** How many likely answers a board lists (its count is always whole). */
const LISTED = 50;

// One solver a word list, kept by the worker: it holds the list encoded and the first guesses worked out.
const solvers = new Map<readonly string[], BoardsSolver>();
const solverFor = (guesses: readonly string[], length: number) => {
  let made = fast('memos') ? solvers.get(guesses) : undefined;
  if (!made) solvers.set(guesses, (made = createBoardsSolver(guesses, length)));
  return made;
};

export default defineTool({
  name: 'wordle_boards_suggest',
  title: 'Suggest the next guess for several Wordle boards at once (Dordle, Quordle, Octordle...)',
  use: 'for games of several boards at once (Dordle, Quordle, Octordle...)',
  description:
    'For games of several boards guessed together (Dordle 2 boards and 7 guesses, Quordle 4 and 9, Octordle 8 and 13, Sedecordle 16 and 21, Duotrigordle 32 and 37): ' +
    'from the guesses so far and the tiles each board showed, the words still possible on each board (likely answers first) and one guess for every board still open. ' +
    'A solved board takes no more guesses: give "-" as its tiles after the guess that solved it.',
  input: z.object({
    history: z
      .array(z.union([text, entry]))
      .max(LIMITS.historyItems)
      .default([])
      .describe(
        'the guesses so far, in order: "crane:bbgyb,bbbbb,gybbb,ybbbg" (the guess, then one tile group a board), or {"guess": "crane", "tiles": ["bbgyb", "bbbbb", ...]}',
      ),
    boards: z
      .number()
      .int()
      .min(1)
      .max(MAX_BOARDS)
      .optional()
      .describe('how many boards (needed when the history is empty; else the tile groups give it)'),
    tries: z.number().int().min(1).max(200).optional().describe('guesses allowed (default: boards + 5)'),
    strategy: z
      .enum(BOARDS_STRATEGY_NAMES as unknown as [BoardsStrategyName, ...BoardsStrategyName[]])
      .default('boards')
      .describe(
        "boards (this project's: plays games out to weigh solving a board now against what a guess tells), simul (the largest sum of the boards' entropies, a board's last word first)",
      ),
    word_list: wordList,
    answers: listAnswers,
  }),
  output: z.object({
    game: z.string(),
    boards: z.array(
      z.object({
        board: z.number().int(),
        solved_at: z.number().int().nullable().describe('the guess (1-based) that solved it, or null'),
        possible_count: z.number().int(),
        likely_count: z.number().int(),
        fell_back: z.boolean(),
        likely: z.array(z.string()).describe(`its likely answers that fit (the first ${LISTED})`),
      }),
    ),
    guesses: z.array(z.string()),
    tries: z.number().int(),
    left: z.number().int(),
    state: z.enum(['won', 'lost', 'conflict', 'no-match', 'open']),
    strategy: z.string(),
    suggestion: z.string().nullable(),
    solves: z.number().nullable().describe('the chance the suggestion solves a board now'),
    bits: z.number().nullable().describe('what it tells the open boards, summed, in bits'),
  }),
  async run(context, args) {
    const patterns = args.history.map((item) => {
      if (typeof item === 'string') return item.trim().replace(/\s+/, ':').replaceAll(/\s/g, '');
      if (item.tiles.length === 0) throw new WordleError('BAD_PATTERN', `no tiles for ${item.guess}`);
      return `${item.guess}:${item.tiles.join(',')}`;
    });
    const turn = await playBoardsTurn(
      patterns,
      context.sourcesFor({ guesses: args.word_list, answers: args.answers }),
      { strategy: args.strategy, boards: args.boards, tries: args.tries, suggest: true },
      solverFor,
    );
    const boards = turn.boards.map((board) => ({
      board: board.board,
      solved_at: board.solvedAt ?? null,
      possible_count: board.turn.result.matches.length,
      likely_count: board.turn.suggested.candidates.length,
      fell_back: board.turn.suggested.fellBack,
      likely: board.turn.suggested.candidates.slice(0, LISTED),
    }));
    const pick = turn.suggestion;
    const structured = {
      game: boardsName(turn.boards.length),
      boards,
      guesses: turn.guesses,
      tries: turn.tries,
      left: turn.tries - turn.guesses.length,
      state: turn.state,
      strategy: args.strategy,
      suggestion: pick?.guess ?? null,
      solves: pick ? Math.round(pick.solves * 1000) / 1000 : null,
      bits: pick ? Math.round(pick.bits * 1000) / 1000 : null,
    };
    const lines = boards.map((board) =>
      board.solved_at !== null
        ? `Board ${board.board}: solved by guess ${board.solved_at}.`
        : `Board ${board.board}: ${counted(board.possible_count, 'possible match', 'possible matches')}, ${counted(board.likely_count, 'likely answer', 'likely answers')}${board.likely_count <= 10 ? `: ${board.likely.join(' ')}` : ''}.`,
    );
    const end =
      turn.state === 'won'
        ? `Every board is solved, in ${turn.guesses.length} guesses.`
        : turn.state === 'lost'
          ? 'No guess is left.'
          : turn.state === 'open' && pick
            ? `Next guess: ${pick.guess} (${Math.round(pick.solves * 100)}% to solve a board now), ${structured.left} guesses left.`
            : 'No word fits some board.';
    return { structured, text: [`${structured.game}:`, ...lines, end].join('\n') };
  },
});
