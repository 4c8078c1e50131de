// What scripts/boards-turns.mjs and boards-picks.mjs share: lib/ bundled on the fly (the scripts
// need per-board turns and pick times, which bench --json has not), the lists bench --boards
// uses (likely answers of the 2023 list, guesses wordle.txt) and the games to play: a games file
// (default bench/quordle-200.txt), or seed:N for 200 Quordle games sampled with seed N.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundled = `${tmpdir()}/wordle-boards-${process.pid}.mjs`;
await build({ entryPoints: [`${root}lib/index.ts`], bundle: true, platform: 'node', format: 'esm', outfile: bundled, logLevel: 'warning' });
/** lib/index.ts, as bundled. */
export const lib = await import(pathToFileURL(bundled).href);
rmSync(bundled);

const words = (file) =>
  readFileSync(`${root}${file}`, 'utf8')
    .split('\n')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
export const answers = words('data/answers-2023.txt');
export const guesses = [...new Set([...words('wordle.txt').filter((word) => word.length === 5), ...answers])];

/** The fixed 200 Quordle games (bench/quordle-200.txt) the several-boards strategies are compared on. */
export const DEFAULT_GAMES = `${root}bench/quordle-200.txt`;

/** The games of a source: a games file's path, or seed:N. */
export function gamesOf(source = DEFAULT_GAMES) {
  const seed = /^seed:(\d+)$/.exec(source)?.[1];
  return seed !== undefined
    ? lib.sampleGames(answers, 4, 200, Number(seed))
    : lib.parseGames(readFileSync(source, 'utf8'), source, new Set(guesses));
}
