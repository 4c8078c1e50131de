// The page's turn: lib's playTurn over the page's lists (bundled texts, or the user's file), as
// `wordle` computes one; and the other views' turns the same way: several boards (lib's boards
// turn), a review (lib's reviewGame, in the worker), an Absurdle game (lib's host). This file
// only says where the lists, openers and books are; every choice about a turn is lib's. Used by
// the page (without the solver: a cheap first answer, or `pending`) and by its worker (with it).
// No DOM.

import { AbsurdleGame, type AbsurdleLists, absurdleListsOf } from '../lib/absurdle/index.ts';
import { type BoardsSolver, type BoardsTurn, createBoardsSolver, playBoardsTurn } from '../lib/boards/index.ts';
import {
  BROAD_LISTS,
  BUNDLED_LISTS,
  DEFAULT_TIME_LIMIT_S,
  type FoldName,
  FREQUENCY_FILES,
  factsFromStored,
  fast,
  fileName,
  isLanguageList,
  type ListChoice,
  type ListFacts,
  type ListRef,
  type ListStore,
  MemoCache,
  normalizeLine,
  OPENERS_FILE,
  type OpenerBook,
  type PackageTexts,
  playTurn,
  resolveLists,
  type Solver,
  type StrategyName,
  type Turn,
  type TurnHooks,
  type TurnSources,
  tablePath,
  textStore,
  turnSources,
  typedWord,
} from '../lib/index.ts';
import { type Review, readShareGrid, reviewGame, sharePatterns } from '../lib/review/index.ts';
import { DEFAULT_LINK_SETTINGS } from '../lib/talk/index.ts';

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
  /**
   * A bundled answer list's name (2023, nyt, original, a language's: es), or 'all' (every word may
   * be the answer); absent, as the guess list declares (lib's resolver: every word of a file or of
   * a language's list, else the default answers).
   */
  readonly answers?: string | undefined;
  /**
   * The game's language: absent or 'en', the lists above; a language's list (lib's isLanguageList:
   * es, fr), the Spanish or French list (as `wordle -f es`: letters folded as those games fold
   * them, by lib's resolver) with its own answers (every word) unless `answers` names that
   * language's answer list.
   */
  readonly language?: string | undefined;
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
  /** Fibble: the wrong tiles of each row but the answer's, as `--lies` (0 or absent: every tile true). */
  readonly lies?: number | undefined;
}

/** The CLI's defaults, which a link leaves out. */
export const DEFAULT_SETTINGS = DEFAULT_LINK_SETTINGS satisfies Settings;

/** The page's user file as lib's resolver names it (a path no list's name can be). */
const FILE_PATH = 'file:';

/** What the page's settings choose, as lib's resolver takes a choice (the answers none chosen are the resolver's). */
export function choiceOf(settings: Settings): ListChoice {
  const { language, answers } = settings;
  if (isLanguageList(language)) return { guesses: language, answers };
  return { guesses: settings.guesses === 'file' ? FILE_PATH : settings.guesses, answers };
}

/** The likely answers by the name the page gives them: those chosen, else those lib's resolver reads ('all': every word). */
export function answersName(settings: Settings): string {
  if (settings.answers !== undefined) return settings.answers;
  const { answers } = resolveLists(choiceOf(settings));
  if (answers.kind === 'every') return 'all';
  const path = answers.kind === 'ours' ? answers.path : undefined;
  return Object.keys(BUNDLED_LISTS.answers).find((name) => BUNDLED_LISTS.answers[name] === path) ?? DEFAULT_SETTINGS.answers;
}

/** Whether the settings weigh the matches by a likely-answers list. */
export const hasAnswers = (settings: Settings) => resolveLists(choiceOf(settings)).answers.kind !== 'every';

/** The guess list's letters' rule (the language's, by lib's resolver): what is typed is folded by it. */
export const foldOf = (settings: Settings): FoldName | undefined => resolveLists(choiceOf(settings)).fold;

/** A guess typed, as the list has it: normalized as a line of a list is, folded by the language's rule (lib's typedWord). */
export const typedGuess = (typed: string, settings: Settings): string | undefined => typedWord(typed, foldOf(settings));

