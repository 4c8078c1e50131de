// Colour, once: when a run colours its output (--color and NO_COLOR, as grep and ls take them),
// and how a piece of text is painted (an SGR code around it).

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

/** The text in the SGR code's colour, when on. */
export const paint = (on: boolean, code: string, text: string): string => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
