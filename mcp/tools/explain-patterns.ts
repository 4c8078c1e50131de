// wordle_explain_patterns: what the clues mean, as `wordle --explain` (and `--grep`).

import * as z from 'zod';
import { compileQuery, explainQuery, historyPatterns, renderPattern } from '../../lib/index.ts';
import { defineTool } from './define.ts';
import { history } from './shared.ts';

const constraintFacts = {
  exclude: z.array(z.string()),
  include: z.record(z.string(), z.number()),
  at_most: z.record(z.string(), z.number()),
  regex: z.string(),
  never: z.string().nullable(),
};

export default defineTool({
  name: 'wordle_explain_patterns',
  title: 'Explain what the clues mean',
  use: 'to check how the clues were read',
  description:
    'What each guess and its tiles say about the word (letters excluded, letters included with least counts, caps, positions), all of them together, the regular expression wordle matches with, and the same filter as a grep pipeline.',
  input: z.object({ history }),
  output: z.object({
    history: z.array(z.string()),
    length: z.number().int(),
    patterns: z.array(z.object({ pattern: z.string(), normalized: z.string(), tiles: z.string(), ...constraintFacts })),
    combined: z.object(constraintFacts),
    matcher: z.string(),
    grep: z.string().describe('the same filter as a grep pipeline over one lowercase word per line'),
    conflict: z.string().nullable(),
    explanation: z.string().describe('what `wordle --explain` prints'),
  }),
  run(_context, args) {
    const query = compileQuery(historyPatterns(args.history));
    const explained = explainQuery(query);
    const structured = {
      history: query.clues.map((clue) => renderPattern(clue.letters, clue.tiles)),
      length: explained.length,
      patterns: explained.patterns.map(({ atMost, ...rest }) => ({ ...rest, at_most: atMost })),
      combined: (({ atMost, ...rest }) => ({ ...rest, at_most: atMost }))(explained.combined),
      matcher: explained.matcher,
      grep: explained.grep,
      conflict: explained.conflict,
      explanation: explained.text,
    };
    // What --explain prints: it ends with the grep pipeline.
    return { structured, text: explained.text };
  },
});
