// A game from the solver's side: the allowed guesses, the possible answers, hard mode, and
// positions (which answers are still possible, what hard mode still allows).

import { fast, MemoCache } from '../speed.ts';
import { Alphabet, type EncodedWords, encodeWords, letterSets, type WordSet, wordSet } from '../words/encoding.ts';
import { type CodeArray, codeCount, FeedbackKernel } from './kernel.ts';

export interface Game {
  readonly length: number;
  /** Every guess index, ascending (shared, not to be changed). */
  readonly all: Int32Array;
  readonly guesses: WordSet;
  readonly answers: WordSet;
  readonly kernel: FeedbackKernel;
  /** For each guess, its index among the answers, or -1. */
  readonly answerOfGuess: Int32Array;
  /** For each answer, its index among the guesses, or -1 (an answer may not be a guess). */
  readonly guessOfAnswer: Int32Array;
  readonly hard: boolean;
  /** Optional guesses x answers table of codes (row per guess), for whole-list work. */
  table: Uint8Array | Uint16Array | undefined;
}

/** Encoded guesses, to share between games that differ only in their answers. */
export interface GuessBase {
  readonly alphabet: Alphabet;
  readonly guesses: WordSet;
  /** 0 .. guesses - 1: every guess allowed. */
  readonly all: Int32Array;
}

export function encodeGuesses(guessWords: readonly string[], length: number): GuessBase {
  const alphabet = new Alphabet();
  return { alphabet, guesses: encodeWords(guessWords, length, alphabet), all: indices(guessWords.length) };
}

/**
 * Guesses already encoded (by a list's index, lib/filter/word-index.ts, or the filter's pass):
 * nothing is done per letter, where encoding the bundled list's 14,855 guesses took 5 ms cold.
 */
export function encodedGuesses(words: readonly string[], length: number, encoded: EncodedWords): GuessBase {
  const count = words.length;
  if (encoded.letters.length !== count * length || encoded.distinct.length !== count)
    throw new Error('encodedGuesses: the encoding does not fit the words');
  return {
    alphabet: new Alphabet(),
    guesses: wordSet(words, length, encoded.letters, encoded.distinct, encoded.ascending, encoded.letterSets),
    all: indices(count),
  };
}

/**
 * A game whose answers are guesses of `base`, given by their indices (answerGuesses[a] is
 * answer a's guess): their letters are copied, not encoded, and not matched by word again.
 */
export function createGameOfGuesses(base: GuessBase, answerWords: readonly string[], answerGuesses: Int32Array, hard: boolean): Game {
  const { guesses } = base;
  const n = guesses.length;
  const count = answerGuesses.length;
  const letters = new Uint16Array(count * n);
  const distinct = new Int32Array(count);
  const answerOfGuess = new Int32Array(guesses.words.length).fill(-1);
  const guessOfAnswer = new Int32Array(count);
  let ascending = guesses.ascending;
  for (let a = 0; a < count; a++) {
    const g = answerGuesses[a] as number;
    for (let i = 0; i < n; i++) letters[a * n + i] = guesses.letters[g * n + i] as number;
    distinct[a] = guesses.distinct[g] as number;
    // An answer listed twice: the guess is the last copy's, as createGame has it.
    const earlier = answerOfGuess[g] as number;
    if (earlier >= 0) guessOfAnswer[earlier] = -1;
    answerOfGuess[g] = a;
    guessOfAnswer[a] = g;
    if (a > 0 && g <= (answerGuesses[a - 1] as number)) ascending = false;
  }
  return assemble(base, wordSet(answerWords, n, letters, distinct, ascending), answerOfGuess, guessOfAnswer, hard);
}

export function createGame(guessWords: readonly string[] | GuessBase, answerWords: readonly string[], length: number, hard: boolean): Game {
  const base = 'guesses' in guessWords ? guessWords : encodeGuesses(guessWords, length);
  const { alphabet, guesses } = base;
  const answers = encodeWords(answerWords, length, alphabet);
  const answerOfGuess = new Int32Array(guesses.words.length).fill(-1);
  const guessOfAnswer = new Int32Array(answerWords.length).fill(-1);
  if (!matchInOrder(guesses, answers, answerOfGuess, guessOfAnswer)) {
    // Matched through the answers' map: the answers are usually far fewer than the guesses.
    answerOfGuess.fill(-1);
    guessOfAnswer.fill(-1);
    const guessWords = guesses.words;
    for (let g = 0; g < guessWords.length; g++) {
      const a = answers.indexOf.get(guessWords[g] as string);
      if (a !== undefined) {
        answerOfGuess[g] = a;
        guessOfAnswer[a] = g;
      }
    }
  }
  return assemble(base, answers, answerOfGuess, guessOfAnswer, hard);
}

