// One turn, computed once: the clues, the lists and the settings in; the matches, the likely
// answers, the suggestion (or a ranked list, or an explanation), the state of the game and the
// notes a person should see out. The CLI, the MCP server and the page call playTurn and render
// what it returns; every choice about a turn is made here: the precomputed first guess, the
// quick path, the ranked path with its guard and tie rule, the book, best's time limit, and
// what is offered when one or two answers are left.
//
// What it reads comes through TurnSources, which the caller fills from wherever its lists live
// (files, an index made at build time, texts bundled in a page); the heavy ranked side comes
// through `solver`, which the CLI loads only when a turn needs it.

import type { FoldName } from './clues/fold.ts';
import { GREEN } from './clues/tiles.ts';
import { WordleError } from './errors.ts';
import type { ListFacts } from './filter/collect.ts';
import {
  collectedCount,
  compileQuery,
  createFilter,
  everyCollected,
  type FilterResult,
  matchCount,
  type Query,
  type WordBlock,
} from './filter/filter.ts';
import type { Book } from './solve/book.ts';
import { BEST_TAKES_NO_ALPHA, byWeight, type FrequencyTable, type Priors, priorsOf } from './solve/priors.ts';
import type { Proofs } from './solve/proofs.ts';
import { quickAnswer } from './solve/quick-path.ts';
import type { RankRequest } from './solve/rank.ts';
import { type StrategyName, usesBook } from './solve/rules.ts';
import type { BestOptions } from './solve/strategies/best.ts';
import type { StrategySettings } from './solve/strategies/index.ts';
import type { Strategy } from './solve/strategies/types.ts';
import { candidatesOf, type Suggested } from './solve/suggest.ts';
import { fast } from './speed.ts';
import type { Explanation } from './talk/explain.ts';
import { checkGuess } from './talk/play.ts';

/** Seconds best searches before it answers with the best guess found so far, by default, on every front end. */
export const DEFAULT_TIME_LIMIT_S = 2;

export interface TurnSettings {
  readonly strategy: StrategyName;
  readonly hard: boolean;
  /**
   * What the caller shows: the matches alone (no answer list read, no suggestion), the matches
   * and which are likely answers, or a suggestion too (`top` of them ranked).
   */
  readonly asks: 'matches' | 'likely' | 'suggestion';
  /** How many guesses to rank (1: the suggestion alone). */
  readonly top: number;
  /** Milliseconds best may search (0: no limit). */
  readonly timeLimitMs: number;
  /** Explain this guess at this turn instead of ranking (the word as typed). */
  readonly why?: string | undefined;
  /** With why: how many of the likeliest outcomes the explanation lists (4 by default, as --why). */
  readonly outcomes?: number | undefined;
  /** Whether a single suggestion needs its expected count left (a pass over the candidates). */
  readonly detail?: boolean | undefined;
  /** The word length when no pattern gives it. */
  readonly length?: number | undefined;
  /** positional: the weight of a letter at another place (its default when absent). */
  readonly positionalWeight?: number | undefined;
  /**
   * Frequency priors (lib/solve/priors.ts): answers weigh 10 ** (alpha * max(zipf, 1)), in every
   * strategy's scores and in the likely answers' order (common first). 0 or absent: equally
   * likely answers, the plain path, which reads no table. best takes none.
   */
  readonly alpha?: number | undefined;
  /** Offer only familiar guesses (zipf at least FAMILIAR_ZIPF) and the likely answers still in play. */
  readonly familiar?: boolean | undefined;
}

/** The ranked side of a turn (lib/solve/solver.ts), which a caller may load lazily. */
export interface Solver {
  strategyFor(name: StrategyName, settings?: StrategySettings): Strategy;
  suggest(request: RankRequest): Suggested;
  explainChoiceData(request: RankRequest, word: string, outcomes?: number): Explanation;
  /** best's book, parsed where a position is looked up (the ranked side alone reads books and proofs, so their readers come with it). */
  lazyBook(read: () => string): Book;
  /** The proofs made ahead for two lists of ours, trusted by their content (see lib/solve/proofs.ts). */
  bundledProofs(
    read: () => string | undefined,
    known: Readonly<Record<string, string>> | undefined,
    guesses: string,
    answers: string,
  ): Proofs;
  /** A list's facts made from its text, where none were made ahead. */
  listFacts(text: string, length: number): ListFacts;
}

