// The distinct words of a big word file, in WebAssembly: the byte scan for a-z words of one
// length (lib/filter/matcher.ts eachWordEndInBytes's rule) setting their bits in a bitset of every
// a-z word of up to five letters while it finds the matches (the block expression's rule), the
// bitset's words written out A-Z with their letter masks, and the coverage rule's pick among them
// (lib/filter/filter.ts DistinctWords). AssemblyScript, compiled by scripts/build-wasm.mjs into
// lib/filter/words-wasm.gen.ts. Why: these loops run once a turn, cold, over every byte of the
// file and every bit of the 1.5 MB bitset, and V8 interprets a cold loop for its first thousands
// of rounds (a million lines: the scan 34-42 ms, the bitset's words 16-35 ms in JS); WebAssembly
// is compiled before it runs. The JS stays the reference: test/unit/words-wasm.test.ts compares.
//
// The caller (lib/filter/words-wasm.ts) lays out the memory: the bitset at 0 (word w's bit is
// bit w & 31 of i32 w >>> 5, w the word's base-26 value), then the bytes to scan, then the output.

const NEWLINE: u8 = 10;
const A: i32 = 97;

@inline function isSpace(byte: u32): bool {
  return byte == 32 || (byte >= 9 && byte <= 13 && byte != NEWLINE);
}

/** Sets the bit of the word whose base-26 value is `code`. */
@inline function take(code: u32): void {
  const slot: usize = <usize>(code >>> 5) << 2;
  store<u32>(slot, load<u32>(slot) | (1 << (code & 31)));
}

/**
 * code / 26 by a multiply and a shift, exact for every u32 (2^35 / 26 rounded up): V8's baseline
 * compiler, which runs a kernel's first calls, emits a real division, ~25 cycles, ten a word.
 */
@inline function by26(code: u32): u32 {
  return <u32>((<u64>code * 0x4ec4ec4f) >> 35);
}

/**
 * Sets the bit of each line of the `n` bytes at `bytes` that is an a-z word (any case) of
 * `length` letters, spaces around it allowed (eachWordEndInBytes's rule; the bytes start with
 * '\n'), and writes the code of each such word that fits a match plan (lib/clues/constraints.ts
 * planMatch, in the form matcher.ts asciiPlan gives it at `plan`) at `out` (i32, in the order of
 * the lines, a word as often as its line occurs): the block expression's matches, without its
 * pass over the same lines. Returns how many. The plan, as i32: for each of the `length`
 * positions the mask of the letters allowed there (bit l: letter a + l; all 0: collect only);
 * then the number of count checks, and for each its letter, least and most copies in the word.
 */
export function scanMatch(bytes: usize, n: i32, length: i32, plan: usize, out: usize): i32 {
  const checks = load<i32>(plan + (<usize>length << 2));
  const check = plan + (<usize>(length + 1) << 2);
  const stop = bytes + <usize>n;
  let found = 0;
  let at = bytes;
  while (at < stop) {
    let i = at + 1;
    while (i < stop && isSpace(load<u8>(i))) i++;
    const start = i;
    let code: u32 = 0;
    while (i < stop) {
      const letter = (<u32>load<u8>(i) | 0x20) - A;
      if (letter >= 26) break;
      code = code * 26 + letter;
      i++;
    }
    const end = i;
    while (i < stop && isSpace(load<u8>(i))) i++;
    if (i < stop && load<u8>(i) != NEWLINE) {
      // Not a word: on to the next line.
      while (i < stop && load<u8>(i) != NEWLINE) i++;
      at = i;
      continue;
    }
    at = i;
    if (<i32>(end - start) != length) continue;
    take(code);
    if (fits(code, length, plan, checks, check)) {
      store<i32>(out + (<usize>found << 2), code);
      found++;
    }
  }
  return found;
}

