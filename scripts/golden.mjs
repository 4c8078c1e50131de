// The golden corpus: what users see from the CLI and the MCP server, recorded so that a change
// of the code can be checked byte for byte against it (test/e2e/golden.test.ts replays it).
//   node scripts/golden.mjs --record   run every case and write test/golden/cli.json, mcp.json
//   node scripts/golden.mjs --update   the same, from the current build (after an intended change;
//                                      git diff then shows what changed)
//   node scripts/golden.mjs --check    run every case twice more and compare with the files
//                                      (the recorded cases must not depend on load or timing)
// Build first (node scripts/build.mjs): the cases run bin/wordle, which runs dist/.
// How a case runs (directory, environment, normalisation) is in test/golden/run.mjs.
//
// Left out on purpose, because their output depends on time or machine load: best where it
// searches with a time limit (off its book: only small positions, with --time-limit 0), timing
// lines (normalised), `wordle web` and `mcp --http` (servers), the terminal layout (a pseudo-
// terminal, covered by test/e2e/cli.test.ts), `play` without --word or --seed.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  CLI_FILE,
  cliCaseName,
  describeDifference,
  MCP_FILE,
  mcpCaseName,
  runCliCases,
  runMcpCases,
  serialise,
} from '../test/golden/run.mjs';

// ---------------------------------------------------------------------------------------------
// CLI cases: { argv } (stdin /dev/null), { argv, input } (piped), or { sh } (a shell line).
const w = (...argv) => ({ argv });
const piped = (input, ...argv) => ({ argv, input });
const sh = (line) => ({ sh: line });

/** Positions of the bundled 5-letter list, by what they show. */
const POSITIONS = {
  first: [],
  crane: ['crAne'],
  stare: ['staR=e', 'chOR=d'],
  tiles: ['stare:bbbgb', 'chord:bbygb'],
  fuzzy: ['fuzzy'],
  tarse: ['tA=rsE'],
  planc: ['tArSe', 'plAnC='],
  solved: ['stare:GGGGG'],
  two: ['crA=ne', 'S=LotH'],
  slant: ['crAne', 'sLAnt'],
  slate: ['slate:bbgyb'],
  bobby: ['BoB=bY='],
  sassy: ['sA=S=S=Y='],
  eerie: ['EeRiE='],
  llama: ['LLA=Ma'],
  hatch: ['TA=rse', 'lA=T=C=H='],
  waded: ['tA=rsE', 'lA=nE=D='],
  fight: ['crane', 'lI=G=H=T='],
  baker: ['stARE', 'mA=K=E=R='],
  fiver: ['staRE', 'lI=V=E=R='],
  mummy: ['crane', 'pU=dgY='],
  fellback: ['xylyl:ggggg'],
};

const cases = [];
const add = (...more) => cases.push(...more);

// The plain filter in every layout at the positions that show most, fewer elsewhere.
const LAYOUTS = [[], ['-1'], ['-c'], ['-s'], ['-q'], ['-a'], ['--json'], ['--columns', '3'], ['--explain'], ['--grep'], ['--web-url']];
for (const name of ['stare', 'tarse', 'planc', 'two']) for (const layout of LAYOUTS) add(w(...layout, ...POSITIONS[name]));
for (const name of ['crane', 'tiles', 'solved', 'slant', 'slate', 'hatch', 'waded', 'fight', 'baker', 'fiver', 'mummy', 'fellback'])
  add(w(...POSITIONS[name]), w('--json', ...POSITIONS[name]));
for (const name of ['bobby', 'sassy', 'eerie', 'llama'])
  add(w(...POSITIONS[name]), w('--json', ...POSITIONS[name]), w('--explain', ...POSITIONS[name]));
