// Offline, exact: can a normal-mode position be finished within the guesses left (issue 19:
// the positions right after the opener that the guard's in-turn search leaves undecided on
// every accepted word as the answer, `tares bbbbg` and the like)? Every allowed guess is tried
// at every level, but most are cut at once by the guard's family bound made stronger: a family
// of the set (answers alike but at one place, _ILLS) whose answers lack the guess's letters
// all get its same tiles, and if those cannot be told apart in the guesses left after it
// (Guard.familyFails on the family's letters), the guess loses. Several families open at once
// cut nearly every guess; the few left are searched, their outcomes largest first, a lost one
// ending the guess's look. With two guesses left a guess must tell the set apart, exactly.
// So the answer is exact both ways: lost (every guess shown to lose), or a witness tree.
//
// Usage: npx esbuild scripts/prove-normal.ts --bundle --platform=node --format=esm --outfile=/tmp/prove-normal.mjs
//   then node /tmp/prove-normal.mjs LIST 'opener:tiles[ guess:tiles ...],...' [--tree FILE] [--against-guard [--budget N]]
//   --tree FILE      the witness trees of the positions that finish: a line a node, its guesses and tiles from the start
//   'opener:*'       each of the opener's outcomes, largest first; --stop: up to the first one lost
//   --against-guard  a check: also ask the guard's own exact search (Guard.canFinish, BUDGET), which must agree where it decides
// LIST is both the answers and the guesses (as `wordle bench --answers LIST --guesses LIST`).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Tile } from '../lib/clues/tiles.ts';
import { codesOf, createGame, fillTable, type Game, type Position, play, startPosition } from '../lib/solve/game.ts';
import { Guard } from '../lib/solve/guard.ts';
import { allGreen, codeOf as codeOfTiles, tilesOf } from '../lib/solve/kernel.ts';

/** The guard's family bound, reached at run time (private in TypeScript, as scripts/proofs-search.ts reaches its search). */
interface FamilyBound {
  coverings(family: number, allowed: Int32Array): number[];
  familyFails(left: number, coverings: readonly number[], k: number, memo: Map<number, boolean>): boolean;
}

export class Prover {
  private readonly bound: FamilyBound;
  private readonly masks: Int32Array;
  private codes = new Int32Array(16);
  private readonly done: number;
  /** Per (k, set): lost or not. */
  private readonly memo = new Map<string, boolean>();
  /** Per (k, set) that finishes: the guess that shows it. */
  readonly witnesses = new Map<string, number>();
  /** Guesses looked at (not cut by the family bound), by guesses left. */
  readonly looked: number[] = [];

  constructor(readonly game: Game) {
    this.bound = new Guard(game) as unknown as FamilyBound;
    const words = game.guesses.words;
    this.masks = new Int32Array(words.length);
    for (let g = 0; g < words.length; g++)
      for (const c of words[g] as string) this.masks[g] = (this.masks[g] as number) | (1 << (c.charCodeAt(0) - 97));
    this.done = allGreen(game.length);
  }

  key(set: Int32Array, k: number): string {
    return `${k} ${Buffer.from(set.buffer, set.byteOffset, set.byteLength).toString('latin1')}`;
  }

  /** The outcomes of g on `set` but all green: code -> members (ascending). */
  split(g: number, set: Int32Array): Map<number, Int32Array> {
    if (this.codes.length < set.length) this.codes = new Int32Array(Math.max(set.length, 2 * this.codes.length));
    codesOf(this.game, g, set, this.codes);
    const lists = new Map<number, number[]>();
    for (let i = 0; i < set.length; i++) {
      const code = this.codes[i] as number;
      if (code === this.done) continue;
      let list = lists.get(code);
      if (!list) lists.set(code, (list = []));
      list.push(set[i] as number);
    }
    const out = new Map<number, Int32Array>();
    for (const [code, list] of lists) out.set(code, Int32Array.from(list));
    return out;
  }

  /**
   * Whether guess g, with k guesses left (g included), leaves some family of the set lost:
   * its answers whose letter g lacks get the same tiles and must be told apart in k - 1.
   */
  private familyCut(set: Int32Array, k: number): (g: number) => boolean {
    const words = this.game.answers.words;
    const families: number[] = [];
    for (let p = 0; p < this.game.length; p++) {
      const letters = new Map<string, number>();
      for (const a of set) {
        const w = words[a] as string;
        const rest = w.slice(0, p) + w.slice(p + 1);
        letters.set(rest, (letters.get(rest) ?? 0) | (1 << (w.charCodeAt(p) - 97)));
      }
      for (const mask of letters.values()) if (bits(mask) >= 3) families.push(mask);
    }
    const state = families.map((family) => ({
      family,
      coverings: this.bound.coverings(family, this.game.all),
      memo: new Map<number, boolean>(),
    }));
    return (g) =>
      state.some(({ family, coverings, memo }) => {
        const left = family & ~(this.masks[g] as number);
        return bits(left) >= 2 && this.bound.familyFails(left, coverings, k - 1, memo);
      });
  }

