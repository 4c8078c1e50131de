// The page's language setting (web/engine.ts): Spanish or French is the choice of that list, by
// lib's resolver, so a turn folds the patterns and every word may be the answer, as `wordle -f es`;
// a guess typed and a share's words are folded too, and the list is unpacked when first chosen.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  answersName,
  choiceOf,
  computeTurn,
  DEFAULT_SETTINGS,
  hasAnswers,
  type ListTexts,
  missingLists,
  type Settings,
  sharedGame,
  typedGuess,
} from '../../web/engine.ts';

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const lists: ListTexts = {
  bundled: { 'spanish.txt': text('data/spanish.txt'), 'answers-es.txt': text('data/answers-es.txt') },
  openers: undefined,
  books: {},
};

describe('the page in Spanish', () => {
  // (No answers chosen: the list's own, as `-f es` alone.)
  const spanish: Settings = { ...DEFAULT_SETTINGS, language: 'es', answers: undefined };

  test('the language is the list as `-f es` names it; its answers unless the answers setting is its own', () => {
    expect(choiceOf(spanish)).toEqual({ guesses: 'es', answers: undefined });
    expect(choiceOf({ ...spanish, answers: 'es' })).toEqual({ guesses: 'es', answers: 'es' });
    expect(choiceOf({ ...DEFAULT_SETTINGS, language: 'en' })).toEqual({ guesses: 'nyt', answers: '2023' });
    expect(hasAnswers(spanish)).toBe(false);
    expect(hasAnswers({ ...spanish, answers: 'es' })).toBe(true);
  });

  test('a turn folds the patterns, every match a possible answer', async () => {
    for (const patterns of [
      ['ÁrB=Ó=l', 'sA=lÓ=N='],
      ['ArB=O=l', 'sA=lO=N='],
    ]) {
      const turn = await computeTurn(lists, patterns, spanish, { top: 1, detail: false });
      expect(turn.result.matches).toEqual(['habon', 'jabon', 'tabon']);
      expect(turn.suggested.candidates).toEqual(['habon', 'jabon', 'tabon']);
      expect(turn.suggested.fellBack).toBe(false);
    }
    const named = await computeTurn(lists, ['ArB=O=l', 'sA=lO=N='], { ...spanish, answers: 'es' }, { top: 1, detail: false });
    // (None of them is one of Palabras' answers: every match counts, and the page says so.)
    expect(named.suggested.fellBack).toBe(true);
  });

  test('a guess typed and the words of a share are folded as the list was; English folds nothing', () => {
    expect(typedGuess(' ÁRBOL ', spanish)).toBe('arbol');
    expect(typedGuess('niño', spanish)).toBe('niño');
    expect(typedGuess('cœur', { ...DEFAULT_SETTINGS, language: 'fr' })).toBe('coeur');
    expect(typedGuess('árbol', DEFAULT_SETTINGS)).toBe('árbol');
    expect(sharedGame('Wordle 2/6\n\n⬛🟨⬛⬛🟩\n🟩🟩🟩🟩🟩\n', 'aérer cœur', { ...DEFAULT_SETTINGS, language: 'fr' })).toEqual({
      patterns: ['aerer:bybbg', 'coeur:ggggg'],
      hard: false,
      lies: 0,
    });
  });

  test("the answers none are chosen are the resolver's (a language's or a file's every word, else the default); the lists a choice reads and the page has not unpacked", () => {
    expect(answersName(spanish)).toBe('all');
    expect(answersName({ ...spanish, answers: 'es' })).toBe('es');
    expect(answersName({ ...spanish, language: 'fr' })).toBe('all');
    expect(answersName({ ...DEFAULT_SETTINGS, answers: undefined })).toBe('2023');
    expect(answersName({ ...DEFAULT_SETTINGS, guesses: 'original', answers: undefined })).toBe('2023');
    expect(answersName({ ...DEFAULT_SETTINGS, guesses: 'file', answers: undefined })).toBe('all');
    expect(answersName({ ...DEFAULT_SETTINGS, guesses: 'file', answers: 'nyt' })).toBe('nyt');
    const none: ListTexts = { bundled: {}, openers: undefined, books: {} };
    expect(missingLists(none, spanish)).toEqual(['es']);
    expect(missingLists(lists, spanish)).toEqual([]);
    expect(missingLists(none, { ...DEFAULT_SETTINGS, language: 'fr', answers: 'fr' })).toEqual(['fr']);
    expect(missingLists(none, { ...DEFAULT_SETTINGS, guesses: 'english' })).toEqual(['english']);
    expect(missingLists(none, DEFAULT_SETTINGS)).toEqual([]);
  });
});
