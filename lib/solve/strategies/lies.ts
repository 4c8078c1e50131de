// The strategies when the tiles lie (Fibble, lib/clues/lies.ts), and the rules every pick then
// obeys. entropy and minimax rank by the shown split (lies-split.ts): the information the
// shown tiles carry, the most answers a shown outcome leaves. coverage and positional score
// letters, as without lies. The tie rule is the same; the guard is not, since it proves games
// finishable by the true tiles: in its place only the rule that a pick must be able to narrow
// the field (or win now). A guess played before may be played again, since its new row draws
// new lies, when its shown tiles can still narrow the field.

import { fast } from '../../speed.ts';
import { answerGuessesOf, type Game, type Position } from '../game.ts';
import { asGoodAnswer, COVERAGE_TIE_POOL, EPSILON } from '../rules.ts';
import { BOUND_UNIT, entropyBounds } from './entropy-bounds.ts';
import { LieSplitter, type LieStats, lieStats } from './lies-split.ts';
import { walkByBounds } from './rank-split.ts';
import { type SplitStats, Splitter } from './split.ts';
import { answerFlags, TopList } from './top-list.ts';
import type { Ranked, Strategy } from './types.ts';

/** Ranked guesses the rules look through for one that can narrow the field. */
const REVEAL_POOL = 24;

/** minimax's score of a shown split: minus the worst case, then fewer expected left (as worstCase, simple.ts). */
const lieWorstCase = (stats: LieStats, n: number) => -stats.worst + (1 - (stats.expected * n) / (n * n + 1)) * 0.5;

/** The strategy for rows that lie in exactly `lies` places (best has none: its search and book assume true tiles). */
export function withLies(strategy: Strategy, lies: number): Strategy {
  if (lies === 0) return strategy;
  if (strategy.name === 'entropy')
    return {
      name: 'entropy',
      lies,
      rank: (game, position, top, floor) => rankByInfo(game, position, top, lies, floor),
      scoreOf: (game, position, g) => lieStatsOf(game, position, g, lies).info,
    };
  if (strategy.name === 'minimax')
    return {
      name: 'minimax',
      lies,
      rank: (game, position, top, floor) => rankByWorst(game, position, top, lies, floor),
      scoreOf: (game, position, g) => lieWorstCase(lieStatsOf(game, position, g, lies), position.remaining.length),
    };
  // (Neither the book nor the proofs hold when the tiles lie.)
  return { name: strategy.name, rank: strategy.rank, scoreOf: strategy.scoreOf, lies };
}

function lieStatsOf(game: Game, position: Position, g: number, lies: number): LieStats {
  return new LieSplitter(game, position.remaining.length, lies).stats(g, position.remaining, lieStats());
}

/**
 * entropy with lies: the guesses by their true tiles' entropy bound, highest first (the shown
 * tiles never tell more than the true ones: the answer decides the true tiles, and they the
 * shown ones), each split by what it shows, until no bound can reach the list.
 */
function rankByInfo(game: Game, position: Position, top: number, lies: number, floor = -Infinity): Ranked[] {
  const answers = position.remaining;
  const splitter = new LieSplitter(game, answers.length, lies);
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  const stats = lieStats();
  let bar = floor;
  const visit = (g: number) => {
    // (Plain, the information as the full split has it: the same number, with more work.)
    const info = fast('lies-info') ? splitter.info(g, answers) : splitter.stats(g, answers, stats).info;
    if (info < bar || !best.admits(info)) return;
    best.offer({ guess: g, word: game.guesses.words[g] ?? '', score: info, expected: Number.NaN, isAnswer: flags[g] === 1 });
    if (best.items.length === top) bar = Math.max(floor, (best.items[top - 1] as Ranked).score);
  };
  if (fast('entropy-bounds'))
    walkByBounds(entropyBounds(game, position), position.allowed, (units) => units / BOUND_UNIT + 1e-9 < bar, visit);
  else for (const g of position.allowed) visit(g);
  // The expected count left, for the few listed only.
  return best.items.map((item) => ({ ...item, expected: splitter.stats(item.guess, answers, stats).expected }));
}

/**
 * minimax with lies: every allowed guess, but those whose largest true outcome already holds
 * more answers than the list's worst case (a shown outcome of that true one leaves at least
 * those answers) are not split by what they show.
 */
