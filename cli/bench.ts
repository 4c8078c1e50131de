// `wordle bench`: plays every answer (or a sample) with a strategy, on worker threads when
// that helps, and reports the histogram of guesses needed.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type BenchSummary, createGame, encodeGuesses, playAfterFirstGuess, quote, rankGuesses, sampleAnswers, splitByGuess, startPosition, summarize, WordleError } from '../lib/index.ts';
import { bookedOpener } from './answers.ts';
import type { BenchJob, ClassTask, WorkerMessage } from './bench-protocol.ts';
import { fdKind, writeAll } from './io.ts';
import { readWordList, resolveList } from './lists.ts';
import type { BenchOptions } from './options.ts';
import type { Report } from './report.ts';
import { strategyFor } from './strategy.ts';

export interface BenchResult extends BenchSummary {
  readonly seconds: number;
  readonly strategy: string;
  readonly hard: boolean;
  readonly opener: string;
  readonly answers: string;
  readonly guesses: string;
}

const number = (value: number) => value.toLocaleString('en-US');

/** The histogram as bars, then the summary line. */
export function renderBench(result: BenchResult): string {
  const rows = Object.entries(result.histogram).sort(([a], [b]) => Number(a) - Number(b));
  const most = Math.max(1, ...rows.map(([, games]) => games));
  const width = 40;
  const label = (guesses: string) => (guesses === '0' ? 'never' : guesses).padStart(5);
  const bars = rows.map(([guesses, games]) => {
    const bar = '█'.repeat(Math.round((games / most) * width));
    return `${label(guesses)} │ ${bar.padEnd(width)} ${number(games).padStart(6)}`;
  });
  const heading = `${result.strategy}${result.hard ? ', hard mode' : ''}: ${number(result.games)} answers (${result.answers}), guesses from ${result.guesses}, first guess ${result.opener}`;
  const summary = [
    `mean ${result.mean.toFixed(4)}`,
    `median ${result.median}`,
    `max ${result.max}`,
    `over six ${number(result.fails)}`,
    `total ${number(result.total)}`,
    `time ${result.seconds.toFixed(2)} s`,
  ].join('  ');
  return `${heading}\n\n${bars.join('\n')}\n\n${summary}\n`;
}

function progressBar(total: number): { update(done: number): void; end(): void } {
  if (fdKind(2) !== 'terminal') return { update() {}, end() {} };
  let shown = -1;
  let last = 0;
  return {
    update(done) {
      const now = Date.now();
      if (done === shown || (now - last < 100 && done < total)) return;
      shown = done;
      last = now;
      const filled = Math.round((done / total) * 30);
      writeAll(2, `\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${number(done)}/${number(total)}`);
    },
    end() {
      if (shown >= 0) writeAll(2, '\r\x1b[K');
    },
  };
}

/** Runs the class tasks on worker threads; resolves with word -> guesses needed. */
function onWorkers(root: string, job: BenchJob, tasks: ClassTask[], workers: number, onSolved: (count: number) => void): Promise<Map<string, number>> {
  const solved = new Map<string, number>();
  const queue = [...tasks].sort((a, b) => b.answers.length - a.answers.length); // big ones first
  return new Promise((resolve, reject) => {
    let running = 0;
    for (let k = 0; k < workers; k++) {
      const worker = new Worker(join(root, 'dist', 'bench-worker.cjs'), { workerData: job });
      running++;
      const next = () => worker.postMessage(queue.shift() ?? null);
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'result') {
          for (const [word, count] of message.solved) solved.set(word, count);
          onSolved(solved.size);
        }
        next();
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        running--;
        if (running === 0) resolve(solved);
      });
    }
  });
}

export async function runBench(root: string, options: BenchOptions, print: (report: Report) => void): Promise<number> {
  const started = performance.now();
  const answersRef = resolveList(root, 'answers', options.answers);
  const guessesRef = resolveList(root, 'guesses', options.guesses);
  const answerWords = readWordList(answersRef.path, undefined);
  const length = [...(answerWords[0] ?? '')].length;
  if (length === 0) throw new WordleError('USAGE', `no answers in ${answersRef.path}`);
  const answers = answerWords.filter((word) => [...word].length === length);
  // The game accepts every answer as a guess, even one the guess list lacks.
  const guessWords = [...new Set([...readWordList(guessesRef.path, length), ...answers])];
  const strategy = await strategyFor(options.strategy);
  const game = createGame(guessWords, answers, length, options.hard);
  const opener =
    options.opener?.normalize('NFC').toLowerCase() ??
    bookedOpener(root, guessesRef.bundled, answersRef.bundled, options.hard, options.strategy) ??
    rankGuesses(strategy, game, startPosition(game), 1)[0]?.word;
  if (opener === undefined || !game.guesses.indexOf.has(opener)) {
    throw new WordleError('USAGE', `the opener ${quote(opener ?? '')} is not a guess of the list`);
  }
  const targets = options.sample ? sampleAnswers(answers.length, options.sample, options.seed) : Int32Array.from(answers, (_, a) => a);
  const first = game.guesses.indexOf.get(opener) ?? -1;
  const targetSet = new Set(targets);
  const tasks: ClassTask[] = splitByGuess(game, first, Int32Array.from(answers, (_, a) => a))
    .map(({ code, targets: members }) => ({
      code,
      answers: Array.from(members, (a) => answers[a] ?? ''),
      targets: Array.from(members, (a) => a)
        .filter((a) => targetSet.has(a))
        .map((a) => answers[a] ?? ''),
    }))
    .filter((task) => task.targets.length > 0);

  const progress = progressBar(targets.length);
  const job: BenchJob = { guessWords, length, first: opener, hard: options.hard, strategy: options.strategy };
  const cores = options.workers ?? availableParallelism();
  const useWorkers = cores > 1 && tasks.length > 1 && existsSync(join(root, 'dist', 'bench-worker.cjs'));
  let solved: Map<string, number>;
  if (useWorkers) {
    solved = await onWorkers(root, job, tasks, Math.min(cores, tasks.length), (count) => progress.update(count));
  } else {
    solved = new Map();
    const base = encodeGuesses(guessWords, length);
    for (const task of tasks) {
      for (const [word, count] of playAfterFirstGuess(base, task.answers, task.targets, opener, task.code, options.hard, strategy)) {
        solved.set(word, count);
      }
      progress.update(solved.size);
    }
  }
  progress.end();
  const summary = summarize(solved.values());
  const result: BenchResult = {
    ...summary,
    seconds: (performance.now() - started) / 1000,
    strategy: options.strategy,
    hard: options.hard,
    opener,
    answers: answersRef.bundled ?? answersRef.path,
    guesses: guessesRef.bundled ?? guessesRef.path,
  };
  print({ stdout: options.json ? `${JSON.stringify(result, null, 2)}\n` : renderBench(result), stderr: '' });
  return 0;
}
