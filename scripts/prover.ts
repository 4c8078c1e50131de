// The exact offline search of normal-mode positions (scripts/prove-normal.ts, scripts/proofs.mjs
// for every accepted word as the answer): lost() settles a set both ways, find() looks for a
// witness among the best splits only, far faster where one exists. Needs the game's whole table
// of codes (game.table) and every answer among the guesses.
import type { Tile } from '../lib/clues/tiles.ts';
import { codesOf, type Game, type Position, play, startPosition } from '../lib/solve/game.ts';
import { Guard } from '../lib/solve/guard/index.ts';
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
      if (++this.spent > this.limit) throw new OutOfLooks();
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

  /** lost()'s guesses looked at, and the most one decide() may look at. */
  private spent = 0;
  private limit = Infinity;

  /**
   * Whether the set finishes within k (true) or not (false): a witness looked for among the best
   * splits at each width in turn, then lost(), which gives up (undefined) past `limit` guesses looked at.
   */
  decide(set: Int32Array, k: number, widths: readonly number[], limit: number): boolean | undefined {
    if (widths.some((width) => this.find(set, k, width))) return true;
    this.spent = 0;
    this.limit = limit;
    try {
      return !this.lost(set, k);
    } catch (error) {
      if (error instanceof OutOfLooks) return undefined;
      throw error;
    } finally {
      this.limit = Infinity;
    }
  }

  /** Per (k, set): the widest look of find() that found no witness (which proves nothing). */
  private readonly missed = new Map<string, number>();
  private readonly counts = new Int32Array(256);

  /**
   * A witness looked for among only the `width` guesses that split the set best at each level
   * (every guess with two left, where one must tell the set apart): where a set finishes this is
   * far faster than lost(), which must also try every guess that loses; not finding one proves nothing.
   */
  find(set: Int32Array, k: number, width: number): boolean {
    if (set.length <= k) return true;
    if (k <= 1) return false;
    const key = this.key(set, k);
    if (this.witnesses.has(key)) return true;
    if ((this.missed.get(key) ?? 0) >= width) return false;
    const ranked = this.ranked(set, k);
    const cut = k > 2 ? this.familyCut(set, k) : () => false;
    let tried = 0;
    for (const g of ranked) {
      if (k > 2 && tried >= width) break;
      if (cut(g)) continue;
      tried++;
      this.looked[k] = (this.looked[k] ?? 0) + 1;
      const outcomes = [...this.split(g, set).values()].sort((x, y) => y.length - x.length);
      if (outcomes.every((members) => this.find(members, k - 1, width))) {
        this.witnesses.set(key, g);
        return true;
      }
    }
    this.missed.set(key, width);
    return false;
  }

  /**
   * The guesses that tell the set apart at all, best first: with two left only those that split
   * it to one answer an outcome; with three, the smallest largest outcome first; with more, the
   * most outcomes first (an answer among them counts one more, since it may win at once).
   */
  private ranked(set: Int32Array, k: number): number[] {
    const table = this.game.table as Uint8Array;
    const n = this.game.answers.words.length;
    const counts = this.counts;
    const inSet = new Set<number>();
    for (const a of set) inSet.add(this.game.guessOfAnswer[a] as number);
    const scored: { g: number; classes: number; largest: number }[] = [];
    for (let g = 0; g < this.game.guesses.words.length; g++) {
      const base = g * n;
      let classes = 0;
      let largest = 0;
      for (const a of set) {
        const code = table[base + a] as number;
        const count = (counts[code] as number) + 1;
        counts[code] = count;
        if (count === 1) classes++;
        if (count > largest && code !== this.done) largest = count;
      }
      for (const a of set) counts[table[base + a] as number] = 0;
      if (classes === 1 && !inSet.has(g)) continue;
      if (k === 2 && largest > 1) continue;
      scored.push({ g, classes: classes + (inSet.has(g) ? 1 : 0), largest });
    }
    scored.sort(
      k === 3 ? (x, y) => x.largest - y.largest || y.classes - x.classes : (x, y) => y.classes - x.classes || x.largest - y.largest,
    );
    return scored.map(({ g }) => g);
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

/** lost() past decide()'s limit: undecided (what it had settled stays in the memo). */
class OutOfLooks extends Error {}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** A code as b/y/g letters. */
export function tileText(code: number, length: number): string {
  return tilesOf(code, length)
    .map((tile) => 'byg'[tile])
    .join('');
}

/** The position after a clue of guesses and their tiles (`larnt:bbbbb domes:bbbgg`), as a game plays it. */
export function positionOf(game: Game, clue: string): Position {
  let position = startPosition(game);
  for (const part of clue.split(' ')) {
    const [word, tiles] = part.split(':');
    const g = game.guesses.indexOf.get(word ?? '');
    if (g === undefined) throw new Error(`not a guess: ${word}`);
    position = play(game, position, g, codeOfTiles([...(tiles ?? '')].map((letter) => 'byg'.indexOf(letter) as Tile)));
  }
  return position;
}