/** The broad lists (lib's BROAD_LISTS, by name) the settings read and the page's lists do not hold yet: each is unpacked when first chosen. */
export function missingLists(lists: ListTexts, settings: Settings): string[] {
  const { guesses, answers } = resolveLists(choiceOf(settings));
  return Object.entries(BROAD_LISTS)
    .filter(([, list]) => [guesses, answers].some((ref) => ref.kind === 'ours' && ref.path === list.path))
    .filter(([, list]) => lists.bundled[fileName(list.path)] === undefined)
    .map(([name]) => name);
}

/** The page's texts by their paths in the package, as lib's store takes them. */
function packageTexts(lists: ListTexts): PackageTexts {
  const texts: Record<string, string> = {};
  for (const path of [
    ...Object.values(BUNDLED_LISTS.guesses),
    ...Object.values(BUNDLED_LISTS.answers),
    ...Object.values(BROAD_LISTS).map((list) => list.path),
  ]) {
    const text = lists.bundled[fileName(path)];
    if (text !== undefined) texts[path] = text;
  }
  const frequencies = lists.bundled[fileName(FREQUENCY_FILES.fiveLetters)];
  if (frequencies !== undefined) texts[FREQUENCY_FILES.fiveLetters] = frequencies;
  if (lists.openers) texts[OPENERS_FILE] = JSON.stringify(lists.openers);
  for (const [name, text] of Object.entries(lists.books)) texts[tablePath('book', name)] = text;
  for (const [name, text] of Object.entries(lists.proofs ?? {})) texts[tablePath('proofs', name)] = text;
  return texts;
}

/**
 * The facts of a list that is lines of a-z words of one length, each once (a bundled list: the
 * build checks that each word is there once; the lines are checked here),
 * made with no pass of JavaScript over each word: the masks are made when first read, and there
 * is no prefix tree (coverage then scores every word: the same pick, more steps). The page's
 * thread uses them (speed mechanism `page-facts`), so that its first answer is not held up by
 * the full index (60-130 ms cold on this machine); undefined for any other text.
 */
function pageFacts(text: string, length: number): ListFacts | undefined {
  if (!fast('page-facts')) return undefined;
  if (text.length % (length + 1) !== 0 || !new RegExp(`^(?:[a-z]{${length}}\n)*$`).test(text)) return undefined;
  const count = text.length / (length + 1);
  return factsFromStored({ words: text.replaceAll('\n', ''), count, masks: undefined, ascii: true, everyLine: true, lines: text }, length);
}

// One store for each lists object and thread kind: what lib's store and resolver make once (the
// facts of each list and length, the books and proofs as parsed) is then made once.
const stores = new MemoCache<ListTexts, { page?: ListStore; ranked?: ListStore }>();

/** The page's lists as lib's store: the page's thread (no solver) takes the page's facts of a bundled list, the worker the full index. */
function storeOf(lists: ListTexts, solver: Solver | undefined): ListStore {
  let made = stores.get(lists);
  if (!made) stores.set(lists, (made = {}));
  const kind = solver ? 'ranked' : 'page';
  let store = made[kind];
  if (!store) {
    const file = lists.file;
    store = textStore(packageTexts(lists), {
      files: file && { [FILE_PATH]: file },
      solver: solver && (() => solver),
      // (Not for the user's file: it may hold a word twice.)
      factsOf: solver ? undefined : (text, length, make) => (text === file?.text ? make() : (pageFacts(text, length) ?? make())),
    });
    made[kind] = store;
  }
  return store;
}

/** Where a turn reads the page's lists from; `solver` only in the worker. */
export function sourcesOf(lists: ListTexts, settings: Settings, solver: Solver | undefined): TurnSources {
  return turnSources(storeOf(lists, solver), resolveLists(choiceOf(settings)));
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
      lies: settings.lies,
    },
    hooks,
  );
}

// The words a guess may be (the game takes no other), made once for each lists object and list.
const allowed = new MemoCache<ListTexts, Map<string, ReadonlySet<string>>>();

/** A list's text: a list of ours the page carries, or the user's file. */
function listText(lists: ListTexts, ref: ListRef): string {
  return ref.kind === 'ours' ? (lists.bundled[fileName(ref.path)] ?? '') : (lists.file?.text ?? '');
}

