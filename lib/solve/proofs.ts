// Proofs made ahead (scripts/proofs.mjs, data/proofs/): what the guard's exact search needs at
// the second turn of a hard-mode game after a common first guess, proven once with a much
// larger budget than a turn has; and in normal mode on every accepted word as the answer, at
// the second turns after the strategies' openers there and the later positions where the
// guard's pick could not be decided, proven by the exact offline search (scripts/prover.ts);
// and, on the default lists in normal mode, the first guesses proven safe on the whole answer
// list (the `@whole` line below, scripts/safe-openers.ts). A turn's guard (lib/solve/strategies/index.ts) is seeded with them (Guard.learn; hard mode's
// outcomes of the position, Guard.learnAt), so the
// questions they answer cost a look-up instead of a search, and those its budget left
// undecided are decided.
//
// One text file a pair of lists and mode; a line a position, keyed as a book's line is, with
// a fingerprint of the position's sets (its possible answers and allowed guesses, as words):
//
//   proofs 1 hard wordle.txt=<sha256> answers-2023.txt=<sha256> coverage entropy minimax positional
//   crane bbbbb <answers hash> <allowed hash> lousy bgbgb+4 ygbbg-4 ... soily/5 bbbyb+4 ...
//   larnt bbbbb domes bbbgg <answers hash> <allowed hash> ...     (a later position)
//
// After the key and the hashes, each guess the guard asked about is followed by its outcomes
// (tiles): `+k` finishes within k more guesses, `-k` does not. A guess tagged `mousy/5` is
// asked about by the turns of the strategies of those bits (the header's order) only: the
// others' turns are not given it (seeding costs a pass over the allowed guesses an outcome). A fact is about sets, not about
// how it was found: it holds for any strategy. A position whose sets differ from those the
// file was made for (another list, --familiar's guesses) gets none.
//
// A normal-mode table may also have one `@whole` line (scripts/safe-openers.ts; `@`: no guess begins so):
//
//   @whole <allowed hash> 4 alter artel ... tarse ...
//
// each guess named, played first on the whole answer list, leaves every outcome finishable
// within 4 more guesses. A subset of a set that finishes within k does too (the same guesses
// serve it), so at any normal-mode position whose answers are on the list, with every guess of
// the list allowed (the hash), such a guess with at least 4 guesses left after it is safe: the
// second turn's question after any first guess, when the pick is one of them (Guard.learnSafe).

import type { Tile } from '../clues/tiles.ts';
import { bookKey, tileLetters } from './book.ts';
import { codeOf, codesOf, type Game, hardAllowed, type Position } from './game.ts';
import type { Guard } from './guard/index.ts';
import { allGreen, type CodeArray, codeArray, codeCount, codeOf as codeOfTiles, DENSE_CODE_LENGTH } from './kernel.ts';
import { MAX_GUESSES, type StrategyName } from './rules.ts';

export const PROOFS_FORMAT = 1;

/** What a turn's guard is given: the facts known ahead for a position. */
export interface Proofs {
  /** Tells a fresh guard what is known of the position's sets, when the table has the position (and its sets are the same). */
  seed(guard: Guard, game: Game, position: Position, strategy: StrategyName): void;
}

/** A parsed table: its header, and each position's line (the facts parsed when first asked for). */
export interface ProofTable {
  readonly hard: boolean;
  /** The lists it was made from: file name -> sha256 of its bytes. */
  readonly lists: Readonly<Record<string, string>>;
  /** The strategies whose turns it was made for (their guard's questions are all there). */
  readonly strategies: readonly StrategyName[];
  /** Position key (as a book's line begins) -> the rest of its line. */
  readonly positions: ReadonlyMap<string, string>;
  /** The `@whole` line's rest (see above), when the table has one. */
  readonly whole?: string | undefined;
}

/** The guesses left after the guess that a table's `@whole` line speaks of. */
export const WHOLE_LIST_LEFT = 4;
/** How the `@whole` line begins. */
export const WHOLE_KEY = '@whole ';

/** One fact: guess, outcome (code), and what is known of the outcome's set with the guesses that guess leaves allowed. */
export interface Fact {
  readonly guess: string;
  readonly code: number;
  readonly finishesAt: number;
  readonly failsAt: number;
  /** The strategies (bits, in the header's order) whose turns ask about this guess; absent: all. */
  readonly strategies?: number | undefined;
}

