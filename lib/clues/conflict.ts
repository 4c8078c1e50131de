// When no word at all can satisfy the patterns, names a smallest set of them that clash and why.

import { type Constraints, compileClue, compileClues, unsatisfiable } from './constraints.ts';
import { quote } from './letters.ts';
import type { Clue } from './tiles.ts';

export interface Conflict {
  /** A minimal set of clashing clues: drop any one and the rest can be satisfied. */
  readonly clues: readonly Clue[];
  readonly reason: string;
}

function listOf(texts: readonly string[]): string {
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

/** A one-line description of the conflict, e.g. for stderr. */
export function describeConflict(conflict: Conflict): string {
  const names = conflict.clues.map((clue) => quote(clue.text));
  const which = names.length === 1 ? `pattern ${names[0]}` : `patterns ${listOf(names)} together`;
  return `no word can match ${which}: ${conflict.reason}`;
}

const copies = (count: number, letter: string) => (count === 1 ? letter : `${count} ${letter}'s`);

/** A reason that points at two of the clues, when two of them clash head-on. */
function pairReason(clues: readonly Clue[]): string | undefined {
  const compiled = clues.map((clue): [string, Constraints] => [quote(clue.text), compileClue(clue)]);
  for (const [a, first] of compiled) {
    for (const [b, second] of compiled) {
      if (a === b) continue;
      for (const [letter, least] of first.min) {
        const most = second.max.get(letter);
        if (most === undefined || most >= least) continue;
        return most === 0
          ? `${a} has ${letter}, ${b} says there is no ${letter}`
          : `${a} has at least ${copies(least, letter)}, ${b} at most ${most}`;
      }
      for (const [i, letter] of first.green.entries()) {
        if (letter === undefined) continue;
        const other = second.green[i];
        if (other !== undefined && other !== letter) {
          return `${a} has ${letter} at position ${i + 1}, ${b} has ${other} there`;
        }
        if (second.notAt[i]?.has(letter)) return `${a} has ${letter} at position ${i + 1}, ${b} says it is not there`;
      }
    }
  }
  return undefined;
}

export function findConflict(length: number, clues: readonly Clue[]): Conflict | undefined {
  const reasonFor = (subset: readonly Clue[]) => unsatisfiable(compileClues(length, subset));
  if (reasonFor(clues) === undefined) return undefined;
  // Deletion filter: drop each clue whose absence keeps the rest unsatisfiable.
  let core = [...clues];
  for (const clue of clues) {
    const without = core.filter((kept) => kept !== clue);
    if (without.length > 0 && reasonFor(without) !== undefined) core = without;
  }
  const reason = (core.length === 2 ? pairReason(core) : undefined) ?? reasonFor(core) ?? 'they contradict each other';
  return { clues: core, reason };
}
