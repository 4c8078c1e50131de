// The filter: `wordle [options] [PATTERN...]`. Has lib resolve the lists the options name and
// compute the turn over the package's files, and prints it. What is read is read when the turn
// asks for it (a plain listing of the bundled list reads no answer list), and the ranked side is
// a bundle of its own.

import { join } from 'node:path';
import {
  alphaOf,
  compileQuery,
  describeConflict,
  type GuessList,
  matchCount,
  playTurn,
  resolveLists,
  type TurnSettings,
  turnSources,
  type WordBlock,
} from '../../lib/index.ts';
import { filesStore } from '../../node/files.ts';
import type { ReadStats } from '../../node/read-words.ts';
import { noColorSet } from '../colour.ts';
import { emptyList, exitStatus, isPiped, needsSuggestion, planOutput, readsWords, wordSourceOf } from '../decide.ts';
import { fdKind, inputKind, terminalWidth, writeAll } from '../io.ts';
import { heldWordOfLength, lengthProbe, needsLengthProbe } from '../length-probe.ts';
import type { Options } from '../options.ts';
import { noteLines, searchHooks } from '../progress.ts';
import { type Report, renderReport, renderStatic } from '../report.ts';
import { ROOT } from '../root.ts';

const BUNDLED_WORDS = join(ROOT, 'wordle.txt');

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

/** A function's value, computed on the first call. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/** The filter's turn; `commands` are the table's names, for the hint a mistyped command gets. */
export async function runFilter(options: Options, commands: readonly string[]): Promise<number> {
  // Several boards (a pattern with a group a board, or --boards): their own bundle.
  if (options.boards !== undefined || options.patterns.some((pattern) => pattern.includes(',')))
    return (await import('./boards/index.ts')).runBoardsFilter(options, writeAll);
  const stdoutIsTTY = fdKind(1) === 'terminal';
  const plan = planOutput(options, {
    stdoutIsTTY,
    width: stdoutIsTTY ? terminalWidth() : undefined,
    noColor: noColorSet(),
  });
  const choice = { guesses: options.words, answers: options.answers };
  // (The patterns are folded by a list named: stdin is looked at only when the words are read.)
  const query = compileQuery(options.patterns, options.length, resolveLists(choice).fold);
  if (!readsWords(plan)) {
    print(renderStatic(plan, query));
    return 0;
  }
  const lists = resolveLists({ ...choice, piped: options.words === undefined && isPiped(inputKind(0)) });
  const source = wordSourceOf(ROOT, lists.guesses);
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
  const sources = turnSources(filesStore(ROOT, { read, solver }), lists);
  const guesses = { ...sources.guesses, text: watched(sources.guesses.text, probe) };
  const hooks = searchHooks({ progress: true });
  // (The note of a stopped search is the turn's, printed with the report.)
  const turn = await playTurn(query, { ...sources, guesses }, settings, { ...hooks, onEnd: hooks.clear, clock: () => performance.now() });
  const { result, suggested } = turn;
  const notes = noteLines(turn.notes, options.timeLimit);
  if (matchCount(result) === 0 && !heldWordOfLength(source, BUNDLED_WORDS, query.length, probe)) {
    const empty = emptyList(source, query.length, read.bytes === 0, options.patterns, commands);
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

/** The blocks as read, each shown to the length probe (stdin cannot be read twice to tell why nothing matched). */
function watched(text: GuessList['text'], probe: { see(block: WordBlock): void } | undefined): GuessList['text'] {
  if (!probe || typeof text === 'string') return text;
  if (Symbol.asyncIterator in text) {
    return (async function* () {
      for await (const block of text) {
        probe.see(block);
        yield block;
      }
    })();
  }
  return (function* () {
    for (const block of text) {
      probe.see(block);
      yield block;
    }
  })();
}
