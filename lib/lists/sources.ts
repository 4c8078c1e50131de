// The one resolver of a turn's inputs: what the user chose (a word list, an answer list) made
// into the TurnSources a turn reads, over a store that knows where the package's files are (on
// disk for the CLI, loaded once by the MCP server, bundled in the page). Every rule about lists
// is written here once, and every front end and command follows it: which answers go with which
// guesses, which list of ours a file is by its content, and which opener, book, proofs and
// frequency table a turn gets.

import type { FoldName } from '../clues/fold.ts';
import { WordleError } from '../errors.ts';
import type { ListFacts } from '../filter/collect.ts';
import { compileQuery, createFilter, DEFAULT_LENGTH, type Query } from '../filter/filter.ts';
import type { Book } from '../solve/book.ts';
import { type FrequencyTable, frequencyFileFor, readFrequencyTable } from '../solve/priors.ts';
import type { Proofs } from '../solve/proofs.ts';
import { MemoCache } from '../speed.ts';
import type { GuessList, Solver, TurnSources } from '../turn.ts';
import {
  BUNDLED_LISTS,
  bookName,
  broadList,
  broadListAt,
  bundledList,
  DEFAULT_GUESSES_PATH,
  fileName,
  type ListKind,
  OPENERS_FILE,
  type OpenerBook,
  openerFrom,
} from './catalogue.ts';

/**
 * A list as a choice names it: one of ours (its path in the package), a file of the user's,
 * the words piped in, or (answers only) every word of the guesses.
 */
export type ListRef =
  | { readonly kind: 'ours'; readonly path: string }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'stdin' }
  | { readonly kind: 'every' };

/** What the user chose, as typed (a list's name, a file, `-` for stdin; absent for the default). */
export interface ListChoice {
  /** `-f` / `--guesses`: a list's name (nyt, original, english), a file, or `-` (stdin). */
  readonly guesses?: string | undefined;
  /** `--answers`: a list's name (2023, nyt, original, english), `all` (every guess), or a file. */
  readonly answers?: string | undefined;
  /** Words are piped in and no list is named: they are the guesses (the filter, a chain of it). */
  readonly piped?: boolean | undefined;
  /** The lists a game plays when none is named, where they are not the default ones (Absurdle: the original lists). */
  readonly defaults?: Partial<Readonly<Record<ListKind, string>>> | undefined;
}

export interface ResolvedLists {
  readonly guesses: ListRef;
  readonly answers: ListRef;
  /** The letters' rule the guess list declares (a list in another language): the patterns and words typed for it are folded by it. */
  readonly fold?: FoldName | undefined;
}

const EVERY: ListRef = { kind: 'every' };

/** A list named by a value of `kind`: one of ours by its name (a bundled or a broad list), else a file. */
export function listRef(kind: ListKind, value: string | undefined): ListRef {
  if (value === '-' && kind === 'guesses') return { kind: 'stdin' };
  if (value === 'all' && kind === 'answers') return EVERY;
  const ours = bundledList(kind, value) ?? broadList(value);
  if (ours !== undefined) return { kind: 'ours', path: ours };
  return { kind: 'file', path: value ?? '' };
}

/**
 * The lists of a choice. The rule for the likely answers, on every front end: those named;
 * else, when the guesses are a file of your own, every word of it (it is its own answer list);
 * else the answers a list of ours declares (every word of a list in another language); else (a
 * list of ours, or words piped in: wordle's own output, a chain) the default answers. The fold
 * is the one the guess list declares.
 */
export function resolveLists(choice: ListChoice): ResolvedLists {
  const named = choice.guesses ?? choice.defaults?.guesses;
  const guesses = choice.guesses === undefined && choice.piped ? ({ kind: 'stdin' } as const) : listRef('guesses', named);
  const declared = guesses.kind === 'ours' ? broadListAt(guesses.path) : undefined;
  const fold = declared?.fold === undefined ? {} : { fold: declared.fold };
  if (choice.answers !== undefined) return { guesses, answers: listRef('answers', choice.answers), ...fold };
  const every = guesses.kind === 'file' || declared?.answers === 'all';
  return { guesses, answers: every ? EVERY : listRef('answers', choice.defaults?.answers), ...fold };
}

/** The lists with every guess a possible answer, as `answers: 'all'` names them (a turn that counts every fitting word). */
export const withEveryAnswer = (lists: ResolvedLists): ResolvedLists => ({ ...lists, answers: EVERY });

/** The list the likely answers are read from: the answers, or the guesses themselves when every guess may be the answer. */
export const answerList = (lists: ResolvedLists): ListRef => (lists.answers.kind === 'every' ? lists.guesses : lists.answers);

/**
 * The word length a game plays its lists at, where the hidden words are drawn from them: the
 * length given (a hidden word's, -n); else, from a broad list of ours (words of every length:
 * english, es, fr), the filter's default length; else undefined: the length of the answer
 * list's first word (the bundled answers all have five letters, a file has its own).
 */