add(
  w(),
  w('-c'),
  w('-s'),
  w('--explain'),
  w('--grep'),
  w('--web-url'),
  w('-c', 'fuzzy'),
  w('-s', 'fuzzy'),
  w('-a', 'fuzzy'),
  w('--grep', 'fuzzy'),
  w('--columns', '8', '-a', 'tA=rsE'),
);
add(
  w('-q', '-a', 'crAne'),
  w('-1', '-a', 'staR=e'),
  w('-c', '-a', 'staR=e'),
  w('-s', '-a', 'staR=e'),
  w('--json', '--top', '3', 'staR=e', 'chOR=d'),
  w('--json', '-a', 'crA=ne', 'S=LotH', 'tArSe'),
);
add(
  w('--color=always', 'staR=e', 'chOR=d'),
  w('--color=always', '-a', 'tA=rsE'),
  w('--color=never', 'staR=e', 'chOR=d'),
  w('--no-color', 'staR=e', 'chOR=d'),
  w('--color', 'always', '--top', '3', 'crAne'),
);
add(
  w('--', 'bench'),
  w('-c', '--', 'bench'),
  w('-c', 'crane', 'bench'),
  w('STAR=E', 'CHOR=D'),
  w('stare:00020', 'chord:00120'),
  w('stare:⬛⬛⬛🟩⬛', 'chord:⬛⬛🟨🟩⬛'),
  w('stare:xx.g-', 'chord:..yg.'),
);
add(w('staR=e,chOR=d'), w('staR=e chOR=d'), w('-c', 'staR=e', 'staR=e'));

// Every strategy: the ranking in normal and hard mode, the pick (-s may take the quick path), --json.
const STRATEGIES = ['coverage', 'entropy', 'minimax'];
for (const strategy of STRATEGIES) {
  for (const name of ['first', 'crane', 'stare', 'fuzzy', 'tarse', 'planc', 'solved', 'two', 'hatch', 'waded', 'bobby', 'fellback']) {
    const position = POSITIONS[name];
    add(w('--strategy', strategy, '--top', '5', ...position));
    // (A hard first turn ranks every word against every answer, and so nearly after fuzzy: seconds; the opener book answers -s.)
    if (name !== 'first' && name !== 'fuzzy') add(w('--strategy', strategy, '--hard', '--top', '5', ...position));
    if (['first', 'stare', 'tarse', 'two'].includes(name)) add(w('--strategy', strategy, '-s', ...position));
    if (['first', 'stare', 'two'].includes(name) || (name === 'tarse' && strategy === 'coverage'))
      add(w('--strategy', strategy, '--hard', '-s', ...position));
    if (['stare', 'planc'].includes(name)) add(w('--strategy', strategy, '--json', '--top', '3', ...position));
  }
}
add(
  w('--top', '1', 'staR=e', 'chOR=d'),
  w('--top', '50', 'tA=rsE'),
  w('--hard', 'staR=e', 'chOR=d'),
  w('--hard', 'tA=rsE'),
  w('--hard', '-s', '--answers', 'nyt', 'tA=rsE'),
);
add(
  w('--strategy', 'minimax', '--hard', '--top', '3', '--answers', 'nyt', 'crAne'),
  w('--strategy', 'entropy', '--top', '5', '--answers', 'original', 'crAne'),
);
add(
  w('--answers', 'nyt', '-c', 'crAne'),
  w('--answers', 'original', '-a', 'staR=e', 'chOR=d'),
  w('--answers', 'nyt', '-s'),
  w('--answers', 'original', '--strategy', 'entropy', '-s'),
);

// best where it is deterministic: its book (the bundled lists, the positions the book plays) and
// small positions searched without a time limit.
add(
  w('--strategy', 'best', '-s'),
  w('--strategy', 'best', '--hard', '-s'),
  w('--strategy', 'best', 'tarse:bbbbb', 'guild:bbbbb'),
  w('--strategy', 'best', '--answers', 'nyt', '-s'),
  w('--strategy', 'best', '--answers', 'nyt', '--hard', '-s'),
);
add(
  w('--strategy', 'best', '-s', 'tarse:bbbbb'),
  w('--strategy', 'best', '-s', 'tarse:bbbbb', 'guild:bbbbb'),
  w('--strategy', 'best', 'tarse:bbbbb', 'guild:bbbbb', 'pooch:bgbbb'),
  w('--strategy', 'best', '-s', 'tarse:bbbby'),
  w('--strategy', 'best', '--json', 'tarse:bbbbb', 'guild:bbbbb', 'pooch:bbgbb'),
);
add(w('--strategy', 'best', '--hard', '-s', 'tarse:bbbbb'), w('--strategy', 'best', '--hard', '-s', 'tarse:bbbbb', 'clomp:bbbbb'));
for (const name of ['stare', 'planc', 'two', 'hatch', 'fiver']) {
  const position = POSITIONS[name];
  add(
    w('--strategy', 'best', '--time-limit', '0', '-s', ...position),
    w('--strategy', 'best', '--time-limit', '0', '--top', '3', ...position),
    w('--strategy', 'best', '--time-limit', '0', '--hard', '--top', '3', ...position),
  );
}
add(
  w('--strategy', 'best', '--time-limit', '0', '--json', '--top', '2', 'staR=e', 'chOR=d'),
  w('--strategy', 'best', '--time-limit', '0', '--why', 'lorry', 'staR=e', 'chOR=d'),
  w('--strategy', 'best', '--time-limit', '0', '--why', 'burly', 'staR=e', 'chOR=d'),
);

