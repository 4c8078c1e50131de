// The game's rules and the advice's own rules, each stated once: how many tries a game has, the
// strategies by name and the default one, and the tie rule that puts a possible answer first
// when it is as good as the top guess. The strategies' ranking (strategies/index.ts) and the
// quick path on strings (suggest.ts) both follow these; hard mode's rule is game.ts's
// hardAllowed (and talk/play.ts's words for it). This file imports nothing: every part of
// lib/solve may use it.

export type StrategyName = 'coverage' | 'entropy' | 'minimax' | 'best' | 'positional';
export const STRATEGY_NAMES: readonly StrategyName[] = ['coverage', 'entropy', 'minimax', 'best', 'positional'];
/** The strategy a turn uses when none is named, on every front end: the CLI's `--strategy`, the MCP tools, a link that names none (talk/link.ts). */
export const DEFAULT_STRATEGY: StrategyName = 'coverage';
/** A review compares each guess with the strongest pick: best's, unless another strategy is named. */
export const DEFAULT_REVIEW_STRATEGY: StrategyName = 'best';
/** With lies best has no search (LIES_REFUSE): a review compares with entropy's pick, which Fibble's bench plays. */
export const DEFAULT_LYING_REVIEW_STRATEGY: StrategyName = 'entropy';
/** The strategy a review compares with when none is named, on every front end. */
export const reviewStrategyFor = (lies: number): StrategyName => (lies === 0 ? DEFAULT_REVIEW_STRATEGY : DEFAULT_LYING_REVIEW_STRATEGY);

/** The guesses a game may take: Wordle's six. */
export const MAX_GUESSES = 6;

/** The rows a game whose tiles lie may take: Fibble's starter word and eight more. */
export const LYING_TRIES = 9;

/** What lies cannot go with (lib/clues/lies.ts has the rule of lying rows), said alike by every front end. */
export const LIES_REFUSE = {
  best: "--lies cannot go with --strategy best: best's search and book assume true tiles",
  hard: '--lies cannot go with --hard: hard mode reuses the tiles shown, and with lies they are not all true',
  alpha: '--lies cannot go with --alpha: with lies every answer is weighed alike',
  boards: '--lies cannot go with --boards: several boards are played with true tiles',
} as const;

/** Why a turn or game with lies cannot have these settings (see LIES_REFUSE), or undefined when it can. */
export function liesRefusal(settings: {
  readonly strategy?: StrategyName;
  readonly hard?: boolean;
  readonly alpha?: number;
}): string | undefined {
  if (settings.strategy === 'best') return LIES_REFUSE.best;
  if (settings.hard) return LIES_REFUSE.hard;
  if (settings.alpha) return LIES_REFUSE.alpha;
  return undefined;
}

/**
 * With this many possible answers left or fewer, only they are offered: guessing one may win
 * now and leaves at most one, which no other guess can better.
 */
export const FEW_LEFT = 2;

/** What best counts for a game not finished within MAX_GUESSES: more than any tree's total, so one failed game outweighs every saving elsewhere. */
export const FAIL = 10_000_000;

/** Scores this close are equal (sums of logarithms differ in their last bits by the order summed). */
export const EPSILON = 1e-9;
/** Coverage: a possible answer within this share of the top score is as good... */
export const COVERAGE_TIE_MARGIN = 0.1;
/** ...among this many best-scoring possible answers. */
export const COVERAGE_TIE_POOL = 8;

/** Whether a turn of this strategy and mode takes the lists' book: best plays it; in hard mode the others' guard falls back on it. */
export function usesBook(strategy: StrategyName, hard: boolean): boolean {
  return strategy === 'best' || hard;
}

/** How many ranked guesses a person is shown by default: best searches each to the end, so one; five of the others cost little. */
export function alternativesOf(strategy: StrategyName): number {
  return strategy === 'best' ? 1 : 5;
}

interface Scored {
  readonly word: string;
  readonly score: number;
  readonly expected: number;
}

/**
 * The tie rule: of `options` (possible answers, best first), the one that is as good as `top`,
 * the strategy's top guess, if any. For coverage, within COVERAGE_TIE_MARGIN of its score and
 * leaving no more answers expected, the best of those by score, then expected, then A-Z; for
 * the others, the first that scores as well.
 */
export function asGoodAnswer<T extends Scored>(strategy: string, top: Scored, options: readonly T[]): T | undefined {
  if (strategy !== 'coverage') return options.find((item) => item.score >= top.score - EPSILON);
  return options
    .filter(
      (item) => item.score >= top.score - Math.abs(top.score) * COVERAGE_TIE_MARGIN - EPSILON && item.expected <= top.expected + EPSILON,
    )
    .sort((a, b) => b.score - a.score || a.expected - b.expected || (a.word < b.word ? -1 : 1))[0];
}
