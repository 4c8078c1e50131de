// Games of several boards on the command line: `wordle bench --boards N [--games FILE]` plays
// them with a strategy and sums up how it went; `wordle show w1,w2,...` plays one and shows each
// guess. (Part of dist/boards.cjs, with the filter's turn: see filter.ts.)

import {
  type BoardsGameResult,
  type BoardsStrategyName,
  boardsName,
  boardsTries,
  checkBoards,
  createBoardsSolver,
  parseGames,
  playBoards,
  sampleGames,
} from '../../../lib/boards/index.ts';
import { answerList, feedbackNotations, quote, renderTiles, resolveLists, WordleError } from '../../../lib/index.ts';
import { listPath, readWordList } from '../../../node/files.ts';
import { readWholeText } from '../../../node/read-file.ts';
import { fdKind, writeAll } from '../../io.ts';
import type { BenchOptions } from '../../options.ts';
import { ROOT } from '../../root.ts';
import type { ArgsOf, SHOW } from '../../spec.ts';
import type { CommandContext } from '../context.ts';

export interface BoardsBenchOptions {
  readonly boards: number | undefined;
  readonly games: string | undefined;
  readonly tries: number | undefined;
  readonly boardsStrategy: BoardsStrategyName;
  readonly answers: string | undefined;
  readonly guesses: string | undefined;
  readonly sample: number | undefined;
  readonly seed: number;
  readonly opener: string | undefined;
  readonly json: boolean;
}

export interface BoardsBenchResult {
  readonly game: string;
  readonly boards: number;
  readonly tries: number;
  readonly strategy: BoardsStrategyName;
  readonly games: number;
  /** Where the games came from: the file, or the seed they were drawn with. */
  readonly from: string;
  /** Mean guesses of the games won. */
  readonly mean: number;
  readonly lost: number;
  /** Guesses -> games won in that many. */
  readonly histogram: Record<string, number>;
  readonly lostGames: readonly (readonly string[])[];
  readonly opener: string;
  readonly seconds: number;
}

/** No games file is near this size (a game a line: 16 MiB is about 700,000 games of four boards, days of bench). */
const GAMES_FILE_LIMIT = 16 << 20;

/** The games of --games FILE, else --sample N (default 100) drawn with --seed from the answers. */
function gamesOf(
  options: BoardsBenchOptions,
  answers: readonly string[],
  allowed: ReadonlySet<string>,
): { games: string[][]; from: string } {
  if (options.games !== undefined) {
    const text = readWholeText({
      file: options.games,
      name: `--games ${options.games}`,
      kind: 'games file',
      limit: GAMES_FILE_LIMIT,
      code: 'WORDS_UNREADABLE',
    });
    const games = parseGames(text, options.games, allowed);
    if (options.boards !== undefined && games[0]?.length !== options.boards)
      throw new WordleError('USAGE', `${options.games} has games of ${games[0]?.length} boards, not --boards ${options.boards}`);
    return { games, from: options.games };
  }
  const boards = checkBoards(options.boards ?? 4);
  return {
    games: sampleGames(answers, boards, options.sample ?? 100, options.seed),
    from: `${options.sample ?? 100} games drawn with seed ${options.seed}`,
  };
}

export function runBoardsBench(options: BoardsBenchOptions, onProgress: (done: number, total: number) => void): BoardsBenchResult {
  const started = performance.now();
  const lists = resolveLists({ guesses: options.guesses, answers: options.answers });
  const answers = readWordList(listPath(ROOT, answerList(lists)), undefined);
  const length = [...(answers[0] ?? 'crane')].length;
  // (The answers are allowed guesses too, as in the single-board bench.)
  const guesses = [...new Set([...readWordList(listPath(ROOT, lists.guesses), length), ...answers])];
  const { games, from } = gamesOf(options, answers, new Set([...guesses, ...answers]));
  const boards = games[0]?.length ?? 4;
  const tries = options.tries ?? boardsTries(boards);
  const solver = createBoardsSolver(guesses, length);
  const results: BoardsGameResult[] = [];
  for (const hidden of games) {
    results.push(playBoards(solver, answers, hidden, tries, options.boardsStrategy, options.opener));
    onProgress(results.length, games.length);
  }
  const won = results.filter((result) => result.won);
  const histogram: Record<string, number> = {};
  for (const result of won) histogram[result.guesses.length] = (histogram[result.guesses.length] ?? 0) + 1;
  return {
    game: boardsName(boards),
    boards,
    tries,
    strategy: options.boardsStrategy,
    games: games.length,
    from,
    mean: won.length === 0 ? 0 : won.reduce((sum, result) => sum + result.guesses.length, 0) / won.length,
    lost: results.length - won.length,
    histogram,
    lostGames: results.filter((result) => !result.won).map((result) => result.hidden),
    opener: results[0]?.guesses[0] ?? '',
    seconds: Math.round(performance.now() - started) / 1000,
  };
}

