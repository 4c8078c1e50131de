// The page's worker: the turns that need the ranked side (strategies, guard, book, best's
// search), "why this guess" and the review view's reviews, off the page's thread. lib's playTurn with the solver decides;
// this only passes the lists, the progress of a search, and the answers.

import { type BestProgress, isWordleError, solver } from '../lib/index.ts';
import { computeReview, computeTurn, type ListTexts } from './engine.ts';
import type { FromWorker, Stopped, ToWorker } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

// Set by the build (scripts/build-web.mjs): best's books and the proofs made ahead for the page's lists.
declare const WORDLE_BOOKS: Record<string, string>;
declare const WORDLE_PROOFS: Record<string, string>;

const scope = self as unknown as WorkerScope;
let lists: ListTexts = { bundled: {}, openers: undefined, books: WORDLE_BOOKS, proofs: WORDLE_PROOFS };

async function answer(data: Exclude<ToWorker, { type: 'lists' }>): Promise<FromWorker> {
  const clock = () => performance.now();
  if (data.type === 'review')
    return { type: 'review', id: data.id, review: await computeReview(lists, data.settings, data.ask, solver, { clock }) };
  if (data.type === 'why') {
    const turn = await computeTurn(lists, data.patterns, data.settings, { top: 1, why: data.word }, solver, { clock });
    return { type: 'why', id: data.id, explanation: turn.explanation };
  }
  const start = clock();
  const onProgress = (progress: BestProgress) => scope.postMessage({ type: 'progress', id: data.id, progress });
  const turn = await computeTurn(lists, data.patterns, data.settings, { top: data.top }, solver, { clock, onProgress });
  const stopped = turn.notes.find((note): note is Stopped => note.kind === 'stopped');
  return { type: 'rank', id: data.id, ranked: turn.suggested.ranked, ms: clock() - start, stopped };
}

scope.onmessage = ({ data }) => {
  if (data.type === 'lists') {
    lists = { ...data.lists, books: WORDLE_BOOKS, proofs: WORDLE_PROOFS };
    return;
  }
  answer(data).then(
    (message) => scope.postMessage(message),
    (error: unknown) =>
      scope.postMessage({ type: 'error', id: data.id, kind: data.type, message: isWordleError(error) ? error.message : String(error) }),
  );
};
