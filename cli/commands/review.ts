// `wordle review PATTERN...` and `wordle review --grid FILE|- WORD...`: how well a game was
// played, guess by guess (lib/review/review.ts), as a table in the terminal or as --json.

import { compileQuery, type ResolvedLists, resolveLists, type TurnSources, turnSources, WordleError } from '../../lib/index.ts';
import { LYING_REVIEW_NOTE, type Review, type ReviewedGuess, readShareGrid, reviewGame, sharePatterns } from '../../lib/review/index.ts';
import { liesARow } from '../../lib/talk/index.ts';
import { wholeLists } from '../../node/files.ts';
import { readWholeText } from '../../node/read-file.ts';
import { colorFor, paint, paintTile } from '../colour.ts';
import { writeAll } from '../io.ts';
import { searchHooks } from '../progress.ts';
import type { ArgsOf, REVIEW } from '../spec.ts';
import type { CommandContext } from './context.ts';

type ReviewArgs = ArgsOf<typeof REVIEW>;

/** No share text is near this size (a game's is a few hundred bytes, pasted with a message a few KB). */
const SHARE_TEXT_LIMIT = 64 * 1024;

export async function run(args: ReviewArgs, context: CommandContext): Promise<number> {
  const resolved = resolveLists({ guesses: args.words, answers: args.answers });
  const { patterns, hard, lies, number } = gameOf(args, resolved);
  if (patterns.length === 0) throw new WordleError('USAGE', 'wordle review needs the game: PATTERN... or --grid FILE WORD...');
  // (Folded as the list's words were: `Œ=` is two letters, `O=E=`.)
  const { length } = compileQuery(patterns, undefined, resolved.fold);
  const sources = sourcesFor(context.root, resolved, length);
  // best's progress line while it searches (on a terminal), and one note for the searches its time limit stopped.
  const progress = searchHooks({ timeLimit: args.timeLimit, progress: true });
  let stopped = 0;
  const hooks = {
    ...progress,
    clock: () => performance.now(),
    onEnd(run: { readonly from: string }) {
      progress.clear();
      if (run.from === 'stopped') stopped++;
    },
  };
  const review = await reviewGame(
    patterns,
    sources,
    { strategy: args.strategy, positionalWeight: args.positionalWeight, hard, timeLimitMs: args.timeLimit * 1000, lies },
    hooks,
  );
  if (stopped > 0)
    writeAll(
      2,
      `wordle: best stopped at --time-limit ${args.timeLimit} s in ${stopped} of its searches: its picks and skills there are from the best it found so far\n`,
    );
  if (args.json) {
    context.write(`${JSON.stringify({ ...(number !== undefined && { number }), ...review }, null, 2)}\n`);
    return 0;
  }
  const color = colorFor(args.color);
  context.write(renderReview(review, color));
  return 0;
}

/** The game's patterns: as given, or read from a share text with the words played (folded by the list's fold); a Fibble share's lies. */
function gameOf(
  args: ReviewArgs,
  lists: ResolvedLists,
): { patterns: readonly string[]; hard: boolean; lies: number; number: number | undefined } {
  if (args.grid === undefined) return { patterns: args.patterns, hard: args.hard, lies: args.lies, number: undefined };
  const text = readWholeText({
    file: args.grid === '-' ? 0 : args.grid,
    name: `--grid ${args.grid}`,
    kind: 'share text',
    limit: SHARE_TEXT_LIMIT,
    code: 'USAGE',
  });
  const grid = readShareGrid(text);
  // (Its title says the game: Wordle's rows are true, Fibble's lie.)
  if (args.lies !== 0 && args.lies !== grid.lies)
    throw new WordleError(
      'USAGE',
      `the share is a game of ${grid.lies === 0 ? 'Wordle (every tile true)' : liesARow(grid.lies)}, but --lies ${args.lies} was given`,
    );
  const lies = grid.lies;
  // The words may come as one argument ("crane pilot ghost") or several.
  const words = args.patterns.flatMap((word) => word.split(/[\s,]+/)).filter((word) => word !== '');
  return { patterns: sharePatterns(grid, words, lists.fold), hard: args.hard || grid.hard, lies, number: grid.number };
}