function assemble(base: GuessBase, answers: WordSet, answerOfGuess: Int32Array, guessOfAnswer: Int32Array, hard: boolean): Game {
  return {
    all: base.all,
    length: base.guesses.length,
    guesses: base.guesses,
    answers,
    kernel: new FeedbackKernel(base.guesses.length, base.alphabet.size),
    answerOfGuess,
    guessOfAnswer,
    hard,
    table: undefined,
  };
}

/** 0 .. count - 1. */
function indices(count: number): Int32Array {
  const all = new Int32Array(count);
  for (let i = 0; i < count; i++) all[i] = i;
  return all;
}

/**
 * The answers' places among the guesses when the guesses are in strictly ascending order of
 * their letters' indices (so each word once; for a-z words, alphabetical order) and the
 * answers are some of them in the same order: a turn's answers are the matches of a sorted
 * list, and then this is one walk over integers, with no map of words and no string
 * compared but the matches. false (the arrays half filled) when the lists are not so.
 */
function matchInOrder(guesses: WordSet, answers: WordSet, answerOfGuess: Int32Array, guessOfAnswer: Int32Array): boolean {
  if (!guesses.ascending) return false;
  const n = guesses.length;
  const gl = guesses.letters;
  const al = answers.letters;
  const count = guesses.words.length;
  let g = 0;
  for (let a = 0; a < answers.words.length; a++) {
    // (Written out, no call a guess: the walk passes most guesses, in cold code.)
    for (;;) {
      if (g === count) return false;
      let k = 0;
      while (k < n && gl[g * n + k] === al[a * n + k]) k++;
      if (k === n) break;
      g++;
    }
    if (guesses.words[g] !== answers.words[a]) return false;
    answerOfGuess[g] = a;
    guessOfAnswer[a] = g;
    g++;
  }
  return true;
}

/** The guess indices of the answers of `remaining` that are guesses, in the answers' order. */
export function answerGuessesOf(game: Game, remaining: Int32Array): number[] {
  const out: number[] = [];
  // (Indexed: the hard-mode guard calls this tens of thousands of times a turn, some of them
  // before V8 optimises it, when for-of over a typed array makes an object a step.)
  for (let k = 0; k < remaining.length; k++) {
    const g = game.guessOfAnswer[remaining[k] as number] as number;
    if (g >= 0) out.push(g);
  }
  return out;
}

/** Whether a guesses x answers table of codes fits a typed array of small integers. */
export function tableType(length: number): 'uint8' | 'uint16' | undefined {
  const codes = codeCount(length);
  return codes <= 256 ? 'uint8' : codes <= 65_536 ? 'uint16' : undefined;
}

/** Fills the table rows [from, to) of `target` (shared by workers, each doing a share). */
export function fillTable(game: Game, target: Uint8Array | Uint16Array, from: number, to: number): void {
  const answerCount = game.answers.words.length;
  for (let g = from; g < to; g++) game.kernel.row(game.guesses, g, game.answers, target, g * answerCount);
}

/** Codes of guess g against the given answers, into `out`. */
export function codesOf(game: Game, g: number, answers: Int32Array, out: CodeArray): void {
  const table = game.table;
  if (table) {
    const base = g * game.answers.words.length;
    for (let k = 0; k < answers.length; k++) out[k] = table[base + (answers[k] as number)] as number;
    return;
  }
  game.kernel.codes(game.guesses, g, game.answers, answers, out, 0);
}

export function codeOf(game: Game, g: number, a: number): number {
  const table = game.table;
  return table ? (table[g * game.answers.words.length + a] as number) : game.kernel.code(game.guesses, g, game.answers, a);
}

/** A played guess and the feedback it got. */
export interface Move {
  readonly guess: number;
  readonly code: number;
}

/** What the solver knows at some point of a game. */
export interface Position {
  /** Answers still possible, ascending indices into game.answers. */
  readonly remaining: Int32Array;
  /** Guesses allowed now (all of them, or those hard mode allows), ascending. */
  readonly allowed: Int32Array;
  readonly moves: readonly Move[];
}

