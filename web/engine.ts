// The page's turn: lib's playTurn over the page's lists (bundled texts, or the user's file), as
// `wordle` computes one. This file only says where the lists, openers and books are; every
// choice about the turn is lib's. Used by the page (without the solver: a cheap first answer, or
// `pending`) and by its worker (with it). No DOM.

import {
  type Book,
  BUNDLED_LISTS,
  bookName,
  broadList,
  bundledFileName,
  bundledProofs,
  DEFAULT_LINK_SETTINGS,
  type FrequencyTable,
  factsFromStored,
  fileName,
  indexWordList,
  type ListFacts,
  normalizeLine,
  type OpenerBook,
  openerFrom,
  type Proofs,
  parseBook,
  playTurn,
  readFrequencyTable,
  type Solver,
  type StrategyName,
  type Turn,
  type TurnHooks,
  type TurnSources,
} from '../lib/index.ts';

/** The word lists the page has: the bundled ones by file name, and the file the user picked. */
export interface ListTexts {
  readonly bundled: Readonly<Record<string, string>>;
  readonly openers: OpenerBook | undefined;
  /** best's books (data/book/), by name: `wordle.txt+answers-2023.txt.hard`. */
  readonly books: Readonly<Record<string, string>>;
  /** The proofs made ahead (data/proofs/), by the same names; only the worker, which ranks, has them. */
  readonly proofs?: Readonly<Record<string, string>> | undefined;
  readonly file?: { readonly name: string; readonly text: string } | undefined;
}

export interface Settings {
  /** A bundled guess list's name (nyt, original), a broad one's (english: its text in `bundled` once unpacked), or 'file' for the user's. */
  readonly guesses: string;
  /** A bundled answer list's name (2023, nyt, original), or 'all' (every word may be the answer). */
  readonly answers: string;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  /** Seconds best may search (0: no limit), as `--time-limit`. */
  readonly timeLimit: number;
  /** Frequency priors, as `--alpha` (0 or absent: equally likely answers). */
  readonly alpha?: number | undefined;
  /** Familiar words only, as `--familiar`. */
  readonly familiar?: boolean | undefined;
  /** positional: the weight of a letter at another place, as `--positional-weight` (absent: its default). */
  readonly positionalWeight?: number | undefined;
}

/** The CLI's defaults, which a link leaves out. */
export const DEFAULT_SETTINGS: Settings = DEFAULT_LINK_SETTINGS;

function guessFileName(settings: Settings): string | undefined {
  if (settings.guesses === 'file') return undefined;
  const broad = broadList(settings.guesses);
  if (broad !== undefined) return fileName(broad);
  return bundledFileName('guesses', BUNDLED_LISTS.guesses[settings.guesses] ? settings.guesses : 'nyt');
}

function guessText(lists: ListTexts, settings: Settings): string {
  if (settings.guesses === 'file') return lists.file?.text ?? '';
  return lists.bundled[guessFileName(settings) ?? ''] ?? '';
}

function answerText(lists: ListTexts, settings: Settings): string | undefined {
  const name = bundledFileName('answers', settings.answers);
  return settings.answers === 'all' || name === undefined ? undefined : lists.bundled[name];
}

/** Whether the settings weigh the matches by a likely-answers list. */
export const hasAnswers = (settings: Settings) => settings.answers !== 'all';

/** The name of the book for the lists and mode (data/book/NAME.txt), when they are bundled ones. */
function bookNameOf(settings: Settings, hard: boolean): string | undefined {
  const guesses = guessFileName(settings);
  const answers = settings.answers === 'all' ? undefined : bundledFileName('answers', settings.answers);
  return guesses && answers ? bookName(guesses, answers, hard) : undefined;
}

// Made once for each lists object: the pattern-independent facts of each list and length (as the
// build does for wordle.txt), and the books as parsed.
const made = new WeakMap<ListTexts, { facts: Map<string, ListFacts>; books: Map<string, Book>; proofs: Map<string, Proofs> }>();
const madeFor = (lists: ListTexts) => {
  let entry = made.get(lists);
  if (!entry) made.set(lists, (entry = { facts: new Map(), books: new Map(), proofs: new Map() }));
  return entry;
};

/**
 * The facts of a list that is lines of a-z words of one length, each once (a bundled list: the
 * build checks that each word is there once; the lines are checked here),
 * made with no pass of JavaScript over each word: the masks are made when first read, and there
 * is no prefix tree (coverage then scores every word: the same pick, more steps). The page's
 * thread uses them, so that its first answer is not held up by the full index (60-130 ms cold on
 * this machine); undefined for any other text.
 */
function quickFacts(text: string, length: number): ListFacts | undefined {
  if (text.length % (length + 1) !== 0 || !new RegExp(`^(?:[a-z]{${length}}\n)*$`).test(text)) return undefined;
  const count = text.length / (length + 1);
  return factsFromStored({ words: text.replaceAll('\n', ''), count, masks: undefined, ascii: true, everyLine: true, lines: text }, length);
}

