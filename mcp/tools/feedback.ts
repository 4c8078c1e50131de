// wordle_feedback: the tiles a guess gets against an answer, as `wordle feedback GUESS ANSWER`.

import * as z from 'zod';
import { feedbackNotations } from '../../lib/index.ts';
import { defineTool } from './define.ts';
import { LIMITS } from './shared.ts';

export default defineTool({
  name: 'wordle_feedback',
  title: 'Score a guess against an answer',
  use: 'to score a guess against a known answer',
  description:
    "The tiles GUESS gets when ANSWER is the hidden word, Wordle's rules for repeated letters included, in every notation: stA=rE pattern, emoji, g/y/b letters, 2/1/0 digits.",
  input: z.object({ guess: z.string().max(LIMITS.text), answer: z.string().max(LIMITS.text) }),
  output: z.object({
    guess: z.string(),
    answer: z.string(),
    tiles: z.array(z.number().int()).describe('2 green, 1 yellow, 0 grey'),
    names: z.array(z.enum(['green', 'yellow', 'grey'])),
    pattern: z.string().describe('stA=rE notation'),
    emoji: z.string(),
    letters: z.string().describe('GUESS:TILES with g/y/b'),
    digits: z.string().describe('GUESS:TILES with 2/1/0'),
    solved: z.boolean(),
  }),
  run(_context, args) {
    const scored = feedbackNotations(args.guess, args.answer);
    const structured = { ...scored, tiles: [...scored.tiles], names: [...scored.names] };
    return { structured, text: `${scored.pattern}  ${scored.emoji}  ${scored.letters}  ${scored.digits}` };
  },
});
