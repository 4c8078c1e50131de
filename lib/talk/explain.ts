// Why a guess is good or not, in words: what it would do to the possible answers left.

import { feedback } from '../clues/feedback.ts';
import { shownTilings } from '../clues/lies.ts';
import type { Tile } from '../clues/tiles.ts';
import { renderPattern, renderTiles } from './format.ts';

export interface Outcome {
  /** The tiles, e.g. ⬛🟨⬛⬛🟩, and the same as a pattern of the guess. */
  readonly tiles: string;
  readonly pattern: string;
  /** How many possible answers would give these tiles (and so be left). */
  readonly count: number;
}

export interface Explanation {
  readonly word: string;
  readonly strategy: string;
  /** The strategy's score of the guess, on its own scale (see scoreText). */
  readonly score: number;
  readonly candidates: number;
  /** Whether the guess is one of the possible answers: it may win now. */
  readonly canWin: boolean;
  /** The most likely outcomes, most likely first. */
  readonly outcomes: readonly Outcome[];
  /** How many different outcomes there are. */
  readonly outcomeCount: number;
  readonly expected: number;
  readonly worst: number;
  /** Untried letters of the guess, each with the share of possible answers containing it. */
  readonly untried: readonly { readonly letter: string; readonly share: number }[];
  readonly phase: 'early' | 'middle' | 'late';
  /** In hard mode, why it would not take the guess (hardModeRefusal), when it would not. */
  readonly hardModeRefusal?: string | undefined;
  /** With lies (Fibble): the wrong tiles a row shows; the outcomes are then the tiles shown, the likeliest first. */
  readonly lies?: number | undefined;
}

export interface ExplainInput {
  readonly word: string;
  readonly candidates: readonly string[];
  readonly tried: ReadonlySet<string>;
  readonly strategy: string;
  readonly score: number;
  /** How many outcomes to list. */
  readonly outcomes?: number;
  readonly hardModeRefusal?: string | undefined;
  /** Fibble: each row but the answer's lies in exactly this many places. */
  readonly lies?: number | undefined;
}

interface Shown {
  readonly tiles: Tile[];
  /** The answers that can show these tiles (left after them), and the chance of them in answers. */
  count: number;
  chance: number;
}

/** The outcomes of a guess over the candidates: the tiles it shows (with lies, each true outcome spread evenly over its shown ones). */
function outcomesOf(guess: readonly string[], candidates: readonly string[], lies: number): Shown[] {
  const classes = new Map<string, Shown>();
  const add = (tiles: readonly Tile[], chance: number) => {
    const key = tiles.join('');
    const known = classes.get(key);
    if (known) {
      known.count++;
      known.chance += chance;
    } else classes.set(key, { tiles: [...tiles], count: 1, chance });
  };
  for (const candidate of candidates) {
    const shown = shownTilings(feedback(guess, [...candidate]), lies);
    for (const tiles of shown) add(tiles, 1 / shown.length);
  }
  return [...classes.values()];
}

export function explainGuess({
  word,
  candidates,
  tried,
  strategy,
  score,
  outcomes = 4,
  hardModeRefusal,
  lies = 0,
}: ExplainInput): Explanation {
  const guess = [...word];
  const sorted = outcomesOf(guess, candidates, lies).sort(
    (a, b) => b.chance - a.chance || b.count - a.count || (a.tiles.join('') < b.tiles.join('') ? -1 : 1),
  );
  const n = candidates.length;
  const untried = [...new Set(guess)]
    .filter((letter) => !tried.has(letter))
    .map((letter) => ({ letter, share: n === 0 ? 0 : candidates.filter((candidate) => candidate.includes(letter)).length / n }));
  return {
    word,
    strategy,
    score,
    candidates: n,
    canWin: candidates.includes(word),
    outcomes: sorted
      .slice(0, outcomes)
      .map(({ tiles, count }) => ({ tiles: renderTiles(tiles), pattern: renderPattern(guess, tiles), count })),
    outcomeCount: sorted.length,
    expected: n === 0 ? 0 : sorted.reduce((sum, { count, chance }) => sum + count * chance, 0) / n,
    worst: Math.max(0, ...sorted.map(({ count }) => count)),
    untried,
    phase: n <= 2 ? 'late' : n > 50 ? 'early' : 'middle',
    ...(hardModeRefusal !== undefined && { hardModeRefusal }),
    ...(lies !== 0 && { lies }),
  };
}

/** The strategy's score in words, naming the strategy. */
export function scoreText(strategy: string, score: number): string {
  if (!Number.isFinite(score)) return strategy === 'best' ? 'cannot be sure to finish within six guesses (best)' : `no score (${strategy})`;
  switch (strategy) {
    case 'entropy':
      return `${score.toFixed(2)} bits of information expected (entropy)`;
    case 'minimax':
      return `at worst ${Math.round(-score + 0.5)} possible answers left (minimax)`;
    case 'positional':
      return `letter frequency score ${score.toFixed(3)}: answers left with its letters at their places, and (weighted) at other places (positional)`;
    case 'best':
      return `${-score} guesses in all to solve every possible answer from here (best)`;
    default:
      return `coverage score ${score}, for untried letters and letters at new places, weighted by the possible answers`;
  }
}

// Counts as every other line of the CLI prints them (3123, not 3,123).
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

const PHASE: Record<Explanation['phase'], string> = {
  early: 'Early in the game: a guess should spread over common letters to cut the field down; hitting the answer now is unlikely.',
  middle: 'Mid-game: a guess should split the remaining words as evenly as possible, and may try to win when it costs little.',
  late: 'Late in the game: with one or two words left, guess one of them; it may win now.',
};

/** A few lines of plain words about a guess. */
export function renderWhy(explanation: Explanation): string {
  const { word, candidates } = explanation;
  const lines = [`${word.toUpperCase()}: ${scoreText(explanation.strategy, explanation.score)}.`];
  // (Said first: whatever else it would do, the game would not take it.)
  if (explanation.hardModeRefusal) lines.push(`${explanation.hardModeRefusal}.`);
  if (candidates === 0) return `${lines.join('\n')}\nNo possible answer is left.\n`;
  lines.push(
    `Against the ${plural(candidates, 'possible answer')} it can show ${plural(explanation.outcomeCount, 'different outcome')}` +
      `${explanation.lies ? ` (${plural(explanation.lies, 'tile')} of each row but the answer's wrong)` : ''}; ` +
      `on average ${explanation.expected.toFixed(1)} would be left, at worst ${explanation.worst}.`,
  );
  const outcomes = explanation.outcomes.map(
    ({ tiles, pattern, count }) => `  ${tiles} ${pattern.padEnd(word.length * 2)} leaves ${plural(count, 'word')}`,
  );
  lines.push(`Most likely outcomes:\n${outcomes.join('\n')}`);
  lines.push(
    explanation.canWin
      ? `It is a possible answer: it wins now with a chance of 1 in ${candidates}.`
      : 'It is not a possible answer, so it cannot win now.',
  );
  lines.push(
    explanation.untried.length === 0
      ? 'It tries no new letter.'
      : `New letters: ${explanation.untried.map(({ letter, share }) => `${letter} (in ${percent(share)})`).join(', ')} of the possible answers.`,
  );
  lines.push(PHASE[explanation.phase]);
  return `${lines.join('\n')}\n`;
}
