// Turns a finished query into the text for stdout and stderr, following the output plan.

import {
  clueFacts,
  DEFAULT_STRATEGY,
  describeConflict,
  explainQuery,
  type FilterResult,
  fewerText,
  grepPipeline,
  letterCount,
  MOVED_NOTE,
  type Query,
  type RankedWord,
  readScore,
  renderColumns,
  renderCount,
  renderLines,
  renderSuggestion,
  SCORE_MEANS,
  type Suggested,
  scoreName,
  shownScore,
} from '../lib/index.ts';
import { paint } from './colour.ts';
import type { OutputPlan } from './decide.ts';
import type { Options } from './options.ts';

export interface Report {
  readonly stdout: string;
  readonly stderr: string;
}

/** Columns that fit the terminal width, at most the requested number. */
function fittedColumns(words: readonly string[], columns: number, width: number | undefined): number {
  if (width === undefined || words.length === 0) return columns;
  const widest = Math.max(...words.map(letterCount));
  return Math.max(1, Math.min(columns, Math.floor((width + 1) / (widest + 1))));
}

export function queryJson(query: Query, result?: FilterResult, suggested?: Suggested, options?: Options): object {
  return {
    patterns: query.clues.map((clue, i) => clueFacts(clue, query.perClue[i])),
    length: query.length,
    conflict: query.conflict ? describeConflict(query.conflict) : null,
    ...(result && {
      matches: options?.onlyAnswers && suggested ? suggested.candidates : result.matches,
      count: (options?.onlyAnswers && suggested ? suggested.candidates : result.matches).length,
    }),
    ...(suggested && {
      likelyAnswers: suggested.candidates.length,
      fellBack: suggested.fellBack,
      strategy: options?.strategy ?? DEFAULT_STRATEGY,
      hard: options?.hard ?? false,
      suggestion: suggested.ranked[0]?.word ?? null,
      scoreMeans: SCORE_MEANS[options?.strategy ?? DEFAULT_STRATEGY],
      top: suggested.ranked.map(({ word, score, expected, isAnswer, moved, lowerBound }) => {
        const read = readScore(options?.strategy ?? DEFAULT_STRATEGY, score);
        return {
          word,
          score: read.value,
          ...(read.over > 0 && { over: read.over }),
          ...(lowerBound && { lowerBound }),
          expected: Number.isFinite(expected) ? expected : null,
          isAnswer,
          moved: moved ?? null,
        };
      }),
    }),
  };
}

/** `--top N`: one guess per line with its score, expected matches left and answer mark. */
export function renderTop(ranked: readonly RankedWord[], strategy: string): string {
  // (A last column says why a guess is out of its score's order, when one is.)
  const why = ranked.some((item) => item.moved);
  const header = ['#', 'guess', scoreName(strategy), 'expected', 'answer', ...(why ? ['why here'] : [])];
  const rows = ranked.map((item, i) => [
    String(i + 1),
    item.word,
    shownScore(strategy, item.score, item.lowerBound),
    Number.isFinite(item.expected) ? item.expected.toFixed(2) : '-',
    item.isAnswer ? 'yes' : 'no',
    ...(why ? [item.moved ? MOVED_NOTE[item.moved] : ''] : []),
  ]);
  const widths = header.map((title, k) => Math.max(letterCount(title), ...rows.map((row) => letterCount(row[k] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, k) => (k === 1 || k === 5 ? cell.padEnd(widths[k] ?? 0) : cell.padStart(widths[k] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** Output that does not need the word list: --explain and --grep. */
export function renderStatic(plan: OutputPlan, query: Query): Report {
  if (plan.layout.kind === 'grep') return { stdout: `${grepPipeline(query.plan)}\n`, stderr: '' };
  return { stdout: explainQuery(query).text, stderr: '' };
}

/** Up to this many likely answers are named under the list on a terminal without colour. */
const LIKELY_NAMED = 30;

/** The text with each of `words` (whole words, as a listing has them) in bold. */
function boldWords(text: string, words: ReadonlySet<string>): string {
  return text.replace(/[^\s]+/g, (word) => (words.has(word) ? `\x1b[1m${word}\x1b[0m` : word));
}

export function renderReport(plan: OutputPlan, query: Query, result: FilterResult, suggested: Suggested, options: Options): Report {
  // (Read only by the layouts that show them: a first turn's -s then never cuts the list into words.)
  const shown = () => (options.onlyAnswers ? suggested.candidates : result.matches);
  const suggestion = suggested.ranked[0];
  const notes = [
    query.conflict ? `wordle: ${describeConflict(query.conflict)}\n` : '',
    suggested.fellBack ? 'wordle: no match is on the answers list; counting every match as a possible answer\n' : '',
  ];
  const conflict = notes.join('');
  switch (plan.layout.kind) {
    case 'count':
      return { stdout: `${shown().length}\n`, stderr: conflict };
    case 'suggest':
      return { stdout: suggestion ? `${suggestion.word}\n` : '', stderr: conflict };
    case 'top':
    case 'why': {
      const fewer = fewerText(suggested, options.top ?? 1, options.hard);
      return { stdout: renderTop(suggested.ranked, options.strategy), stderr: conflict + (fewer ? `wordle: ${fewer}\n` : '') };
    }
    case 'json':
      return { stdout: `${JSON.stringify(queryJson(query, result, suggested, options), null, 2)}\n`, stderr: conflict };
    case 'explain':
    case 'grep':
      return renderStatic(plan, query);
    default:
  }
  const matches = shown();
  const likely =
    !options.onlyAnswers && suggested.candidates.length !== matches.length && !suggested.fellBack ? suggested.candidates.length : undefined;
  const rendered =
    plan.layout.kind === 'columns'
      ? renderColumns(matches, fittedColumns(matches, plan.layout.columns, plan.layout.width))
      : renderLines(matches);
  // The likely answers stand out where a person reads the list: bold in colour, else named under it (on a terminal).
  const marked = likely !== undefined && plan.summary === 'stdout';
  const listing = marked && plan.color ? boldWords(rendered, new Set(suggested.candidates)) : rendered;
  // Coloured on a terminal, or wherever it goes with --color=always.
  const summaryLines = [paint(plan.color, '2', renderCount(matches.length, likely))];
  if (marked && !plan.color && likely <= LIKELY_NAMED) summaryLines.push(`likely answers: ${suggested.candidates.join(' ')}`);
  if (suggestion) {
    const word = paint(plan.color, '1;32', suggestion.word);
    summaryLines.push(renderSuggestion(word));
  }
  const summary = `${summaryLines.join('\n')}\n`;
  if (plan.summary === 'stdout') return { stdout: listing + summary, stderr: conflict };
  if (plan.summary === 'stderr') return { stdout: listing, stderr: conflict + summary };
  return { stdout: listing, stderr: conflict };
}
