// The same filter as a POSIX shell pipeline of plain grep commands, for people who want to see
// or reuse it. It reads one lowercase word per line on stdin, like the word files do.

import type { MatchPlan, PlannedPosition } from '../clues/constraints.ts';
import { quote } from '../clues/letters.ts';
import { WordleError } from '../errors.ts';

function positionClass(position: PlannedPosition): string {
  if ('letter' in position) return position.letter;
  return position.not.length === 0 ? '.' : `[^${position.not.join('')}]`;
}

function copies(letter: string, count: number): string {
  return Array.from({ length: count }, () => letter).join('.*');
}

/**
 * The pipeline, one command per line. The first grep runs in a UTF-8 locale so that `.` and
 * bracket expressions take one letter rather than one byte; the later ones only look for
 * letters, which works bytewise in any locale. When a partial clue says more than positions
 * and counts can (see MatchPlan.checkEach), a comment line first says that the pipeline keeps
 * a superset: grep has no way to try letters for the `_` places.
 */
export function grepPipeline(plan: MatchPlan): string {
  if (plan.lies) throw new WordleError('USAGE', liesGrepText(plan.lies.count));
  if (plan.never) return "grep -v ''";
  const commands = [`LC_ALL=C.UTF-8 grep -x '${plan.positions.map(positionClass).join('')}'`];
  for (const [letter, least] of plan.atLeast) commands.push(`grep '${copies(letter, least)}'`);
  for (const [letter, most] of plan.atMost) commands.push(`grep -v '${copies(letter, most + 1)}'`);
  const pipeline = commands.join(' |\n  ');
  return plan.checkEach ? `${approximateNote(plan.checkEach.map((clue) => clue.text))}\n${pipeline}` : pipeline;
}

/** Why no pipeline says what rows that lie say: grep can match letters, not count the tiles a word's tiles differ in. */
export function liesGrepText(lies: number): string {
  return `--grep cannot say what --lies ${lies} says: grep cannot count in how many places a word's tiles differ from those shown (wordle checks each word; --explain shows what each row allows)`;
}

/** The shell comment before a pipeline that only approximates some patterns. */
export function approximateNote(patterns: readonly string[]): string {
  const named = patterns.map(quote).join(', ');
  return (
    `# grep cannot say exactly what ${named} ${patterns.length === 1 ? 'says' : 'say'}: ` +
    'this keeps every word that fits and some that do not (wordle checks each word)'
  );
}
