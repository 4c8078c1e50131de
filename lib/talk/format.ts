// Renders results as text. Everything returns a string; printing happens in the CLI.

import { type Constraints, capped, excluded, included, planMatch } from '../clues/constraints.ts';
import { letterCount as width } from '../clues/letters.ts';
import { trueTilings } from '../clues/lies.ts';
import { type Clue, type ClueTile, GREEN, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from '../clues/tiles.ts';
import { grepPipeline } from '../filter/grep.ts';
import { wordSource } from '../filter/matcher.ts';
import { FAIL, type StrategyName } from '../solve/rules.ts';
import type { Moved } from '../solve/strategies/types.ts';
import type { Suggested } from '../solve/suggest.ts';

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
    const cells = row.map((word, column) => (column === row.length - 1 ? word : word + ' '.repeat((widths[column] ?? 0) - width(word))));
    rows.push(cells.join(' '));
  }
  return `${rows.join('\n')}\n`;
}

/** Columns a string takes on a terminal: wide for emoji and East Asian wide letters, none for combining marks. */
export function displayWidth(text: string): number {
  let columns = 0;
  for (const char of text) {
    if (/\p{M}|\uFE0F|\u200D/u.test(char)) continue;
    columns +=
      /\p{Extended_Pictographic}|[\u2B1B\u2B1C\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(char)
        ? 2
        : 1;
  }
  return columns;
}

/**
 * Breaks lines longer than `width` columns at spaces, never inside a word; the rest of a
 * broken line is indented as its start, plus two. A word longer than the width stays whole.
 */
export function wrapText(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (displayWidth(line) <= width) return line;
      const indent = ' '.repeat((/^ */.exec(line)?.[0].length ?? 0) + 2);
      // Words and the runs of spaces between them, kept as they are where the line does not break.
      const parts = line.trimStart().split(/( +)/);
      const lines: string[] = [];
      let current = line.slice(0, line.length - line.trimStart().length) + (parts[0] ?? '');
      for (let i = 1; i + 1 < parts.length; i += 2) {
        const space = parts[i] ?? ' ';
        const word = parts[i + 1] ?? '';
        if (displayWidth(current) + displayWidth(space) + displayWidth(word) > width) {
          lines.push(current);
          current = indent + word;
        } else current += space + word;
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
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

/**
 * A clue in the `stA=rE` notation, or in `GUESS:TILES` (`größe:ggbgg`) when that would not
 * read back as the same guess: a letter without a one-letter uppercase that lowercases back
 * to it (ß is SS, ﬁ is FI, final ς is Σ which reads as σ), or without case at all; or a place
 * half remembered (a `?` tile on a letter, a `_` letter with its tile: `cr_ne:gb?yb`). A place
 * nothing is known about is `_` in either.
 */
export function renderPattern(letters: readonly string[], tiles: readonly ClueTile[]): string {
  const cased = letters
    .map((letter, i) => {
      const tile = tiles[i];
      if (letter === UNKNOWN_LETTER) return letter;
      if (tile === GREEN) return `${letter.toUpperCase()}=`;
      return tile === YELLOW ? letter.toUpperCase() : letter;
    })
    .join('');
  return letters.every((letter, i) => readsBack(letter, tiles[i]))
    ? cased
    : `${letters.join('')}:${tiles.map((tile) => TILE_LETTER[tile]).join('')}`;
}

const TILE_LETTER: Record<ClueTile, string> = { 0: 'b', 1: 'y', 2: 'g', 3: '?' };

/** Whether a letter with this tile, written in the case notation, parses back to itself and the tile. */
function readsBack(letter: string, tile: ClueTile | undefined): boolean {
  if (letter === UNKNOWN_LETTER || tile === UNKNOWN_TILE) return letter === UNKNOWN_LETTER && tile === UNKNOWN_TILE;
  if (letter.toLowerCase() !== letter || letter.normalize('NFC') !== letter) return false;
  if (tile !== GREEN && tile !== YELLOW) return true;
  const upper = letter.toUpperCase();
  return upper !== letter && Array.from(upper).length === 1 && upper.normalize('NFC') === upper && upper.toLowerCase() === letter;
}

const SCORE_NAME: Record<string, string> = { coverage: 'coverage', entropy: 'bits', minimax: 'worst', best: 'guesses', positional: 'freq' };

/** What a strategy's score is called in the --top table. */
export function scoreName(strategy: string): string {
  return SCORE_NAME[strategy] ?? 'score';
}

/**
 * A strategy's score as people read it, in the strategy's own unit: coverage points, bits, the
 * worst case (answers left at most: minimax ranks by minus it, a fraction breaking its ties), or
 * best's guesses in all over the answers left, with the games it cannot finish within six apart
 * (`over`: its ranking counts each as FAIL guesses). null: no score.
 */
export function readScore(strategy: string, score: number): { readonly value: number | null; readonly over: number } {
  if (!Number.isFinite(score)) return { value: null, over: 0 };
  if (strategy === 'minimax') return { value: Math.ceil(-score), over: 0 };
  if (strategy === 'best') {
    const over = Math.floor(-score / FAIL);
    return { value: -score - over * FAIL, over };
  }
  return { value: score, over: 0 };
}

/** What readScore's value is, said for a person or a program (the MCP server's score_means, --json's scoreMeans). */
export const SCORE_MEANS: Readonly<Record<StrategyName, string>> = {
  coverage: 'coverage points (higher is better)',
  entropy: 'bits of information (higher is better)',
  minimax: 'the most answers it can leave (lower is better)',
  best: 'guesses in all to finish every answer left (lower is better; games over six counted apart)',
  positional:
    'letter frequencies: the share of answers left with each letter at its place, plus the weight times the share with it at another (higher is better)',
};

/** A strategy's score for the --top table (see readScore); `≥` before a lower bound (best's, of a search stopped before a whole tree). */
export function shownScore(strategy: string, score: number, lowerBound = false): string {
  const { value, over } = readScore(strategy, score);
  if (value === null) return '-';
  const shown = `${lowerBound ? '≥' : ''}${strategy === 'entropy' || strategy === 'positional' ? value.toFixed(3) : String(value)}`;
  return over > 0 ? `${shown} +${over} over six` : shown;
}

/**
 * best's search as it goes, in words: the guesses at the position searched to the end so far
 * (the candidates of this turn, not first guesses: a turn may be the fourth), and the best so far.
 */
export function searchProgressText(
  progress: { readonly done: number; readonly total: number; readonly guess: string | undefined; readonly average: number } | undefined,
): string {
  const done = progress ? `${progress.done}/${progress.total} candidate guesses searched` : 'searching';
  const best = progress?.guess ? `, best so far ${progress.guess} (${progress.average.toFixed(3)} guesses a game)` : '';
  return `best: ${done}${best}`;
}

/** How far a stopped search got, for its note (empty when it had no candidates to count). A score it could only bound is marked so itself (RankedWord.lowerBound). */
export function searchedText(searched: number, candidates: number): string {
  if (candidates === 0) return '';
  return ` after searching ${searched} of ${candidates} candidate ${candidates === 1 ? 'guess' : 'guesses'} to the end`;
}

/**
 * Why a ranking has fewer guesses than the `top` asked for, or undefined when it has them all:
 * only the possible answers are offered when so few are left; else no other guess (that hard
 * mode allows) tells anything new.
 */
export function fewerText(
  suggested: Pick<Suggested, 'ranked' | 'candidates' | 'onlyAnswers'>,
  top: number,
  hard: boolean,
): string | undefined {
  const count = suggested.ranked.length;
  if (count === 0 || count >= top) return undefined;
  const ranked = `${count} of the ${top} guesses asked for`;
  const left = suggested.candidates.length;
  if (suggested.onlyAnswers)
    return `${ranked}: with ${left === 1 ? '1 possible answer left, only it is' : `${left} possible answers left, only they are`} offered`;
  return `${ranked}: no other guess${hard ? ' that hard mode allows' : ''} tells anything new`;
}

/** A search stopped at its time limit, said where no option names the limit (the MCP server's note, the page's). */
export function stoppedText(note: { readonly timeLimitMs: number; readonly searched: number; readonly candidates: number }): string {
  return `best stopped at its time limit (${note.timeLimitMs / 1000} s)${searchedText(note.searched, note.candidates)}: this is the best guess found so far`;
}

/** Why a ranked guess is out of its score's order, in a few words (see Moved). */
export const MOVED_NOTE: Readonly<Record<Moved, string>> = {
  tie: 'tie rule: may win now',
  guard: 'guard: finishes in time',
  book: 'book: finishes in time',
  unsafe: 'guard: may not finish',
};

// (A tile not remembered is a grey question mark: no square, so it is not read as a colour.)
const EMOJI: Record<ClueTile, string> = { 0: '⬛', 1: '🟨', 2: '🟩', 3: '❔' };

export function renderTiles(tiles: readonly ClueTile[]): string {
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
  // A partial clue that sets and counts only approximate: the lines above are what it implies.
  if (constraints.checkEach)
    lines.push(
      `  checked  each word against ${constraints.checkEach.map((clue) => clue.text).join(', ')} (the lines above keep a superset)`,
    );
  return lines;
}

/**
 * `--explain`: the compiled form of each pattern, then of all of them together. With lies
 * (Fibble), a row that lies compiles to no set or count: what it allows is the true tiles it may
 * have had, listed; an all-green row never lies and compiles as without them.
 */
export function renderExplanation(clues: readonly Clue[], perClue: readonly Constraints[], combined: Constraints, lies = 0): string {
  const blocks = clues.map((clue, i) => {
    const constraints = perClue[i];
    const heading = `${clue.text}  ${renderTiles(clue.tiles)}  (${renderPattern(clue.letters, clue.tiles)})`;
    if (lies !== 0) return [heading, ...renderLyingRow(clue, constraints, lies)].join('\n');
    return [heading, ...(constraints ? renderConstraintLines(constraints) : [])].join('\n');
  });
  const plan = planMatch(combined);
  const lying =
    lies === 0
      ? []
      : [`  checked  each word against each row: its tiles for the guess differ from those shown in exactly ${plural(lies, 'place')}`];
  const together = [
    clues.length === 1 ? 'as matched' : 'all together, as matched',
    ...renderConstraintLines(combined),
    ...lying,
    `  matcher  ^${wordSource(plan, 'unicode')}$`,
    `  grep     ${lies === 0 ? grepPipeline(plan).replaceAll('\n  ', '\n           ') : 'none: grep cannot count lies'}`,
  ].join('\n');
  return `${[...blocks, together].join('\n\n')}\n`;
}

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** A game's lies, as every front end says them: `1 lie a row`. */
export const liesARow = (lies: number): string => `${plural(lies, 'lie')} a row`;

/** True tilings listed on a line of --explain's, at most (the rest counted). */
const TILINGS_SHOWN = 40;
const TILINGS_A_LINE = 8;

/** What a row allows when its tiles lie: the true tiles it may have had (see trueTilings), or, all green, the answer. */
function renderLyingRow(clue: Clue, constraints: Constraints | undefined, lies: number): string[] {
  if (clue.tiles.every((tile) => tile === GREEN))
    return [...(constraints ? renderConstraintLines(constraints) : []), '  lies     none: an all-green row is the answer, shown as it is'];
  const truths = trueTilings(clue, lies).map((tiles) => renderPattern(clue.letters, tiles));
  const shown = truths.slice(0, TILINGS_SHOWN);
  const lines: string[] = [];
  for (let i = 0; i < shown.length; i += TILINGS_A_LINE) lines.push(shown.slice(i, i + TILINGS_A_LINE).join(' '));
  if (truths.length > shown.length) lines.push(`... and ${truths.length - shown.length} more`);
  return [
    `  lies     exactly ${lies} of these ${plural(clue.tiles.length, 'tile')} ${lies === 1 ? 'is' : 'are'} wrong: the true tiles are one of ${truths.length}`,
    ...lines.map((line, i) => `  ${i === 0 ? 'true   ' : '       '}  ${line}`),
  ];
}
