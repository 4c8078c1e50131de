// The guard's probes (the guesses whose letters look best at telling a set apart) against a
// brute-force ranking of every guess on strings: the shortcut that scores only the guesses
// with three (else two) telling letters, and the bound that says when they are enough, must
// give exactly the top of all guesses, ties to the earlier. The sets are the outcomes of a few
// guesses over the bundled list (families such as _ASTE among them), family patterns, and
// random subsets.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { createGame, type Game } from '../../lib/solve/game.ts';
import { Probes } from '../../lib/solve/guard/probes.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const game = createGame(words, words, 5, false);
const PROBES = 8;

/** The top `count` guesses by letter score (see Probes.best), ties to the lower index, by brute force. */
function bruteProbes(game: Game, answers: readonly string[], count: number): number[] {
  const n = answers.length;
  const anywhere = new Map<string, number>();
  const at = new Map<string, number>();
  for (const answer of answers) {
    for (const letter of new Set(answer)) anywhere.set(letter, (anywhere.get(letter) ?? 0) + 1);
    [...answer].forEach((letter, i) => at.set(letter + i, (at.get(letter + i) ?? 0) + 1));
  }
  const worth = (c: number | undefined) => Math.min(c ?? 0, n - (c ?? 0));
  const scored = game.guesses.words.map((guess, g) => {
    let score = 0;
    for (const letter of new Set(guess)) score += worth(anywhere.get(letter));
    [...guess].forEach((letter, i) => {
      score += worth(at.get(letter + i));
    });
    return { g, score };
  });
  scored.sort((a, b) => b.score - a.score || a.g - b.g);
  return scored.slice(0, count).map((s) => s.g);
}

function probesOf(answers: readonly string[]): number[] {
  const remaining = Int32Array.from(answers.map((word) => game.answers.words.indexOf(word))).sort();
  return new Probes(game).best(remaining, game.all, PROBES);
}

/** The outcomes (2 to 120 answers) of `guess` over the whole list. */
function outcomesOf(guess: string): string[][] {
  const classes = new Map<string, string[]>();
  for (const word of words) {
    const key = feedback([...guess], [...word]).join('');
    classes.set(key, [...(classes.get(key) ?? []), word]);
  }
  return [...classes.values()].filter((group) => group.length >= 2 && group.length <= 120);
}

const outcomes = ['tarse', 'fuzzy', 'jazzy', 'crane'].flatMap((guess) => outcomesOf(guess).filter((_, i) => i % 7 === 0));
const families = [/^.aste$/, /^.ills$/, /^.atch$/, /^.ight$/, /^.ound$/, /^s.ore$/, /^.a.er$/].map((pattern) =>
  words.filter((word) => pattern.test(word)),
);

describe('probes', () => {
  test.each([...outcomes, ...families].map((set) => [set.length, set.slice(0, 3).join(' '), set] as const))(
    'a set of %i (%s ...): the top of every guess',
    (_size, _first, set) => {
      expect(probesOf(set)).toEqual(bruteProbes(game, set, PROBES));
    },
  );

  test('random subsets of a family and a few others: the top of every guess', () => {
    const pool = [...(families[0] ?? []), ...(families[2] ?? []), ...(families[5] ?? [])];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...pool), { minLength: 2, maxLength: 12 }), (set) => {
        expect(probesOf(set)).toEqual(bruteProbes(game, set, PROBES));
      }),
      { numRuns: 60, seed: 24 },
    );
  });
});
