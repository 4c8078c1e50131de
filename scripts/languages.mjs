// Makes the Spanish and French lists of data/ from their sources, each word folded by its game's
// rule (lib/clues/fold.ts, the rule the lists declare in lib/lists/catalogue.ts):
//   data/spanish.txt    `-f es`: an-array-of-spanish-words 2.0.0 (npm, MIT)
//   data/french.txt     `-f fr`: an-array-of-french-words 2.0.0 (npm, MIT), and the answers below
//   data/answers-es.txt `--answers es`: the answers of enrique7mc/palabras (MIT), five letters
//   data/answers-fr.txt `--answers fr`: the answers of Motdle, renaudbedard/wordle-fr (MIT)
// A word list keeps the entries that are one lowercase word of letters (no capitalised entry, no
// hyphen, apostrophe or space), folded, each once, sorted by code point. The build and the tests
// never run this; data/SOURCES.md says where each source is.
//
//   node scripts/languages.mjs [--sources DIR]
//
// DIR (default: a new temporary folder) holds the sources; the two npm packages are fetched into
// it with `npm pack` when absent; the two game lists must be put there (data/SOURCES.md gives
// their commits): palabras-words.js (words.js) and motdle-random-word-list.json
// (static/random-word-list.json). Each source is checked by its sha256, so the lists come out
// byte for byte as committed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--sources');
const sources = at > 0 ? process.argv[at + 1] : mkdtempSync(join(tmpdir(), 'wordle-languages-'));
if (!sources || !existsSync(sources)) throw new Error(`--sources: no folder ${sources}`);

/** The sources, each with the sha256 of what is read of it. */
const PACKAGES = {
  es: { name: 'an-array-of-spanish-words', version: '2.0.0', sha256: 'c43d6d90db76f9fa38f6885227895562bde7c4c70cd6cfe23b37f369c1f7b4a1' },
  fr: { name: 'an-array-of-french-words', version: '2.0.0', sha256: '75e81515ed0714c8d98d6aa0cc71ba3094834653de005f9bdbb874257639e92d' },
};
const GAME_LISTS = {
  es: { file: 'palabras-words.js', sha256: '45a9a5dadc8867e6d128028fdcbd0faf3315e88933e214c9316667f05af041af' },
  fr: { file: 'motdle-random-word-list.json', sha256: '2461ece2ed234d855e9444e1eacde9f185d04821ea91d93f9e7e6dc5efe74d01' },
};

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
function checked(path, expected) {
  const bytes = readFileSync(path);
  if (sha256(bytes) !== expected) throw new Error(`${path}: sha256 ${sha256(bytes)}, expected ${expected}`);
  return bytes.toString('utf8');
}

/** A package's index.json (its array of words), fetched with npm pack when its tarball is not in DIR. */
function packageWords({ name, version, sha256: expected }) {
  const tarball = join(sources, `${name}-${version}.tgz`);
  if (!existsSync(tarball)) execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', sources], { stdio: 'ignore' });
  execFileSync('tar', ['-xzf', tarball, '-C', sources, 'package/index.json']);
  return JSON.parse(checked(join(sources, 'package', 'index.json'), expected));
}

/** A game's list of answers: palabras' WORDS (uppercase, in words.js), or Motdle's JSON array. */
function gameWords(lang) {
  const { file, sha256: expected } = GAME_LISTS[lang];
  const path = join(sources, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: put the game's list there (data/SOURCES.md names its commit)`);
  const text = checked(path, expected);
  if (lang === 'fr') return JSON.parse(text);
  const answers = text.slice(text.indexOf('export const WORDS'), text.indexOf('export const VALID_WORDS'));
  return [...answers.matchAll(/"([^"]+)"/g)].map((match) => match[1].toLowerCase());
}

// The fold and the longest word, as lib has them.
const lib = await build({
  stdin: {
    contents: "export { foldText } from './lib/clues/fold.ts'; export { MAX_WORD_LENGTH } from './lib/clues/letters.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  logLevel: 'warning',
});
const { foldText, MAX_WORD_LENGTH } = await import(
  `data:text/javascript;base64,${Buffer.from(lib.outputFiles[0].text).toString('base64')}`
);

/** What each game's folded words are made of. */
const ALPHABET = { es: /^[a-zñ]+$/u, fr: /^[a-z]+$/u };

/** The entries that are one lowercase word of letters, folded, each once, sorted by code point. */
function folded(words, lang) {
  const kept = new Set();
  for (const entry of words) {
    const word = entry.normalize('NFC');
    if (word !== word.toLowerCase() || !/^\p{L}+$/u.test(word)) continue;
    const fold = foldText(word, lang);
    if (!ALPHABET[lang].test(fold)) throw new Error(`${lang}: ${entry} folds to ${fold}, a letter the game does not have`);
    if ([...fold].length <= MAX_WORD_LENGTH) kept.add(fold);
  }
  return [...kept].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const write = (path, words) => {
  writeFileSync(join(root, path), `${words.join('\n')}\n`);
  const five = words.filter((word) => [...word].length === 5).length;
  console.log(`${path}: ${words.length} words, ${five} of five letters`);
};

for (const lang of ['es', 'fr']) {
  const answers = folded(gameWords(lang), lang).filter((word) => [...word].length === 5);
  // The game's answers are words of the list (five of Motdle's are not in the package's).
  const words = folded([...packageWords(PACKAGES[lang]), ...answers], lang);
  write(lang === 'es' ? 'data/spanish.txt' : 'data/french.txt', words);
  write(`data/answers-${lang}.txt`, answers);
}
