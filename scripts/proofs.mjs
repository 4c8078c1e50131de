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
// Usage: node scripts/proofs.mjs [--only PAIR] [--openers w,w,...] [--positions w:tiles,...] [--budget N] [--deep w:tiles,...] [--more] [--check] [--prune]
//   --check   make nothing: report, for each position, the picks with and without the proofs
// It prints a line a first guess (time, facts, picks that changed) and a summary.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * Positions proven with ten times the budget: by default the two second turns issue 24 times
 * (after crane all grey, and slAtE), where the budget leaves questions undecided that the turn
 * is then slow on (slate bbyby: 287 s of proving instead of 52, under load).
 */
const DEEP = option('--deep', 'crane:bbbbb,slate:bbyby').split(',');

const PAIRS = [{ guesses: 'wordle.txt', answers: 'answers-2023.txt', guessPath: 'wordle.txt', answerPath: 'data/answers-2023.txt' }];
const only = option('--only', undefined);
const check = args.includes('--check');
/** Only these positions (`crane:bbbbb,...`): to try a change quickly. */
const positions = option('--positions', undefined)?.split(',');

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
  // (Hard mode's: the table is for hard-mode turns.)
  const own = Object.values(openerBook.openers[name]?.hard ?? {});
  const openers = option('--openers', undefined)?.split(',') ?? [
    ...new Set([...HUMAN_OPENERS, ...(more ? MORE_HUMAN_OPENERS : []), ...own]),
  ];
  const book = `data/book/${name}.hard.txt`;
  const lists = search.readLists(root, pair.guessPath, pair.answerPath, book);
  const answers = lists.answers.split('\n').filter((word) => word.length === 5);
  const lines = [];
  const totals = { positions: 0, ms: 0, msWithout: 0, msWith: 0, changed: [], worse: [] };
  for (const opener of openers) {
    const started = performance.now();
    const outcomes = [...new Set(answers.map((answer) => tilesOf(opener, answer)))].sort();
    let facts = 0;
    for (const tiles of outcomes) {
      if (tiles === 'ggggg' || (positions && !positions.includes(`${opener}:${tiles}`))) continue;
      const known = new Map();
      let line;
      let keep = true;
      for (const strategy of STRATEGIES) {
        const result = await search.provePosition(
          lists,
          `${opener}:${tiles}`,
          strategy,
          DEEP.includes(`${opener}:${tiles}`) ? 10 * BUDGET : BUDGET,
          known,
        );
        totals.positions++;
        totals.msWithout += result.msWithout;
        totals.msWith += result.msWith;
        if (result.pickWith !== result.pickWithout) {
          const change = `${strategy} ${opener} ${tiles}: ${result.pickWithout} -> ${result.pickWith}${result.decidedWithout ? ' (decided before!)' : ''}`;
          (result.decidedWithout ? totals.worse : totals.changed).push(change);
          // (Never expected: a fact only decides what was undecided. Such a position is left out.)
          if (result.decidedWithout) keep = false;
        }
        if (result.msWithout > 300) {
          process.stderr.write(
            `  ${strategy} ${opener} ${tiles}: ${Math.round(result.msWithout)} -> ${Math.round(result.msWith)} ms, proving ${Math.round(result.msProving)} ms, ${result.facts} facts, ${result.undecided} undecided\n`,
          );
        }
        line = result.line ?? line;
      }
      if (line && keep) {
        lines.push(line);
        facts += known.size;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    totals.ms += seconds * 1000;
    process.stderr.write(`${name} ${opener}: ${outcomes.length} outcomes, ${facts} facts, ${seconds.toFixed(1)} s\n`);
    // (Written after each first guess: a long run that is stopped keeps what it made.)
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
  const path = `${root}data/proofs/${name}.hard.txt`;
  const [header, ...lines] = readFileSync(path, 'utf8').trimEnd().split('\n');
  const lists = search.readLists(root, pair.guessPath, pair.answerPath, `data/book/${name}.hard.txt`);
  const started = performance.now();
  const out = [];
  let kept = 0;
  for (const line of lines) {
    const [opener, tiles] = line.split(' ');
    const { line: tagged, results } = await search.prunePosition(lists, `${opener}:${tiles}`, STRATEGIES, header, line);
    for (const result of results.filter((r) => !r.pruned)) {
      kept++;
      process.stderr.write(`  ${result.strategy} ${opener} ${tiles}: keeps every guess\n`);
    }
    out.push(tagged);
  }
  writeFileSync(path, `${[header, ...out].join('\n')}\n`);
  process.stderr.write(
    `${name}: ${lines.length} positions tagged, ${kept} turns keep every guess, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

function writeTable(name, pair, lines) {
  const hashes = openerBook.lists;
  const header = ['proofs', 1, 'hard', `${pair.guesses}=${hashes[pair.guesses]}`, `${pair.answers}=${hashes[pair.answers]}`, ...STRATEGIES];
  mkdirSync(`${root}data/proofs`, { recursive: true });
  writeFileSync(`${root}data/proofs/${name}.hard.txt`, `${[header.join(' '), ...[...lines].sort()].join('\n')}\n`);
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