function factsOf(lists: ListTexts, settings: Settings, text: string, length: number, quick: boolean): ListFacts {
  const cache = madeFor(lists).facts;
  const key = `${settings.guesses}:${settings.guesses === 'file' ? lists.file?.name : ''}:${length}`;
  let facts = cache.get(key) ?? (quick ? cache.get(`quick:${key}`) : undefined);
  if (!facts && quick && settings.guesses !== 'file') {
    facts = quickFacts(text, length);
    if (facts) cache.set(`quick:${key}`, facts);
  }
  if (!facts) {
    const stored = indexWordList(text, [length])[length];
    facts = factsFromStored(stored ?? { words: '', count: 0, masks: [], ascii: true }, length);
    cache.set(key, facts);
  }
  return facts;
}

function bookOf(lists: ListTexts, settings: Settings, hard: boolean): Book | undefined {
  const name = bookNameOf(settings, hard);
  const text = name === undefined ? undefined : lists.books[name];
  if (name === undefined || text === undefined) return undefined;
  const cache = madeFor(lists).books;
  let book = cache.get(name);
  if (!book) cache.set(name, (book = parseBook(text)));
  return book;
}

/** The proofs for the lists and mode, as the CLI takes them (trusted by the lists' content, parsed when a guard first asks). */
function proofsOf(lists: ListTexts, settings: Settings, hard: boolean): Proofs | undefined {
  const name = bookNameOf(settings, hard);
  const text = name === undefined ? undefined : lists.proofs?.[name];
  const guesses = guessFileName(settings);
  const answers = bundledFileName('answers', settings.answers);
  if (name === undefined || text === undefined || guesses === undefined || answers === undefined) return undefined;
  const cache = madeFor(lists).proofs;
  let proofs = cache.get(name);
  if (!proofs) cache.set(name, (proofs = bundledProofs(() => text, lists.openers?.lists, guesses, answers)));
  return proofs;
}

let frequencies: { readonly text: string; readonly table: FrequencyTable } | undefined;

/** The bundled word frequencies, parsed on the first turn with priors. */
function frequencyTable(text: string): FrequencyTable {
  if (frequencies?.text !== text) frequencies = { text, table: readFrequencyTable(text) };
  return frequencies.table;
}

/** Where a turn reads the page's lists from; `solver` only in the worker. */
export function sourcesOf(lists: ListTexts, settings: Settings, solver: Solver | undefined): TurnSources {
  const text = guessText(lists, settings);
  const guesses = guessFileName(settings);
  const answers = settings.answers === 'all' ? undefined : bundledFileName('answers', settings.answers);
  return {
    guesses: {
      text,
      name: settings.guesses === 'file' ? (lists.file?.name ?? 'your file') : (guesses ?? ''),
      // (The worker, which ranks, makes the full index: the solver reads its tree and encoding.)
      facts: (length) => factsOf(lists, settings, text, length, solver === undefined),
    },
    answers: answerText(lists, settings),
    opener: guesses === undefined ? undefined : (strategy, hard) => openerFrom(lists.openers, guesses, answers, hard, strategy),
    book: (hard) => bookOf(lists, settings, hard),
    proofs: (hard) => proofsOf(lists, settings, hard),
    solver: solver && (() => solver),
    frequencies: () => frequencyTable(lists.bundled['ngram-counts.txt'] ?? ''),
  };
}

/** What a turn is asked: `top` ranked guesses, or (`why`) the explanation of one. */
export interface Ask {
  readonly top: number;
  readonly why?: string | undefined;
  /**
   * Whether a single suggestion needs its expected count left (a pass over the candidates; by
   * default yes). The page's thread says no: on a first turn that pass is most of its time, and
   * the worker's ranking brings the count a moment later.
   */
  readonly detail?: boolean | undefined;
}

/** The turn for these patterns (throws the library's WordleError on a bad pattern). */
export function computeTurn(
  lists: ListTexts,
  patterns: readonly string[],
  settings: Settings,
  ask: Ask,
  solver?: Solver,
  hooks?: TurnHooks,
): Promise<Turn> {
  return playTurn(
    patterns,
    sourcesOf(lists, settings, solver),
    {
      strategy: settings.strategy,
      hard: settings.hard,
      asks: 'suggestion',
      top: ask.top,
      why: ask.why,
      timeLimitMs: settings.timeLimit * 1000,
      detail: ask.detail ?? true,
      alpha: settings.alpha,
      familiar: settings.familiar,
      positionalWeight: settings.positionalWeight,
    },
    hooks,
  );
}

// The words a guess may be (the game takes no other), made once for each lists object and list.
const allowed = new WeakMap<ListTexts, Map<string, ReadonlySet<string>>>();

/** The guess list's words, as `wordle` reads them (each line normalized). */
export function guessWords(lists: ListTexts, settings: Settings): ReadonlySet<string> {
  let byList = allowed.get(lists);
  if (!byList) allowed.set(lists, (byList = new Map()));
  const key = `${settings.guesses}:${settings.guesses === 'file' ? lists.file?.name : ''}`;
  let words = byList.get(key);
  if (!words) {
    words = new Set(
      guessText(lists, settings)
        .split('\n')
        .map((line) => normalizeLine(line))
        .filter((word): word is string => word !== undefined),
    );
    byList.set(key, words);
  }
  return words;
}