export function playedLength(lists: ResolvedLists, given: number | undefined): number | undefined {
  if (given !== undefined) return given;
  const answers = answerList(lists);
  return answers.kind === 'ours' && broadListAt(answers.path) !== undefined ? DEFAULT_LENGTH : undefined;
}

/**
 * Where a turn's lists and the package's files are: the files on disk, texts loaded once, or
 * texts bundled in a page. How it reads is its own business (blocks as read, an index made
 * ahead, a list read whole); what is read, and for what, is the resolver's.
 */
export interface ListStore {
  /** The guess list to filter (a list of ours, a file, stdin): its text or blocks, and its facts where they were made ahead. */
  guessList(ref: ListRef): GuessList;
  /** The facts of a list for a length, made ahead or made now: the guesses of a list read piped in that stands for it. */
  factsOf(ref: ListRef, length: number): ListFacts | undefined | Promise<ListFacts | undefined>;
  /** The likely answers of a list: its text, or the words of it that fit a query (a store may read only those). */
  answers(ref: ListRef): string | ((query: Query) => ReadonlySet<string> | undefined);
  /** A file of the package (data/openers.json, a book, a proofs table, a frequency table) as a reader, or undefined when there is none. */
  data(path: string): (() => string) | undefined;
  /** The sha256 (hex) of a user's file, when it may be one of these lists of ours (a store may compare sizes first). */
  sha256?(path: string, ours: readonly string[]): string | undefined;
  /** The ranked side (absent: a turn that needs it comes back pending). */
  readonly solver?: (() => Solver | Promise<Solver>) | undefined;
}

/** What is made once for a store: the openers' file parsed, the books, proofs and tables read. */
interface Made {
  openers?: { readonly book: OpenerBook | undefined };
  /** Books and proofs by path. */
  readonly tables: Map<string, unknown>;
  readonly frequencies: Map<string, FrequencyTable>;
  readonly names: Map<string, string | undefined>;
}
const madeFor = new MemoCache<ListStore, Made>();
function made(store: ListStore): Made {
  let known = madeFor.get(store);
  if (!known) madeFor.set(store, (known = { tables: new Map(), frequencies: new Map(), names: new Map() }));
  return known;
}

/** data/openers.json, parsed once a store (undefined when the store has none or it is not JSON). */
export function openersOf(store: ListStore): OpenerBook | undefined {
  const known = made(store);
  if (!known.openers) {
    let book: OpenerBook | undefined;
    try {
      const read = store.data(OPENERS_FILE);
      book = read && (JSON.parse(read()) as OpenerBook);
    } catch {
      book = undefined;
    }
    known.openers = { book };
  }
  return known.openers.book;
}

/**
 * Which list of ours a list is, by the file name the openers, books and proofs know it by: one
 * of ours by its name, a file by its content (a copy of one of ours under another name gets its
 * openers, book and proofs), among `ours` (paths) when given. Piped words are no list of ours.
 */
export function nameOf(store: ListStore, ref: ListRef, ours?: readonly string[]): string | undefined {
  if (ref.kind === 'ours') return ours === undefined || ours.includes(ref.path) ? fileName(ref.path) : undefined;
  if (ref.kind !== 'file' || ref.path === '') return undefined;
  const known = made(store).names;
  const key = `${ref.path}\n${ours?.join('\n') ?? ''}`;
  if (!known.has(key)) {
    const hashes = openersOf(store)?.lists;
    const among = (ours ?? ALL_OURS).filter((path) => hashes?.[fileName(path)] !== undefined);
    const hash = hashes && among.length > 0 ? store.sha256?.(ref.path, among) : undefined;
    known.set(key, hash === undefined ? undefined : among.map(fileName).find((name) => hashes?.[name] === hash));
  }
  return known.get(key);
}

const ALL_OURS = [...new Set([...Object.values(BUNDLED_LISTS.guesses), ...Object.values(BUNDLED_LISTS.answers)])];

/** The pair of lists of ours (file names) the precomputed tables are made for, when the lists are both ours. */
export function pairOf(store: ListStore, lists: ResolvedLists): { readonly guesses: string; readonly answers: string } | undefined {
  const guesses = nameOf(store, lists.guesses);
  // (Every word of the guesses as the answer: the pair of the list with itself.)
  const answers = lists.answers.kind === 'every' ? guesses : nameOf(store, lists.answers);
  return guesses !== undefined && answers !== undefined ? { guesses, answers } : undefined;
}

/** The precomputed first guess of the lists for a strategy and mode, when they are ours. */
export function openerOf(store: ListStore, lists: ResolvedLists, strategy: string, hard: boolean): string | undefined {
  const pair = pairOf(store, lists);
  return pair && openerFrom(openersOf(store), pair.guesses, pair.answers, hard, strategy);
}

/** The readers of books and proofs, which come with the ranked side (the only one that reads them). */
type Readers = Pick<Solver, 'lazyBook' | 'bundledProofs'>;

/** Where a table made ahead is in the package, by its name (bookName): data/book/NAME.txt, data/proofs/NAME.txt. */
export const tablePath = (folder: 'book' | 'proofs', name: string): string => `data/${folder}/${name}.txt`;

