// The cheap first turn: what `wordle -s` prints needs no pass over the lists, and the passes
// made lazily give what the eager ones gave.
import { describe, expect, test } from 'vitest';
import { isLetter } from '../../lib/clues/letters.ts';
import { cutAscii } from '../../lib/filter/collect.ts';
import { compileQuery, createFilter, type FilterResult, matchCount } from '../../lib/filter/filter.ts';
import { factsFromStored, indexWordList } from '../../lib/filter/word-index.ts';
import { quickSuggest } from '../../lib/solve/quick-path.ts';

describe('cutAscii', () => {
  test.each([
    ['', 5, []],
    ['abcdefghij', 5, ['abcde', 'fghij']],
    ['abc', 1, ['a', 'b', 'c']],
    ['abcdef', 3, ['abc', 'def']],
  ])('%j by %i', (joined, length, words) => {
    expect(cutAscii(joined, length)).toEqual(words);
  });
});

describe('isLetter', () => {
  test.each([
    ['a', true],
    ['Z', true],
    ['é', true],
    ['ß', true],
    ['@', false],
    ['[', false],
    ['`', false],
    ['{', false],
    ['1', false],
    ['_', false],
    ['ab', false],
  ])('%j: %s', (char, letter) => {
    expect(isLetter(char)).toBe(letter);
  });
});

describe('quickSuggest on a first turn', () => {
  const query = compileQuery([]);
  const filter = createFilter(query, { collect: 'nothing' });
  filter.push('\ncrane\nslate\ntarse\nzzzzz');
  const result = filter.finish();

  test('the guess and whether the answers fell back read neither the answers nor the candidates', () => {
    const request = {
      query,
      result,
      get answers(): ReadonlySet<string> {
        throw new Error('answers read');
      },
      strategy: { name: 'entropy' },
      hard: false,
      top: 1,
      opener: 'tarse',
      detail: false,
    };
    const suggested = quickSuggest(request);
    expect(suggested?.ranked.map((item) => item.word)).toEqual(['tarse']);
    // (The CLI reads fellBack on every turn, for its note; an opener's lists have every answer among their guesses.)
    expect(suggested?.fellBack).toBe(false);
    expect(() => suggested?.candidates).toThrow('answers read');
  });

  test('asked for, candidates, the fallback and the answer mark are as before', () => {
    const suggested = quickSuggest({
      query,
      result,
      answers: new Set(['slate', 'tarse', 'other']),
      strategy: { name: 'entropy' },
      hard: false,
      top: 1,
      opener: 'tarse',
      detail: true,
    });
    expect(suggested?.candidates).toEqual(['slate', 'tarse']);
    expect(suggested?.fellBack).toBe(false);
    expect(suggested?.ranked[0]?.isAnswer).toBe(true);
    expect(suggested?.ranked[0]?.expected).toBe(1);
  });
});

describe('matchCount', () => {
  const stored = indexWordList('crane\nslate\ntarse\n', [5])['5'];
  if (!stored) throw new Error('no index');
  const facts = factsFromStored(stored, 5);
  /** Every word of the list matched; its matches must not be cut into words. */
  const uncut = (): FilterResult => ({
    get matches(): readonly string[] {
      throw new Error('cut');
    },
    facts,
    everyWord: true,
  });

  test('on a list every word of matched, from the facts, without cutting them', () => {
    const result = uncut();
    expect(matchCount(result)).toBe(3);
  });

  test('otherwise from the matches', () => {
    const result: FilterResult = { matches: ['slate'], facts };
    expect(matchCount(result)).toBe(1);
  });

  test('quickSuggest on such a first turn: the guess, and whether the answers fell back, without cutting the list', () => {
    const result = uncut();
    const suggested = quickSuggest({
      query: compileQuery([]),
      result,
      answers: new Set(['tarse']),
      strategy: { name: 'entropy' },
      hard: false,
      top: 1,
      opener: 'slate',
      detail: false,
    });
    expect(suggested?.ranked.map((item) => item.word)).toEqual(['slate']);
    expect(suggested?.fellBack).toBe(false);
  });
});