export function startPosition(game: Game, remaining?: Int32Array): Position {
  return {
    remaining: remaining ?? indices(game.answers.words.length),
    allowed: game.all,
    moves: [],
  };
}

/** The answers of `remaining` that give `code` for guess g. */
export function split(game: Game, remaining: Int32Array, g: number, code: number): Int32Array {
  const kept: number[] = [];
  for (const a of remaining) if (codeOf(game, g, a) === code) kept.push(a);
  return Int32Array.from(kept);
}

/**
 * Hard mode: the guesses of `allowed` (ascending, each once, as Position.allowed) that keep
 * every revealed hint of guess g with feedback `code`: greens in place, and each letter used at
 * least as often as it was shown green or yellow.
 * (Typed arrays, no callback, and each kind of pass a small function of its own that V8
 * optimises on its own: the guard calls this for every outcome it looks at, about 10,000
 * times in a hard-mode turn.)
 */
export function hardAllowed(game: Game, allowed: Int32Array, g: number, code: number): Int32Array {
  const n = game.length;
  const letters = game.guesses.letters;
  // The hints, in one scratch array kept between calls: at [0, greens) the greens' places, at
  // n + j their letters; at 2n + j each letter shown green or yellow, at 3n + j how many times.
  if (hints.length < 4 * n) hints = new Int32Array(4 * n);
  if (kept.length < allowed.length) kept = new Int32Array(Math.max(allowed.length, 2 * kept.length));
  let greens = 0;
  let shown = 0;
  // Every letter shown once and among the first 31: a guess keeps them iff it has each (its
  // letter mask has them all, when its letters are distinct).
  let shownMask = 0;
  let once = true;
  for (let i = 0, rest = code; i < n; i++) {
    const tile = rest % 3;
    rest = (rest - tile) / 3;
    if (tile === 0) continue;
    const letter = letters[g * n + i] as number;
    if (tile === 2) {
      hints[greens] = i;
      hints[n + greens++] = letter;
    }
    let j = 0;
    while (j < shown && hints[2 * n + j] !== letter) j++;
    if (j === shown) {
      hints[2 * n + shown] = letter;
      hints[3 * n + shown++] = 1;
    } else {
      hints[3 * n + j] = (hints[3 * n + j] as number) + 1;
      once = false;
    }
    if (letter > 30) once = false;
    else shownMask |= 1 << letter;
  }
  // The greens as one comparison of packed letters, when the words pack (see packedLetters), and
  // the letters shown by the guesses' letter sets or masks (speed mechanism `hard-mode-sets`;
  // off, every guess's letters are counted).
  const sets = fast('hard-mode-sets');
  const packed = greens > 0 && sets ? packedLetters(game.guesses) : undefined;
  let greenMask = 0;
  let greenValue = 0;
  if (packed) {
    for (let j = 0; j < greens; j++) {
      const shift = 5 * (hints[j] as number);
      greenMask |= 31 << shift;
      greenValue |= (hints[n + j] as number) << shift;
    }
  }
  const greensAt: Greens = { count: greens, packed, mask: greenMask, value: greenValue };
  let count: number;
  // An ascending list of distinct guesses as long as the list is all of them, 0 .. N - 1; with
  // no letter shown every guess is kept (and the sets' words would keep their unused high bits).
  if (sets && once && shown > 0 && allowed.length === game.all.length)
    count = keepFromSets(game, guessLetterSets(game), hints, shown, greensAt);
  else if (sets && once) count = keepByMask(game, allowed, shownMask, hints, shown, greensAt);
  else count = keepByCounts(game, allowed, hints, shown, greensAt);
  return kept.slice(0, count);
}

/** The greens to check: how many (their places and letters at the start of the hints), and as packed letters when the words pack. */
interface Greens {
  readonly count: number;
  readonly packed: Int32Array | undefined;
  readonly mask: number;
  readonly value: number;
}

/** Whether guess `candidate` has the greens. */
function hasGreens(letters: Uint16Array, n: number, candidate: number, hints: Int32Array, greens: Greens): boolean {
  if (greens.packed) return ((greens.packed[candidate] as number) & greens.mask) === greens.value;
  for (let j = 0; j < greens.count; j++) if (letters[candidate * n + (hints[j] as number)] !== hints[n + j]) return false;
  return true;
}

