// The quick path of a turn: the cheap cases of the suggestion, on strings, without the ranked
// side's game. A first turn's guess made ahead (data/openers.json, given as the request's
// opener), and (speed mechanism `quick-path`, lib/speed.ts) coverage's pick after its tie rule
// when a cheap sufficient condition shows it safe; any other turn, or one it cannot show safe,
// it leaves to the ranked path (rank.ts), which gives the same pick. The openers are knowledge
// (a hard-mode first turn ranked and guarded takes a minute), shown as made (no score): they stay
// on when plain, and the quick path then declines every other turn.

import { feedback } from '../clues/feedback.ts';
import { matchCount } from '../filter/filter.ts';
import { fast } from '../speed.ts';
import { coverageScorer, suggestCoverage } from './coverage.ts';
import { asGoodAnswer, COVERAGE_TIE_MARGIN, COVERAGE_TIE_POOL, EPSILON, MAX_GUESSES } from './rules.ts';
import type { Moved } from './strategies/types.ts';
import { candidatesOf, fewLeft, type RankedWord, type Suggested, type SuggestRequest } from './suggest.ts';

/**
 * The quick path's answer when it may give one: isQuick, and its pick shown safe cheaply; with
 * few answers left (see fewLeft), only a pick that is one of them.
 */
export function quickAnswer(request: SuggestRequest): Suggested | undefined {
  // (The first guess made ahead is knowledge, not speed: it is given even when the quick path is off.)
  const opener = request.opener !== undefined && request.query.clues.length === 0;
  const quick = isQuick(request) && (opener || fast('quick-path')) ? quickSuggest(request) : undefined;
  // (fewLeft first: on a first turn it reads nothing, and isAnswer would read the answers.)
  return quick && (!fewLeft(request) || quick.ranked.every((item) => item.isAnswer)) ? quick : undefined;
}

/** Whether quickSuggest may answer the request (else lib/solve/rank.ts's suggest must). */
export function isQuick(request: SuggestRequest): boolean {
  if (request.priors) return false;
  const first = request.top === 1 && request.query.clues.length === 0 && request.opener !== undefined;
  return first || (request.strategy.name === 'coverage' && !request.hard && request.top === 1);
}

/**
 * Past this many candidates the quick path leaves the turn to the ranked one at once: there it
 * declined on all of 10 sampled second turns of 800 or more candidates (11 of 19 at 400-799),
 * after about 50 ms of trying (coverage after fuzzy); a review's sample of 33 found 2 it
 * answered, with the ranked path's pick.
 */
export const QUICK_MOST = 800;
/** The largest outcome plainlySafe splits to show it finishable (it costs the square in tiles). */
const QUICK_GROUP = 400;
/** The answers tried as the next guess, best splits first, at each level of finishable. */
const QUICK_TRIES = 3;
/** Coverage picks for groups finishable may look for (each a pass over the list). */
const QUICK_SCANS = 8;

/**
 * The suggestion when isQuick: the precomputed first guess, or the coverage rule's pick after
 * the tie rule and the guard of lib/solve/strategies/index.ts (rankGuesses), done on strings.
 * undefined when the pick is not shown safe here by a cheap sufficient condition: then the
 * ranked path (rank.ts), with the exact guard, must answer. It gives the same pick whenever
 * this one answers.
 */
