// npm run openers: recomputes data/openers.json, the first guess of each strategy for the
// bundled list pairs and modes, so that a first turn costs no search.
// - coverage, entropy and minimax, normal mode: the strategy's own pick (test/unit/openers.test.ts
//   recomputes and compares them).
// - the same in hard mode: the opener matters there (after some first guesses no play can finish
//   every answer within six), so of the strategy's best-scoring first guesses (its --top list, in
//   order), then best's book opener, the first whose guarded game (`wordle bench --hard --opener W`)
//   has no game over six, else the one with the fewest (the results go in greedyHard). The book's
//   opener comes last because the guard falls back on the book where it cannot decide, which
//   only helps a game that opens as the book does.
// - best plays the whole game tree from each of the top entropy openers (`wordle bench --json`)
//   and keeps the one with the fewest games over six, then the fewest guesses in total (ties: A-Z).
// - every accepted word as the answer (guesses-2022.txt twice), normal mode only: each strategy's
//   best-scoring first guess that the offline search shows safe (see SAFE_PAIRS below).
// WORDLE_OPENERS=greedy recomputes only coverage, entropy and minimax and keeps best's entries.
// Run it after changing a bundled list or a strategy; it takes several minutes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PAIRS } from './pairs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const FILES = {
  'wordle.txt': 'wordle.txt',
  'guesses-2022.txt': 'data/guesses-2022.txt',
  'answers-2023.txt': 'data/answers-2023.txt',
  'answers-nyt.txt': 'data/answers-nyt.txt',
  'answers-2022.txt': 'data/answers-2022.txt',
};
const BEST_CANDIDATES = Number(process.env.WORDLE_BEST_CANDIDATES ?? 12);
const HARD_CANDIDATES = Number(process.env.WORDLE_HARD_CANDIDATES ?? 8);
const RANK_POOL = 200;
// WORDLE_PAIRS=original,nyt limits the run to those answer lists (the others' entries are kept; `every`: SAFE_PAIRS).
const ONLY_PAIRS = process.env.WORDLE_PAIRS?.split(',');
const ONLY_GREEDY = process.env.WORDLE_OPENERS === 'greedy';
const previous = ONLY_GREEDY || ONLY_PAIRS ? JSON.parse(readFileSync(`${root}data/openers.json`, 'utf8')) : undefined;

const words = (file) => readFileSync(`${root}${file}`, 'utf8').split('\n').filter(Boolean);
const sha256 = (file) =>
  createHash('sha256')
    .update(readFileSync(`${root}${file}`))
    .digest('hex');
const wordle = (args) => execFileSync(bin, args, { encoding: 'utf8', maxBuffer: 1 << 26 });

const book = {
  lists: Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, sha256(file)])),
  openers: { ...previous?.openers },
  bestTotals: previous?.bestTotals ?? {},
  greedyHard: { ...previous?.greedyHard },
};
const bookIndex = JSON.parse(readFileSync(`${root}data/book/index.json`, 'utf8'));
const bench = (args) => JSON.parse(wordle(['bench', ...args, '--json']));
for (const pair of PAIRS) {
  if (ONLY_PAIRS && !ONLY_PAIRS.includes(pair.answerName)) continue;
  const key = `${pair.guesses}+${pair.answers}`;
  book.openers[key] = {};
  if (!ONLY_GREEDY) book.bestTotals[key] = {};
  book.greedyHard[key] = {};
  const lists = ['-f', `${root}${FILES[pair.guesses]}`, '--answers', pair.answerName];
  // A subset of the bundled list answers as one call would, with all of wordle.txt's guesses
  // (README, "chains"): so rank over more and keep the pair's own guesses (its guess file and
  // answers), whose scores do not depend on the other guesses.
  const own = new Set([...words(FILES[pair.guesses]), ...words(FILES[pair.answers])]);
  const rankedFirst = (strategy, count) =>
    JSON.parse(wordle([...lists, '--strategy', strategy, '--json', '--top', String(RANK_POOL)]))
      .top.map((t) => t.word)
      .filter((word) => own.has(word))
      .slice(0, count);
  const benchLists = ['--guesses', pair.guessName, '--answers', pair.answerName];
  for (const mode of ['normal', 'hard']) {
    const hard = mode === 'hard' ? ['--hard'] : [];
    const chosen = {};
    for (const strategy of ['coverage', 'entropy', 'minimax']) {
      if (mode === 'normal') {
        chosen[strategy] = rankedFirst(strategy, 1)[0];
        continue;
      }
      // The strategy's best-scoring first guesses, in its order (no hint yet: the same in both modes).
      const ranked = rankedFirst(strategy, HARD_CANDIDATES);
      const booked = bookIndex[`${key}.hard`]?.opener;
      if (booked && !ranked.includes(booked)) ranked.push(booked);
      let pick;
      for (const opener of ranked) {
        const { total, fails } = bench(['--strategy', strategy, '--hard', ...benchLists, '--opener', opener]);
        process.stderr.write(`${key} hard ${strategy} ${opener}: ${total} guesses, ${fails} over six\n`);
        if (!pick || fails < pick.fails) pick = { opener, total, fails };
        if (fails === 0) break;
      }
      chosen[strategy] = pick.opener;
      book.greedyHard[key][strategy] = pick;
    }
    if (ONLY_GREEDY) {
      chosen.best = previous.openers[key][mode].best;
    } else {
      const candidates = rankedFirst('entropy', BEST_CANDIDATES);
      let best;
      for (const opener of candidates) {
        const { total, fails } = bench(['--strategy', 'best', ...hard, ...benchLists, '--opener', opener]);
        process.stderr.write(`${key} ${mode} best ${opener}: ${total} guesses, ${fails} over six\n`);
        const better =
          !best || fails < best.fails || (fails === best.fails && (total < best.total || (total === best.total && opener < best.opener)));
        if (better) best = { opener, total, fails };
      }
      chosen.best = best.opener;
      book.bestTotals[key][mode] = { total: best.total, fails: best.fails };
    }
    book.openers[key][mode] = chosen;
  }
}
// Every accepted word as the answer (bench --answers and --guesses the original 12,972), normal mode: a first guess for which the
// offline search finds a witness tree for every outcome (scripts/prove-normal.ts --witness 10: a
// guess a level among the ten that split best). The strategies' own first choices leave outcomes
// that no play finishes (tares bbbbg, 814 answers, is proven lost). The candidates: the first of
// each strategy's best-scoring first guesses (among the list's own) shown safe, and SAFE_FALLBACK;
// of those, the one whose bench takes the fewest guesses in all. The proofs table of their
// second turns follows (scripts/proofs.mjs).
const SAFE_PAIRS = [{ guesses: 'guesses-2022.txt', answers: 'guesses-2022.txt', answerName: 'every' }];
// (WORDLE_SAFE_POOL: fewer, to try the script quickly.)
const SAFE_POOL = Number(process.env.WORDLE_SAFE_POOL ?? 200);
/**
 * Tried after a strategy's ranking: an opener published as winning every game of this list in
 * six (normal mode), whose every outcome the search gives a witness (28 s here). The top of each
 * ranking is words ending in s, whose outcomes leave -S families (hills, mills, ...) open.
 */
