// The filter as one object: patterns compiled into a query, blocks of word-file lines in, the
// matches out (and, when asked, the list's distinct words, which collect.ts gathers). The
// front ends do the reading; this does the deciding.

import { type Conflict, findConflict } from '../clues/conflict.ts';
import { type Constraints, combine, compileClue, type MatchPlan, planMatch } from '../clues/constraints.ts';
import type { FoldName } from '../clues/fold.ts';
import { parsePatterns } from '../clues/pattern.ts';
import { type Clue, UNKNOWN_LETTER } from '../clues/tiles.ts';
import { WordleError } from '../errors.ts';
import { addDistinct, DistinctWords, type ListFacts } from './collect.ts';
import { asciiPlan, checkedEach, createMatcher, type WordMatcher } from './matcher.ts';

export const DEFAULT_LENGTH = 5;

export interface Query {
  readonly clues: readonly Clue[];
  readonly length: number;
  /** The compiled form of each clue, in order. */
  readonly perClue: readonly Constraints[];
  readonly combined: Constraints;
  readonly plan: MatchPlan;
  /** Set when no word at all can satisfy the clues. */
  readonly conflict: Conflict | undefined;
  /** Letters that appear in any guess (the `_` of a letter not remembered is none). */
  readonly tried: ReadonlySet<string>;
}

/** Parses and compiles the patterns, folded by the word list's fold when it has one. `length` (optional) must agree with them. */
export function compileQuery(patterns: readonly string[], length?: number, fold?: FoldName): Query {
  const clues = parsePatterns(patterns, fold);
  const patternLength = clues[0]?.letters.length;
  if (length !== undefined && patternLength !== undefined && length !== patternLength) {
    throw new WordleError('LENGTH_MISMATCH', `--length ${length} does not match the ${patternLength}-letter patterns`);
  }
  const wordLength = patternLength ?? length ?? DEFAULT_LENGTH;
  const perClue = clues.map(compileClue);
  const combined = combine(wordLength, perClue);
  const plan = planMatch(combined);
  return {
    clues,
    length: wordLength,
    perClue,
    combined,
    plan,
    // plan.never is findConflict's first test (the clues together unsatisfiable): not run twice.
    conflict: plan.never ? findConflict(wordLength, clues) : undefined,
    tried: new Set(clues.flatMap((clue) => clue.letters.filter((letter) => letter !== UNKNOWN_LETTER))),
  };
}

export interface FilterResult {
  /** The list's words that fit the clues, each once, in the order of their first lines. */
  readonly matches: readonly string[];
  /** Every word of the query's length, once each (when collected): in list order, or A-Z from a compact index. */
  readonly words?: readonly string[];
  /** letterMask of each of `words`, when known. */
  readonly masks?: ArrayLike<number>;
  /** Precomputed facts of the list, when it has them. */
  readonly facts?: ListFacts;
  /** The matches are exactly the facts' words (no clue, a list its index holds whole): matchCount then need not cut them. */
  readonly everyWord?: boolean;
}

/** How many words matched, without cutting a list that every word of matched into words. */
export function matchCount(result: FilterResult): number {
  const joined = result.everyWord ? result.facts?.joined : undefined;
  return joined ? joined.count : result.matches.length;
}

/** How many words were collected (the length of `words`), without cutting joined words into strings. */
export function collectedCount(result: FilterResult): number {
  return result.facts?.joined?.count ?? result.words?.length ?? 0;
}

/**
 * Whether every collected word passes `test`, cutting them from the joined words one at a time
 * (a big file's 400,000 distinct words are not made strings to find the first that fails).
 */
export function everyCollected(result: FilterResult, test: (word: string) => boolean): boolean {
  const joined = result.facts?.joined;
  if (!joined) return (result.words ?? []).every(test);
  if (joined.every) return joined.every(test);
  const { joined: text, count, length } = joined;
  for (let i = 0; i < count; i++) if (!test(text.slice(i * length, (i + 1) * length))) return false;
  return true;
}

/** A block of whole lines of a word list; `ascii` when the reader knows it is pure ASCII. */
export interface WordBlock {
  /** The lines, after a '\n' (a reader may make it only when read: see pushBlock). */
  readonly text: string;
  readonly ascii?: boolean | undefined;
  /**
   * The bytes an ASCII block was decoded from (latin1: the same offsets), when the reader has
   * them; valid until the next block is asked for (a reader may reuse the memory).
   */
  readonly bytes?: Uint8Array | undefined;
}

