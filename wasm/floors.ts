// The ranked turns' hot loops in WebAssembly, for five-letter words whose answers use at most
// 32 letters (the bundled lists' case): LargestFloors (lib/solve/strategies/floors.ts), the
// Splitter's counting (split.ts) and entropy's pass over the guesses (entropy-bounds.ts).
// AssemblyScript, compiled by scripts/build-wasm.mjs into lib/solve/strategies/floors-wasm.gen.ts.
// Why: a turn ranks once, cold, and V8 runs a cold loop over 14,855 guesses in its interpreter;
// WebAssembly is compiled before it runs (minimax after jazzy, the rough floors of every guess:
// 14-22 ms in JS, 2-3 ms here). The JS stays the reference: test/unit/pruning.test.ts compares.
//
// The caller (lib/solve/strategies/floors-wasm.ts) lays out the memory and passes byte offsets:
// the guesses' letters (u16, five a guess), their `distinct` masks (i32), the answers' letters
// (u16), the remaining answers (i32 indices), the tables, and for a walk the allowed guesses,
// their rough floors, their order and a scratch area. Every count and index is i32.

let total: i32 = 0;
let words: i32 = 0;
let size: i32 = 0;
let guesses: usize = 0;
let distinct: usize = 0;
/** absent[l * words + w], bit b: answer remaining[32w + b] lacks letter l. */
let absent: usize = 0;
/** at[(i * size + l) * words + w], bit b: answer remaining[32w + b] has letter l at i. */
let at: usize = 0;
/** Answers with letter l; with letters l < m; with l < m < k (rough's sums). */
let ones: usize = 0;
let pairs: usize = 0;
let triples: usize = 0;

@inline function get(base: usize, index: i32): i32 {
  return load<i32>(base + (<usize>index << 2));
}
@inline function put(base: usize, index: i32, value: i32): void {
  store<i32>(base + (<usize>index << 2), value);
}
@inline function letterAt(letters: usize, word: i32, i: i32): i32 {
  return <i32>load<u16>(letters + (<usize>(word * 5 + i) << 1));
}

/** 1 + the largest letter of the answers `remaining` (the tables' alphabet). */
export function sizeOf(letters: usize, remaining: usize, count: i32): i32 {
  let largest = 0;
  for (let k = 0; k < count; k++) {
    const a = get(remaining, k);
    for (let i = 0; i < 5; i++) largest = max(largest, letterAt(letters, a, i) + 1);
  }
  return largest;
}

/** The tables' bytes for `count` answers over `alphabet` letters. */
export function tableBytes(count: i32, alphabet: i32): i32 {
  const w = (count + 31) >>> 5;
  return (alphabet * w * 6 + alphabet + alphabet * alphabet + alphabet * alphabet * alphabet) << 2;
}

/** Makes the tables (at `tables`, tableBytes long) of the answers `remaining`; the guesses are read from then on. */
export function build(letters: usize, remaining: usize, count: i32, alphabet: i32, guessLetters: usize, guessDistinct: usize, tables: usize): void {
  total = count;
  words = (count + 31) >>> 5;
  size = alphabet;
  guesses = guessLetters;
  distinct = guessDistinct;
  absent = tables;
  at = absent + (<usize>(size * words) << 2);
  ones = at + (<usize>(5 * size * words) << 2);
  pairs = ones + (<usize>size << 2);
  triples = pairs + (<usize>(size * size) << 2);
  memory.fill(tables, 0, <usize>tableBytes(count, alphabet));
  const tail = count & 31;
  for (let l = 0; l < size; l++) {
    for (let w = 0; w < words; w++) put(absent, l * words + w, -1);
    if (tail != 0) put(absent, l * words + words - 1, (1 << tail) - 1);
  }
  for (let k = 0; k < count; k++) {
    const a = get(remaining, k);
    const w = k >>> 5;
    const bit = 1 << (k & 31);
    let mask = 0;
    for (let i = 0; i < 5; i++) {
      const letter = letterAt(letters, a, i);
      mask |= 1 << letter;
      put(absent, letter * words + w, get(absent, letter * words + w) & ~bit);
      const cell = (i * size + letter) * words + w;
      put(at, cell, get(at, cell) | bit);
    }
    // Each distinct letter, pair and triple of the answer once, in ascending order (the mask's bits).
    for (let x = mask; x != 0; x &= x - 1) {
      const l = ctz(x);
      put(ones, l, get(ones, l) + 1);
      for (let y = x & (x - 1); y != 0; y &= y - 1) {
        const p = ctz(y);
        put(pairs, l * size + p, get(pairs, l * size + p) + 1);
        for (let z = y & (y - 1); z != 0; z &= z - 1) {
          const cell = (l * size + p) * size + ctz(z);
          put(triples, cell, get(triples, cell) + 1);
        }
      }
    }
  }
}

