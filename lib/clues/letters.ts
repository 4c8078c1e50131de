// A letter is one Unicode code point of category L after NFC normalisation: that covers
// a-z, é, ñ, ü, ß, Cyrillic, Greek... Scripts that need combining marks are not words here.

// Made on first use: creating a \p{L} expression costs a turn about 0.3 ms even when a-z
// words never reach it.
let LETTER: RegExp | undefined;
let WORD: RegExp | undefined;

export function isLetter(char: string): boolean {
  // a-z and A-Z without the Unicode expression: compiling it costs a turn about a millisecond.
  if (char.length === 1) {
    const code = char.charCodeAt(0) | 0x20;
    if (code >= 0x61 && code <= 0x7a) return true;
  }
  LETTER ??= /^\p{L}$/u;
  return LETTER.test(char);
}

/** Splits a word into letters (code points, so astral letters stay whole). */
export function splitLetters(word: string): string[] {
  return Array.from(word);
}

/**
 * The reference meaning of one line of a word file: trimmed (spaces, CR, BOM), NFC,
 * lowercase; undefined when what is left is not a single word of letters.
 * The fast scanner in matcher.ts must agree with this exactly.
 */
export function normalizeLine(line: string): string | undefined {
  const trimmed = line.trim();
  // Longer than any word there is to play (see MAX_WORD_LENGTH), even spelt with combining marks:
  // refused before the expression, which runs out of stack on a megabyte of non-Latin-1 text.
  if (trimmed.length > 4 * MAX_WORD_LENGTH) return undefined;
  const word = trimmed.normalize('NFC').toLowerCase();
  WORD ??= /^\p{L}+$/u;
  return WORD.test(word) && letterCount(word) <= MAX_WORD_LENGTH ? word : undefined;
}

/**
 * Why typed text is no word, when it is one but too long: `has 100 letters: a word has at most
 * 64` (undefined when it is not all letters, or not too long). Letter by letter: a megabyte of
 * text never meets the expression whole.
 */
export function tooLongWord(text: string): string | undefined {
  const word = text.trim().normalize('NFC');
  if (word.length <= MAX_WORD_LENGTH) return undefined;
  let count = 0;
  for (const char of word) {
    if (!isLetter(char)) return undefined;
    count++;
  }
  return count > MAX_WORD_LENGTH ? `has ${count} letters: a word has at most ${MAX_WORD_LENGTH}` : undefined;
}

/** Number of letters (code points) in a word. */
export function letterCount(word: string): number {
  let count = 0;
  for (const _ of word) count++;
  return count;
}

/**
 * The longest word there is to play (English dictionaries top out near 45 letters): longer
 * patterns and --length are refused, and longer lines of a word file are skipped unread.
 */
export const MAX_WORD_LENGTH = 64;

/** Shows a letter or word inside a message, quoted, on one line: control characters escaped, long text cut. */
export function quote(text: string): string {
  const chars = text.length > 80 ? Array.from(text) : [];
  const shown = chars.length > 80 ? `${chars.slice(0, 40).join('')}...${chars.slice(-20).join('')}` : text;
  const escaped = shown.replace(/[\p{Cc}\u2028\u2029]/gu, (char) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[char] ?? `\\u{${char.codePointAt(0)?.toString(16) ?? ''}}`;
  });
  return `'${escaped}'`;
}
