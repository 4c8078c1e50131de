// A game from the solver's side: the allowed guesses, the possible answers, hard mode, and
// positions (which answers are still possible, what hard mode still allows).

import { Alphabet, codeCount, type EncodedWords, encodeWords, FeedbackKernel, type WordSet, wordSet } from './kernel.ts';

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
  if (encoded.letters.length !== count * length || encoded.distinct.length !== count) throw new Error('encodedGuesses: the encoding does not fit the words');
  return { alphabet: new Alphabet(), guesses: wordSet(words, length, encoded.letters, encoded.distinct, encoded.ascending, encoded.letterSets), all: indices(count) };
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

export function createGame(
  guessWords: readonly string[] | GuessBase,
  answerWords: readonly string[],
  length: number,
  hard: boolean,
): Game {
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
  for (const a of remaining) {
    const g = game.guessOfAnswer[a] as number;
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
export function codesOf(game: Game, g: number, answers: Int32Array, out: Int32Array): void {
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
 * Hard mode: the guesses of `allowed` that keep every revealed hint of guess g with feedback
 * `code`: greens in place, and each letter used at least as often as it was shown green or yellow.
 * (Typed arrays and no callback: the guard calls it for every outcome it looks at, and a
 * hard-mode turn spent most of its time here.)
 */
export function hardAllowed(game: Game, allowed: Int32Array, g: number, code: number): Int32Array {
  const n = game.length;
  const letters = game.guesses.letters;
  const distinct = game.guesses.distinct;
  // The hints, in one scratch array kept between calls (the guard makes thousands of calls in a
  // hard-mode turn): at [0, greens) the greens' places, at n + j their letters; at 2n + j each
  // letter shown green or yellow, at 3n + j how many times.
  if (hints.length < 4 * n) hints = new Int32Array(4 * n);
  if (kept.length < allowed.length) kept = new Int32Array(Math.max(allowed.length, 2 * kept.length));
  let greens = 0;
  let shown = 0;
  // Every letter shown once and among the first 31: a guess of distinct letters keeps them iff its mask has them all.
  let shownMask = 0;
  let byMask = true;
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
      byMask = false;
    }
    if (letter > 30) byMask = false;
    else shownMask |= 1 << letter;
  }
  let count = 0;
  candidates: for (let k = 0; k < allowed.length; k++) {
    const candidate = allowed[k] as number;
    const base = candidate * n;
    for (let j = 0; j < greens; j++) if (letters[base + (hints[j] as number)] !== hints[n + j]) continue candidates;
    const mask = distinct[candidate] as number;
    if (byMask && mask !== 0) {
      if ((mask & shownMask) !== shownMask) continue;
    } else {
      for (let j = 0; j < shown; j++) {
        const letter = hints[2 * n + j] as number;
        let have = 0;
        for (let i = 0; i < n; i++) if (letters[base + i] === letter) have++;
        if (have < (hints[3 * n + j] as number)) continue candidates;
      }
    }
    kept[count++] = candidate;
  }
  return kept.slice(0, count);
}

let hints = new Int32Array(0);
let kept = new Int32Array(0);

/** The position after playing guess g and seeing `code`. */
export function play(game: Game, position: Position, g: number, code: number): Position {
  return {
    remaining: split(game, position.remaining, g, code),
    allowed: game.hard ? hardAllowed(game, position.allowed, g, code) : position.allowed,
    moves: [...position.moves, { guess: g, code }],
  };
}
