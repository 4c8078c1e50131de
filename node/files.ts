// The ListStore of the package's files on disk (lib/lists/sources.ts): the CLI's lists, read as
// a turn asks for them. The guesses are read in blocks as they stream by (a file, stdin, the
// bundled list with the index the build made of it); the likely answers only those that fit the
// query; a user's file is hashed only when its size is that of a list of ours.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  answersStand,
  bundledList,
  compileQuery,
  createFilter,
  fast,
  type GuessList,
  isDefaultGuesses,
  type ListRef,
  type ListStore,
  normalizeLine,
  oursName,
  type Query,
  type Solver,
  WordleError,
} from '../lib/index.ts';
import { bundledFacts } from './list-index.ts';
import { fileBlocks, type ReadStats, stdinBlocks } from './read-words.ts';

/** The default guess list, and the index the build made of it (dist/). */
const DEFAULT_LIST = bundledList('guesses', undefined) ?? 'wordle.txt';
export const INDEX_FILE = 'dist/wordle.index.json';

export interface FilesStoreOptions {
  /** Filled with the bytes read of the guesses (a run that matched nothing says whether its input was empty). */
  readonly read?: ReadStats | undefined;
  readonly solver?: (() => Solver | Promise<Solver>) | undefined;
}

/** Where a list's words are read from, and how messages name it (the bundled list by its name, any other file by its path). */
export function listPath(root: string, ref: ListRef): string {
  return ref.kind === 'ours' ? join(root, ref.path) : ref.kind === 'file' ? ref.path : '';
}

/** How messages and reports name a list: one of ours by its name (wordle.txt, english), stdin so, a file by its path. */
export function shownName(root: string, ref: ListRef): string {
  if (ref.kind === 'stdin') return 'stdin';
  return ref.kind === 'ours' ? oursName(ref.path) : listPath(root, ref);
}

export function filesStore(root: string, options: FilesStoreOptions = {}): ListStore {
  // The index the build made of the bundled list (speed mechanism `list-index`): plain, its words are scanned.
  const indexed = (length: number) =>
    fast('list-index') ? bundledFacts(join(root, DEFAULT_LIST), join(root, INDEX_FILE), length) : undefined;
  const hashes = new Map<string, string | undefined>();
  return {
    guessList(ref): GuessList {
      const text = ref.kind === 'stdin' ? stdinBlocks(options.read) : fileBlocks(listPath(root, ref), undefined, options.read);
      return { text, name: shownName(root, ref), facts: isDefaultGuesses(ref) ? indexed : undefined };
    },
    async factsOf(ref, length) {
      const made = isDefaultGuesses(ref) ? indexed(length) : undefined;
      if (made || ref.kind === 'stdin' || !options.solver) return made;
      // (Made by the ranked side's code, which only a suggestion, the one reader of a list's facts, loads.)
      return (await options.solver()).listFacts(readFileSync(listPath(root, ref), 'utf8'), length);
    },
    answers(ref) {
      const path = listPath(root, ref);
      return (query: Query) => new Set(query.clues.length === 0 ? wordsOfLength(path, query) : matchesIn(path, query));
    },
    data(path) {
      const file = join(root, path);
      return existsSync(file) ? () => readFileSync(file, 'utf8') : undefined;
    },
    sha256(path, ours) {
      // (A file of another size than each of them is none of them: a big -f file costs a turn no hashing.)
      const size = sizeOf(path);
      if (size < 0 || !ours.some((relative) => sizeOf(join(root, relative)) === size)) return undefined;
      if (!hashes.has(path) || !fast('memos')) hashes.set(path, sha256Of(path));
      return hashes.get(path);
    },
    solver: options.solver,
  };
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return -1;
  }
}

/** The sha256 of a file's bytes (undefined when it cannot be read: the list's reader says why). */
function sha256Of(path: string): string | undefined {
  try {
    // node:crypto only when a list must be hashed (a user's file), not on every turn.
    const { createHash } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return undefined;
  }
}