// --why: a guess judged, every strategy, hard mode's rule, words off the list.
for (const strategy of STRATEGIES) {
  add(w('--strategy', strategy, '--why', 'burly', 'staR=e', 'chOR=d'), w('--strategy', strategy, '--why', 'audio'));
  add(w('--strategy', strategy, '--hard', '--why', 'pagle', 'tA=rsE'), w('--strategy', strategy, '--why', 'sumac', 'tArSe', 'plAnC='));
}
add(
  w('--why', 'lorry', 'staR=e', 'chOR=d'),
  w('--why', 'clout', 'crAne'),
  w('--why', 'xxxxx', 'crAne'),
  w('--hard', '--why', 'crane', 'staR=e'),
  w('--why', 'latch', 'TA=rse', 'lA=T=C=H='),
  w('--hard', '--why', 'batch', 'TA=rse', 'lA=T=C=H='),
);
add(w('--why', 'later'), w('--why', 'stare', 'stare:GGGGG'), w('--why', 'crane', '--why', 'stare', 'staR=e'));

// Other lists: -f FILE, --answers FILE, 4- and 6-letter words, -n/--length, stdin.
add(
  w('-f', 'words.txt'),
  w('-f', 'words.txt', 'crAne'),
  w('-f', 'words.txt', '-c', 'staR=e'),
  w('-f', 'words.txt', '--top', '3', 'stare'),
  w('-f', 'words.txt', '--answers', 'answers.txt', 'stare'),
);
add(
  w('-f', 'words.txt', '--answers', 'answers.txt', '--strategy', 'entropy', '--top', '3'),
  w('-f', 'words.txt', '--answers', 'answers.txt', '-a', 'crane'),
  w('--answers', 'answers.txt', '-c', 'staR=e'),
  w('--answers', 'answers.txt', '-s', 'staR=e'),
);
add(
  w('-f', 'words.txt', '--json', 'slate:bbgyb'),
  w('-f', 'mixed.txt'),
  w('-f', 'mixed.txt', '-c', 'crane'),
  w('-f', 'empty.txt', 'staR=e'),
  w('-f', 'empty.txt', '-c', 'staR=e'),
);
add(
  w('-f', 'words.txt', '--strategy', 'best', '--time-limit', '0', '-s'),
  w('-f', 'words.txt', '--answers', 'answers.txt', '--strategy', 'best', '--time-limit', '0', '--top', '3'),
);
for (const [file, position] of [
  ['words4.txt', ['cOde']],
  ['words4.txt', ['rA=in', 'tOld']],
  ['words6.txt', ['plAnet']],
  ['words6.txt', ['sEcreT', 'mOtion']],
]) {
  add(
    w('-f', file, ...position),
    w('-f', file, '--top', '3', ...position),
    w('-f', file, '--strategy', 'entropy', '-s', ...position),
    w('-f', file, '--json', ...position),
  );
}
for (const [file, length] of [
  ['words4.txt', '4'],
  ['words6.txt', '6'],
]) {
  add(
    w('-f', file, '-n', length, '-c'),
    w('-f', file, '--length', length, '-s'),
    w('-f', file, '--length', length, '--strategy', 'minimax', '--top', '3'),
    w('-f', file, '-n', length),
  );
}
add(
  w('-f', 'words4.txt', '-n', '5', '-c'),
  w('-f', 'words6.txt', 'crane'),
  w('-n', '4'),
  w('-n', '6', '-c'),
  w('-n', '5', '-c'),
  w('--length', '5', '-s'),
  w('-n', '4', 'crane'),
);
add(w('cOde'), w('plAnet'), w('sta'));
add(
  piped('lorry\nlorry\nworry\nLorry\n', 'staR=e', 'chOR=d'),
  piped('xxxrx\nyyyry\n', 'staR=e'),
  piped('abc\nabcdef\n', 'crane'),
  piped('abbey\n', '-c', 'staR=e'),
  piped('', '-c', 'staR=e'),
);
add(
  piped('crane\nslate\nstare\nshall\n', '-f', '-', '-c', 'sLAnt'),
  piped('crane\nslate\nstare\nshall\n', '-f', '-', '--top', '2'),
  piped('crane\nslate\n', '-f', 'words.txt', '-c', 'crane'),
);

