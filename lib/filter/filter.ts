// The filter as one object: patterns in, blocks of word-file lines in, matches and a
// suggestion out. The CLI does the reading; this does the deciding.

import { type Conflict, findConflict } from '../clues/conflict.ts';
import { type Constraints, combine, compileClue, type MatchPlan, planMatch } from '../clues/constraints.ts';
import { WordleError } from '../errors.ts';
import { createMatcher, type WordMatcher } from './matcher.ts';
import { parsePatterns } from '../clues/pattern.ts';
import type { Clue } from '../clues/tiles.ts';

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
  /** Letters that appear in any guess. */
  readonly tried: ReadonlySet<string>;
}

/** Parses and compiles the patterns. `length` (optional) must agree with them. */
export function compileQuery(patterns: readonly string[], length?: number): Query {
  const clues = parsePatterns(patterns);
  const patternLength = clues[0]?.letters.length;
  if (length !== undefined && patternLength !== undefined && length !== patternLength) {
    throw new WordleError('LENGTH_MISMATCH', `--length ${length} does not match the ${patternLength}-letter patterns`);
  }
  const wordLength = patternLength ?? length ?? DEFAULT_LENGTH;
  const perClue = clues.map(compileClue);
  const combined = combine(wordLength, perClue);
  return {
    clues,
    length: wordLength,
    perClue,
    combined,
    plan: planMatch(combined),
    conflict: findConflict(wordLength, clues),
    tried: new Set(clues.flatMap((clue) => clue.letters)),
  };
}

export interface FilterResult {
  /** The list's words that fit the clues, in list order. */
  readonly matches: readonly string[];
  /** Every word of the query's length, once each, in list order (when collected). */
  readonly words?: readonly string[];
  /** letterMask of each of `words`, when known. */
  readonly masks?: ArrayLike<number>;
  /** Precomputed facts of the list, when it has them. */
  readonly facts?: ListFacts;
}

export interface Filter {
  /** Feeds a block of whole lines; `ascii` when the caller knows the block is pure ASCII. */
  push(block: string, ascii?: boolean): void;
  finish(): FilterResult;
}

/** What can be known ahead about one word list and one length (see lib/filter/word-index.ts). */
export interface ListFacts {
  readonly words: readonly string[];
  readonly masks: ArrayLike<number>;
  /** The words joined, when all are a-z (the coverage suggestion scores them in place). */
  readonly joined:
    | { readonly joined: string; readonly count: number; readonly length: number; readonly masks: ArrayLike<number>; readonly tree?: ArrayLike<number> | undefined }
    | undefined;
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
  const everyWord = collect === 'words' && !facts ? createMatcher(compileQuery([], query.length).plan) : undefined;
  const words = new Set<string>();
  const matches: string[] = [];
  return {
    push(block, ascii) {
      // Straight into the results: a block's words in an array of their own would outlive a
      // young-generation collection and swell the old one (about 50 MiB on a million lines).
      matcher.each(block, (word) => matches.push(word), ascii);
      everyWord?.each(block, (word) => words.add(word), ascii);
    },
    finish() {
      if (collect === 'nothing') return { matches };
      if (facts) {
        return {
          matches,
          facts,
          // Lazily: only strategies that take the words one by one cut them out.
          get words() {
            return facts.words;
          },
          masks: facts.masks,
        };
      }
      return { matches, words: [...words] };
    },
  };
}

/** Filters a whole word list held in memory (tests, and callers without streaming needs). */
export function filterWords(query: Query, text: string, options: FilterOptions = { collect: 'nothing' }): FilterResult {
  const filter = createFilter(query, options);
  filter.push(text);
  return filter.finish();
}