/** g's letters that some answer has, as a mask. */
@inline function maskOf(g: i32): i32 {
  let mask = 0;
  for (let i = 0; i < 5; i++) {
    const letter = letterAt(guesses, g, i);
    if (letter < size) mask |= 1 << letter;
  }
  return mask;
}

/** At most grey(g): n - S1 + S2 - S3 over g's distinct letters (LargestFloors.rough). */
export function rough(g: i32): i32 {
  const mask = maskOf(g);
  let union = 0;
  for (let x = mask; x != 0; x &= x - 1) {
    const l = ctz(x);
    union += get(ones, l);
    for (let y = x & (x - 1); y != 0; y &= y - 1) {
      const p = ctz(y);
      union -= get(pairs, l * size + p);
      for (let z = y & (y - 1); z != 0; z &= z - 1) union += get(triples, (l * size + p) * size + ctz(z));
    }
  }
  return total - union;
}

/** The answers with none of g's letters; as soon as more than `limit` are found, that many (LargestFloors.grey). */
export function grey(g: i32, limit: i32): i32 {
  const mask = maskOf(g);
  if (mask == 0) return total;
  let count = 0;
  for (let w = 0; w < words; w++) {
    let bits = -1;
    for (let x = mask; x != 0; x &= x - 1) bits &= get(absent, ctz(x) * words + w);
    count += popcnt(bits);
    if (count > limit) return count;
  }
  return count;
}

@inline function rowOf(g: i32, i: i32): i32 {
  const letter = letterAt(guesses, g, i);
  return letter < size ? letter : -1;
}
@inline function absentOf(row: i32, w: i32): i32 {
  return row < 0 ? -1 : get(absent, row * words + w);
}

/**
 * The largest of g's all-grey class and, without repeated letters, its ten classes of one
 * coloured tile (LargestFloors.single, its loop unrolled for five letters; the counts are
 * checked against `limit` in the same order, so an early answer is the same number).
 */
export function single(g: i32, limit: i32): i32 {
  if (get(distinct, g) == 0) return grey(g, limit);
  const r0 = rowOf(g, 0);
  const r1 = rowOf(g, 1);
  const r2 = rowOf(g, 2);
  const r3 = rowOf(g, 3);
  const r4 = rowOf(g, 4);
  // green[i], yellow[i]: the classes "green (yellow) at i, grey elsewhere"; none: all grey.
  let green0 = 0, yellow0 = 0, green1 = 0, yellow1 = 0, green2 = 0, yellow2 = 0, green3 = 0, yellow3 = 0, green4 = 0, yellow4 = 0, none = 0;
  const tail = total & 31;
  for (let w = 0; w < words; w++) {
    const start = w == words - 1 && tail != 0 ? (1 << tail) - 1 : -1;
    const a0 = absentOf(r0, w);
    const a1 = absentOf(r1, w);
    const a2 = absentOf(r2, w);
    const a3 = absentOf(r3, w);
    const a4 = absentOf(r4, w);
    // Without the letters left of i (prefix) and right of i (suffix).
    const p1 = start & a0;
    const p2 = p1 & a1;
    const p3 = p2 & a2;
    const p4 = p3 & a3;
    none += popcnt(p4 & a4);
    const s2 = a4 & a3;
    const s1 = s2 & a2;
    const s0 = s1 & a1;
    if (r4 >= 0) {
      const only = p4 & ~a4;
      const here = get(at, (4 * size + r4) * words + w);
      green4 += popcnt(only & here);
      yellow4 += popcnt(only & ~here);
      if (green4 > limit) return green4;
      if (yellow4 > limit) return yellow4;
    }
    if (r3 >= 0) {
      const only = p3 & a4 & ~a3;
      const here = get(at, (3 * size + r3) * words + w);
      green3 += popcnt(only & here);
      yellow3 += popcnt(only & ~here);
      if (green3 > limit) return green3;
      if (yellow3 > limit) return yellow3;
    }
    if (r2 >= 0) {
      const only = p2 & s2 & ~a2;
      const here = get(at, (2 * size + r2) * words + w);
      green2 += popcnt(only & here);
      yellow2 += popcnt(only & ~here);
      if (green2 > limit) return green2;
      if (yellow2 > limit) return yellow2;
    }
    if (r1 >= 0) {
      const only = p1 & s1 & ~a1;
      const here = get(at, (1 * size + r1) * words + w);
      green1 += popcnt(only & here);
      yellow1 += popcnt(only & ~here);
      if (green1 > limit) return green1;
      if (yellow1 > limit) return yellow1;
    }
    if (r0 >= 0) {
      const only = start & s0 & ~a0;
      const here = get(at, r0 * words + w);
      green0 += popcnt(only & here);
      yellow0 += popcnt(only & ~here);
      if (green0 > limit) return green0;
      if (yellow0 > limit) return yellow0;
    }
    if (none > limit) return none;
  }
  let largest = none;
  largest = max(largest, max(green0, yellow0));
  largest = max(largest, max(green1, yellow1));
  largest = max(largest, max(green2, yellow2));
  largest = max(largest, max(green3, yellow3));
  return max(largest, max(green4, yellow4));
}

