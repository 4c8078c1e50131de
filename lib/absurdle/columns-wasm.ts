// The WebAssembly kernel (wasm/columns.ts, built into columns-wasm.gen.ts) behind the challenge
// search's column sums (challenge.ts): the rows of one target's search in an instance of their
// own, and the sums of a group's words over them, sixteen columns an add. Same sums as the JS,
// which stays the reference (test/unit/columns-wasm.test.ts) and runs where the kernel does not.

import { instantiate } from '../wasm.ts';
import { COLUMNS_WASM } from './columns-wasm.gen.ts';

/** The kernel's exports (see wasm/columns.ts): offsets are bytes into its memory. */
interface ColumnsExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  addRows(rows: number, lanes: number, words: number, count: number, sign: number, out: number, acc: number): void;
}

const PAGE = 65536;
const align = (bytes: number) => (bytes + 15) & ~15;

/**
 * Two tables of byte rows (`same` and `grey`: `words` rows of `lanes` bytes, lanes a multiple of
 * 16) in a kernel's memory, and the column sums of any words' rows.
 */
export class WasmColumns {
  /** The rows: the caller fills them. */
  readonly same: Uint8Array;
  readonly grey: Uint8Array;
  private readonly wordsAt: number;
  private readonly accAt: number;
  private readonly sameAt: number;
  private readonly greyAt: number;
  private readonly words: Int32Array;
  private readonly sameSums: Int32Array;
  private readonly greySums: Int32Array;

  private constructor(
    private readonly x: ColumnsExports,
    private readonly lanes: number,
    rows: number,
  ) {
    const table = rows * lanes;
    this.wordsAt = align(2 * table);
    this.accAt = align(this.wordsAt + rows * 4);
    this.sameAt = align(this.accAt + lanes);
    this.greyAt = align(this.sameAt + lanes * 4);
    const buffer = x.memory.buffer;
    this.same = new Uint8Array(buffer, 0, table);
    this.grey = new Uint8Array(buffer, table, table);
    this.words = new Int32Array(buffer, this.wordsAt, rows);
    this.sameSums = new Int32Array(buffer, this.sameAt, lanes);
    this.greySums = new Int32Array(buffer, this.greyAt, lanes);
  }

  /** The tables of `rows` rows of `lanes` bytes, or undefined where the kernel does not run (or its memory cannot grow so far). */
  static make(rows: number, lanes: number): WasmColumns | undefined {
    if (lanes % 16 !== 0) return undefined;
    const x = instantiate<ColumnsExports>(COLUMNS_WASM);
    if (!x) return undefined;
    const bytes = align(align(align(align(2 * rows * lanes) + rows * 4) + lanes) + lanes * 4) + lanes * 4;
    const pages = Math.ceil(bytes / PAGE) - x.memory.buffer.byteLength / PAGE;
    if (pages > 0 && x.memory.grow(pages) < 0) return undefined;
    return new WasmColumns(x, lanes, rows);
  }

  /**
   * The sums `same` and `grey` (one a column, `columns` of them) with the rows of the words
   * `added` (the first `adds`) added and of `removed` (the first `removes`) taken away; from
   * nothing when `base` is undefined.
   */
  sums(
    base: { readonly same: Int32Array; readonly grey: Int32Array } | undefined,
    columns: number,
    added: Int32Array,
    adds: number,
    removed: Int32Array,
    removes: number,
  ): { same: Int32Array; grey: Int32Array } {
    const { x, lanes, sameSums, greySums, words } = this;
    if (base) {
      sameSums.set(base.same);
      greySums.set(base.grey);
    } else {
      sameSums.fill(0);
      greySums.fill(0);
    }
    for (const [list, count, sign] of [
      [added, adds, 1],
      [removed, removes, -1],
    ] as const) {
      if (count === 0) continue;
      words.set(list.subarray(0, count));
      x.addRows(0, lanes, this.wordsAt, count, sign, this.sameAt, this.accAt);
      x.addRows(this.same.length, lanes, this.wordsAt, count, sign, this.greyAt, this.accAt);
    }
    return { same: sameSums.slice(0, columns), grey: greySums.slice(0, columns) };
  }
}
