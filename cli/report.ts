// Turns a finished query into the text for stdout and stderr, following the output plan.

import { capped, describeConflict, excluded, type FilterResult, grepPipeline, included, letterCount, positionalRegex, type Query, type RankedWord, renderColumns, renderCount, renderExplanation, renderLines, renderPattern, renderSuggestion, renderTiles, type Suggested } from '../lib/index.ts';
import type { OutputPlan } from './decide.ts';
import type { Options } from './options.ts';

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

export function queryJson(query: Query, result?: FilterResult, suggested?: Suggested, options?: Options): object {
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
      matches: options?.onlyAnswers && suggested ? suggested.candidates : result.matches,
      count: (options?.onlyAnswers && suggested ? suggested.candidates : result.matches).length,
    }),
    ...(suggested && {
      likelyAnswers: suggested.candidates.length,
      fellBack: suggested.fellBack,
      strategy: options?.strategy ?? 'coverage',
      hard: options?.hard ?? false,
      suggestion: suggested.ranked[0]?.word ?? null,
      top: suggested.ranked.map(({ word, score, expected, isAnswer }) => ({
        word,
        score: Number.isFinite(score) ? score : null,
        expected: Number.isFinite(expected) ? expected : null,
        isAnswer,
      })),
    }),
  };
}

const SCORE_NAME: Record<string, string> = { coverage: 'coverage', entropy: 'bits', minimax: 'worst', best: 'guesses' };

/** A strategy's score as people read it: minimax ranks by minus the worst case, best by minus the total. */
function shownScore(strategy: string, score: number): string {
  if (!Number.isFinite(score)) return '-';
  if (strategy === 'minimax') return String(Math.round(-score + 0.5));
  if (strategy === 'best') return String(-score);
  return strategy === 'entropy' ? score.toFixed(3) : String(score);
}

/** `--top N`: one guess per line with its score, expected matches left and answer mark. */
export function renderTop(ranked: readonly RankedWord[], strategy: string): string {
  const header = ['#', 'guess', SCORE_NAME[strategy] ?? 'score', 'expected', 'answer'];
  const rows = ranked.map((item, i) => [
    String(i + 1),
    item.word,
    shownScore(strategy, item.score),
    Number.isFinite(item.expected) ? item.expected.toFixed(2) : '-',
    item.isAnswer ? 'yes' : 'no',
  ]);
  const widths = header.map((title, k) => Math.max(letterCount(title), ...rows.map((row) => letterCount(row[k] ?? ''))));
  const line = (cells: string[]) =>
    cells.map((cell, k) => (k === 1 ? cell.padEnd(widths[k] ?? 0) : cell.padStart(widths[k] ?? 0))).join('  ').trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** Output that does not need the word list: --explain and --grep. */
export function renderStatic(plan: OutputPlan, query: Query): Report {
  if (plan.layout.kind === 'grep') return { stdout: `${grepPipeline(query.plan)}\n`, stderr: '' };
  const conflict = query.conflict ? `\n${describeConflict(query.conflict)}\n` : '';
  return { stdout: renderExplanation(query.clues, query.perClue, query.combined) + conflict, stderr: '' };
}

export function renderReport(plan: OutputPlan, query: Query, result: FilterResult, suggested: Suggested, options: Options): Report {
  const matches = options.onlyAnswers ? suggested.candidates : result.matches;
  const suggestion = suggested.ranked[0];
  const notes = [
    query.conflict ? `wordle: ${describeConflict(query.conflict)}\n` : '',
    suggested.fellBack ? 'wordle: no match is on the answers list; counting every match as a possible answer\n' : '',
  ];
  const conflict = notes.join('');
  switch (plan.layout.kind) {
    case 'count':
      return { stdout: `${matches.length}\n`, stderr: conflict };
    case 'suggest':
      return { stdout: suggestion ? `${suggestion.word}\n` : '', stderr: conflict };
    case 'top':
    case 'why':
      return { stdout: renderTop(suggested.ranked, options.strategy), stderr: conflict };
    case 'json':
      return { stdout: `${JSON.stringify(queryJson(query, result, suggested, options), null, 2)}\n`, stderr: conflict };
    case 'explain':
    case 'grep':
      return renderStatic(plan, query);
    default:
  }
  const listing =
    plan.layout.kind === 'columns'
      ? renderColumns(matches, fittedColumns(matches, plan.layout.columns, plan.layout.width))
      : renderLines(matches);
  const likely = !options.onlyAnswers && suggested.candidates.length !== matches.length && !suggested.fellBack ? suggested.candidates.length : undefined;
  // Coloured on a terminal, or wherever it goes with --color=always.
  const summaryLines = [paint(plan.color, '2', renderCount(matches.length, likely))];
  if (suggestion) {
    const word = paint(plan.color, '1;32', suggestion.word);
    summaryLines.push(renderSuggestion(word));
  }
  const summary = `${summaryLines.join('\n')}\n`;
  if (plan.summary === 'stdout') return { stdout: listing + summary, stderr: conflict };
  if (plan.summary === 'stderr') return { stdout: listing, stderr: conflict + summary };
  return { stdout: listing, stderr: conflict };
}
