// Absurdle's lists as every front end reads them: the choice (the host's words, the allowed
// guesses; by default ABSURDLE_LISTS) resolved by lib's resolver and read whole through a
// ListStore (the files on disk, the texts the MCP server loaded, those the page carries).

import { normalizeLine } from '../clues/letters.ts';
import { WordleError } from '../errors.ts';
import { compileQuery, createFilter } from '../filter/filter.ts';
import { answerList, type ListChoice, type ListRef, type ListStore, playedLength, resolveLists } from '../lists/sources.ts';
import { ABSURDLE_LISTS, type AbsurdleLists, absurdleLists } from './host.ts';

/** Absurdle's lists as chosen: the host's words (`answers`) and the allowed guesses, each absent for ABSURDLE_LISTS's. */
export type AbsurdleChoice = Pick<ListChoice, 'answers' | 'guesses'>;

/**
 * The host's words and the allowed guesses of a choice, each word once, in list order. One
 * length on every front end, lib's rule for a game's lists (playedLength): a broad list of ours
 * (english: words of every length) plays its words of the filter's default length, any other
 * list those of its first word's; the guesses are those of that length.
 */
export function absurdleListsOf(store: ListStore, choice: AbsurdleChoice = {}): AbsurdleLists {
  const lists = resolveLists({ answers: choice.answers, guesses: choice.guesses, defaults: ABSURDLE_LISTS });
  const host = answerList(lists);
  const length = playedLength(lists, undefined) ?? firstWordLength(store, host);
  const answers = length === undefined ? [] : wordsOf(store, host, length);
  if (length === undefined || answers.length === 0) {
    throw new WordleError('USAGE', `no words for the host in ${store.guessList(host).name}`);
  }
  return absurdleLists(answers, wordsOf(store, lists.guesses, length));
}

/** A list's text as the store gives it, read at once (its blocks: a file's are read as they are iterated). */
function blocksOf(store: ListStore, ref: ListRef): Iterable<{ readonly text: string; readonly ascii?: boolean | undefined }> {
  // (Words piped in are the guesses typed to `play --absurdle`, and are read as they come, not whole.)
  if (ref.kind === 'stdin') throw new WordleError('USAGE', "Absurdle reads its lists whole: stdin ('-') cannot be one");
  const { text } = store.guessList(ref);
  if (typeof text === 'string') return [{ text }];
  if (Symbol.iterator in text) return text;
  throw new WordleError('USAGE', 'Absurdle reads its lists whole: this list can only be read as it comes');
}

/** The length of a list's first word, as a word file's line is read (undefined when it has none). */
function firstWordLength(store: ListStore, ref: ListRef): number | undefined {
  for (const block of blocksOf(store, ref)) {
    for (const line of block.text.split('\n')) {
      const word = normalizeLine(line);
      if (word !== undefined) return [...word].length;
    }
  }
  return undefined;
}

/** A list's words of a length, as the filter reads a word file: each once, in list order. */
function wordsOf(store: ListStore, ref: ListRef, length: number): string[] {
  const filter = createFilter(compileQuery([], length), { collect: 'nothing' });
  for (const block of blocksOf(store, ref)) filter.push(block.text, block.ascii);
  return [...new Set(filter.finish().matches)];
}
