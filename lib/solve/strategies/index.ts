import { type Book, bookFinishes, bookGuess } from '../book.ts';
import { answerGuessesOf, type Game, type Position } from '../game.ts';
import { DEFAULT_BUDGET, FALLBACK_BUDGET, Guard, guessesLeft, STAKE_BUDGET } from '../guard/index.ts';
import type { Proofs } from '../proofs.ts';
import { asGoodAnswer, COVERAGE_TIE_POOL, EPSILON, type StrategyName } from '../rules.ts';
import { type BestOptions, best, createBest } from './best.ts';
import { coverage } from './coverage.ts';
import { createPositional, positional } from './positional.ts';
import { entropy, minimax } from './simple.ts';
import { type SplitStats, Splitter } from './split.ts';
import { answerFlags } from './top-list.ts';
import type { Ranked, Strategy } from './types.ts';
import { weightedStrategy } from './weighted.ts';

export { STRATEGY_NAMES, type StrategyName } from '../rules.ts';
export type { Ranked, Strategy } from './types.ts';

/** Every strategy by name: the registry. `best` here searches without a book or a time limit; see strategyFor. */
const STRATEGIES: Readonly<Record<StrategyName, Strategy>> = { coverage, entropy, minimax, best, positional };

export function strategyNamed(name: StrategyName): Strategy {
  return STRATEGIES[name];
}

/** What a strategy gets for a turn besides its name. */
export interface StrategySettings extends Pick<BestOptions, 'onStart' | 'onProgress' | 'shouldStop' | 'onEnd' | 'clock' | 'wide'> {
  /** The tree made ahead for the lists and mode: best plays it, the others' guard falls back on it. */
  readonly book?: Book | undefined;
  /** Milliseconds best may search before it answers with the best guess so far (0 or absent: no limit). */
  readonly timeLimitMs?: number | undefined;
  /** positional: the weight of a letter at another place (DEFAULT_POSITIONAL_WEIGHT when absent). */
  readonly positionalWeight?: number | undefined;
  /** Frequency priors: each answer's weight (lib/solve/priors.ts); absent: equally likely answers. */
  readonly weightOf?: ((word: string) => number) | undefined;
  /** Facts proven ahead for the lists (lib/solve/proofs.ts): the guard of the strategies but best is seeded with them. */
  readonly proofs?: Proofs | undefined;
}

/** The strategy for a turn: best with its book, time limit and hooks; the others with the book as their guard's last resort. */
export function strategyFor(name: StrategyName, settings: StrategySettings = {}): Strategy {
  const strategy = strategyWithBook(name, settings);
  return settings.proofs && strategy.name !== 'best' ? { ...strategy, proofs: settings.proofs } : strategy;
}

function strategyWithBook(name: StrategyName, settings: StrategySettings): Strategy {
  if (settings.weightOf) return withBook(weightedStrategy(name, settings.weightOf, settings.positionalWeight), settings.book);
  if (name === 'positional' && settings.positionalWeight !== undefined)
    return withBook(createPositional(settings.positionalWeight), settings.book);
  if (name !== 'best') return withBook(STRATEGIES[name], settings.book);
  const { book, wide, timeLimitMs, clock, onStart, onProgress, shouldStop, onEnd } = settings;
  // (best plays its book from the start: read it now, not in the time its search is given.)
  void book?.next;
  return createBest({ book, wide, timeLimit: timeLimitMs ?? 0, clock, onStart, onProgress, shouldStop, onEnd });
}

/**
 * The strategy with a book to fall back on (see Strategy.book): its picks are its own wherever
 * the guard can show them safe; hard mode's big early sets (2023 lists: the _A_ED family after
 * TARSE) are where the guard's budget cannot, and the book can.
 */
export function withBook(strategy: Strategy, book: Book | undefined): Strategy {
  return book === undefined || strategy.name === 'best' ? strategy : { ...strategy, book };
}

/** Guesses left from which a normal-mode pick is checked with FALLBACK_BUDGET (see guard). */
const LATE_LEFT = 4;

/** Ranked guesses the guard looks through for a safe one before asking its search for any. */
const GUARD_POOL = 24;

/**
 * The strategy's `top` best guesses, each with its expected remaining count, after two rules
 * every strategy's pick goes through:
 *   - the tie rule: a possible answer that scores as well as the top guess comes first (it may
 *     win now); for coverage, within COVERAGE_TIE_MARGIN of its score and with no more
 *     answers expected left;
 *   - the guard: a guess that leaves some outcome unsolvable in the guesses left (six minus
 *     those made), or that reveals nothing, gives way to the best-ranked one that does not.
 */
export function rankGuesses(strategy: Strategy, game: Game, position: Position, top: number): Ranked[] {
  if (position.remaining.length === 0) return [];
  const splitter = new Splitter(game, position.remaining.length);
  const ranked = withExpected(unplayed(strategy, game, position, top), position, splitter);
  // (A guess the rules bring forward may push the list past `top`.)
  return guard(strategy, game, position, preferAnswer(strategy, game, position, ranked, splitter), top, splitter).slice(0, top);
}

