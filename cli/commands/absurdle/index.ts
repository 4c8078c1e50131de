// `wordle absurdle [GUESS...]`: Absurdle's host (lib/absurdle) answering guesses, and the search
// for its shortest wins (--solve) or every win in four (--all, on worker threads); with
// --target WORD, the challenge mode: the replies say whether the host still holds the target,
// --target alone hosts the game from stdin (play.ts), and --solve finds a shortest forcing
// sequence to it (challenge.ts).

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  type AbsurdleLists,
  type AbsurdleWin,
  absurdleListsOf,
  absurdleReplies,
  absurdleTargetIndex,
  challengeState,
  prepareAbsurdleSearch,
  renderAbsurdleReplies,
  shortestAbsurdleWin,
} from '../../../lib/absurdle/index.ts';
import { WordleError } from '../../../lib/index.ts';
import { filesStore } from '../../../node/files.ts';
import { createPool } from '../../../workers/pool.ts';
import { writeAll } from '../../io.ts';
import { statusLine } from '../../progress.ts';
import type { ABSURDLE, ArgsOf } from '../../spec.ts';
import type { CommandContext } from '../context.ts';
import { solveChallenge } from './challenge.ts';
import { jsonReply } from './reply.ts';
import type { AbsurdleApi, AbsurdleJob } from './worker.ts';

type Args = ArgsOf<typeof ABSURDLE>;

const number = (value: number) => value.toLocaleString('en-US');

export async function run(args: Args, context: CommandContext): Promise<number> {
  if ((args.solve || args.all) && args.patterns.length > 0)
    throw new WordleError('USAGE', `--${args.solve ? 'solve' : 'all'} takes no GUESS`);
  if (args.target !== undefined && args.all) throw new WordleError('USAGE', '--target goes with GUESS or --solve, not --all');
  if (!args.solve && !args.all && args.patterns.length === 0) {
    if (args.target === undefined) throw new WordleError('USAGE', 'absurdle needs a GUESS, --solve or --all (wordle absurdle --help)');
    // --target alone: the challenge hosted line by line, the guesses read from stdin (as `play --absurdle --target`).
    if (args.json) throw new WordleError('USAGE', '--json goes with GUESS or --solve');
    if (args.workers !== undefined) throw new WordleError('USAGE', '--workers goes with --all or --target --solve');
    const options = { words: args.guesses, answers: args.answers, hard: args.hard, color: 'auto' } as const;
    return (await import('../../modes.ts')).runAbsurdlePlay(context.root, options, false, args.target);
  }
  if (args.workers !== undefined && !args.all && !(args.solve && args.target !== undefined))
    throw new WordleError('USAGE', '--workers goes with --all or --target --solve');
  const lists = absurdleListsOf(filesStore(context.root), { answers: args.answers, guesses: args.guesses });
  const target = args.target === undefined ? undefined : absurdleTargetIndex(lists, args.target);
  if (args.solve && target !== undefined) return solveChallenge(lists, target, args, context);
  if (args.solve) return solve(lists, args, context);
  if (args.all) return all(lists, args, context);
  const word = target === undefined ? undefined : (lists.answers.words[target] as string);
  const replies = absurdleReplies(lists, args.patterns, args.hard, word);
  const { state, lostAfter } = challengeState(replies);
  if (args.json) {
    const challenge = word === undefined ? {} : { target: word, state, ...(lostAfter === undefined ? {} : { lostAfter }) };
    context.write(`${JSON.stringify({ ...challenge, replies: replies.map(jsonReply) })}\n`);
  } else context.write(renderAbsurdleReplies(replies, word));
  // (A challenge lost is a game lost, as play's.)
  return word !== undefined && state === 'lost' ? 1 : 0;
}

/** How far the search for a shortest win got, for its status line: at a depth no first guess may be worth trying. */
export function winSearchText(progress: { readonly depth: number; readonly done: number; readonly of: number }): string {
  const tried =
    progress.of === 0
      ? 'no first guess is worth trying'
      : `${number(progress.done)} of ${number(progress.of)} first ${progress.of === 1 ? 'guess' : 'guesses'} worth trying`;
  return `looking for a win in ${progress.depth + 1}: ${tried}`;
}

