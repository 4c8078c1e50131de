// Strategies by name. `best` gets the book of the lists, the time limit, and on a terminal a
// progress line on stderr while it searches; the others get the book as their guard's last resort.
import { type Book, type Proofs, type Strategy, type StrategyName, strategyFor as strategyWith } from '../lib/index.ts';
import { type ProgressSettings, type SearchHooks, searchHooks } from './progress.ts';

export { type SearchHooks, searchHooks } from './progress.ts';

export interface SearchSettings extends ProgressSettings {
  /** The book of the lists and mode, when they are bundled ones. */
  readonly book?: Book | undefined;
  /** The proofs made ahead for the lists and mode (data/proofs/), which seed the guard. */
  readonly proofs?: Proofs | undefined;
  /** best: the wider search that makes books (wordle bench --wide). */
  readonly wide?: boolean | undefined;
  /** positional: the weight of a letter at another place. */
  readonly positionalWeight?: number | undefined;
  /** Frequency priors: each answer's weight (bench --alpha). */
  readonly weightOf?: ((word: string) => number) | undefined;
  /** Fibble: the wrong tiles of each row but the answer's (bench --lies). */
  readonly lies?: number | undefined;
}

/** The strategy; best tells `hooks` of its search (by default, on stderr as searchHooks). */
export function strategyFor(name: StrategyName, settings: SearchSettings = {}, hooks: SearchHooks = searchHooks(settings)): Strategy {
  const { onStart, onProgress, shouldStop, onEnd } = hooks;
  const timeLimitMs = (settings.timeLimit ?? 0) * 1000;
  return strategyWith(name, {
    book: settings.book,
    proofs: settings.proofs,
    wide: settings.wide,
    positionalWeight: settings.positionalWeight,
    weightOf: settings.weightOf,
    lies: settings.lies,
    timeLimitMs,
    clock: () => performance.now(),
    onStart,
    onProgress,
    shouldStop,
    onEnd,
  });
}
