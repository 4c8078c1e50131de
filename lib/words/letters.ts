// Facts of a-z words made once per list: a word's letters as a bit mask, and a sorted list's
// prefix tree (the coverage search skips a prefix's words together). Below both the filter and
// the solver.

const A = 97;

/** The mask of an a-z word (bit i = letter a+i), or -1 when it has other letters. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const bit = word.charCodeAt(i) - A;
    if (bit < 0 || bit > 25) return -1;
    mask |= 1 << bit;
  }
  return mask;
}

/**
 * The prefix tree of joined words of `length` letters, flat: for word i, at i * length,
 * the length of the prefix it shares with word i - 1, then for each depth d < length - 1 the
 * index of the first later word whose first d + 1 letters differ from word i's. In a sorted
 * list a prefix's words are one run, which a search can skip at once when no word of it can win.
 */
export function prefixTree(joined: string, count: number, length: number): Int32Array {
  const stride = length;
  const tree = new Int32Array(count * stride);
  const shared = (a: number, b: number) => {
    let d = 0;
    while (d < length && joined.charCodeAt(a * length + d) === joined.charCodeAt(b * length + d)) d++;
    return d;
  };
  // next[d]: where the current run of words sharing d + 1 letters ends, filled in backwards.
  const next = new Int32Array(length).fill(count);
  for (let i = count - 1; i >= 0; i--) {
    const withNext = i + 1 < count ? shared(i, i + 1) : 0;
    for (let d = withNext; d < length; d++) next[d] = i + 1;
    tree[i * stride] = i > 0 ? shared(i, i - 1) : 0;
    for (let d = 0; d < length - 1; d++) tree[i * stride + 1 + d] = next[d] as number;
  }
  return tree;
}