// Pipes and chains, as a shell runs them.
add(
  sh('wordle -q crAne | wordle -s sLAnt'),
  sh('wordle crAne 2>/dev/null | wordle sLAnt'),
  sh('wordle crAne | wordle -s sLAnt'),
  sh('wordle -a crAne 2>/dev/null | wordle -a sLAnt'),
);
add(
  sh('wordle crAne 2>/dev/null | wordle -f - -c sLAnt'),
  sh('wordle staR=e 2>/dev/null | wordle chOR=d'),
  sh('wordle crAne 2>/dev/null | wordle --json sLAnt'),
  sh('wordle -q fuzzy | wordle -q crAne | wordle sLAnt'),
);
add(
  sh('wordle staR=e | head -n 3'),
  sh('wordle -1 staR=e chOR=d | wc -l'),
  sh('eval "$(wordle --grep staR=e chOR=d)" < "$(dirname "$(command -v wordle)")/../wordle.txt"'),
);

// Errors: one line on stderr, status 2 (1 for no match).
add(
  w('st@re'),
  w('stare:bbbb'),
  w('stare:bbbbz'),
  w('stare:bbbbb', 'crane:bbbb'),
  w('stare:bbbbb', 'cranes:bbbbbb'),
  w('a'.repeat(65)),
  w('S==tare'),
  w('=stare'),
  w(''),
  w('stare:'),
  w('st\nare'),
  w('sta\u0007re'),
);
add(
  w('staR=e', 'chord:bbbbb'),
  w('sasSy'),
  w('E=erIE'),
  w('tarsE', 'lAnED'),
  w('-c', 'sasSy'),
  w('--json', 'tarsE', 'lAnED'),
  w('-s', 'staR=e', 'chord:bbbbb'),
);
add(
  w('xyzzy:ggggg'),
  w('-c', 'xyzzy:ggggg'),
  w('-s', 'xyzzy:ggggg'),
  w('--json', 'xyzzy:ggggg'),
  w('--top', '3', 'xyzzy:ggggg'),
  w('-a', 'xyzzy:ggggg'),
);
add(
  w('--bogus'),
  w('-z', 'crane'),
  w('--Strategy', 'entropy'),
  w('--hard=maybe', '-s', 'crane'),
  w('-q=1', 'crane'),
  w('--hard=true', '-s', 'staR=e', 'chOR=d'),
  w('--hard=false', '-s', 'staR=e', 'chOR=d'),
);
add(
  w('--strategy', 'foo', 'crane'),
  w('--strategy'),
  w('--top', '0', 'crane'),
  w('--top', 'abc', 'crane'),
  w('--top', '-1', 'crane'),
  w('--top', '1.5', 'crane'),
  w('--top'),
  w('--why'),
  w('--why', '12345', 'staR=e'),
  w('--why', 'cranes', 'staR=e'),
);
add(
  w('-n', '0'),
  w('-n', '100000'),
  w('-n', '1e9'),
  w('-n', 'abc'),
  w('--columns', '0', 'crane'),
  w('--columns', 'x', 'crane'),
  w('--time-limit', '-1', '--strategy', 'best', 'crane'),
  w('--time-limit', 'abc', 'crane'),
  w('--time-limit', '99999', 'crane'),
);
add(
  w('-c', '-s', 'crane'),
  w('--json', '--explain', 'crane'),
  w('-1', '--columns', '3', 'crane'),
  w('--top', '3', '--grep', 'crane'),
  w('--why', 'crane', '--top', '3', 'staR=e'),
  w('-c', '--web-url', 'crane'),
);
add(
  w('-f', 'missing.txt', 'crane'),
  w('--answers', 'missing.txt', 'crane'),
  w('-f'),
  w('-f', 'words.txt', '-f', 'missing.txt', 'crane'),
  w('-f', '.', 'crane'),
);
add(
  w('help'),
  w('benchh'),
  w('-c', 'bench'),
  w('-c', '-n', '5', 'bench'),
  w('show'),
  w('show', 'knoll', 'vivid'),
  w('show', 'zzzzz'),
  w('show', 'crane', '--top', '3'),
);
add(
  w('feedback', 'crane'),
  w('feedback', 'bobby', 'abbe'),
  w('feedback', 'bob by', 'abbey'),
  w('feedback', 'crane', 'chord', 'extra'),
  w('completion', 'extra'),
  piped('', 'play', 'crane'),
);
add(
  w('bench', '--strategy', 'foo'),
  w('bench', '--bogus'),
  w('bench', '--wide=yes'),
  w('bench', '--sample', '0'),
  w('bench', '--sample', 'abc'),
  w('bench', '--sample', '1', '--seed', 'abc'),
  w('bench', '--sample', '1', '--seed', '-1'),
  w('bench', '--sample', '1', '--seed', '1.5'),
);
add(
  w('bench', '--opener', 'xxxxx', '--sample', '2'),
  w('bench', '--answers', 'missing.txt'),
  w('bench', '--workers', '0', '--sample', '2'),
  w('bench', '-f', 'words.txt'),
);
add(
  piped('', 'play', '--seed', 'abc'),
  piped('', 'play', '--seed', '4294967296'),
  piped('', 'play', '--tries', '0', '--word', 'abbey'),
  piped('', 'play', '--word', 'zzzzz'),
);
add(
  w('mcp', '--time-limit', '0'),
  w('mcp', '--port', '80'),
  w('mcp', '--http', '--port', '70000'),
  w('mcp', 'extra'),
  w('web', '--port', 'abc'),
  w('assist', '--strategy', 'foo'),
);

