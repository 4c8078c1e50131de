// Writes dist/wordle.index.json and, per word length L, wordle.index.L.words, .L.masks, .L.tree, .L.letters, .L.distinct and .L.lettersets:
// the pattern-independent facts of the bundled wordle.txt (lib/filter/word-index.ts); and
// wordle.index.list, the text they were made from, which a turn compares with the list (see
// bundledFacts in cli/read-words.ts) so that a changed list is never described by a stale index,
// and a list with other times (installed by npm, copied without them) is.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { indexedListPath } from '../cli/read-words.ts';
import { normalizeLine } from '../lib/clues/letters.ts';
import { indexWordList } from '../lib/filter/word-index.ts';

const [listPath, indexPath] = process.argv.slice(2);
if (!listPath || !indexPath) throw new Error('usage: make-index LIST INDEX');
// The copy goes first and comes back last: an index left half-written (a failed build) has none, so matches no list.
rmSync(indexedListPath(indexPath), { force: true });
// (Read once: the copy is the bytes the index was made from.)
const bytes = readFileSync(listPath);
const text = bytes.toString('utf8');
const lengths = new Set<number>();
for (const line of text.split('\n')) {
  const word = normalizeLine(line);
  if (word !== undefined) lengths.add([...word].length);
}
const index = indexWordList(text, [...lengths].sort());
const meta: Record<
  string,
  { count: number; ascii: boolean; everyLine: boolean; treeBytes: 2 | 4; ascending: boolean; wholeText: boolean }
> = {};
for (const [length, facts] of Object.entries(index)) {
  writeFileSync(indexPath.replace(/\.json$/, `.${length}.words`), facts.words);
  writeFileSync(indexPath.replace(/\.json$/, `.${length}.masks`), new Uint8Array(Int32Array.from(facts.masks).buffer));
  // The tree's entries are word indexes (at most the count) and prefix lengths: 16 bits each
  // for a list of fewer than 65,536 words, half the bytes for a turn to read (the bundled
  // list's tree: 148 KB instead of 297 KB, about 0.1-0.15 ms less on a cold start).
  const treeBytes = facts.count < 0x10000 ? 2 : 4;
  if (facts.tree)
    writeFileSync(
      indexPath.replace(/\.json$/, `.${length}.tree`),
      new Uint8Array((treeBytes === 2 ? Uint16Array : Int32Array).from(facts.tree).buffer),
    );
  // The solver's encoding of the words (letters 16 bits each, the distinct-letter masks, the words by letter as bit sets): a ranked turn reads them instead of making them.
  if (facts.encoded) {
    writeFileSync(indexPath.replace(/\.json$/, `.${length}.letters`), new Uint8Array(facts.encoded.letters.buffer));
    writeFileSync(indexPath.replace(/\.json$/, `.${length}.distinct`), new Uint8Array(facts.encoded.distinct.buffer));
    if (facts.encoded.letterSets)
      writeFileSync(indexPath.replace(/\.json$/, `.${length}.lettersets`), new Uint8Array(facts.encoded.letterSets.buffer));
  }
  meta[length] = {
    count: facts.count,
    ascii: facts.ascii,
    everyLine: facts.everyLine === true,
    treeBytes,
    ascending: facts.encoded?.ascending === true,
    wholeText: facts.lines !== undefined,
  };
}
writeFileSync(indexPath, JSON.stringify({ lengths: meta }));
writeFileSync(indexedListPath(indexPath), bytes);
