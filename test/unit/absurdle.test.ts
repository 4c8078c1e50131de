import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ABSURDLE_LISTS, absurdleLists, absurdleReplies } from '../../lib/absurdle/host.ts';
import { type AbsurdleChoice, absurdleListsOf } from '../../lib/absurdle/lists.ts';
import { prepareSearch, searchWins, shortestWin } from '../../lib/absurdle/solve.ts';
import { BROAD_LISTS, BUNDLED_LISTS } from '../../lib/lists/catalogue.ts';
import { textStore } from '../../lib/lists/store.ts';
import { referenceHost } from './absurdle-reference.ts';

const read = (name: string) =>
  readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n');
const ANSWERS = read('answers-2022.txt');
const GUESSES = read('guesses-2022.txt');

const shown = (tiles: readonly number[]) => tiles.map((tile) => 'byg'[tile]).join('');

describe("Absurdle's host", () => {
  test.each([
    // [host words, guess, tiles, why]
    [['qqqde', 'qqqqa'], 'abcde', 'ybbbb', 'fewer greens, though later in the tiles'],
    [['qqqqa', 'edqqq'], 'abcde', 'ybbbb', 'fewer yellows, though later in the tiles'],
    [['bqqqq', 'qaqqq'], 'abzzz', 'bybbb', 'grey before yellow, left to right'],
    [['azzzz', 'azyyy', 'qqqqq'], 'azxxx', 'ggbbb', 'the larger group, though greener'],
  ])('%j, guess %s: %s (%s)', (words, guess, tiles) => {
    const lists = absurdleLists(words, [...words, guess]);
    const [reply] = absurdleReplies(lists, [guess], false);
    expect(shown(reply?.tiles ?? [])).toBe(tiles);
  });

  test('its replies are the rule, reimplemented, on 150 generated games of the original lists', () => {
    const lists = absurdleLists(ANSWERS, GUESSES);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GUESSES), { minLength: 1, maxLength: 5 }), (guesses) => {
        let words: readonly string[] = ANSWERS;
        const replies = absurdleReplies(lists, guesses, false);
        guesses.forEach((guess, i) => {
          const expected = referenceHost(words, guess);
          words = expected.kept;
          expect([shown(replies[i]?.tiles ?? []), replies[i]?.left]).toEqual([expected.tiles, words.length]);
        });
      }),
      { numRuns: 150, seed: 21 },
    );
  });

  test("m1el/absurdle-solver's game: lidar, stony, becke leave thump", () => {
    const replies = absurdleReplies(absurdleLists(ANSWERS, GUESSES), ['lidar', 'stony', 'becke', 'thump'], false);
    expect(replies.map((reply) => [shown(reply.tiles), reply.left])).toEqual([
      ['bbbbb', 273],
      ['bybbb', 14],
      ['bbbbb', 1],
      ['ggggg', 1],
    ]);
  });

  test.each([
    [['lidar', 'zzzzz'], false, "guess 2: 'zzzzz' is not in the word list"],
    [['lid'], false, "guess 1: 'lid' is not a word of 5 letters"],
    [['aeons', 'adorn'], true, 'guess 2: hard mode: the guess must contain E'],
    [['lidar', 'stony', 'becke', 'thump', 'cigar'], false, "guess 5: the game is won: 'thump' was the word"],
  ])('%j (hard %s): %s', (guesses, hard, message) => {
    expect(() => absurdleReplies(absurdleLists(ANSWERS, GUESSES), guesses, hard)).toThrow(message);
  });
});

/** Hard mode from its definition: every green of an earlier reply in place, every letter it showed (green or yellow) as often. */
function keepsHints(word: string, earlier: readonly (readonly [string, string])[]): boolean {
  return earlier.every(([guess, tiles]) => {
    const shown = [...guess].filter((_, i) => tiles[i] !== 'b');
    return (
      [...guess].every((letter, i) => tiles[i] !== 'g' || word[i] === letter) &&
      shown.every((letter) => [...word].filter((l) => l === letter).length >= shown.filter((l) => l === letter).length)
    );
  });
}