export function renderBoardsBench(result: BoardsBenchResult): string {
  const rows = Object.entries(result.histogram).sort(([a], [b]) => Number(a) - Number(b));
  const most = Math.max(1, result.lost, ...rows.map(([, games]) => games));
  const bar = (games: number) => '█'.repeat(Math.round((games / most) * 40)).padEnd(40);
  const lines = rows.map(([guesses, games]) => `${guesses.padStart(5)} │ ${bar(games)} ${String(games).padStart(6)}`);
  if (result.lost > 0) lines.push(`${'lost'.padStart(5)} │ ${bar(result.lost)} ${String(result.lost).padStart(6)}`);
  const heading = `${result.strategy}: ${result.games} ${result.game} games (${result.boards} boards, ${result.tries} tries) from ${result.from}, first guess ${result.opener}`;
  const summary = `mean ${result.mean.toFixed(4)} (games won)  lost ${result.lost}  time ${result.seconds.toFixed(2)} s`;
  const lost = result.lostGames.map((game) => `lost: ${game.join(' ')}`);
  return `${heading}\n\n${lines.join('\n')}\n\n${summary}\n${lost.length > 0 ? `${lost.join('\n')}\n` : ''}`;
}

export interface BoardsShowOptions {
  readonly words: string | undefined;
  readonly answers: string | undefined;
  readonly boards: number | undefined;
  readonly tries: number | undefined;
  readonly boardsStrategy: BoardsStrategyName;
  readonly opener: string | undefined;
  readonly json: boolean;
}

/** `wordle show w1,w2,...`: the strategy plays those hidden words, a line a guess with every board's tiles. */
export function runBoardsShow(hiddenText: string, options: BoardsShowOptions): { stdout: string; status: number } {
  const hidden = hiddenText
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (options.boards !== undefined && hidden.length !== options.boards)
    throw new WordleError('USAGE', `--boards ${options.boards} needs ${options.boards} hidden words, not ${hidden.length}`);
  checkBoards(hidden.length);
  const lists = resolveLists({ guesses: options.words, answers: options.answers });
  const answers = readWordList(listPath(ROOT, answerList(lists)), undefined);
  const length = [...(hidden[0] ?? '')].length;
  const guesses = readWordList(listPath(ROOT, lists.guesses), length);
  const known = new Set([...guesses, ...answers]);
  for (const word of hidden) if (!known.has(word)) throw new WordleError('USAGE', `${quote(word)} is not on the word list`);
  if (new Set(hidden).size !== hidden.length) throw new WordleError('USAGE', 'the hidden words must differ');
  const tries = options.tries ?? boardsTries(hidden.length);
  const game = playBoards(createBoardsSolver(guesses, length), answers, hidden, tries, options.boardsStrategy, options.opener);
  if (options.json) return { stdout: `${JSON.stringify(game, null, 2)}\n`, status: game.won ? 0 : 1 };
  const lines = game.guesses.map((guess, at) => {
    const tiles = hidden.map((word, b) => {
      const solvedAt = game.solvedAt[b] ?? 0;
      return solvedAt > 0 && solvedAt <= at ? ' '.repeat(length * 2) : renderTiles(feedbackNotations(guess, word).tiles);
    });
    return `${String(at + 1).padStart(2)}. ${guess}  ${tiles.join(' ')}`;
  });
  const end = game.won
    ? `${boardsName(hidden.length)} solved in ${game.guesses.length} of ${tries} guesses`
    : `lost: ${hidden.filter((_, b) => !game.solvedAt[b]).join(' ')} unsolved after ${tries} guesses`;
  return { stdout: `${lines.join('\n')}\n${end}\n`, status: game.won ? 0 : 1 };
}

/** `wordle bench --boards N` / `--games FILE` (cli/commands/bench/index.ts): the report or --json, with a progress line on a terminal. */
export async function benchCommand(options: BenchOptions, context: CommandContext): Promise<number> {
  if (options.tree || options.hard || options.wide) throw new WordleError('USAGE', '--tree, --hard and --wide do not go with --boards');
  const terminal = fdKind(2) === 'terminal';
  const result = runBoardsBench(options, (done, total) => {
    if (terminal) writeAll(2, `\r\x1b[K${done} of ${total} games`);
  });
  if (terminal) writeAll(2, '\r\x1b[K');
  context.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : renderBoardsBench(result));
  return 0;
}

/** `wordle show w1,w2,...` (cli/commands/show.ts). */
export async function showCommand(args: ArgsOf<typeof SHOW>, context: CommandContext): Promise<number> {
  if (args.word === undefined) throw new WordleError('USAGE', 'show with several boards needs the hidden words: wordle show w1,w2,...');
  const shown = runBoardsShow(args.word, args);
  context.write(shown.stdout);
  return shown.status;
}
