// The settings' <option>s, made by the build (scripts/build-web.mjs) and written into the page, so
// that they are there at its first paint: the strategies from lib's registry, the languages and
// lists from lib's catalogue, each list with its count of words (the build reads the files). Only
// the names the page shows are its own. No DOM: the build runs this in Node.

import { BROAD_LISTS, BUNDLED_LISTS, isLanguageList, STRATEGY_NAMES, STRATEGY_SUMMARIES } from '../lib/index.ts';

/** How the page names a list of the catalogue (a list without one is shown by its name). */
const LABELS = {
  guesses: { nyt: 'NYT guesses', original: 'original guesses', english: 'English, any length' },
  answers: { nyt: 'NYT', es: 'Palabras', fr: 'Motdle' },
  languages: { es: 'Spanish', fr: 'French' },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
const option = (value: string, label: string) => `<option value="${escaped(value)}">${escaped(label)}</option>`;

/** A list's option: its label and its count of words (`count` reads the list at a path of the package). */
function listOption(name: string, path: string, labels: Readonly<Record<string, string>>, count: (path: string) => number): string {
  return option(name, `${labels[name] ?? name} (${count(path).toLocaleString('en')})`);
}

/** The options of each settings select, by its id, as HTML. */
export function settingsOptions(count: (path: string) => number): Record<'strategy' | 'language' | 'guesses' | 'answers-list', string> {
  const languages = Object.entries(BROAD_LISTS).filter(([name]) => isLanguageList(name));
  const broadGuesses = Object.entries(BROAD_LISTS).filter(([name]) => !isLanguageList(name));
  const answers = Object.entries(BUNDLED_LISTS.answers);
  const lines = (options: string[]) => options.join('');
  return {
    strategy: lines(STRATEGY_NAMES.map((name) => option(name, `${name} (${STRATEGY_SUMMARIES[name]})`))),
    language: lines([option('en', 'English'), ...languages.map(([name, list]) => listOption(name, list.path, LABELS.languages, count))]),
    guesses: lines([
      ...Object.entries(BUNDLED_LISTS.guesses).map(([name, path]) => listOption(name, path, LABELS.guesses, count)),
      ...broadGuesses.map(([name, list]) => listOption(name, list.path, LABELS.guesses, count)),
      option('file', 'a file of yours…'),
    ]),
    // English's answers, every word, then each language's game's (offered only under it: views/settings.ts).
    'answers-list': lines([
      ...answers.filter(([name]) => !isLanguageList(name)).map(([name, path]) => listOption(name, path, LABELS.answers, count)),
      option('all', 'every word'),
      ...answers.filter(([name]) => isLanguageList(name)).map(([name, path]) => listOption(name, path, LABELS.answers, count)),
    ]),
  };
}
