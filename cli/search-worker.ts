// A worker thread of `wordle assist --strategy best` (dist/search-worker.cjs): runs the turns'
// searches one at a time, telling the main thread how they go, which keeps reading the
// keyboard: Ctrl-C there stops the search at once (the thread is terminated).

import { workerData } from 'node:worker_threads';
import { explainChoice, suggest } from '../lib/index.ts';
import { type Report, serve } from '../workers/worker.ts';
import { type SearchJob, type SearchProgress, turnRequest } from './search-protocol.ts';
import { strategyFor } from './strategy.ts';

const job = workerData as SearchJob;
const lists = { words: job.words, text: job.words.join('\n'), answerSet: job.answers && new Set(job.answers) };
const quiet: Report<SearchProgress> = () => {};
/** Where best's hooks report: the call under way. */
let report = quiet;
const strategy = strategyFor(
  'best',
  { book: job.book, timeLimit: job.timeLimit },
  {
    onStart: () => report({ kind: 'start' }),
    onProgress: (progress) => report({ kind: 'progress', progress }),
    onEnd: (run) => report({ kind: 'end', run }),
  },
);

function reporting<T>(to: Report<SearchProgress>, search: () => T): T {
  report = to;
  try {
    return search();
  } finally {
    report = quiet;
  }
}

const request = (clues: readonly string[]) => turnRequest(lists, job.length, clues, strategy, job.hard, 1);

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const searchApi = serve({
  /** best's suggestion after these clues (their texts). */
  suggest: ({ clues }: { readonly clues: readonly string[] }, to: Report<SearchProgress>) => reporting(to, () => suggest(request(clues))),
  /** Why `word` is good or not after these clues, in words (/why). */
  why: ({ clues, word }: { readonly clues: readonly string[]; readonly word: string }, to: Report<SearchProgress>) =>
    reporting(to, () => explainChoice(request(clues), word)),
});
export type SearchApi = typeof searchApi;
