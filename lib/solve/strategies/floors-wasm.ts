// The WebAssembly kernel (wasm/floors.ts, built into floors-wasm.gen.ts) behind three loops of
// the ranked turns, with the same numbers as their JS: LargestFloors' bounds (WasmFloors), the
// Splitter's counting of a position's answers (WasmSplits) and entropy's pass over the guesses
// (wasmGuessBounds); for five-letter words whose answers use at most 32 letters. Why: a turn
// ranks once, cold, and V8 interprets a cold loop over 14,855 guesses for its first thousands
// of rounds; WebAssembly is compiled before it runs (minimax after jazzy: the rough floors of
// every guess 14-22 ms in JS, 2-3 ms here). The JS stays the reference (test/unit/pruning.test.ts
// gives both the same positions) and runs where the kernel does not apply.

import { fast } from '../../speed.ts';
import { instantiate } from '../../wasm.ts';
import type { WordSet } from '../../words/encoding.ts';
import type { Game, Position } from '../game.ts';
import type { Floors, FloorWalk } from './floors.ts';
import { FLOORS_WASM } from './floors-wasm.gen.ts';

/** The kernel's exports (see wasm/floors.ts): offsets are bytes into its memory. */
interface FloorsExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  sizeOf(letters: number, remaining: number, count: number): number;
  tableBytes(count: number, alphabet: number): number;
  build(
    letters: number,
    remaining: number,
    count: number,
    alphabet: number,
    guessLetters: number,
    guessDistinct: number,
    tables: number,
  ): void;
  rough(g: number): number;
  grey(g: number, limit: number): number;
  single(g: number, limit: number): number;
  byRough(allowed: number, count: number, roughs: number, order: number, scratch: number): void;
  next(allowed: number, roughs: number, order: number, count: number, from: number, bar: number): number;
  splitFrom(letters: number, remaining: number, count: number, guessLetters: number, guessDistinct: number, into: number): void;
  split(g: number, limit: number, counts: number, touched: number, cLogC: number, out: number): number;
  bounds(
    guessLetters: number,
    guessDistinct: number,
    allowed: number,
    count: number,
    single: number,
    cheap: number,
    letters: number,
    cap: number,
    shift: number,
    values: number,
    head: number,
    next: number,
  ): void;
}

const PAGE = 65536;
const NO_LIMIT = 0x7fffffff;

/** The one instance, made on first use (null: WebAssembly is not there, or failed). */
let kernel: Kernel | null | undefined;

function kernelOf(): Kernel | undefined {
  if (!fast('kernels')) return undefined;
  if (kernel === undefined) {
    const exports = instantiate<FloorsExports>(FLOORS_WASM);
    kernel = exports ? new Kernel(exports) : null;
  }
  return kernel ?? undefined;
}

/**
 * The kernel's memory holds one position's tables at a time (`built`), and the guesses' and
 * answers' letters they were made from: a WasmFloors whose tables are not the ones there makes
 * them again (a bench plays many positions; a turn's rankings share one).
 */
class Kernel {
  guesses: WordSet | undefined;
  answers: WordSet | undefined;
  /** The remaining answers placed (of `answers`), and the floors whose tables are built for them. */
  placed: Int32Array | undefined;
  /** The alphabet the placed answers use (1 + their largest letter). */
  alphabet = 0;
  built: WasmFloors | undefined;
  /** The walk whose order the memory holds (see WasmFloors.walk). */
  walking: object | undefined;
  /** Offsets: answers' letters, remaining answers, tables, and a walk's allowed guesses, rough floors, order, scratch. */
  answerLetters = 0;
  remaining = 0;
  tables = 0;
  allowed = 0;
  roughs = 0;
  order = 0;
  scratch = 0;
  /** split()'s counts and classes (243 i32 each), its answer (16 bytes), the c log2 c table (f64). */
  counts = 0;
  touched = 0;
  out = 0;
  cLogC = 0;
  /** The answers as split() reads them (packed letters, letter sets). */
  packed = 0;
  /** Where the placement's memory ends (wasmGuessBounds works past it). */
  end = 0;
  /** The c log2 c table copied in (by identity). */
  private table: Float64Array | undefined;
  private view: Int32Array | undefined;
  private floats: Float64Array | undefined;

  constructor(readonly x: FloorsExports) {}

  /** The memory as i32 (made again after the memory grows). */
  ints(): Int32Array {
    const buffer = this.x.memory.buffer;
    if (this.view?.buffer !== buffer) this.view = new Int32Array(buffer);
    return this.view;
  }

  /** The memory as f64. */
  doubles(): Float64Array {
    const buffer = this.x.memory.buffer;
    if (this.floats?.buffer !== buffer) this.floats = new Float64Array(buffer);
    return this.floats;
  }

  /** Whether the memory holds these answers (see place). */
  holds(game: Game, remaining: Int32Array): boolean {
    return this.placed === remaining && this.answers === game.answers && this.guesses === game.guesses;
  }