/** The words of a file that the query matches, in file order. */
export function matchesIn(path: string, query: Query): readonly string[] {
  const filter = createFilter(query, { collect: 'nothing' });
  for (const block of fileBlocks(path)) filter.push(block.text, block.ascii);
  return filter.finish().matches;
}

/** Lines of lowercase a-z, each ended. */
const PLAIN_LINES = /^(?:[a-z]+\n)*$/;
/** Lists up to this size may be read whole (the bundled answer lists are 14-16 KB). */
const SMALL_LIST = 1 << 20;

/**
 * What a query without clues matches in a list: its words of the query's length. A small list
 * of plain lowercase a-z lines (the bundled ones) needs no matcher (speed mechanism
 * `small-lists`): its lines are its words (a first turn then skips compiling and running one).
 * Any other list, or one that cannot be read (for its error message), goes through the filter.
 */
function wordsOfLength(path: string, query: Query): readonly string[] {
  if (!fast('small-lists')) return matchesIn(path, query);
  let text: string;
  try {
    const stat = statSync(path);
    // (A pipe or device could not be read twice.)
    if (!stat.isFile() || stat.size > SMALL_LIST) return matchesIn(path, query);
    // UTF-8: Node's fast path (once PLAIN_LINES holds, the same text as latin1).
    text = readFileSync(path, 'utf8');
  } catch {
    return matchesIn(path, query);
  }
  if (!PLAIN_LINES.test(text)) return matchesIn(path, query);
  return text.split('\n').filter((line) => line.length === query.length);
}

/**
 * The words of a list, read like any word file, once each, in order: those of the given
 * length, or with no length those of the length of its first word.
 */
export function readWordList(path: string, length: number | undefined): string[] {
  if (length === undefined) {
    const first = firstWord(path);
    return first === undefined ? [] : readWordList(path, [...first].length);
  }
  return [...new Set(matchesIn(path, compileQuery([], length)))];
}

/** The first word of a file, as the filter reads a line (undefined when it has none). */
function firstWord(path: string): string | undefined {
  for (const block of fileBlocks(path)) {
    for (const line of block.text.split('\n')) {
      const word = normalizeLine(line);
      if (word !== undefined) return word;
    }
  }
  return undefined;
}

/** What a game reads of its lists: every word of each, whole, for its length. */
export interface WholeLists {
  readonly guesses: readonly string[];
  /** The likely answers (the guesses themselves when every guess may be the answer). */
  readonly answers: readonly string[];
  /** Whether the likely answers are a list of their own (not every guess). */
  readonly ownAnswers: boolean;
  /** A store over the files that reads these lists from memory: what a game's turns read. */
  readonly store: ListStore;
}

/**
 * A game's lists read whole (its turns filter them again and again; the words are checked as
 * typed), and a store whose turns read them from memory and the rest (openers, books, proofs,
 * tables, a file's content) from the files.
 */
export function wholeLists(
  root: string,
  lists: { guesses: ListRef; answers: ListRef },
  length: number,
  options: FilesStoreOptions = {},
): WholeLists {
  if (lists.guesses.kind === 'stdin')
    throw new WordleError('USAGE', '-f - cannot be read here: this command reads its lists whole, from files');
  const files = filesStore(root, options);
  const guesses = readWordList(listPath(root, lists.guesses), length);
  const listed = lists.answers.kind === 'every' ? [] : readWordList(listPath(root, lists.answers), length);
  // (lib's rule for an answers list without a word of the length: a file of yours is refused, with one of ours every guess may be the answer.)
  const ownAnswers = lists.answers.kind !== 'every' && answersStand(lists.answers, length, listed.length);
  const answers = ownAnswers ? listed : guesses;
  const guessText = guesses.join('\n');
  const answerText = answers.join('\n');
  const store: ListStore = {
    ...files,
    guessList: (ref) => ({ text: ref === lists.guesses ? guessText : '', name: shownName(root, ref) }),
    answers: (ref) => (ref === lists.answers ? answerText : ''),
  };
  return { guesses, answers, ownAnswers, store };
}
