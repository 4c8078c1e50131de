// The page's side of its worker (worker.ts), which ranks and explains off the page's thread.
// One request of each kind is live: a newer one replaces it, and a search still running for a
// position that is gone is stopped by ending the worker (a new one gets the live requests).

import type { ListTexts } from './engine.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

type Request = Extract<ToWorker, { type: 'rank' | 'why' | 'review' }>;
type Kind = Request['type'];
/** A request before it has its id (Omit of each member of the union). */
type Unsent<R = Request> = R extends unknown ? Omit<R, 'id'> : never;

export interface WorkerAnswers {
  ranked(message: Extract<FromWorker, { type: 'rank' }>): void;
  progress(progress: Extract<FromWorker, { type: 'progress' }>['progress']): void;
  why(explanation: Extract<FromWorker, { type: 'why' }>['explanation']): void;
  review(review: Extract<FromWorker, { type: 'review' }>['review']): void;
  /** A request failed: its kind, and the message. */
  error(message: string, kind: Kind): void;
}

export interface WorkerClient {
  /** Asks for a ranking or an explanation; its answer goes to the handlers unless replaced. */
  post(request: Unsent): void;
  /** Forgets the request of this kind (the position changed and needs none). */
  forget(kind: Kind): void;
  /** Ends the worker (the lists changed); the next request starts a new one. */
  restart(): void;
  /** Stops the ranking under way (Cancel): its worker ends, a new one serves the next request. */
  cancel(): void;
}

export function createWorkerClient(source: () => string, lists: () => ListTexts, answers: WorkerAnswers): WorkerClient {
  // (Made when the first worker starts: after the page's first answer is on screen.)
  let url: string | undefined;
  let worker: Worker | undefined;
  /** Messages the worker has not answered yet. */
  let inFlight = 0;
  /** The latest request of each kind, until answered: a restarted worker gets them again. */
  const live = new Map<Kind, Request>();
  const latest: Record<Kind, number> = { rank: 0, why: 0, review: 0 };

  function received(message: FromWorker): void {
    // A sign of life from a search, not its answer.
    if (message.type === 'progress') {
      if (message.id === latest.rank) answers.progress(message.progress);
      return;
    }
    inFlight = Math.max(0, inFlight - 1);
    const kind = message.type === 'error' ? message.kind : message.type;
    if (message.id !== latest[kind]) return;
    live.delete(kind);
    if (message.type === 'error') answers.error(message.message, message.kind);
    else if (message.type === 'why') answers.why(message.explanation);
    else if (message.type === 'review') answers.review(message.review);
    else answers.ranked(message);
  }

  function post(request: Unsent): void {
    const message = { ...request, id: Math.max(latest.rank, latest.why, latest.review) + 1 } as Request;
    latest[message.type] = message.id;
    live.set(message.type, message);
    // A search still running is for a position that is gone: stop it rather than wait.
    if (worker && inFlight > 0) restart();
    if (worker) {
      inFlight++;
      worker.postMessage(message);
      return;
    }
    url ??= URL.createObjectURL(new Blob([source()], { type: 'text/javascript' }));
    worker = new Worker(url);
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => received(data);
    worker.postMessage({ type: 'lists', lists: lists() } satisfies ToWorker);
    inFlight = 0;
    for (const waiting of live.values()) {
      inFlight++;
      worker.postMessage(waiting);
    }
  }

  function forget(kind: Kind): void {
    latest[kind]++;
    live.delete(kind);
  }

  function restart(): void {
    worker?.terminate();
    worker = undefined;
    inFlight = 0;
  }

  function cancel(): void {
    forget('rank');
    if (inFlight > 0) restart();
  }

  return { post, forget, restart, cancel };
}
