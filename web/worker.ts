// The page's worker: the strategies' ranking (--top) and "why this guess", off the page's thread.

import { type BestRun, type Book, checkAnswer, createBest, explainChoice, isWordleError, parseBook, type Strategy, strategyNamed, suggest, withBook } from '../lib/index.ts';
import { bookName, computeTurn, type ListTexts, requestOf, type Settings } from './engine.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
let lists: ListTexts = { bundled: {}, openers: undefined, books: {} };
const books = new Map<string, Book>();

/** The book for the lists and mode, parsed when first used. */
function bookFor(settings: Settings): Book | undefined {
  const name = bookName(settings);
  const text = name === undefined ? undefined : lists.books[name];
  if (name === undefined || text === undefined) return undefined;
  let book = books.get(name);
  if (!book) books.set(name, (book = parseBook(text)));
  return book;
}

/** As the CLI: best plays its book and stops at the time limit; the others' guard falls back on the book in hard mode. */
function strategyFor(settings: Settings, progressId: number | undefined, ended: (run: BestRun) => void): Strategy {
  const book = settings.strategy === 'best' || settings.hard ? bookFor(settings) : undefined;
  if (settings.strategy !== 'best') return withBook(strategyNamed(settings.strategy), book);
  return createBest({
    book,
    timeLimit: settings.timeLimit * 1000,
    clock: () => performance.now(),
    onProgress: progressId === undefined ? undefined : (progress) => scope.postMessage({ type: 'progress', id: progressId, progress }),
    onEnd: ended,
  });
}

scope.onmessage = ({ data }) => {
  if (data.type === 'lists') {
    lists = data.lists;
    books.clear();
    return;
  }
  try {
    const turn = computeTurn(lists, data.patterns, data.settings);
    let run: BestRun | undefined;
    const strategy = strategyFor(data.settings, data.type === 'rank' ? data.id : undefined, (ended) => (run = ended));
    if (data.type === 'why') {
      const word = checkAnswer(data.word, turn.query.length);
      scope.postMessage({ type: 'why', id: data.id, text: explainChoice({ ...requestOf(turn, 1), strategy }, word) });
      return;
    }
    const start = performance.now();
    const { ranked } = suggest({ ...requestOf(turn, data.top), strategy });
    const stopped = run?.from === 'stopped' ? { searched: run.searched, candidates: run.candidates } : undefined;
    scope.postMessage({ type: 'rank', id: data.id, ranked, ms: performance.now() - start, stopped });
  } catch (error) {
    scope.postMessage({ type: 'error', id: data.id, kind: data.type, message: isWordleError(error) ? error.message : String(error) });
  }
};
