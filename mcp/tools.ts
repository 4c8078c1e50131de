// The MCP tools, one file each in tools/ (listed in tools/index.ts), run as pure functions of a
// loaded context (the bundled lists' text, read once per server, indexed once per worker
// thread): each takes the tool's checked arguments and returns its structured result and a
// short text, or throws a WordleError with the message the CLI would print. The SDK wiring is in
// server.ts; the threads in pool.ts and worker.ts; reading files, stdio and HTTP at the edge
// (context.ts, stdio.ts, http.ts).

import type * as z from 'zod';
import {
  type Book,
  bookName,
  bundledProofs,
  type FrequencyTable,
  factsFromStored,
  type GuessList,
  indexWordList,
  type ListFacts,
  type OpenerBook,
  openerFrom,
  type Proofs,
  parseBook,
  readFrequencyTable,
  solver,
  type TurnSources,
  WordleError,
} from '../lib/index.ts';
import type { ToolResult } from './tools/define.ts';
import { TOOLS } from './tools/index.ts';

export type { ToolResult } from './tools/define.ts';
export { TOOLS };

/** The bundled lists' text, as read from the package (see context.ts). */
export interface WordLists {
  /** wordle.txt: every word the game accepts as a guess. */
  readonly words: string;
  /** The likely-answers lists by bundled name (2023, nyt, original). */
  readonly answers: Readonly<Record<string, string>>;
  /** File names the opener book knows the lists by. */
  readonly files: { readonly words: string; readonly answers: Readonly<Record<string, string>> };
  readonly openers: OpenerBook | undefined;
  /** best's books by "<words file>+<answers file>.<mode>" (data/book/), those that exist. */
  readonly books: Readonly<Record<string, string>>;
  /** The proofs made ahead by the same names (data/proofs/), those that exist. */
  readonly proofs?: Readonly<Record<string, string>> | undefined;
  /** data/ngram-counts.txt: word frequencies for the priors (alpha, familiar). */
  readonly frequencies?: string | undefined;
}

/** What a server holds for its lifetime: the lists, their per-length facts and books made on first use. */
export interface Context {
  readonly lists: WordLists;
  factsFor(length: number): ListFacts;
  /** What a turn reads, with this answers list (2023, nyt, original): the lists, their openers and books, the solver. */
  sourcesFor(answers: string): TurnSources;
}

const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

export function createContext(lists: WordLists): Context {
  const facts = new Map<number, ListFacts>();
  const books = new Map<string, Book | undefined>();
  const proofs = new Map<string, Proofs | undefined>();
  const sources = new Map<string, TurnSources>();
  let table: FrequencyTable | undefined;
  const frequencies = lists.frequencies === undefined ? undefined : () => (table ??= readFrequencyTable(lists.frequencies as string));
  // One block, marked ASCII when it is (the matcher then reads it faster).
  const guesses: GuessList = {
    text: [{ text: lists.words, ascii: isAscii(lists.words) }],
    facts: (length) => context.factsFor(length),
    name: lists.files.words,
  };
  const context: Context = {
    lists,
    factsFor(length) {
      let known = facts.get(length);
      if (!known) {
        const stored = indexWordList(lists.words, [length])[length];
        known = stored ? factsFromStored(stored, length) : { words: [], masks: [], joined: undefined };
        facts.set(length, known);
      }
      return known;
    },
    sourcesFor(answers) {
      const text = lists.answers[answers];
      if (text === undefined) throw new WordleError('USAGE', `unknown answers list '${answers}'`);
      let known = sources.get(answers);
      if (!known) {
        const answersFile = lists.files.answers[answers];
        known = {
          guesses,
          answers: text,
          opener: (strategy, hard) => openerFrom(lists.openers, lists.files.words, answersFile, hard, strategy),
          book(hard) {
            // Parsed once per server (a book is a few hundred kilobytes of text).
            const key = bookName(lists.files.words, answersFile ?? '', hard);
            if (!books.has(key)) {
              const book = lists.books[key];
              books.set(key, book === undefined ? undefined : parseBook(book));
            }
            return books.get(key);
          },
          proofs(hard) {
            // (As the CLI takes them: trusted by the lists' content, parsed when a guard first asks.)
            const key = bookName(lists.files.words, answersFile ?? '', hard);
            if (!proofs.has(key)) {
              const text = lists.proofs?.[key];
              proofs.set(
                key,
                text === undefined ? undefined : bundledProofs(() => text, lists.openers?.lists, lists.files.words, answersFile ?? ''),
              );
            }
            return proofs.get(key);
          },
          solver: () => solver,
          frequencies,
        };
        sources.set(answers, known);
      }
      return known;
    },
  };
  return context;
}

type AnyTool = (typeof TOOLS)[number];

/** One tool call, by name, with the arguments its input schema has already checked and defaulted. */
export type ToolCall = AnyTool extends infer T
  ? T extends AnyTool
    ? { readonly tool: T['name']; readonly args: z.output<T['input']> }
    : never
  : never;

export type ToolName = ToolCall['tool'];

/** A call's result, or its error's message (the CLI's words) when it failed. */
export type ToolReply =
  | ({ readonly ok: true } & ToolResult<object>)
  | { readonly ok: false; readonly message: string; readonly stack?: string | undefined };

const byName = new Map<string, AnyTool>(TOOLS.map((tool) => [tool.name, tool]));

export async function runTool(context: Context, call: ToolCall): Promise<ToolResult<object>> {
  const tool = byName.get(call.tool);
  if (!tool) throw new Error(`no tool ${call.tool}`);
  // (call.args is the args of call.tool, which TypeScript cannot follow through the lookup.)
  return (tool.run as (context: Context, args: unknown) => ToolResult<object> | Promise<ToolResult<object>>)(context, call.args);
}