/** Every sequence of three distinct guesses after which the reference host has one word left, and had more after two. */
function referenceWins(answers: readonly string[], guesses: readonly string[], hard = false): string[] {
  const wins: string[] = [];
  for (const g1 of guesses) {
    const { tiles: t1, kept: r1 } = referenceHost(answers, g1);
    if (r1.length <= 1) continue;
    for (const g2 of guesses) {
      if (g2 === g1 || (hard && !keepsHints(g2, [[g1, t1]]))) continue;
      const { tiles: t2, kept: r2 } = referenceHost(r1, g2);
      if (r2.length <= 1) continue;
      for (const g3 of guesses) {
        if (
          g3 === g1 ||
          g3 === g2 ||
          (hard &&
            !keepsHints(g3, [
              [g1, t1],
              [g2, t2],
            ]))
        )
          continue;
        const { tiles: t3, kept: r3 } = referenceHost(r2, g3);
        const last = r3[0] as string;
        if (
          r3.length === 1 &&
          guesses.includes(last) &&
          (!hard ||
            keepsHints(last, [
              [g1, t1],
              [g2, t2],
              [g3, t3],
            ]))
        )
          wins.push([g1, g2, g3, last].join(' '));
      }
    }
  }
  return wins.sort();
}

describe('the search for wins', () => {
  // Small lists (words of the original answers sharing a letter, so that the host has work to do).
  const small = ANSWERS.filter((word) => word.startsWith('sh')).slice(0, 24);
  const smallGuesses = [...small, ...GUESSES.filter((word) => word.startsWith('ca')).slice(0, 12)];

  test('every win in four on small lists, as a brute force of the reference host finds them', () => {
    const lists = absurdleLists(small, smallGuesses);
    const found: string[] = [];
    searchWins(prepareSearch(lists, false), {
      depth: 3,
      first: false,
      onWin: (win) => void found.push(win.map((g) => smallGuesses[g]).join(' ')),
    });
    const expected = referenceWins(small, smallGuesses);
    expect(expected.length).toBeGreaterThan(0);
    expect(found.sort()).toEqual(expected);
  });

  test('hard mode: every win in four on small lists, as the brute force finds them keeping every hint', () => {
    const lists = absurdleLists(small, smallGuesses);
    const found: string[] = [];
    searchWins(prepareSearch(lists, true), {
      depth: 3,
      first: false,
      onWin: (win) => void found.push(win.map((g) => smallGuesses[g]).join(' ')),
    });
    const expected = referenceWins(small, smallGuesses, true);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(referenceWins(small, smallGuesses).length);
    expect(found.sort()).toEqual(expected);
  });

  test('a shortest win on the original lists takes four guesses, and the host loses to it', () => {
    const lists = absurdleLists(ANSWERS, GUESSES);
    const found = shortestWin(prepareSearch(lists, false));
    const words = found?.win.map((g) => GUESSES[g] as string) ?? [];
    expect(words).toHaveLength(4);
    const replies = absurdleReplies(lists, words, false);
    expect(replies.map((reply) => reply.left)).toEqual([expect.any(Number), expect.any(Number), 1, 1]);
    expect(shown(replies[3]?.tiles ?? [])).toBe('ggggg');
  });

  test('hard mode: a shortest win keeps every hint, and wins', () => {
    const lists = absurdleLists(ANSWERS, GUESSES);
    const found = shortestWin(prepareSearch(lists, true));
    const words = found?.win.map((g) => GUESSES[g] as string) ?? [];
    // (absurdleReplies in hard mode refuses a guess that drops a hint.)
    const replies = absurdleReplies(lists, words, true);
    expect(shown(replies.at(-1)?.tiles ?? [])).toBe('ggggg');
    expect(words.length).toBe(4);
  });
});

