// The WebAssembly kernel behind the challenge search's column sums (wasm/columns.ts) against the
// sums by their definition: each column's sum over the words' rows, added to a base and taken
// away, past the 255 rows a byte lane holds.
import { describe, expect, test } from 'vitest';
import { WasmColumns } from '../../lib/absurdle/columns-wasm.ts';
import { seededRandom as random } from '../../lib/solve/random.ts';

/** Per column, the base plus the rows of `added` less those of `removed`. */
function referenceSums(rows: Uint8Array, lanes: number, columns: number, base: Int32Array, added: number[], removed: number[]): Int32Array {
  const sums = Int32Array.from(base);
  for (let g = 0; g < columns; g++) {
    for (const word of added) sums[g] = (sums[g] as number) + (rows[word * lanes + g] as number);
    for (const word of removed) sums[g] = (sums[g] as number) - (rows[word * lanes + g] as number);
  }
  return sums;
}

describe('the column sums kernel', () => {
  const cases = [
    { name: 'a few words, 37 columns', rows: 40, columns: 37, adds: 5, removes: 3, seed: 1 },
    { name: 'more words than a byte lane holds, 300 columns', rows: 900, columns: 300, adds: 700, removes: 260, seed: 2 },
    { name: 'one column, every word added', rows: 600, columns: 1, adds: 600, removes: 0, seed: 3 },
  ];

  test.each(cases)('$name: the sums by their definition, from nothing and from a base', ({ rows, columns, adds, removes, seed }) => {
    const next = random(seed);
    const lanes = Math.ceil(columns / 16) * 16;
    const kernel = WasmColumns.make(rows, lanes);
    if (!kernel) throw new Error('no WebAssembly here');
    for (let k = 0; k < rows * lanes; k++) {
      kernel.same[k] = next() < 0.3 ? 1 : 0;
      kernel.grey[k] = next() < 0.6 ? 1 : 0;
    }
    const pick = (count: number) => Array.from({ length: count }, () => Math.floor(next() * rows));
    const added = pick(adds);
    const removed = pick(removes);
    const base = {
      same: Int32Array.from({ length: columns }, () => Math.floor(next() * 1000)),
      grey: Int32Array.from({ length: columns }, () => Math.floor(next() * 1000)),
    };
    for (const from of [undefined, base]) {
      const start = from ?? { same: new Int32Array(columns), grey: new Int32Array(columns) };
      const sums = kernel.sums(from, columns, Int32Array.from(added), adds, Int32Array.from(removed), removes);
      expect(sums.same).toEqual(referenceSums(kernel.same, lanes, columns, start.same, added, removed));
      expect(sums.grey).toEqual(referenceSums(kernel.grey, lanes, columns, start.grey, added, removed));
    }
  });

  test('rows not a multiple of 16 wide are refused (the JS sums them)', () => {
    expect(WasmColumns.make(4, 20)).toBeUndefined();
  });
});
