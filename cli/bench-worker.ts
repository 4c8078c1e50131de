// A bench worker thread: plays the classes of games the main thread hands it, one at a time.

import { parentPort, workerData } from 'node:worker_threads';
import { encodeGuesses, playAfterFirstGuess } from '../lib/index.ts';
import { strategyFor } from './strategy.ts';
import type { BenchJob, ClassTask, WorkerMessage } from './bench-protocol.ts';

const job = workerData as BenchJob;
const base = encodeGuesses(job.guessWords, job.length);
const port = parentPort;
if (port) {
  port.on('message', async (task: ClassTask | null) => {
    if (task === null) {
      port.close();
      return;
    }
    const strategy = await strategyFor(job.strategy);
    const solved = playAfterFirstGuess(base, task.answers, task.targets, job.first, task.code, job.hard, strategy);
    port.postMessage({ kind: 'result', solved: [...solved] } satisfies WorkerMessage);
  });
  port.postMessage({ kind: 'ready' } satisfies WorkerMessage);
}