export function parseProofs(text: string): ProofTable {
  const lines = text.split('\n');
  const header = (lines[0] ?? '').trim().split(/\s+/);
  if (header[0] !== 'proofs' || header[1] !== String(PROOFS_FORMAT)) throw new Error('not a proofs table of this format');
  const lists: Record<string, string> = {};
  const strategies: StrategyName[] = [];
  for (const part of header.slice(3)) {
    const equals = part.indexOf('=');
    if (equals > 0) lists[part.slice(0, equals)] = part.slice(equals + 1);
    else strategies.push(part as StrategyName);
  }
  const positions = new Map<string, string>();
  let whole: string | undefined;
  for (const line of lines.slice(1)) {
    if (line.startsWith(WHOLE_KEY)) {
      whole = line.slice(WHOLE_KEY.length);
      continue;
    }
    const parts = line.split(' ', 3);
    if (parts.length < 3) continue;
    // (The key is the guesses and their tiles, before the hashes of 8 hex digits: most are a
    // first guess and its tiles. The rest of the line waits until asked for.)
    const key = (parts[2] as string).length === 8 ? `${parts[0]} ${parts[1]}` : laterKey(line);
    if (key !== undefined) positions.set(key, line.slice(key.length + 1));
  }
  return { hard: header[2] === 'hard', lists, strategies, positions, whole };
}

/** The `@whole` line parsed: the guesses left after the guess it speaks of, and its guesses. */
export interface WholeList {
  readonly allowedHash: string;
  readonly left: number;
  readonly guesses: ReadonlySet<string>;
}

export function parseWhole(rest: string): WholeList {
  const [allowedHash = '', left = '0', ...guesses] = rest.split(' ');
  return { allowedHash, left: Number(left), guesses: new Set(guesses) };
}

/**
 * Whether the `@whole` line applies to a position: normal mode, every guess of the table's list
 * allowed (its hash). The answers must all be on the table's answer list: the caller's to know
 * (a turn whose matches are no likely answer, so that every match counts, is given no proofs;
 * see rank.ts's suggest; with no answer list, proofs must be for the list as its own answers).
 */
export function wholeApplies(whole: WholeList, table: ProofTable, game: Game, position: Position): boolean {
  return !game.hard && !table.hard && allowedHashOf(game, position.allowed) === whole.allowedHash;
}

/** A later position's key: its guesses and their tiles (pairs), up to the hashes (undefined: no hashes, not a position). */
function laterKey(line: string): string | undefined {
  const parts = line.split(' ');
  const end = parts.findIndex((part, k) => k % 2 === 0 && part.length === 8);
  return end < 2 ? undefined : parts.slice(0, end).join(' ');
}

/** A position's line rendered (the script's side): key, the sets' hashes, then each guess's facts. */
export function renderPosition(key: string, answersHash: string, allowedHash: string, facts: readonly Fact[], length: number): string {
  const byGuess = new Map<string, string[]>();
  for (const fact of facts) {
    const told = byGuess.get(fact.guess) ?? [];
    if (fact.finishesAt !== Infinity) told.push(`${tileLetters(fact.code, length)}+${fact.finishesAt}`);
    if (fact.failsAt >= 0) told.push(`${tileLetters(fact.code, length)}-${fact.failsAt}`);
    byGuess.set(fact.guess, told);
  }
  const told = [...byGuess].filter(([, outcomes]) => outcomes.length > 0).map(([guess, outcomes]) => `${guess} ${outcomes.join(' ')}`);
  return [key, answersHash, allowedHash, ...told].join(' ');
}

/** A position's facts, from the rest of its line (after the key). */
export function factsOf(rest: string): { answersHash: string; allowedHash: string; facts: Fact[] } {
  const parts = rest.split(' ');
  const facts: Fact[] = [];
  let guess = '';
  let strategies: number | undefined;
  for (const part of parts.slice(2)) {
    const sign = part.search(/[+-]/);
    if (sign < 0) {
      // A guess, with the strategies that ask about it when not all (`lousy/5`).
      const slash = part.indexOf('/');
      guess = slash < 0 ? part : part.slice(0, slash);
      strategies = slash < 0 ? undefined : Number(part.slice(slash + 1));
      continue;
    }
    const k = Number(part.slice(sign + 1));
    const code = codeOfText(part.slice(0, sign));
    facts.push(
      part[sign] === '+'
        ? { guess, code, finishesAt: k, failsAt: -1, strategies }
        : { guess, code, finishesAt: Infinity, failsAt: k, strategies },
    );
  }
  return { answersHash: parts[0] ?? '', allowedHash: parts[1] ?? '', facts };
}

