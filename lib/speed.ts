// The mechanisms that exist only to make a turn fast, by name, and the one switch that turns
// them off: WORDLE_PLAIN=1 (every one; or a list of names, to measure or bisect one), read by
// each entry (cli/main.ts, the worker threads' entries; bin/wordle reads it itself for the code
// caches). Plain, every answer is computed the plain way and must be the same:
// test/e2e/golden-plain.test.ts replays the golden corpus so. Tables that hold what a turn could
// not work out in its time (best's books, the proofs, the first guesses of data/openers.json)
// are knowledge, not speed, and stay on; so does what changes an answer when off (the guard's
// cheap witness and budget, best's time limit).

/** A speed mechanism, by the name its readers ask for it (docs/architecture.md has the map). */
export type SpeedMechanism =
  | 'code-caches'
  | 'line-table'
  | 'canned-help'
  | 'list-index'
  | 'small-lists'
  | 'ascii-route'
  | 'every-line'
  | 'kernels'
  | 'quick-path'
  | 'memos'
  | 'first-guess-cache'
  | 'entropy-bounds'
  | 'minimax-floors'
  | 'perfect-split'
  | 'few-probes'
  | 'hard-mode-sets'
  | 'joined-game'
  | 'lazy-book'
  | 'page-facts'
  | 'challenge-shortcuts'
  | 'lies-info'
  | 'witness-shapes';

/** What is off, one setting for the thread: on globalThis, as each bundle of dist/ holds its own copy of lib. */
const PLAIN = Symbol.for('wordle.plain');
const held = globalThis as { [PLAIN]?: boolean | ReadonlySet<string> };

/** Turns the speed mechanisms off: every one (true), those named, or none (false, the default). */
export function plain(off: boolean | readonly string[]): void {
  held[PLAIN] = typeof off === 'boolean' ? off : new Set(off);
}

/** What WORDLE_PLAIN in an environment turns off: `1` every mechanism, none when unset, empty or `0`, else those it names (comma-separated). */
export function plainIn(env: Readonly<Record<string, string | undefined>>): boolean | readonly string[] {
  const value = env['WORDLE_PLAIN'];
  if (value === undefined || value === '' || value === '0') return false;
  return value === '1' || value.split(',');
}

/** Whether a speed mechanism is on: unless plain turned it off. */
export function fast(mechanism: SpeedMechanism): boolean {
  const off = held[PLAIN];
  return off === undefined || off === false || (off !== true && !off.has(mechanism));
}

/** A memo cache (mechanism `memos`): a WeakMap that keeps nothing while it is off, so each value is made afresh. */
export class MemoCache<K extends object, V> extends WeakMap<K, V> {
  override get(key: K): V | undefined {
    return fast('memos') ? super.get(key) : undefined;
  }
  override has(key: K): boolean {
    return fast('memos') && super.has(key);
  }
  override set(key: K, value: V): this {
    if (fast('memos')) super.set(key, value);
    return this;
  }
}
