// Renders results as text. Everything returns a string; printing happens in the CLI.

import { capped, type Constraints, excluded, included, planMatch } from '../clues/constraints.ts';
import { grepPipeline } from '../filter/grep.ts';
import { letterCount as width } from '../clues/letters.ts';
import { wordSource } from '../filter/matcher.ts';
import { type Clue, GREEN, type Tile, YELLOW } from '../clues/tiles.ts';

/** Words in rows of `columns`, left to right then down, each column padded to its widest. */
export function renderColumns(words: readonly string[], columns: number): string {
  if (words.length === 0) return '';
  const perRow = Math.max(1, Math.floor(columns));
  const widths: number[] = [];
  words.forEach((word, i) => {
    const column = i % perRow;
    widths[column] = Math.max(widths[column] ?? 0, width(word));
  });
  const rows: string[] = [];
  for (let start = 0; start < words.length; start += perRow) {
    const row = words.slice(start, start + perRow);
    const cells = row.map((word, column) =>
      column === row.length - 1 ? word : word + ' '.repeat((widths[column] ?? 0) - width(word)),
    );
    rows.push(cells.join(' '));
  }
  return `${rows.join('\n')}\n`;
}

export function renderLines(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join('\n')}\n`;
}

/** `15 possible matches`, and how many of them are likely answers when that differs. */
export function renderCount(count: number, likely?: number): string {
  const matches = `${count} possible ${count === 1 ? 'match' : 'matches'}`;
  return likely === undefined ? matches : `${matches} (${likely} likely ${likely === 1 ? 'answer' : 'answers'})`;
}

export function renderSuggestion(word: string): string {
  return `guess for next word: ${word}`;
}

/** A clue in the `stA=rE` notation. */
export function renderPattern(letters: readonly string[], tiles: readonly Tile[]): string {
  return letters
    .map((letter, i) => {
      const tile = tiles[i];
      if (tile === GREEN) return `${letter.toUpperCase()}=`;
      return tile === YELLOW ? letter.toUpperCase() : letter;
    })
    .join('');
}

const SCORE_NAME: Record<string, string> = { coverage: 'coverage', entropy: 'bits', minimax: 'worst', best: 'guesses' };

/** What a strategy's score is called in the --top table. */
export function scoreName(strategy: string): string {
  return SCORE_NAME[strategy] ?? 'score';
}

/** A strategy's score as people read it: minimax ranks by minus the worst case, best by minus the total. */
export function shownScore(strategy: string, score: number): string {
  if (!Number.isFinite(score)) return '-';
  if (strategy === 'minimax') return String(Math.round(-score + 0.5));
  if (strategy === 'best') return String(-score);
  return strategy === 'entropy' ? score.toFixed(3) : String(score);
}

const EMOJI: Record<Tile, string> = { 0: '⬛', 1: '🟨', 2: '🟩' };

export function renderTiles(tiles: readonly Tile[]): string {
  return tiles.map((tile) => EMOJI[tile]).join('');
}

function renderCounts(entries: readonly (readonly [string, number])[], sign: string): string {
  if (entries.length === 0) return '-';
  return entries.map(([letter, count]) => (count === 1 && sign === '≥' ? letter : `${letter}${sign}${count}`)).join(' ');
}

/** The positional expression of one clue or of all together: green letters or [^...] classes. */
export function positionalRegex(constraints: Constraints): string {
  const positions = constraints.green.map((letter, i) => {
    if (letter !== undefined) return letter;
    const not = [...(constraints.notAt[i] ?? [])].sort();
    return not.length === 0 ? '.' : `[^${not.join('')}]`;
  });
  return `^${positions.join('')}$`;
}

function renderConstraintLines(constraints: Constraints): string[] {
  const lines = [
    `  exclude  ${excluded(constraints).join(' ') || '-'}`,
    `  include  ${renderCounts(included(constraints), '≥')}`,
    `  at most  ${renderCounts(capped(constraints), '≤')}`,
    `  regex    ${positionalRegex(constraints)}`,
  ];
  if (constraints.impossible) lines.push(`  never    ${constraints.impossible}`);
  return lines;
}

/** `--explain`: the compiled form of each pattern, then of all of them together. */
export function renderExplanation(
  clues: readonly Clue[],
  perClue: readonly Constraints[],
  combined: Constraints,
): string {
  const blocks = clues.map((clue, i) => {
    const constraints = perClue[i];
    const heading = `${clue.text}  ${renderTiles(clue.tiles)}  (${renderPattern(clue.letters, clue.tiles)})`;
    return [heading, ...(constraints ? renderConstraintLines(constraints) : [])].join('\n');
  });
  const plan = planMatch(combined);
  const together = [
    clues.length === 1 ? 'as matched' : 'all together, as matched',
    ...renderConstraintLines(combined),
    `  matcher  ^${wordSource(plan, 'unicode')}$`,
    `  grep     ${grepPipeline(plan).replaceAll('\n  ', '\n           ')}`,
  ].join('\n');
  return `${[...blocks, together].join('\n\n')}\n`;
}
