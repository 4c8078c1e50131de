// The bundled lists by the names data/openers.json and data/book use, for the tests that check
// what was made ahead from them.
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

export const LIST_FILES: Record<string, string> = {
  'wordle.txt': 'wordle.txt',
  'guesses-2022.txt': 'data/guesses-2022.txt',
  'answers-2023.txt': 'data/answers-2023.txt',
  'answers-nyt.txt': 'data/answers-nyt.txt',
  'answers-2022.txt': 'data/answers-2022.txt',
};

/** A bundled list's words, by its name (or a path from the repository's root). */
export const listWords = (name: string): string[] =>
  readFileSync(new URL(LIST_FILES[name] ?? name, root), 'utf8')
    .trim()
    .split('\n');