// Subcommands.
for (const [guess, answer] of [
  ['bobby', 'abbey'],
  ['crane', 'chord'],
  ['crane', 'crane'],
  ['eerie', 'there'],
  ['sassy', 'gassy'],
  ['mamma', 'madam'],
  ['CRANE', 'Chord'],
]) {
  add(w('feedback', guess, answer), w('feedback', '--tiles', guess, answer));
}
add(
  w('feedback', 'geese', 'eerie'),
  w('feedback', 'llama', 'small'),
  w('feedback', 'cOde', 'code'),
  w('feedback', 'planet', 'plants'),
  w('feedback', 'crane', 'slate', '--tiles', '--tiles'),
);
for (const word of ['abbey', 'hatch'])
  add(w('show', word), w('show', '--strategy', 'entropy', word), w('show', '--strategy', 'minimax', '--hard', word));
add(w('show', '--hard', 'abbey'));
add(w('show', 'fuzzy'), w('show', 'eerie'), w('show', 'sumac'), w('show', '--strategy', 'entropy', 'waded'));
add(
  w('show', '--json', 'abbey'),
  w('show', '--json', '--hard', '--strategy', 'entropy', 'hatch'),
  w('show', '--opener', 'crane', 'abbey'),
  w('show', '--opener', 'crane', '--json', 'sumac'),
  w('show', 'xylyl'),
);
add(
  w('show', '--strategy', 'best', 'abbey'),
  w('show', '--strategy', 'best', '--hard', 'abbey'),
  w('show', '--strategy', 'best', '--json', 'hatch'),
  w('show', '--strategy', 'best', 'fuzzy'),
  w('show', '--strategy', 'best', '--answers', 'nyt', 'hatch'),
);
add(
  w('--strategy', 'entropy', 'show', 'abbey'),
  w('show', '--color=always', 'abbey'),
  w('show', '-f', 'words.txt', '--answers', 'answers.txt', 'lorry'),
  w('show', '-f', 'words4.txt', 'code'),
);
// (bench --workers 1: the same games as on every core, at less cost to a test.)
add(
  w('bench', '--sample', '6', '--seed', '1', '--json'),
  w('bench', '--strategy', 'minimax', '--hard', '--sample', '4', '--seed', '3', '--json', '--workers', '1'),
);
add(
  w('bench', '--sample', '6', '--seed', '5', '--workers', '1'),
  w('bench', '--sample', '4', '--seed', '7', '--tree', '--workers', '1'),
  w('bench', '--sample', '4', '--answers', 'original', '--guesses', 'original', '--opener', 'crane', '--json', '--workers', '1'),
);
add(
  w('bench', '--strategy', 'best', '--sample', '6', '--seed', '4', '--json', '--workers', '1'),
  w('bench', '--strategy', 'best', '--hard', '--sample', '4', '--seed', '4', '--tree', '--workers', '1'),
);
add(
  piped('crane\nslate\nabbey\n', 'play', '--word', 'abbey'),
  piped('stare\nzzzzz\nabbey\n', 'play', '--word', 'abbey'),
  piped('stare\ncrane\n', 'play', '--word', 'abbey', '--tries', '2', '--high-contrast'),
);
add(
  piped('stare\ncrony\n', 'play', '--word', 'abbey', '--hard'),
  piped('', 'play', '--seed', '7'),
  piped('slate\n', 'play', '--word', 'crane', '--word', 'slate'),
  piped('crane\n', 'play', '--word', 'abbey', '--color=always'),
);
add(
  piped('stare\nbyybb\n/cands\n/why\n/quit\n', 'assist'),
  piped('/cands\nburro\nggggg\n', 'assist', 'staR=e', 'chOR=d'),
  piped('stare\nggggy\nbyybb\n', 'assist'),
  piped('/quit\n', 'assist', '--strategy', 'entropy', '--hard', 'staR=e'),
);
add(
  piped('/why\n/quit\n', 'assist', '--strategy', 'best', '--time-limit', '0', 'staR=e', 'chOR=d'),
  piped('', 'assist', 'tArSe', 'plAnC='),
);

