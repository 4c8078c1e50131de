// A game against a hidden word (`wordle play`): checking guesses, the keyboard of what each
// letter is known to be, and the share grid.

import { feedback } from '../clues/feedback.ts';
import { type FoldName, typedWord } from '../clues/fold.ts';
import { quote, tooLongWord } from '../clues/letters.ts';
import { type Clue, type ClueTile, GREEN, GREY, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { seededRandom } from '../solve/random.ts';

/**
 * What hard mode demands of the next guess after these clues, or undefined when it complies.
 * Of a place not remembered (`?` tile, `_` letter) nothing can be demanded.
 */
export function hardModeProblem(word: readonly string[], clues: readonly Clue[]): string | undefined {
  for (const clue of clues) {
    for (const [i, letter] of clue.letters.entries()) {
      if (letter === UNKNOWN_LETTER) continue;
      if (clue.tiles[i] === GREEN && word[i] !== letter) {
        return `hard mode: letter ${i + 1} must be ${letter.toUpperCase()}`;
      }
    }
    const shown = new Map<string, number>();
    clue.letters.forEach((letter, i) => {
      const tile = clue.tiles[i];
      if (tile !== GREY && tile !== UNKNOWN_TILE && letter !== UNKNOWN_LETTER) shown.set(letter, (shown.get(letter) ?? 0) + 1);
    });
    for (const [letter, count] of shown) {
      if (word.filter((l) => l === letter).length < count) {
        return `hard mode: the guess must contain ${count === 1 ? letter.toUpperCase() : `${count} ${letter.toUpperCase()}'s`}`;
      }
    }
  }
  return undefined;
}

/**
 * Hard mode's refusal of a guess after these clues, as every front end says it (`MOIST breaks
 * hard mode: the guess must contain A`), or undefined when hard mode allows it.
 */
export function hardModeRefusal(word: readonly string[], clues: readonly Clue[]): string | undefined {
  const problem = hardModeProblem(word, clues);
  return problem && `${word.join('').toUpperCase()} breaks ${problem}`;
}

/** What a game asks of a typed guess: its length, a word of its list, and hard mode's rules. */
export interface GuessRules {
  readonly length: number;
  isWord(word: string): boolean;
  readonly hard: boolean;
  /** The word list's letters' rule (lib/clues/fold.ts): the typed guess is folded by it. */
  readonly fold?: FoldName | undefined;
}

/**
 * Why a typed guess cannot be played after these clues, in the words `wordle play` and
 * `assist` both say it (a sentence), or the word it is.
 */
export function guessRefusal(
  typed: string,
  rules: GuessRules,
  clues: readonly Clue[],
): { readonly word: string; readonly problem?: undefined } | { readonly problem: string } {
  const word = typedWord(typed, rules.fold);
  if (word === undefined) return { problem: `${quote(typed.trim())} ${tooLongWord(typed) ?? 'is not a word'}.` };
  const letters = [...word];
  if (letters.length !== rules.length) return { problem: `A guess has ${rules.length} letters.` };
  if (!rules.isWord(word)) return { problem: `${quote(word)} is not in the word list.` };
  const problem = moveRefusal(letters, clues, rules.hard);
  return problem === undefined ? { word } : { problem };
}

/** Why a guess (a word of the list, or the letters of a pattern) cannot be played next: played already, or hard mode refuses it. */
export function moveRefusal(letters: readonly string[], clues: readonly Clue[], hard: boolean): string | undefined {
  const word = letters.join('');
  // (It would tell nothing new and use a try.)
  if (clues.some((clue) => clue.letters.join('') === word)) return `${word.toUpperCase()} was played already.`;
  const refusal = hard ? hardModeRefusal(letters, clues) : undefined;
  return refusal && `${refusal}.`;
}

export interface GameRules {
  readonly answer: string;
  /** The allowed guesses. */
  readonly words: ReadonlySet<string>;
  readonly tries: number;
  readonly hard: boolean;
  /** The word list's letters' rule (lib/clues/fold.ts): a guess typed is folded by it. */
  readonly fold?: FoldName | undefined;
}

export type GuessResult = { readonly ok: true; readonly clue: Clue } | { readonly ok: false; readonly problem: string };

/** Checks a typed guess (see guessRefusal) and scores it against the answer. */
export function playGuess(rules: GameRules, clues: readonly Clue[], typed: string): GuessResult {
  const checked = guessRefusal(
    typed,
    { length: [...rules.answer].length, isWord: (word) => rules.words.has(word), hard: rules.hard, fold: rules.fold },
    clues,
  );
  if (checked.problem !== undefined) return { ok: false, problem: checked.problem };
  const letters = [...checked.word];
  return { ok: true, clue: { letters, tiles: feedback(letters, [...rules.answer]), text: checked.word } };
}

export function isSolved(clue: Clue | undefined): boolean {
  return clue !== undefined && clue.tiles.every((tile) => tile === GREEN);
}

export type LetterState = 'green' | 'yellow' | 'grey' | 'unknown';

/** What each letter is known to be after the clues: green beats yellow beats grey. */
export function letterStates(clues: readonly Clue[]): Map<string, LetterState> {
  const rank: Record<LetterState, number> = { unknown: 0, grey: 1, yellow: 2, green: 3 };
  const states = new Map<string, LetterState>();
  for (const clue of clues) {
    clue.letters.forEach((letter, i) => {
      const tile = clue.tiles[i];
      if (letter === UNKNOWN_LETTER || tile === UNKNOWN_TILE) return;
      const state: LetterState = tile === GREEN ? 'green' : tile === YELLOW ? 'yellow' : 'grey';
      if (rank[state] > rank[states.get(letter) ?? 'unknown']) states.set(letter, state);
    });
  }
  return states;
}

export const KEYBOARD_ROWS: readonly string[] = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Spanish Wordle's keyboard: ñ, a letter of its own there, after l (the other rules fold every letter beyond a-z). */
const SPANISH_ROWS: readonly string[] = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];

