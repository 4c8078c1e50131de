// scripts/absurdle-challenge.mjs's search process (bundled by it with esbuild): makes the
// original lists' table once, then for each target it is sent finds a shortest forcing sequence
// (lib/absurdle/challenge.ts, on this one thread) and sends it back with the CPU time it took.

import { readFileSync } from 'node:fs';
import { shortestForcing } from '../lib/absurdle/challenge.ts';
import { absurdleLists, absurdleReplies, challengeState } from '../lib/absurdle/host.ts';
import { prepareSearch } from '../lib/absurdle/solve.ts';
import { plain, plainIn } from '../lib/speed.ts';

// WORDLE_PLAIN, as every entry reads it: the search's shortcuts off (lib/speed.ts).
plain(plainIn(process.env));

const root = process.argv[2] ?? '.';
const read = (name: string) => readFileSync(`${root}/data/${name}`, 'utf8').trim().split('\n');
const answers = read('answers-2022.txt');
const guesses = read('guesses-2022.txt');
const lists = absurdleLists(answers, guesses);
const search = prepareSearch(lists, false);

/** The longest sequence looked for, the target's guess included (as `wordle absurdle --target W --solve`). */
const MAX_GUESSES = 8;

process.on('message', (message: { target: string }) => {
  const target = answers.indexOf(message.target);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const found = target < 0 ? undefined : shortestForcing(search, target, MAX_GUESSES);
  const used = process.cpuUsage(cpu);
  const sequence = found ? found.guesses.map((g) => guesses[g] as string) : null;
  // The sequence as the host plays it: the search's table and the host's own rule must agree.
  if (sequence && challengeState(absurdleReplies(lists, sequence, false, message.target)).state !== 'won')
    throw new Error(`${message.target}: ${sequence.join(' ')} does not win against the host`);
  process.send?.({
    target: message.target,
    sequence,
    cpu: (used.user + used.system) / 1e6,
    wall: (performance.now() - started) / 1000,
  });
});
process.send?.({ ready: true });
