// The words the filter's --help ends with, which the man page (scripts/man.mjs) prints too.

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

/** The notation, the lists and the exit status, a line each. */
export const EPILOGUE = `Patterns: lowercase = grey, UPPERCASE = yellow, UPPERCASE followed by = is green.
Tiles: g/G/2/🟩 green, y/Y/1/🟨 yellow, b/B/x/./-/0/⬛/⬜ grey; ? a tile not remembered, _ a letter not known.
Lists: a FILE, or a bundled list: 2023 (default answers), nyt, original (2,315 / 12,972), english (274,136 words, any length).
Spanish, French: -f es, -f fr (any length, accents folded as those games fold them; every word may be the answer, or --answers es, fr).
Exit status: 0 when a word matched, 1 when none did, 2 on an error.`;