// Help, version, completion.
add(w('--help'), w('-h'), w('--version'), w('-h', 'crane'), w('--help', '--json'));
for (const command of ['bench', 'assist', 'play', 'show', 'feedback', 'mcp', 'web', 'completion']) add(w(command, '--help'));
add(w('bench', '--version'), w('completion'), w('show', '-h'));
for (const words of [
  ['--st'],
  ['--co'],
  ['-'],
  ['--strategy', ''],
  ['--answers', 'n'],
  ['-f', ''],
  ['bench', '--'],
  ['show', '--'],
  ['b'],
  ['--top', ''],
  ['bench', '--guesses', ''],
]) {
  add(w('--get-yargs-completions', 'wordle', ...words));
}

// ---------------------------------------------------------------------------------------------
// MCP cases: the same positions through `wordle mcp` (stdio). (wordle_compare_guess ranks every
// allowed guess: seconds at a position with hundreds of answers, so it is asked at small ones.)
const tool = (name, args) => ({ method: 'tools/call', tool: name, arguments: args });
const mcpCases = [
  { method: 'tools/list' },
  { method: 'prompts/list' },
  { method: 'prompts/get', params: { name: 'help_with_wordle_screenshot' } },
];
const addMcp = (...more) => mcpCases.push(...more);
for (const name of ['first', 'crane', 'stare', 'fuzzy', 'tarse', 'planc', 'solved', 'two', 'bobby', 'hatch', 'waded', 'fellback']) {
  const history = POSITIONS[name];
  addMcp(
    tool('wordle_suggest_next_guess', { history }),
    tool('wordle_list_possible_answers', { history }),
    tool('wordle_explain_patterns', { history }),
  );
  if (['stare', 'fuzzy', 'two', 'fellback'].includes(name))
    addMcp(tool('wordle_list_possible_answers', { history, include_all_candidates: true, limit: 20 }));
  for (const strategy of STRATEGIES) {
    addMcp(
      tool('wordle_suggest_next_guess', { history, strategy, top_n: 3 }),
      tool('wordle_suggest_next_guess', { history, strategy, top_n: 1 }),
    );
    // (As in the CLI, a hard first turn's ranking takes seconds; its pick comes from the opener book.)
    if (name !== 'first') addMcp(tool('wordle_suggest_next_guess', { history, strategy, hard_mode: true, top_n: 3 }));
    if (['first', 'stare', 'tarse', 'hatch'].includes(name))
      addMcp(tool('wordle_suggest_next_guess', { history, strategy, hard_mode: true, top_n: 1 }));
  }
}
addMcp(
  tool('wordle_suggest_next_guess', { history: POSITIONS.tiles }),
  tool('wordle_suggest_next_guess', { history: 'stare:bbbgb,chord:bbygb' }),
  tool('wordle_suggest_next_guess', { history: 'staR=e chOR=d' }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: ['crAne'], strategy: 'minimax', hard_mode: true, top_n: 3, answers: 'nyt' }),
  tool('wordle_suggest_next_guess', { history: ['crAne'], answers: 'original', top_n: 10 }),
);
addMcp(
  tool('wordle_list_possible_answers', { history: POSITIONS.stare, answers: 'nyt' }),
  tool('wordle_list_possible_answers', { history: ['crAne'], limit: 2000 }),
);
// best on its book, where it needs no search.
addMcp(
  tool('wordle_suggest_next_guess', { history: [], strategy: 'best', top_n: 1 }),
  tool('wordle_suggest_next_guess', { history: [], strategy: 'best', hard_mode: true, top_n: 1 }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: ['tarse:bbbbb', 'guild:bbbbb'], strategy: 'best', top_n: 1 }),
  tool('wordle_suggest_next_guess', { history: ['tarse:bbbbb', 'clomp:bbbbb'], strategy: 'best', hard_mode: true, top_n: 1 }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: POSITIONS.stare, strategy: 'best', top_n: 3 }),
  tool('wordle_suggest_next_guess', { history: POSITIONS.planc, strategy: 'best', top_n: 3 }),
  tool('wordle_suggest_next_guess', { history: POSITIONS.two, strategy: 'best', hard_mode: true, top_n: 2 }),
);
for (const strategy of STRATEGIES) {
  addMcp(
    tool('wordle_compare_guess', { history: POSITIONS.stare, guess: 'burly', strategy }),
    tool('wordle_compare_guess', { history: POSITIONS.planc, guess: 'sumac', strategy }),
  );
  addMcp(tool('wordle_compare_guess', { history: POSITIONS.hatch, guess: 'batch', strategy, hard_mode: true }));
}
addMcp(
  tool('wordle_compare_guess', { history: POSITIONS.stare, guess: 'lorry', strategy: 'minimax', top_n: 2 }),
  tool('wordle_compare_guess', { history: POSITIONS.stare, guess: 'lorry', strategy: 'best', top_n: 2 }),
  tool('wordle_compare_guess', { history: POSITIONS.two, guess: 'xxxxx' }),
);
for (const [guess, answer] of [
  ['bobby', 'abbey'],
  ['crane', 'chord'],
  ['crane', 'crane'],
  ['eerie', 'there'],
  ['sassy', 'gassy'],
  ['CRANE', 'Chord'],
  ['planet', 'plants'],
]) {
  addMcp(tool('wordle_feedback', { guess, answer }));
}
addMcp(
  tool('wordle_explain_patterns', { history: 'BoB=bY=' }),
  tool('wordle_explain_patterns', { history: ['sasSy'] }),
  tool('wordle_explain_patterns', { history: ['tarsE', 'lAnED'] }),
  tool('wordle_explain_patterns', { history: ['cOde'] }),
);
// Errors: the CLI's message as a tool error, and the schema's checks.
addMcp(
  tool('wordle_suggest_next_guess', { history: ['st@re'] }),
  tool('wordle_list_possible_answers', { history: ['staR=e', 'chord:bbbbb'] }),
  tool('wordle_suggest_next_guess', { history: 'stare:bbbbb,crane:bbbb' }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: ['stare:bbbbb', 'cranes:bbbbbb'] }),
  tool('wordle_compare_guess', { history: ['staR=e'], guess: '12345' }),
  tool('wordle_feedback', { guess: 'bobby', answer: 'abbe' }),
);
addMcp(
  tool('wordle_feedback', { guess: 'bob by', answer: 'abbey' }),
  tool('wordle_suggest_next_guess', { history: POSITIONS.stare, top_n: 51 }),
  tool('wordle_list_possible_answers', { history: POSITIONS.stare, limit: 100000 }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: POSITIONS.stare, strategy: 'magic' }),
  tool('wordle_suggest_next_guess', { history: 'x'.repeat(5000) }),
  tool('wordle_suggest_next_guess', { history: ['sasSy'] }),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: ['xyzzy:ggggg'] }),
  tool('wordle_list_possible_answers', { history: ['xyzzy:ggggg'] }),
  tool('wordle_suggest_next_guess', {}),
  tool('wordle_no_such_tool', {}),
);
addMcp(
  tool('wordle_suggest_next_guess', { history: ['cOde'] }),
  tool('wordle_list_possible_answers', { history: POSITIONS.stare, answers: 'bogus' }),
);

