// wordle_list_possible_answers: the likely answers that fit, as `wordle -a` (or every fitting word, as `wordle`).

import * as z from 'zod';
import { defineTool } from './define.ts';
import {
  alpha,
  counted,
  FELL_BACK,
  filtered,
  history,
  LIMITS,
  listAnswers,
  outsideLine,
  outsideOf,
  stateLine,
  stateOf,
  turnFor,
  wordList,
} from './shared.ts';

export default defineTool({
  name: 'wordle_list_possible_answers',
  title: 'List the possible Wordle answers',
  use: 'for the words still possible',
  description:
    'The likely answers that fit the guesses so far (or every fitting word with include_all_candidates), with counts, and the fitting words outside the likely answers (outside_pool). When no likely answer fits, every fitting word is listed instead and the result says so. ' +
    'With alpha, the likely answers come common first.',
  input: z.object({
    history,
    include_all_candidates: z.boolean().default(false).describe('every word of the list that fits, not only the likely answers'),
    limit: z.number().int().min(1).max(LIMITS.limit).default(100).describe(`the most words to return (1-${LIMITS.limit})`),
    word_list: wordList,
    answers: listAnswers,
    alpha,
  }),
  output: z.object({
    ...filtered,
    answers: z.string(),
    include_all_candidates: z.boolean(),
    alpha: z.number(),
    total: z.number().int().describe('words in the full answer'),
    returned: z.number().int(),
    truncated: z.boolean(),
    words: z.array(z.string()),
  }),
  async run(context, args) {
    // (The strategy does not matter to the matches and likely answers; no suggestion is made.)
    const turn = await turnFor(context, args.history, args, {
      strategy: 'entropy',
      hard: false,
      asks: 'likely',
      top: 1,
      alpha: args.alpha,
    });
    const matches = turn.result.matches;
    const { candidates, fellBack } = turn.suggested;
    const likely = fellBack ? [] : candidates;
    const listed = args.include_all_candidates || fellBack ? matches : likely;
    const words = listed.slice(0, args.limit);
    const structured = {
      history: turn.patterns,
      answers: turn.answers,
      include_all_candidates: args.include_all_candidates,
      alpha: args.alpha,
      possible_count: matches.length,
      likely_count: likely.length,
      fell_back: fellBack,
      total: listed.length,
      returned: words.length,
      truncated: words.length < listed.length,
      words,
      note: fellBack ? FELL_BACK : null,
      state: stateOf(turn),
      ...outsideOf(turn),
    };
    const what = args.include_all_candidates
      ? ['fitting word', 'fitting words']
      : fellBack
        ? ['fitting word (none is a likely answer)', 'fitting words (none is a likely answer)']
        : ['likely answer', 'likely answers'];
    const more = structured.truncated ? ` (first ${words.length} shown)` : '';
    const text = `${counted(listed.length, what[0] as string, what[1] as string)}${more}, of ${counted(matches.length, 'possible match', 'possible matches')}:\n${words.join(' ')}`;
    const said = [text, stateLine(turn), outsideLine(structured), structured.note && `Note: ${structured.note}.`]
      .filter(Boolean)
      .join('\n');
    return { structured, text: said };
  },
});
