// A book: a whole decision tree for one pair of lists and one mode, made ahead by the search
// (`npm run openers`), so that playing on it costs a look-up. One line per answer, the way
// published Wordle trees are written: each guess with the tiles it got, up to the answer.
//
//   tarse bbyyb prion bgbbg groin ggggg
//
// The guess at a position is the one every line through that position plays next.

import type { Clue } from '../clues/tiles.ts';
import { fast } from '../speed.ts';
import { codeOf, type Game, type Move, type Position } from './game.ts';
import { tilesOf } from './kernel.ts';

const TILE_LETTERS = 'byg';

/** Tiles as b/y/g letters (grey, yellow, green), as in a book's lines. */
export function tileLetters(code: number, length: number): string {
  return tilesOf(code, length)
    .map((tile) => TILE_LETTERS[tile])
    .join('');
}

export interface Book {
  /** Position (the guesses and tiles so far, as in a line) -> the guess the tree plays there. */
  readonly next: ReadonlyMap<string, string>;
  /** Games in the tree, and the guesses they take in all. */
  readonly games: number;
  readonly total: number;
  /** Games that take more than six guesses. */
  readonly over: number;
}

/** Reads a book's lines; throws on a line that contradicts another (two guesses at one position). */
export function parseBook(text: string): Book {
  const next = new Map<string, string>();
  let games = 0;
  let total = 0;
  let over = 0;
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 2 || parts[0] === '') continue;
    if (parts.length % 2 !== 0) throw new Error(`a book line needs guess/tiles pairs: ${line}`);
    // Each position's key grows by one guess and its tiles (not joined again from the start).
    let at = '';
    for (let k = 0; k < parts.length; k += 2) {
      const guess = parts[k] as string;
      const known = next.get(at);
      if (known === undefined) next.set(at, guess);
      else if (known !== guess) throw new Error(`the book plays ${known} and ${guess} at "${at}"`);
      at = k === 0 ? `${guess} ${parts[k + 1]}` : `${at} ${guess} ${parts[k + 1]}`;
    }
    games++;
    total += parts.length / 2;
    if (parts.length / 2 > 6) over++;
  }
  return { next, games, total, over };
}

/**
 * A book read from its text (written by renderBook: a line a game, one space between its
 * parts) only as far as it is asked: a position's guess comes from the lines that begin with
 * the position's first guess and tiles (found by the native string search), the rest parsed
 * only when something else is asked. A hard-mode turn whose guard turns to the book after
 * slAtE, which the book (all tarse) does not have, spent 6-25 ms parsing all of it. Given
 * as a function, the text itself is read only when something is first asked.
 */
export function lazyBook(source: string | (() => string)): Book {
  let read: string | undefined;
  const text = () => (read ??= typeof source === 'string' ? source : source());
  let whole: Book | undefined;
  const full = () => (whole ??= parseBook(text()));
  const blocks = new Map<string, ReadonlyMap<string, string>>();
  const get = (key: string): string | undefined => {
    const second = key.indexOf(' ', key.indexOf(' ') + 1);
    if (whole || key === '' || key.indexOf(' ') < 0 || !fast('lazy-book')) return full().next.get(key);
    const first = second < 0 ? key : key.slice(0, second);
    let block = blocks.get(first);
    if (block === undefined) {
      block = parseBook(linesStarting(text(), `${first} `)).next;
      blocks.set(first, block);
    }
    return block.get(key);
  };
  const next: ReadonlyMap<string, string> = {
    get,
    has: (key) => get(key) !== undefined,
    get size() {
      return full().next.size;
    },
    forEach: (callback, thisArg) => {
      for (const [key, value] of full().next) callback.call(thisArg, value, key, next);
    },
    entries: () => full().next.entries(),
    keys: () => full().next.keys(),
    values: () => full().next.values(),
    [Symbol.iterator]: () => full().next[Symbol.iterator](),
  };
  return {
    next,
    get games() {
      return full().games;
    },
    get total() {
      return full().total;
    },
    get over() {
      return full().over;
    },
  };
}

/** The lines of a text that begin with `prefix`, joined by newlines. */
function linesStarting(text: string, prefix: string): string {
  const lines: string[] = [];
  let at = text.startsWith(prefix) ? 0 : text.indexOf(`\n${prefix}`);
  while (at >= 0) {
    const start = text.charCodeAt(at) === 10 ? at + 1 : at;
    const end = text.indexOf('\n', start);
    lines.push(end < 0 ? text.slice(start) : text.slice(start, end));
    at = end < 0 ? -1 : text.indexOf(`\n${prefix}`, end);
  }
  return lines.join('\n');
}

/** A position as a book's line begins: each guess and its tiles. */
export function bookKey(game: Game, position: Position): string {
  return bookLine(game, position.moves);
}

/** The book's guess at a position of the game, when the book has one and the game allows it. */
export function bookGuess(book: Book, game: Game, position: Position): number | undefined {
  const word = book.next.get(bookKey(game, position));
  if (word === undefined) return undefined;
  const g = game.guesses.indexOf.get(word);
  if (g === undefined) return undefined;
  if (game.hard && !position.allowed.includes(g)) return undefined;
  return g;
}

/**
 * The book's guess after these clues (played in this order), when it has the position: the
 * same look-up as bookGuess, without a game (so a caller can tell a turn needs no search).
 */
export function bookNextAfter(book: Book, clues: readonly Clue[]): string | undefined {
  return book.next.get(clues.map((clue) => `${clue.letters.join('')} ${clue.tiles.map((tile) => TILE_LETTERS[tile]).join('')}`).join(' '));
}

/** One game as a book's line: each guess with its tiles. */
export function bookLine(game: Game, moves: readonly Move[]): string {
  return moves.map((move) => `${game.guesses.words[move.guess] ?? ''} ${tileLetters(move.code, game.length)}`).join(' ');
}

/** A book from its lines (one per game), in a stable order. */
export function renderBook(lines: Iterable<string>): string {
  return `${[...lines].sort().join('\n')}\n`;
}

/**
 * The guesses the book takes from a position to solve each of its remaining answers, in all
 * (the cost the search would give its tree); NaN when some answer leaves the book.
 */
export function bookCost(book: Book, game: Game, position: Position): number {
  const games = bookGames(book, game, position);
  return games === undefined ? Number.NaN : games.reduce((sum, guesses) => sum + guesses, 0);
}

/**
 * Whether the book finishes every remaining answer within `left` more guesses: then its guess
 * here is proven safe (the guard's last resort when its own search cannot decide).
 */
export function bookFinishes(book: Book, game: Game, position: Position, left: number): boolean {
  const games = bookGames(book, game, position);
  return games !== undefined && games.every((guesses) => guesses <= left);
}

/** The guesses the book takes from a position to each remaining answer; undefined when one leaves the book. */
function bookGames(book: Book, game: Game, position: Position): number[] | undefined {
  const done = game.length > 0 ? 3 ** game.length - 1 : 0;
  const start = bookKey(game, position);
  const games: number[] = [];
  for (const a of position.remaining) {
    let key = start;
    for (let guesses = 1; ; guesses++) {
      const word = book.next.get(key);
      const g = word === undefined ? undefined : game.guesses.indexOf.get(word);
      if (g === undefined || guesses > 3 * 6) return undefined;
      const code = codeOf(game, g, a);
      if (code === done) {
        games.push(guesses);
        break;
      }
      key = `${key === '' ? '' : `${key} `}${word} ${tileLetters(code, game.length)}`;
    }
  }
  return games;
}
