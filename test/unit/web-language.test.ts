// The page's language setting (web/engine.ts): Spanish or French is the choice of that list, by
// lib's resolver, so a turn folds the patterns and every word may be the answer, as `wordle -f es`.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { choiceOf, computeTurn, DEFAULT_SETTINGS, hasAnswers, type ListTexts, type Settings } from '../../web/engine.ts';

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const lists: ListTexts = {
  bundled: { 'spanish.txt': text('data/spanish.txt'), 'answers-es.txt': text('data/answers-es.txt') },
  openers: undefined,
  books: {},
};

describe('the page in Spanish', () => {
  const spanish: Settings = { ...DEFAULT_SETTINGS, language: 'es' };

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
});