/** Whether guess `candidate` has each of the `shown` letters of the hints as often as it was shown. */
function hasShown(letters: Uint16Array, n: number, candidate: number, hints: Int32Array, shown: number): boolean {
  const base = candidate * n;
  for (let j = 0; j < shown; j++) {
    const letter = hints[2 * n + j] as number;
    let have = 0;
    for (let i = 0; i < n; i++) if (letters[base + i] === letter) have++;
    if (have < (hints[3 * n + j] as number)) return false;
  }
  return true;
}

/** Every guess, each shown letter once: where all the letters' bit sets have a guess, into kept. */
function keepFromSets(game: Game, sets: Int32Array, hints: Int32Array, shown: number, greens: Greens): number {
  const n = game.length;
  const letters = game.guesses.letters;
  const words = (game.all.length + 31) >>> 5;
  let count = 0;
  for (let w = 0; w < words; w++) {
    let bits = -1;
    for (let j = 0; j < shown; j++) bits &= sets[(hints[2 * n + j] as number) * words + w] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const candidate = (w << 5) | (31 - Math.clz32(low));
      if (greens.count === 0 || hasGreens(letters, n, candidate, hints, greens)) kept[count++] = candidate;
    }
  }
  return count;
}

/** Each shown letter once: a guess of distinct letters is checked by its mask, into kept. */
function keepByMask(game: Game, allowed: Int32Array, shownMask: number, hints: Int32Array, shown: number, greens: Greens): number {
  const n = game.length;
  const letters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  let count = 0;
  for (let k = 0; k < allowed.length; k++) {
    const candidate = allowed[k] as number;
    if (greens.count > 0 && !hasGreens(letters, n, candidate, hints, greens)) continue;
    const mask = distinct[candidate] as number;
    if (mask !== 0 ? (mask & shownMask) === shownMask : hasShown(letters, n, candidate, hints, shown)) kept[count++] = candidate;
  }
  return count;
}

/** A letter shown twice, or past the 31st: letters counted, into kept. */
function keepByCounts(game: Game, allowed: Int32Array, hints: Int32Array, shown: number, greens: Greens): number {
  const n = game.length;
  const letters = game.guesses.letters;
  let count = 0;
  for (let k = 0; k < allowed.length; k++) {
    const candidate = allowed[k] as number;
    if ((greens.count === 0 || hasGreens(letters, n, candidate, hints, greens)) && hasShown(letters, n, candidate, hints, shown))
      kept[count++] = candidate;
  }
  return count;
}

let hints = new Int32Array(0);
let kept = new Int32Array(0);

const letterSetsMade = new MemoCache<WordSet, { size: number; sets: Int32Array }>();

/** Per letter, the guesses that have it, as bit sets (made once per list of guesses, or ahead by its index). */
export function guessLetterSets(game: Game): Int32Array {
  const guesses = game.guesses;
  const size = game.kernel.alphabetSize;
  const ahead = guesses.letterSets;
  if (ahead && ahead.length === size * ((guesses.words.length + 31) >>> 5)) return ahead;
  // (Games that share their guesses may differ in alphabet size: the sets are made for one.)
  const known = letterSetsMade.get(guesses);
  if (known?.size === size) return known.sets;
  const sets = letterSets(guesses, size);
  letterSetsMade.set(guesses, { size, sets });
  return sets;
}

const packedMade = new MemoCache<WordSet, Int32Array | null>();

/**
 * Each word's letters, 5 bits a place, in one integer (letter i at bits 5i..5i+4), when every
 * word has at most 6 letters, all among the first 32; else null. Made once per list.
 */
function packedLetters(words: WordSet): Int32Array | undefined {
  let packed = packedMade.get(words);
  if (packed === undefined) {
    const { letters, length } = words;
    const count = words.words.length;
    packed = length <= 6 ? new Int32Array(count) : null;
    for (let w = 0; packed && w < count; w++) {
      let value = 0;
      for (let i = 0; i < length; i++) {
        const letter = letters[w * length + i] as number;
        if (letter > 31) {
          packed = null;
          break;
        }
        value |= letter << (5 * i);
      }
      if (packed) packed[w] = value;
    }
    packedMade.set(words, packed);
  }
  return packed ?? undefined;
}

/** The position after playing guess g and seeing `code`. */
export function play(game: Game, position: Position, g: number, code: number): Position {
  return {
    remaining: split(game, position.remaining, g, code),
    allowed: game.hard ? hardAllowed(game, position.allowed, g, code) : position.allowed,
    moves: [...position.moves, { guess: g, code }],
  };
}