export interface GuessList {
  /** The list's words, one a line: its whole text, or its blocks as read. */
  readonly text: string | Iterable<WordBlock> | AsyncIterable<WordBlock>;
  /** Its pattern-independent facts for a length, made ahead (an index), when known. */
  readonly facts?: ((length: number) => ListFacts | undefined) | undefined;
  /** How messages name it (`wordle.txt`, a path, stdin). */
  readonly name: string;
  /**
   * The list words read from a pipe stand for, made to answer as one call would: each match
   * once, and when every word read is a word of this list (a chain, `wordle crAne | wordle
   * sLAnt`) the guesses are this list's. Its facts for a length (see lib/lists/sources.ts).
   */
  readonly standsFor?: ((length: number) => ListFacts | undefined | Promise<ListFacts | undefined>) | undefined;
}

export interface TurnSources {
  readonly guesses: GuessList;
  /** The guess list's letters' rule (lib/clues/fold.ts): the patterns and the word of `why` are folded by it, as its words were. */
  readonly fold?: FoldName | undefined;
  /**
   * The likely answers: a list's text, or the likely answers that fit a query (read when first
   * needed: a first turn's `-s` needs none). Absent: every word may be the answer.
   */
  readonly answers?: string | ((query: Query) => ReadonlySet<string> | undefined) | undefined;
  /** The precomputed first guess of these lists for a strategy and mode, when there is one. */
  readonly opener?: ((strategy: StrategyName, hard: boolean) => string | undefined) | undefined;
  /** The tree made ahead for these lists and mode (best plays it; the others' guard falls back on it). */
  readonly book?: ((hard: boolean) => Book | undefined | Promise<Book | undefined>) | undefined;
  /** Facts proven ahead for these lists and mode (data/proofs/), which seed the guard's search; read only when a guard asks. */
  readonly proofs?: ((hard: boolean) => Proofs | undefined | Promise<Proofs | undefined>) | undefined;
  /** The ranked side. Absent: a turn that needs it comes back `pending`, without a ranking. */
  readonly solver?: (() => Solver | Promise<Solver>) | undefined;
  /** The word-frequency table for words of a length (lib's frequencyFileFor), read only by a turn with alpha or familiar. */
  readonly frequencies?: ((length: number) => FrequencyTable | Promise<FrequencyTable>) | undefined;
}

/** A sign of life during a long search (best: see BestOptions; shouldStop is also how Ctrl-C or a Cancel button stops it), its end, and the clock of its time limit. */
export type TurnHooks = Pick<BestOptions, 'onStart' | 'onProgress' | 'shouldStop' | 'onEnd' | 'clock'>;

/**
 * Where the game stands: the clues contradict each other; no word fits; the last guess was all
 * green; one likely answer is left (play it); or still open.
 */
export type TurnState = 'conflict' | 'no-match' | 'solved' | 'one-left' | 'open';

/**
 * What a person should be told of how the turn was made: best's search was stopped (its time
 * limit, or shouldStop) and gave the best guess found so far. (That no match is a likely answer,
 * so that every match counts, is `suggested.fellBack`: worked out only when read, as a first
 * turn's `-s` never does.)
 */
export type TurnNote = { readonly kind: 'stopped'; readonly timeLimitMs: number; readonly searched: number; readonly candidates: number };

export interface Turn {
  readonly query: Query;
  readonly result: FilterResult;
  readonly suggested: Suggested;
  readonly state: TurnState;
  readonly notes: readonly TurnNote[];
  /** With settings.why: the explanation of that guess (no ranking is made). */
  readonly explanation?: Explanation | undefined;
  /** The turn needed the ranked side and none was given: `suggested` has no ranking. */
  readonly pending?: boolean | undefined;
}