/**
 * The strategy's `top` best guesses but those already played, which tell nothing new: a list is
 * ranked one further for each, and they are left out before any rule looks at it. (A single
 * pick never is one, the guard sees to it; and best answers one from its book.)
 */
function unplayed(strategy: Strategy, game: Game, position: Position, top: number): Ranked[] {
  if (top <= 1 || position.moves.length === 0) return strategy.rank(game, position, top);
  const played = new Set(position.moves.map((move) => move.guess));
  return strategy
    .rank(game, position, top + played.size)
    .filter((item) => !played.has(item.guess))
    .slice(0, top);
}

/**
 * The possible answers as guesses, in the strategy's order (score, then A-Z): what a position
 * with few answers left offers (see FEW_LEFT). Each is allowed in hard mode too (an answer keeps every hint).
 */
export function rankAnswers(strategy: Strategy, game: Game, position: Position): Ranked[] {
  const splitter = new Splitter(game, position.remaining.length);
  return answerGuessesOf(game, position.remaining)
    .map((g) => itemOf(strategy, game, position, g, splitter))
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
}

function withExpected(ranked: Ranked[], position: Position, splitter: Splitter): Ranked[] {
  if (ranked.every((item) => !Number.isNaN(item.expected))) return ranked;
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  return ranked.map((item) =>
    Number.isNaN(item.expected)
      ? { ...item, expected: splitter.stats(item.guess, position.remaining, stats).squares / position.remaining.length }
      : item,
  );
}

/** The tie rule: the best possible answer first when it is as good as the top guess. */
function preferAnswer(strategy: Strategy, game: Game, position: Position, ranked: Ranked[], splitter: Splitter): Ranked[] {
  const first = ranked[0];
  // best's search already breaks its ties of cost for a possible answer (and keeps a memo by position).
  if (!first || first.isAnswer || strategy.name === 'best') return ranked;
  const answers = answerGuesses(game, position);
  if (answers.length === 0) return ranked;
  // (Only an answer scoring as well as the top guess matters: a floor for the others' ranking.)
  const floor = strategy.name === 'coverage' ? undefined : first.score - EPSILON;
  const options = withExpected(
    strategy.rank(game, { ...position, allowed: answers }, strategy.name === 'coverage' ? COVERAGE_TIE_POOL : 1, floor),
    position,
    splitter,
  );
  const asGood = asGoodAnswer(strategy.name, first, options);
  if (!asGood) return ranked;
  return [{ ...asGood, isAnswer: true, moved: 'tie' }, ...ranked.filter((item) => item.guess !== asGood.guess)];
}

/** The allowed guesses that are possible answers, ascending. */
function answerGuesses(game: Game, position: Position): Int32Array {
  if (position.allowed === game.all) {
    // Every guess allowed: the answers' own guesses (a pass over the answers, not the guesses),
    // each once (a game gives a guess to one answer only), in the guesses' order.
    return Int32Array.from(answerGuessesOf(game, position.remaining)).sort();
  }
  const flags = answerFlags(game, position);
  const allowed = position.allowed;
  let count = 0;
  for (let k = 0; k < allowed.length; k++) if (flags[allowed[k] as number] === 1) count++;
  const out = new Int32Array(count);
  count = 0;
  for (let k = 0; k < allowed.length; k++) if (flags[allowed[k] as number] === 1) out[count++] = allowed[k] as number;
  return out;
}