export const CLI_CASES = cases;
export const MCP_CASES = mcpCases;

for (const [list, nameOf] of [
  [CLI_CASES, cliCaseName],
  [MCP_CASES, mcpCaseName],
]) {
  const seen = new Set();
  for (const c of list) {
    const name = nameOf(c);
    if (seen.has(name)) throw new Error(`golden: the case ${name} is listed twice`);
    seen.add(name);
  }
}

// ---------------------------------------------------------------------------------------------
async function recordAll(log) {
  const slow = [];
  const onCase = (entry, ms) => {
    if (ms > 2000) slow.push(`${(ms / 1000).toFixed(1)} s  ${entry.case}`);
  };
  const cli = await runCliCases(CLI_CASES, { onCase });
  const mcp = await runMcpCases(MCP_CASES, { onCase });
  if (mcp.serverStderr !== '') log(`wordle mcp said on stderr:\n${mcp.serverStderr}`);
  if (slow.length > 0) log(`cases over 2 s:\n${slow.join('\n')}`);
  return { cli: serialise(cli), mcp: serialise(mcp.results) };
}

/** The names of the entries that differ between two recorded texts. */
function differing(a, b) {
  const byName = (text) => new Map(JSON.parse(text).map((entry) => [entry.case, JSON.stringify(entry)]));
  const [left, right] = [byName(a), byName(b)];
  return [...new Set([...left.keys(), ...right.keys()])].filter((name) => left.get(name) !== right.get(name));
}

