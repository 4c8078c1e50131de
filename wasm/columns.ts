// Column sums for Absurdle's challenge search (lib/absurdle/challenge.ts): a group's words each
// have a row of bytes over the guesses (1 where the word's feedback is the target's, or all
// grey), and the search needs each column's sum over the group's words, again for every group it
// counts. AssemblyScript, compiled by scripts/build-wasm.mjs into lib/absurdle/columns-wasm.gen.ts.
// Why: the JS adds four columns an add (byte lanes of a 32-bit word); SIMD adds sixteen, and the
// sums were a third to a half of a typical target's search. The JS stays the reference
// (test/unit/columns-wasm.test.ts compares).
//
// The caller (lib/absurdle/columns-wasm.ts) lays out the memory: the rows, then the words, then
// the byte lanes, then the sums.

/** Adds `sign` (1 or -1) times each byte lane of `acc` (`lanes` bytes) into the i32 sums at `out`, and empties the lanes. */
function flush(lanes: i32, sign: i32, out: usize, acc: usize): void {
  for (let w = 0; w < lanes; w += 16) {
    const bytes = v128.load(acc + <usize>w);
    if (!v128.any_true(bytes)) continue;
    const low = i16x8.extend_low_i8x16_u(bytes);
    const high = i16x8.extend_high_i8x16_u(bytes);
    const at = out + (<usize>w << 2);
    addInto(at, i32x4.extend_low_i16x8_u(low), sign);
    addInto(at + 16, i32x4.extend_high_i16x8_u(low), sign);
    addInto(at + 32, i32x4.extend_low_i16x8_u(high), sign);
    addInto(at + 48, i32x4.extend_high_i16x8_u(high), sign);
  }
  memory.fill(acc, 0, <usize>lanes);
}

/** The four i32 at `at` plus (sign 1) or minus `values`. */
@inline function addInto(at: usize, values: v128, sign: i32): void {
  const sums = v128.load(at);
  v128.store(at, sign > 0 ? i32x4.add(sums, values) : i32x4.sub(sums, values));
}

/**
 * out[g] += sign * the sum over the `count` words whose indices (i32) are at `words` of the byte
 * rows[word * lanes + g], for every g below `lanes` (a multiple of 16): sixteen columns an add,
 * in byte lanes at `acc` (`lanes` bytes) emptied into `out` every 255 rows (a lane holds 255).
 */
export function addRows(rows: usize, lanes: i32, words: usize, count: i32, sign: i32, out: usize, acc: usize): void {
  memory.fill(acc, 0, <usize>lanes);
  let pending = 0;
  for (let k = 0; k < count; k++) {
    const base = rows + <usize>load<i32>(words + (<usize>k << 2)) * <usize>lanes;
    for (let w = 0; w < lanes; w += 16) {
      const at = acc + <usize>w;
      v128.store(at, i8x16.add(v128.load(at), v128.load(base + <usize>w)));
    }
    if (++pending == 255) {
      flush(lanes, sign, out, acc);
      pending = 0;
    }
  }
  if (pending != 0) flush(lanes, sign, out, acc);
}
