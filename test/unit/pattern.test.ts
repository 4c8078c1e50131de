import { describe, expect, test } from 'vitest';
import { parsePattern, parsePatterns } from '../../lib/clues/pattern.ts';

// tiles: 0 grey, 1 yellow, 2 green
const tilesOf = (text: string) => parsePattern(text).tiles.join('');
const lettersOf = (text: string) => parsePattern(text).letters.join('');

describe('parsePattern: case notation', () => {
  test.each([
    ['stare', 'stare', '00000'],
    ['staR=e', 'stare', '00020'],
    ['stA=rE', 'stare', '00201'],
    ['BoB=bY=', 'bobby', '10202'],
    ['CHORD', 'chord', '11111'],
    ['C=H=O=R=D=', 'chord', '22222'],
    ['cafÉ=', 'café', '0002'],
    ['ÑANDU', 'ñandu', '11111'],
    ['МИР=', 'мир', '112'],
    ['cafe\u0301', 'café', '0000'], // NFD input composes to NFC
  ])('%s -> %s %s', (text, letters, tiles) => {
    expect(lettersOf(text)).toBe(letters);
    expect(tilesOf(text)).toBe(tiles);
  });
});

describe('parsePattern: GUESS:TILES notation', () => {
  test.each([
    ['stare:YGG..', 'stare', '12200'],
    ['stare:bybbg', 'stare', '01002'],
    ['STARE:00120', 'stare', '00120'],
    ['stare:🟩🟨⬛⬜🟩', 'stare', '21002'],
    ['stare:🟧🟦⬛⬛🟧', 'stare', '21002'],
    ['stare:⬛️🟨️⬛️⬛️🟩️', 'stare', '01002'], // with variation selectors
    ['stare:xX-.B', 'stare', '00000'],
    ['stare:gGyYb', 'stare', '22110'],
  ])('%s -> %s %s', (text, letters, tiles) => {
    expect(lettersOf(text)).toBe(letters);
    expect(tilesOf(text)).toBe(tiles);
  });
});

describe('parsePattern: errors name the problem', () => {
  test.each([
    ['st@re', "'@' is not a letter"],
    ['st4re', "'4' is not a letter"],
    ['=stare', "'=' must come right after an uppercase"],
    ['s=tare', "'=' must come right after an uppercase"],
    ['sT==are', "'=' must come right after an uppercase"],
    ['', 'empty pattern'],
    ['stare:gyb', '5 letters but 3 tiles'],
    ['stare:gybbq', "unknown tile 'q'"],
    ['st@re:gybbb', "'@' is not a letter"],
    [':gybbb', "no guess before ':'"],
    ['stare:gy:bb', "more than one ':'"],
    ['sta re', "' ' is not a letter"],
  ])('%j -> %s', (text, message) => {
    expect(() => parsePattern(text)).toThrow(message);
  });

  test('errors carry a code', () => {
    expect(() => parsePattern('st@re')).toThrow(expect.objectContaining({ code: 'BAD_PATTERN' }));
  });
});

describe('parsePatterns', () => {
  test('keeps order', () => {
    expect(parsePatterns(['staR=e', 'chOR=d']).map((clue) => clue.text)).toEqual(['staR=e', 'chOR=d']);
  });
  test('different lengths are an error', () => {
    expect(() => parsePatterns(['stare', 'chords'])).toThrow("patterns differ in length: 'stare' has 5 letters, 'chords' has 6");
  });
});