const mode = process.argv[2];
if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (text) => process.stderr.write(`${text}\n`);
  if (mode === '--record' || mode === '--update') {
    const start = performance.now();
    const { cli, mcp } = await recordAll(log);
    writeFileSync(CLI_FILE, cli);
    writeFileSync(MCP_FILE, mcp);
    log(
      `golden: ${CLI_CASES.length} CLI cases, ${MCP_CASES.length} MCP cases recorded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  } else if (mode === '--check') {
    const runs = Number(process.argv[3] ?? 2);
    let bad = 0;
    for (let run = 1; run <= runs; run++) {
      const { cli, mcp } = await recordAll(log);
      for (const [file, text] of [
        [CLI_FILE, cli],
        [MCP_FILE, mcp],
      ]) {
        const recorded = readFileSync(file, 'utf8');
        const names = differing(recorded, text);
        bad += names.length;
        const entry = (from, name) => JSON.parse(from).find((e) => e.case === name);
        for (const name of names)
          log(`run ${run}: ${file.replace(/.*\//, '')}: ${name} differs:\n${describeDifference(entry(recorded, name), entry(text, name))}`);
      }
    }
    log(bad === 0 ? `golden: ${runs} runs, every case as recorded` : `golden: ${bad} differences`);
    process.exitCode = bad === 0 ? 0 : 1;
  } else {
    log('usage: node scripts/golden.mjs --record | --update | --check [RUNS]');
    process.exitCode = 2;
  }
}