  /** Whether `set` cannot be finished within k guesses (every guess tried; see the header). */
  lost(set: Int32Array, k: number): boolean {
    // (Every answer is a guess: n answers finish in n guesses, one by one.)
    if (set.length <= k || k < 2) return k < 1 || (k === 1 && set.length > 1);
    const key = this.key(set, k);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const cut = this.familyCut(set, k);
    let lost = true;
    for (let g = 0; g < this.game.guesses.words.length && lost; g++) {
      if (cut(g)) continue;
      this.looked[k] = (this.looked[k] ?? 0) + 1;
      const outcomes = [...this.split(g, set).values()].sort((x, y) => y.length - x.length);
      // (A guess that tells nothing is no better than none.)
      if (outcomes.length === 1 && outcomes[0]?.length === set.length) continue;
      if (!outcomes.some((members) => this.lost(members, k - 1))) {
        lost = false;
        this.witnesses.set(key, g);
      }
    }
    this.memo.set(key, lost);
    return lost;
  }

  /** The witness tree of a set that finishes, a line a node (a set of n <= k: its answers in turn). */
  tree(set: Int32Array, k: number, prefix: string, out: string[]): void {
    if (set.length === 0) return;
    const words = this.game.guesses.words;
    const g = set.length <= k ? (this.game.guessOfAnswer[set[0] as number] as number) : this.witnesses.get(this.key(set, k));
    if (g === undefined) throw new Error(`no witness at ${prefix}`);
    out.push(`${prefix}${words[g]}`);
    for (const [code, members] of this.split(g, set))
      this.tree(members, k - 1, `${prefix}${words[g]} ${tileText(code, this.game.length)} `, out);
  }
}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

function tileText(code: number, length: number): string {
  return tilesOf(code, length)
    .map((tile) => 'byg'[tile])
    .join('');
}

function codesOfOne(game: Game, g: number, a: number): number {
  const code = new Int32Array(1);
  codesOf(game, g, Int32Array.of(a), code);
  return code[0] as number;
}

function positionOf(game: Game, clue: string): Position {
  let position = startPosition(game);
  for (const part of clue.split(' ')) {
    const [word, tiles] = part.split(':');
    const g = game.guesses.indexOf.get(word ?? '');
    if (g === undefined) throw new Error(`not a guess: ${word}`);
    position = play(game, position, g, codeOfTiles([...(tiles ?? '')].map((letter) => 'byg'.indexOf(letter) as Tile)));
  }
  return position;
}

const [listPath, positionsText, ...rest] = process.argv.slice(2);
if (!listPath || !positionsText)
  throw new Error("usage: prove-normal LIST 'opener:tiles,...' [--tree FILE] [--against-guard [--budget N]]");
const option = (name: string) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const words = readFileSync(listPath, 'utf8')
  .split('\n')
  .map((w) => w.trim())
  .filter(Boolean);
const game = createGame(words, words, 5, false);
// (The whole table of codes, 168 MB for 12,972 words: every level splits the set by every guess.)
const table = new Uint8Array(words.length * words.length);
fillTable(game, table, 0, words.length);
game.table = table;
const out: string[] = [];
// `opener:*` stands for each of the opener's outcomes, largest first (a lost one is likelier among them).
const clues = positionsText.split(',').flatMap((clue) => {
  if (!clue.endsWith(':*')) return [clue];
  const g = game.guesses.indexOf.get(clue.slice(0, -2)) as number;
  const sizes = new Map<number, number>();
  for (let a = 0; a < words.length; a++) {
    const code = codesOfOne(game, g, a);
    if (code !== allGreen(game.length)) sizes.set(code, (sizes.get(code) ?? 0) + 1);
  }
  return [...sizes].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([code]) => `${clue.slice(0, -2)}:${tileText(code, game.length)}`);
});
const stop = rest.includes('--stop');
for (const clue of clues) {
  const prover = new Prover(game);
  const position = positionOf(game, clue);
  const k = 6 - position.moves.length;
  const started = performance.now();
  const lost = prover.lost(position.remaining, k);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const looked = prover.looked.map((count, left) => `${count} with ${left} left`).filter(Boolean);
  let line = `${clue} [${position.remaining.length} answers, ${k} guesses left]: ${lost ? 'lost' : 'finishes'} (${seconds} s; guesses looked at ${looked.reverse().join(', ')})`;
  if (rest.includes('--against-guard')) {
    const exact = new Guard(game).canFinish(position.remaining, game.all, k, Number(option('--budget') ?? 300_000_000));
    line += `; the guard's search: ${exact === undefined ? 'undecided' : exact ? 'finishes' : 'lost'}`;
  }
  console.log(line);
  if (!lost) prover.tree(position.remaining, k, `${clue.replaceAll(':', ' ')} `, out);
  else if (stop) break;
}
const treePath = option('--tree');
if (treePath) writeFileSync(treePath, `${out.join('\n')}\n`);