export function quickSuggest(request: SuggestRequest): Suggested | undefined {
  const { query, result } = request;
  if (request.opener && query.clues.length === 0) return firstTurn(request, request.opener);
  const { candidates, fellBack } = candidatesOf(result.matches, request.answers);
  if (candidates.length === 0) return { ranked: [], candidates, fellBack };
  if (candidates.length > QUICK_MOST) return undefined;
  const single = (word: string, score: number, expected: number, moved: Moved | undefined): Suggested => ({
    ranked: [{ word, score, expected, isAnswer: candidates.includes(word), moved }],
    candidates,
    fellBack,
  });
  const guesses = result.facts?.joined ?? { words: result.words ?? [], masks: result.masks };
  const best = suggestCoverage({ candidates, guesses, tried: query.tried });
  if (!best) return { ranked: [], candidates, fellBack };
  let pick: { word: string; score: number; classes: string[][]; moved?: Moved } = {
    word: best.word,
    score: best.score,
    classes: classesOf(best.word, candidates),
  };
  if (!best.isMatch) {
    // The tie rule: the best possible answer when it scores nearly as well and leaves no more.
    const score = coverageScorer(candidates, query.tried);
    const expectedOf = (classes: readonly (readonly string[])[]) =>
      classes.reduce((sum, group) => sum + group.length * group.length, 0) / candidates.length;
    const top = expectedOf(pick.classes);
    // (The rule's pool, the best-scoring answers; their classes made only for those near enough to count.)
    const pool = candidates
      .map((word) => ({ word, score: score(word) }))
      .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1))
      .slice(0, COVERAGE_TIE_POOL)
      .filter((item) => item.score >= best.score - Math.abs(best.score) * COVERAGE_TIE_MARGIN - EPSILON)
      .map((item) => ({ ...item, classes: classesOf(item.word, candidates) }))
      .map((item) => ({ ...item, expected: expectedOf(item.classes) }));
    const asGood = asGoodAnswer('coverage', { word: best.word, score: best.score, expected: top }, pool);
    if (asGood) pick = { ...asGood, moved: 'tie' as const };
  }
  const helper: Helper = { scans: QUICK_SCANS, pick: (group) => suggestCoverage({ candidates: group, guesses, tried: query.tried })?.word };
  if (!plainlySafe(pick.word, pick.classes, candidates.length, MAX_GUESSES - query.clues.length, helper)) return undefined;
  const expected = pick.classes.reduce((sum, group) => sum + group.length * group.length, 0) / candidates.length;
  return single(pick.word, pick.score, expected, pick.moved);
}

/**
 * A first turn's suggestion: the precomputed first guess. What else it tells (the likely
 * answers, whether the guess is one, the expected count left) costs passes over the lists and
 * is made only when asked for: `wordle -s` prints the guess alone. No candidate is left only
 * when nothing matched (candidatesOf falls back to every match).
 */
function firstTurn(request: SuggestRequest, word: string): Suggested {
  let split: { readonly candidates: readonly string[]; readonly fellBack: boolean } | undefined;
  const both = () => (split ??= candidatesOf(request.result.matches, request.answers));
  const item: RankedWord = {
    word,
    score: Number.NaN,
    get expected() {
      return request.detail === false ? Number.NaN : expectedRemaining(word, both().candidates);
    },
    get isAnswer() {
      return both().candidates.includes(word);
    },
  };
  const ranked = matchCount(request.result) === 0 ? [] : [item];
  return {
    ranked,
    get candidates() {
      return both().candidates;
    },
    // Read on every turn (the CLI's note): every guess matches a first turn, and an opener's lists
    // have every answer among their guesses (OpenerBook), so no answer need be read to know.
    fellBack: false,
  };
}

