// A long search made visible: the progress line on stderr (on a terminal) while best searches,
// and the note when its time limit stopped it. Apart from the strategies, so that the plain
// turn's bundle can take it without them.
import type { BestOptions, BestProgress, TurnNote } from '../lib/index.ts';
import { searchedText, searchProgressText } from '../lib/talk/index.ts';
import { fdKind, writeAll } from './io.ts';

export interface ProgressSettings {
  /** Seconds a search may take (0: no limit), as the note says it. */
  readonly timeLimit?: number | undefined;
  /** Show a progress line on stderr (when it is a terminal) during a long search. */
  readonly progress?: boolean | undefined;
}

/** A search taking longer than this shows a progress line (on a terminal). */
const QUIET_MS = 1000;

/** What a search tells as it runs (see BestOptions). */
export type SearchHooks = Pick<BestOptions, 'onStart' | 'onProgress' | 'shouldStop' | 'onEnd'>;

/**
 * best's hooks that show a search on stderr: the progress line (shouldStop is its heartbeat,
 * and never stops) and the note when the time limit stopped it. clear() wipes the line.
 */
export function searchHooks(settings: ProgressSettings): Required<SearchHooks> & { clear(): void } {
  const progress = progressLine(settings.progress === true);
  return {
    onStart: progress.begin,
    onProgress: progress.update,
    shouldStop: progress.tick,
    onEnd(run) {
      progress.end();
      if (run.from === 'stopped') writeAll(2, stoppedMessage(settings.timeLimit ?? 0, run));
    },
    clear: progress.end,
  };
}

/** What the CLI says when best's search was stopped before its end (see TurnNote). */
export function stoppedMessage(timeLimit: number, run: { readonly searched: number; readonly candidates: number }): string {
  return `wordle: best stopped at --time-limit ${timeLimit} s${searchedText(run.searched, run.candidates)}: this is the best guess found so far\n`;
}

/** The stderr lines for a turn's notes that are not said elsewhere (the fall-back is the report's). */
export function noteLines(notes: readonly TurnNote[], timeLimit: number): string {
  return notes.map((note) => (note.kind === 'stopped' ? stoppedMessage(timeLimit, note) : '')).join('');
}

/** The line on stderr that shows a long search is alive: what it has done, the best so far. */
function progressLine(wanted: boolean): { begin(): void; update(progress: BestProgress): void; tick(): boolean; end(): void } {
  // (Asked before statusLine is: a turn piped, the everyday one, then compiles and caches none of it.)
  if (!wanted || fdKind(2) !== 'terminal') return { begin() {}, update() {}, tick: () => false, end() {} };
  const line = statusLine(200);
  let started = performance.now();
  let latest: BestProgress | undefined;
  const show = () => {
    const now = performance.now();
    if (now - started < QUIET_MS || !line.due()) return;
    const seconds = ((now - started) / 1000).toFixed(1);
    line.show(`${searchProgressText(latest)}, ${seconds} s (Ctrl-C stops)`, true);
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
    end: line.end,
  };
}

/** A line on stderr that a long task rewrites in place, on a terminal (elsewhere it shows nothing). */
export interface StatusLine {
  /** stderr is a terminal. */
  readonly on: boolean;
  /** Whether a line shown now would be seen: on, and `everyMs` since the last one shown. */
  due(): boolean;
  /** Shows `text` in place of the line (when due, or `always`). */
  show(text: string, always?: boolean): void;
  /** Wipes the line, if one was shown. */
  end(): void;
}

/** A status line on stderr, shown at most once each `everyMs` (the first no sooner than that after the process started). */
export function statusLine(everyMs = 0): StatusLine {
  const on = fdKind(2) === 'terminal';
  // (Not 0: performance.now() counts from the process's start, and a young process's first line would be dropped.)
  let shownAt = Number.NEGATIVE_INFINITY;
  let shown = false;
  const due = () => on && performance.now() - shownAt >= everyMs;
  return {
    on,
    due,
    show(text, always = false) {
      if (!(always ? on : due())) return;
      shownAt = performance.now();
      shown = true;
      writeAll(2, `\r\x1b[K${text}`);
    },
    end() {
      if (shown) writeAll(2, '\r\x1b[K');
      shown = false;
    },
  };
}
