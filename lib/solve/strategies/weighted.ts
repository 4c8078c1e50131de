// The strategies with weighted answers (frequency priors, lib/solve/priors.ts): each scores a
// guess as it does with equally likely answers, every count of answers made a sum of their
// weights. entropy: the information of the outcome when answer a is the secret with probability
// w(a) / W; minimax: the heaviest outcome's share of the weight, in answers (n w / W); coverage:
// letters and places scored by the weight of the candidates having them; positional: its shares
// weighted the same way. best searches over
// equally likely answers only and takes no weights (the turn refuses the pair).
//
// entropy's and minimax's scores are rounded to 1e-9 so that guesses splitting alike tie exactly
// (sums of doubles in another order differ in their last bits); then a possible answer gets its
// share of the weight times 1e-10 (within the tie rule's EPSILON), so of answers that tie the
// likelier comes first (two left: the likelier of them, where equally likely answers tie), then
// A-Z. coverage's are rounded to a tenth of a point, and with two left the likelier is first.

import { WordleError } from '../../errors.ts';
import { fast, MemoCache } from '../../speed.ts';
import { weightedCoverageScorer } from '../coverage.ts';
import type { Game, Position } from '../game.ts';
import { answerWeights, BEST_TAKES_NO_ALPHA } from '../priors.ts';
import type { StrategyName } from '../rules.ts';
import { weightedEntropyBounds } from './entropy-bounds.ts';
import { createPositional } from './positional.ts';
import { rankByWeightedSplit, scoreByWeightedSplit } from './rank-split.ts';
import type { WeightedStats } from './split.ts';
import { answerFlags, TopList } from './top-list.ts';
import type { Ranked, Strategy } from './types.ts';

const rounded = (value: number) => Math.round(value * 1e9) / 1e9;
/** The tie break: a possible answer's share of the weight, below EPSILON (1e-9). */
const likelier = (own: number, total: number) => (own / total) * 1e-10;

const bits = (stats: WeightedStats) => rounded(Math.log2(stats.total) - stats.wLogW / stats.total) + likelier(stats.own, stats.total);

/** Minus the heaviest outcome in answers (n w / W), then (below 1) the smaller sum of squared shares, as minimax's worstCase. */
const worstCase = (stats: WeightedStats, n: number) =>
  rounded(-(n * stats.largest) / stats.total + (1 - (stats.squares * n * n) / (stats.total * stats.total * (n * n + 1))) * 0.5) +
  likelier(stats.own, stats.total);

/** The strategy `name` with answers weighing weightOf(word) (scaled per game; only ratios count). */
export function weightedStrategy(name: StrategyName, weightOf: (word: string) => number, positionalWeight?: number): Strategy {
  const made = new MemoCache<Game, Float64Array>();
  const weightsOf = (game: Game) => {
    let weights = made.get(game);
    if (!weights) made.set(game, (weights = answerWeights(game.answers.words, weightOf)));
    return weights;
  };
  switch (name) {
    case 'entropy':
      return {
        name,
        rank: (game, position, top, floor) => {
          const weights = weightsOf(game);
          // (As the plain entropy: bounds pay for themselves past 64 answers.)
          const bounds =
            position.remaining.length > 64 && fast('entropy-bounds') ? weightedEntropyBounds(game, position, weights) : undefined;
          return rankByWeightedSplit(game, position, top, bits, weights, floor, bounds);
        },
        scoreOf: (game, position, g) => scoreByWeightedSplit(game, position, g, bits, weightsOf(game)),
      };
    case 'minimax':
      return {
        name,
        rank: (game, position, top, floor) => rankByWeightedSplit(game, position, top, worstCase, weightsOf(game), floor),
        scoreOf: (game, position, g) => scoreByWeightedSplit(game, position, g, worstCase, weightsOf(game)),
      };
    case 'coverage':
      return {
        name,
        rank: (game, position, top) => rankCoverage(game, position, top, weightsOf(game)),
        scoreOf: (game, position, g) => coverageOf(game, position, weightsOf(game))(game.guesses.words[g] ?? ''),
      };
    case 'positional':
      return createPositional(positionalWeight, weightsOf);
    case 'best':
      throw new WordleError('USAGE', BEST_TAKES_NO_ALPHA);
  }
}

/** The weighted coverage score of any word at the position. */
function coverageOf(game: Game, position: Position, weights: Float64Array): (word: string) => number {
  const candidates = Array.from(position.remaining, (a) => game.answers.words[a] ?? '');
  const tried = new Set<string>();
  for (const move of position.moves) for (const letter of game.guesses.words[move.guess] ?? '') tried.add(letter);
  const shares = Array.from(position.remaining, (a) => weights[a] as number);
  const score = weightedCoverageScorer(candidates, shares, tried);
  // (To a tenth of a point, as it is shown: ties of answers are rare with weights, and two left go by weight below.)
  return (word) => Math.round(score(word) * 10) / 10;
}

/** Coverage's rank (strategies/coverage.ts), weighted: with one or two candidates left, the heavier first (then A-Z). */
function rankCoverage(game: Game, position: Position, top: number, weights: Float64Array): Ranked[] {
  const score = coverageOf(game, position, weights);
  if (position.remaining.length <= 2) {
    return Array.from(position.remaining)
      .filter((a) => (game.guessOfAnswer[a] ?? -1) >= 0)
      .sort(
        (a, b) =>
          (weights[b] as number) - (weights[a] as number) || ((game.answers.words[a] ?? '') < (game.answers.words[b] ?? '') ? -1 : 1),
      )
      .map((a) => {
        const g = game.guessOfAnswer[a] as number;
        const word = game.guesses.words[g] ?? '';
        return { guess: g, word, score: score(word), expected: Number.NaN, isAnswer: true };
      })
      .slice(0, top);
  }
  const flags = answerFlags(game, position);
  const best = new TopList(top);
  for (const g of position.allowed) {
    const word = game.guesses.words[g] ?? '';
    const value = score(word);
    if (best.admits(value)) best.offer({ guess: g, word, score: value, expected: Number.NaN, isAnswer: flags[g] === 1 });
  }
  return best.items;
}
