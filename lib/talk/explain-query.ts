// What the patterns compile to, as data: `--explain` and `--grep` for programs (the CLI's
// --json, the MCP server's wordle_explain_patterns). renderExplanation is the same for people.

import { describeConflict } from '../clues/conflict.ts';
import { type Constraints, capped, excluded, included } from '../clues/constraints.ts';
import type { Clue } from '../clues/tiles.ts';
import type { Query } from '../filter/filter.ts';
import { grepPipeline, liesGrepText } from '../filter/grep.ts';
import { wordSource } from '../filter/matcher.ts';
import { positionalRegex, renderExplanation, renderPattern, renderTiles } from './format.ts';

export interface ConstraintFacts {
  /** Letters not in the word. */
  readonly exclude: readonly string[];
  /** Letters in the word, each with its least count. */
  readonly include: Readonly<Record<string, number>>;
  /** Letters a grey copy caps, each with its most count. */
  readonly atMost: Readonly<Record<string, number>>;
  /** The positional expression: green letters and [^...] classes. */
  readonly regex: string;
  /** false when the patterns include a partial clue these sets and counts only approximate (each word is then checked against it); absent otherwise. */
  readonly exact?: false;
}

export interface ClueFacts extends ConstraintFacts {
  /** The pattern as given. */
  readonly pattern: string;
  /** The same in the stA=rE notation. */
  readonly normalized: string;
  /** Its tiles as emoji. */
  readonly tiles: string;
}

export function constraintFacts(constraints: Constraints | undefined): ConstraintFacts {
  return {
    exclude: constraints ? excluded(constraints) : [],
    include: Object.fromEntries(constraints ? included(constraints) : []),
    atMost: Object.fromEntries(constraints ? capped(constraints) : []),
    regex: constraints ? positionalRegex(constraints) : '',
    ...(constraints?.checkEach && { exact: false as const }),
  };
}

/** One pattern and what it compiles to (the CLI's --json `patterns`). */
export function clueFacts(clue: Clue, constraints: Constraints | undefined): ClueFacts {
  return {
    pattern: clue.text,
    normalized: renderPattern(clue.letters, clue.tiles),
    tiles: renderTiles(clue.tiles),
    ...constraintFacts(constraints),
  };
}

export interface QueryExplanation {
  readonly length: number;
  /** Each pattern, with why it can never be met when it cannot (tiles Wordle never gives). */
  readonly patterns: readonly (ClueFacts & { readonly never: string | null })[];
  /** All patterns together, as matched. */
  readonly combined: ConstraintFacts & { readonly never: string | null };
  /** The single expression wordle matches each word with (then, for patterns it only approximates, a check of each word: see `checked`). */
  readonly matcher: string;
  /** The patterns each word is checked against, beyond the expression (partial clues that sets and counts cannot say). */
  readonly checked: readonly string[];
  /** The same filter as a grep pipeline over one word per line (`--grep`). */
  readonly grep: string;
  /** When no word can match: which patterns clash and why. */
  readonly conflict: string | null;
  /** What `--explain` prints. */
  readonly text: string;
}

export function explainQuery(query: Query): QueryExplanation {
  const conflict = query.conflict ? describeConflict(query.conflict) : null;
  return {
    length: query.length,
    patterns: query.clues.map((clue, i) => ({ ...clueFacts(clue, query.perClue[i]), never: query.perClue[i]?.impossible ?? null })),
    combined: { ...constraintFacts(query.combined), never: query.combined.impossible ?? null },
    matcher: `^${wordSource(query.plan, 'unicode')}$`,
    checked: (query.plan.checkEach ?? query.plan.lies?.clues ?? []).map((clue) => clue.text),
    grep: query.lies === 0 ? grepPipeline(query.plan) : `# ${liesGrepText(query.lies)}`,
    conflict,
    text: renderExplanation(query.clues, query.perClue, query.combined, query.lies) + (conflict ? `\n${conflict}\n` : ''),
  };
}
