// A position as a link: the patterns in the URL's fragment (`#staR=e,chOR=d`), so the web page
// can be shared, and the CLI can print the page's address for the turn it was given.

import type { Clue } from '../clues/tiles.ts';
import { renderPattern } from './format.ts';

/** `#staR=e,chOR=d`: the clues in the stA=rE notation; letters beyond ASCII percent-encoded. */
export function positionHash(clues: readonly Clue[]): string {
  return `#${encodeURI(clues.map((clue) => renderPattern(clue.letters, clue.tiles)).join(','))}`;
}

/** The patterns of a fragment, with or without its '#' (they are parsed as typed on the command line). */
export function patternsOfHash(hash: string): string[] {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A stray '%': read the fragment as it is, and let the pattern parser name the problem.
  }
  return decoded.split(/[,\s]+/).filter((pattern) => pattern !== '');
}

/** The page's address for a position: `base` (the page, without fragment) and the clues. */
export function positionUrl(base: string, clues: readonly Clue[]): string {
  return clues.length === 0 ? base : base + positionHash(clues);
}