  /** The c log2 c table split() reads (copied in when it is another one). */
  useTable(table: Float64Array): void {
    if (this.table === table) return;
    // (Its first entries only: a table shared with bigger sets may be longer than the room for it.)
    this.doubles().set(table.subarray(0, (this.placed as Int32Array).length + 1), this.cLogC >> 3);
    this.table = table;
  }

  /** Copies the guesses' and answers' letters and the remaining answers in; the alphabet the answers use. */
  place(game: Game, remaining: Int32Array): number {
    const guesses = game.guesses;
    const answers = game.answers;
    const guessBytes = align(guesses.letters.length * 2);
    const distinctBytes = guesses.distinct.length * 4;
    this.answerLetters = guessBytes + distinctBytes;
    this.remaining = this.answerLetters + align(answers.letters.length * 2);
    this.tables = this.remaining + remaining.length * 4;
    // (The tables' size needs the alphabet, known once the answers are in: room for the largest, 32 letters.)
    const words = (remaining.length + 31) >>> 5;
    this.allowed = this.tables + (32 * words * 6 + 32 + 32 * 32 + 32 * 32 * 32) * 4;
    this.roughs = this.allowed + guesses.words.length * 4;
    this.order = this.roughs + guesses.words.length * 4;
    this.scratch = this.order + guesses.words.length * 4;
    this.counts = align(this.scratch + (15 * remaining.length + 2) * 4);
    this.touched = this.counts + 243 * 4;
    this.out = this.touched + 243 * 4;
    this.cLogC = this.out + 16;
    this.packed = this.cLogC + (remaining.length + 1) * 8;
    const end = this.packed + remaining.length * 8;
    this.end = end;
    const pages = Math.ceil(end / PAGE) - this.x.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.x.memory.grow(pages);
    const buffer = this.x.memory.buffer;
    if (this.guesses !== guesses || this.answers !== answers) {
      new Uint16Array(buffer, 0, guesses.letters.length).set(guesses.letters);
      new Int32Array(buffer, guessBytes, guesses.distinct.length).set(guesses.distinct);
      new Uint16Array(buffer, this.answerLetters, answers.letters.length).set(answers.letters);
      this.guesses = guesses;
      this.answers = answers;
    }
    new Int32Array(buffer, this.remaining, remaining.length).set(remaining);
    // (split() keeps its counts zero between calls; another placement may have used these bytes.)
    new Int32Array(buffer, this.counts, 243).fill(0);
    this.placed = remaining;
    this.built = undefined;
    this.walking = undefined;
    this.table = undefined;
    this.alphabet = this.x.sizeOf(this.answerLetters, this.remaining, remaining.length);
    // (Packed only below 32 letters: split() is not used past them.)
    if (this.alphabet <= 32) this.x.splitFrom(this.answerLetters, this.remaining, remaining.length, 0, guessBytes, this.packed);
    return this.alphabet;
  }

  /** Grows the memory to hold `end` bytes. */
  reach(end: number): ArrayBuffer {
    const pages = Math.ceil(end / PAGE) - this.x.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.x.memory.grow(pages);
    return this.x.memory.buffer;
  }

  /** Makes the tables of the answers place() copied in. */
  build(floors: WasmFloors, count: number, alphabet: number): void {
    const guessBytes = align((this.guesses as WordSet).letters.length * 2);
    this.x.build(this.answerLetters, this.remaining, count, alphabet, 0, guessBytes, this.tables);
    this.built = floors;
  }
}

const align = (bytes: number) => (bytes + 7) & ~7;

/** The floors of one position, made by the kernel (see LargestFloors for what each one is). */
export class WasmFloors implements Floors {
  private constructor(
    private readonly kernel: Kernel,
    private readonly game: Game,
    private readonly remaining: Int32Array,
    private readonly alphabet: number,
  ) {}

  /** The position's floors, or undefined where the kernel does not apply (not five letters, answers over 32 letters, no WebAssembly). */
  static make(game: Game, position: Position): WasmFloors | undefined {
    if (game.length !== 5 || position.remaining.length === 0) return undefined;
    const k = kernelOf();
    if (!k) return undefined;
    const alphabet = k.holds(game, position.remaining) ? k.alphabet : k.place(game, position.remaining);
    if (alphabet > 32) return undefined;
    const floors = new WasmFloors(k, game, position.remaining, alphabet);
    k.build(floors, position.remaining.length, alphabet);
    return floors;
  }

  /** The kernel with this position's tables in it. */
  private load(): FloorsExports {
    const k = this.kernel;
    if (k.built !== this) {
      if (!k.holds(this.game, this.remaining)) k.place(this.game, this.remaining);
      k.build(this, this.remaining.length, this.alphabet);
    }
    return k.x;
  }

  rough(g: number): number {
    return this.load().rough(g);
  }

