// scripts/proofs.mjs's search (bundled by it with esbuild): plays a second turn as the CLI does
// (lib's playTurn, the bundled lists' texts, their book), records the questions the guard's
// search is asked at the top (each asked guess's outcomes, Guard.isSafe -> finish), proves each
// with a much larger budget, and plays the turn again seeded with what is proven, until it asks
// nothing new. It also plays the turn without any proofs, to compare the picks.

import { readFileSync } from 'node:fs';
import { playTurn, type TurnSources } from '../lib/index.ts';
import { bookKey, parseBook } from '../lib/solve/book.ts';
import { codeOf, createGame, fillTable, type Game, type Position } from '../lib/solve/game.ts';
import { Guard } from '../lib/solve/guard/index.ts';
import { type Fact, type Proofs, parseProofs, positionHashes, renderPosition, seedGuard } from '../lib/solve/proofs.ts';
import type { StrategyName } from '../lib/solve/rules.ts';
import * as solver from '../lib/solve/solver.ts';
import { Prover, positionOf } from './prover.ts';

export interface Asked {
  readonly guess: string;
  readonly code: number;
  readonly k: number;
  readonly remaining: Int32Array;
  readonly allowed: Int32Array;
  readonly game: Game;
}

interface Recording {
  asked: Asked[];
  /** Each isSafe answer at the top, by guess word (the last one asked). */
  verdicts: Map<string, boolean | undefined>;
  game?: Game;
  position?: Position;
}

// The guard's methods, wrapped to record (only while a turn is played with recording on).
// (Private in TypeScript; the script reads them as any code would at run time.)
type GuardInternals = {
  isSafe(this: Guard, g: number, position: Position, left: number, ...rest: unknown[]): boolean | undefined;
  finish(this: Guard, remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): boolean | undefined;
  allFinish(this: Guard, g: number, remaining: Int32Array, allowed: Int32Array, k: number, exhaustive: boolean): boolean | undefined;
  game: Game;
};
const proto = Guard.prototype as unknown as GuardInternals;
const originalIsSafe = proto.isSafe;
const originalFinish = proto.finish;
const originalAllFinish = proto.allFinish;
let recording: Recording | undefined;
/** The guess whose outcomes are being asked about at the position's level (isSafe's, or the witness search's at the top). */
let asking: { g: number; position: Position } | undefined;
/** The guesses left after the turn's guess (the k of the questions recorded). */
let outcomeK = -1;
let turnPosition: Position | undefined;
proto.isSafe = function (this: Guard, g, position, left, ...rest) {
  const outer = asking;
  asking = { g, position };
  outcomeK = left - 1;
  turnPosition = position;
  try {
    const verdict = originalIsSafe.call(this, g, position, left, ...rest);
    const game = (this as unknown as GuardInternals).game;
    recording?.verdicts.set(game.guesses.words[g] ?? '', verdict);
    return verdict;
  } finally {
    asking = outer;
  }
};
// The witness search at the position (guard's last resort) tries guesses there through allFinish.
proto.allFinish = function (this: Guard, g, remaining, allowed, k, exhaustive) {
  if (k !== outcomeK || !turnPosition || remaining.length !== turnPosition.remaining.length)
    return originalAllFinish.call(this, g, remaining, allowed, k, exhaustive);
  const outer = asking;
  asking = { g, position: turnPosition };
  try {
    return originalAllFinish.call(this, g, remaining, allowed, k, exhaustive);
  } finally {
    asking = outer;
  }
};
proto.finish = function (this: Guard, remaining, allowed, k, exhaustive) {
  if (recording && asking && k === outcomeK) {
    const game = (this as unknown as GuardInternals).game;
    recording.asked.push({
      guess: game.guesses.words[asking.g] ?? '',
      code: codeOf(game, asking.g, remaining[0] as number),
      k,
      remaining,
      allowed,
      game,
    });
    recording.game = game;
    recording.position = asking.position;
  }
  return originalFinish.call(this, remaining, allowed, k, exhaustive);
};

