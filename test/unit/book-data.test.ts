// The bundled books (data/book/, made by `npm run book`) are whole, true and legal trees: every
// answer once, each tile string the real feedback, hard mode's rule kept, and the totals and
// first guesses that data/book/index.json and data/openers.json give are the trees' own.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { lazyBook, parseBook } from '../../lib/solve/book.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const words = (path: string) => read(path).trim().split('\n');
const FILES: Record<string, string> = {
  'wordle.txt': 'wordle.txt',
  'guesses-2022.txt': 'data/guesses-2022.txt',
  'answers-2022.txt': 'data/answers-2022.txt',
  'answers-nyt.txt': 'data/answers-nyt.txt',
  'answers-2023.txt': 'data/answers-2023.txt',
};
const PAIRS = ['guesses-2022.txt+answers-2022.txt', 'wordle.txt+answers-nyt.txt', 'wordle.txt+answers-2023.txt'];
const index = JSON.parse(read('data/book/index.json')) as Record<string, { opener: string; games: number; total: number; over: number }>;
const openers = JSON.parse(read('data/openers.json')) as {
  openers: Record<string, Record<string, Record<string, string>>>;
  bestTotals: Record<string, Record<string, { total: number; fails: number }>>;
};
const TILE = ['b', 'y', 'g'];

/** NYT hard mode: greens stay, every revealed letter is used at least as often as revealed. */
function keepsHints(word: string, guess: string, tiles: string): boolean {
  const shown = new Map<string, number>();
  for (let i = 0; i < guess.length; i++) {
    if (tiles[i] === 'g' && word[i] !== guess[i]) return false;
    if (tiles[i] !== 'b') shown.set(guess[i] ?? '', (shown.get(guess[i] ?? '') ?? 0) + 1);
  }
  return [...shown].every(([letter, count]) => [...word].filter((c) => c === letter).length >= count);
}

const BOOKS = PAIRS.flatMap((pair) => ['normal', 'hard'].map((mode) => [pair, mode] as const)).filter(
  ([pair, mode]) => `${pair}.${mode}` in index && 'total' in (index[`${pair}.${mode}`] ?? {}),
);

test('every pair and mode that index.json lists has its book', () => {
  expect(BOOKS.length).toBe(Object.values(index).filter((entry) => 'total' in entry).length);
  expect(BOOKS.length).toBeGreaterThanOrEqual(5);
});

describe.each(BOOKS)('the book of %s, %s mode', (pair, mode) => {
  const [guessFile, answerFile] = pair.split('+') as [string, string];
  const name = `${pair}.${mode}`;
  const text = read(`data/book/${name}.txt`);
  const book = parseBook(text);
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.split(' '));

  test('plays every answer once, each line ending on its answer, with the real tiles', () => {
    const answers = words(FILES[answerFile] ?? '');
    const guesses = new Set([...words(FILES[guessFile] ?? ''), ...answers]);
    expect(lines.map((line) => line.at(-2)).sort()).toEqual([...answers].sort());
    for (const line of lines) {
      const answer = line.at(-2) ?? '';
      expect(line.at(-1)).toBe('ggggg');
      const history: [string, string][] = [];
      for (let k = 0; k < line.length; k += 2) {
        const guess = line[k] ?? '';
        const tiles = line[k + 1] ?? '';
        expect(guesses.has(guess), guess).toBe(true);
        expect(
          feedback([...guess], [...answer])
            .map((tile) => TILE[tile])
            .join(''),
          `${guess} for ${answer}`,
        ).toBe(tiles);
        if (mode === 'hard')
          for (const [before, seen] of history) expect(keepsHints(guess, before, seen), `${guess} after ${before} ${seen}`).toBe(true);
        history.push([guess, tiles]);
      }
    }
  });

  test('parseBook maps each position of each line, and nothing else, to the guess played there', () => {
    const positions = new Map<string, string>();
    for (const line of lines) for (let k = 0; k < line.length; k += 2) positions.set(line.slice(0, k).join(' '), line[k] ?? '');
    expect(book.next).toEqual(positions);
  });

  test('lazyBook, which parses only the lines of the first guess and tiles asked about, answers as parseBook', () => {
    // Each position from a fresh lazy book (so each is looked up before anything else is parsed), then positions no line has.
    const keys = [...book.next.keys()].filter((key) => key !== '');
    expect(keys.map((key) => [key, lazyBook(text).next.get(key)])).toEqual(keys.map((key) => [key, book.next.get(key)]));
    const absent = ['slate bbyby', `${keys[0]} zzzzz bbbbb`, 'tarse', `${lines[0]?.[0]} bbbbz`];
    expect(absent.map((key) => lazyBook(text).next.get(key))).toEqual(absent.map(() => undefined));
    const lazy = lazyBook(text);
    expect([lazy.next.get(''), lazy.games, lazy.total, lazy.over, new Map(lazy.next)]).toEqual([
      book.next.get(''),
      book.games,
      book.total,
      book.over,
      book.next,
    ]);
  });

  test('its totals and first guess are the ones index.json and openers.json give', () => {
    expect(index[name]).toEqual({ opener: book.next.get(''), games: book.games, total: book.total, over: book.over });
    expect(openers.openers[pair]?.[mode]?.['best']).toBe(book.next.get(''));
    expect(openers.bestTotals[pair]?.[mode]).toEqual({ total: book.total, fails: book.over });
    expect(book.over).toBe(0);
  });
});

describe('parseBook on hand-made lines', () => {
  test('two guesses at one position are refused, naming both', () => {
    expect(() => parseBook('tarse bbyyb prion ggggg\ntarse bbyyb groin ggggg\n')).toThrow(/plays prion and groin at "tarse bbyyb"/);
  });
  test('an odd line is refused', () => {
    expect(() => parseBook('tarse bbyyb prion\n')).toThrow(/guess\/tiles pairs/);
  });
});