/**
 * The rough floors of allowed[0 .. count) into roughs, and their places k in order of rough
 * floor, then k, into order (a counting sort: rough lies in [total - 15 total, total], so the
 * scratch needs (15 total + 2) i32).
 */
export function byRough(allowed: usize, count: i32, roughs: usize, order: usize, scratch: usize): void {
  let lowest = 0;
  for (let k = 0; k < count; k++) {
    const value = rough(get(allowed, k));
    put(roughs, k, value);
    if (value < lowest) lowest = value;
  }
  const range = total - lowest + 2;
  memory.fill(scratch, 0, <usize>range << 2);
  for (let k = 0; k < count; k++) {
    const bucket = get(roughs, k) - lowest + 1;
    put(scratch, bucket, get(scratch, bucket) + 1);
  }
  for (let bucket = 1; bucket < range; bucket++) put(scratch, bucket, get(scratch, bucket) + get(scratch, bucket - 1));
  for (let k = 0; k < count; k++) {
    const bucket = get(roughs, k) - lowest;
    const place = get(scratch, bucket);
    put(order, place, k);
    put(scratch, bucket, place + 1);
  }
}

/**
 * From place `from` of byRough's order on, the first place whose guess no floor shows to have
 * a class over `bar`; -1 once a rough floor passes it (every later one does too) or at the end.
 */
export function next(allowed: usize, roughs: usize, order: usize, count: i32, from: i32, bar: i32): i32 {
  const cuts = bar < total;
  for (let place = from; place < count; place++) {
    const k = get(order, place);
    if (cuts && get(roughs, k) > bar) return -1;
    const g = get(allowed, k);
    if (cuts && (grey(g, bar) > bar || single(g, bar) > bar)) continue;
    return place;
  }
  return -1;
}

// The split of one guess over the remaining answers (Splitter.stats, lib/solve/strategies/split.ts):
// its classes counted by feedback code (tile i: 0 grey, 1 yellow, 2 green, times 3^i), the
// codes made as lib/solve/kernel.ts makes them. Set up by splitFrom().

/** The answers split() counts over, each as its letters packed 5 bits a place and as its set of letters. */
let packed: usize = 0;
let masks: usize = 0;

/**
 * The answers split() counts over (`count` indices at `remaining` into `letters`; their letters
 * all below 32), packed at `into` (8 bytes an answer), and the guesses (as build() takes them).
 */
export function splitFrom(letters: usize, remaining: usize, count: i32, guessLetters: usize, guessDistinct: usize, into: usize): void {
  total = count;
  guesses = guessLetters;
  distinct = guessDistinct;
  packed = into;
  masks = into + (<usize>count << 2);
  for (let k = 0; k < count; k++) {
    const a = get(remaining, k);
    let word = 0;
    let mask = 0;
    for (let i = 0; i < 5; i++) {
      const letter = letterAt(letters, a, i);
      word |= (letter & 31) << (5 * i);
      mask |= 1 << letter;
    }
    put(packed, k, word);
    put(masks, k, mask);
  }
}

/**
 * Counts g's codes over the answers (243 i32 at `counts`, zero, left zero; each new code to
 * `touched`), unless a class passes `limit`: then -1 as soon as the counting shows it. Else
 * the number of classes, with the largest class (i32 at out), the sum of squares (i32 at
 * out + 4) and the sum of c log2 c (f64 at out + 8, from the table at `cLogC`, added in the
 * order the classes were first met, as Splitter does, so the same number).
 */
