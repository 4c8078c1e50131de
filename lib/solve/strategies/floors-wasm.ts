// LargestFloors' bounds made by the WebAssembly kernel (wasm/floors.ts, built into
// floors-wasm.gen.ts): the same numbers, for five-letter words whose answers use at most 32
// letters. Why: a turn ranks once, cold, and V8 interprets a cold loop over 14,855 guesses for
// its first thousands of rounds; WebAssembly is compiled before it runs (minimax after jazzy:
// the rough floors of every guess 14-22 ms in JS, 2-3 ms here). LargestFloors stays the
// reference (test/unit/pruning.test.ts gives both the same positions).

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
}

/** What WebAssembly this file uses (typed here: the library's tsconfig has no DOM types). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
}

const PAGE = 65536;
const NO_LIMIT = 0x7fffffff;

/** The one instance, made on first use (null: WebAssembly is not there, or failed). */
let kernel: Kernel | null | undefined;

function kernelOf(): Kernel | undefined {
  if (kernel === undefined) {
    try {
      const api = (globalThis as unknown as { WebAssembly?: WebAssemblyApi }).WebAssembly;
      kernel = api ? new Kernel(new api.Instance(new api.Module(FLOORS_WASM), {}).exports as FloorsExports) : null;
    } catch {
      kernel = null;
    }
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
  private view: Int32Array | undefined;

  constructor(readonly x: FloorsExports) {}

  /** The memory as i32 (made again after the memory grows). */
  ints(): Int32Array {
    const buffer = this.x.memory.buffer;
    if (this.view?.buffer !== buffer) this.view = new Int32Array(buffer);
    return this.view;
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
    const end = this.scratch + (15 * remaining.length + 2) * 4;
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
    this.built = undefined;
    this.walking = undefined;
    return this.x.sizeOf(this.answerLetters, this.remaining, remaining.length);
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
    const alphabet = k.place(game, position.remaining);
    if (alphabet > 32) return undefined;
    const floors = new WasmFloors(k, game, position.remaining, alphabet);
    k.build(floors, position.remaining.length, alphabet);
    return floors;
  }

  /** The kernel with this position's tables in it. */
  private load(): FloorsExports {
    const k = this.kernel;
    if (k.built !== this) {
      k.place(this.game, this.remaining);
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