/** Whether the word of `code` fits the plan (see scanMatch). */
@inline function fits(code: u32, length: i32, plan: usize, checks: i32, check: usize): bool {
  let rest = code;
  for (let i = length - 1; i >= 0; i--) {
    const next = by26(rest);
    if ((load<u32>(plan + (<usize>i << 2)) & (1 << (rest - next * 26))) == 0) return false;
    rest = next;
  }
  for (let k = 0; k < checks; k++) {
    const base = check + (<usize>(k * 3) << 2);
    const letter = load<u32>(base);
    let copies = 0;
    rest = code;
    for (let i = 0; i < length; i++) {
      const next = by26(rest);
      if (rest - next * 26 == letter) copies++;
      rest = next;
    }
    if (copies < load<i32>(base + 4) || copies > load<i32>(base + 8)) return false;
  }
  return true;
}

/** How many bits of the bitset's first `slots` i32 are set: the words found. */
export function count(slots: i32): i32 {
  let total = 0;
  for (let k = 0; k < slots; k++) total += popcnt<i32>(load<i32>(<usize>k << 2));
  return total;
}

/**
 * Writes the bitset's words A-Z: their letters (a-z bytes, `length` a word) at `joined` and
 * their letter masks (bit l: letter l) at `masks`, as i32.
 */
export function words(slots: i32, length: i32, joined: usize, masks: usize): void {
  let out = joined;
  let mask = masks;
  for (let k = 0; k < slots; k++) {
    for (let rest = load<u32>(<usize>k << 2); rest != 0; rest &= rest - 1) {
      let code = (<u32>k << 5) + ctz<u32>(rest);
      let letters = 0;
      for (let i = length - 1; i >= 0; i--) {
        const rest = by26(code);
        const letter = code - rest * 26;
        store<u8>(out + <usize>i, <u8>(A + letter));
        letters |= 1 << letter;
        code = rest;
      }
      store<i32>(mask, letters);
      out += <usize>length;
      mask += 4;
    }
  }
}

/** The first word at or after code `from` (the bitset's first `slots` i32): its code, or -1 past the last. */
export function next(slots: i32, from: i32): i32 {
  let k = from >>> 5;
  if (k >= slots) return -1;
  let rest = load<u32>(<usize>k << 2) & (0xffffffff << (from & 31));
  while (rest == 0) {
    if (++k >= slots) return -1;
    rest = load<u32>(<usize>k << 2);
  }
  return (k << 5) + ctz<u32>(rest);
}

/**
 * The coverage rule's best word of the bitset (lib/solve/coverage.ts suggestCoverage, which stays
 * the reference): the weights at `weights` are 26 i32 for the letters (each letter of a word
 * counts once) and `length` x 26 i32 for the letters at each position. Writes the highest score
 * and the code of the first word A-Z with it at `out` (two i32); 0 when the bitset is empty.
 */
export function coverage(slots: i32, length: i32, weights: usize, out: usize): i32 {
  const positions = weights + 26 * 4;
  let found = 0;
  let best: i32 = 0;
  let bestCode: i32 = 0;
  for (let k = 0; k < slots; k++) {
    for (let rest = load<u32>(<usize>k << 2); rest != 0; rest &= rest - 1) {
      const word = (<u32>k << 5) + ctz<u32>(rest);
      let code = word;
      let letters = 0;
      let score: i32 = 0;
      for (let i = length - 1; i >= 0; i--) {
        const rest = by26(code);
        const letter = code - rest * 26;
        score += load<i32>(positions + (<usize>(i * 26 + letter) << 2));
        letters |= 1 << letter;
        code = rest;
      }
      for (let m = letters; m != 0; m &= m - 1) score += load<i32>(weights + (<usize>ctz<i32>(m) << 2));
      if (found == 0 || score > best) {
        best = score;
        bestCode = word;
        found = 1;
      }
    }
  }
  store<i32>(out, best);
  store<i32>(out + 4, bestCode);
  return found;
}
