// What a server holds for its lifetime and hands every tool call: the package's files it read
// (files.ts) as lib's store, and the turn's sources for lists a call resolved (lib's resolver).

import { type ListStore, type PackageTexts, type ResolvedLists, solver, type TurnSources, textStore, turnSources } from '../lib/index.ts';

/** What a server holds for its lifetime: the package's files it read (see context.ts), as a store its turns read. */
export interface Context {
  readonly store: ListStore;
  /** What a turn reads for these lists (resolved once a call by lib's resolveLists, which also names its answers and fold). */
  sourcesOf(lists: ResolvedLists): TurnSources;
}

/** The context over the texts read at start; `more` reads a file of the package they lack (a broad list), when first named. */
export function createContext(texts: PackageTexts, more?: (path: string) => string | undefined): Context {
  const store = textStore(texts, { more, solver: () => solver });
  return { store, sourcesOf: (lists) => turnSources(store, lists) };
}
