// wordle_suggest_next_guess: the strategy's ranked next guesses, as `wordle --top N --strategy S`.

import * as z from 'zod';
import { fewerText, SCORE_MEANS } from '../../lib/index.ts';
import { defineTool } from './define.ts';
import {
  alpha,
  counted,
  familiar,
  filtered,
  guessLines,
  hardMode,
  history,
  includeAllCandidates,
  listAnswers,
  noteOf,
  outsideLine,
  outsideOf,
  positionalWeight,
  rankedGuess,
  rankedGuesses,
  stateLine,
  stateOf,
  strategy,
  topN,
  turnFor,
  wordList,
} from './shared.ts';

export default defineTool({
  name: 'wordle_suggest_next_guess',
  title: 'Suggest the next Wordle guess',
  use: 'for the next guess',
  description:
    'Ranks the next guesses for a Wordle game from the guesses so far and their tiles: each with its score, the expected number of likely answers left, and whether it may win now; ' +
    'also how many words still fit and how many of them are likely answers, and the fitting words outside the likely answers (outside_pool). Exact, repeated letters included. ' +
    'alpha weighs the answers by word frequency; familiar offers only familiar words; include_all_candidates counts every fitting word as a possible answer.',
  input: z.object({
    history,
    hard_mode: hardMode,
    top_n: topN,
    strategy,
    word_list: wordList,
    answers: listAnswers,
    alpha,
    familiar,
    include_all_candidates: includeAllCandidates,
    positional_weight: positionalWeight,
  }),
  output: z.object({
    ...filtered,
    strategy: z.string(),
    score_means: z.string(),
    hard_mode: z.boolean(),
    answers: z.string(),
    alpha: z.number(),
    familiar: z.boolean(),
    include_all_candidates: z.boolean(),
    positional_weight: z.number(),
    suggestions: z.array(rankedGuess),
  }),
  async run(context, args) {
    const turn = await turnFor(
      context,
      args.history,
      args,
      {
        strategy: args.strategy,
        hard: args.hard_mode,
        asks: 'suggestion',
        top: args.top_n,
        detail: true,
        alpha: args.alpha,
        familiar: args.familiar,
        positionalWeight: args.positional_weight,
      },
      args.include_all_candidates,
    );
    const { suggested } = turn;
    const suggestions = rankedGuesses(args.strategy, suggested.ranked);
    const structured = {
      history: turn.patterns,
      strategy: args.strategy,
      score_means: SCORE_MEANS[args.strategy],
      hard_mode: args.hard_mode,
      answers: turn.answers,
      alpha: args.alpha,
      familiar: args.familiar,
      positional_weight: args.positional_weight,
      include_all_candidates: args.include_all_candidates,
      possible_count: turn.result.matches.length,
      likely_count: suggested.candidates.length,
      fell_back: suggested.fellBack,
      suggestions,
      note: noteOf(turn, suggestions),
      state: stateOf(turn),
      ...outsideOf(turn),
    };
    const counts = `${counted(structured.possible_count, 'possible match', 'possible matches')} (${counted(structured.likely_count, 'likely answer', 'likely answers')})`;
    const text =
      suggestions.length === 0
        ? `${counts}: nothing to suggest.`
        : `${counts}. Best next guesses (${args.strategy}${args.hard_mode ? ', hard mode' : ''}):\n${guessLines(suggestions)}`;
    const fewer = fewerText(suggested, args.top_n, args.hard_mode);
    const said = [text, fewer && `${fewer}.`, stateLine(turn), outsideLine(structured), structured.note && `Note: ${structured.note}.`]
      .filter(Boolean)
      .join('\n');
    return { structured, text: said };
  },
});