/** The candidates grouped by the tiles `word` gets against them. */
function classesOf(word: string, candidates: readonly string[]): string[][] {
  const groups = new Map<number | string, string[]>();
  const ascii = isAscii(word);
  const guess = ascii ? [] : [...word];
  for (const candidate of candidates) {
    const key =
      ascii && candidate.length === word.length && isAscii(candidate)
        ? asciiTiles(word, candidate)
        : feedback(guess.length > 0 ? guess : [...word], [...candidate]).join('');
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  return [...groups.values()];
}

const isAscii = (word: string) => /^[\x00-\x7f]*$/.test(word);
const unmatched = new Int32Array(128);

/** Wordle's tiles for two ASCII words of one length, as a number (digit i in base 3: 0 grey, 1 yellow, 2 green). */
function asciiTiles(guess: string, answer: string): number {
  const n = guess.length;
  let green = 0;
  for (let i = 0; i < n; i++) {
    if (guess.charCodeAt(i) === answer.charCodeAt(i)) green |= 1 << i;
    else unmatched[answer.charCodeAt(i)] = (unmatched[answer.charCodeAt(i)] as number) + 1;
  }
  let code = 0;
  for (let i = 0, power = 1; i < n; i++, power *= 3) {
    if ((green >>> i) & 1) code += 2 * power;
    else {
      const letter = guess.charCodeAt(i);
      const left = unmatched[letter] as number;
      if (left > 0) {
        unmatched[letter] = left - 1;
        code += power;
      }
    }
  }
  for (let i = 0; i < n; i++) unmatched[answer.charCodeAt(i)] = 0;
  return code;
}

/**
 * A cheap sufficient condition for the guard: the guess tells something, and with `left`
 * guesses left (it included) every other outcome can be finished (see finishable).
 */
function plainlySafe(word: string, classes: readonly (readonly string[])[], n: number, left: number, helper: Helper): boolean {
  if (classes.length === 1 && !(n === 1 && classes[0]?.[0] === word)) return false; // tells nothing
  if (left <= 0) return true; // past six: nothing left to keep safe
  // An outcome too big to split here settles it at once (before any work on the others).
  if (classes.some((group) => group.length > Math.max(QUICK_GROUP, left - 1))) return false;
  return classes.every((group) => (group.length === 1 && group[0] === word) || finishable(group, left - 1, helper));
}

/** The coverage pick for a group of answers, for finishable, a limited number of times (each is a pass over the list). */
interface Helper {
  scans: number;
  readonly pick: (group: readonly string[]) => string | undefined;
}

/**
 * Whether these answers can surely be finished within k guesses, shown cheaply: no more of
 * them than guesses (guess them one by one), or one of the few of them that split them best,
 * or else the coverage pick for them, leaves only groups that can (recursively). false means
 * only "not shown" (traps such as _OLLY need a guess from outside the group: the coverage pick).
 */
function finishable(group: readonly string[], k: number, helper: Helper): boolean {
  if (group.length <= k) return true;
  if (k < 2 || group.length > QUICK_GROUP) return false;
  const works = (guess: string) => {
    const classes = classesOf(guess, group).filter((part) => !(part.length === 1 && part[0] === guess));
    return classes.every((part) => part.length < group.length && finishable(part, k - 1, helper));
  };
  // The few answers that split best (largest outcome but the win, then most outcomes), counted without building the outcomes.
  const ascii = group.every((answer) => answer.length === (group[0] as string).length && isAscii(answer));
  const tries = group
    .map((answer) => ({ answer, ...shapeOf(answer, group, ascii) }))
    .sort((a, b) => a.largest - b.largest || b.outcomes - a.outcomes)
    .slice(0, QUICK_TRIES);
  if (tries.some(({ answer, largest }) => largest < group.length && works(answer))) return true;
  if (helper.scans <= 0) return false;
  helper.scans--;
  const other = helper.pick(group);
  return other !== undefined && works(other);
}

let shapeCounts = new Int32Array(0);
let shapeCodes = new Int32Array(0);

/** The largest outcome of `word` against the group but the win, and the number of outcomes (`ascii`: every word of the group is ASCII, of one length). */
function shapeOf(word: string, group: readonly string[], ascii: boolean): { largest: number; outcomes: number } {
  const length = word.length;
  if (!ascii || length > 10 || length !== (group[0] as string).length) {
    const classes = classesOf(word, group).filter((part) => !(part.length === 1 && part[0] === word));
    return { largest: Math.max(0, ...classes.map((part) => part.length)), outcomes: classes.length };
  }
  const size = 3 ** length;
  if (shapeCounts.length < size) shapeCounts = new Int32Array(size);
  if (shapeCodes.length < group.length) shapeCodes = new Int32Array(Math.max(group.length, 2 * shapeCodes.length));
  const counts = shapeCounts;
  const codes = shapeCodes;
  const win = size - 1;
  let largest = 0;
  let outcomes = 0;
  for (let k = 0; k < group.length; k++) {
    const code = asciiTiles(word, group[k] as string);
    codes[k] = code;
    const count = (counts[code] as number) + 1;
    counts[code] = count;
    if (code === win) continue;
    if (count === 1) outcomes++;
    if (count > largest) largest = count;
  }
  for (let k = 0; k < group.length; k++) counts[codes[k] as number] = 0;
  return { largest, outcomes };
}

/** Expected number of candidates left after guessing `word`: sum of squared class sizes / n. */
export function expectedRemaining(word: string, candidates: readonly string[]): number {
  const guess = [...word];
  const counts = new Map<string, number>();
  for (const candidate of candidates) {
    const key = feedback(guess, [...candidate]).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let squares = 0;
  for (const count of counts.values()) squares += count * count;
  return squares / candidates.length;
}
