// Turns a finished query into the text for stdout and stderr, following the output plan.

import { describeConflict } from '../lib/conflict.ts';
import { capped, excluded, included } from '../lib/constraints.ts';
import type { FilterResult, Query } from '../lib/filter.ts';
import {
  positionalRegex,
  renderColumns,
  renderCount,
  renderExplanation,
  renderLines,
  renderPattern,
  renderSuggestion,
  renderTiles,
} from '../lib/format.ts';
import { grepPipeline } from '../lib/grep.ts';
import { letterCount } from '../lib/letters.ts';
import type { OutputPlan } from './decide.ts';

export interface Report {
  readonly stdout: string;
  readonly stderr: string;
}

const paint = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Columns that fit the terminal width, at most the requested number. */
function fittedColumns(words: readonly string[], columns: number, width: number | undefined): number {
  if (width === undefined || words.length === 0) return columns;
  const widest = Math.max(...words.map(letterCount));
  return Math.max(1, Math.min(columns, Math.floor((width + 1) / (widest + 1))));
}

export function queryJson(query: Query, result: FilterResult | undefined): object {
  return {
    patterns: query.clues.map((clue, i) => {
      const constraints = query.perClue[i];
      return {
        pattern: clue.text,
        normalized: renderPattern(clue.letters, clue.tiles),
        tiles: renderTiles(clue.tiles),
        exclude: constraints ? excluded(constraints) : [],
        include: Object.fromEntries(constraints ? included(constraints) : []),
        atMost: Object.fromEntries(constraints ? capped(constraints) : []),
        regex: constraints ? positionalRegex(constraints) : '',
      };
    }),
    length: query.length,
    conflict: query.conflict ? describeConflict(query.conflict) : null,
    ...(result && {
      matches: result.matches,
      count: result.matches.length,
      suggestion: result.suggestion?.word ?? null,
    }),
  };
}

/** Output that does not need the word list: --explain and --grep. */
export function renderStatic(plan: OutputPlan, query: Query): Report {
  if (plan.layout.kind === 'grep') return { stdout: `${grepPipeline(query.plan)}\n`, stderr: '' };
  const conflict = query.conflict ? `\n${describeConflict(query.conflict)}\n` : '';
  return { stdout: renderExplanation(query.clues, query.perClue, query.combined) + conflict, stderr: '' };
}

export function renderReport(plan: OutputPlan, query: Query, result: FilterResult): Report {
  const { matches, suggestion } = result;
  const conflict = query.conflict ? `wordle: ${describeConflict(query.conflict)}\n` : '';
  switch (plan.layout.kind) {
    case 'count':
      return { stdout: `${matches.length}\n`, stderr: conflict };
    case 'suggest':
      return { stdout: suggestion ? `${suggestion.word}\n` : '', stderr: conflict };
    case 'json':
      return { stdout: `${JSON.stringify(queryJson(query, result), null, 2)}\n`, stderr: '' };
    case 'explain':
    case 'grep':
      return renderStatic(plan, query);
    default:
  }
  const listing =
    plan.layout.kind === 'columns'
      ? renderColumns(matches, fittedColumns(matches, plan.layout.columns, plan.layout.width))
      : renderLines(matches);
  const summaryLines = [paint(plan.color && plan.summary === 'stdout', '2', renderCount(matches.length))];
  if (suggestion) {
    const word = paint(plan.color && plan.summary === 'stdout', '1;32', suggestion.word);
    summaryLines.push(renderSuggestion(word));
  }
  const summary = `${summaryLines.join('\n')}\n`;
  if (plan.summary === 'stdout') return { stdout: listing + summary, stderr: conflict };
  if (plan.summary === 'stderr') return { stdout: listing, stderr: conflict + summary };
  return { stdout: listing, stderr: conflict };
}