const SAFE_FALLBACK = ['larnt'];
if (!ONLY_GREEDY && SAFE_PAIRS.some((pair) => !ONLY_PAIRS || ONLY_PAIRS.includes(pair.answerName))) {
  await build({
    entryPoints: [`${root}scripts/prove-normal.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: `${tmpdir()}/wordle-prove-normal.mjs`,
    logLevel: 'warning',
  });
  // Each ranking's first opener shown safe, all in one run of the search (one table of codes, one memo): `none` if none is.
  const firstSafe = (file, rankings, widths) => {
    const out = execFileSync(
      'node',
      [
        `${tmpdir()}/wordle-prove-normal.mjs`,
        file,
        rankings.map((ranking) => ranking.join(',')).join(';'),
        '--first-safe',
        '--witness',
        widths,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    process.stderr.write(out);
    return [...out.matchAll(/^first safe: (\S+)$/gm)].map((match) => (match[1] === 'none' ? undefined : match[1]));
  };
  for (const pair of SAFE_PAIRS) {
    if (ONLY_PAIRS && !ONLY_PAIRS.includes(pair.answerName)) continue;
    const key = `${pair.guesses}+${pair.answers}`;
    const file = `${root}${FILES[pair.guesses]}`;
    const own = new Set(words(FILES[pair.guesses]));
    const strategies = ['coverage', 'entropy', 'minimax', 'positional'];
    const rankings = strategies.map((strategy) =>
      JSON.parse(wordle(['-f', file, '--answers', file, '--strategy', strategy, '--json', '--top', String(SAFE_POOL)]))
        .top.map((t) => t.word)
        .filter((word) => own.has(word)),
    );
    // (The rankings' 800 openers are screened with the ten best splits a level only, about 10 s
    // each, most of it on an outcome that fails; the published ones get wider looks, 10 then 40 then 160.)
    const safe = firstSafe(file, rankings, '10');
    const fallbacks = firstSafe(
      file,
      SAFE_FALLBACK.map((opener) => [opener]),
      '10,40,160',
    ).filter(Boolean);
    const normal = {};
    strategies.forEach((strategy, k) => {
      // Its first safe one, and the published ones: of those shown safe, the fewest games over six
      // on the bench, then the fewest guesses. (The bench reads the table as it is, made for the
      // openers chosen before: a new candidate plays its second turns with the guard alone.)
      let pick;
      for (const opener of new Set([safe[k], ...fallbacks].filter(Boolean))) {
        const { total, fails } = bench(['--strategy', strategy, '--answers', file, '--guesses', file, '--opener', opener]);
        process.stderr.write(`${key} normal ${strategy} ${opener}: ${total} guesses, ${fails} over six\n`);
        if (!pick || fails < pick.fails || (fails === pick.fails && total < pick.total)) pick = { opener, total, fails };
      }
      if (!pick) throw new Error(`${key} ${strategy}: no first guess of its ${SAFE_POOL} best, nor ${SAFE_FALLBACK}, is shown safe`);
      normal[strategy] = pick.opener;
    });
    book.openers[key] = { normal };
  }
}
writeFileSync(`${root}data/openers.json`, `${JSON.stringify(book, null, 2)}\n`);
console.log(JSON.stringify(book.openers, null, 2));
