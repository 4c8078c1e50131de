// The share text a player pastes (`Wordle 1,234 4/6*` and its rows of squares) read back into
// the game's patterns, given the words played: the squares say the tiles, the words the letters.
// A share of Fibble (`Fibble 4/9`, `Fibble² X/9`, as talk/play.ts's shareGrid writes it) says its
// rows lie: each but the answer's in exactly that many places.

import { feedback } from '../clues/feedback.ts';
import { type FoldName, typedWord } from '../clues/fold.ts';
import { quote } from '../clues/letters.ts';
import { fitsWithLies } from '../clues/lies.ts';
import { GREEN, GREY, type Tile, YELLOW } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { compileQuery } from '../filter/filter.ts';

export interface ShareGrid {
  /** The puzzle's number, when the title has one (`1,234` is 1234). */
  readonly number: number | undefined;
  /** Guesses it took, or undefined for X (not solved). */
  readonly score: number | undefined;
  readonly tries: number;
  /** `*` after the score: played in hard mode. */
  readonly hard: boolean;
  /** Orange and blue squares (the colour-blind palette). */
  readonly highContrast: boolean;
  /** Fibble's title: the wrong tiles of each row but the answer's (0: Wordle's, every tile true). */
  readonly lies: number;
  readonly rows: readonly (readonly Tile[])[];
}

const SQUARES: Readonly<Record<string, { tile: Tile; contrast?: boolean }>> = {
  '⬛': { tile: GREY },
  '⬜': { tile: GREY },
  '🟨': { tile: YELLOW },
  '🟩': { tile: GREEN },
  '🟦': { tile: YELLOW, contrast: true },
  '🟧': { tile: GREEN, contrast: true },
};

/**
 * `Wordle 1,234 4/6*`: the game (Wordle, or Fibble with its lies as a superscript or `^N`), the
 * number (digits with , . or thin-space groups), the score or X, the tries, hard mode's star.
 */
