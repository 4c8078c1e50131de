// The filter: `wordle [options] [PATTERN...]`. Reads the words, has lib compute the turn, and
// prints it. What is read, and when, is chosen here for speed (cliSources): a plain listing of
// the bundled list loads no answer list, and the ranked side is a bundle of its own.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  alphaOf,
  broadList,
  compileQuery,
  describeConflict,
  frequencyFileFor,
  matchCount,
  playTurn,
  type Query,
  readFrequencyTable,
  type TurnSettings,
  type TurnSources,
} from '../../lib/index.ts';
import { bundledFacts } from '../../node/list-index.ts';
import { type Block, type ReadStats, wordBlocks } from '../../node/read-words.ts';
import { ownGuessList } from '../book.ts';
import {
  chooseWordSource,
  emptyList,
  exitStatus,
  needsSuggestion,
  planOutput,
  readsWords,
  sourceName,
  type WordSource,
} from '../decide.ts';
import { fdKind, inputKind, terminalWidth, writeAll } from '../io.ts';
import { heldWordOfLength, lengthProbe, needsLengthProbe } from '../length-probe.ts';
import type { Options } from '../options.ts';
import { noteLines, searchHooks } from '../progress.ts';
import { type Report, renderReport, renderStatic } from '../report.ts';
import { ROOT } from '../root.ts';

const BUNDLED_WORDS = join(ROOT, 'wordle.txt');
const BUNDLED_INDEX = join(ROOT, 'dist', 'wordle.index.json');

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

/** A function's value, computed on the first call. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

export async function runFilter(options: Options): Promise<number> {
  // Several boards (a pattern with a group a board, or --boards): their own bundle.
  if (options.boards !== undefined || options.patterns.some((pattern) => pattern.includes(',')))
    return (await import('../boards.ts')).runBoardsFilter(options, writeAll);
  const stdoutIsTTY = fdKind(1) === 'terminal';
  const plan = planOutput(options, {
    stdoutIsTTY,
    width: stdoutIsTTY ? terminalWidth() : undefined,
    noColor: (process.env['NO_COLOR'] ?? '') !== '',
  });
  const query = compileQuery(options.patterns, options.length);
  if (!readsWords(plan)) {
    print(renderStatic(plan, query));
    return 0;
  }
  // (`-f english`: a broad list by name.)
  const broad = broadList(options.words);
  const source = chooseWordSource(broad ? join(ROOT, broad) : options.words, options.words === undefined ? inputKind(0) : 'closed');
  const settings: TurnSettings = {
    strategy: options.strategy,
    hard: options.hard,
    asks: needsSuggestion(plan) ? 'suggestion' : options.onlyAnswers ? 'likely' : 'matches',
    top: options.top ?? 1,
    timeLimitMs: options.timeLimit * 1000,
    positionalWeight: options.positionalWeight,
    why: options.why,
    detail: plan.layout.kind === 'top' || plan.layout.kind === 'json',
    alpha: alphaOf(options.alpha),
    familiar: options.familiar,
  };
  const read: ReadStats = { bytes: 0 };
  const probe = needsLengthProbe(source) ? lengthProbe(query.length) : undefined;
  const solver = once(() => import('../solver.ts'));
  const sources = await cliSources(options, source, settings, read, probe, solver);
  const hooks = searchHooks({ progress: true });
  // (The note of a stopped search is the turn's, printed with the report.)
  const turn = await playTurn(query, sources, settings, { ...hooks, onEnd: hooks.clear, clock: () => performance.now() });
  const { result, suggested } = turn;
  const notes = noteLines(turn.notes, options.timeLimit);
  if (matchCount(result) === 0 && !heldWordOfLength(source, BUNDLED_WORDS, query.length, probe)) {
    const empty = emptyList(source, query.length, read.bytes === 0, options.patterns);
    writeAll(2, `wordle: ${empty.message}\n`);
    return empty.status;
  }
  if (turn.explanation) {
    const { fitTerminal, renderWhy } = await solver();
    writeAll(1, fitTerminal(renderWhy(turn.explanation)));
    writeAll(2, notes);
    if (!query.conflict) return 0;
    writeAll(2, `wordle: ${describeConflict(query.conflict)}\n`);
    return 1;
  }
  const report = renderReport(plan, query, result, suggested, options);
  print({ stdout: report.stdout, stderr: notes + report.stderr });
  const shown = () => (options.onlyAnswers ? suggested.candidates : result.matches).length;
  return exitStatus(plan, shown, suggested.ranked.length > 0);
}

/**
 * Where this run's lists come from, each read only when the turn asks for it: the bundled list's
 * facts from its index, the answer list (and its module) only when a turn needs likely answers or
 * reads another list than the bundled one, the ranked side's bundle only for a ranked turn.
 */
async function cliSources(
  options: Options,
  source: WordSource,
  settings: TurnSettings,
  read: ReadStats,
  probe: ReturnType<typeof lengthProbe> | undefined,
  solver: () => Promise<typeof import('../solver.ts')>,
): Promise<TurnSources> {
  const bundled = (length: number) => bundledFacts(BUNDLED_WORDS, BUNDLED_INDEX, length);
  // Answer lists and openers: not loaded (module and files) by a plain listing of the bundled list, such as -q.
  const lists = settings.asks !== 'matches' || source.kind !== 'bundled' ? await import('../answers.ts') : undefined;
  return {
    guesses: {
      text: watched(wordBlocks(source, BUNDLED_WORDS, read), probe),
      name: sourceName(source),
      facts: source.kind === 'bundled' ? bundled : undefined,
      // Words from stdin or a file: a chain answers as one call; but a file that is a bundled
      // guess list (the original guesses) is a list of its own, its guesses its words (as bench
      // --guesses plays it, with its openers, book and proofs).
      // (A chain stands for the bundled list whether or not its index can be used.)
      standsFor:
        source.kind === 'bundled'
          ? undefined
          : async (length) =>
              source.kind === 'file' && ownGuessList(ROOT, source.path)
                ? undefined
                : (bundled(length) ?? (await solver()).listFactsOf(BUNDLED_WORDS, length)),
    },
    answers: lists && ((fitting: Query) => lists.answersFor(ROOT, options, source, fitting, true)?.words),
    opener: lists && (() => lists.openerFor(ROOT, options, source)),
    book: async (hard) => (await solver()).listBook(ROOT, guessesRef(source), options.answers, hard),
    proofs: async (hard) => (await solver()).listProofs(ROOT, guessesRef(source), options.answers, hard),
    solver,
    frequencies: (length) => readFrequencyTable(readFileSync(join(ROOT, frequencyFileFor(length)), 'utf8')),
  };
}

/** The guess list as the books and proofs know lists: the bundled one by name, a file by content, stdin not at all. */
function guessesRef(source: WordSource): { path: string; bundled: string | undefined } | undefined {
  if (source.kind === 'bundled') return { path: BUNDLED_WORDS, bundled: 'wordle.txt' };
  return source.kind === 'file' ? { path: source.path, bundled: undefined } : undefined;
}

/** The blocks as read, each shown to the length probe (stdin cannot be read twice to tell why nothing matched). */
function watched(
  blocks: Iterable<Block> | AsyncIterable<Block>,
  probe: { see(block: Block): void } | undefined,
): Iterable<Block> | AsyncIterable<Block> {
  if (!probe) return blocks;
  if (Symbol.asyncIterator in blocks) {
    return (async function* () {
      for await (const block of blocks) {
        probe.see(block);
        yield block;
      }
    })();
  }
  return (function* () {
    for (const block of blocks) {
      probe.see(block);
      yield block;
    }
  })();
}
