// `wordle feedback GUESS ANSWER`: the tiles a guess gets, for scripts and checking by hand.

import { feedback, normalizeLine, quote, renderPattern, renderTiles, WordleError } from '../lib/index.ts';
import type { Report } from './report.ts';

function word(text: string, role: string): string[] {
  const normal = normalizeLine(text);
  if (normal === undefined || normal !== text.normalize('NFC').toLowerCase()) {
    throw new WordleError('USAGE', `the ${role} ${quote(text)} is not a word of letters`);
  }
  return [...normal];
}

export function runFeedback(guessText: string, answerText: string, tiles: boolean): Report {
  const guess = word(guessText, 'guess');
  const answer = word(answerText, 'answer');
  if (guess.length !== answer.length) {
    throw new WordleError('LENGTH_MISMATCH', `${quote(guessText)} has ${guess.length} letters, ${quote(answerText)} has ${answer.length}`);
  }
  const result = feedback(guess, answer);
  return { stdout: `${tiles ? renderTiles(result) : renderPattern(guess, result)}\n`, stderr: '' };
}