describe("Absurdle's lists (absurdleListsOf): one reading on every front end", () => {
  const lines = (...words: string[]) => `${words.join('\n')}\n`;
  // Small texts at the paths of the package's lists, and the user's files, as a store holds them.
  const store = textStore(
    {
      [BUNDLED_LISTS.answers.original as string]: lines('cigar', 'rebut', 'sissy'),
      [BUNDLED_LISTS.answers['2023'] as string]: lines('aback', 'abase'),
      [BUNDLED_LISTS.guesses.original as string]: lines('aahed', 'cigar', 'rebut', 'sissy', 'zonal'),
      [BUNDLED_LISTS.guesses.nyt as string]: lines('aahed', 'aback', 'abase', 'abate', 'cigar', 'xylyl'),
      [BROAD_LISTS.english?.path as string]: lines('aa', 'aah', 'cigar', 'abase', 'quartz', 'zonal'),
    },
    {
      files: {
        'three.txt': { name: 'three.txt', text: lines('Cat', 'dog', 'horse', ' cat ', 'emu', 'dog') },
        'mixed.txt': { name: 'mixed.txt', text: lines('', 'not a word', 'crane', 'slate', 'ox', 'SLATE') },
        'empty.txt': { name: 'empty.txt', text: '' },
      },
    },
  );
  test.each<[AbsurdleChoice, string[], string[], string]>([
    // [choice, host's words, allowed guesses, why]
    [
      {},
      ['cigar', 'rebut', 'sissy'],
      ['aahed', 'cigar', 'rebut', 'sissy', 'zonal'],
      `the default: ${ABSURDLE_LISTS.answers} and its guesses`,
    ],
    [{ answers: '2023' }, ['aback', 'abase'], ['aahed', 'cigar', 'rebut', 'sissy', 'zonal'], 'the answers named, the default guesses'],
    [
      { guesses: 'nyt' },
      ['cigar', 'rebut', 'sissy'],
      ['aahed', 'aback', 'abase', 'abate', 'cigar', 'xylyl'],
      'the guesses named, the default answers',
    ],
    [
      { answers: 'english' },
      ['cigar', 'abase', 'zonal'],
      ['aahed', 'cigar', 'rebut', 'sissy', 'zonal'],
      'a broad list: its five-letter words (its first word has two)',
    ],
    [{ guesses: 'english' }, ['cigar', 'rebut', 'sissy'], ['cigar', 'abase', 'zonal'], "broad guesses: those of the answers' length"],
    [
      { guesses: 'three.txt' },
      ['cat', 'dog', 'emu'],
      ['cat', 'dog', 'emu'],
      "a file of guesses is also the host's words (the resolver's -f FILE), at its first word's length, each once",
    ],
    [
      { answers: 'mixed.txt' },
      ['crane', 'slate'],
      ['aahed', 'cigar', 'rebut', 'sissy', 'zonal'],
      "lines read as a word file's: blank and non-word lines skipped, case folded",
    ],
    [{ answers: 'three.txt', guesses: 'nyt' }, ['cat', 'dog', 'emu'], [], 'guesses of another length: none allowed'],
  ])('%j: host %j, guesses %j (%s)', (choice, answers, guesses) => {
    const lists = absurdleListsOf(store, choice);
    expect(lists.answers.words).toEqual(answers);
    expect(lists.guesses.words).toEqual(guesses);
    expect(lists.length).toBe([...(answers[0] ?? '')].length);
  });

  test.each<[AbsurdleChoice, string]>([
    [{ answers: 'empty.txt' }, 'no words for the host in empty.txt'],
    [{ guesses: 'empty.txt' }, 'no words for the host in empty.txt'],
    [{ answers: 'missing.txt' }, 'no words for the host in missing.txt'],
    [{ guesses: '-' }, "Absurdle reads its lists whole: stdin ('-') cannot be one"],
  ])('%j is refused: %s', (choice, message) => {
    expect(() => absurdleListsOf(store, choice)).toThrow(message);
  });
});
