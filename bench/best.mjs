// npm run bench:best: how long best makes a user wait, against the bars. One best turn
// after each of a dozen weak first guesses that got all grey (1,400-1,900 likely answers left:
// the largest searches there are), and `wordle bench --strategy best` on the default lists from
// its book and, for orientation, searching every position (--no-book). Timed as a user's shell
// runs it: without NODE_EXTRA_CA_CERTS, stdin /dev/null.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const WEAK = ['fuzzy', 'jazzy', 'mummy', 'civic', 'vivid', 'puppy', 'kayak', 'qajaq', 'xylyl', 'yukky', 'immix', 'oxbow'];

function timed(args) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wordle ${args.join(' ')}: ${run.stderr}`);
  return { ms: performance.now() - started, stdout: run.stdout, stderr: run.stderr };
}

const turns = WEAK.map((word) => ({ word, ...timed(['--strategy', 'best', '-s', `${word}:bbbbb`]) }));
for (const turn of turns) {
  const note = turn.stderr.includes('stopped') ? 'stopped at the time limit' : 'searched to the end';
  console.log(`best after ${turn.word}:bbbbb  ${(turn.ms / 1000).toFixed(2)} s  -> ${turn.stdout.trim()}  (${note})`);
}
const slowest = Math.max(...turns.map((turn) => turn.ms));
console.log(`slowest best turn: ${(slowest / 1000).toFixed(2)} s (goal <= 3 s)`);

for (const extra of [[], ['--no-book']]) {
  const run = timed(['bench', '--strategy', 'best', '--json', ...extra]);
  const result = JSON.parse(run.stdout);
  console.log(
    `wordle bench --strategy best ${extra.join(' ')}: ${(run.ms / 1000).toFixed(1)} s, total ${result.total}, over six ${result.fails}${extra.length ? '' : ' (goal <= 30 s)'}`,
  );
}
