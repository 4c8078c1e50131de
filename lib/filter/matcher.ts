// Matches a whole block of word-file lines with one compiled regular expression: per-line work
// in JavaScript is what makes filters slow, so the engine does the scanning.
//
// A line matches when, trimmed, in NFC and lowercase (see normalizeLine), it is a word of
// exactly `length` letters that satisfies the plan. Blocks of pure ASCII (the common case)
// skip normalisation and use an a-z expression; other blocks use \p{L} with set subtraction.

import type { MatchPlan, PlannedPosition } from '../clues/constraints.ts';
import { fitsClue } from '../clues/partial.ts';
import { fast } from '../speed.ts';

type Alphabet = 'ascii' | 'unicode';

const NEVER = '(?!)';
const ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// What String.prototype.trim removes, minus the newline that separates lines.
const SPACE: Record<Alphabet, string> = { ascii: '[\\t\\v\\f\\r ]', unicode: '[^\\S\\n]' };

/** A class of a-z without the given letters, written with ranges: [abd-gi-z]. */
function asciiClassWithout(banned: ReadonlySet<string>): string {
  const runs: string[] = [];
  let run = '';
  for (const letter of `${ASCII_LETTERS} `) {
    if (letter !== ' ' && !banned.has(letter)) {
      run += letter;
      continue;
    }
    if (run.length > 0) runs.push(run.length > 2 ? `${run[0]}-${run.at(-1)}` : run);
    run = '';
  }
  return runs.length === 0 ? NEVER : `[${runs.join('')}]`;
}

function positionSource(position: PlannedPosition, alphabet: Alphabet): string {
  if ('letter' in position) {
    return alphabet === 'ascii' && !ASCII_LETTERS.includes(position.letter) ? NEVER : position.letter;
  }
  if (alphabet === 'ascii') return asciiClassWithout(new Set(position.not));
  return position.not.length === 0 ? '\\p{L}' : `[\\p{L}--[${position.not.join('')}]]`;
}

/**
 * Count checks written as lookbehinds placed right after the word: the cheap positional
 * classes reject most lines first. `(?<=e[^\ne]*e[^\ne]*)` = the line so far has two e's.
 */
function countSource(plan: MatchPlan, alphabet: Alphabet): string {
  const parts: string[] = [];
  for (const [letter, least] of plan.atLeast) {
    if (alphabet === 'ascii' && !ASCII_LETTERS.includes(letter)) return NEVER;
    parts.push(`(?<=${repeat(`${letter}[^\\n${letter}]*`, least)})`);
  }
  for (const [letter, most] of plan.atMost) {
    if (alphabet === 'ascii' && !ASCII_LETTERS.includes(letter)) continue;
    parts.push(`(?<!${repeat(`${letter}[^\\n${letter}]*`, most + 1)})`);
  }
  return parts.join('');
}

/**
 * wordSource's ASCII rule in the form the WebAssembly kernel checks it (wasm/words.ts
 * scanMatch): per position the mask of the a-z letters allowed there (bit l: letter a + l),
 * then the count checks as [letter, least, most]. A letter outside a-z allows nothing where it
 * is green or needed, and is no check where it is capped, as in positionSource and countSource.
 */
export function asciiPlan(plan: MatchPlan): Int32Array {
  const codeOf = (letter: string) => ASCII_LETTERS.indexOf(letter);
  const checks = new Map<number, [number, number]>();
  let never = plan.never;
  for (const [letter, least] of plan.atLeast) {
    if (codeOf(letter) < 0) never = true;
    else checks.set(codeOf(letter), [least, MAX_COPIES]);
  }
  for (const [letter, most] of plan.atMost) {
    const code = codeOf(letter);
    if (code >= 0) checks.set(code, [checks.get(code)?.[0] ?? 0, most]);
  }
  const masks = plan.positions.map((position) => {
    if (never) return 0;
    if ('letter' in position) return codeOf(position.letter) < 0 ? 0 : 1 << codeOf(position.letter);
    let mask = (1 << 26) - 1;
    for (const letter of position.not) if (codeOf(letter) >= 0) mask &= ~(1 << codeOf(letter));
    return mask;
  });
  return Int32Array.from([...masks, checks.size, ...[...checks].flatMap(([code, [least, most]]) => [code, least, most])]);
}
/** More copies of a letter than any word has: no cap. */
const MAX_COPIES = 0x7fff;

// Written out rather than as `(?:...){n}`: V8 11 (Node 20) gets a quantified group with a
// negated class inside a lookbehind wrong under the `v` flag.
function repeat(source: string, times: number): string {
  return source.repeat(times);
}

/** The source of an expression matching one plan-satisfying word (no anchors, no spaces). */
export function wordSource(plan: MatchPlan, alphabet: Alphabet): string {
  if (plan.never) return NEVER;
  const positions = plan.positions.map((position) => positionSource(position, alphabet)).join('');
  return positions + countSource(plan, alphabet);
}

/** The expression that finds matching lines in a block that starts with '\n'. */
function blockExpression(plan: MatchPlan, alphabet: Alphabet): RegExp {
  const space = SPACE[alphabet];
  // ASCII: no group, and the match ends where the word does (trailing spaces in a lookahead),
  // so that test() and lastIndex find the word without a match array per line.
  const source =
    alphabet === 'ascii'
      ? `\\n${space}*${wordSource(plan, alphabet)}(?=${space}*(?:\\n|$))`
      : `\\n${space}*(${wordSource(plan, alphabet)})${space}*(?=\\n|$)`;
  // ASCII blocks are matched case-insensitively rather than lowercased first: on pure ASCII
  // the i flag folds exactly A-Z to a-z, and it saves a pass over the block.
  return new RegExp(source, alphabet === 'ascii' ? 'gi' : 'gv');
}

