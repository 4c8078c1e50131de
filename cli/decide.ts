// Pure decisions of the command line: where words come from and how results are laid out,
// given the options and a few facts about the terminal. Tested by tables, like ni's getCommand.

import { join } from 'node:path';
import { isDefaultGuesses, type ListRef, oursName } from '../lib/index.ts';
import { colorOn } from './colour.ts';
import type { FdKind, InputKind } from './io.ts';
import type { Options } from './options.ts';

export type WordSource =
  | { readonly kind: 'bundled' }
  | { readonly kind: 'stdin' }
  /** A file: the user's, or a list of ours (`ours`: its name, as messages give it). */
  | { readonly kind: 'file'; readonly path: string; readonly ours?: string | undefined };

/** Whether words come in on stdin, which the filter then reads when no list is named: something piped or redirected in. */
export const isPiped = (stdin: FdKind | InputKind): boolean => stdin === 'pipe' || stdin === 'file';

/** Where the filter's words are read from, as its messages name it: the bundled list, stdin, or a file (a list of ours by its path). */
export function wordSourceOf(root: string, guesses: ListRef): WordSource {
  if (guesses.kind === 'stdin') return { kind: 'stdin' };
  if (isDefaultGuesses(guesses)) return { kind: 'bundled' };
  if (guesses.kind === 'ours') return { kind: 'file', path: join(root, guesses.path), ours: oursName(guesses.path) };
  return { kind: 'file', path: guesses.kind === 'file' ? guesses.path : '' };
}

export type Layout =
  | { readonly kind: 'columns'; readonly columns: number; readonly width: number | undefined }
  | { readonly kind: 'lines' }
  | { readonly kind: 'count' }
  | { readonly kind: 'suggest' }
  | { readonly kind: 'top' }
  | { readonly kind: 'why' }
  | { readonly kind: 'json' }
  | { readonly kind: 'explain' }
  | { readonly kind: 'grep' };

export interface Terminal {
  readonly stdoutIsTTY: boolean;
  /** Terminal width in columns, when stdout is one. */
  readonly width: number | undefined;
  /** NO_COLOR is set to something. */
  readonly noColor: boolean;
}

export interface OutputPlan {
  readonly layout: Layout;
  /** Where the "N possible matches" and "guess for next word" lines go. */
  readonly summary: 'stdout' | 'stderr' | 'none';
  readonly color: boolean;
}

export const DEFAULT_COLUMNS = 6;

export function planOutput(options: Options, terminal: Terminal): OutputPlan {
  const color = colorOn(options.color, terminal.stdoutIsTTY, terminal.noColor);
  const only = (kind: 'count' | 'suggest' | 'top' | 'why' | 'json' | 'explain' | 'grep'): OutputPlan => ({
    layout: { kind },
    summary: 'none',
    color,
  });
  if (options.count) return only('count');
  if (options.suggest) return only('suggest');
  if (options.json) return only('json');
  if (options.top !== undefined) return only('top');
  if (options.why !== undefined) return only('why');
  if (options.explain) return only('explain');
  if (options.grep) return only('grep');
  const summary = options.quiet ? 'none' : terminal.stdoutIsTTY ? 'stdout' : 'stderr';
  if (options.onePerLine) return { layout: { kind: 'lines' }, summary, color };
  if (options.columns !== undefined) {
    return { layout: { kind: 'columns', columns: options.columns, width: undefined }, summary, color };
  }
  if (terminal.stdoutIsTTY) {
    return { layout: { kind: 'columns', columns: DEFAULT_COLUMNS, width: terminal.width }, summary, color };
  }
  return { layout: { kind: 'lines' }, summary, color };
}

/** Whether the run needs the suggestion (it costs a pass over the whole word list). */
export function needsSuggestion(plan: OutputPlan): boolean {
  const kind = plan.layout.kind;
  return kind === 'suggest' || kind === 'top' || kind === 'why' || kind === 'json' || plan.summary !== 'none';
}

/** Whether the run reads the word list at all. */
export function readsWords(plan: OutputPlan): boolean {
  return plan.layout.kind !== 'explain' && plan.layout.kind !== 'grep';
}

/** grep's convention: 0 when something matched, 1 when nothing did (2 is for errors). `count` is asked only when it decides. */
export function exitStatus(plan: OutputPlan, count: number | (() => number), suggested: boolean): 0 | 1 {
  if (!readsWords(plan)) return 0;
  if (plan.layout.kind === 'suggest' || plan.layout.kind === 'top') return suggested ? 0 : 1;
  return (typeof count === 'number' ? count : count()) > 0 ? 0 : 1;
}

/** What to say when the word list holds no word of the query's length, and the exit status. */
export interface EmptyList {
  readonly message: string;
  readonly status: 1 | 2;
}

/** How messages name a word source. */
export function sourceName(source: WordSource): string {
  return source.kind === 'stdin' ? 'stdin' : source.kind === 'file' ? (source.ours ?? source.path) : 'wordle.txt';
}

/**
 * Nothing matched because the list has no word of this length at all. With a list of ours (the
 * bundled one, english) that is a mistake on the command line (exit 2; a mistyped command gets
 * a hint); with a file or stdin it is what came in (exit 1, like an empty result, so that
 * chains stay quiet).
 */
export function emptyList(
  source: WordSource,
  length: number,
  empty: boolean,
  patterns: readonly string[],
  commands: readonly string[],
): EmptyList {
  const name = sourceName(source);
  const what = empty ? `no words in ${name} (it is empty)` : `no ${length}-letter words in ${name}`;
  if (source.kind === 'stdin' || (source.kind === 'file' && source.ours === undefined)) return { message: what, status: 1 };
  const [only] = patterns;
  const hint = patterns.length === 1 && only !== undefined ? didYouMean(only, commands) : undefined;
  return { message: hint ? `${what}: did you mean ${hint}?` : what, status: 2 };
}

/** Options a word typed alone may have meant. */
const OPTIONS_MEANT: Readonly<Record<string, string>> = { help: '--help', version: '--version' };

/** The command (of the table's names) or option a mistyped word probably meant: within two edits of it. */
export function didYouMean(word: string, commands: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: { distance: number; meant: string } | undefined;
  const meant: [string, string][] = [...commands.map((name): [string, string] => [name, `'${name}'`]), ...Object.entries(OPTIONS_MEANT)];
  for (const [name, meant_] of meant) {
    const distance = editDistance(typed, name);
    if (distance <= Math.min(2, name.length - 2) && (!best || distance < best.distance)) best = { distance, meant: meant_ };
  }
  return best?.meant;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
