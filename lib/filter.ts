// The filter as one object: patterns in, blocks of word-file lines in, matches and a
// suggestion out. The CLI does the reading; this does the deciding.

import { type Conflict, findConflict } from './conflict.ts';
import { type Constraints, combine, compileClue, type MatchPlan, planMatch } from './constraints.ts';
import { buildCoveragePool, type CoveragePool, type CoveragePoolBuilder, type Suggestion, suggestCoverage } from './coverage.ts';
import { WordleError } from './errors.ts';
import { createMatcher, type WordMatcher } from './matcher.ts';
import { parsePatterns } from './pattern.ts';
import type { Clue } from './tiles.ts';

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
  readonly matches: readonly string[];
  readonly suggestion: Suggestion | undefined;
}

export interface Filter {
  /** Feeds a block of whole lines; `ascii` when the caller knows the block is pure ASCII. */
  push(block: string, ascii?: boolean): void;
  finish(): FilterResult;
}

/** What can be known ahead about one word list and one length (see lib/word-index.ts). */
export interface ListFacts {
  readonly pool: CoveragePool;
  /** letterCounts of all the list's words of this length: the weights when nothing is tried. */
  readonly counts: ReadonlyMap<string, number>;
}

export interface FilterOptions {
  /** Whether to compute a suggestion (it needs a pass over the whole list). */
  readonly suggest: boolean;
  /** Precomputed facts for this list and length, to skip that pass. */
  readonly facts?: ListFacts | undefined;
}

export function createFilter(query: Query, options: FilterOptions): Filter {
  const matcher: WordMatcher = createMatcher(query.plan);
  const { facts } = options;
  const builder: CoveragePoolBuilder | undefined = options.suggest && !facts ? buildCoveragePool(query.length) : undefined;
  const matches: string[] = [];
  return {
    push(block, ascii) {
      for (const word of matcher.scan(block, ascii)) matches.push(word);
      builder?.add(block, ascii);
    },
    finish() {
      const pool = facts?.pool ?? builder?.finish();
      if (!options.suggest || !pool) return { matches, suggestion: undefined };
      // With no clue every word matches: the whole list's letter counts are the matches', and
      // the pool is the matches too.
      const whole = query.clues.length === 0;
      const counts = whole ? facts?.counts : undefined;
      return { matches, suggestion: suggestCoverage({ matches, pool, tried: query.tried, counts, poolIsMatches: whole }) };
    },
  };
}

/** Filters a whole word list held in memory (tests, and callers without streaming needs). */
export function filterWords(query: Query, text: string, options = { suggest: true }): FilterResult {
  const filter = createFilter(query, options);
  filter.push(text);
  return filter.finish();
}