export function split(g: i32, limit: i32, counts: usize, touched: usize, cLogC: usize, out: usize): i32 {
  const g0 = letterAt(guesses, g, 0);
  const g1 = letterAt(guesses, g, 1);
  const g2 = letterAt(guesses, g, 2);
  const g3 = letterAt(guesses, g, 3);
  const g4 = letterAt(guesses, g, 4);
  const plain = get(distinct, g) != 0;
  let classes = 0;
  let over = false;
  for (let k = 0; k < total; k++) {
    const word = get(packed, k);
    const a0 = word & 31;
    const a1 = (word >>> 5) & 31;
    const a2 = (word >>> 10) & 31;
    const a3 = (word >>> 15) & 31;
    const a4 = word >>> 20;
    let code: i32;
    if (plain) {
      // No repeated letter: a non-green letter is yellow iff the answer has it.
      const m = get(masks, k);
      code =
        (g0 == a0 ? 2 : (m >>> g0) & 1) +
        3 * (g1 == a1 ? 2 : (m >>> g1) & 1) +
        9 * (g2 == a2 ? 2 : (m >>> g2) & 1) +
        27 * (g3 == a3 ? 2 : (m >>> g3) & 1) +
        81 * (g4 == a4 ? 2 : (m >>> g4) & 1);
    } else code = repeatedCode(g, word);
    const count = get(counts, code) + 1;
    if (count == 1) put(touched, classes++, code);
    put(counts, code, count);
    if (count > limit) {
      over = true;
      break;
    }
  }
  let largest = 0;
  let squares = 0;
  let sum: f64 = 0;
  for (let c = 0; c < classes; c++) {
    const code = get(touched, c);
    const count = get(counts, code);
    put(counts, code, 0);
    if (count > largest) largest = count;
    squares += count * count;
    sum += load<f64>(cLogC + (<usize>count << 3));
  }
  if (over) return -1;
  store<i32>(out, largest);
  store<i32>(out + 4, squares);
  store<f64>(out + 8, sum);
  return classes;
}

/**
 * The code of guess g (with a repeated letter, or one past the 32nd) against a packed answer:
 * greens first; then, left to right, a letter is yellow while the answer has copies of it that
 * are not green and not given to an earlier yellow.
 */
function repeatedCode(g: i32, word: i32): i32 {
  let green = 0;
  for (let i = 0; i < 5; i++) if (letterAt(guesses, g, i) == ((word >>> (5 * i)) & 31)) green |= 1 << i;
  let code = 0;
  let power = 1;
  for (let i = 0; i < 5; i++, power *= 3) {
    if ((green >>> i) & 1) {
      code += 2 * power;
      continue;
    }
    const letter = letterAt(guesses, g, i);
    let spare = 0;
    for (let j = 0; j < 5; j++) if (((green >>> j) & 1) == 0 && ((word >>> (5 * j)) & 31) == letter) spare++;
    let earlier = 0;
    for (let j = 0; j < i; j++) if (((green >>> j) & 1) == 0 && letterAt(guesses, g, j) == letter) earlier++;
    if (earlier < spare) code += power;
  }
  return code;
}

/**
 * Entropy's bounds of the allowed guesses (makeEntropyBounds' pass over them, lib/solve/strategies/entropy-bounds.ts):
 * a guess's bound is the sum, over its places i, of table[i * letters + its letter] (the table
 * `single` for a guess of distinct letters, else `cheap`), at most `cap`; into values[g], and
 * g at the head of the list of its bucket (value >> shift) in head and next.
 */
export function bounds(guessLetters: usize, guessDistinct: usize, allowed: usize, count: i32, single: usize, cheap: usize, letters: i32, cap: i32, shift: i32, values: usize, head: usize, next: usize): void {
  for (let k = 0; k < count; k++) {
    const g = get(allowed, k);
    const table = get(guessDistinct, g) != 0 ? single : cheap;
    const bound =
      get(table, letterAt(guessLetters, g, 0)) +
      get(table, letters + letterAt(guessLetters, g, 1)) +
      get(table, 2 * letters + letterAt(guessLetters, g, 2)) +
      get(table, 3 * letters + letterAt(guessLetters, g, 3)) +
      get(table, 4 * letters + letterAt(guessLetters, g, 4));
    const value = bound < cap ? bound : cap;
    put(values, g, value);
    const bucket = value >> shift;
    put(next, g, get(head, bucket));
    put(head, bucket, g);
  }
}
