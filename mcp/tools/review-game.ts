// wordle_review_game: a game played, reviewed guess by guess, as `wordle review --json`.

import * as z from 'zod';
import {
  DEFAULT_LYING_REVIEW_STRATEGY,
  DEFAULT_REVIEW_STRATEGY,
  DEFAULT_TIME_LIMIT_S,
  historyPatterns,
  resolveLists,
  strategyChoices,
} from '../../lib/index.ts';
import { LYING_REVIEW_NOTE, reviewGame } from '../../lib/review/index.ts';
import { liesARow } from '../../lib/talk/index.ts';
import { defineTool } from './define.ts';
import { answersName, counted, hardMode, history, lies, liesOut, listAnswers, positionalWeight, strategyName, wordList } from './shared.ts';

const guessReview = z.object({
  guess: z.string(),
  tiles: z.string().describe('g/y/b'),
  before: z.number().int().describe('likely answers possible before the guess'),
  after: z.number().int().describe('likely answers left after its tiles (0 after the winning guess)'),
  fell_back: z.boolean().describe('no fitting word was a likely answer, so every fitting word counted'),
  expected: z
    .number()
    .describe('answers expected to remain: sum over its outcomes of size squared / before, the all-green one counting none'),
  best_guess: z.string().describe("the strategy's pick here"),
  best_expected: z.number().describe("the pick's expected"),
  luck: z.number().int().describe('0-99: 99 the best outcome this guess could have had, 0 the worst'),
  skill: z.number().int().describe("0-99: 99 the strategy's pick (or as good), 0 a guess that could reveal nothing"),
  skill_basis: z
    .enum(['search', 'estimate', 'score'])
    .describe("best: from best's search (search) or estimated from the split (estimate); the others: their score (score)"),
  guesses_needed: z
    .object({ played: z.number(), best: z.number() })
    .optional()
    .describe('best: expected guesses still needed from here, this one included, playing the guess and playing the pick'),
  hard_mode: z
    .object({ kept: z.boolean(), broken: z.array(z.string()) })
    .describe("whether the guess kept hard mode's rules, and which it broke"),
});

export default defineTool({
  name: 'wordle_review_game',
  title: 'Review a Wordle game',
  use: 'to review a game played, guess by guess (skill and luck)',
  description:
    "Reviews a game played, guess by guess, as WordleBot does: the likely answers before and after each guess, how many it was expected to leave, the strategy's own pick there, and the guess's luck and skill (0-99); then the game's totals.",
  input: z.object({
    history: history.describe(
      'The whole game: every guess with its tiles, in order (the last may be the all-green one), in any notation the wordle filter takes: ["crane:bbbbg", "pilot:bbbyb", "house:ggggg"] or stA=rE patterns.',
    ),
    hard_mode: hardMode,
    strategy: strategyName
      .optional()
      .describe(`${strategyChoices()} (default ${DEFAULT_REVIEW_STRATEGY}; ${DEFAULT_LYING_REVIEW_STRATEGY} with lies)`),
    lies,
    word_list: wordList,
    answers: listAnswers,
    positional_weight: positionalWeight,
  }),
  output: z.object({
    strategy: z.string(),
    optimises: z.string().describe("what the strategy's pick optimises"),
    hard_mode: z.boolean(),
    lies: liesOut,
    answers: z.string(),
    guesses: z.array(guessReview),
    summary: z.object({
      guesses: z.number().int(),
      solved: z.boolean(),
      expected_total: z
        .number()
        .nullable()
        .describe('best: the expected number of guesses its play takes from the first guess; null otherwise'),
      skill: z.number().int().describe("the guesses' skill, averaged"),
      luck: z.number().int().describe("the guesses' luck, averaged"),
      kept_hard_mode: z.boolean(),
    }),
  }),
  async run(context, args) {
    const lists = resolveLists({ guesses: args.word_list, answers: args.answers });
    const review = await reviewGame(
      historyPatterns(args.history),
      context.sourcesOf(lists),
      {
        strategy: args.strategy,
        hard: args.hard_mode,
        timeLimitMs: DEFAULT_TIME_LIMIT_S * 1000,
        positionalWeight: args.positional_weight,
        lies: args.lies,
      },
      { clock: () => performance.now() },
    );
    const guesses = review.guesses.map((item) => ({
      guess: item.guess,
      tiles: item.tiles,
      before: item.before,
      after: item.after,
      fell_back: item.fellBack,
      expected: item.expected,
      best_guess: item.bestGuess,
      best_expected: item.bestExpected,
      luck: item.luck,
      skill: item.skill,
      skill_basis: item.skillBasis,
      ...(item.guessesNeeded && { guesses_needed: item.guessesNeeded }),
      hard_mode: { kept: item.hardMode.kept, broken: [...item.hardMode.broken] },
    }));
    const { summary } = review;
    const structured = {
      strategy: review.strategy,
      optimises: review.optimises,
      hard_mode: review.hard,
      ...(review.lies !== undefined && { lies: review.lies }),
      answers: answersName(lists.answers),
      guesses,
      summary: {
        guesses: summary.guesses,
        solved: summary.solved,
        expected_total: summary.expectedTotal,
        skill: summary.skill,
        luck: summary.luck,
        kept_hard_mode: summary.keptHardMode,
      },
    };
    // (Hard mode's rules are said only of a game played under them, as the CLI says them.)
    const lines = guesses.map(
      (item, i) =>
        `${i + 1}. ${item.guess} ${item.tiles}: ${item.before} -> ${counted(item.after, 'answer', 'answers')} (expected ${item.expected.toFixed(2)}; ${review.strategy}'s pick ${item.best_guess}, ${item.best_expected.toFixed(2)}), luck ${item.luck}, skill ${item.skill}${item.hard_mode.kept || !review.hard ? '' : ` (broke hard mode: ${item.hard_mode.broken.join(', ')})`}`,
    );
    const total = summary.expectedTotal === null ? '' : `, best's expected total ${summary.expectedTotal.toFixed(2)}`;
    const lying = review.lies === undefined ? '' : `, ${liesARow(review.lies)}`;
    const note = review.lies === undefined ? '' : `\n(${LYING_REVIEW_NOTE}.)`;
    const text = `${lines.join('\n')}\n${summary.solved ? 'Solved' : 'Not solved'} in ${summary.guesses} (${review.strategy}${lying}${total}). Skill ${summary.skill}, luck ${summary.luck}.${note}`;
    return { structured, text };
  },
});
