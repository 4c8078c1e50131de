// The tiles a guess gets against an answer, in every notation wordle reads: for `wordle
// feedback` and the MCP server's wordle_feedback.

import { feedback } from '../clues/feedback.ts';
import { normalizeLine, quote, tooLongWord } from '../clues/letters.ts';
import { GREEN, type Tile } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { renderPattern, renderTiles } from './format.ts';

export type TileName = 'green' | 'yellow' | 'grey';

export interface FeedbackNotations {
  readonly guess: string;
  readonly answer: string;
  /** 2 green, 1 yellow, 0 grey, per letter. */
  readonly tiles: readonly Tile[];
  readonly names: readonly TileName[];
  /** The stA=rE notation, e.g. C=Rane. */
  readonly pattern: string;
  /** Emoji squares, e.g. 🟩🟨⬛⬛⬛. */
  readonly emoji: string;
  /** GUESS:TILES with letters g/y/b, e.g. crane:gybbb. */
  readonly letters: string;
  /** GUESS:TILES with digits, e.g. crane:21000. */
  readonly digits: string;
  readonly solved: boolean;
}

/** The letters of a guess or answer, which must be a word of letters as typed (any case). */
function wordLetters(text: string, role: string): string[] {
  const normal = normalizeLine(text);
  if (normal === undefined || normal !== text.normalize('NFC').toLowerCase()) {
    throw new WordleError(
      'USAGE',
      `the ${role} ${quote(text)} ${(normal === undefined && tooLongWord(text)) || 'is not a word of letters'}`,
    );
  }
  return [...normal];
}

const NAMES: Record<Tile, TileName> = { 0: 'grey', 1: 'yellow', 2: 'green' };
const LETTERS: Record<Tile, string> = { 0: 'b', 1: 'y', 2: 'g' };

/** Scores GUESS against ANSWER; throws a WordleError for a non-word or different lengths. */
export function feedbackNotations(guessText: string, answerText: string): FeedbackNotations {
  const guess = wordLetters(guessText, 'guess');
  const answer = wordLetters(answerText, 'answer');
  if (guess.length !== answer.length) {
    throw new WordleError('LENGTH_MISMATCH', `${quote(guessText)} has ${guess.length} letters, ${quote(answerText)} has ${answer.length}`);
  }
  const tiles = feedback(guess, answer);
  const word = guess.join('');
  return {
    guess: word,
    answer: answer.join(''),
    tiles,
    names: tiles.map((tile) => NAMES[tile]),
    pattern: renderPattern(guess, tiles),
    emoji: renderTiles(tiles),
    letters: `${word}:${tiles.map((tile) => LETTERS[tile]).join('')}`,
    digits: `${word}:${tiles.join('')}`,
    solved: tiles.every((tile) => tile === GREEN),
  };
}
