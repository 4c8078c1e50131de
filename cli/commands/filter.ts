// The filter: `wordle [options] [PATTERN...]`. Reads the words, computes the turn and prints it.

import { join } from 'node:path';
import { candidatesOf, compileQuery, createFilter, describeConflict, type FilterResult, isQuick, matchCount, quickSuggest, type Suggested } from '../../lib/index.ts';
import { chooseWordSource, emptyList, exitStatus, needsSuggestion, planOutput, readsWords, sourceName } from '../decide.ts';
import { fdKind, inputKind, terminalWidth, writeAll } from '../io.ts';
import type { Options } from '../options.ts';
import { bundledFacts, heldWordOfLength, lengthProbe, needsLengthProbe, wordBlocks } from '../read-words.ts';
import { type Report, renderReport, renderStatic } from '../report.ts';
import type { Answers } from '../answers.ts';
import { ROOT } from '../root.ts';

const BUNDLED_WORDS = join(ROOT, 'wordle.txt');
const BUNDLED_INDEX = join(ROOT, 'dist', 'wordle.index.json');

function print(report: Report): void {
  writeAll(1, report.stdout);
  writeAll(2, report.stderr);
}

export async function runFilter(options: Options): Promise<number> {
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
  const source = chooseWordSource(options.words, options.words === undefined ? inputKind(0) : 'closed');
  const top = options.top ?? 1;
  const suggesting = needsSuggestion(plan) && query.conflict === undefined;
  // Answer lists and openers: not loaded (module and files) by a plain listing of the bundled list, such as -q.
  const lists = suggesting || options.onlyAnswers || source.kind !== 'bundled' ? await import('../answers.ts') : undefined;
  // A first turn on the bundled lists has its suggestion ready (data/openers.json).
  const opener = lists && suggesting && top === 1 && options.why === undefined ? lists.openerFor(ROOT, options, source) : undefined;
  // Otherwise suggesting needs every word of the list (the allowed guesses): indexed for the bundled one.
  const collect = suggesting && !opener ? 'words' : 'nothing';
  // Without clues every word of the bundled list matches: its index has them, no need to scan it.
  const everyWord = query.clues.length === 0 && query.conflict === undefined;
  const facts = (collect === 'words' || everyWord) && source.kind === 'bundled' ? bundledFacts(BUNDLED_WORDS, BUNDLED_INDEX, query.length) : undefined;
  const read = { bytes: 0 };
  const probe = needsLengthProbe(source) ? lengthProbe(query.length) : undefined;
  let result: FilterResult;
  if (everyWord && facts?.everyLine) {
    const known = facts;
    result = {
      get matches() {
        return known.words;
      },
      facts: known,
      get words() {
        return known.words;
      },
      get masks() {
        return known.masks;
      },
      everyWord: true,
    };
  } else {
    const filter = createFilter(query, { collect, facts });
    for await (const block of wordBlocks(source, BUNDLED_WORDS, read)) {
      filter.push(block.text, block.ascii);
      probe?.see(block);
    }
    const found = filter.finish();
    // Words from stdin or a file: each once, and a chain answers as one call (see asOneCall).
    result = source.kind === 'bundled' || !lists ? found : lists.asOneCall(found, collect === 'words' ? () => bundledFacts(BUNDLED_WORDS, BUNDLED_INDEX, query.length) : undefined);
  }
  if (matchCount(result) === 0 && !heldWordOfLength(source, BUNDLED_WORDS, query.length, probe)) {
    const empty = emptyList(source, query.length, read.bytes === 0, options.patterns);
    writeAll(2, `wordle: ${empty.message}\n`);
    return empty.status;
  }
  // The likely answers (a pass over their list), read when first needed: a first turn's -s needs none.
  let answers: Answers | undefined;
  let answersRead = false;
  const likely = () => {
    if (!answersRead) answers = lists?.answersFor(ROOT, options, source, query, matchCount(result) > 0 && (suggesting || options.onlyAnswers));
    answersRead = true;
    return answers;
  };
  const detail = plan.layout.kind === 'top' || plan.layout.kind === 'json';
  const request = {
    query,
    result,
    get answers() {
      return likely()?.words;
    },
    strategy: { name: options.strategy },
    hard: options.hard,
    top,
    opener,
    detail,
  };
  let suggested: Suggested;
  // quickSuggest declines (undefined) when its pick needs the solver's guard.
  const quick = suggesting && options.why === undefined && isQuick(request) ? quickSuggest(request) : undefined;
  if (!suggesting && options.why === undefined) suggested = { ranked: [], ...candidatesOf(result.matches, likely()?.words) };
  else if (quick) suggested = quick;
  else {
    // Ranked strategies and explanations live in the solver bundle.
    const solver = await import('../solver.ts');
    const guesses = source.kind === 'bundled' ? { path: BUNDLED_WORDS, bundled: 'wordle.txt' } : source.kind === 'file' ? { path: source.path, bundled: undefined } : undefined;
    const settings = solver.searchSettings(ROOT, guesses, likely()?.ref, options.hard, options.timeLimit, options.strategy);
    const ranked = { ...request, strategy: solver.strategyFor(options.strategy, settings) };
    if (options.why !== undefined) {
      writeAll(1, solver.fitTerminal(solver.explainChoice(ranked, solver.checkGuess(options.why, query.length, result.words, sourceName(source)))));
      if (!query.conflict) return 0;
      writeAll(2, `wordle: ${describeConflict(query.conflict)}\n`);
      return 1;
    }
    suggested = solver.suggest(ranked);
  }
  const report = renderReport(plan, query, result, suggested, options);
  print(report);
  const shown = () => (options.onlyAnswers ? suggested.candidates : result.matches).length;
  return exitStatus(plan, shown, suggested.ranked.length > 0);
}

