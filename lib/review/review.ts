// `wordle review`: a finished (or given-up) game, guess by guess: how many likely answers each
// guess faced and left, how many it was expected to leave, the strategy's own pick there, how
// lucky its tiles were and how good it was on the strategy's measure (WordleBot's skill and
// luck, 0-99). Every list comes from playTurn at each point of the game, so the answers counted
// are the ones the filter counts (the likely answers, or every fitting word when none is one).
// A game of Fibble is read as its rows lie: a guess's outcomes are then the tiles it may show.

import { describeConflict } from '../clues/conflict.ts';
import { feedback } from '../clues/feedback.ts';
import { shownTilings } from '../clues/lies.ts';
import { type Clue, GREEN, GREY, isPartial, type Tile } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { compileQuery } from '../filter/filter.ts';
import { reviewStrategyFor, type StrategyName } from '../solve/rules.ts';
import { readScore } from '../talk/format.ts';
import { checkGuess } from '../talk/play.ts';
import { playTurn, type TurnHooks, type TurnSettings, type TurnSources } from '../turn.ts';

export interface ReviewSettings {
  /** The strategy each guess is compared with (absent: reviewStrategyFor the lies, best's without them). */
  readonly strategy?: StrategyName | undefined;
  /** Review under hard mode's rules: the strategy's picks keep them (the guesses are checked either way). */
  readonly hard: boolean;
  /** Milliseconds each of best's searches may take (0: no limit). */
  readonly timeLimitMs: number;
  /** positional: the weight of a letter at another place (its default when absent). */
  readonly positionalWeight?: number | undefined;
  /** Fibble: each row but the answer's shows exactly this many tiles wrong (lib/clues/lies.ts); 0 or absent: true tiles. */
  readonly lies?: number | undefined;
}

/** How a guess's skill was worked out. */
export type SkillBasis =
  /** best: its expected number of guesses still needed, from best's search (or book) for the guess and for its pick. */
  | 'search'
  /** best: the same, estimated from the guess's split (see estimatedGuesses): the search for the guess takes too long. */
  | 'estimate'
  /** coverage, entropy, minimax: the strategy's score of the guess against its pick's. */
  | 'score';

export interface ReviewedGuess {
  readonly guess: string;
  /** The tiles as g/y/b (green, yellow, grey). */
  readonly tiles: string;
  /** Likely answers possible before this guess, and after its tiles (0 after the winning guess). */
  readonly before: number;
  readonly after: number;
  /** Whether `before` counts every fitting word, none being a likely answer (as the filter falls back). */
  readonly fellBack: boolean;
  /**
   * Answers expected to remain after this guess: the sum over the tiles it may show of their
   * chance times the answers they leave (without lies: size², over `before`); all green leaves none.
   */
  readonly expected: number;
  /** The strategy's pick here, and its `expected`. */
  readonly bestGuess: string;
  readonly bestExpected: number;
  /** 0-99: 99 the best possible outcome of this guess, 0 the worst (see luckOf). */
  readonly luck: number;
  /** 0-99: 99 for the strategy's pick (or as good), 0 for a guess that could reveal nothing (see skillOf). */
  readonly skill: number;
  readonly skillBasis: SkillBasis;
  /** best: the expected number of guesses still needed from here, this one included, playing this guess, and playing the pick. */
  readonly guessesNeeded?: { readonly played: number; readonly best: number } | undefined;
  /** Whether the guess kept hard mode's rules (after the tiles before it), and which it broke (with lies not judged: kept). */
  readonly hardMode: { readonly kept: boolean; readonly broken: readonly string[] };
}

export interface ReviewSummary {
  readonly guesses: number;
  readonly solved: boolean;
  /** best: the expected number of guesses its play takes from the first guess (null for the other strategies, which have no such measure). */
  readonly expectedTotal: number | null;
  /** The guesses' skill and luck, averaged (0-99). */
  readonly skill: number;
  readonly luck: number;
  /** Every guess kept hard mode's rules. */
  readonly keptHardMode: boolean;
}

export interface Review {
  readonly strategy: StrategyName;
  /** What the strategy's pick optimises (its `bestExpected` is the lowest only where that is the expected count). */
  readonly optimises: string;
  readonly hard: boolean;
  /** Fibble: the wrong tiles of each row but the answer's the game was read with (absent: true tiles). */
  readonly lies?: number;
  readonly guesses: readonly ReviewedGuess[];
  readonly summary: ReviewSummary;
}

/** Told as each guess's review begins (the CLI's progress line). */
export type ReviewProgress = (done: number, total: number) => void;

