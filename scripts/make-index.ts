// Writes the bundled list's index (dist/wordle.index.json and its parts, laid out by
// lib/filter/index-format.ts): the pattern-independent facts of wordle.txt
// (lib/filter/word-index.ts), and the text they were made from, which a turn compares with the
// list (node/list-index.ts) so that a changed list is never described by a stale index, and a
// list with other times (installed by npm, copied without them) is.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { encodeIndex, indexedListPath, indexPartPath } from '../lib/filter/index-format.ts';

const [listPath, indexPath] = process.argv.slice(2);
if (!listPath || !indexPath) throw new Error('usage: make-index LIST INDEX');
// The copy goes first and comes back last: an index left half-written (a failed build) has none, so matches no list.
rmSync(indexedListPath(indexPath), { force: true });
// (Read once: the copy is the bytes the index was made from.)
const bytes = readFileSync(listPath);
const index = encodeIndex(bytes.toString('utf8'));
for (const { length, part, bytes } of index.parts) writeFileSync(indexPartPath(indexPath, length, part), bytes);
writeFileSync(indexPath, index.json);
writeFileSync(indexedListPath(indexPath), bytes);
