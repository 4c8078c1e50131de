// A worker thread of `wordle assist --strategy best` (dist/search-worker.cjs): runs the turns'
// searches one at a time, telling the main thread how they go, which keeps reading the
// keyboard: Ctrl-C there stops the search at once (the thread is terminated).

import { workerData } from 'node:worker_threads';
import {
  plain,
  plainIn,
  playTurn,
  renderWhy,
  resolveLists,
  type Suggested,
  solver,
  type TurnSettings,
  turnSources,
} from '../../../lib/index.ts';
import { wholeLists } from '../../../node/files.ts';
import { type Report, serve } from '../../../workers/worker.ts';
import { ROOT } from '../../root.ts';
import type { SearchJob, SearchProgress } from './search-protocol.ts';

// WORDLE_PLAIN=1, inherited from the main thread: every speed mechanism off here too (lib/speed.ts).
plain(plainIn(process.env));
const job = workerData as SearchJob;
// What a turn reads here: the game's lists, resolved and read as the main thread did.
const lists = resolveLists(job.lists);
const sources = turnSources(wholeLists(ROOT, lists, job.length, { solver: () => solver }).store, lists);
const settings: TurnSettings = {
  strategy: 'best',
  hard: job.hard,
  asks: 'suggestion',
  top: 1,
  timeLimitMs: job.timeLimit * 1000,
  length: job.length,
};

/** The turn after these clues (their texts), its search told to `to` as it goes. */
const turn = (clues: readonly string[], to: Report<SearchProgress>, why?: string) =>
  playTurn(
    clues,
    sources,
    { ...settings, why },
    {
      onStart: () => to({ kind: 'start' }),
      onProgress: (progress) => to({ kind: 'progress', progress }),
      onEnd: (run) => to({ kind: 'end', run }),
      clock: () => performance.now(),
    },
  );

// (Not exported: an entry point's exports would cost its bundle a CommonJS wrapper. The type is.)
const searchApi = serve({
  /** best's suggestion after these clues (their texts). */
  suggest: async ({ clues }: { readonly clues: readonly string[] }, to: Report<SearchProgress>): Promise<Suggested> =>
    (await turn(clues, to)).suggested,
  /** Why `word` is good or not after these clues, in words (/why). */
  why: async (
    { clues, word }: { readonly clues: readonly string[]; readonly word: string },
    to: Report<SearchProgress>,
  ): Promise<string> => {
    const explanation = (await turn(clues, to, word)).explanation;
    return explanation ? renderWhy(explanation) : '';
  },
});
export type SearchApi = typeof searchApi;
