// Writes dist/wordle.index.json: the pattern-independent facts of the bundled wordle.txt
// (lib/word-index.ts), keyed to the file's size and modification time so that a changed
// list is never described by a stale index.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { normalizeLine } from '../lib/letters.ts';
import { indexWordList } from '../lib/word-index.ts';

const [listPath, indexPath] = process.argv.slice(2);
if (!listPath || !indexPath) throw new Error('usage: make-index LIST INDEX');
const text = readFileSync(listPath, 'utf8');
const lengths = new Set<number>();
for (const line of text.split('\n')) {
  const word = normalizeLine(line);
  if (word !== undefined) lengths.add([...word].length);
}
const { size, mtimeMs } = statSync(listPath);
writeFileSync(indexPath, JSON.stringify({ size, mtimeMs, lengths: indexWordList(text, [...lengths].sort()) }));
