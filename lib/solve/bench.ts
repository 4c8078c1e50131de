// Plays a strategy against every hidden word (or a sample) and sums up how it went.
//
// The strategy is deterministic, so all games share their beginnings: the games are played
// together as one decision tree, and each position is ranked once however many hidden words
// pass through it.

import { bookLine, tileLetters } from './book.ts';
import { codeOf, createGame, type Game, type GuessBase, type Move, type Position, play, startPosition } from './game.ts';
import { allGreen } from './kernel.ts';
import { seededRandom } from './random.ts';
import { MAX_GUESSES } from './rules.ts';
import { rankGuesses, type Strategy } from './strategies/index.ts';

/** Guess number at which each target was solved (0: never, the strategy got stuck). */
export type Solved = Map<number, number>;

export interface TreeOptions {
  /** Fixed first guess (a guess index). */
  readonly opener?: number;
  /** Games longer than this are cut off as unsolved; the strategies never need it. */
  readonly maxGuesses?: number;
  /** Told each solved game's guesses and their codes (the lines of a book). */
  readonly record?: (target: number, moves: readonly Move[]) => void;
}

/**
 * Plays every target (answer indices) from `position` (the start, or a position deeper in
 * the tree), `depth` guesses already made. Returns the guess count of each target.
 */
export function playTree(
  game: Game,
  strategy: Strategy,
  targets: Int32Array,
  options: TreeOptions = {},
  position?: Position,
  depth = 0,
): Solved {
  const solved: Solved = new Map();
  const maxGuesses = options.maxGuesses ?? 20;
  const done = allGreen(game.length);
  const visit = (at: Position, targetsHere: Int32Array, turn: number) => {
    if (targetsHere.length === 0) return;
    if (turn >= maxGuesses) {
      for (const target of targetsHere) solved.set(target, 0);
      return;
    }
    const guess = turn === 0 && options.opener !== undefined ? options.opener : rankGuesses(strategy, game, at, 1)[0]?.guess;
    if (guess === undefined) {
      for (const target of targetsHere) solved.set(target, 0);
      return;
    }
    for (const { code, targets: group } of splitByGuess(game, guess, targetsHere)) {
      if (code === done) {
        for (const target of group) {
          solved.set(target, turn + 1);
          options.record?.(target, [...at.moves, { guess, code }]);
        }
        continue;
      }
      const next = play(game, at, guess, code);
      if (next.remaining.length === at.remaining.length) {
        // The guess told nothing new: the strategy would loop; count these games as lost.
        for (const target of group) solved.set(target, 0);
        continue;
      }
      visit(next, group, turn + 1);
    }
  };
  visit(position ?? startPosition(game), targets, depth);
  return solved;
}

export interface BenchSummary {
  readonly games: number;
  readonly mean: number;
  readonly median: number;
  readonly max: number;
  /** Games needing more than six guesses, or never solved. */
  readonly fails: number;
  /** Guesses -> games (0 for never solved). */
  readonly histogram: Record<string, number>;
  readonly total: number;
}

/** Sums up the guess counts of the games (0 for a game never solved). */
export function summarize(guessCounts: Iterable<number>): BenchSummary {
  const counts = [...guessCounts].sort((a, b) => a - b);
  const histogram: Record<string, number> = {};
  for (const count of counts) histogram[count] = (histogram[count] ?? 0) + 1;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const games = counts.length;
  const middle = Math.floor(games / 2);
  const median = games === 0 ? 0 : games % 2 === 1 ? (counts[middle] ?? 0) : ((counts[middle - 1] ?? 0) + (counts[middle] ?? 0)) / 2;
  return {
    games,
    mean: games === 0 ? 0 : total / games,
    median,
    max: counts.at(-1) ?? 0,
    fails: counts.filter((count) => count === 0 || count > MAX_GUESSES).length,
    histogram,
    total,
  };
}

/** A sample of `size` answer indices out of `count`, chosen by a seeded generator. */
export function sampleAnswers(count: number, size: number, seed: number): Int32Array {
  const random = seededRandom(seed);
  const indices = Int32Array.from({ length: count }, (_, i) => i);
  const take = Math.min(size, count);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (count - i));
    const swap = indices[i] as number;
    indices[i] = indices[j] as number;
    indices[j] = swap;
  }
  return indices.slice(0, take).sort();
}

/** The targets grouped by the feedback a guess gets from them (ascending codes). */
export function splitByGuess(game: Game, guess: number, targets: Int32Array): { code: number; targets: Int32Array }[] {
  const byCode = new Map<number, number[]>();
  for (const target of targets) {
    const code = codeOf(game, guess, target);
    let group = byCode.get(code);
    if (!group) byCode.set(code, (group = []));
    group.push(target);
  }
  return [...byCode].sort(([a], [b]) => a - b).map(([code, group]) => ({ code, targets: Int32Array.from(group) }));
}

/**
 * Plays the games whose first guess got `code`, in a game of their own: the guesses, and as
 * answers only those that give that code (`classAnswers`: every later position needs no
 * others). Returns answer word -> guesses needed (0: never solved).
 */
export function playAfterFirstGuess(
  base: GuessBase,
  classAnswers: readonly string[],
  targetWords: readonly string[],
  first: string,
  code: number,
  hard: boolean,
  strategy: Strategy,
  /** Told each game's line (guesses and tiles, as in a book). */
  record?: (word: string, line: string) => void,
): Map<string, number> {
  const length = base.guesses.length;
  const solved = new Map<string, number>();
  if (code === allGreen(length)) {
    for (const word of targetWords) {
      solved.set(word, 1);
      record?.(word, `${first} ${tileLetters(code, length)}`);
    }
    return solved;
  }
  // (No table of every guess's codes against the class's answers is made ahead: filling it cost
  // more than the look-ups saved, 1.46 against 0.64 s of CPU for `bench --workers 1 --strategy
  // entropy`; best makes its own where its search needs one.)
  const game = createGame(base, classAnswers, length, hard);
  const g = base.guesses.indexOf.get(first) ?? -1;
  const position = play(game, startPosition(game), g, code);
  const targets = Int32Array.from(targetWords, (word) => game.answers.indexOf.get(word) ?? -1);
  const recordLine =
    record && ((target: number, moves: readonly Move[]) => record(game.answers.words[target] ?? '', bookLine(game, moves)));
  for (const [target, count] of playTree(game, strategy, targets, { record: recordLine }, position, 1)) {
    solved.set(game.answers.words[target] ?? '', count);
  }
  return solved;
}

/** A game the strategy did not win: its hidden word and the guesses it took (0: never solved). */
export interface LostGame {
  readonly word: string;
  readonly guesses: number;
}

/** How a bench went, game by game: the wins, their share, the games lost. */
export interface GameStats {
  /** Games solved within six guesses. */
  readonly won: number;
  /** won / games (1 when there are none). */
  readonly winRate: number;
  /** The games lost (over six guesses, or never solved), A-Z by word. */
  readonly lost: readonly LostGame[];
}

/** The stats of games: hidden word -> guesses needed (0: never solved). */
export function gameStats(solved: ReadonlyMap<string, number>): GameStats {
  const lost = [...solved]
    .filter(([, guesses]) => guesses === 0 || guesses > MAX_GUESSES)
    .map(([word, guesses]) => ({ word, guesses }))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const games = solved.size;
  const won = games - lost.length;
  return { won, winRate: games === 0 ? 1 : won / games, lost };
}
