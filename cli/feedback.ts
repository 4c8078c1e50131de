// `wordle feedback GUESS ANSWER`: the tiles a guess gets, for scripts and checking by hand.

import { feedbackNotations } from '../lib/talk/index.ts';
import type { Report } from './report.ts';

export function runFeedback(guessText: string, answerText: string, tiles: boolean): Report {
  const scored = feedbackNotations(guessText, answerText);
  return { stdout: `${tiles ? scored.emoji : scored.pattern}\n`, stderr: '' };
}