function solve(lists: AbsurdleLists, args: Args, context: CommandContext): number {
  const started = performance.now();
  const status = statusLine(200);
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  status.show('making the table of feedback codes (Ctrl-C stops)');
  const search = prepareAbsurdleSearch(lists, args.hard);
  // (Shorter wins are ruled out first: there the first guesses worth trying are few, often none.)
  const found = shortestAbsurdleWin(search, (progress) => status.show(`${winSearchText(progress)}, ${seconds()} s (Ctrl-C stops)`));
  status.end();
  if (!found) {
    context.write(args.json ? `${JSON.stringify({ win: null })}\n` : 'No win in 6 guesses or fewer.\n');
    return 1;
  }
  const words = found.win.map((g) => lists.guesses.words[g] as string);
  // The win as the host plays it: the search's table and the host's own rule must agree.
  const replies = absurdleReplies(lists, words, args.hard);
  if (args.json) {
    context.write(
      `${JSON.stringify({ guesses: words.length, win: words, replies: replies.map(jsonReply), seconds: Number(seconds()) })}\n`,
    );
    return 0;
  }
  const fewer = words.length - 1;
  context.write(
    `A shortest win${args.hard ? ' in hard mode' : ''}: ${words.length} guesses (none in ${fewer}: no ${fewer - 1 === 1 ? 'guess leaves' : `${fewer - 1} guesses leave`} one word).\n\n${renderAbsurdleReplies(replies)}`,
  );
  writeAll(2, `(${seconds()} s)\n`);
  return 0;
}

/** First guesses a call to a worker searches: enough for its start-up to be small, few enough to share well. */
const STARTS_PER_CALL = 8;

async function all(lists: AbsurdleLists, args: Args, context: CommandContext): Promise<number> {
  const started = performance.now();
  const status = statusLine(200);
  const guesses = lists.guesses.words;
  const workers = Math.min(args.workers ?? availableParallelism(), Math.ceil(guesses.length / STARTS_PER_CALL));
  const job: AbsurdleJob = { answers: lists.answers.words, guesses, hard: args.hard };
  const pool = createPool<AbsurdleApi>({
    script: join(context.root, 'dist', 'absurdle-worker.cjs'),
    workerData: job,
    size: workers,
    name: 'absurdle',
  });
  const wins: AbsurdleWin[] = [];
  let done = 0;
  const calls: Promise<void>[] = [];
  try {
    for (let first = 0; first < guesses.length; first += STARTS_PER_CALL) {
      const starts = Array.from({ length: Math.min(STARTS_PER_CALL, guesses.length - first) }, (_, k) => first + k);
      calls.push(
        pool.call('wins', { starts, depth: 3 }).then((found) => {
          wins.push(...found);
          done += starts.length;
          const seconds = ((performance.now() - started) / 1000).toFixed(0);
          status.show(`first guess ${number(done)} of ${number(guesses.length)}: ${number(wins.length)} wins, ${seconds} s (Ctrl-C stops)`);
        }),
      );
    }
    await Promise.all(calls);
  } finally {
    status.end();
    await pool.close();
  }
  const lines = wins.map((win) => win.map((g) => guesses[g] as string)).sort((a, b) => (a.join() < b.join() ? -1 : 1));
  const seconds = (performance.now() - started) / 1000;
  if (args.json) {
    context.write(`${JSON.stringify({ count: lines.length, wins: lines, seconds: Number(seconds.toFixed(1)), workers })}\n`);
    return 0;
  }
  context.write(lines.map((line) => `${line.join(' ')}\n`).join(''));
  writeAll(
    2,
    `${number(lines.length)} wins in 4 guesses${args.hard ? ', hard mode' : ''}, ${number(lists.answers.words.length)} host words, ${number(guesses.length)} guesses: ${seconds.toFixed(1)} s on ${workers} worker ${workers === 1 ? 'thread' : 'threads'}\n`,
  );
  return 0;
}