  grey(g: number, limit = Infinity): number {
    return this.load().grey(g, limit >= NO_LIMIT ? NO_LIMIT : limit);
  }

  single(g: number, limit = Infinity): number {
    return this.load().single(g, limit >= NO_LIMIT ? NO_LIMIT : limit);
  }

  walk(allowed: Int32Array): FloorWalk {
    const k = this.kernel;
    const count = allowed.length;
    const token = {};
    const order = () => {
      const x = this.load();
      new Int32Array(x.memory.buffer, k.allowed, count).set(allowed);
      x.byRough(k.allowed, count, k.roughs, k.order, k.scratch);
      k.walking = token;
      return x;
    };
    order();
    let place = -1;
    return {
      next: (bar: number) => {
        // (Another position's tables or walk in the memory since: its order made again, the same.)
        const x = k.built === this && k.walking === token ? k.x : order();
        place = x.next(k.allowed, k.roughs, k.order, count, place + 1, bar);
        return place < 0 ? -1 : (allowed[k.ints()[(k.order >> 2) + place] as number] as number);
      },
    };
  }
}

/**
 * Splitter's counting for one position's remaining answers, made by the kernel (split() in
 * wasm/floors.ts): the same classes and statistics (the c log2 c sum added in the same order).
 */
export class WasmSplits {
  private constructor(
    private readonly kernel: Kernel,
    private readonly game: Game,
    private readonly remaining: Int32Array,
    private readonly table: Float64Array,
  ) {}

  /** For the position's answers, or undefined where the kernel does not apply (see WasmFloors.make; no table of codes). */
  static make(game: Game, position: Position, table: Float64Array): WasmSplits | undefined {
    if (game.length !== 5 || game.table || position.remaining.length === 0 || table.length <= position.remaining.length) return undefined;
    const k = kernelOf();
    if (!k) return undefined;
    if (!k.holds(game, position.remaining)) k.place(game, position.remaining);
    if (k.alphabet > 32) return undefined;
    return new WasmSplits(k, game, position.remaining, table);
  }

  /** Splitter.statsWithin over the position's answers (`limit` Infinity: stats). */
  within(g: number, limit: number, out: { classes: number; largest: number; squares: number; cLogC: number }): boolean {
    const k = this.kernel;
    if (!k.holds(this.game, this.remaining)) k.place(this.game, this.remaining);
    k.useTable(this.table);
    const classes = k.x.split(g, limit >= NO_LIMIT ? NO_LIMIT : limit, k.counts, k.touched, k.cLogC, k.out);
    if (classes < 0) return false;
    const ints = k.ints();
    out.classes = classes;
    out.largest = ints[k.out >> 2] as number;
    out.squares = ints[(k.out >> 2) + 1] as number;
    out.cLogC = k.doubles()[(k.out + 8) >> 3] as number;
    return true;
  }
}

/**
 * makeEntropyBounds' pass over the allowed guesses (see guessBounds there) by the kernel
 * (bounds() in wasm/floors.ts: integer sums, so the same numbers), for five-letter words;
 * undefined where it does not apply.
 */
export function wasmGuessBounds(
  game: Game,
  position: Position,
  single: Int32Array,
  cheap: Int32Array,
  letters: number,
  cap: number,
  shift: number,
): { values: Int32Array; head: Int32Array; next: Int32Array } | undefined {
  if (game.length !== 5 || position.remaining.length === 0) return undefined;
  const k = kernelOf();
  if (!k) return undefined;
  if (!k.holds(game, position.remaining)) k.place(game, position.remaining);
  const count = game.guesses.words.length;
  const allowed = position.allowed;
  const buckets = (cap >> shift) + 1;
  const at = align(k.end);
  const singleAt = at;
  const cheapAt = singleAt + single.length * 4;
  const allowedAt = cheapAt + cheap.length * 4;
  const valuesAt = allowedAt + allowed.length * 4;
  const nextAt = valuesAt + count * 4;
  const headAt = nextAt + count * 4;
  const buffer = k.reach(headAt + buckets * 4);
  new Int32Array(buffer, singleAt, single.length).set(single);
  new Int32Array(buffer, cheapAt, cheap.length).set(cheap);
  new Int32Array(buffer, allowedAt, allowed.length).set(allowed);
  new Int32Array(buffer, valuesAt, count).fill(-1);
  new Int32Array(buffer, nextAt, count).fill(0);
  new Int32Array(buffer, headAt, buckets).fill(-1);
  const guessBytes = align(game.guesses.letters.length * 2);
  k.x.bounds(0, guessBytes, allowedAt, allowed.length, singleAt, cheapAt, letters, cap, shift, valuesAt, headAt, nextAt);
  const ints = k.ints();
  return {
    values: ints.slice(valuesAt >> 2, (valuesAt >> 2) + count),
    head: ints.slice(headAt >> 2, (headAt >> 2) + buckets),
    next: ints.slice(nextAt >> 2, (nextAt >> 2) + count),
  };
}
