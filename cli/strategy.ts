// Strategies by name. `best` gets the book of the lists, the time limit, and on a terminal a
// progress line on stderr while it searches; the others get the book as their guard's last resort.
import { type Book, type BestOptions, type BestProgress, createBest, type Strategy, type StrategyName, strategyNamed, withBook } from '../lib/index.ts';
import { fdKind, writeAll } from './io.ts';

export interface SearchSettings {
  /** The book of the lists and mode, when they are bundled ones. */
  readonly book?: Book | undefined;
  /** Seconds a search may take (0: no limit). */
  readonly timeLimit?: number | undefined;
  /** Show a progress line on stderr (when it is a terminal) during a long search. */
  readonly progress?: boolean | undefined;
  /** best: the wider search that makes books (wordle bench --wide). */
  readonly wide?: boolean | undefined;
}

/** A search taking longer than this shows a progress line (on a terminal). */
const QUIET_MS = 1000;

/** What a search tells as it runs (see BestOptions). */
export type SearchHooks = Pick<BestOptions, 'onStart' | 'onProgress' | 'shouldStop' | 'onEnd'>;

/**
 * best's hooks that show a search on stderr: the progress line (shouldStop is its heartbeat,
 * and never stops) and the note when the time limit stopped it. clear() wipes the line.
 */
export function searchHooks(settings: SearchSettings): Required<SearchHooks> & { clear(): void } {
  const progress = progressLine(settings.progress === true);
  return {
    onStart: progress.begin,
    onProgress: progress.update,
    shouldStop: progress.tick,
    onEnd(run) {
      progress.end();
      if (run.from !== 'stopped') return;
      const searched = run.candidates > 0 ? ` after searching ${run.searched} of ${run.candidates} first guesses to the end` : '';
      writeAll(2, `wordle: best stopped at --time-limit ${settings.timeLimit} s${searched}: this is the best guess found so far\n`);
    },
    clear: progress.end,
  };
}

/** The strategy; best tells `hooks` of its search (by default, on stderr as searchHooks). */
export function strategyFor(name: StrategyName, settings: SearchSettings = {}, hooks: SearchHooks = searchHooks(settings)): Strategy {
  // The others fall back on the book where their guard cannot decide (hard mode's traps).
  if (name !== 'best') return withBook(strategyNamed(name), settings.book);
  const { onStart, onProgress, shouldStop, onEnd } = hooks;
  // (best plays its book from the start: read it now, not in the time its search is given.)
  void settings.book?.next;
  return createBest({ book: settings.book, wide: settings.wide, timeLimit: (settings.timeLimit ?? 0) * 1000, clock: () => performance.now(), onStart, onProgress, shouldStop, onEnd });
}

/** The line on stderr that shows a long search is alive: what it has done, the best so far. */
function progressLine(wanted: boolean): { begin(): void; update(progress: BestProgress): void; tick(): boolean; end(): void } {
  if (!wanted || fdKind(2) !== 'terminal') return { begin() {}, update() {}, tick: () => false, end() {} };
  let started = performance.now();
  let shownAt = 0;
  let latest: BestProgress | undefined;
  let shown = false;
  const show = () => {
    const now = performance.now();
    if (now - started < QUIET_MS || now - shownAt < 200) return;
    shownAt = now;
    shown = true;
    const seconds = ((now - started) / 1000).toFixed(1);
    const done = latest ? `${latest.done}/${latest.total} first guesses searched` : 'searching';
    const best = latest?.guess ? `, best so far ${latest.guess} (${latest.average.toFixed(3)} guesses a game)` : '';
    writeAll(2, `\r\x1b[Kbest: ${done}${best}, ${seconds} s (Ctrl-C stops)`);
  };
  return {
    begin() {
      started = performance.now();
      latest = undefined;
    },
    update(progress: BestProgress) {
      latest = progress;
      show();
    },
    tick() {
      show();
      return false;
    },
    end() {
      if (shown) writeAll(2, '\r\x1b[K');
      shown = false;
    },
  };
}