export interface Lists {
  /** The guess list's file name (as the CLI names the bundled list) and text. */
  readonly guessName: string;
  readonly guesses: string;
  readonly answers: string;
  readonly book: string | undefined;
  readonly hard: boolean;
}

/** How a question is proven: finishes (true), not (false), or undecided. */
export type Prove = (question: Asked) => boolean | undefined;

export interface PositionResult {
  readonly key: string;
  /** The line for the table (undefined: the guard asked nothing that needed proving). */
  readonly line: string | undefined;
  readonly pickWithout: string;
  readonly pickWith: string;
  /** Whether, without proofs, the guard showed its pick safe (then the pick must not change). */
  readonly decidedWithout: boolean;
  readonly msWithout: number;
  readonly msWith: number;
  readonly msProving: number;
  readonly facts: number;
  readonly undecided: number;
  readonly rounds: number;
}

const sourcesFor = (lists: Lists, proofs: Proofs | undefined): TurnSources => {
  const book = lists.book === undefined ? undefined : parseBook(lists.book);
  return {
    guesses: { text: lists.guesses, name: lists.guessName },
    answers: lists.answers,
    book: () => book,
    solver: () => solver,
    proofs: () => proofs,
  };
};

/** A Proofs of facts in memory (the table being made), for the seeded runs. */
function memoryProofs(
  key: string,
  facts: () => readonly Fact[],
  strategy: StrategyName,
  hashes: () => { answersHash: string; allowedHash: string } | undefined,
): Proofs {
  return {
    seed(guard, game, position) {
      const known = hashes();
      if (!known) return;
      const line = renderPosition(key, known.answersHash, known.allowedHash, facts(), game.length);
      const table = { hard: game.hard, lists: {}, strategies: [strategy], positions: new Map([[key, line.slice(key.length + 1)]]) };
      seedGuard(table, guard, game, position, strategy);
    },
  };
}

async function pick(
  lists: Lists,
  clue: string,
  strategy: StrategyName,
  proofs: Proofs | undefined,
  record: Recording,
): Promise<{ word: string; ms: number }> {
  recording = record;
  const started = performance.now();
  try {
    const turn = await playTurn(clue.split(' '), sourcesFor(lists, proofs), {
      strategy,
      hard: lists.hard,
      asks: 'suggestion',
      top: 1,
      timeLimitMs: 0,
    });
    return { word: turn.suggested.ranked[0]?.word ?? '', ms: performance.now() - started };
  } finally {
    recording = undefined;
  }
}

const fresh = (): Recording => ({ asked: [], verdicts: new Map() });

/**
 * One position (a first guess and its tiles, as `crane:bbbbb`) for one strategy: the facts its
 * guard asks for, each proven with `budget`, added to `known` (shared by the strategies: facts
 * hold for any of them), and the picks with and without them.
 */