/** A table made ahead for the pair of lists and mode (data/book/, data/proofs/: named alike), made once a store from its file when there is one. */
function tableOf<T>(
  store: ListStore,
  lists: ResolvedLists,
  hard: boolean,
  folder: 'book' | 'proofs',
  make: (read: () => string, pair: { readonly guesses: string; readonly answers: string }) => T,
): T | undefined {
  const pair = pairOf(store, lists);
  if (!pair) return undefined;
  const path = tablePath(folder, bookName(pair.guesses, pair.answers, hard));
  const known = made(store).tables;
  if (!known.has(path)) {
    const read = store.data(path);
    known.set(path, read && make(read, pair));
  }
  return known.get(path) as T | undefined;
}

/** best's book for the lists and mode (data/book/), read and parsed only where a position is looked up. */
export function bookOf(store: ListStore, lists: ResolvedLists, hard: boolean, readers: Readers): Book | undefined {
  return tableOf(store, lists, hard, 'book', (read) => readers.lazyBook(read));
}

/** The facts proven ahead for the lists and mode (data/proofs/), trusted by the lists' content, read when a guard first asks. */
export function proofsOf(store: ListStore, lists: ResolvedLists, hard: boolean, readers: Readers): Proofs | undefined {
  return tableOf(store, lists, hard, 'proofs', (read, pair) =>
    readers.bundledProofs(read, openersOf(store)?.lists, pair.guesses, pair.answers),
  );
}

/** The word-frequency table for words of a length (lib's frequencyFileFor), parsed once a store. */
export function frequenciesOf(store: ListStore, length: number): FrequencyTable {
  const path = frequencyFileFor(length);
  const known = made(store).frequencies;
  let table = known.get(path);
  if (!table) {
    const read = store.data(path);
    table = readFrequencyTable(read ? read() : '');
    known.set(path, table);
  }
  return table;
}

const DEFAULT_GUESSES = { kind: 'ours', path: DEFAULT_GUESSES_PATH } as const satisfies ListRef;

/** Whether a list is the default guess list (the bundled wordle.txt, which the build indexes). */
export const isDefaultGuesses = (ref: ListRef): boolean => ref.kind === 'ours' && ref.path === DEFAULT_GUESSES.path;

/**
 * Words piped in answer as one call would: each match once, and when every word read is a word
 * of the default list (a chain, `wordle crAne | wordle sLAnt`), the guesses are that list's. A
 * file named (-f) is the user's list: its guesses are its words, unless it is, by content, the
 * default list itself (then its facts, the index's).
 */
function standsFor(store: ListStore, ref: ListRef): GuessList['standsFor'] {
  if (ref.kind === 'stdin') return (length) => store.factsOf(DEFAULT_GUESSES, length);
  if (ref.kind !== 'file') return undefined;
  return (length) => (nameOf(store, ref, [DEFAULT_GUESSES.path]) === undefined ? undefined : store.factsOf(DEFAULT_GUESSES, length));
}

/**
 * The rule for an answers list with no word of a length (`count` of them): a file of the user's
 * is then a mistake (a wrong or empty file), said at once; a list of ours has no likely answer
 * of that length (the 2023 answers all have five letters), so every match counts, without a
 * note. Whether the list stands (false: every match counts).
 */
export function answersStand(ref: ListRef, length: number, count: number): boolean {
  if (count > 0 || ref.kind === 'every') return true;
  if (ref.kind === 'file') throw new WordleError('USAGE', `the answers list ${ref.path} has no ${length}-letter words`);
  return false;
}

/** The likely answers that fit a query, by answersStand's rule (asked only when none fits: then whether the list has any word of the length). */
function answersOf(store: ListStore, ref: ListRef): TurnSources['answers'] {
  if (ref.kind === 'every') return undefined;
  const answers = store.answers(ref);
  const fitting = (query: Query): ReadonlySet<string> | undefined => {
    if (typeof answers !== 'string') return answers(query);
    const filter = createFilter(query, { collect: 'nothing' });
    filter.push(answers);
    return new Set(filter.finish().matches);
  };
  return (query) => {
    const found = fitting(query);
    if (found === undefined || found.size > 0) return found;
    const count = query.clues.length === 0 && query.conflict === undefined ? 0 : (fitting(compileQuery([], query.length))?.size ?? 0);
    return answersStand(ref, query.length, count) ? found : undefined;
  };
}

/** What a turn reads for these lists, over this store: each piece read only when the turn asks for it. */
export function turnSources(store: ListStore, lists: ResolvedLists): TurnSources {
  const { solver } = store;
  return {
    fold: lists.fold,
    guesses: { ...store.guessList(lists.guesses), standsFor: standsFor(store, lists.guesses) },
    answers: answersOf(store, lists.answers),
    opener: (strategy, hard) => openerOf(store, lists, strategy, hard),
    book: solver && (async (hard) => bookOf(store, lists, hard, await solver())),
    proofs: solver && (async (hard) => proofsOf(store, lists, hard, await solver())),
    solver: store.solver,
    frequencies: (length) => frequenciesOf(store, length),
  };
}
