// The distinct words of a big word file, in WebAssembly: the byte scan for a-z words of one
// length (lib/filter/matcher.ts eachWordEndInBytes's rule) setting their bits in a bitset of every
// a-z word of up to five letters while it finds the matches (the block expression's rule), the
// bitset's words written out A-Z with their letter masks, and the coverage rule's pick among them
// (lib/filter/collect.ts DistinctWords). AssemblyScript, compiled by scripts/build-wasm.mjs into
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
 * code / 26 by a multiply and a shift, exact for every u32 (2^35 / 26 rounded up; checked at each): V8's baseline
 * compiler, which runs a kernel's first calls, emits a real division for `/ 26` and `% 26`.
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
 * For each of the `count` values of the letters at places first..last - 1 (base 26), the
 * score of those letters there and their mask, as two i32 at `table`.
 */
function parts(table: usize, count: i32, first: i32, last: i32, positions: usize): void {
  for (let value = 0; value < count; value++) {
    let rest = <u32>value;
    let score = 0;
    let letters = 0;
    for (let i = last - 1; i >= first; i--) {
      const next = by26(rest);
      const letter = rest - next * 26;
      score += load<i32>(positions + (<usize>(i * 26 + letter) << 2));
      letters |= 1 << letter;
      rest = next;
    }
    store<i32>(table + (<usize>value << 3), score);
    store<i32>(table + (<usize>value << 3) + 4, letters);
  }
}

/** code / 676 (the word without its last two letters), exact below 26^5 (checked for each): see by26. */
@inline function by676(code: u32): u32 {
  return <u32>((<u64>code * 0x60f25e) >> 32);
}

/**
 * The coverage rule's best word of the bitset (lib/solve/coverage.ts suggestCoverage, which stays
 * the reference): the weights at `weights` are 26 i32 for the letters (each letter of a word
 * counts once) and `length` x 26 i32 for the letters at each position. Writes the highest score
 * and the code of the first word A-Z with it at `out` (two i32); 0 when the bitset is empty.
 * `tables` has room for 26^(length - 2) + 676 pairs of i32 and 1,024 i32: a word is scored as
 * its head (all but the last two letters) and its tail, each looked up, and the letters' part
 * from the mask in four byte tables (400,000 words: 13 -> 8 ms, profile, against letter by letter).
 */
export function coverage(slots: i32, length: i32, weights: usize, tables: usize, out: usize): i32 {
  const positions = weights + 26 * 4;
  // The letters' part of a mask, a byte at a time: bytes[k * 256 + b] is the weight of the letters of byte k of the mask.
  const bytes = tables;
  for (let k = 0; k < 4; k++) {
    store<i32>(bytes + (<usize>(k * 256) << 2), 0);
    for (let b = 1; b < 256; b++) {
      const letter = k * 8 + ctz<i32>(b);
      const rest = load<i32>(bytes + (<usize>(k * 256 + (b & (b - 1))) << 2));
      store<i32>(bytes + (<usize>(k * 256 + b) << 2), rest + (letter < 26 ? load<i32>(weights + (<usize>letter << 2)) : 0));
    }
  }
  // Heads and tails: [score of their positions, mask of their letters].
  const headLength = length >= 2 ? length - 2 : 0;
  const tailLength = length - headLength;
  let heads = 1;
  for (let i = 0; i < headLength; i++) heads *= 26;
  let tailCount = 1;
  for (let i = 0; i < tailLength; i++) tailCount *= 26;
  const head = bytes + 1024 * 4;
  const tail = head + (<usize>heads << 3);
  parts(head, heads, 0, headLength, positions);
  parts(tail, tailCount, headLength, length, positions);
  let found = 0;
  let best: i32 = 0;
  let bestCode: i32 = 0;
  for (let k = 0; k < slots; k++) {
    for (let rest = load<u32>(<usize>k << 2); rest != 0; rest &= rest - 1) {
      const word = (<u32>k << 5) + ctz<u32>(rest);
      const h = tailLength == 2 ? by676(word) : 0;
      const t = word - h * <u32>tailCount;
      const hAt = head + (<usize>h << 3);
      const tAt = tail + (<usize>t << 3);
      const mask = load<u32>(hAt + 4) | load<u32>(tAt + 4);
      const score =
        load<i32>(hAt) +
        load<i32>(tAt) +
        load<i32>(bytes + (<usize>(mask & 255) << 2)) +
        load<i32>(bytes + (<usize>(256 + ((mask >>> 8) & 255)) << 2)) +
        load<i32>(bytes + (<usize>(512 + ((mask >>> 16) & 255)) << 2)) +
        load<i32>(bytes + (<usize>(768 + (mask >>> 24)) << 2));
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
