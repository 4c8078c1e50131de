// Offline, exact: can a normal-mode position be finished within the guesses left (
// the positions right after the opener that the guard's in-turn search leaves undecided on
// every accepted word as the answer, `tares bbbbg` and the like)? Every allowed guess is tried
// at every level, but most are cut at once by the guard's family bound made stronger: a family
// of the set (answers alike but at one place, _ILLS) whose answers lack the guess's letters
// all get its same tiles, and if those cannot be told apart in the guesses left after it
// (Guard.familyFails on the family's letters), the guess loses. Several families open at once
// cut nearly every guess; the few left are searched, their outcomes largest first, a lost one
// ending the guess's look. With two guesses left a guess must tell the set apart, exactly.
// So the answer is exact both ways: lost (every guess shown to lose), or a witness tree.
//
// Usage: npx esbuild scripts/prove-normal.ts --bundle --platform=node --format=esm --outfile=/tmp/prove-normal.mjs
//   then node /tmp/prove-normal.mjs LIST 'opener:tiles[ guess:tiles ...],...' [--tree FILE] [--against-guard [--budget N]]
//   --tree FILE      the witness trees of the positions that finish: a line a node, its guesses and tiles from the start
//   'opener:*'       each of the opener's outcomes, largest first; --stop: up to the first one lost
//   --witness W,...  look for a witness only among the W best splits a level (then the next W): fast, but not finding one proves nothing
//   --first-safe     the second argument is openers (a ranking; several, `;` between): the first of each whose every outcome has a witness
//   --against-guard  a check: also ask the guard's own exact search (Guard.canFinish, BUDGET), which must agree where it decides
// LIST is both the answers and the guesses (as `wordle bench --answers LIST --guesses LIST`).
import { readFileSync, writeFileSync } from 'node:fs';
import { codesOf, createGame, fillTable, type Game } from '../lib/solve/game.ts';
import { Guard } from '../lib/solve/guard/index.ts';
import { allGreen } from '../lib/solve/kernel.ts';
import { Prover, positionOf, tileText } from './prover.ts';

function codesOfOne(game: Game, g: number, a: number): number {
  const code = new Int32Array(1);
  codesOf(game, g, Int32Array.of(a), code);
  return code[0] as number;
}

const [listPath, positionsText, ...rest] = process.argv.slice(2);
if (!listPath || !positionsText)
  throw new Error("usage: prove-normal LIST 'opener:tiles,...' [--tree FILE] [--against-guard [--budget N]]");
const option = (name: string) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const words = readFileSync(listPath, 'utf8')
  .split('\n')
  .map((w) => w.trim())
  .filter(Boolean);
const game = createGame(words, words, 5, false);
// (The whole table of codes, 168 MB for 12,972 words: every level splits the set by every guess.)
const table = new Uint8Array(words.length * words.length);
fillTable(game, table, 0, words.length);
game.table = table;
const out: string[] = [];
// `opener:*` stands for each of the opener's outcomes, largest first (a lost one is likelier among them).
const clues = positionsText.split(',').flatMap((clue) => {
  if (!clue.endsWith(':*')) return [clue];
  const g = game.guesses.indexOf.get(clue.slice(0, -2)) as number;
  const sizes = new Map<number, number>();
  for (let a = 0; a < words.length; a++) {
    const code = codesOfOne(game, g, a);
    if (code !== allGreen(game.length)) sizes.set(code, (sizes.get(code) ?? 0) + 1);
  }
  return [...sizes].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([code]) => `${clue.slice(0, -2)}:${tileText(code, game.length)}`);
});
// --first-safe: LIST is the openers of each ranking, `;` between rankings: for each, the first
// whose every outcome has a witness (at --witness's widths in turn; one table and memo for all).
if (rest.includes('--first-safe')) {
  const widths = (option('--witness') ?? '10').split(',').map(Number);
  const prover = new Prover(game);
  const safe = new Map<string, boolean>();
  const outcomesOf = (g: number) => {
    const sets = new Map<number, number[]>();
    for (let a = 0; a < words.length; a++) {
      const code = codesOfOne(game, g, a);
      if (code === allGreen(game.length)) continue;
      let set = sets.get(code);
      if (!set) sets.set(code, (set = []));
      set.push(a);
    }
    return [...sets].sort((x, y) => y[1].length - x[1].length);
  };
  for (const ranking of positionsText.split(';')) {
    let found: string | undefined;
    for (const opener of ranking.split(',')) {
      const g = game.guesses.indexOf.get(opener);
      if (g === undefined) continue;
      if (!safe.has(opener)) {
        const started = performance.now();
        const failed = outcomesOf(g).find(([, set]) => !widths.some((width) => prover.find(Int32Array.from(set), 5, width)));
        safe.set(opener, failed === undefined);
        const took = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          failed
            ? `${opener}: no witness for ${tileText(failed[0], game.length)} (${failed[1].length} answers; ${took} s)`
            : `${opener}: every outcome finishes (${took} s)`,
        );
      }
      if (safe.get(opener)) {
        found = opener;
        break;
      }
    }
    console.log(`first safe: ${found ?? 'none'}`);
  }
  process.exit(0);
}
const stop = rest.includes('--stop');
for (const clue of clues) {
  const prover = new Prover(game);
  const position = positionOf(game, clue);
  const k = 6 - position.moves.length;
  const started = performance.now();
  const width = option('--witness');
  const lost = width ? !width.split(',').some((w) => prover.find(position.remaining, k, Number(w))) : prover.lost(position.remaining, k);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const looked = prover.looked.map((count, left) => `${count} with ${left} left`).filter(Boolean);
  let line = `${clue} [${position.remaining.length} answers, ${k} guesses left]: ${lost ? (width ? 'no witness found' : 'lost') : 'finishes'} (${seconds} s; guesses looked at ${looked.reverse().join(', ')})`;
  if (rest.includes('--against-guard')) {
    const exact = new Guard(game).canFinish(position.remaining, game.all, k, Number(option('--budget') ?? 300_000_000));
    line += `; the guard's search: ${exact === undefined ? 'undecided' : exact ? 'finishes' : 'lost'}`;
  }
  console.log(line);
  if (!lost) prover.tree(position.remaining, k, `${clue.replaceAll(':', ' ')} `, out);
  else if (stop) break;
}
const treePath = option('--tree');
if (treePath) writeFileSync(treePath, `${out.join('\n')}\n`);
