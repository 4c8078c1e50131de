// A ListStore over texts held in memory: the package's files as the MCP server loads them once,
// as the page carries them, or as a game read its lists whole. Each list's facts are made once
// a store and length (the index the build makes for the bundled list on disk).

import type { ListFacts } from '../filter/collect.ts';
import type { Query, WordBlock } from '../filter/filter.ts';
import { listFacts } from '../filter/word-index.ts';
import { fast } from '../speed.ts';
import type { GuessList, Solver } from '../turn.ts';
import { fileName } from './catalogue.ts';
import type { ListRef, ListStore } from './sources.ts';

/** Texts by their path from the package root (`wordle.txt`, `data/answers-2023.txt`, `data/book/NAME.txt`, ...). */
export type PackageTexts = Readonly<Record<string, string>>;

export interface TextStoreOptions {
  /** Files of the user's by path, with the name messages give them. */
  readonly files?: Readonly<Record<string, { readonly name: string; readonly text: string }>> | undefined;
  /** A file of the package that is not among the texts, read when first asked for (a big list named only now and then). */
  readonly more?: ((path: string) => string | undefined) | undefined;
  /** The facts of a text for a length, where the caller makes them its own way (the page's thread: without the full index). */
  readonly factsOf?: ((text: string, length: number, make: () => ListFacts) => ListFacts) | undefined;
  readonly solver?: (() => Solver | Promise<Solver>) | undefined;
}

/** Whether a text is ASCII (the matcher then reads it as bytes, faster). */
const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

export function textStore(texts: PackageTexts, options: TextStoreOptions = {}): ListStore {
  const read = new Map<string, string | undefined>();
  const text = (path: string): string | undefined => {
    if (Object.hasOwn(texts, path)) return texts[path];
    if (!read.has(path)) read.set(path, options.more?.(path));
    return read.get(path);
  };
  const listText = (ref: ListRef): string | undefined =>
    ref.kind === 'ours' ? text(ref.path) : ref.kind === 'file' ? options.files?.[ref.path]?.text : undefined;
  const nameOf = (ref: ListRef) =>
    ref.kind === 'ours' ? fileName(ref.path) : ref.kind === 'file' ? (options.files?.[ref.path]?.name ?? ref.path) : 'stdin';
  const facts = new Map<string, ListFacts>();
  const factsOf = (ref: ListRef, length: number): ListFacts | undefined => {
    const whole = listText(ref);
    if (whole === undefined) return undefined;
    const key = `${ref.kind}:${'path' in ref ? ref.path : ''}:${length}`;
    let known = fast('memos') ? facts.get(key) : undefined;
    if (!known) {
      const make = () => listFacts(whole, length);
      known = options.factsOf ? options.factsOf(whole, length, make) : make();
      facts.set(key, known);
    }
    return known;
  };
  const blocks = new Map<string, WordBlock>();
  /** A list's text as one block, after a line end as a reader's blocks are, and marked ASCII when it is. */
  const blockOf = (ref: ListRef): WordBlock => {
    const key = `${ref.kind}:${'path' in ref ? ref.path : ''}`;
    let block = fast('memos') ? blocks.get(key) : undefined;
    if (!block) {
      const whole = listText(ref) ?? '';
      const text = whole.startsWith('\n') ? whole : `\n${whole}`;
      blocks.set(key, (block = { text, ascii: isAscii(text) }));
    }
    return block;
  };
  return {
    guessList(ref): GuessList {
      // (The list's index, made here once: plain, the turn scans the words instead.)
      return { text: [blockOf(ref)], facts: fast('list-index') ? (length) => factsOf(ref, length) : undefined, name: nameOf(ref) };
    },
    factsOf,
    answers(ref): string | ((query: Query) => ReadonlySet<string> | undefined) {
      return listText(ref) ?? '';
    },
    data(path) {
      return text(path) === undefined ? undefined : () => text(path) ?? '';
    },
    solver: options.solver,
  };
}
