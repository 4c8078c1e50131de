import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { describeConflict, findConflict } from '../../lib/clues/conflict.ts';
import { capped, compileClue, compileClues, excluded, included, unsatisfiable } from '../../lib/clues/constraints.ts';
import { feedback } from '../../lib/clues/feedback.ts';
import { parsePattern, parsePatterns } from '../../lib/clues/pattern.ts';
import type { Clue, Tile } from '../../lib/clues/tiles.ts';
import { positionalRegex } from '../../lib/talk/format.ts';

const compiled = (text: string) => {
  const constraints = compileClue(parsePattern(text));
  return {
    exclude: excluded(constraints).join(''),
    include: included(constraints)
      .map(([l, n]) => `${l}${n}`)
      .join(' '),
    max: capped(constraints)
      .map(([l, n]) => `${l}${n}`)
      .join(' '),
    regex: positionalRegex(constraints),
  };
};

describe('compileClue', () => {
  test.each([
    // pattern, exclude, include (letter+least), at most, positional regex
    ['staR=e', 'aest', 'r1', '', '^[^s][^t][^a]r[^e]$'],
    ['BoB=bY=', 'o', 'b2 y1', 'b2', '^[^b][^o]b[^b]y$'],
    ['spEed', 'dps', 'e1', 'e1', '^[^s][^p][^e][^e][^d]$'],
    ['SPEED', '', 'd1 e2 p1 s1', '', '^[^s][^p][^e][^e][^d]$'],
    ['eerie:gbbbb', 'ir', 'e1', 'e1', '^e[^e][^r][^i][^e]$'],
  ])('%s', (text, exclude, include, max, regex) => {
    expect(compiled(text)).toEqual({ exclude, include, max, regex });
  });

  test('a yellow after a grey copy of the same letter is impossible', () => {
    expect(compileClue(parsePattern('speEd')).impossible).toMatch(/yellow e after a grey e/);
    expect(compileClue(parsePattern('spEed')).impossible).toBeUndefined();
  });
});

describe('conflicts', () => {
  test.each([
    [['staR=e', 'chord'], "patterns 'staR=e' and 'chord' together: 'staR=e' has r, 'chord' says there is no r"],
    [['staR=e', 'chorE='], "'staR=e' has r, 'chorE=' says there is no r"],
    [['sharE=', 'chorE=', 'Eerie'], "patterns 'chorE=' and 'Eerie' together: 'chorE=' has e at position 5, 'Eerie' says it is not there"],
    [['staR=e', 'shirt', 'chOR=d'], "patterns 'shirt' and 'chOR=d' together: 'chOR=d' has r, 'shirt' says there is no r"],
    [['speEd'], "pattern 'speEd': a yellow e after a grey e"],
    [['E=Eabc', 'E=ebcd'], "'E=Eabc' has at least 2 e's, 'E=ebcd' at most 1"],
    [['A=bcde', 'Afghi'], "'A=bcde' has a at position 1, 'Afghi' says it is not there"],
    [['EEEee'], "pattern 'EEEee': not enough open positions for e"],
    [['A=bcde', 'B=fghi'], "'A=bcde' has a at position 1, 'B=fghi' has b there"],
    [['AAbcd', 'Aabcd'], "'AAbcd' has at least 2 a's, 'Aabcd' at most 1"],
  ])('%j', (patterns, message) => {
    const conflict = findConflict(5, parsePatterns(patterns));
    expect(conflict && describeConflict(conflict)).toContain(message);
  });

  test.each([[['staR=e', 'chOR=d']], [['BoB=bY=']], [[]], [['EEeaa']], [['staR=e', 'chO=R=d']], [['A=bcde', 'fA=ghi']]])(
    '%j has none',
    (patterns) => {
      expect(findConflict(5, parsePatterns(patterns))).toBeUndefined();
    },
  );
});

// Exhaustive check on a tiny alphabet: letters a, b, c appear in clues; z is the free filler.
const LENGTH = 4;
const ALL_WORDS = (() => {
  let words = [''];
  for (let i = 0; i < LENGTH; i++) words = words.flatMap((w) => [...'abcz'].map((l) => w + l));
  return words;
})();

const consistent = (word: string, clues: readonly Clue[]) =>
  clues.every((clue) => feedback(clue.letters, [...word]).join('') === clue.tiles.join(''));

const arbitraryClue = fc
  .tuple(
    fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: LENGTH, maxLength: LENGTH }),
    fc.array(fc.constantFrom<Tile>(0, 1, 2), { minLength: LENGTH, maxLength: LENGTH }),
  )
  .map(([letters, tiles]): Clue => ({ letters, tiles, text: letters.join('') }));

describe('unsatisfiable is exact', () => {
  test('it says unsatisfiable exactly when no word over {a,b,c,z} is consistent', () => {
    fc.assert(
      fc.property(fc.array(arbitraryClue, { minLength: 1, maxLength: 3 }), (clues) => {
        const some = ALL_WORDS.some((word) => consistent(word, clues));
        expect(unsatisfiable(compileClues(LENGTH, clues)) === undefined).toBe(some);
      }),
      { numRuns: 3000 },
    );
  });
});
