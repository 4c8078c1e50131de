// The page's worker: the strategies' ranking (--top) and "why this guess", off the page's thread.

import { best, checkAnswer, explainChoice, isWordleError, strategyNamed, suggest } from '../lib/index.ts';
import { computeTurn, type ListTexts, requestOf } from './engine.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
let lists: ListTexts = { bundled: {}, openers: undefined };

scope.onmessage = ({ data }) => {
  if (data.type === 'lists') {
    lists = data.lists;
    return;
  }
  try {
    const turn = computeTurn(lists, data.patterns, data.settings);
    const strategy = data.settings.strategy === 'best' ? best : strategyNamed(data.settings.strategy);
    if (data.type === 'why') {
      const word = checkAnswer(data.word, turn.query.length);
      scope.postMessage({ type: 'why', id: data.id, text: explainChoice({ ...requestOf(turn, 1), strategy }, word) });
      return;
    }
    const start = performance.now();
    const { ranked } = suggest({ ...requestOf(turn, data.top), strategy });
    scope.postMessage({ type: 'rank', id: data.id, ranked, ms: performance.now() - start });
  } catch (error) {
    scope.postMessage({ type: 'error', id: data.id, kind: data.type, message: isWordleError(error) ? error.message : String(error) });
  }
};