function rankByWorst(game: Game, position: Position, top: number, lies: number, floor?: number): Ranked[] {
  const answers = position.remaining;
  const n = answers.length;
  const splitter = new LieSplitter(game, n, lies);
  const truth = new Splitter(game, n, position);
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  const stats = lieStats();
  const split: SplitStats = { classes: 0, largest: 0, squares: 0, cLogC: 0 };
  // A score of at least `floor` has a worst case of at most floor(0.5 - floor) (see simple.ts).
  let worstAllowed = floor === undefined ? n : Math.max(0, Math.min(n, Math.floor(0.5 - floor)));
  for (let k = 0; k < position.allowed.length; k++) {
    const g = position.allowed[k] as number;
    if (!truth.statsWithin(g, answers, worstAllowed, split)) continue;
    splitter.stats(g, answers, stats);
    if (stats.worst > worstAllowed) continue;
    const score = lieWorstCase(stats, n);
    if (!best.admits(score)) continue;
    best.offer({ guess: g, word: game.guesses.words[g] ?? '', score, expected: stats.expected, isAnswer: flags[g] === 1 });
    const last = best.items[top - 1];
    if (last) worstAllowed = Math.min(worstAllowed, Math.floor(0.5 - last.score));
  }
  return best.items;
}

/**
 * The strategy's `top` best guesses when the tiles lie, each with its expected count left (by
 * the shown tiles), after the tie rule (a possible answer as good as the top guess comes first)
 * and the rule that the pick must be able to narrow the field or win now.
 */
export function rankWithLies(strategy: Strategy, game: Game, position: Position, top: number): Ranked[] {
  const lies = strategy.lies ?? 0;
  const splitter = new LieSplitter(game, position.remaining.length, lies);
  const stats = lieStats();
  const expectedOf = (g: number) => splitter.stats(g, position.remaining, stats).expected;
  const withExpected = (items: Ranked[]) => items.map((item) => ({ ...item, expected: expectedOf(item.guess) }));
  const ranked = withExpected(strategy.rank(game, position, top));
  const first = ranked[0];
  if (!first) return ranked;
  const tied = first.isAnswer ? ranked : preferAnswer(strategy, game, position, ranked, withExpected);
  const n = position.remaining.length;
  const narrows = (item: Ranked) => item.isAnswer || item.expected < n - EPSILON;
  if (narrows(tied[0] as Ranked)) return tied.slice(0, top);
  const pool = withExpected(strategy.rank(game, position, Math.max(top, REVEAL_POOL)));
  const found = pool.find(narrows) ?? rankAnswersWithLies(strategy, game, position).find(narrows) ?? (tied[0] as Ranked);
  const moved = found.guess === first.guess ? found : { ...found, moved: 'guard' as const };
  return [moved, ...tied.filter((item) => item.guess !== found.guess)].slice(0, top);
}

/** The tie rule (strategies/index.ts has it for true tiles): the best possible answer first when it is as good as the top guess. */
function preferAnswer(
  strategy: Strategy,
  game: Game,
  position: Position,
  ranked: Ranked[],
  withExpected: (items: Ranked[]) => Ranked[],
): Ranked[] {
  const first = ranked[0] as Ranked;
  const answers = Int32Array.from(answerGuessesOf(game, position.remaining)).sort();
  if (answers.length === 0) return ranked;
  const coverage = strategy.name === 'coverage';
  const options = withExpected(
    strategy.rank(game, { ...position, allowed: answers }, coverage ? COVERAGE_TIE_POOL : 1, coverage ? undefined : first.score - EPSILON),
  );
  const asGood = asGoodAnswer(strategy.name, first, options);
  if (!asGood) return ranked;
  return [{ ...asGood, isAnswer: true, moved: 'tie' }, ...ranked.filter((item) => item.guess !== asGood.guess)];
}

/** The possible answers as guesses, in the strategy's order (score, then A-Z), each with its expected count left by the shown tiles. */
export function rankAnswersWithLies(strategy: Strategy, game: Game, position: Position): Ranked[] {
  const splitter = new LieSplitter(game, position.remaining.length, strategy.lies ?? 0);
  const stats = lieStats();
  return answerGuessesOf(game, position.remaining)
    .map((g) => ({
      guess: g,
      word: game.guesses.words[g] ?? '',
      score: strategy.scoreOf(game, position, g),
      expected: splitter.stats(g, position.remaining, stats).expected,
      isAnswer: true,
    }))
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
}
