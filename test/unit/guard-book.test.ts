import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { bookFinishes, bookGuess, parseBook } from '../../lib/solve/book.ts';
import { codeOf, createGame, hardAllowed, type Position, startPosition } from '../../lib/solve/game.ts';
import { guardFor } from '../../lib/solve/guard/index.ts';
import { best } from '../../lib/solve/strategies/best.ts';
import { rankGuesses, type Strategy, strategyNamed, withBook } from '../../lib/solve/strategies/index.ts';

// Hard mode on the 2023 lists: after TARSE gets _A_ED-like tiles (bgbby), the guard's budget
// cannot show coverage's pick (or any of its ranked ones) safe; the book, proven by play, can.
const root = new URL('../../', import.meta.url);
const lines = (path: string) => readFileSync(new URL(path, root), 'utf8').split('\n').filter(Boolean);
const answers = lines('data/answers-2023.txt');
const game = createGame([...new Set([...lines('wordle.txt'), ...answers])], answers, 5, true);
const book = parseBook(readFileSync(new URL('data/book/wordle.txt+answers-2023.txt.hard.txt', root), 'utf8'));

function after(guess: string, tiles: string): Position {
  const start = startPosition(game);
  const g = game.guesses.indexOf.get(guess) as number;
  const code = [...tiles].reduce((sum, tile, i) => sum + 'byg'.indexOf(tile) * 3 ** i, 0);
  const remaining = start.remaining.filter((a) => codeOf(game, g, a) === code);
  return { remaining, allowed: hardAllowed(game, start.allowed, g, code), moves: [{ guess: g, code }] };
}

describe('the guard falls back on the book', () => {
  const position = after('tarse', 'bgbby');

  test('the book finishes every answer left in time, and its guess is allowed', () => {
    expect(bookFinishes(book, game, position, 5)).toBe(true);
    expect(bookFinishes(book, game, position, 2)).toBe(false);
    expect(bookGuess(book, game, position)).toBeDefined();
  });

  test("with the book, coverage plays a pick shown safe (its own or the book's)", () => {
    const pick = rankGuesses(withBook(strategyNamed('coverage'), book), game, position, 1)[0]?.guess as number;
    const own = rankGuesses(strategyNamed('coverage'), game, position, 1)[0]?.guess as number;
    // Without it, the pick is one the guard could not decide: the trap the book avoids.
    expect(guardFor(game).isSafe(own, position, 5)).not.toBe(true);
    expect(pick === bookGuess(book, game, position) || guardFor(game).isSafe(pick, position, 5) === true).toBe(true);
    expect(pick).not.toBe(own);
  });

  test('withBook leaves best alone and a missing book changes nothing', () => {
    const coverage = strategyNamed('coverage');
    expect(withBook(coverage, undefined)).toBe(coverage);
    expect(withBook(best, book)).toBe(best);
    expect(withBook(coverage, book).book).toBe(book);
  });

  test("best's undecided pick stands: its search is not run a second time for the guard's pool", () => {
    // A stand-in named best that ranks as coverage and counts its searches.
    let searches = 0;
    const coverage = strategyNamed('coverage');
    const counted: Strategy = { ...coverage, name: 'best', rank: (...args) => (searches++, coverage.rank(...args)) };
    const own = coverage.rank(game, position, 1)[0]?.guess;
    expect(rankGuesses(counted, game, position, 1)[0]?.guess).toBe(own);
    expect(searches).toBe(1);
  });
});
