// The words the filter's --help ends with, which the man page (scripts/man.mjs) prints too.

import { BROAD_LISTS, DEFAULT_LIST, ENGLISH_ANSWER_LISTS, EVERY_WORD_LISTS } from '../lib/index.ts';

/** Command lines (with $0 for the command's name) and what each does. */
export const EXAMPLES: readonly (readonly [string, string])[] = [
  ['$0 staR=e chOR=d', 'r green 4th, o yellow; s t a e c h d grey'],
  ['$0 stare:bbbgb chord:bbygb', 'the same in GUESS:TILES notation'],
  ['$0 staR=e | grep "^b"', 'piped: one match per line, count on stderr'],
  ['$0 -f words.txt crAne', 'use another word list'],
  ['$0 --strategy entropy --top 5 crAne', 'the five best next guesses by information'],
  ['$0 --grep staR=e chOR=d', 'the same filter as a grep pipeline'],
  ['$0 bench --strategy best', 'play every answer, show the histogram'],
];

/** What the help says of an English list by name (the names and the default are lib's catalogue's). */
const ABOUT: Readonly<Record<string, string>> = {
  [DEFAULT_LIST.answers]: 'default answers',
  original: '2,315 / 12,972',
  english: '274,137 words, any length',
};
const ENGLISH_LISTS = [...ENGLISH_ANSWER_LISTS, ...Object.keys(BROAD_LISTS).filter((name) => !EVERY_WORD_LISTS.includes(name))]
  .map((name) => (ABOUT[name] === undefined ? name : `${name} (${ABOUT[name]})`))
  .join(', ');

/** The notation, the lists and the exit status, a line each. */
export const EPILOGUE = `Patterns: lowercase = grey, UPPERCASE = yellow, UPPERCASE followed by = is green.
Tiles: g/G/2/🟩 green, y/Y/1/🟨 yellow, b/B/x/./-/0/⬛/⬜ grey; ? a tile not remembered, _ a letter not known.
Lists: a FILE, or a bundled list: ${ENGLISH_LISTS}.
Spanish, French: ${EVERY_WORD_LISTS.map((name) => `-f ${name}`).join(', ')} (any length, accents folded as those games fold them; every word may be the answer, or --answers ${EVERY_WORD_LISTS.join(', ')}).
Exit status: 0 when a word matched, 1 when none did, 2 on an error.`;
