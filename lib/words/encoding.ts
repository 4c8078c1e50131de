// Words as small integer arrays: what the solver's kernel counts feedback over, and what a
// list's index stores ahead (the filter's compact set makes it too). Below both the filter and
// the solver, which each use it.

/** Letter -> small index, shared by every word set a game uses (a-z are 0-25). */
export class Alphabet {
  private readonly index = new Map<string, number>();
  constructor() {
    for (let i = 0; i < 26; i++) this.index.set(String.fromCharCode(97 + i), i);
  }
  of(letter: string): number {
    let value = this.index.get(letter);
    if (value === undefined) {
      value = this.index.size;
      this.index.set(letter, value);
    }
    return value;
  }
  get size(): number {
    return this.index.size;
  }
}

/** Words of one length, encoded: letters[w * length + i] is letter i of word w. */
export interface WordSet {
  readonly words: readonly string[];
  readonly length: number;
  readonly letters: Uint16Array;
  /**
   * Per word, the bit mask of its letters when they are all distinct and among the first 31
   * of the alphabet (a-z always are), else 0: such a guess takes the fast path in code().
   */
  readonly distinct: Int32Array;
  /** Word -> its index (made on first use: a big list's map is costly and often not needed). */
  readonly indexOf: ReadonlyMap<string, number>;
  /** Whether the words are in strictly ascending order of their letters' indices (for a-z words, alphabetical; each word once). */
  readonly ascending: boolean;
  /** letterSets(this, 26), when made ahead (a list's index): the guard's probes read it. */
  readonly letterSets?: Int32Array | undefined;
}

/** Words as the solver encodes them, made ahead (a list's index, the filter's compact set): a WordSet's parts (see WordSet). */
export interface EncodedWords {
  readonly letters: Uint16Array;
  readonly distinct: Int32Array;
  readonly ascending: boolean;
  /** letterSets(words, 26), when made ahead. */
  readonly letterSets?: Int32Array | undefined;
}

export function encodeWords(words: readonly string[], length: number, alphabet: Alphabet): WordSet {
  const letters = new Uint16Array(words.length * length);
  const distinct = new Int32Array(words.length);
  let ascending = true;
  // (Plain loops, no callback a word: a turn encodes every guess on a cold start.)
  for (let w = 0; w < words.length; w++) {
    const word = words[w] as string;
    let mask = 0;
    let fast = true;
    const base = w * length;
    if (word.length === length) {
      // Against the word before: 0 while their letters are the same, then 1 if this one is after.
      let order = w === 0 ? 1 : 0;
      // One UTF-16 unit a letter: a-z need no look-up (the alphabet gives them 0-25).
      for (let i = 0; i < length; i++) {
        const code = word.charCodeAt(i) - 97;
        const index = code >= 0 && code < 26 ? code : alphabet.of(word[i] ?? '');
        letters[base + i] = index;
        if (order === 0) order = index - (letters[base - length + i] as number);
        if (index > 30 || mask & (1 << index)) fast = false;
        mask |= 1 << index;
      }
      if (order <= 0) ascending = false;
    } else {
      ascending = false;
      [...word].forEach((letter, i) => {
        const index = alphabet.of(letter);
        letters[base + i] = index;
        if (index > 30 || mask & (1 << index)) fast = false;
        mask |= 1 << index;
      });
    }
    distinct[w] = fast ? mask : 0;
  }
  return wordSet(words, length, letters, distinct, ascending);
}

/** A WordSet of words already encoded (see WordSet for what each part holds). */
export function wordSet(
  words: readonly string[],
  length: number,
  letters: Uint16Array,
  distinct: Int32Array,
  ascending: boolean,
  sets?: Int32Array,
): WordSet {
  let indexOf: Map<string, number> | undefined;
  return {
    words,
    length,
    letters,
    distinct,
    ascending,
    letterSets: sets,
    get indexOf() {
      indexOf ??= new Map(words.map((word, w) => [word, w]));
      return indexOf;
    },
  };
}

/**
 * Per letter (of `size`), the words that have it, as bit sets: bit w & 31 of
 * sets[letter * words + (w >>> 5)] is set when word w has the letter (words: the count / 32, up).
 */
export function letterSets(set: WordSet, size: number): Int32Array {
  const count = set.words.length;
  const words = (count + 31) >>> 5;
  const length = set.length;
  const letters = set.letters;
  const sets = new Int32Array(size * words);
  for (let g = 0; g < count; g++) {
    const w = g >>> 5;
    const bit = 1 << (g & 31);
    for (let i = 0; i < length; i++) {
      const at = (letters[g * length + i] as number) * words + w;
      sets[at] = (sets[at] as number) | bit;
    }
  }
  return sets;
}

/** Per word, the bit mask of its letters (letters beyond the 31st are left out). */
export function lettersMask(set: WordSet, w: number): number {
  let mask = 0;
  for (let i = 0; i < set.length; i++) {
    const letter = set.letters[w * set.length + i] as number;
    if (letter <= 30) mask |= 1 << letter;
  }
  return mask;
}
