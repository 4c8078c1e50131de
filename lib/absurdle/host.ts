// Absurdle's host (qntm's game): it holds no word. After each guess it splits the words still
// possible by the feedback they would give, keeps the largest group and shows that feedback;
// among groups as large it keeps the feedback with the fewest greens, then the fewest yellows,
// then the smallest tiles read left to right (grey < yellow < green), as m1el/absurdle-solver
// has it. The game is won when the host has one word left and the guess is it.
//
// In the challenge mode (qntm's) the player is given a target, one of the host's words, and must
// make the host end on it: the game is lost as soon as the group the host keeps no longer holds
// the target, and won when the target is the only word left and is guessed.

import { quote } from '../clues/letters.ts';
import type { Tile } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { FeedbackKernel, tilesOf } from '../solve/kernel.ts';
import { renderTiles } from '../talk/format.ts';
import { checkAnswer, hardModeProblem } from '../talk/play.ts';
import { Alphabet, encodeWords, type WordSet } from '../words/encoding.ts';

/** The longest words Absurdle plays here: feedback codes of a table fit 16 bits up to 10 letters. */
export const ABSURDLE_MAX_LENGTH = 10;

/** Absurdle plays the original lists (its 2,315 words, the 12,972 guesses) unless others are named, on every front end. */
export const ABSURDLE_LISTS = { answers: 'original', guesses: 'original' } as const;

/** The host's words and the allowed guesses, encoded with one alphabet. */
export interface AbsurdleLists {
  readonly length: number;
  readonly answers: WordSet;
  readonly guesses: WordSet;
  readonly kernel: FeedbackKernel;
  /** Per feedback code, its rank among groups of one size: the host keeps the lowest. */
  readonly ranks: Int32Array;
}

export function absurdleLists(answerWords: readonly string[], guessWords: readonly string[]): AbsurdleLists {
  const first = answerWords[0];
  if (first === undefined) throw new WordleError('USAGE', 'Absurdle needs at least one word for the host');
  const length = [...first].length;
  if (length > ABSURDLE_MAX_LENGTH) throw new WordleError('USAGE', `Absurdle plays words of at most ${ABSURDLE_MAX_LENGTH} letters`);
  const alphabet = new Alphabet();
  const answers = encodeWords(
    answerWords.filter((word) => [...word].length === length),
    length,
    alphabet,
  );
  const guesses = encodeWords(
    guessWords.filter((word) => [...word].length === length),
    length,
    alphabet,
  );
  return { length, answers, guesses, kernel: new FeedbackKernel(length, alphabet.size), ranks: tieRanks(length) };
}

/**
 * Per code (tile i is digit i, base 3), the tie order: greens, then yellows, then the tiles as
 * a base-3 number with the first tile most significant. Lower is kept.
 */
export function tieRanks(length: number): Int32Array {
  const count = 3 ** length;
  const ranks = new Int32Array(count);
  for (let code = 0; code < count; code++) {
    let greens = 0;
    let yellows = 0;
    let leftFirst = 0;
    for (let i = 0, rest = code; i < length; i++) {
      const tile = rest % 3;
      rest = (rest - tile) / 3;
      if (tile === 2) greens++;
      else if (tile === 1) yellows++;
      leftFirst = leftFirst * 3 + tile;
    }
    ranks[code] = (greens * (length + 1) + yellows) * count + leftFirst;
  }
  return ranks;
}

/**
 * The code the host keeps, of the `classes` codes in touched[0 ..] with their group sizes in
 * counts[code]: the largest group, ties to the lowest rank.
 */
export function keptCode(counts: Int32Array, touched: Int32Array, classes: number, ranks: Int32Array): number {
  let best = touched[0] as number;
  for (let k = 1; k < classes; k++) {
    const code = touched[k] as number;
    const size = counts[code] as number;
    const bestSize = counts[best] as number;
    if (size > bestSize || (size === bestSize && (ranks[code] as number) < (ranks[best] as number))) best = code;
  }
  return best;
}

export interface HostStep {
  readonly code: number;
  /** The words kept (indices into the host's words). */
  readonly kept: Int32Array;
}

/** The host's reply to guess g (an index into the guesses) with the words `remaining` left. */
export function hostStep(lists: AbsurdleLists, g: number, remaining: Int32Array): HostStep {
  const codes = new Int32Array(remaining.length);
  lists.kernel.codes(lists.guesses, g, lists.answers, remaining, codes, 0);
  const counts = new Int32Array(lists.ranks.length);
  const touched = new Int32Array(Math.min(remaining.length, counts.length));
  let classes = 0;
  for (const code of codes) {
    if (counts[code] === 0) touched[classes++] = code;
    counts[code] = (counts[code] as number) + 1;
  }
  const code = keptCode(counts, touched, classes, lists.ranks);
  const kept = new Int32Array(counts[code] as number);
  let at = 0;
  codes.forEach((c, k) => {
    if (c === code) kept[at++] = remaining[k] as number;
  });
  return { code, kept };
}

/** One reply of the host, as the front ends show it. */
export interface AbsurdleReply {
  readonly guess: string;
  readonly tiles: readonly Tile[];
  /** How many words the host has left after it. */
  readonly left: number;
  /** In the challenge mode: whether the words left hold the target. */
  readonly held?: boolean;
}

