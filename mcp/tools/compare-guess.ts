// wordle_compare_guess: a guess judged at this point of the game, as `wordle --why GUESS`, with
// its rank and the strategy's best to compare with.

import * as z from 'zod';
import { compareGuess, readScore, renderWhy, SCORE_MEANS } from '../../lib/index.ts';
import { defineTool } from './define.ts';
import {
  alpha,
  familiar,
  guessLines,
  hardMode,
  history,
  includeAllCandidates,
  LIMITS,
  listAnswers,
  outsideLine,
  outsideOf,
  outsidePool,
  outsidePoolCount,
  positionalWeight,
  rankedGuess,
  rankedGuesses,
  state,
  stateLine,
  stateOf,
  strategy,
  topN,
  turnFor,
  wordList,
} from './shared.ts';

/** How many outcomes the data lists (the text, like --why, names the four likeliest). */
const OUTCOMES_LISTED = 20;

export default defineTool({
  name: 'wordle_compare_guess',
  title: 'Judge a Wordle guess',
  use: 'to judge a word the player has in mind',
  description:
    "Explains how good a given guess is at this point of the game: its score and rank among all guesses, the tile outcomes it can show and how many answers each leaves, whether it may win, whether hard mode allows it, and the strategy's best guesses to compare with.",
  input: z.object({
    history,
    guess: z.string().max(LIMITS.text).describe('the guess to judge'),
    hard_mode: hardMode,
    top_n: topN.describe(`how many of the strategy's best guesses to compare with (1-${LIMITS.topN})`),
    strategy,
    word_list: wordList,
    answers: listAnswers,
    alpha,
    familiar,
    include_all_candidates: includeAllCandidates,
    positional_weight: positionalWeight,
  }),
  output: z.object({
    history: z.array(z.string()),
    guess: z.string(),
    strategy: z.string(),
    score_means: z.string(),
    hard_mode: z.boolean(),
    answers: z.string(),
    alpha: z.number(),
    familiar: z.boolean(),
    include_all_candidates: z.boolean(),
    positional_weight: z.number(),
    score: z.number().nullable(),
    rank: z
      .number()
      .int()
      .nullable()
      .describe(
        "place among every allowed guess in the order --top would list them all: the strategy's best (alternatives) first, then the rest by score (best: among the top_n only); null when not ranked (not allowed in hard mode)",
      ),
    ranked_among: z.number().int(),
    possible_answers: z.number().int(),
    may_win: z.boolean(),
    outcome_count: z.number().int().describe('how many different tile outcomes the guess can show'),
    outcomes: z
      .array(z.object({ tiles: z.string(), pattern: z.string(), count: z.number().int() }))
      .describe('the likeliest outcomes and how many answers each leaves'),
    expected_remaining: z.number(),
    worst_case: z.number().int(),
    new_letters: z.array(z.object({ letter: z.string(), share: z.number() })),
    phase: z.enum(['early', 'middle', 'late']),
    in_word_list: z.boolean(),
    hard_mode_legal: z.boolean(),
    hard_mode_problem: z.string().nullable(),
    alternatives: z.array(rankedGuess),
    explanation: z.string().describe('the same explanation as `wordle --why`'),
    state,
    outside_pool: outsidePool,
    outside_pool_count: outsidePoolCount,
  }),
  async run(context, args) {
    const hard = args.hard_mode;
    const settings = {
      strategy: args.strategy,
      hard,
      asks: 'suggestion',
      top: args.top_n,
      detail: true,
      alpha: args.alpha,
      familiar: args.familiar,
      positionalWeight: args.positional_weight,
    } as const;
    const all = args.include_all_candidates;
    // Two turns: one explains the guess (as --why), one ranks (as --top N).
    const explained = await turnFor(context, args.history, args, { ...settings, why: args.guess }, all);
    const ranking = await turnFor(context, args.history, args, settings, all);
    const comparison = compareGuess(explained, ranking.suggested.ranked, { strategy: args.strategy, hard }, OUTCOMES_LISTED);
    const e = comparison.explanation;
    const word = e.word;
    // The same words as `wordle --why`, which shows the four likeliest outcomes.
    const explanation = renderWhy({ ...e, outcomes: e.outcomes.slice(0, 4) });
    const structured = {
      history: explained.patterns,
      guess: word,
      strategy: args.strategy,
      score_means: SCORE_MEANS[args.strategy],
      hard_mode: hard,
      answers: explained.answers,
      alpha: args.alpha,
      familiar: args.familiar,
      positional_weight: args.positional_weight,
      include_all_candidates: all,
      score: readScore(args.strategy, e.score).value,
      rank: comparison.rank,
      ranked_among: comparison.rankedAmong,
      possible_answers: e.candidates,
      may_win: e.canWin,
      outcome_count: e.outcomeCount,
      outcomes: e.outcomes.map(({ tiles, pattern, count }) => ({ tiles, pattern, count })),
      expected_remaining: e.expected,
      worst_case: e.worst,
      new_letters: e.untried.map(({ letter, share }) => ({ letter, share })),
      phase: e.phase,
      in_word_list: comparison.inWordList,
      hard_mode_legal: comparison.hardModeProblem === null,
      hard_mode_problem: comparison.hardModeProblem,
      alternatives: rankedGuesses(args.strategy, comparison.alternatives),
      explanation,
      state: stateOf(ranking),
      ...outsideOf(ranking),
    };
    const rank = structured.rank === null ? 'not ranked' : `ranked ${structured.rank} of ${structured.ranked_among}`;
    // (In hard mode the explanation says, as --why does, when the game would not take the guess.)
    const text = [
      `${explanation}${word.toUpperCase()} is ${rank} (${args.strategy}).\nThe strategy's best:\n${guessLines(structured.alternatives)}`,
      stateLine(ranking),
      outsideLine(structured),
    ]
      .filter(Boolean)
      .join('\n');
    return { structured, text };
  },
});