const TITLE = /^\s*(Wordle|Fibble([¹²³⁴⁵]|\^[1-5])?)\s+(?:#?\s*([\d][\d,.\s\u202f\u00a0]*?)\s+)?([0-9]+|X)\s*\/\s*([0-9]+)(\*)?/iu;
const SUPERSCRIPTS = '⁰¹²³⁴⁵';

/** Reads a share text: its title line and its rows of squares (other lines, a link or a streak, are passed over). */
export function readShareGrid(text: string): ShareGrid {
  const lines = text.replace(/\r/g, '').split('\n');
  const titleAt = lines.findIndex((line) => TITLE.test(line));
  if (titleAt < 0) throw new WordleError('USAGE', 'the share text has no title line like "Wordle 1,234 4/6"');
  const title = TITLE.exec(lines[titleAt] ?? '') as RegExpExecArray;
  const fibble = title[1]?.toLowerCase().startsWith('fibble') === true;
  const power = title[2] ?? '';
  const lies = !fibble ? 0 : power === '' ? 1 : power.startsWith('^') ? Number(power.slice(1)) : SUPERSCRIPTS.indexOf(power);
  const digits = title[3]?.replace(/[^\d]/g, '');
  const tries = Number(title[5]);
  const score = title[4]?.toUpperCase() === 'X' ? undefined : Number(title[4]);
  const rows: Tile[][] = [];
  let contrast = false;
  let normal = false;
  for (const [at, raw] of lines.entries()) {
    // Emoji may carry a variation selector (U+FE0F); spaces between squares are allowed.
    const squares = [...raw.replace(/[\uFE0F\s]/gu, '')];
    if (at <= titleAt || squares.length === 0 || !squares.every((square) => square in SQUARES)) continue;
    rows.push(
      squares.map((square) => {
        const known = SQUARES[square] as { tile: Tile; contrast?: boolean };
        if (known.contrast) contrast = true;
        else if (known.tile !== GREY) normal = true;
        return known.tile;
      }),
    );
  }
  if (rows.length === 0) throw new WordleError('USAGE', 'the share text has no rows of squares (🟩🟨⬛)');
  if (lies > 0 && title[6] === '*')
    throw new WordleError('USAGE', "the share's title is Fibble's with hard mode's *: with lies no tile is sure, so there is no hard mode");
  if (contrast && normal)
    throw new WordleError('USAGE', 'the share text mixes the normal squares (🟩🟨) with the high-contrast ones (🟧🟦)');
  const width = rows[0]?.length ?? 0;
  const uneven = rows.findIndex((row) => row.length !== width);
  if (uneven >= 0) throw new WordleError('USAGE', `row ${uneven + 1} of the share has ${rows[uneven]?.length} squares, row 1 has ${width}`);
  if (score !== undefined && score !== rows.length)
    throw new WordleError(
      'USAGE',
      `the share's title says ${score}/${tries} but it has ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`,
    );
  if (rows.length > tries) throw new WordleError('USAGE', `the share has ${rows.length} rows, more than its ${tries} tries`);
  if (score === undefined && rows.at(-1)?.every((tile) => tile === GREEN))
    throw new WordleError('USAGE', `the share's title says X/${tries} (not solved) but its last row is all green`);
  return { number: digits ? Number(digits) : undefined, score, tries, hard: title[6] === '*', highContrast: contrast, lies, rows };
}

/**
 * The game's patterns (`crane:bbygb`) from a share's rows and the words played, one a row, each
 * word folded by the list's fold when it has one (`cœur` is `coeur`: five squares).
 * Throws WordleError naming the row where the words and the tiles cannot agree.
 */
export function sharePatterns(grid: ShareGrid, typedWords: readonly string[], fold?: FoldName): string[] {
  const { rows } = grid;
  if (typedWords.length !== rows.length)
    throw new WordleError(
      'USAGE',
      `the share has ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} but ${typedWords.length} ${typedWords.length === 1 ? 'word was' : 'words were'} given`,
    );
  const words = typedWords.map((typed, i) => {
    const word = typedWord(typed, fold);
    const length = rows[i]?.length ?? 0;
    if (word === undefined || !/^\p{L}+$/u.test(word) || [...word].length !== length)
      throw new WordleError(
        'USAGE',
        `word ${i + 1}, ${quote(typed)}, is not a word of ${length} letters (row ${i + 1} has ${length} squares)`,
      );
    return word;
  });
  const solvedAt = rows.findIndex((row) => row.every((tile) => tile === GREEN));
  if (solvedAt >= 0 && solvedAt < rows.length - 1)
    throw new WordleError('USAGE', `row ${solvedAt + 1} of the share is all green, yet the game goes on`);
  const answer = solvedAt >= 0 ? words[solvedAt] : undefined;
  const patterns: string[] = [];
  for (const [i, word] of words.entries()) {
    const row = rows[i] as readonly Tile[];
    // Solved: the last word is the answer, and each row must be what its word gets against it
    // (with lies, that in exactly so many places but the answer's row).
    if (answer !== undefined && i !== solvedAt && word === answer)
      throw new WordleError('USAGE', `row ${i + 1} plays the answer, ${answer.toUpperCase()}, before the last row`);
    if (answer !== undefined) {
      const expected = feedback([...word], [...answer]);
      const wrong = expected.filter((tile, k) => tile !== row[k]).length;
      if (
        i === solvedAt || grid.lies === 0
          ? wrong !== 0
          : !fitsWithLies([...answer], { letters: [...word], tiles: row, text: word }, grid.lies)
      )
        throw new WordleError(
          'USAGE',
          `row ${i + 1} does not agree with its word: ${word.toUpperCase()} against ${answer.toUpperCase()} gets ${squaresOf(expected, grid.highContrast)}, the share has ${squaresOf(row, grid.highContrast)}${grid.lies === 0 ? '' : ` (${wrong} ${wrong === 1 ? 'tile' : 'tiles'} wrong, not ${grid.lies})`}`,
        );
    }
    patterns.push(`${word}:${row.map((tile) => 'byg'[tile]).join('')}`);
    // Not solved: each row must at least fit the rows before it (some word could give them all).
    if (answer === undefined && compileQuery(patterns, undefined, undefined, grid.lies).conflict)
      throw new WordleError(
        'USAGE',
        `row ${i + 1} (${word.toUpperCase()} ${squaresOf(row, grid.highContrast)}) does not agree with the rows before it`,
      );
  }
  return patterns;
}

function squaresOf(tiles: readonly Tile[], highContrast: boolean): string {
  const squares = highContrast ? ['⬛', '🟦', '🟧'] : ['⬛', '🟨', '🟩'];
  return tiles.map((tile) => squares[tile]).join('');
}