/** Computes the turn for these clues (patterns, or a query compiled from them). Throws WordleError on bad input. */
export async function playTurn(
  clues: readonly string[] | Query,
  sources: TurnSources,
  settings: TurnSettings,
  hooks: TurnHooks = {},
): Promise<Turn> {
  const query = 'clues' in clues ? clues : compileQuery(clues, settings.length, sources.fold);
  const suggesting = settings.asks === 'suggestion' && query.conflict === undefined;
  const why = settings.why;
  const first = query.clues.length === 0;
  const alpha = settings.alpha ?? 0;
  const withPriors = alpha !== 0 || settings.familiar === true;
  if (alpha !== 0 && settings.strategy === 'best') throw new WordleError('USAGE', BEST_TAKES_NO_ALPHA);
  // A first turn's single suggestion is ready (data/openers.json): then no word need be collected.
  // (Made for equally likely answers and the whole list: not with priors.)
  const opener =
    suggesting && first && settings.top === 1 && why === undefined && !withPriors
      ? sources.opener?.(settings.strategy, settings.hard)
      : undefined;
  const collect = (suggesting && !opener) || why !== undefined ? 'words' : 'nothing';
  const result = await filterList(query, sources.guesses, collect);
  const notes: TurnNote[] = [];
  const done = (suggested: Suggested, more: Partial<Turn> = {}): Turn => turnOf(query, result, suggested, notes, more);
  // (With --why too, when the list has no word of the length at all: the front end says so, not that the guess is off the list.)
  if (matchCount(result) === 0 && (why === undefined || result.words?.length === 0))
    return done({ ranked: [], candidates: [], fellBack: false });

  // The likely answers that fit, read when first needed (a first turn's -s needs none).
  const needed = suggesting || why !== undefined || settings.asks === 'likely';
  let answers: ReadonlySet<string> | undefined;
  let answersRead = false;
  const likely = () => {
    if (!answersRead) answers = needed ? likelyAnswers(query, sources.answers) : undefined;
    answersRead = true;
    return answers;
  };
  const priors = needed && withPriors ? await priorsFor(sources, alpha, settings.familiar === true, query.length) : undefined;
  const ordered = (suggested: Suggested): Suggested => {
    const weightOf = priors?.weightOf;
    return weightOf ? { ...suggested, candidates: byWeight(suggested.candidates, weightOf) } : suggested;
  };
  const request = {
    query,
    result: priors?.offered ? familiarGuesses(result, priors.offered, candidatesOf(result.matches, likely()).candidates) : result,
    get answers() {
      return likely();
    },
    strategy: { name: settings.strategy },
    hard: settings.hard,
    top: settings.top,
    opener,
    detail: settings.detail,
    priors: priors !== undefined,
  };
  const unranked = (): Suggested => ordered({ ranked: [], ...candidatesOf(result.matches, likely()) });
  if (!suggesting && why === undefined) return done(unranked());
  // The quick path (a first guess made ahead, or coverage shown safe cheaply) declines with undefined when the pick needs the guard.
  const quick = why === undefined ? quickAnswer(request) : undefined;
  if (quick) return done(quick);
  if (!sources.solver) return done(unranked(), { pending: true });
  const solver = await sources.solver();
  // The book: best plays it; in hard mode the others' guard falls back on it (the traps its budget cannot decide).
  const book = usesBook(settings.strategy, settings.hard) ? await sources.book?.(settings.hard) : undefined;
  // Proofs: made for hard mode's second turns, for normal mode on every accepted word as the
  // answer (whose facts fit a turn only with exactly those guesses, as bench --guesses plays
  // them), and the default lists' first guesses proven safe on the whole list (normal mode),
  // with equally likely answers (not with priors).
  const proofs = priors === undefined ? await sources.proofs?.(settings.hard) : undefined;
  const strategy = solver.strategyFor(settings.strategy, {
    book,
    proofs,
    positionalWeight: settings.positionalWeight,
    weightOf: priors?.weightOf,
    timeLimitMs: settings.timeLimitMs,
    clock: hooks.clock,
    onStart: hooks.onStart,
    onProgress: hooks.onProgress,
    shouldStop: hooks.shouldStop,
    onEnd(run) {
      if (run.from === 'stopped')
        notes.push({ kind: 'stopped', timeLimitMs: settings.timeLimitMs, searched: run.searched, candidates: run.candidates });
      hooks.onEnd?.(run);
    },
  });
  const ranked = { ...request, strategy, quickDeclined: why === undefined };
  if (why !== undefined) {
    const word = checkGuess(why, query.length, result.words, sources.guesses.name, sources.fold);
    return done(unranked(), { explanation: solver.explainChoiceData(ranked, word, settings.outcomes) });
  }
  return done(ordered(solver.suggest(ranked)));
}

