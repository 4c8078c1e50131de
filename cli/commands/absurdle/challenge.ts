// `wordle absurdle --target WORD --solve`: a shortest forcing sequence to the target (the host
// keeps the largest group, and must end on it), and the proof that none is shorter: depth by
// depth, every opening (a first guess whose kept group holds the target, lib/absurdle/challenge.ts)
// searched in full on worker threads before the next depth. The openings are handed out in
// runs, in their order; the sequence shown is the first opening's that has one, whichever thread
// finds it first, so the answer is the same on any number of threads.

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  type AbsurdleLists,
  absurdleChallengeOpenings,
  absurdleReplies,
  absurdleTableBytes,
  challengeState,
  prepareAbsurdleSearch,
  renderAbsurdleReplies,
} from '../../../lib/absurdle/index.ts';
import { WordleError } from '../../../lib/index.ts';
import { createPool } from '../../../workers/pool.ts';
import { writeAll } from '../../io.ts';
import { statusLine } from '../../progress.ts';
import type { ABSURDLE, ArgsOf } from '../../spec.ts';
import type { CommandContext } from '../context.ts';
import { jsonReply } from './reply.ts';
import type { AbsurdleApi, AbsurdleJob } from './worker.ts';

type Args = ArgsOf<typeof ABSURDLE>;

/** The longest forcing sequence looked for, the target's guess included (on the original lists none is longer than five). */
export const MAX_FORCING = 8;

const number = (value: number) => value.toLocaleString('en-US');

/** Runs of openings a thread is handed at a time, per thread: enough to share the work, few enough that a run's groups are near each other. */
const RUNS_PER_THREAD = 8;

export async function solveChallenge(lists: AbsurdleLists, target: number, args: Args, context: CommandContext): Promise<number> {
  if (args.hard) throw new WordleError('USAGE', '--target --solve searches normal mode only: drop --hard');
  const word = lists.answers.words[target] as string;
  if (lists.guesses.indexOf.get(word) === undefined)
    throw new WordleError('USAGE', `the target '${word}' is not an allowed guess: the challenge cannot be won`);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const status = statusLine(200);
  status.show('making the table of feedback codes (Ctrl-C stops)');
  const shared = new SharedArrayBuffer(absurdleTableBytes(lists));
  const search = prepareAbsurdleSearch(lists, false, { buffer: shared, filled: false });
  const openings = absurdleChallengeOpenings(search, target);
  const workers = Math.max(1, Math.min(args.workers ?? availableParallelism(), openings.length));
  const job: AbsurdleJob = { answers: lists.answers.words, guesses: lists.guesses.words, hard: false, table: shared };
  const pool = createPool<AbsurdleApi>({
    script: join(context.root, 'dist', 'absurdle-worker.cjs'),
    workerData: job,
    size: workers,
    name: 'absurdle',
  });
  // (A host of one word holds the target alone already: guessing it wins.)
  let found: number[] | undefined = lists.answers.words.length === 1 ? [] : undefined;
  let depth = 1;
  try {
    for (; depth < MAX_FORCING && openings.length > 0 && !found; depth++) {
      let done = 0;
      const show = (now = false) =>
        status.show(
          `looking for ${depth} ${depth === 1 ? 'guess that leaves' : 'guesses that leave'} ${word} alone: ${number(done)} of ${number(openings.length)} first guesses, ${seconds()} s (Ctrl-C stops)`,
          now,
        );
      show(true);
      found = await firstFound(openings, workers * RUNS_PER_THREAD, (run, signal) =>
        pool.call(
          'force',
          { target, openings: run, within: depth },
          {
            signal,
            onProgress: (searched) => {
              done += searched;
              show();
            },
          },
        ),
      );
    }
  } finally {
    status.end();
    await pool.close();
  }
  if (!found) {
    const why = openings.length === 0 ? `no first guess keeps ${word} among the words left` : `none of ${MAX_FORCING} guesses or fewer`;
    context.write(
      args.json
        ? `${JSON.stringify({ target: word, sequence: null, seconds: Number(seconds()) })}\n`
        : `No forcing sequence to ${word}: ${why}.\n`,
    );
    return 1;
  }
  const words = [...found, lists.guesses.indexOf.get(word) as number].map((g) => lists.guesses.words[g] as string);
  // The sequence as the host plays it: the search's table and the host's own rule must agree.
  const replies = absurdleReplies(lists, words, false, word);
  if (challengeState(replies).state !== 'won') throw new Error(`${words.join(' ')} does not win against the host`);
  if (args.json) {
    context.write(
      `${JSON.stringify({ target: word, guesses: words.length, sequence: words, replies: replies.map(jsonReply), seconds: Number(seconds()), workers })}\n`,
    );
    return 0;
  }
  context.write(
    `A shortest forcing sequence to ${word}: ${words.length} ${words.length === 1 ? 'guess' : 'guesses'}${lowerBound(words.length, word, lists)}.\n\n${renderAbsurdleReplies(replies, word)}`,
  );
  writeAll(2, `(${seconds()} s)\n`);
  return 0;
}

/** Why no shorter sequence wins: each shorter depth was searched in full. */
function lowerBound(guesses: number, word: string, lists: AbsurdleLists): string {
  const fewer = guesses - 1;
  if (fewer === 0) return '';
  if (fewer === 1) return ` (none in 1: the host starts with ${number(lists.answers.words.length)} words)`;
  return ` (none in ${fewer}: no ${fewer - 1 === 1 ? 'guess leaves' : `${fewer - 1} guesses leave`} ${word} alone)`;
}

/**
 * The first of `openings` (in order) that `search` finds a sequence from, searching runs of them
 * at once: once a run has one and every run before it has none, the rest are stopped.
 */
async function firstFound(
  openings: readonly number[],
  runs: number,
  search: (run: number[], signal: AbortSignal) => Promise<number[] | null>,
): Promise<number[] | undefined> {
  const size = Math.max(1, Math.ceil(openings.length / runs));
  const parts: number[][] = [];
  for (let at = 0; at < openings.length; at += size) parts.push(openings.slice(at, at + size));
  // (One controller a run: many listeners on one signal would be warned of as a leak.)
  const stops = parts.map(() => new AbortController());
  let stopped = false;
  const stopAll = () => {
    stopped = true;
    for (const stop of stops) stop.abort();
  };
  const results: (number[] | null | undefined)[] = parts.map(() => undefined);
  return new Promise((resolve, reject) => {
    let settled = false;
    const check = () => {
      if (settled) return;
      const first = results.findIndex((result) => result !== null);
      if (first === -1) {
        settled = true;
        resolve(undefined);
      } else if (results[first]) {
        settled = true;
        stopAll();
        resolve(results[first] ?? undefined);
      }
    };
    parts.forEach((part, k) => {
      search(part, (stops[k] as AbortController).signal).then(
        (result) => {
          results[k] = result;
          check();
        },
        (error: unknown) => {
          if (!stopped) {
            settled = true;
            stopAll();
            reject(error);
          }
        },
      );
    });
  });
}
