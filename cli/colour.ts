// Colour, once: when a run colours its output (--color and NO_COLOR, as grep and ls take them),
// and how a piece of text is painted (an SGR code around it): words, a game's tiles and its keys.

import { type ClueTile, GREEN, YELLOW } from '../lib/index.ts';
import type { letterStates } from '../lib/talk/index.ts';
import { fdKind } from './io.ts';
import type { ColorWhen } from './spec.ts';

/**
 * Whether to colour: --color=always, or --color=auto (the default) on a terminal without
 * NO_COLOR set to something. An explicit --color=always beats NO_COLOR, as a command-line flag
 * beats the environment.
 */
export const colorOn = (when: ColorWhen, terminal: boolean, noColor: boolean): boolean =>
  when === 'always' || (when === 'auto' && terminal && !noColor);

/** Whether NO_COLOR is set to something. */
export const noColorSet = (): boolean => (process.env['NO_COLOR'] ?? '') !== '';

/** Whether this run colours stdout, as it is now, for --color=`when`. */
export const colorFor = (when: ColorWhen): boolean => colorOn(when, fdKind(1) === 'terminal', noColorSet());

/** The text in the SGR code's colour, when on. */
export const paint = (on: boolean, code: string, text: string): string => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** The text with each of `words` (whole words, as a listing has them) in bold. */
export const boldWords = (text: string, words: ReadonlySet<string>): string =>
  text.replace(/[^\s]+/g, (word) => (words.has(word) ? paint(true, '1', word) : word));

/**
 * The tiles' backgrounds (256 colours): grey, yellow, green, and a lighter grey for a tile not
 * known; high contrast has blue and orange for yellow and green, as the NYT's colour-blind mode.
 */
const TILE_BACKGROUND: Readonly<Record<'normal' | 'contrast', Readonly<Record<ClueTile, string>>>> = {
  normal: { 0: '48;5;239', 1: '48;5;178', 2: '48;5;34', 3: '48;5;245' },
  contrast: { 0: '48;5;239', 1: '48;5;33', 2: '48;5;208', 3: '48;5;245' },
};
/** A letter in bold white on its tile's colour. */
const onTile = (text: string, tile: ClueTile, contrast: boolean) =>
  paint(true, `1;97;${TILE_BACKGROUND[contrast ? 'contrast' : 'normal'][tile]}`, text);

/** A tile of a played guess: its letter, upper case, with a space either side. */
export const paintTile = (letter: string, tile: ClueTile, contrast: boolean): string => onTile(` ${letter.toUpperCase()} `, tile, contrast);

/** What the clues so far tell of a letter (lib's letterStates). */
type LetterState = ReturnType<typeof letterStates> extends ReadonlyMap<string, infer S> ? S : never;

/** A keyboard's key by what is known of its letter: plain when nothing, dim when grey, else on its tile's colour. */
export function paintKey(letter: string, state: LetterState, contrast: boolean): string {
  const key = letter.toUpperCase();
  if (state === 'unknown') return key;
  if (state === 'grey') return paint(true, '2', key);
  return onTile(key, state === 'green' ? GREEN : YELLOW, contrast);
}
