// Games whose tiles lie (Fibble), played to bench a strategy: each hidden word with lies of its
// own, drawn by a generator seeded by the bench's seed and the word, so that a game's lies do not
// depend on which games are played, in what order, or on which thread. The strategy is
// deterministic: a position is ranked once however many games reach it (a memo by the rows so far).
//
// Beside it, to compare with, a plain rule: entropy over the true tiles, the shown tiles taken at
// face value while some answer fits them so, and once none does, the answers that fit them with
// their lies.

import { tellLies } from '../clues/lies.ts';
import type { Tile } from '../clues/tiles.ts';
import { codeOf, createGame, fillTable, type Game, type GuessBase, type Move, type Position, startPosition, tableType } from './game.ts';
import { codeOf as codeOfTiles, tilesOf } from './kernel.ts';
import { seededRandom } from './random.ts';
import { rankGuesses } from './strategies/index.ts';
import { splitByShown } from './strategies/lies-split.ts';
import { entropy } from './strategies/simple.ts';
import type { Strategy } from './strategies/types.ts';

/** The generator of a game's lies: the same for the same seed and hidden word. */
export function liesRandom(seed: number, word: string): () => number {
  // FNV-1a over the word's code points, then the seed.
  let hash = 2166136261;
  for (const letter of word) hash = Math.imul(hash ^ (letter.codePointAt(0) ?? 0), 16777619);
  return seededRandom((Math.imul(hash ^ seed, 16777619) ^ (seed >>> 16)) >>> 0);
}

/** The code of the tiles a host shows for guess g when answer a is hidden (tellLies). */
export function shownCode(game: Game, g: number, a: number, lies: number, random: () => number): number {
  return codeOfTiles(tellLies(tilesOf(codeOf(game, g, a), game.length) as Tile[], lies, random));
}

/** Picks the next guess at a position (undefined: none). */
export type Chooser = (position: Position) => number | undefined;

/** A chooser that asks `choose` once per position, by the rows played to reach it. */
export function memoChooser(choose: Chooser): Chooser {
  const memo = new Map<string, number | undefined>();
  return (position) => {
    const key = position.moves.map((move) => `${move.guess}.${move.code}`).join(' ');
    if (!memo.has(key)) memo.set(key, choose(position));
    return memo.get(key);
  };
}

/**
 * Plays one game against answer `target`: `first`, then what `choose` picks, each row shown with
 * `lies` wrong tiles drawn by `random`, the position keeping the answers that fit every row so.
 * The rows it took, 0 when not solved within `maxRows`.
 */
export function playLyingGame(
  game: Game,
  target: number,
  first: number,
  lies: number,
  random: () => number,
  choose: Chooser,
  maxRows: number,
): number {
  const win = 3 ** game.length - 1;
  let position = startPosition(game);
  for (let row = 1; row <= maxRows; row++) {
    const g = row === 1 ? first : choose(position);
    if (g === undefined || g < 0) return 0;
    const code = shownCode(game, g, target, lies, random);
    if (code === win) return row;
    const move: Move = { guess: g, code };
    position = {
      remaining: splitByShown(game, position.remaining, g, code, lies),
      allowed: position.allowed,
      moves: [...position.moves, move],
    };
  }
  return 0;
}

/**
 * The plain rule's chooser (see above) for a game of every answer: entropy over the true tiles,
 * among the answers that fit every row at face value, or, when none does, among those the
 * position keeps (the rows read with their lies).
 */
export function plainChooser(game: Game): Chooser {
  const all = startPosition(game).remaining;
  return (position) => {
    let face = all;
    for (const move of position.moves) {
      face = face.filter((a) => codeOf(game, move.guess, a) === move.code);
      if (face.length === 0) break;
    }
    const remaining = face.length > 0 ? face : position.remaining;
    return entropy.rank(game, { remaining, allowed: position.allowed, moves: position.moves }, 1)[0]?.guess;
  };
}

/** A game of `answers` with a full table of codes: the lying games of a class rank every guess against its answers at many positions. */
export function tabledGame(base: GuessBase, answers: readonly string[], hard: boolean): Game {
  const game = createGame(base, answers, base.guesses.length, hard);
  const type = tableType(base.guesses.length);
  const guessCount = base.guesses.words.length;
  if (type) {
    const table = type === 'uint8' ? new Uint8Array(guessCount * answers.length) : new Uint16Array(guessCount * answers.length);
    fillTable(game, table, 0, guessCount);
    game.table = table;
  }
  return game;
}

/** Rows a bench plays a game for before it counts it as never solved (past the tries, it is lost either way). */
export const LYING_ROWS_PLAYED = 20;

/**
 * Plays the games of `targetWords` whose first row (`first`) showed `shown`, with the strategy
 * (made with `lies`), in a game of their own: as answers only those that fit that row
 * (`classAnswers`: no later position needs others), with a full table of codes. Returns answer
 * word -> rows taken (0: not solved within LYING_ROWS_PLAYED).
 */
export function playLyingClass(
  base: GuessBase,
  classAnswers: readonly string[],
  targetWords: readonly string[],
  first: string,
  seed: number,
  strategy: Strategy,
): Map<string, number> {
  const lies = strategy.lies ?? 0;
  const game = tabledGame(base, classAnswers, false);
  const choose = memoChooser((position) => rankGuesses(strategy, game, position, 1)[0]?.guess);
  return playLyingGames(game, targetWords, first, lies, seed, choose);
}

/**
 * Plays the games of `targetWords` in `game`, each from `first` with what `choose` picks, the
 * lies of each drawn from `seed` and its word (the plain rule's: plainChooser over a game of
 * every answer). Answer word -> rows taken (0: not solved within LYING_ROWS_PLAYED).
 */
export function playLyingGames(
  game: Game,
  targetWords: readonly string[],
  first: string,
  lies: number,
  seed: number,
  choose: Chooser,
): Map<string, number> {
  const g = game.guesses.indexOf.get(first) ?? -1;
  const solved = new Map<string, number>();
  for (const word of targetWords) {
    const target = game.answers.indexOf.get(word) ?? -1;
    solved.set(word, playLyingGame(game, target, g, lies, liesRandom(seed, word), choose, LYING_ROWS_PLAYED));
  }
  return solved;
}
