import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import type { Tile } from '../../lib/clues/tiles.ts';
import { FAIL } from '../../lib/solve/rules.ts';
import { explainGuess, renderWhy } from '../../lib/talk/explain.ts';
import { displayWidth, fewerText, readScore, renderColumns, renderPattern, shownScore, wrapText } from '../../lib/talk/format.ts';
import { hardModeRefusal } from '../../lib/talk/play.ts';

describe('renderColumns', () => {
  test.each([
    [[], 6, ''],
    [['a'], 6, 'a\n'],
    [['aa', 'b', 'ccc', 'd'], 2, 'aa  b\nccc d\n'],
    [['bourg', 'bourn', 'burro'], 6, 'bourg bourn burro\n'],
    [['ab', 'c', 'd', 'efg'], 3, 'ab  c d\nefg\n'],
    [['é', 'ab'], 2, 'é ab\n'],
  ])('%j in %d columns', (words, columns, text) => {
    expect(renderColumns(words, columns)).toBe(text);
  });
});

describe('renderPattern', () => {
  test.each([
    ['stare', [0, 0, 0, 2, 0], 'staR=e'],
    ['bobby', [1, 0, 2, 0, 2], 'BoB=bY='],
    ['école', [2, 1, 0, 0, 0], 'É=Cole'],
    ['größe', [2, 2, 0, 2, 2], 'größe:ggbgg'],
    ['straße', [2, 2, 2, 2, 0, 0], 'S=T=R=A=ße'],
    ['ﬁlmes', [2, 2, 2, 2, 2], 'ﬁlmes:ggggg'],
    ['λόγος', [2, 2, 2, 2, 2], 'λόγος:ggggg'],
    ['λόγος', [2, 2, 2, 2, 0], 'Λ=Ό=Γ=Ο=ς'],
    ['ıyı', [0, 2, 1], 'ıyı:bgy'],
    ['שלום', [1, 0, 0, 0], 'שלום:ybbb'],
    ['שלום', [0, 0, 0, 0], 'שלום'],
  ] as const)('%s %j', (word, tiles, text) => {
    expect(renderPattern([...word], tiles as readonly Tile[])).toBe(text);
  });

  // Letters whose case is odd: ß (SS), ﬁ (FI), final ς (Σ reads as σ), dotless ı (I reads as i), caseless ones.
  const ALPHABETS = ['abcdeßü', 'αβγδεοσςλό', 'ﬁﬂabc', 'ıiİaé', 'שלוםאב', 'абвгдеёй'];
  test('every printed pattern parses back to the same guess and tiles', () => {
    const word = (alphabet: string) =>
      fc.array(fc.constantFrom(...Array.from(alphabet).filter((c) => c.toLowerCase() === c && Array.from(c.toLowerCase()).length === 1)), {
        minLength: 1,
        maxLength: 7,
      });
    const pair = fc
      .constantFrom(...ALPHABETS)
      .chain((alphabet) => fc.tuple(word(alphabet), word(alphabet)).filter(([a, b]) => a.length === b.length));
    fc.assert(
      fc.property(pair, ([guess, answer]) => {
        const tiles = feedback(guess, answer);
        const clue = parsePattern(renderPattern(guess, tiles));
        expect(clue.letters).toEqual(guess);
        expect(clue.tiles).toEqual(tiles);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('lib/ is pure', () => {
  test('no module in lib/ touches process, console or the file system', () => {
    const dir = new URL('../../lib/', import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const source = readFileSync(new URL(name, dir), 'utf8');
      expect(source, name).not.toMatch(/\bprocess\.|\bconsole\.|from 'node:/);
    }
  });
});

describe('wrapText: at word boundaries, to a width', () => {
  test.each([
    ['short line', 20, 'short line'],
    ['one two three four', 9, 'one two\n  three\n  four'],
    ['  indented words here', 12, '  indented\n    words\n    here'],
    [' 1. sater  ⬛🟨⬛🟩⬛  sAtE=r  14 left', 24, ' 1. sater  ⬛🟨⬛🟩⬛\n   sAtE=r  14 left'],
    ['averyveryverylongword x', 5, 'averyveryverylongword\n  x'],
    ['a b\nc d', 2, 'a\n  b\nc\n  d'],
  ])('%j at %d', (text, width, wrapped) => {
    expect(wrapText(text, width)).toBe(wrapped);
  });

  test.each([
    ['abc', 3],
    ['⬛🟨', 4],
    ['cafe\u0301', 4],
    ['日本', 4],
  ])('displayWidth %j', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('scores as people read them', () => {
  test.each([
    // strategy, the ranking's score, the value read, games over six, as the --top table shows it
    ['coverage', 186, 186, 0, '186'],
    ['entropy', 5.86123, 5.86123, 0, '5.861'],
    // minimax ranks by minus the worst case, a fraction below 0.5 breaking ties: 4 answers at most
    ['minimax', -3.5285, 4, 0, '4'],
    ['minimax', -1.5309278350515463, 2, 0, '2'],
    // best counts each game not finished within six as 10,000,000 guesses: 1,632 guesses and two games over
    ['best', -20001632, 1632, 2, '1632 +2 over six'],
    ['best', -952, 952, 0, '952'],
    ['entropy', Number.NaN, null, 0, '-'],
  ] as const)('%s %d', (strategy, score, value, over, shown) => {
    expect(readScore(strategy, score)).toEqual({ value, over });
    expect(shownScore(strategy, score)).toBe(shown);
  });
});

describe("best's lower bounds and short rankings, said", () => {
  test('a score that is only a lower bound is shown with ≥, over six too', () => {
    expect(shownScore('best', -9316, true)).toBe('≥9316');
    expect(shownScore('best', -9316)).toBe('9316');
    expect(shownScore('best', -(2 * FAIL + 40), true)).toBe('≥40 +2 over six');
  });

  test.each([
    [2, 5, true, 2, false, '2 of the 5 guesses asked for: with 2 possible answers left, only they are offered'],
    [1, 3, true, 1, false, '1 of the 3 guesses asked for: with 1 possible answer left, only it is offered'],
    [3, 5, false, 40, true, '3 of the 5 guesses asked for: no other guess that hard mode allows tells anything new'],
    [5, 5, false, 40, false, undefined],
    [0, 5, false, 0, false, undefined],
  ])('fewerText: %d of %d (only answers %s)', (count, top, onlyAnswers, left, hard, text) => {
    const ranked = Array.from({ length: count }, (_, i) => ({ word: `w${i}`, score: 0, expected: 0, isAnswer: true }));
    const candidates = Array.from({ length: left }, (_, i) => `c${i}`);
    expect(fewerText({ ranked, candidates, onlyAnswers }, top, hard)).toBe(text);
  });
});

describe('--why in hard mode says when the game would not take the guess', () => {
  const explained = (hardModeRefusal?: string) =>
    renderWhy(
      explainGuess({
        word: 'moist',
        candidates: ['baker', 'bloat'],
        tried: new Set('crane'),
        strategy: 'entropy',
        score: 1,
        hardModeRefusal,
      }),
    );
  test('the refusal as the second line, in the words every front end says it', () => {
    const refusal = hardModeRefusal([...'moist'], [parsePattern('crane:bbybb')]);
    expect(refusal).toBe('MOIST breaks hard mode: the guess must contain A');
    expect(explained(refusal).split('\n')[1]).toBe(`${refusal}.`);
    expect(explained()).not.toContain('hard mode');
    expect(hardModeRefusal([...'baker'], [parsePattern('crane:bbybb')])).toBeUndefined();
  });
});