const NON_ASCII = /[^\x00-\x7F]/;
const UPPER_ASCII = /[A-Z]/;
const NEWLINE = 10;

export interface WordMatcher {
  /**
   * The matching words of a block of whole lines (separated by '\n'), normalised, in order.
   * A leading '\n' is welcome (it only adds an empty line) and saves a copy.
   * `ascii` may be passed when the caller already knows whether the block is pure ASCII.
   */
  scan(block: string, ascii?: boolean): string[];
  /** Calls `take` with each matching word of the block, in order (scan without the array). */
  each(block: string, take: (word: string) => void, ascii?: boolean): void;
  /** Whether one line matches (the same rule as scan). */
  test(line: string): boolean;
}

/** The words the expression keeps that also fit each partial clue it only approximates (see MatchPlan.checkEach). */
export function checkedEach(plan: MatchPlan, take: (word: string) => void): (word: string) => void {
  const clues = plan.checkEach;
  if (!clues) return take;
  return (word) => {
    const letters = Array.from(word);
    if (clues.every((clue) => fitsClue(letters, clue))) take(word);
  };
}

export function createMatcher(plan: MatchPlan): WordMatcher {
  const expressions: Partial<Record<Alphabet, RegExp>> = {};
  const expressionFor = (alphabet: Alphabet) => (expressions[alphabet] ??= blockExpression(plan, alphabet));
  const each = (block: string, pureAscii: boolean, given: (word: string) => void): void => {
    if (plan.never) return;
    // (Plain, every block takes the general route: normalised, lowercased, then matched.)
    const ascii = pureAscii && fast('ascii-route');
    const take = checkedEach(plan, given);
    const text = ascii ? block : block.normalize('NFC').toLowerCase();
    // Every line, the first too, must follow a '\n': readers that start blocks with one save a copy.
    const source = text.charCodeAt(0) === NEWLINE ? text : `\n${text}`;
    const expression = expressionFor(ascii ? 'ascii' : 'unicode');
    expression.lastIndex = 0;
    if (ascii) {
      // One character a letter: the word is the `length` characters before the match's end.
      const length = plan.positions.length;
      while (expression.test(source)) {
        const end = expression.lastIndex;
        const word = source.slice(end - length, end);
        take(UPPER_ASCII.test(word) ? word.toLowerCase() : word);
      }
      return;
    }
    for (let match = expression.exec(source); match; match = expression.exec(source)) take(match[1] ?? '');
  };
  const scan = (block: string, ascii = !NON_ASCII.test(block)): string[] => {
    const words: string[] = [];
    each(block, ascii, (word) => words.push(word));
    return words;
  };
  return {
    scan,
    each: (block, take, ascii = !NON_ASCII.test(block)) => each(block, ascii, take),
    test: (line) => !line.includes('\n') && scan(line).length === 1,
  };
}

const wordEnds = new Map<number, RegExp>();

/**
 * Calls `take` with the end offset of each line of a pure-ASCII block that is an a-z word
 * (any case) of `length` letters, in order: the word is source.slice(end - length, end) of the
 * block as given, which must start with '\n'. Allocates nothing per word (test() instead of
 * exec(), no substring): the suggestion of a big file collects every word this way.
 */
export function eachWordEnd(block: string, length: number, take: (end: number) => void): void {
  let expression = wordEnds.get(length);
  if (!expression) {
    const space = SPACE.ascii;
    // [a-z] written out: measured twice as fast here as [a-z]{5}.
    expression = new RegExp(`\\n${space}*${'[a-z]'.repeat(length)}(?=${space}*(?:\\n|$))`, 'gi');
    wordEnds.set(length, expression);
  }
  if (block.charCodeAt(0) !== NEWLINE) throw new Error('eachWordEnd: a block starts with a newline');
  expression.lastIndex = 0;
  while (expression.test(block)) take(expression.lastIndex);
}

/** SPACE.ascii as a byte test: tab, vertical tab, form feed, carriage return, space. */
const isSpaceByte = (byte: number): boolean => byte === 32 || (byte >= 9 && byte <= 13 && byte !== NEWLINE);
/** A-Z or a-z (| 0x20 folds A-Z onto a-z; an unsigned compare tests both ends). */
const isLetterByte = (byte: number): boolean => ((byte | 0x20) - 97) >>> 0 < 26;

/**
 * eachWordEnd over the block's bytes (a pure-ASCII block, whose latin1 text has the same
 * offsets): the same rule, the same ends, in order. A byte loop finds them in about a quarter
 * of the expression's time on a million lines (the expression over the string, or a
 * charCodeAt loop over it, take 100-140 ms; this 30 ms). test/unit/word-ends.test.ts holds
 * the two to the same ends.
 */
export function eachWordEndInBytes(bytes: Uint8Array, length: number, take: (end: number) => void): void {
  if (bytes[0] !== NEWLINE) throw new Error('eachWordEndInBytes: a block starts with a newline');
  const n = bytes.length;
  // At a '\n': the line after it starts at at + 1.
  let at = 0;
  while (at < n) {
    let i = at + 1;
    while (i < n && isSpaceByte(bytes[i] as number)) i++;
    const start = i;
    while (i < n && isLetterByte(bytes[i] as number)) i++;
    const end = i;
    while (i < n && isSpaceByte(bytes[i] as number)) i++;
    if (i >= n) {
      if (end - start === length) take(end);
      return;
    }
    if (bytes[i] === NEWLINE) {
      if (end - start === length) take(end);
      at = i;
    } else {
      at = bytes.indexOf(NEWLINE, i);
      if (at < 0) return;
    }
  }
}
