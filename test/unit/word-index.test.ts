import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileQuery, createFilter, type ListFacts } from '../../lib/filter.ts';
import { factsFromStored, indexWordList } from '../../lib/word-index.ts';

const text = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const stored = JSON.parse(JSON.stringify(indexWordList(text, [5])));

function run(patterns: string[], facts?: ListFacts) {
  const filter = createFilter(compileQuery(patterns), { suggest: true, facts });
  filter.push(text);
  return filter.finish();
}

describe('the precomputed facts of a list change nothing but speed', () => {
  test.each([[[]], [['staR=e']], [['staR=e', 'chOR=d']], [['BoB=bY=']], [['crane', 'Light']], [['stare:bbbbb']]])('%j', (patterns) => {
    const scanned = run(patterns);
    const indexed = run(patterns, factsFromStored(stored['5'], 5));
    expect(indexed.suggestion).toEqual(scanned.suggestion);
    expect(indexed.matches).toEqual(scanned.matches);
  });
});