/** What a review of rows that lie counts, said for a person (every front end's note under the table). */
export const LYING_REVIEW_NOTE =
  "Rows read as they lie: a guess's outcomes are the tiles it may show, each true outcome shown as each of its lying tilings alike; before and after count the answers that can show the rows so far";

/** What each strategy's pick optimises, said for a person. */
export const OPTIMISES: Readonly<Record<StrategyName, string>> = {
  best: 'the fewest games over six guesses, then the fewest guesses in all (the expected number of guesses to finish)',
  entropy: 'the most information from the tiles (bits), which is not always the fewest answers expected left',
  minimax: 'the fewest answers left at worst, then the fewest expected',
  coverage: 'the untried letters (and letters in place) most of the answers left have',
  positional: "the letters most of the answers left have at the guess's places (and, at half weight, elsewhere)",
};

/** A clue as played: every letter and tile known (a half-remembered clue has no outcome to judge). */
function played(clue: Clue, i: number): Omit<Clue, 'tiles'> & { readonly tiles: readonly Tile[] } {
  if (isPartial(clue))
    throw new WordleError(
      'USAGE',
      `guess ${i + 1} (${clue.text}) has a letter or tile not known (_ or ?): a review needs the game as played`,
    );
  return clue as Omit<Clue, 'tiles'> & { readonly tiles: readonly Tile[] };
}

const TILE_LETTERS: Record<Tile, string> = { 0: 'b', 1: 'y', 2: 'g' };

/**
 * Reviews the game the patterns record (any notation the filter takes; the last may be the
 * all-green one). Throws WordleError on a game that cannot be reviewed: no guesses, a win
 * before the last guess, clues that contradict each other, no word fitting them.
 */
export async function reviewGame(
  patterns: readonly string[],
  sources: TurnSources,
  settings: ReviewSettings,
  hooks: TurnHooks = {},
  onGuess?: ReviewProgress,
): Promise<Review> {
  // (Folded by the list's rule, as each turn below folds them: `jabón` is the list's `jabon`.)
  const lies = settings.lies ?? 0;
  const strategy = settings.strategy ?? reviewStrategyFor(lies);
  const query = compileQuery(patterns, undefined, sources.fold, lies);
  const clues = query.clues.map(played);
  if (clues.length === 0) throw new WordleError('USAGE', 'a review needs the guesses played, each with its tiles');
  const won = clues.findIndex((clue) => clue.tiles.every((tile) => tile === GREEN));
  if (won >= 0 && won < clues.length - 1)
    throw new WordleError('USAGE', `guess ${won + 1} (${clues[won]?.text}) is all green, yet the game goes on`);
  if (query.conflict) throw new WordleError('BAD_PATTERN', describeConflict(query.conflict));
  const base: TurnSettings = {
    strategy,
    hard: settings.hard,
    asks: 'suggestion',
    top: 1,
    timeLimitMs: settings.timeLimitMs,
    length: query.length,
    positionalWeight: settings.positionalWeight,
    lies,
  };
  // Every guess must be a word of the list, as the game took it (whatever the strategy asks of it below).
  const listed = new Set((await playTurn([], sources, { ...base, asks: 'matches' })).result.matches);
  for (const clue of clues) checkGuess(clue.letters.join(''), query.length, listed, sources.guesses.name, sources.fold);
  // best's pick at a first turn from its book rather than the opener table: the book has its cost.
  // (Without a book the opener is kept: a search from the first turn would only be stopped.)
  const booked = strategy === 'best' && (await sources.book?.(settings.hard)) !== undefined;
  const pickSources: TurnSources = booked ? { ...sources, opener: undefined } : sources;
  const reviewed: ReviewedGuess[] = [];
  let firstPickNeeded: number | undefined;
  for (const [i, clue] of clues.entries()) {
    onGuess?.(i, clues.length);
    const before = patterns.slice(0, i);
    const guess = clue.letters.join('');
    const turn = await playTurn(before, pickSources, base, hooks);
    const candidates = turn.suggested.candidates;
    const pick = turn.suggested.ranked[0];
    if (candidates.length === 0 || !pick)
      throw new WordleError('USAGE', `no word of ${sources.guesses.name} fits the tiles before guess ${i + 1} (${clue.text})`);
    const scoreOf = async (word: string, known?: number) => {
      if (known !== undefined && Number.isFinite(known)) return known;
      const explained = await playTurn(before, sources, { ...base, why: word }, hooks);
      return explained.explanation?.score ?? Number.NaN;
    };
    // (best's cost of a first guess takes minutes to search: there only the book's, else none.)
    const pickScore = strategy === 'best' && i === 0 ? pick.score : await scoreOf(pick.word, strategy === 'best' ? pick.score : undefined);
    if (i === 0 && strategy === 'best') firstPickNeeded = guessesOf(pickScore, candidates.length);
    const split = splitOf(guess, candidates, lies);
    const pickSplit = splitOf(pick.word, candidates, lies);
    const after = split.left(clue.tiles);
    const skill = await skillOf(strategy, { guess, split, pick: pick.word, pickSplit, pickScore, first: i === 0 }, () => scoreOf(guess));
    reviewed.push({
      guess,
      tiles: clue.tiles.map((tile) => TILE_LETTERS[tile]).join(''),
      before: candidates.length,
      after,
      fellBack: turn.suggested.fellBack,
      expected: split.expected,
      bestGuess: pick.word,
      bestExpected: pickSplit.expected,
      luck: luckOf(split, after),
      ...skill,
      // (With lies no row's tiles are sure, so hard mode's rules cannot be held to them: not judged.)
      hardMode: lies === 0 ? hardModeOf(clue.letters, clues.slice(0, i)) : { kept: true, broken: [] },
    });
  }
  onGuess?.(clues.length, clues.length);
  // best's expected total from the first guess, when its cost there is known (its book).
  const expectedTotal = firstPickNeeded !== undefined && Number.isFinite(firstPickNeeded) ? firstPickNeeded : null;
  const mean = (values: readonly number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    strategy,
    optimises: OPTIMISES[strategy],
    hard: settings.hard,
    ...(lies !== 0 && { lies }),
    guesses: reviewed,
    summary: {
      guesses: reviewed.length,
      solved: won === clues.length - 1,
      expectedTotal,
      skill: mean(reviewed.map((item) => item.skill)),
      luck: mean(reviewed.map((item) => item.luck)),
      keptHardMode: reviewed.every((item) => item.hardMode.kept),
    },
  };
}