/** The guard (see rankGuesses): the ranked list with a safe pick first, when there is one. */
function guard(strategy: Strategy, game: Game, position: Position, ranked: Ranked[], top: number, splitter: Splitter): Ranked[] {
  const first = ranked[0];
  const left = guessesLeft(position);
  if (!first) return ranked;
  // A fresh memo for each position: what the budget decides then depends on the position only,
  // so a game plays alike alone or in the bench's tree.
  const check = new Guard(game);
  strategy.proofs?.seed(check, game, position, strategy.name);
  if (left <= 0) {
    // Past six already: nothing to keep safe, but never a guess that tells nothing.
    return check.reveals(first.guess, position.remaining)
      ? ranked
      : promote(ranked, findRevealing(strategy, game, position, splitter, check), 'guard');
  }
  // In normal mode with one pick asked for, only a failure changes the advice (below).
  // Late in a normal game (LATE_LEFT guesses or fewer left) the sets are small and a trap
  // costs the game: the pick's check gets the search's larger budget there.
  const budget = !game.hard && left <= LATE_LEFT ? FALLBACK_BUDGET : DEFAULT_BUDGET;
  const verdict = check.isSafe(first.guess, position, left, budget, !game.hard && top <= 1);
  // Undecided (past the budget): kept in normal mode, where six guesses are rarely short; in
  // hard mode, where traps are common, it gives way to a ranked guess shown safe, if any.
  if (verdict === true || (verdict === undefined && !game.hard && check.reveals(first.guess, position.remaining))) {
    // Where several families are open at once an undecided pick is not kept on trust.
    const atStake = verdict === undefined && check.atStake(position.remaining, left);
    const g = atStake ? check.witness(position, left, STAKE_BUDGET) : undefined;
    if (g !== undefined && g !== first.guess) return promote(ranked, itemOf(strategy, game, position, g, splitter), 'guard');
    return orderSafe(ranked, top, check, position, left);
  }
  if (strategy.name === 'best' && verdict !== false && check.reveals(first.guess, position.remaining)) {
    // best's search already puts games over six first; ranking it again for a pool would run a
    // second search (a second --time-limit), so an undecided pick of its own stands.
    return ranked;
  }
  // Unsafe (or telling nothing): the best-ranked safe guess, else any the search finds safe.
  const pool =
    strategy.name === 'best' ? ranked : withExpected(strategy.rank(game, position, Math.max(top, GUARD_POOL)), position, splitter);
  const candidates = [...ranked, ...pool.filter((item) => !ranked.some((r) => r.guess === item.guess))];
  let undecided: Ranked | undefined;
  // (A long --top list's tail is not searched for a safe guess: the book and the witness come first.)
  for (const item of candidates.slice(0, Math.max(CHECKED_TOP, GUARD_POOL))) {
    const safe = item.guess === first.guess ? verdict : check.isSafe(item.guess, position, left);
    if (safe === true) return promote(ranked, item, 'guard');
    if (safe === undefined && !undecided && check.reveals(item.guess, position.remaining)) undecided = item;
  }
  const { book } = strategy;
  const booked = book && bookGuess(book, game, position);
  if (book && booked !== undefined && bookFinishes(book, game, position, left))
    return promote(ranked, itemOf(strategy, game, position, booked, splitter), 'book');
  const g =
    check.witness(position, left, FALLBACK_BUDGET) ??
    (check.atStake(position.remaining, left) ? check.witness(position, left, STAKE_BUDGET) : undefined);
  if (g !== undefined) return promote(ranked, itemOf(strategy, game, position, g, splitter), 'guard');
  // Not shown safe either: in hard mode, where traps are common, the first undecided guess (it may
  // be safe); in normal mode it must be shown safe with the search's larger budget to replace the
  // strategy's own pick, which otherwise stands, said to be unsafe (after thEws cooty
  // woopy no guess finishes all 327 answers in three; the strategy's lidar finishes 223, the
  // undecided large 216).
  if (undecided) {
    const settled = check.isSafe(undecided.guess, position, left, FALLBACK_BUDGET);
    if (settled === true || (settled === undefined && game.hard)) return promote(ranked, undecided, 'guard');
  }
  if (check.reveals(first.guess, position.remaining)) return [{ ...first, moved: 'unsafe' }, ...ranked.slice(1)];
  return promote(ranked, findRevealing(strategy, game, position, splitter, check), 'guard');
}

/** A --top list's guesses checked by orderSafe: past these, a long list (--top 100000) keeps the strategy's order unchecked. */
const CHECKED_TOP = 100;

/** With --top: the guesses shown unsafe go after the others (the order kept otherwise), among the first CHECKED_TOP. */
function orderSafe(ranked: Ranked[], top: number, check: Guard, position: Position, left: number): Ranked[] {
  if (top <= 1 || ranked.length <= 1) return ranked;
  const [first, ...rest] = ranked as [Ranked, ...Ranked[]];
  const checked = rest.slice(0, CHECKED_TOP - 1);
  const unsafe = new Set(
    checked.filter((item) => check.isSafe(item.guess, position, left, DEFAULT_BUDGET / 4) === false).map((item) => item.guess),
  );
  const unchecked = rest.slice(checked.length);
  return [
    first,
    ...checked.filter((item) => !unsafe.has(item.guess)),
    ...checked.filter((item) => unsafe.has(item.guess)).map((item) => ({ ...item, moved: 'unsafe' as const })),
    ...unchecked,
  ];
}

/** The list with `item` first, marked as moved there (unless it was first already). */
function promote(ranked: Ranked[], item: Ranked | undefined, why: 'guard' | 'book'): Ranked[] {
  if (!item) return ranked;
  const moved = ranked[0]?.guess === item.guess ? item : { ...item, moved: why };
  return [moved, ...ranked.filter((r) => r.guess !== item.guess)];
}

function itemOf(strategy: Strategy, game: Game, position: Position, g: number, splitter: Splitter): Ranked {
  const stats: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  const isAnswer = (game.answerOfGuess[g] as number) >= 0 && position.remaining.includes(game.answerOfGuess[g] as number);
  return {
    guess: g,
    word: game.guesses.words[g] ?? '',
    score: strategy.scoreOf(game, position, g),
    expected: splitter.stats(g, position.remaining, stats).squares / position.remaining.length,
    isAnswer,
  };
}

/** The best-scoring guess that tells something (a possible answer always does). */
function findRevealing(strategy: Strategy, game: Game, position: Position, splitter: Splitter, check: Guard): Ranked | undefined {
  const pool = withExpected(strategy.rank(game, position, GUARD_POOL), position, splitter);
  const found = pool.find((item) => check.reveals(item.guess, position.remaining));
  if (found) return found;
  const answer = answerGuesses(game, position)[0];
  return answer === undefined ? undefined : itemOf(strategy, game, position, answer, splitter);
}
