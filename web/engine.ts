// The page's turn, computed with the library exactly as `wordle` computes one: the patterns
// compiled, the guess list filtered, the likely answers that fit, and the quick suggestion
// (a first guess computed ahead, or coverage). Used by the page and by its worker; no DOM.

import {
  BUNDLED_LISTS,
  bundledFileName,
  compileQuery,
  createFilter,
  DEFAULT_LINK_SETTINGS,
  factsFromStored,
  type FilterResult,
  indexWordList,
  isQuick,
  type ListFacts,
  type OpenerBook,
  openerFrom,
  type Query,
  quickSuggest,
  type StrategyName,
  type Suggested,
} from '../lib/index.ts';

/** The word lists the page has: the bundled ones by file name, and the file the user picked. */
export interface ListTexts {
  readonly bundled: Readonly<Record<string, string>>;
  readonly openers: OpenerBook | undefined;
  /** best's books (data/book/), by name: `wordle.txt+answers-2023.txt.hard`. */
  readonly books: Readonly<Record<string, string>>;
  readonly file?: { readonly name: string; readonly text: string } | undefined;
}

export interface Settings {
  /** A bundled guess list's name (nyt, original), or 'file' for the user's. */
  readonly guesses: string;
  /** A bundled answer list's name (2023, nyt, original), or 'all' (every word may be the answer). */
  readonly answers: string;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  /** Seconds best may search (0: no limit), as `--time-limit`. */
  readonly timeLimit: number;
}

/** The CLI's defaults, which a link leaves out. */
export const DEFAULT_SETTINGS: Settings = DEFAULT_LINK_SETTINGS;

export interface Turn {
  readonly query: Query;
  readonly result: FilterResult;
  /** The likely answers that fit; undefined when every word may be the answer. */
  readonly answers: ReadonlySet<string> | undefined;
  readonly opener: string | undefined;
  readonly settings: Settings;
}

function guessText(lists: ListTexts, settings: Settings): string {
  if (settings.guesses === 'file') return lists.file?.text ?? '';
  const path = BUNDLED_LISTS.guesses[settings.guesses] ?? BUNDLED_LISTS.guesses['nyt'] ?? '';
  return lists.bundled[path.split('/').at(-1) ?? ''] ?? '';
}

function answerText(lists: ListTexts, settings: Settings): string | undefined {
  const name = bundledFileName('answers', settings.answers);
  return settings.answers === 'all' || name === undefined ? undefined : lists.bundled[name];
}

// Pattern-independent facts of each list and length, made once (as the build does for wordle.txt).
const factsCache = new WeakMap<object, Map<string, ListFacts>>();

function factsOf(lists: ListTexts, settings: Settings, text: string, length: number): ListFacts {
  let byList = factsCache.get(lists);
  if (!byList) factsCache.set(lists, (byList = new Map()));
  const key = `${settings.guesses}:${settings.guesses === 'file' ? lists.file?.name : ''}:${length}`;
  let facts = byList.get(key);
  if (!facts) {
    const stored = indexWordList(text, [length])[length];
    facts = factsFromStored(stored ?? { words: '', count: 0, masks: [], ascii: true }, length);
    byList.set(key, facts);
  }
  return facts;
}

/** The name of the book for the lists and mode (data/book/NAME.txt), when they are bundled ones. */
export function bookName(settings: Settings): string | undefined {
  if (settings.guesses === 'file' || settings.answers === 'all') return undefined;
  const guesses = bundledFileName('guesses', settings.guesses);
  const answers = bundledFileName('answers', settings.answers);
  return guesses && answers ? `${guesses}+${answers}.${settings.hard ? 'hard' : 'normal'}` : undefined;
}

/** The turn for these patterns (throws the library's WordleError on a bad pattern). */
export function computeTurn(lists: ListTexts, patterns: readonly string[], settings: Settings): Turn {
  const query = compileQuery(patterns);
  const text = guessText(lists, settings);
  const filter = createFilter(query, { collect: 'words', facts: factsOf(lists, settings, text, query.length) });
  filter.push(text);
  const result = filter.finish();
  let answers: Set<string> | undefined;
  const answerList = answerText(lists, settings);
  if (answerList !== undefined && result.matches.length > 0) {
    const fitting = createFilter(query, { collect: 'nothing' });
    fitting.push(answerList);
    answers = new Set(fitting.finish().matches);
  }
  const opener =
    query.clues.length === 0 && settings.guesses !== 'file'
      ? openerFrom(lists.openers, bundledFileName('guesses', settings.guesses), bundledFileName('answers', settings.answers), settings.hard, settings.strategy)
      : undefined;
  return { query, result, answers, opener, settings };
}

/** What lib's suggest functions take for this turn, asking for `top` guesses. */
export function requestOf(turn: Turn, top: number) {
  const { query, result, answers, settings } = turn;
  return { query, result, answers, strategy: { name: settings.strategy }, hard: settings.hard, top, opener: top === 1 ? turn.opener : undefined, detail: true };
}

/** The suggestion when it is cheap (as the CLI's plain turn), else undefined: ask the worker. */
export function quickSuggestion(turn: Turn): Suggested | undefined {
  const request = requestOf(turn, 1);
  return isQuick(request) ? quickSuggest(request) : undefined;
}
