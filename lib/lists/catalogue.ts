// The word lists bundled with wordle, by the names the front ends take (`--answers nyt`, the
// MCP tools' `answers`), and the first guesses precomputed for them (data/openers.json).
// Paths are relative to the package root; reading the files is the front ends' business.

import type { FoldName } from '../clues/fold.ts';

export type ListKind = 'answers' | 'guesses';

/** Bundled lists by name, relative to the package root (see data/SOURCES.md). */
export const BUNDLED_LISTS: Readonly<Record<ListKind, Readonly<Record<string, string>>>> = {
  answers: {
    '2023': 'data/answers-2023.txt',
    nyt: 'data/answers-nyt.txt',
    original: 'data/answers-2022.txt',
    es: 'data/answers-es.txt',
    fr: 'data/answers-fr.txt',
  },
  guesses: { nyt: 'wordle.txt', original: 'data/guesses-2022.txt' },
};

export const DEFAULT_LIST: Readonly<Record<ListKind, string>> = { answers: '2023', guesses: 'nyt' };

/** A broad list of ours: where it is, and what it declares of itself. */
export interface BroadList {
  /** Relative to the package root. */
  readonly path: string;
  /** The letters' rule of the game in its language (lib/clues/fold.ts): its words were folded by it, and so are the patterns typed for it. */
  readonly fold?: FoldName | undefined;
  /** The likely answers when none are named: 'all', every word of it (its language has no answer list); absent, the default answers. */
  readonly answers?: 'all' | undefined;
}

/**
 * Broad lists of words of any length, by name: named wherever a list is (`-f english`,
 * `--answers english`, `--guesses es`) but kept out of BUNDLED_LISTS, whose lists the MCP
 * server reads at start and the page carries: english is 2.8 MB, the Spanish list 7 MB, read
 * only when named. No first guess or book is made ahead for them.
 */
export const BROAD_LISTS: Readonly<Record<string, BroadList>> = {
  english: { path: 'data/english.txt' },
  es: { path: 'data/spanish.txt', fold: 'es', answers: 'all' },
  fr: { path: 'data/french.txt', fold: 'fr', answers: 'all' },
};

/** Whether a name is a list in another language (es, fr): a broad list with its game's letters' rule, chosen as that game (`-f es`). */
export const isLanguageList = (name: string | undefined): name is string =>
  name !== undefined && Object.hasOwn(BROAD_LISTS, name) && BROAD_LISTS[name]?.fold !== undefined;

/** The broad list a name stands for (relative path), or undefined when the name is not one. */
export function broadList(name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(BROAD_LISTS, name) ? BROAD_LISTS[name]?.path : undefined;
}

/** What the broad list at a path declares of itself (undefined for any other path). */
export function broadListAt(path: string): BroadList | undefined {
  return Object.values(BROAD_LISTS).find((list) => list.path === path);
}

/** The bundled list a name stands for (relative path), or undefined when the name is not one. */
export function bundledList(kind: ListKind, name: string | undefined): string | undefined {
  return BUNDLED_LISTS[kind][name ?? DEFAULT_LIST[kind]];
}

/** The file name of a bundled list (e.g. answers-2023.txt), or undefined when `name` is none. */
export function bundledFileName(kind: ListKind, name: string | undefined): string | undefined {
  const path = bundledList(kind, name);
  return path === undefined ? undefined : fileName(path);
}

/** How messages name a list of ours (a relative path): a broad list by its name (english), a bundled one by its file name (wordle.txt). */
export function oursName(path: string): string {
  return Object.keys(BROAD_LISTS).find((name) => BROAD_LISTS[name]?.path === path) ?? fileName(path);
}

/** The file name of a relative path (data/answers-2023.txt -> answers-2023.txt). */
export function fileName(path: string): string {
  return path.split('/').at(-1) ?? path;
}

/** Where the openers (and the sha256 of each list of ours) are, from the package root. */
export const OPENERS_FILE = 'data/openers.json';

/** data/openers.json: the first guess of each strategy on pairs of bundled lists, each pair's answers all among its guesses (so a first turn never falls back). */
export interface OpenerBook {
  /** sha256 of each bundled list the openers were computed from, by file name. */
  readonly lists: Readonly<Record<string, string>>;
  /** "guesses+answers" -> mode -> strategy -> first guess. */
  readonly openers: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
}

/** The name of best's book for these bundled lists (file names) and mode: data/book/NAME.txt. */
export function bookName(guesses: string, answers: string, hard: boolean): string {
  return `${guesses}+${answers}.${hard ? 'hard' : 'normal'}`;
}

/** The precomputed first guess for these bundled lists (file names), mode and strategy. */
export function openerFrom(
  book: OpenerBook | undefined,
  guesses: string | undefined,
  answers: string | undefined,
  hard: boolean,
  strategy: string,
): string | undefined {
  if (!guesses || !answers) return undefined;
  return book?.openers[`${guesses}+${answers}`]?.[hard ? 'hard' : 'normal']?.[strategy];
}