/** The keyboard of the game whose list folds by `fold`: the Spanish game's has ñ. */
export const keyboardRows = (fold: FoldName | undefined): readonly string[] => (fold === 'es' ? SPANISH_ROWS : KEYBOARD_ROWS);

const SQUARES: Record<'normal' | 'contrast', Record<ClueTile, string>> = {
  normal: { 0: '⬛', 1: '🟨', 2: '🟩', 3: '❔' },
  contrast: { 0: '⬛', 1: '🟦', 2: '🟧', 3: '❔' },
};

/** A guess's row of a share grid: a square a tile. */
export function shareRow(tiles: readonly ClueTile[], highContrast: boolean): string {
  const squares = SQUARES[highContrast ? 'contrast' : 'normal'];
  return tiles.map((tile) => squares[tile]).join('');
}

/** The emoji grid players share: a title line (`*` for hard mode, as the NYT's), then one row of squares per guess. */
export function shareGrid(clues: readonly Clue[], tries: number, solved: boolean, highContrast: boolean, hard = false): string {
  const rows = clues.map((clue) => shareRow(clue.tiles, highContrast));
  return `Wordle ${solved ? clues.length : 'X'}/${tries}${hard ? '*' : ''}${highContrast ? ' (high contrast)' : ''}\n\n${rows.join('\n')}\n`;
}

/** A repeatable pick from a list by seed (the same generator as the bench's samples). */
export function pickBySeed<T>(items: readonly T[], seed: number): T | undefined {
  return items[Math.floor(seededRandom(seed)() * items.length)];
}

/**
 * A word typed to be played or explained (--word, --opener, --why): a word of letters, of the
 * length when one is known, and on the word list (or the answer list, for --word), named.
 */
export function checkGuess(
  typed: string,
  length: number | undefined,
  words: readonly string[] | ReadonlySet<string> | undefined,
  listName: string,
  fold?: FoldName,
): string {
  const word = checkAnswer(typed, length, fold);
  const known = words === undefined || ('has' in words ? words.has(word) : words.includes(word));
  if (!known) throw new WordleError('USAGE', `${quote(word)} is not in the word list (${listName})`);
  return word;
}

/** A word typed as the answer, as the list has it: normalized as a line of a word file is, then folded by the list's fold. */
export function checkAnswer(word: string, length: number | undefined, fold?: FoldName): string {
  const normal = typedWord(word, fold);
  if (normal === undefined || (length !== undefined && [...normal].length !== length)) {
    const why = (normal === undefined && tooLongWord(word)) || `is not a word${length ? ` of ${length} letters` : ''}`;
    throw new WordleError('USAGE', `${quote(word)} ${why}`);
  }
  return normal;
}
