// A worker thread of `wordle assist --strategy best` (dist/search-worker.cjs): runs the turns'
// searches one at a time, telling the main thread how they go, which keeps reading the
// keyboard: Ctrl-C there stops the search at once (the thread is terminated).

import { parentPort, workerData } from 'node:worker_threads';
import { explainChoice, isWordleError, suggest } from '../lib/index.ts';
import type { SearchJob, SearchMessage, SearchTask } from './search-protocol.ts';
import { turnRequest } from './search-protocol.ts';
import { strategyFor } from './strategy.ts';

const port = parentPort;
if (port) {
  const job = workerData as SearchJob;
  const post = (message: SearchMessage) => port.postMessage(message);
  const lists = { words: job.words, text: job.words.join('\n'), answerSet: job.answers && new Set(job.answers) };
  const strategy = strategyFor(
    'best',
    { book: job.book, timeLimit: job.timeLimit },
    {
      onStart: () => post({ kind: 'start' }),
      onProgress: (progress) => post({ kind: 'progress', progress }),
      onEnd: (run) => post({ kind: 'end', run }),
    },
  );
  port.on('message', (task: SearchTask) => {
    try {
      const request = turnRequest(lists, job.length, task.clues, strategy, job.hard, 1);
      if (task.kind === 'why') post({ kind: 'why', id: task.id, text: explainChoice(request, task.word) });
      else post({ kind: 'suggested', id: task.id, suggested: suggest(request) });
    } catch (error) {
      post({ kind: 'failed', id: task.id, message: error instanceof Error ? error.message : String(error), code: isWordleError(error) ? error.code : undefined });
    }
  });
}
