// What the clues tell of each letter seen, one letter at a time: how many copies the word has
// at least and at most, where a green put it, where it cannot be, and where it may still be.
// The same constraints --explain and the MCP server report as sets (explain-query.ts), read by
// letter, as a web solver's letter panel shows them while you play.

import type { Constraints } from '../clues/constraints.ts';

export interface LetterFact {
  readonly letter: string;
  /** The least number of copies the word has (0: none is known to be in it). */
  readonly least: number;
  /** The most copies, when a grey copy capped them (0: the letter is not in the word); undefined: no cap is known. */
  readonly most: number | undefined;
  /** Places (from 1) a green tile put it at. */
  readonly at: readonly number[];
  /** Places a yellow or grey copy of it rules out. */
  readonly notAt: readonly number[];
  /** Places it may still be, besides `at`: none when it is not in the word or every copy it can have is placed. */
  readonly mayBe: readonly number[];
}

const byLetter = (a: LetterFact, b: LetterFact) => (a.letter < b.letter ? -1 : a.letter > b.letter ? 1 : 0);

/**
 * Each letter the clues mention, with what they tell of it: the letters in the word first, then
 * those that are not, each group A-Z.
 */
export function letterFacts(constraints: Constraints): LetterFact[] {
  const letters = new Set<string>([...constraints.min.keys(), ...constraints.max.keys()]);
  for (const letter of constraints.green) if (letter !== undefined) letters.add(letter);
  for (const set of constraints.notAt) for (const letter of set) letters.add(letter);
  const places = Array.from({ length: constraints.length }, (_, i) => i);
  const facts = [...letters].map((letter): LetterFact => {
    const at = places.filter((i) => constraints.green[i] === letter);
    const least = Math.max(constraints.min.get(letter) ?? 0, at.length);
    const most = constraints.max.get(letter);
    const notAt = places.filter((i) => constraints.notAt[i]?.has(letter) && constraints.green[i] !== letter);
    const placed = most !== undefined && at.length >= most;
    const mayBe = placed ? [] : places.filter((i) => constraints.green[i] === undefined && !constraints.notAt[i]?.has(letter));
    const from1 = (list: number[]) => list.map((i) => i + 1);
    return { letter, least, most, at: from1(at), notAt: from1(notAt), mayBe: from1(mayBe) };
  });
  const absent = (fact: LetterFact) => fact.most === 0;
  return [...facts.filter((fact) => !absent(fact)).sort(byLetter), ...facts.filter(absent).sort(byLetter)];
}

/** How many copies, in words: "not in the word", "exactly 2", "at least 1", "1 to 2". */
export function copiesText(fact: LetterFact): string {
  if (fact.most === 0) return 'not in the word';
  if (fact.most === undefined) return `at least ${fact.least}`;
  return fact.least === fact.most ? `exactly ${fact.least}` : `${fact.least} to ${fact.most}`;
}
