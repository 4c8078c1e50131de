// The MCP tools, one file each in tools/ (listed in tools/index.ts), run as pure functions of a
// loaded context (the bundled lists' text, read once per server, indexed once per worker
// thread): each takes the tool's checked arguments and returns its structured result and a
// short text, or throws a WordleError with the message the CLI would print. The SDK wiring is in
// server.ts; the threads in pool.ts and worker.ts; reading files, stdio and HTTP at the edge
// (context.ts, stdio.ts, http.ts).

import type * as z from 'zod';
import { type Book, createBest, factsFromStored, indexWordList, type ListFacts, type OpenerBook, parseBook, type Strategy } from '../lib/index.ts';
import type { ToolResult } from './tools/define.ts';
import { TOOLS } from './tools/index.ts';

export type { ToolResult } from './tools/define.ts';
export { LIMITS } from './tools/shared.ts';
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
}

/** What a server holds for its lifetime: the lists, and their per-length facts made on first use. */
export interface Context {
  readonly lists: WordLists;
  /** Whether the word list is all ASCII (the matcher then reads it faster). */
  readonly wordsAscii: boolean;
  factsFor(length: number): ListFacts;
  /** best with the book of the lists and mode, stopped after BEST_TIME_LIMIT_MS (one per server). */
  bestFor(answers: string, hard: boolean): Strategy;
  /** The book of the lists and mode, when there is one (parsed once per server). */
  bookFor(answers: string, hard: boolean): Book | undefined;
}

/** A best search answers with the best guess found so far after this long (the CLI's default is 2.5 s). */
const BEST_TIME_LIMIT_MS = 10_000;

const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

export function createContext(lists: WordLists): Context {
  const facts = new Map<number, ListFacts>();
  const bests = new Map<string, Strategy>();
  const books = new Map<string, Book | undefined>();
  const context: Context = {
    lists,
    bestFor(answers, hard) {
      const key = `${answers}.${hard}`;
      let strategy = bests.get(key);
      if (!strategy) {
        strategy = createBest({ book: context.bookFor(answers, hard), clock: () => performance.now(), timeLimit: BEST_TIME_LIMIT_MS });
        bests.set(key, strategy);
      }
      return strategy;
    },
    bookFor(answers, hard) {
      const key = `${lists.files.words}+${lists.files.answers[answers] ?? ''}.${hard ? 'hard' : 'normal'}`;
      if (!books.has(key)) {
        const text = lists.books[key];
        books.set(key, text === undefined ? undefined : parseBook(text));
      }
      return books.get(key);
    },
    wordsAscii: isAscii(lists.words),
    factsFor(length) {
      let known = facts.get(length);
      if (!known) {
        const stored = indexWordList(lists.words, [length])[length];
        known = stored ? factsFromStored(stored, length) : { words: [], masks: [], joined: undefined };
        facts.set(length, known);
      }
      return known;
    },
  };
  return context;
}

type AnyTool = (typeof TOOLS)[number];

/** One tool call, by name, with the arguments its input schema has already checked and defaulted. */
export type ToolCall = AnyTool extends infer T ? (T extends AnyTool ? { readonly tool: T['name']; readonly args: z.output<T['input']> } : never) : never;

export type ToolName = ToolCall['tool'];

/** A call's result, or its error's message (the CLI's words) when it failed. */
export type ToolReply = ({ readonly ok: true } & ToolResult<object>) | { readonly ok: false; readonly message: string; readonly stack?: string | undefined };

const byName = new Map<string, AnyTool>(TOOLS.map((tool) => [tool.name, tool]));

export function runTool(context: Context, call: ToolCall): ToolResult<object> {
  const tool = byName.get(call.tool);
  if (!tool) throw new Error(`no tool ${call.tool}`);
  // (call.args is the args of call.tool, which TypeScript cannot follow through the lookup.)
  return (tool.run as (context: Context, args: ToolCall['args']) => ToolResult<object>)(context, call.args);
}
