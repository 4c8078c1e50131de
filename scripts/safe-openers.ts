// Offline: which guesses, played first on the whole answer list, leave every outcome finishable
// within four more guesses in normal mode (a win in five on every answer, whatever comes first)?
// A subset of a set that finishes within k finishes within k too (the same guesses serve it),
// so at any later normal-mode position of these lists whose answers are all on the list, such
// a guess with four guesses left after it is safe: the guard's question at a second turn,
// answered without a search (lib/solve/proofs.ts, the table's `@whole` line; Guard.learnSafe).
//
// The guesses looked at: the TOP best-ranked first guesses of each strategy but best (the picks
// after a weak first guess are mostly among them: tarse after fuzzy). An outcome is shown by a
// witness tree found among the best splits (scripts/prover.ts's find, at WIDTHS in turn; for
// each strategy's DEEP_TOP best, then decide(): wider, then every guess, up to a limit). A guess
// with an outcome not shown is left out, and its outcomes not shown are printed on stderr.
//
// Usage: npx esbuild scripts/safe-openers.ts --bundle --platform=node --format=esm --outfile=/tmp/safe-openers.mjs
//   then node /tmp/safe-openers.mjs GUESSES ANSWERS [--top N] [--deep-top N] [--out TABLE]   (prints the `@whole` line, or writes it into a table)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { codesOf, createGame, fillTable, startPosition } from '../lib/solve/game.ts';
import { allGreen } from '../lib/solve/kernel.ts';
import { PROOFS_FORMAT, positionHashes, WHOLE_KEY, WHOLE_LIST_LEFT } from '../lib/solve/proofs.ts';
import { strategyNamed } from '../lib/solve/strategies/index.ts';
import { Prover, tileText } from './prover.ts';

const [guessPath, answerPath, ...rest] = process.argv.slice(2);
if (!guessPath || !answerPath) throw new Error('usage: safe-openers GUESSES ANSWERS [--top N] [--out TABLE]');
const option = (name: string, fallback: number) => (rest.includes(name) ? Number(rest[rest.indexOf(name) + 1]) : fallback);
const TOP = option('--top', 40);
/** find()'s widths, in turn. */
const WIDTHS = [10, 40];
/** Each strategy's best this many get decide() for what find() did not show: wider looks, then every guess, up to DEEP_LIMIT guesses looked at. */
const DEEP_TOP = option('--deep-top', 5);
const DEEP_LIMIT = 3_000_000;
const DEEP_WIDTHS = [160, 640];
const words = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((word) => word.trim())
    .filter((word) => word.length === 5);
const game = createGame(words(guessPath), words(answerPath), 5, false);
const start = startPosition(game);
const candidates = new Set<number>();
/** The guesses among some strategy's DEEP_TOP best: an outcome find() does not show is decided by the exact search too. */
const deep = new Set<number>();
for (const name of ['coverage', 'entropy', 'minimax', 'positional'] as const)
  strategyNamed(name)
    .rank(game, start, TOP)
    .forEach((item, k) => {
      candidates.add(item.guess);
      if (k < DEEP_TOP) deep.add(item.guess);
    });

// (The whole table of codes, 47 MB for 14,855 guesses and 3,158 answers: the prover's splits read it.)
const table = new Uint8Array(game.guesses.words.length * game.answers.words.length);
fillTable(game, table, 0, game.guesses.words.length);
game.table = table;
const prover = new Prover(game);
const codes = new Int32Array(start.remaining.length);
const done = allGreen(game.length);
const entries: string[] = [];
const started = performance.now();
let looked = 0;
for (const g of [...candidates].sort((a, b) => a - b)) {
  codesOf(game, g, start.remaining, codes);
  const outcomes = new Map<number, number[]>();
  codes.forEach((code, k) => {
    if (code !== done) outcomes.set(code, [...(outcomes.get(code) ?? []), start.remaining[k] as number]);
  });
  // An outcome is shown to finish by a witness found among the best splits (find: fast where one exists, proving nothing where not).
  const unshown = [...outcomes]
    .filter(([, members]) => {
      const set = Int32Array.from(members);
      if (WIDTHS.some((width) => prover.find(set, WHOLE_LIST_LEFT, width))) return false;
      return !deep.has(g) || prover.decide(set, WHOLE_LIST_LEFT, DEEP_WIDTHS, DEEP_LIMIT) !== true;
    })
    .map(([code]) => tileText(code, game.length))
    .sort();
  if (unshown.length === 0) entries.push(game.guesses.words[g] as string);
  else console.error(`${game.guesses.words[g]}: not shown ${unshown.join(' ')}`);
  looked++;
  if (looked % 20 === 0)
    console.error(
      `${looked}/${candidates.size} looked at, ${entries.length} with every outcome shown, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}
const { allowedHash } = positionHashes(game, start);
console.error(
  `${entries.length} of ${candidates.size} with every outcome shown within ${WHOLE_LIST_LEFT}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const line = `${WHOLE_KEY}${[allowedHash, String(WHOLE_LIST_LEFT), ...entries].join(' ')}`;
const out = rest.includes('--out') ? rest[rest.indexOf('--out') + 1] : undefined;
if (out === undefined) console.log(line);
else {
  // A table of its own (as scripts/proofs.mjs makes them): the lists named by file name and sha256, for every strategy's turns.
  const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const name = (path: string) => path.split('/').at(-1) as string;
  const header = [
    'proofs',
    PROOFS_FORMAT,
    'normal',
    `${name(guessPath)}=${sha256(guessPath)}`,
    `${name(answerPath)}=${sha256(answerPath)}`,
  ];
  // (A table there already keeps its other lines: only the `@whole` line is this script's.)
  const kept = existsSync(out)
    ? readFileSync(out, 'utf8')
        .split('\n')
        .slice(1)
        .filter((old) => old !== '' && !old.startsWith(WHOLE_KEY))
    : [];
  writeFileSync(out, `${[[...header, 'coverage', 'entropy', 'minimax', 'positional'].join(' '), ...kept, line].join('\n')}\n`);
}
