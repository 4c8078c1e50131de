// Parses one PATTERN (a guess and its tiles) in either notation:
//   stA=rE       lowercase grey, uppercase yellow, uppercase followed by `=` green;
//                `_` a place nothing is known about (so `_E=_O=_` is a crossword mask)
//   stare:bgybb  GUESS:TILES, one tile per letter (letters, digits or emoji); `_` in the
//                guess is a letter not remembered, `?` (or `_`) a tile not remembered

import { WordleError } from '../errors.ts';
import { type FoldName, foldText } from './fold.ts';
import { isLetter, MAX_WORD_LENGTH, quote } from './letters.ts';
import { type Clue, type ClueTile, GREEN, GREY, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './tiles.ts';

const TILE_BY_SYMBOL: ReadonlyMap<string, ClueTile> = new Map<string, ClueTile>([
  ...[...'gG2🟩🟧'].map((symbol): [string, ClueTile] => [symbol, GREEN]),
  ...[...'yY1🟨🟦'].map((symbol): [string, ClueTile] => [symbol, YELLOW]),
  ...[...'bBxX.-0⬛⬜'].map((symbol): [string, ClueTile] => [symbol, GREY]),
  ...[...'?_'].map((symbol): [string, ClueTile] => [symbol, UNKNOWN_TILE]),
]);

// Emoji pasted from a share grid may carry a variation selector after each square.
const VARIATION_SELECTOR = /\uFE0F/gu;

function badPattern(text: string, problem: string): WordleError {
  return new WordleError('BAD_PATTERN', `bad pattern ${quote(text)}: ${problem}`);
}

/** The single lowercase letter for a typed letter, or an error naming it. */
function lowerLetter(text: string, char: string): string {
  const lower = char.toLowerCase().normalize('NFC');
  if (!isLetter(lower)) throw badPattern(text, `${quote(char)} has no single lowercase letter`);
  return lower;
}

function parseCaseNotation(text: string): Clue {
  const letters: string[] = [];
  const tiles: ClueTile[] = [];
  let previous: 'none' | 'lower' | 'upper' | 'equals' = 'none';
  for (const char of text) {
    if (char === UNKNOWN_LETTER) {
      letters.push(UNKNOWN_LETTER);
      tiles.push(UNKNOWN_TILE);
      previous = 'lower';
      continue;
    }
    if (char === '=') {
      if (previous !== 'upper') {
        throw badPattern(text, `'=' must come right after an uppercase (yellow) letter to make it green`);
      }
      tiles[tiles.length - 1] = GREEN;
      previous = 'equals';
      continue;
    }
    if (!isLetter(char)) throw badPattern(text, `${quote(char)} is not a letter`);
    const lower = lowerLetter(text, char);
    const upper = lower !== char;
    letters.push(lower);
    tiles.push(upper ? YELLOW : GREY);
    previous = upper ? 'upper' : 'lower';
  }
  return { letters, tiles, text };
}

function parseTileNotation(text: string, colon: number): Clue {
  const guess = text.slice(0, colon);
  const tileText = text.slice(colon + 1).replace(VARIATION_SELECTOR, '');
  if (tileText.includes(':')) throw badPattern(text, "more than one ':'");
  const letters: string[] = [];
  for (const char of guess) {
    if (char === UNKNOWN_LETTER) {
      letters.push(UNKNOWN_LETTER);
      continue;
    }
    if (!isLetter(char)) throw badPattern(text, `${quote(char)} is not a letter`);
    letters.push(lowerLetter(text, char));
  }
  if (letters.length === 0) throw badPattern(text, "no guess before ':'");
  const tiles: ClueTile[] = [];
  for (const symbol of tileText) {
    const tile = TILE_BY_SYMBOL.get(symbol);
    if (tile === undefined) {
      throw badPattern(text, `unknown tile ${quote(symbol)} (use g/y/b, 2/1/0, or 🟩🟨⬛)`);
    }
    tiles.push(tile);
  }
  if (tiles.length !== letters.length) {
    throw badPattern(
      text,
      `${letters.length} ${letters.length === 1 ? 'letter' : 'letters'} but ${tiles.length} ${tiles.length === 1 ? 'tile' : 'tiles'}`,
    );
  }
  return { letters, tiles, text };
}

/**
 * Parses one pattern; throws a WordleError naming the problem. With a list's fold (lib/clues/fold.ts)
 * its letters are folded as the list's words were: the clue is the folded pattern.
 */
export function parsePattern(input: string, fold?: FoldName): Clue {
  const typed = input.normalize('NFC');
  const text = fold === undefined ? typed : foldText(typed, fold);
  if (text.length === 0) throw new WordleError('BAD_PATTERN', 'empty pattern');
  // Checked before parsing: a long enough pattern would make a regular expression too large.
  if (text.length > 6 * MAX_WORD_LENGTH) throw badPattern(text, `longer than ${MAX_WORD_LENGTH} letters`);
  const colon = text.indexOf(':');
  const clue = colon === -1 ? parseCaseNotation(text) : parseTileNotation(text, colon);
  if (clue.letters.length > MAX_WORD_LENGTH)
    throw badPattern(text, `${clue.letters.length} letters, more than the ${MAX_WORD_LENGTH} a word may have`);
  return clue;
}

/** Parses every pattern (folded by the list's fold, when it has one) and checks that they all have the same number of letters. */
export function parsePatterns(inputs: readonly string[], fold?: FoldName): Clue[] {
  const clues = inputs.map((input) => parsePattern(input, fold));
  const [first] = clues;
  for (const clue of clues) {
    if (first && clue.letters.length !== first.letters.length) {
      throw new WordleError(
        'LENGTH_MISMATCH',
        `patterns differ in length: ${quote(first.text)} has ${first.letters.length} letters, ` +
          `${quote(clue.text)} has ${clue.letters.length}`,
      );
    }
  }
  return clues;
}
