// Makes data/proofs/: for the bundled lists, the facts the guard's exact search needs at the
// second turn of a hard-mode game after common first guesses, proven with a much larger
// budget than a turn has (see lib/solve/proofs.ts). For each first guess, each of its
// outcomes (the tiles some answer gives it) is a position; each strategy's turn there is
// played as the CLI plays it, its guard's questions recorded, proven, and the turn played
// again with the proofs until it asks nothing new.
//
// The first guesses: every strategy's own (data/openers.json, both modes, for the pair), and
// the words people open with most (see HUMAN_OPENERS).
//
// Usage: node scripts/proofs.mjs [--only PAIR] [--openers w,w,...] [--positions w:tiles,...] [--later 'w:tiles w:tiles,...'] [--budget N] [--deep w:tiles,...] [--more] [--check] [--prune]
//   --check   make nothing: report, for each position, the picks with and without the proofs
// It prints a line a first guess (time, facts, picks that changed) and a summary.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

/**
 * The most played human first words: the two the solvers made famous that many people copied
 * (CRANE, 3Blue1Brown's; SLATE, WordleBot's own), and the one the NYT's WordleBot reports as
 * its players' most common (ADIEU; then AUDIO, STARE, RAISE, ARISE).
 */
const HUMAN_OPENERS = ['crane', 'slate', 'adieu'];
/** The same list's next ones, left out of the default run for its time (about 100 s of one core a first guess); `--more` adds them. */
const MORE_HUMAN_OPENERS = ['audio', 'stare', 'raise', 'arise', 'trace'];
const more = args.includes('--more');
/** The strategies whose hard-mode turns the table is made for (best plays its book, or searches on its own time). */
const STRATEGIES = ['coverage', 'entropy', 'minimax', 'positional'];
/** The proving budget (code computations a question): the guard's own is 1,500,000 a question. */
const BUDGET = Number(option('--budget', 20_000_000));
/**
 * Positions proven with ten times the budget: by default the two second turns the bench times
 * (after crane all grey, and slAtE), where the budget leaves questions undecided that the turn
 * is then slow on (slate bbyby: 287 s of proving instead of 52, under load).
 */
const DEEP = option('--deep', 'crane:bbbbb,slate:bbyby').split(',');

/**
 * The tables made: hard mode on the bundled lists; and normal mode on every accepted word as the
 * answer (bench on the original 12,972 as answers and guesses), where the guard's search leaves the second turns after the openers
 * undecided and the exact offline search (scripts/prover.ts) settles them; its positions also
 * get a witness's facts (a guess whose every outcome finishes), the guard's last resort.
 * (The default lists' normal-mode table is scripts/safe-openers.ts's, its `@whole` line only: not made here.)
 */
const PAIRS = [
  { guesses: 'wordle.txt', answers: 'answers-2023.txt', guessPath: 'wordle.txt', answerPath: 'data/answers-2023.txt', hard: true },
  {
    guesses: 'guesses-2022.txt',
    answers: 'guesses-2022.txt',
    guessPath: 'data/guesses-2022.txt',
    answerPath: 'data/guesses-2022.txt',
    hard: false,
    exact: true,
    // Found by the bench's lost games (node bench/run.mjs --only guard, then scripts/prove-normal.ts
    // on the positions they went through): third turns where a pick the guard kept undecided lost.
    later: ['larnt:bbbbb domes:bbbgg', 'larnt:bgbbb cymes:bbbbg'],
  },
];
/** The exact search's limit a question (guesses looked at), past which it is left undecided. */
const EXACT_LIMIT = Number(option('--exact-limit', 2_000_000));
const modeOf = (pair) => (pair.hard ? 'hard' : 'normal');
const only = option('--only', undefined);
const check = args.includes('--check');
/** Only these positions (`crane:bbbbb,...`): to try a change quickly. */
const positions = option('--positions', undefined)?.split(',');
/**
 * Later positions (`larnt:bbbbb domes:bbbgg,...`), proven as the second turns are: where a later
 * turn's guard kept a pick it could not decide, and it lost (normal mode on every accepted word,
 * found by the bench's lost games; with --openers none, only these). By default the pair's own.
 */
const laterAsked = option('--later', undefined)?.split(',');