/** The game's lists as `wordle assist` and `show` read them (lib's rule), read whole: its turns replay it guess by guess. */
function sourcesFor(root: string, resolved: ResolvedLists, length: number): TurnSources {
  return turnSources(wholeLists(root, resolved, length, { solver: () => import('../solver.ts') }).store, resolved);
}

/** A share's squares as tiles (lib's GREY, YELLOW, GREEN), and as emoji. */
const TILE = { b: 0, y: 1, g: 2 } as const;
const EMOJI = { b: '⬛', y: '🟨', g: '🟩' } as const;

/** The guess's letters on their tiles' colours, or emoji squares and the word without colour. */
function tilesText(item: ReviewedGuess, color: boolean): string {
  const tiles = [...item.tiles] as (keyof typeof TILE)[];
  if (!color) return `${tiles.map((tile) => EMOJI[tile]).join('')} ${item.guess}`;
  // (Three columns a letter, and one more: as wide as the squares and the word.)
  return `${[...item.guess].map((letter, i) => paintTile(letter, TILE[tiles[i] ?? 'b'], false)).join('')} `;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar of `width` cells for 0-99, in eighths of a cell. */
export function bar(value: number, width = 5): string {
  const eighths = Math.round((value / 99) * width * 8);
  const full = Math.floor(eighths / 8);
  return `${'█'.repeat(full)}${EIGHTHS[eighths % 8] ?? ''}`.padEnd(width, ' ');
}

const shortNumber = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

function renderReview(review: Review, color: boolean): string {
  const estimated = review.guesses.some((item) => item.skillBasis === 'estimate');
  const header = [
    '#'.padStart(3),
    'guess'.padEnd(16),
    'before',
    ' after',
    'expected',
    `${review.strategy}'s pick`.padEnd(16),
    'luck'.padEnd(8),
    'skill',
  ].join('  ');
  const rows = review.guesses.map((item, i) => {
    const pick =
      item.bestGuess === item.guess
        ? paint(color, '32', 'same'.padEnd(16))
        : `${item.bestGuess} ${shortNumber(item.bestExpected).padStart(6)}`.padEnd(16);
    const skill = `${String(item.skill).padStart(2)}${item.skillBasis === 'estimate' ? '~' : ' '}`;
    return [
      String(i + 1).padStart(3),
      tilesText(item, color),
      String(item.before).padStart(6),
      String(item.after).padStart(6),
      shortNumber(item.expected).padStart(8),
      pick,
      `${String(item.luck).padStart(2)} ${paint(color, '36', bar(item.luck))}`,
      `${skill}${paint(color, '35', bar(item.skill))}`,
    ].join('  ');
  });
  const { summary } = review;
  const lines = [paint(color, '2', header), ...rows, ''];
  const verdict = summary.solved ? `Solved in ${summary.guesses}` : `Not solved in ${summary.guesses}`;
  const expected =
    summary.expectedTotal === null ? '' : `; best's expected total from the first guess: ${summary.expectedTotal.toFixed(2)}`;
  const lies = review.lies === undefined ? '' : `, ${liesARow(review.lies)}`;
  lines.push(`${paint(color, '1', verdict)} (${review.strategy}${review.hard ? ', hard mode' : ''}${lies}${expected}).`);
  lines.push(
    `Skill ${summary.skill} ${paint(color, '35', bar(summary.skill))}  Luck ${summary.luck} ${paint(color, '36', bar(summary.luck))}`,
  );
  for (const [i, item] of review.guesses.entries())
    if (!item.hardMode.kept && review.hard) lines.push(`Guess ${i + 1} broke hard mode: ${item.hardMode.broken.join(', ')}.`);
  if (review.lies !== undefined) lines.push(`(${LYING_REVIEW_NOTE}.)`);
  if (review.guesses.some((item) => item.fellBack))
    lines.push('(No fitting word was a likely answer at some guesses: every fitting word counted there.)');
  lines.push(
    paint(
      color,
      '2',
      `expected: answers expected left; luck: 99 the best outcome, 0 the worst; skill: 99 the pick, 0 a guess that reveals nothing (${review.strategy === 'best' ? 'from the expected number of guesses still needed' : `by ${review.strategy}'s score`})${estimated ? '; ~ estimated from the split' : ''}.`,
    ),
  );
  lines.push(paint(color, '2', `${review.strategy}'s pick: ${review.optimises}.`));
  // (The bars are padded to their width: no trailing spaces at the ends of lines.)
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}