/** The turn's priors from the sources' table, which must be there. */
async function priorsFor(sources: TurnSources, alpha: number, familiar: boolean, length: number): Promise<Priors | undefined> {
  if (!sources.frequencies) throw new WordleError('USAGE', `${alpha !== 0 ? '--alpha' : '--familiar'} needs a word-frequency table`);
  return priorsOf(await sources.frequencies(length), alpha, familiar, length);
}

/** The result with only familiar words as guesses, and the candidates (they must stay playable: the game is won only by playing the answer). */
function familiarGuesses(result: FilterResult, offered: (word: string) => boolean, candidates: readonly string[]): FilterResult {
  const inPlay = new Set(candidates);
  const words = (result.words ?? []).filter((word) => offered(word) || inPlay.has(word));
  return { matches: result.matches, words };
}

/** The turn, its state worked out when first read (it may need the candidates, a pass over the answers, which a first turn's `-s` never makes). */
function turnOf(query: Query, result: FilterResult, suggested: Suggested, notes: readonly TurnNote[], more: Partial<Turn>): Turn {
  return {
    query,
    result,
    suggested,
    get state() {
      return stateOf(query, result, suggested);
    },
    notes,
    ...more,
  };
}

function stateOf(query: Query, result: FilterResult, suggested: Suggested): TurnState {
  if (query.conflict) return 'conflict';
  const last = query.clues.at(-1);
  if (last && last.tiles.every((tile) => tile === GREEN)) return 'solved';
  if (matchCount(result) === 0) return 'no-match';
  // (A first turn's candidates are made only when asked for: a first turn is never one left.)
  return query.clues.length > 0 && suggested.candidates.length === 1 ? 'one-left' : 'open';
}

/** The likely answers of a list's text that fit the query, or as the caller's function gives them. */
function likelyAnswers(query: Query, answers: TurnSources['answers']): ReadonlySet<string> | undefined {
  if (answers === undefined || typeof answers === 'function') return answers?.(query);
  const filter = createFilter(query, { collect: 'nothing' });
  filter.push(answers);
  return new Set(filter.finish().matches);
}

/** The guess list filtered by the query, collecting every word of its length when the suggestion needs them (the allowed guesses). */
async function filterList(query: Query, list: GuessList, collect: 'nothing' | 'words'): Promise<FilterResult> {
  // Without clues every word matches: a list whose index holds it whole need not be scanned.
  const everyWord = query.clues.length === 0 && query.conflict === undefined;
  const facts = collect === 'words' || everyWord ? list.facts?.(query.length) : undefined;
  if (everyWord && facts?.everyLine && fast('every-line')) return everyWordOf(facts);
  const filter = createFilter(query, { collect, facts });
  // (The text the facts were checked against, when they have it: the list is not read again.)
  const known = facts?.text;
  if (known !== undefined) filter.push(known, facts?.joined !== undefined);
  else if (typeof list.text === 'string') filter.push(list.text);
  else for await (const block of list.text) filter.pushBlock(block);
  const found = filter.finish();
  // (The list it stands for is needed only when its guesses are: a suggestion's.)
  const standsFor = list.standsFor && collect === 'words' && collectedCount(found) > 0 ? await list.standsFor(query.length) : undefined;
  return asOneCall(found, standsFor);
}

/** Every word of a list its facts hold whole, read from them only when asked for (a first turn's -s reads none). */
function everyWordOf(facts: ListFacts): FilterResult {
  return {
    get matches() {
      return facts.words;
    },
    facts,
    get words() {
      return facts.words;
    },
    get masks() {
      return facts.masks;
    },
    everyWord: true,
  };
}

/** The guesses of the list a list read stands for (see GuessList.standsFor). (The filter gives each match once already.) */
function asOneCall(result: FilterResult, facts: ListFacts | undefined): FilterResult {
  // (result.words only with facts to compare: read, an index's words are cut one by one.)
  if (facts && (result.facts?.joined || result.words)) {
    const known = new Set(facts.words);
    if (everyCollected(result, (word) => known.has(word)))
      return { matches: result.matches, facts, words: facts.words, masks: facts.masks };
  }
  return result;
}