export interface Filter {
  /**
   * Feeds a block of whole lines; `ascii` when the caller knows the block is pure ASCII, and
   * then `bytes`, when at hand, the bytes it was decoded from (latin1: the same offsets).
   */
  push(block: string, ascii?: boolean, bytes?: Uint8Array): void;
  /** Feeds a reader's block: its text is not read where its bytes are enough (the kernel's pass). */
  pushBlock(block: WordBlock): void;
  finish(): FilterResult;
}

export interface FilterOptions {
  /** Whether the suggestion needs every word of the list (the allowed guesses), or nothing more. */
  readonly collect: 'nothing' | 'words';
  /** Precomputed facts for this list and length, to skip collecting the words. */
  readonly facts?: ListFacts | undefined;
}

export function createFilter(query: Query, options: FilterOptions): Filter {
  const matcher: WordMatcher = createMatcher(query.plan);
  const { facts, collect } = options;
  // Every word of the length, when collecting them (only then: the bitset of every 5-letter string is 1.5 MB).
  const every =
    collect === 'words' && !facts
      ? { matcher: createMatcher(compileQuery([], query.length).plan), words: new DistinctWords(query.length) }
      : undefined;
  // Each match once, where it first occurs (a list's duplicate lines count once): kept as they
  // come, memory follows the distinct words, not the lines (`yes crane | wordle -q crane:ggggg`
  // would otherwise grow without end).
  const matches: string[] = [];
  const seen = new Set<string>();
  const take = (word: string) => {
    const kept = addDistinct(seen, word);
    if (kept !== undefined) matches.push(kept);
  };
  // The plan as the kernel checks it, when a block goes to it (see push).
  let kernelPlan: { plan: Int32Array; take: (word: string) => void } | undefined;
  /**
   * An ASCII block whose bytes are at hand: the kernel collects its words and finds the matches
   * in one pass (the block expression's, a second pass, was a sixth of a big file's profile), and
   * the block's text is not needed. false where the kernel does not run.
   */
  const byKernel = (ascii: boolean | undefined, bytes: Uint8Array | undefined): boolean => {
    if (!every || ascii !== true || bytes?.[0] !== 10) return false;
    kernelPlan ??= { plan: asciiPlan(query.plan), take: checkedEach(query.plan, take) };
    return every.words.addEndsMatching(bytes, kernelPlan.plan, kernelPlan.take);
  };
  const push = (block: string, ascii?: boolean, bytes?: Uint8Array): void => {
    if (bytes?.length === block.length && byKernel(ascii, bytes)) return;
    // Straight into the results: a block's words in an array of their own would outlive a
    // young-generation collection and swell the old one (about 50 MiB on a million lines).
    matcher.each(block, take, ascii);
    if (!every) return;
    const { words } = every;
    if (ascii === true && words.indexed && block.charCodeAt(0) === 10)
      words.addEnds(block, bytes?.length === block.length ? bytes : undefined);
    else every.matcher.each(block, (word) => words.add(word), ascii);
  };
  return {
    push,
    pushBlock(block) {
      if (!byKernel(block.ascii, block.bytes)) push(block.text, block.ascii, block.bytes);
    },
    finish() {
      if (facts && collect === 'words') {
        return {
          matches,
          facts,
          // Lazily: only strategies that take the words one by one cut them out.
          get words() {
            return facts.words;
          },
          get masks() {
            return facts.masks;
          },
        };
      }
      if (!every) return { matches };
      const collected = every.words.finish();
      if ('words' in collected) return { matches, words: collected.words };
      const found = collected.facts;
      return {
        matches,
        facts: found,
        get words() {
          return found.words;
        },
        get masks() {
          return found.masks;
        },
      };
    },
  };
}

/** Filters a whole word list held in memory (tests, and callers without streaming needs). */
export function filterWords(query: Query, text: string, options: FilterOptions = { collect: 'nothing' }): FilterResult {
  const filter = createFilter(query, options);
  filter.push(text);
  return filter.finish();
}