/** A guess's outcomes against the answers possible: the tiles each may show, how likely, and how many answers each leaves. */
interface Split {
  readonly guess: string;
  readonly before: number;
  /** Each outcome's answers left (0 for all green: the guess won) and its chance, in answers (they sum to `before`). */
  readonly outcomes: readonly { readonly left: number; readonly chance: number }[];
  /** The answers each outcome but all green leaves (without lies, the classes' sizes). */
  readonly classes: readonly number[];
  readonly expected: number;
  left(tiles: readonly Tile[]): number;
}

/**
 * The split by the tiles shown: without lies each answer shows its own tiles; with them each is
 * shown as each of its lying tilings alike (lib/clues/lies.ts's shownTilings), and the answers a
 * shown tiling leaves are those that can show it.
 */
function splitOf(guess: string, candidates: readonly string[], lies: number): Split {
  const letters = [...guess];
  const green = String(GREEN).repeat(letters.length);
  const shown = new Map<string, { left: number; chance: number }>();
  for (const answer of candidates) {
    const tilings = shownTilings(feedback(letters, [...answer]), lies);
    for (const tiles of tilings) {
      const key = tiles.join('');
      const outcome = shown.get(key) ?? { left: 0, chance: 0 };
      outcome.left++;
      outcome.chance += 1 / tilings.length;
      shown.set(key, outcome);
    }
  }
  const n = candidates.length;
  const outcomes = [...shown].map(([key, { left, chance }]) => ({ left: key === green ? 0 : left, chance }));
  return {
    guess,
    before: n,
    outcomes,
    classes: [...shown].filter(([key]) => key !== green).map(([, { left }]) => left),
    expected: outcomes.reduce((sum, { left, chance }) => sum + chance * left, 0) / n,
    left: (tiles) => {
      const key = tiles.join('');
      return key === green ? 0 : (shown.get(key)?.left ?? 0);
    },
  };
}

/** round(99 × (the chance of an outcome that would have left more + half that of one leaving as many)), the chances over `before`. */
function luckOf(split: Split, after: number): number {
  let more = 0;
  let same = 0;
  for (const { left, chance } of split.outcomes) {
    if (left > after) more += chance;
    else if (left === after) same += chance;
  }
  return Math.round((99 * (more + same / 2)) / split.before);
}

interface SkillInput {
  readonly guess: string;
  readonly split: Split;
  readonly pick: string;
  readonly pickSplit: Split;
  /** The strategy's score of its pick (best: minus the guesses in all, FAIL for each game over six). */
  readonly pickScore: number;
  readonly first: boolean;
}

const clamp99 = (share: number) => Math.round(99 * Math.min(1, Math.max(0, share)));

