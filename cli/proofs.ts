// The proofs made ahead for a run's lists and mode (data/proofs/, scripts/proofs.mjs), when the
// lists are bundled ones (by content, as their books are): read only when a guard asks.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledProofs, type Proofs } from '../lib/index.ts';
import { bundledName } from './book.ts';
import { type ListRef, resolveList } from './lists.ts';

/** The table's file for bundled lists (by name) and mode, when there is one. */
export function proofsPathFor(root: string, guesses: string | undefined, answers: string | undefined, hard: boolean): string | undefined {
  if (!guesses || !answers) return undefined;
  const path = join(root, 'data', 'proofs', `${guesses}+${answers}.${hard ? 'hard' : 'normal'}.txt`);
  return existsSync(path) ? path : undefined;
}

/**
 * The proofs of a run's lists (known by content) and mode: `answers` as --answers names it. A
 * table is used only when the lists it names (with their sha256) are the bundled ones, as
 * data/openers.json knows them; each position's sets are checked again when it is used.
 */
export function listProofs(root: string, guesses: ListRef | undefined, answers: string | undefined, hard: boolean): Proofs | undefined {
  return namedProofs(root, guesses && bundledName(root, guesses), bundledName(root, resolveList(root, 'answers', answers)), hard);
}

/** The proofs of two bundled lists by name (as bundledName knows them) and mode, when there is a table. */
export function namedProofs(
  root: string,
  guessName: string | undefined,
  answerName: string | undefined,
  hard: boolean,
): Proofs | undefined {
  const path = proofsPathFor(root, guessName, answerName, hard);
  if (path === undefined || guessName === undefined || answerName === undefined) return undefined;
  return bundledProofs(() => readFileSync(path, 'utf8'), bundledHashes(root), guessName, answerName);
}

function bundledHashes(root: string): Readonly<Record<string, string>> | undefined {
  try {
    return (JSON.parse(readFileSync(join(root, 'data', 'openers.json'), 'utf8')) as { lists?: Record<string, string> }).lists;
  } catch {
    return undefined;
  }
}
