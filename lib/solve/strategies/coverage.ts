// The design card's coverage heuristic as a strategy over a game (lib/solve/coverage.ts has the rule).

import { MemoCache } from '../../speed.ts';
import { coverageScorer } from '../coverage.ts';
import type { Game, Position } from '../game.ts';
import { answerFlags, TopList } from './top-list.ts';
import type { Strategy } from './types.ts';

/** The coverage score of any word at the position. */
function scorer(game: Game, position: Position): (word: string) => number {
  const candidates = Array.from(position.remaining, (a) => game.answers.words[a] ?? '');
  const tried = new Set<string>();
  for (const move of position.moves) for (const letter of game.guesses.words[move.guess] ?? '') tried.add(letter);
  return coverageScorer(candidates, tried);
}

export const coverage: Strategy = {
  name: 'coverage',
  scoreOf: (game, position, g) => scorer(game, position)(game.guesses.words[g] ?? ''),
  rank(game, position, top) {
    const candidates = Array.from(position.remaining, (a) => game.answers.words[a] ?? '');
    const score = scorer(game, position);
    const flags = answerFlags(game, position);
    const best = new TopList(top);
    if (candidates.length <= 2) {
      // With one or two possible answers left, guess one of them: the first, A-Z.
      return Array.from(position.remaining, (a) => game.guessOfAnswer[a] ?? -1)
        .filter((g) => g >= 0)
        .map((g) => ({ guess: g, word: game.guesses.words[g] ?? '', score: 0, expected: Number.NaN, isAnswer: true }))
        .map((item) => ({ ...item, score: score(item.word) }))
        .sort((a, b) => (a.word < b.word ? -1 : 1))
        .slice(0, top);
    }
    const allowed = position.allowed;
    // (The guard ranks the same position again for its pool when the pick is not shown safe, as
    // hard mode's often is: the scores are kept for it, not made again for 14,855 words.)
    const known = scored.get(position);
    const scores = known?.allowed === allowed ? known.scores : new Float64Array(allowed.length);
    const fresh = scores !== known?.scores;
    for (let k = 0; k < allowed.length; k++) {
      const g = allowed[k] as number;
      const word = game.guesses.words[g] ?? '';
      if (fresh) scores[k] = score(word);
      const value = scores[k] as number;
      // The expected remaining count is filled in for the few ranked guesses (see rankGuesses).
      if (best.admits(value)) best.offer({ guess: g, word, score: value, expected: Number.NaN, isAnswer: flags[g] === 1 });
    }
    if (fresh) scored.set(position, { allowed, scores });
    return best.items;
  },
};

/** Each position's scores, by its allowed guesses' order (see rank). */
const scored = new MemoCache<Position, { readonly allowed: Int32Array; readonly scores: Float64Array }>();