/**
 * 0-99. best: 99 − 99 × (expected guesses still needed playing the guess − playing the pick):
 * each guess more than the pick's costs all 99, as a guess that reveals nothing costs exactly
 * one. The others: the guess's score as a share of the way from a guess revealing nothing to the pick.
 */
async function skillOf(
  strategy: StrategyName,
  input: SkillInput,
  scoreOfGuess: () => Promise<number>,
): Promise<Pick<ReviewedGuess, 'skill' | 'skillBasis' | 'guessesNeeded'>> {
  const { guess, split, pick, pickSplit, pickScore } = input;
  const n = split.before;
  // (Every outcome leaves every answer: nothing narrows, and it cannot win.)
  const revealsNothing = split.outcomes.every(({ left }) => left === n);
  if (strategy === 'best') {
    const pickNeeded = guessesOf(pickScore, n);
    // (It costs a whole guess: the position after it is the one before.)
    if (revealsNothing) return { skill: 0, skillBasis: 'search', guessesNeeded: { played: 1 + pickNeeded, best: pickNeeded } };
    // The first guess's exact cost takes best minutes (TARSE's: 92 s), so it is estimated there,
    // as it is wherever the search for the guess was stopped by the time limit.
    const score = guess === pick ? pickScore : input.first ? Number.NaN : await scoreOfGuess();
    const played = guessesOf(score, n);
    if (Number.isFinite(played) && Number.isFinite(pickNeeded)) {
      return { skill: clamp99(1 - (played - pickNeeded)), skillBasis: 'search', guessesNeeded: { played, best: pickNeeded } };
    }
    const estimate = estimatedGuesses(split) - estimatedGuesses(pickSplit);
    const best = Number.isFinite(pickNeeded) ? pickNeeded : estimatedGuesses(pickSplit);
    return { skill: clamp99(1 - estimate), skillBasis: 'estimate', guessesNeeded: { played: best + estimate, best } };
  }
  if (revealsNothing) return { skill: 0, skillBasis: 'score' };
  if (guess === pick || n === 1) return { skill: guess === pick ? 99 : 0, skillBasis: 'score' };
  const played = await scoreOfGuess();
  const nothing = strategy === 'minimax' ? -n + 0.5 / (n * n + 1) : 0;
  const share = (played - nothing) / (pickScore - nothing);
  return { skill: Number.isFinite(share) ? clamp99(share) : 0, skillBasis: 'score' };
}

/** best's score as the expected number of guesses per answer (a game over six counts one guess more). */
function guessesOf(score: number, n: number): number {
  const { value, over } = readScore('best', score);
  return value === null ? Number.NaN : (value + over) / n;
}

/**
 * The expected number of guesses still needed playing this guess, estimated from its split (of
 * true tiles: best, its only reader, has no search when the rows lie, and with lies the classes overlap):
 * 1 + sum over its classes of |C|/n × g(|C|), g(m) the guesses best's tree takes on average for
 * m answers: 1 for one, 1.31 + 0.278 ln m for more (a fit to best's book of the 2023 lists,
 * which averages 1.5 for two, 2.1 for ten, 2.65 for a hundred, 3.55 for the whole list).
 */
export function estimatedGuesses(split: { readonly before: number; readonly classes: readonly number[] }): number {
  const { before, classes } = split;
  return 1 + classes.reduce((sum, size) => sum + (size / before) * (size === 1 ? 1 : 1.31 + 0.278 * Math.log(size)), 0);
}

/** What hard mode asks of a guess after these clues (each green kept, each revealed letter used), and what it broke. */
export function hardModeOf(
  word: readonly string[],
  clues: readonly { readonly letters: readonly string[]; readonly tiles: readonly Tile[] }[],
): ReviewedGuess['hardMode'] {
  const broken = new Set<string>();
  // (A letter whose green moved is not said again as a letter missing.)
  const moved = new Set<string>();
  for (const clue of clues) {
    clue.letters.forEach((letter, i) => {
      if (clue.tiles[i] !== GREEN || word[i] === letter) return;
      broken.add(`letter ${i + 1} must be ${letter.toUpperCase()}`);
      moved.add(letter);
    });
    const shown = new Map<string, number>();
    clue.letters.forEach((letter, i) => {
      if (clue.tiles[i] !== GREY) shown.set(letter, (shown.get(letter) ?? 0) + 1);
    });
    for (const [letter, count] of shown)
      if (!moved.has(letter) && word.filter((l) => l === letter).length < count)
        broken.add(`must contain ${count === 1 ? letter.toUpperCase() : `${count} ${letter.toUpperCase()}'s`}`);
  }
  return { kept: broken.size === 0, broken: [...broken] };
}