/** A list's words, as `wordle` reads them (each line normalized). */
const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => normalizeLine(line))
    .filter((word): word is string => word !== undefined);

/** The guess list's words, as `wordle` reads them. */
export function guessWords(lists: ListTexts, settings: Settings): ReadonlySet<string> {
  let byList = allowed.get(lists);
  if (!byList) allowed.set(lists, (byList = new Map()));
  const key = `${settings.language ?? ''}:${settings.guesses}:${settings.guesses === 'file' ? lists.file?.name : ''}`;
  let words = byList.get(key);
  if (!words) {
    words = new Set(wordsOf(listText(lists, resolveLists(choiceOf(settings)).guesses)));
    byList.set(key, words);
  }
  return words;
}

// The boards solver holds the allowed guesses encoded: made once for each guess list.
let boardsSolver: { guesses: readonly string[]; solver: BoardsSolver } | undefined;

/**
 * The turn of several boards (lib's boards turn, as `wordle crane:g1,g2,...` computes it) over
 * the page's lists; `suggest`: with one guess for them all (a pass over every guess for each board).
 */
export function computeBoardsTurn(
  lists: ListTexts,
  settings: Settings,
  patterns: readonly string[],
  boards: number,
  suggest: boolean,
): Promise<BoardsTurn> {
  return playBoardsTurn(patterns, sourcesOf(lists, settings, undefined), { strategy: 'boards', boards, suggest }, (guesses, length) => {
    if (boardsSolver?.guesses !== guesses) boardsSolver = { guesses, solver: createBoardsSolver(guesses, length) };
    return boardsSolver.solver;
  });
}

/** What a review is asked: the game's patterns, the strategy it compares with, and hard mode (the page's, or a share's `*`). */
export interface ReviewAsk {
  readonly patterns: readonly string[];
  /** The strategy chosen (absent: lib's for a review with these lies, reviewStrategyFor). */
  readonly strategy?: StrategyName | undefined;
  readonly hard: boolean;
  /** Fibble: the wrong tiles of each row but the answer's. */
  readonly lies: number;
}

/** A game to review: its patterns, whether it was played in hard mode, and its lies a row. */
export interface ReviewedGame {
  readonly patterns: readonly string[];
  readonly hard: boolean;
  readonly lies: number;
}

/**
 * The game a share text tells with the words played (as `wordle review --grid`, folded by the
 * language's rule): its patterns, whether its `*` says hard mode, and its lies, which its title
 * says (Fibble's; Wordle's none), whatever the board's setting.
 */
export function sharedGame(share: string, words: string, settings: Settings): ReviewedGame {
  const grid = readShareGrid(share);
  const played = words.split(/[\s,]+/).filter((word) => word !== '');
  return { patterns: sharePatterns(grid, played, foldOf(settings)), hard: grid.hard, lies: grid.lies };
}

/** A game reviewed (lib's reviewGame) as `wordle review` reviews it: the page's lists, best's time limit the CLI's default. In the worker (best searches). */
export function computeReview(lists: ListTexts, settings: Settings, ask: ReviewAsk, solver: Solver, hooks?: TurnHooks): Promise<Review> {
  return reviewGame(
    ask.patterns,
    sourcesOf(lists, settings, solver),
    {
      strategy: ask.strategy,
      hard: ask.hard,
      timeLimitMs: DEFAULT_TIME_LIMIT_S * 1000,
      positionalWeight: settings.positionalWeight,
      lies: ask.lies,
    },
    hooks,
  );
}

// Absurdle's lists encoded once for each lists object (on the first game: not as the page loads).
const absurdleEncoded = new MemoCache<ListTexts, AbsurdleLists>();

/**
 * A new game of Absurdle (lib's host) over its lists as `wordle absurdle` reads them (lib's
 * absurdleListsOf over the page's store: ABSURDLE_LISTS, bundled in the page); with a target, the challenge mode (a target not among the host's words throws, naming it).
 */
export function newAbsurdleGame(lists: ListTexts, hard: boolean, target?: string): AbsurdleGame {
  let encoded = absurdleEncoded.get(lists);
  if (!encoded) {
    encoded = absurdleListsOf(storeOf(lists, undefined));
    absurdleEncoded.set(lists, encoded);
  }
  return new AbsurdleGame(encoded, hard, target);
}
