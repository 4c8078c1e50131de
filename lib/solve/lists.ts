// The bundled word lists by name (see data/SOURCES.md), and the first guesses computed ahead
// for them (data/openers.json): what every front end offers, whatever reads the files.

export type ListKind = 'answers' | 'guesses';

/** Bundled lists by name, as paths relative to the package root. */
export const BUNDLED_LISTS: Readonly<Record<ListKind, Readonly<Record<string, string>>>> = {
  answers: { '2023': 'data/answers-2023.txt', nyt: 'data/answers-nyt.txt', original: 'data/answers-2022.txt' },
  guesses: { nyt: 'wordle.txt', original: 'data/guesses-2022.txt' },
};

export const DEFAULT_LIST: Readonly<Record<ListKind, string>> = { answers: '2023', guesses: 'nyt' };

/** The file name of a bundled list (e.g. answers-2023.txt), or undefined when `name` is none. */
export function bundledFileName(kind: ListKind, name: string | undefined): string | undefined {
  return BUNDLED_LISTS[kind][name ?? DEFAULT_LIST[kind]]?.split('/').at(-1);
}

export interface OpenerBook {
  /** sha256 of each bundled list the openers were computed from, by file name. */
  readonly lists: Readonly<Record<string, string>>;
  /** "guesses+answers" -> mode -> strategy -> first guess. */
  readonly openers: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
}

/** The first guess the book has for these lists (bundled file names), mode and strategy. */
export function openerIn(book: OpenerBook | undefined, guesses: string | undefined, answers: string | undefined, hard: boolean, strategy: string): string | undefined {
  if (!guesses || !answers) return undefined;
  return book?.openers[`${guesses}+${answers}`]?.[hard ? 'hard' : 'normal']?.[strategy];
}
