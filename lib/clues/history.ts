// A game's history as people and assistants write it: a list of guesses with their tiles, or
// one string of them (`slate:bbgyb,crown:bgbbb`, `stA=rE chOR=d`, `slate bbgyb`, `CRANE: ⬛🟨⬛⬛🟩`),
// or guess-and-tiles objects. Each item is a PATTERN in any notation the filter takes; parsing
// and its errors are parsePatterns', except for tiles with no guess, refused here.

import { WordleError } from '../errors.ts';
import { quote } from './letters.ts';

/** One guess and its tiles as an object: `{ guess: 'stare', tiles: 'bbbgb' }`. */
export interface HistoryEntry {
  readonly guess: string;
  readonly tiles: string;
}

export type History = string | readonly (string | HistoryEntry)[];

// The tile symbols of the GUESS:TILES notation (see pattern.ts, `?` and `_` for a tile not
// remembered), and the emoji's variation selector. No word of the bundled list is made of these
// letters only (g y b x): such a token is tiles. (Underscores alone are tiles after a guess, and
// otherwise a mask of places nothing is known about.)
const TILES_ONLY = /^(?:[gGyYbBxX.\-012?_🟩🟧🟨🟦⬛⬜]\uFE0F?)+$/u;
const UNKNOWN_ONLY = /^_+$/u;
/** A guess written alone, to be followed by its tiles: letters, possibly with the colon after them. */
const BARE_GUESS = /^[\p{L}\p{M}]+:?$/u;

/**
 * The patterns of a history, in order: items split at commas and white space, empty ones
 * dropped; a guess followed by its tiles (`stare bbbgb`, `stare: bbbgb`) is one pattern, and
 * tiles with no guess before them are an error (never read as a guess of those letters).
 */
export function historyPatterns(history: History): string[] {
  const items = typeof history === 'string' ? [history] : history;
  const patterns: string[] = [];
  // Whether the last pattern is a guess still waiting for its tiles.
  let open = false;
  for (const item of items) {
    if (typeof item !== 'string') {
      patterns.push(`${item.guess.trim()}:${item.tiles.replace(/\s+/gu, '')}`);
      open = false;
      continue;
    }
    for (const token of item.split(/[\s,]+/u)) {
      if (token === '') continue;
      const last = patterns.length - 1;
      if (open && (TILES_ONLY.test(token) || token.startsWith(':') || (patterns[last] as string).endsWith(':'))) {
        const guess = patterns[last] as string;
        patterns[last] = guess.endsWith(':') || token.startsWith(':') ? guess + token : `${guess}:${token}`;
        open = false;
        continue;
      }
      if (TILES_ONLY.test(token) && !UNKNOWN_ONLY.test(token)) {
        throw new WordleError(
          'BAD_PATTERN',
          `bad history item ${quote(token)}: tiles with no guess before them (write GUESS:TILES, e.g. stare:bbbgb)`,
        );
      }
      patterns.push(token);
      open = BARE_GUESS.test(token);
    }
  }
  return patterns;
}
