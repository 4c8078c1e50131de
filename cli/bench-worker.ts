// A bench worker thread: plays the classes of games the main thread hands it, one at a time.

import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { type BestStrategy, createGame, encodeGuesses, type Game, parseBook, playAfterFirstGuess, startPosition } from '../lib/index.ts';
import { strategyFor } from './strategy.ts';
import type { BenchJob, ClassTask, FirstGuessTask, WorkerMessage } from './bench-protocol.ts';

const job = workerData as BenchJob;
const base = encodeGuesses(job.guessWords, job.length);
const strategy = strategyFor(job.strategy, { book: job.bookPath === undefined ? undefined : parseBook(readFileSync(job.bookPath, 'utf8')), wide: job.wide });
const port = parentPort;
if (port) {
  let whole: Game | undefined;
  port.on('message', (task: ClassTask | FirstGuessTask | null) => {
    if (task === null) {
      port.close();
      return;
    }
    if ('kind' in task) {
      // One first guess, searched over every answer (the game made once per thread).
      whole ??= createGame(base, job.answers, job.length, job.hard);
      const g = base.guesses.indexOf.get(task.guess) ?? -1;
      const cost = (strategy as BestStrategy).costWithin(whole, startPosition(whole), g, task.limit);
      port.postMessage({ kind: 'cost', guess: task.guess, cost } satisfies WorkerMessage);
      return;
    }
    const lines: string[] = [];
    const record = job.tree ? (_word: string, line: string) => lines.push(line) : undefined;
    const solved = playAfterFirstGuess(base, task.answers, task.targets, job.first, task.code, job.hard, strategy, record);
    port.postMessage({ kind: 'result', solved: [...solved], lines } satisfies WorkerMessage);
  });
  port.postMessage({ kind: 'ready' } satisfies WorkerMessage);
}
