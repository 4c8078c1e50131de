// How a Wordle game in another language folds letters: Spanish games take á and a for one
// letter (ñ stays a letter of its own), French games fold every accent and ç (œ is written oe).
// A list of ours declares its rule (lib/lists/catalogue.ts), its words were folded by it, and
// the patterns typed for it are folded by it too: `árbol` and `arbol` are the same guess.

import { normalizeLine } from './letters.ts';

/** The folding rules, by the name a list declares. */
export type FoldName = 'es' | 'fr';

/** Each rule's letters and what they fold to, lowercase (the uppercase pairs are made from them). */
const RULES: Readonly<Record<FoldName, Readonly<Record<string, string>>>> = {
  es: { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' },
  fr: {
    à: 'a',
    â: 'a',
    ä: 'a',
    é: 'e',
    è: 'e',
    ê: 'e',
    ë: 'e',
    î: 'i',
    ï: 'i',
    ô: 'o',
    ö: 'o',
    ù: 'u',
    û: 'u',
    ü: 'u',
    ÿ: 'y',
    ç: 'c',
    œ: 'oe',
    æ: 'ae',
  },
};

const tables = new Map<FoldName, ReadonlyMap<string, string>>();

/** A rule's letters in both cases (an uppercase letter stays uppercase: in a pattern it is a yellow tile). */
function tableOf(fold: FoldName): ReadonlyMap<string, string> {
  let table = tables.get(fold);
  if (!table) {
    const pairs = Object.entries(RULES[fold]);
    table = new Map([...pairs, ...pairs.map(([from, to]): [string, string] => [from.toUpperCase(), to.toUpperCase()])]);
    tables.set(fold, table);
  }
  return table;
}

/**
 * A word or a pattern (NFC) with its letters folded by the rule; what is not a letter of the
 * rule stays as it is. A letter written as two (œ) keeps its tile: `Œ=` (green) becomes `O=E=`.
 */
export function foldText(text: string, fold: FoldName): string {
  const table = tableOf(fold);
  const chars = [...text];
  let folded = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    const to = table.get(char);
    if (to === undefined) folded += char;
    else folded += to.length > 1 && chars[i + 1] === '=' ? [...to].join('=') : to;
  }
  return folded;
}

/** A word typed (a guess, an answer), read as a line of the list is, then folded by the list's fold when it has one. */
export function typedWord(typed: string, fold: FoldName | undefined): string | undefined {
  const word = normalizeLine(typed);
  return word === undefined || fold === undefined ? word : foldText(word, fold);
}
