// `wordle [options] PATTERN...` with a group a board in a pattern, or --boards N: the filter's
// turn of several boards (lib/boards), in a bundle of its own (dist/boards.cjs) that the plain
// turn never reads.

import { playBoardsTurn } from '../../../lib/boards/index.ts';
import { WordleError } from '../../../lib/index.ts';
import { colorOn, noColorSet } from '../../colour.ts';
import { isPiped } from '../../decide.ts';
import { fdKind, inputKind, terminalWidth } from '../../io.ts';
import type { Options } from '../../options.ts';

import { boardsJson, boardsLists, conflictNotes, renderBoardsTurn, shownWords } from './turn.ts';

/** `wordle [options] PATTERN...` when the patterns have a group a board, or with --boards N. */
/**
 * `writeAll` is the caller's (the main bundle's): a reader gone (`| head`) is then its ClosedPipe,
 * which it knows, not this bundle's copy of the class.
 */
export async function runBoardsFilter(options: Options, writeAll: (fd: 1 | 2, text: string) => void): Promise<number> {
  const unsupported = (['top', 'why', 'explain', 'grep', 'webUrl', 'hard'] as const).find(
    (key) => options[key] !== undefined && options[key] !== false,
  );
  if (unsupported !== undefined)
    throw new WordleError('USAGE', `--${unsupported === 'webUrl' ? 'web-url' : unsupported} does not go with several boards`);
  const lists = await boardsLists({
    guesses: options.words,
    answers: options.answers,
    piped: options.words === undefined && isPiped(inputKind(0)),
  });
  const suggest = !options.count && !options.quiet && !options.onlyAnswers;
  const turn = await playBoardsTurn(
    options.patterns,
    lists.sources,
    { strategy: options.boardsStrategy, boards: options.boards, tries: options.tries, length: options.length, suggest },
    lists.solver,
  );
  const tty = fdKind(1) === 'terminal';
  const color = colorOn(options.color, tty, noColorSet());
  writeAll(2, conflictNotes(turn));
  if (options.json) writeAll(1, `${JSON.stringify(boardsJson(turn, options.boardsStrategy), null, 2)}\n`);
  else if (options.suggest) writeAll(1, turn.suggestion ? `${turn.suggestion.guess}\n` : '');
  else if (options.count) writeAll(1, turn.boards.map((board) => `${board.solvedAt ? 0 : shownWords(board, options).length}\n`).join(''));
  else
    writeAll(
      1,
      renderBoardsTurn(turn, {
        color,
        width: tty ? terminalWidth() : undefined,
        all: options.onePerLine,
        onlyAnswers: options.onlyAnswers,
        quiet: options.quiet,
      }),
    );
  if (turn.state === 'conflict' || turn.state === 'no-match') return 1;
  return options.suggest && !turn.suggestion ? 1 : 0;
}
