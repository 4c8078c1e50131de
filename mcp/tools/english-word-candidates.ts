// english_word_candidates: words of any length from the broad English list (data/english.txt)
// that fit a crossword mask (`_e_o___`: letters known in place, `_` unknown) and/or a guess with
// its feedback (`fenotps` + `bgbgyyy`, `_` for a letter or tile not remembered), as the entropy
// solver's tool of that name does. The list (2.8 MB) is read on the first call of this tool
// only, through the server's store: the server's start and its other tools never read it.

import * as z from 'zod';
import { broadList, compileQuery, filterWords, quote, WordleError } from '../../lib/index.ts';
import type { Context } from '../context.ts';
import { defineTool } from './define.ts';
import { counted, LIMITS } from './shared.ts';

function englishText(context: Context): string {
  const relative = broadList('english') ?? 'data/english.txt';
  const read = context.store.data(relative);
  if (!read) throw new WordleError('WORDS_UNREADABLE', `cannot read the bundled list ${relative}`);
  return read();
}

const LETTER_OR_BLANK = /^[\p{L}_]+$/u;

/** The mask as a partial clue: each letter green in place, each `_` a place nothing is known about. */
function maskPattern(mask: string): string {
  if (!LETTER_OR_BLANK.test(mask))
    throw new WordleError('BAD_PATTERN', `bad pattern ${quote(mask)}: use letters and _ only (e.g. _e_o___)`);
  const letters = Array.from(mask.toLowerCase());
  return `${letters.join('')}:${letters.map((letter) => (letter === '_' ? '?' : 'g')).join('')}`;
}

/** The guess and its feedback as one GUESS:TILES pattern (`_` unknown in either). */
function guessPattern(guess: string, feedback: string): string {
  if (guess === '' || feedback === '') {
    throw new WordleError(
      'BAD_PATTERN',
      `a guess needs its feedback and feedback its guess (got guess ${quote(guess)}, feedback ${quote(feedback)})`,
    );
  }
  if (!LETTER_OR_BLANK.test(guess)) throw new WordleError('BAD_PATTERN', `bad guess ${quote(guess)}: use letters and _ only`);
  if (Array.from(guess).length !== Array.from(feedback).length) {
    throw new WordleError(
      'BAD_PATTERN',
      `guess ${quote(guess)} has ${counted(Array.from(guess).length, 'letter', 'letters')} but feedback ${quote(feedback)} has ${counted(Array.from(feedback).length, 'tile', 'tiles')}`,
    );
  }
  return `${guess}:${feedback}`;
}

export default defineTool({
  name: 'english_word_candidates',
  title: 'English words that fit a mask or a guess',
  use: 'for English words of any length that fit a crossword mask or a guess',
  description:
    'Words of any length (2 to 28 letters) from a broad English list (about 274,000 words) that fit a crossword-style pattern such as "_e_o___" (letters known in place, _ unknown) and/or a guess with its feedback such as guess "fenotps", feedback "bgbgyyy" (g green, y yellow, b grey; _ for a letter or tile not remembered). Returns the words, their count and whether the limit cut the list.',
  input: z.object({
    pattern: z.string().max(LIMITS.text).default('').describe('crossword mask: letters in place, _ for an unknown letter (e.g. _e_o___)'),
    guess: z.string().max(LIMITS.text).default('').describe('a word played; _ for a letter not remembered'),
    feedback: z.string().max(LIMITS.text).default('').describe("the guess's tiles: g/y/b (or 2/1/0), _ or ? for a tile not remembered"),
    limit: z.number().int().min(1).max(10_000).default(500).describe('the most words to return'),
  }),
  output: z.object({
    pattern: z.string(),
    guess: z.string(),
    feedback: z.string(),
    length: z.number().int(),
    count: z.number().int().describe('words that fit'),
    returned: z.number().int(),
    truncated: z.boolean().describe('whether the limit cut the list'),
    words: z.array(z.string()),
  }),
  run(context, args) {
    const pattern = args.pattern.trim();
    const guess = args.guess.trim();
    const feedback = args.feedback.trim();
    const patterns: string[] = [];
    if (pattern !== '') patterns.push(maskPattern(pattern));
    if (guess !== '' || feedback !== '') patterns.push(guessPattern(guess, feedback));
    if (patterns.length === 0)
      throw new WordleError('USAGE', 'give a pattern (e.g. _e_o___), or a guess and its feedback (e.g. fenotps, bgbgyyy), or both');
    const query = compileQuery(patterns);
    const matches = filterWords(query, englishText(context)).matches;
    const words = matches.slice(0, args.limit);
    const structured = {
      pattern,
      guess,
      feedback,
      length: query.length,
      count: matches.length,
      returned: words.length,
      truncated: words.length < matches.length,
      words,
    };
    const more = structured.truncated ? ` (first ${words.length} shown)` : '';
    return { structured, text: `${counted(matches.length, 'English word', 'English words')}${more}:\n${words.join(' ')}` };
  },
});