/** The fingerprint of a set of words (in order): FNV-1a over their letters, 8 hex digits. */
export function wordsHash(words: readonly string[], indices: Int32Array): string {
  let h = 0x811c9dc5;
  for (let k = 0; k < indices.length; k++) {
    const word = words[indices[k] as number] ?? '';
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * A position's sets' fingerprints: its possible answers (as words), and its allowed guesses (as
 * indices into the guess list, with its length: hashing up to 14,855 words cost a cold turn
 * about 10 ms, and the list itself is known by its sha256 before a table is used).
 */
export function positionHashes(game: Game, position: Position): { answersHash: string; allowedHash: string } {
  return { answersHash: wordsHash(game.answers.words, position.remaining), allowedHash: allowedHashOf(game, position.allowed) };
}

/** The fingerprint of allowed guesses: their indices into the guess list, with its length. */
function allowedHashOf(game: Game, allowed: Int32Array): string {
  let h = Math.imul(0x811c9dc5 ^ game.guesses.words.length, 0x01000193);
  for (let k = 0; k < allowed.length; k++) h = Math.imul(h ^ (allowed[k] as number), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** A guess's index: by bisection where the list is in order (the bundled ones are; a cold turn spent 13 ms building the word -> index map), else by a scan. */
function guessIndex(words: readonly string[], word: string): number | undefined {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  if (words[low] === word) return low;
  const found = words.indexOf(word);
  return found < 0 ? undefined : found;
}

/** The outcome's set of answers, ascending (as the guard's split makes it), and the guesses left allowed after it. */
export function outcomeSets(game: Game, position: Position, g: number, code: number): { members: Int32Array; allowed: Int32Array } {
  const members = position.remaining.filter((a) => codeOf(game, g, a) === code);
  return { members, allowed: game.hard ? hardAllowed(game, position.allowed, g, code) : position.allowed };
}

/**
 * The table's facts for this position, when it has the position and its sets are the ones the
 * table was made for; else none. (A table made for the turns of some strategies: another
 * strategy's guard would ask other questions, and what the table spares its search of one
 * guess could be missing from what it learns for the next.)
 */
export function positionFacts(table: ProofTable, game: Game, position: Position, strategy: StrategyName): Fact[] {
  if (table.hard !== game.hard || !table.strategies.includes(strategy) || position.moves.some((move) => move.guess < 0)) return [];
  const rest = table.positions.get(bookKey(game, position));
  if (rest === undefined) return [];
  const { answersHash, allowedHash, facts } = factsOf(rest);
  const hashes = positionHashes(game, position);
  if (hashes.answersHash !== answersHash || hashes.allowedHash !== allowedHash) return [];
  // (Each guess's facts cost the seeding its outcomes' allowed guesses: only those this strategy's turn asks about.)
  const bit = 1 << table.strategies.indexOf(strategy);
  return facts.filter((fact) => fact.strategies === undefined || (fact.strategies & bit) !== 0);
}

/** Seeds a guard with a position's facts (see positionFacts). */
export function seedGuard(table: ProofTable, guard: Guard, game: Game, position: Position, strategy: StrategyName): number {
  const { remaining } = position;
  const n = remaining.length;
  const codes = codeArray(game.length, n);
  const size = codeCount(game.length);
  const facts = positionFacts(table, game, position, strategy);
  const left = MAX_GUESSES - position.moves.length;
  const done = allGreen(game.length);
  let seeded = 0;
  for (let first = 0; first < facts.length; ) {
    const guess = (facts[first] as Fact).guess;
    let end = first + 1;
    while (end < facts.length && (facts[end] as Fact).guess === guess) end++;
    const g = guessIndex(game.guesses.words, guess);
    if (g !== undefined && game.hard) {
      // Hard mode: each outcome's set is worked out only if the guard meets it elsewhere (Guard.learnAt).
      for (let j = first; j < end; j++) {
        const fact = facts[j] as Fact;
        if (fact.code < 0 || fact.code >= size) continue;
        guard.learnAt(position, g, fact.code, fact.finishesAt, fact.failsAt);
        seeded++;
      }
    } else if (g !== undefined) {
      // (A guess's facts come together: its tiles on every answer are worked out once, not once a fact.)
      codesOf(game, g, remaining, codes);
      let code = -1;
      let members: Int32Array | undefined;
      // (The outcomes shown to finish in time, each once, a win not among them.)
      const finishing = new Set<number>();
      for (let j = first; j < end; j++) {
        const fact = facts[j] as Fact;
        if (fact.code < 0 || fact.code >= size) continue;
        // (Facts about one outcome, as +k and -k, share its set.)
        if (fact.code !== code) {
          code = fact.code;
          members = outcomeMembers(codes, remaining, code);
        }
        // (An outcome as big as the position would be the position's own set, whose witness the guard keeps: never asked, never given.)
        if (members === undefined || members.length === 0 || members.length === n) continue;
        guard.learn(members, position.allowed, fact.finishesAt, fact.failsAt);
        seeded++;
        if (fact.finishesAt <= left - 1 && fact.code !== done) finishing.add(fact.code);
      }
      // A guess whose every outcome finishes in time shows that the position does, and is its
      // witness (the guard's last resort asks for one; on every accepted word as the answer its
      // own search finds none in a turn).
      if (finishing.size > 0 && finishing.size === outcomesBut(codes, n, done, size)) guard.learn(remaining, position.allowed, left, -1, g);
    }
    first = end;
  }
  return seeded;
}

/** How many distinct codes among the first n of `codes`, `done` (all green: a win) not counted. */
function outcomesBut(codes: CodeArray, n: number, done: number, size: number): number {
  // (Long words: too many codes for a table of them.)
  if (size > codeCount(DENSE_CODE_LENGTH)) return new Set(Array.from(codes.subarray(0, n)).filter((code) => code !== done)).size;
  const seen = new Uint8Array(size);
  let count = 0;
  for (let k = 0; k < n; k++) {
    const code = codes[k] as number;
    if (code !== done && seen[code] === 0) {
      seen[code] = 1;
      count++;
    }
  }
  return count;
}

/** The answers of `remaining` whose tiles (`codes`, in its order) are `code`, ascending as `remaining` is. */
function outcomeMembers(codes: CodeArray, remaining: Int32Array, code: number): Int32Array {
  let count = 0;
  for (let k = 0; k < remaining.length; k++) if (codes[k] === code) count++;
  const members = new Int32Array(count);
  for (let k = 0, filled = 0; filled < count; k++) if (codes[k] === code) members[filled++] = remaining[k] as number;
  return members;
}

/**
 * Proofs read when first needed: `read` gives the table's text (undefined: none), and `trusted`
 * says whether its header's lists are the ones in use (by content); a table that is not gets
 * no use. The text is read only when a guard asks, and once.
 */
export function lazyProofs(read: () => string | undefined, trusted: (lists: Readonly<Record<string, string>>) => boolean): Proofs {
  let table: ProofTable | null | undefined;
  let whole: WholeList | undefined;
  const load = (): ProofTable | null => {
    if (table === undefined) {
      const text = read();
      const parsed = text === undefined ? null : parseProofs(text);
      table = parsed && trusted(parsed.lists) ? parsed : null;
      if (table?.whole !== undefined) whole = parseWhole(table.whole);
    }
    return table;
  };
  return {
    seed(guard, game, position, strategy) {
      // (A first turn is never in a table: it need not read it.)
      if (position.moves.length === 0) return;
      const known = load();
      if (!known) return;
      seedGuard(known, guard, game, position, strategy);
      if (whole) {
        // Whether the line applies (the allowed guesses' hash: 14,855 steps, 1-2 ms cold) only once a listed guess is asked about.
        const line = whole;
        let applies: boolean | undefined;
        guard.learnSafe(
          (g) => line.guesses.has(game.guesses.words[g] ?? '') && (applies ??= wholeApplies(line, known, game, position)),
          line.left,
        );
      }
    },
  };
}

/**
 * The proofs for two bundled lists (by file name) from a table's text: used only when the lists
 * its header names, with their sha256, are exactly these two as `known` has them (data/
 * openers.json's lists). The CLI, the MCP server and the page take a table this way.
 */
export function bundledProofs(
  read: () => string | undefined,
  known: Readonly<Record<string, string>> | undefined,
  guesses: string,
  answers: string,
): Proofs {
  return lazyProofs(
    read,
    // (One name when the answers are the guess list itself: every accepted word as the answer.)
    (lists) =>
      Object.keys(lists).length === new Set([guesses, answers]).size &&
      [guesses, answers].every((name) => known?.[name] !== undefined && lists[name] === known[name]),
  );
}

/** b/y/g letters (a book's tiles) as a code. */
function codeOfText(text: string): number {
  return codeOfTiles([...text].map((letter) => 'byg'.indexOf(letter) as Tile));
}