export async function provePosition(
  lists: Lists,
  clue: string,
  strategy: StrategyName,
  budget: number,
  known: Map<string, Fact | null>,
  prove: Prove = (question) => new Guard(question.game).canFinish(question.remaining, question.allowed, question.k, budget),
): Promise<PositionResult> {
  const without = fresh();
  const before = await pick(lists, clue, strategy, undefined, without);
  const pickedWithout = before.word;
  const decidedWithout = without.verdicts.get(pickedWithout) === true;
  let hashes: { answersHash: string; allowedHash: string } | undefined;
  let key = '';
  const facts = () => [...known.values()].filter((fact): fact is Fact => fact !== null);
  let msProving = 0;
  let rounds = 0;
  let last: { word: string; ms: number } = before;
  let asked: Asked[] = without.asked;
  for (;;) {
    rounds++;
    let added = 0;
    for (const question of asked) {
      const id = `${question.guess} ${question.code}`;
      if (known.has(id)) continue;
      const started = performance.now();
      const verdict = prove(question);
      msProving += performance.now() - started;
      known.set(
        id,
        verdict === undefined
          ? null
          : { guess: question.guess, code: question.code, finishesAt: verdict ? question.k : Infinity, failsAt: verdict ? -1 : question.k },
      );
      added++;
    }
    const game = without.game;
    const position = without.position;
    if (game && position && !hashes) {
      hashes = positionHashes(game, position);
      key = bookKey(game, position);
    }
    if (added === 0 && rounds > 1) break;
    const seeded = fresh();
    last = await pick(
      lists,
      clue,
      strategy,
      memoryProofs(key, facts, strategy, () => hashes),
      seeded,
    );
    asked = seeded.asked;
    if (asked.every((question) => known.has(`${question.guess} ${question.code}`))) break;
  }
  const all = facts();
  return {
    key: key || clue,
    line: hashes && all.length > 0 ? renderPosition(key, hashes.answersHash, hashes.allowedHash, all, 5) : undefined,
    pickWithout: pickedWithout,
    pickWith: last.word,
    decidedWithout,
    msWithout: before.ms,
    msWith: last.ms,
    msProving,
    facts: all.length,
    undecided: [...known.values()].filter((fact) => fact === null).length,
    rounds,
  };
}

export function readLists(
  root: string,
  guesses: string,
  answers: string,
  book: string | undefined,
  guessName = 'wordle.txt',
  hard = true,
): Lists {
  return {
    guessName,
    guesses: readFileSync(`${root}${guesses}`, 'utf8'),
    answers: readFileSync(`${root}${answers}`, 'utf8'),
    book: book === undefined ? undefined : readFileSync(`${root}${book}`, 'utf8'),
    hard,
  };
}

/**
 * Normal mode on every accepted word as the answer (answers = guesses): questions the
 * guard's search leaves undecided even at a billion computations, settled by scripts/prover.ts
 * (a witness among the best splits, else the exact search, which gives up past `limit` guesses
 * looked at). Its game holds the whole table of codes (168 MB for 12,972 words), made once.
 */
export function exactProver(
  lists: Lists,
  limit: number,
): { prove: Prove; witnessFacts(clue: string): Fact[]; witnessLine(clue: string): string | undefined } {
  const words = lists.guesses.split('\n').filter((word) => word.length === 5);
  const game = createGame(words, words, 5, false);
  const table = new Uint8Array(words.length * words.length);
  fillTable(game, table, 0, words.length);
  game.table = table;
  const prover = new Prover(game);
  const index = (question: Asked) =>
    question.game.answers.words.length === words.length
      ? question.remaining
      : Int32Array.from(question.remaining, (a) => game.answers.indexOf.get(question.game.answers.words[a] ?? '') ?? -1).sort();
  const api = {
    prove: (question: Asked) => prover.decide(index(question), question.k, [10, 40], limit),
    /** The facts of a witness at a position (`crane:bbbbb`, or later `crane:bbbbb moist:bybbb`): each outcome finishes in the guesses left after it. */
    witnessFacts(clue: string): Fact[] {
      const { remaining, moves } = positionOf(game, clue);
      const k = 6 - moves.length;
      if (![10, 40, 160].some((width) => prover.find(remaining, k, width))) return [];
      const w = prover.witnesses.get(prover.key(remaining, k));
      if (w === undefined) return []; // (no more answers than guesses: nothing to show)
      return [...prover.split(w, remaining).keys()].map((outcome) => ({
        guess: words[w] ?? '',
        code: outcome,
        finishesAt: k - 1,
        failsAt: -1,
      }));
    },
    /** A position's line with only its witness's facts (for a position whose turns asked the guard nothing: the last resort still has one). */
    witnessLine(clue: string) {
      const facts = api.witnessFacts(clue);
      if (facts.length === 0) return undefined;
      const position = positionOf(game, clue);
      const { answersHash, allowedHash } = positionHashes(game, position);
      return renderPosition(bookKey(game, position), answersHash, allowedHash, facts, 5);
    },
  };
  return api;
}