const bundled = await build({
  entryPoints: [`${root}scripts/proofs-search.ts`],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
const search = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const openerBook = JSON.parse(readFileSync(`${root}data/openers.json`, 'utf8'));

for (const pair of PAIRS) {
  const name = `${pair.guesses}+${pair.answers}`;
  if (only && only !== name) continue;
  if (args.includes('--prune')) {
    await prune(name, pair);
    continue;
  }
  // (The mode's own openers: the table is for that mode's turns; people's first words only where there is a book.)
  const ownOf = openerBook.openers[name]?.[modeOf(pair)] ?? {};
  const own = Object.values(ownOf);
  const asked = option('--openers', undefined);
  const openers =
    asked === 'none'
      ? []
      : (asked?.split(',') ?? [...new Set([...(pair.exact ? [] : [...HUMAN_OPENERS, ...(more ? MORE_HUMAN_OPENERS : [])]), ...own])]);
  const book = pair.hard ? `data/book/${name}.hard.txt` : undefined;
  const lists = search.readLists(root, pair.guessPath, pair.answerPath, book, pair.guesses, pair.hard);
  const exact = pair.exact ? search.exactProver(lists, EXACT_LIMIT) : undefined;
  const answers = lists.answers.split('\n').filter((word) => word.length === 5);
  const lines = [];
  const totals = { positions: 0, ms: 0, msWithout: 0, msWith: 0, changed: [], worse: [] };
  // Each first guess's outcomes; then the later positions asked for (--later), as one group.
  const groups = openers.map((opener) => ({
    name: opener,
    clues: [...new Set(answers.map((answer) => tilesOf(opener, answer)))]
      .sort()
      .filter((tiles) => tiles !== 'ggggg' && (!positions || positions.includes(`${opener}:${tiles}`)))
      .map((tiles) => `${opener}:${tiles}`),
  }));
  const later = laterAsked ?? (asked || positions ? undefined : pair.later);
  if (later) groups.push({ name: 'later positions', clues: later });
  for (const group of groups) {
    const started = performance.now();
    let facts = 0;
    for (const clue of group.clues) {
      const shown = clue.replaceAll(':', ' ');
      const known = new Map();
      for (const fact of exact?.witnessFacts(clue) ?? []) known.set(`${fact.guess} ${fact.code}`, fact);
      let line;
      let keep = true;
      // (Every accepted word as the answer: a position is for the turns of the strategies that open with its first guess.)
      const first = clue.split(':')[0];
      const strategies =
        pair.exact && (!asked || asked === 'none') ? STRATEGIES.filter((strategy) => ownOf[strategy] === first) : STRATEGIES;
      const picks = new Map();
      for (const strategy of strategies) {
        const result = await search.provePosition(lists, clue, strategy, DEEP.includes(clue) ? 10 * BUDGET : BUDGET, known, exact?.prove);
        totals.positions++;
        totals.msWithout += result.msWithout;
        totals.msWith += result.msWith;
        if (result.pickWith !== result.pickWithout) {
          const change = `${strategy} ${shown}: ${result.pickWithout} -> ${result.pickWith}${result.decidedWithout ? ' (decided before!)' : ''}`;
          (result.decidedWithout ? totals.worse : totals.changed).push(change);
          // (Never expected: a fact only decides what was undecided. Such a position is left out.)
          if (result.decidedWithout) keep = false;
        }
        if (result.msWithout > 300) {
          process.stderr.write(
            `  ${strategy} ${shown}: ${Math.round(result.msWithout)} -> ${Math.round(result.msWith)} ms, proving ${Math.round(result.msProving)} ms, ${result.facts} facts, ${result.undecided} undecided\n`,
          );
        }
        line = result.line ?? line;
        picks.set(strategy, result.pickWith);
      }
      // (A position whose turns asked the guard nothing still gets its witness: the last resort of any other turn there.)
      if (!line && exact) line = exact.witnessLine(clue);
      if (line && keep && pair.exact) line = await smallerLine(pair, lists, clue, strategies, picks, line);
      if (line && keep) {
        lines.push(line);
        facts += known.size;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    totals.ms += seconds * 1000;
    process.stderr.write(`${name} ${group.name}: ${group.clues.length} positions, ${facts} facts, ${seconds.toFixed(1)} s\n`);
    // (Written after each group: a long run that is stopped keeps what it made.)
    if (!check) writeTable(name, pair, lines);
  }
  process.stderr.write(
    `${name}: ${totals.positions} turns, ${(totals.ms / 1000).toFixed(0)} s; the turns ${(totals.msWithout / 1000).toFixed(1)} s without proofs, ${(totals.msWith / 1000).toFixed(1)} s with\n`,
  );
  for (const change of [...totals.worse, ...totals.changed]) process.stderr.write(`  pick changed: ${change}\n`);
  if (totals.worse.length > 0) process.stderr.write('a pick the guard had shown safe changed: its position is left out\n');
}

/**
 * --prune: tags each guess of the table with the strategies whose turns ask about it (see
 * prunePosition), so that a turn's seeding spends nothing on the others'; each strategy's turn
 * is played again with its part, and keeps every guess where anything differs.
 */
async function prune(name, pair) {
  const path = `${root}data/proofs/${name}.${modeOf(pair)}.txt`;
  const [header, ...lines] = readFileSync(path, 'utf8').trimEnd().split('\n');
  const lists = search.readLists(
    root,
    pair.guessPath,
    pair.answerPath,
    pair.hard ? `data/book/${name}.hard.txt` : undefined,
    pair.guesses,
    pair.hard,
  );
  const started = performance.now();
  const out = [];
  let kept = 0;
  for (const line of lines) {
    const clue = search.clueOf(line);
    const { line: tagged, results } = await search.prunePosition(lists, clue, STRATEGIES, header, line);
    for (const result of results.filter((r) => !r.pruned)) {
      kept++;
      process.stderr.write(`  ${result.strategy} ${clue.replaceAll(':', ' ')}: keeps every guess\n`);
    }
    out.push(tagged);
  }
  writeFileSync(path, `${[header, ...out].join('\n')}\n`);
  process.stderr.write(
    `${name}: ${lines.length} positions tagged, ${kept} turns keep every guess, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

/**
 * Normal mode's lines hold many facts of guesses shown unsafe (every outcome of each guess the
 * guard looked at): one failing outcome shows a guess unsafe, so only the first is kept, and the
 * guesses are tagged with the strategies whose turns were played. Kept only where each of those
 * turns still picks what it picked with the whole line.
 */
async function smallerLine(pair, lists, clue, strategies, picks, line) {
  const header = tableHeader(pair);
  const mask = strategies.reduce((bits, strategy) => bits | (1 << STRATEGIES.indexOf(strategy)), 0);
  // (No strategy's turn played there, as with --later after another first guess: a fact holds for any, so all get it.)
  const tag = mask === 0 || mask === (1 << STRATEGIES.length) - 1 ? '' : `/${mask}`;
  const parts = line.split(' ');
  const head = search.factsStart(parts);
  const out = parts.slice(0, head);
  const groups = [];
  for (const part of parts.slice(head)) {
    if (/[+-]/.test(part)) groups.at(-1).outcomes.push(part);
    else groups.push({ guess: part, outcomes: [] });
  }
  for (const { guess, outcomes } of groups) {
    const failing = outcomes.find((outcome) => outcome.includes('-'));
    out.push(`${guess.split('/')[0]}${tag}`, ...(failing ? [failing] : outcomes));
  }
  const smaller = out.join(' ');
  for (const strategy of strategies) {
    const pick = await search.pickWithLine(lists, clue, strategy, header, smaller);
    if (pick !== picks.get(strategy)) {
      process.stderr.write(`  ${strategy} ${clue}: picks ${pick}, not ${picks.get(strategy)}, with fewer facts: the whole line kept\n`);
      return line;
    }
  }
  return smaller;
}

function tableHeader(pair) {
  const hashes = openerBook.lists;
  // (Every accepted word as the answer: one list, named once.)
  const named = [...new Set([pair.guesses, pair.answers])].map((file) => `${file}=${hashes[file]}`);
  return ['proofs', 1, modeOf(pair), ...named, ...STRATEGIES].join(' ');
}

function writeTable(name, pair, lines) {
  const path = `${root}data/proofs/${name}.${modeOf(pair)}.txt`;
  // (A run over some positions or first guesses only replaces their lines: the table keeps the rest.)
  const keyOf = (line) => {
    const parts = line.split(' ');
    return parts.slice(0, search.factsStart(parts) - 2).join(' ');
  };
  const made = new Set(lines.map(keyOf));
  const kept =
    (positions || laterAsked || option('--openers', undefined)) && existsSync(path)
      ? readFileSync(path, 'utf8')
          .trimEnd()
          .split('\n')
          .slice(1)
          .filter((line) => !made.has(keyOf(line)))
      : [];
  mkdirSync(`${root}data/proofs`, { recursive: true });
  writeFileSync(path, `${[tableHeader(pair), ...[...kept, ...lines].sort()].join('\n')}\n`);
}

/** The tiles (b/y/g) an answer gives a guess, as Wordle colours them (greens first, then yellows left to right). */
function tilesOf(guess, answer) {
  const tiles = [...'bbbbb'];
  const left = new Map();
  for (let i = 0; i < 5; i++) {
    if (guess[i] === answer[i]) tiles[i] = 'g';
    else left.set(answer[i], (left.get(answer[i]) ?? 0) + 1);
  }
  for (let i = 0; i < 5; i++) {
    if (tiles[i] === 'g' || !left.get(guess[i])) continue;
    tiles[i] = 'y';
    left.set(guess[i], left.get(guess[i]) - 1);
  }
  return tiles.join('');
}