/** Where a challenge stands: the target still held (or nothing played yet), won, or lost (the host let it go). */
export type ChallengeState = 'held' | 'won' | 'lost';

/** A challenge's state after these replies, and the guess after which it was lost (1-based). */
export function challengeState(replies: readonly AbsurdleReply[]): { state: ChallengeState; lostAfter?: number } {
  const lost = replies.findIndex((reply) => reply.held === false);
  if (lost >= 0) return { state: 'lost', lostAfter: lost + 1 };
  return { state: replies.at(-1)?.tiles.every((tile) => tile === 2) ? 'won' : 'held' };
}

/** The target's index among the host's words; a word that is not one of them is a usage error. */
export function targetIndex(lists: AbsurdleLists, typed: string): number {
  const word = checkAnswer(typed, lists.length);
  const index = lists.answers.indexOf.get(word);
  if (index === undefined)
    throw new WordleError('USAGE', `${quote(word)} is not one of the host's ${lists.answers.words.length.toLocaleString('en-US')} words`);
  return index;
}

/**
 * One line a guess, as the CLI and the MCP server say them: the guess, its tiles, the words left
 * (or the win); with a target, whether they hold it (or when it was lost).
 */
export function renderAbsurdleReplies(replies: readonly AbsurdleReply[], target?: string): string {
  return replies
    .map((reply, i) => {
      const won = reply.tiles.every((tile) => tile === 2);
      const words = `${reply.left.toLocaleString('en-US')} ${reply.left === 1 ? 'word' : 'words'} left`;
      const held = reply.held === undefined ? '' : reply.held ? `, ${target} among them` : `, without ${target}: lost after guess ${i + 1}`;
      return `${reply.guess}  ${renderTiles(reply.tiles)}  ${won ? `won in ${i + 1}` : `${words}${held}`}\n`;
    })
    .join('');
}

/** A game against the host: each guess checked (allowed, hard mode, not after the win or the loss) and answered. */
export class AbsurdleGame {
  private remaining: Int32Array;
  private readonly played: AbsurdleReply[] = [];
  /** The challenge's target (an index into the host's words), if one was given. */
  private readonly targetAt: number | undefined;

  constructor(
    readonly lists: AbsurdleLists,
    readonly hard: boolean,
    target?: string,
  ) {
    this.remaining = Int32Array.from(lists.answers.words, (_, a) => a);
    this.targetAt = target === undefined ? undefined : targetIndex(lists, target);
  }

  /** The challenge's target, if one was given. */
  get target(): string | undefined {
    return this.targetAt === undefined ? undefined : this.lists.answers.words[this.targetAt];
  }

  /** The guess after which the host let the target go (1-based), if it did. */
  get lostAfter(): number | undefined {
    return challengeState(this.played).lostAfter;
  }

  get replies(): readonly AbsurdleReply[] {
    return this.played;
  }

  get won(): boolean {
    return this.played.at(-1)?.tiles.every((tile) => tile === 2) ?? false;
  }

  /** The host's words still possible, in list order. */
  get left(): readonly string[] {
    return Array.from(this.remaining, (a) => this.lists.answers.words[a] as string);
  }

  /** What is wrong with this guess (a one-line message), or undefined when it may be played. */
  problem(typed: string): string | undefined {
    let word: string;
    try {
      word = checkAnswer(typed, this.lists.length);
    } catch (error) {
      return (error as Error).message;
    }
    if (this.won) return `the game is won: ${quote(this.played.at(-1)?.guess ?? '')} was the word`;
    const lost = this.lostAfter;
    if (lost !== undefined) return `the game is lost: after guess ${lost} the host no longer holds ${quote(this.target ?? '')}`;
    if (this.lists.guesses.indexOf.get(word) === undefined) return `${quote(word)} is not in the word list`;
    if (this.hard) {
      const clues = this.played.map((reply) => ({ letters: [...reply.guess], tiles: reply.tiles, text: reply.guess }));
      return hardModeProblem([...word], clues);
    }
    return undefined;
  }

  /** Plays a guess; a bad one throws a WordleError saying what is wrong with it. */
  play(typed: string): AbsurdleReply {
    const problem = this.problem(typed);
    if (problem !== undefined) throw new WordleError('USAGE', problem);
    const word = checkAnswer(typed, this.lists.length);
    const step = hostStep(this.lists, this.lists.guesses.indexOf.get(word) as number, this.remaining);
    this.remaining = step.kept;
    const tiles = tilesOf(step.code, this.lists.length);
    const target = this.targetAt;
    const reply = { guess: word, tiles, left: step.kept.length, ...(target === undefined ? {} : { held: step.kept.includes(target) }) };
    this.played.push(reply);
    return reply;
  }
}

/**
 * The host's replies to these guesses, in order (the first bad guess throws, naming it); with a
 * target, each says whether the host still holds it (a guess after the loss is a bad one).
 */
export function absurdleReplies(lists: AbsurdleLists, guesses: readonly string[], hard: boolean, target?: string): AbsurdleReply[] {
  const game = new AbsurdleGame(lists, hard, target);
  return guesses.map((guess, i) => {
    try {
      return game.play(guess);
    } catch (error) {
      if (error instanceof WordleError) throw new WordleError('USAGE', `guess ${i + 1}: ${error.message}`);
      throw error;
    }
  });
}