/** The pick of a strategy's turn at a position seeded with one line of a table (whose header is `header`). */
export async function pickWithLine(lists: Lists, clue: string, strategy: StrategyName, header: string, line: string): Promise<string> {
  const table = parseProofs(`${header}\n${line}\n`);
  const proofs: Proofs = { seed: (guard, game, position, name) => void seedGuard(table, guard, game, position, name) };
  return (await pick(lists, clue, strategy, proofs, fresh())).word;
}

/**
 * The table's line for a position with each guess tagged by the strategies whose turns ask
 * about it (the seeding then spends nothing on the others'): each strategy's turn is played
 * with the whole line, then with its part; where the picks or the questions asked differ, that
 * strategy keeps every guess. Returns the line and, by strategy, the pick and whether its part was kept.
 */
export async function prunePosition(
  lists: Lists,
  clue: string,
  strategies: readonly StrategyName[],
  header: string,
  line: string,
): Promise<{ line: string; results: { strategy: StrategyName; pick: string; pruned: boolean }[] }> {
  const asProofs = (text: string): Proofs => {
    const table = parseProofs(`${header}\n${text}\n`);
    return { seed: (guard, game, position, strategy) => void seedGuard(table, guard, game, position, strategy) };
  };
  const questions = (record: Recording) => new Set(record.asked.map((question) => `${question.guess} ${question.code}`));
  const full = new Map<StrategyName, { pick: string; asked: Set<string>; guesses: Set<string> }>();
  for (const strategy of strategies) {
    const record = fresh();
    const { word } = await pick(lists, clue, strategy, asProofs(line), record);
    full.set(strategy, { pick: word, asked: questions(record), guesses: new Set(record.asked.map((question) => question.guess)) });
  }
  const tagged = (keepAll: ReadonlySet<StrategyName>) => {
    const parts = line.split(' ');
    const head = factsStart(parts);
    const out = parts.slice(0, head);
    let dropping = false;
    for (const part of parts.slice(head)) {
      if (/[+-]/.test(part)) {
        if (!dropping) out.push(part);
        continue;
      }
      let mask = 0;
      strategies.forEach((strategy, k) => {
        if (keepAll.has(strategy) || full.get(strategy)?.guesses.has(part)) mask |= 1 << k;
      });
      dropping = mask === 0;
      if (!dropping) out.push(mask === (1 << strategies.length) - 1 ? part : `${part}/${mask}`);
    }
    return out.join(' ');
  };
  const keepAll = new Set<StrategyName>();
  const results: { strategy: StrategyName; pick: string; pruned: boolean }[] = [];
  for (const strategy of strategies) {
    const known = full.get(strategy) as { pick: string; asked: Set<string> };
    const record = fresh();
    const { word } = await pick(lists, clue, strategy, asProofs(tagged(keepAll)), record);
    const asked = questions(record);
    const same = word === known.pick && asked.size === known.asked.size && [...asked].every((question) => known.asked.has(question));
    if (!same) keepAll.add(strategy);
    results.push({ strategy, pick: known.pick, pruned: same });
  }
  return { line: tagged(keepAll), results };
}

/** Where a table line's facts start: after its key (guess and tiles pairs) and the two hashes of 8 hex digits. */
export function factsStart(parts: readonly string[]): number {
  return parts.findIndex((part, k) => k % 2 === 0 && part.length === 8) + 2;
}

/** A table line's position as a clue (`larnt:bbbbb domes:bbbgg`). */
export function clueOf(line: string): string {
  const parts = line.split(' ');
  const pairs: string[] = [];
  for (let k = 0; k + 1 < factsStart(parts) - 2; k += 2) pairs.push(`${parts[k]}:${parts[k + 1]}`);
  return pairs.join(' ');
}
