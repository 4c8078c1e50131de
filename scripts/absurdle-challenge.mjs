// Tabulates Absurdle's challenge mode on the original lists: for every one of the 2,315 words, a
// shortest forcing sequence (`wordle absurdle --target WORD --solve`: the host keeps the largest
// group, and must end on the word) and the time its search took, then writes the table into
// docs/absurdle-challenge.md (lengths, the hardest targets, every target by length) and
// docs/absurdle-challenge.tsv (each target's sequence and times).
//
// Each search runs on one thread of a worker process (scripts/absurdle-challenge-search.ts,
// bundled here with esbuild); the processes share the targets. A target not solved within the
// budget (wall time) is recorded as such, its process stopped and another started. Results are
// appended as they come to a file of JSON lines (committed: a run stopped goes on where it was,
// here or elsewhere). The targets are searched in a fixed shuffled order (seed 2315), so that the
// targets done at any point are a fair sample of all; until every one is done the page says how
// many are, and that its figures are of those only.
//
// Each result names the search that made it (the last commit of lib/absurdle/, `+` when the tree
// had changes there): a faster search finds the same sequences, and the page says whose times it
// shows.
//
// Usage: node scripts/absurdle-challenge.mjs [--workers N] [--budget SECONDS] [--results FILE] [--only w,w,... [--again]] [--render]
//   --workers  worker processes (default 2)          --budget   seconds of wall time a target (default 600)
//   --results  the JSON lines (default bench/absurdle-challenge.jsonl)
//   --only     these targets only (not written to docs/)   --render   write docs/ from the results, search nothing
//   --again    with --only: search them even if they have results (the last line for a target wins)

import { execFileSync, fork } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const workers = Number(option('--workers', 2));
const budget = Number(option('--budget', 600));
const resultsPath = option('--results', `${root}bench/absurdle-challenge.jsonl`);
const only = option('--only', undefined)?.split(',');
const answers = readFileSync(`${root}data/answers-2022.txt`, 'utf8').trim().split('\n');
/** The answers in a fixed shuffled order (mulberry32, seed 2315; Fisher-Yates). */
function shuffled(words) {
  let state = 2315;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...words];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const targets = only ?? shuffled(answers);
const again = only !== undefined && args.includes('--again');

/** The search's version: the last commit of its code, `+` if the tree changed it since; undefined without git. */
function searchVersion() {
  try {
    const git = (...more) => execFileSync('git', more, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const paths = ['lib/absurdle', 'scripts/absurdle-challenge-search.ts'];
    return `${git('log', '-1', '--format=%h', '--', ...paths)}${git('status', '--porcelain', '--', ...paths) ? '+' : ''}`;
  } catch {
    return undefined;
  }
}

/** The results so far, by target (the last line for a target wins). */
function readResults() {
  const results = new Map();
  if (!existsSync(resultsPath)) return results;
  for (const line of readFileSync(resultsPath, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const result = JSON.parse(line);
    if (result.target) results.set(result.target, result);
  }
  return results;
}

/** The runs that made the results: each its processes, targets searched and wall seconds. */
function readRuns() {
  if (!existsSync(resultsPath)) return [];
  return readFileSync(resultsPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .filter((line) => line.run)
    .map((line) => line.run);
}

async function searchAll() {
  const results = readResults();
  const waiting = again ? [...targets] : targets.filter((target) => !results.has(target));
  const search = searchVersion();
  console.log(
    `${targets.length - waiting.length} of ${targets.length} targets already in ${resultsPath}; ${waiting.length} to search on ${workers} processes, ${budget} s each at most`,
  );
  if (waiting.length === 0) return;
  mkdirSync(dirname(resultsPath), { recursive: true });
  const folder = mkdtempSync(join(tmpdir(), 'absurdle-challenge-'));
  const script = join(folder, 'search.cjs');
  await build({
    entryPoints: [`${root}scripts/absurdle-challenge-search.ts`],
    bundle: true,
    outfile: script,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  const started = performance.now();
  const total = waiting.length;
  let done = 0;
  const record = (result) => {
    appendFileSync(resultsPath, `${JSON.stringify(result)}\n`);
    done++;
    const shown = result.sequence
      ? `${result.sequence.length}  ${result.sequence.join(' ')}`
      : result.timedOut
        ? 'not solved within the budget'
        : 'none';
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${String(done).padStart(4)}/${total} ${result.target}  ${shown}  (${result.cpu.toFixed(1)} s CPU, ${result.wall.toFixed(1)} s; ${elapsed} s in all)`,
    );
  };
  /** One worker process: targets one at a time from `waiting`, each within the budget (else the process is stopped and another started). */
  const worker = async () => {
    while (waiting.length > 0) {
      const env = { ...process.env };
      delete env.NODE_EXTRA_CA_CERTS;
      const child = fork(script, [root], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env });
      await new Promise((resolve) => child.once('message', resolve));
      let stopped = false;
      while (!stopped && waiting.length > 0) {
        const target = waiting.shift();
        const sent = performance.now();
        const result = await new Promise((resolve) => {
          const timer = setTimeout(() => {
            stopped = true;
            child.kill('SIGKILL');
            resolve({ target, sequence: null, timedOut: true, cpu: budget, wall: (performance.now() - sent) / 1000, search });
          }, budget * 1000);
          child.once('message', (message) => {
            clearTimeout(timer);
            resolve({ ...message, load: loadavg()[0], workers, search });
          });
          child.send({ target });
        });
        record(result);
      }
      if (!stopped) child.disconnect();
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  rmSync(folder, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  appendFileSync(resultsPath, `${JSON.stringify({ run: { workers, targets: done, seconds } })}\n`);
  console.log(`searched ${done} targets in ${seconds.toFixed(0)} s`);
}

const hours = (seconds) => (seconds >= 3600 ? `${(seconds / 3600).toFixed(1)} hours` : `${(seconds / 60).toFixed(0)} minutes`);

function render() {
  const results = readResults();
  const rows = answers.map((target) => results.get(target)).filter(Boolean);
  if (rows.length === 0) {
    console.log('no results yet: docs/ not written');
    return;
  }
  const complete = rows.length === answers.length;
  const count = (n) => n.toLocaleString('en-US');
  const byLength = new Map();
  for (const row of rows) {
    const key = row.sequence ? row.sequence.length : row.timedOut ? 'budget' : 'none';
    byLength.set(key, [...(byLength.get(key) ?? []), row]);
  }
  const lengths = [...byLength.keys()].filter((key) => typeof key === 'number').sort((a, b) => a - b);
  const cpu = rows.reduce((sum, row) => sum + row.cpu, 0);
  // (A run stopped, or still going, has no line of its own: its processes are in its results.)
  const processes = [...new Set([...readRuns(), ...rows].map((row) => row.workers).filter(Boolean))].join(' or ') || 'some';
  const wall = rows.reduce((sum, row) => sum + row.wall, 0);
  const slowest = [...rows].sort((a, b) => (b.sequence?.length ?? 99) - (a.sequence?.length ?? 99) || b.cpu - a.cpu).slice(0, 20);
  const timesSorted = rows.map((row) => row.cpu).sort((a, b) => a - b);
  const median = timesSorted[Math.floor(timesSorted.length / 2)];
  const loadsSeen = rows.map((row) => row.load).filter((load) => load !== undefined);
  const searches = new Map();
  for (const row of rows) searches.set(row.search, (searches.get(row.search) ?? 0) + 1);
  const bySearch = [...searches]
    .sort((a, b) => b[1] - a[1])
    .map(([version, n]) => `${count(n)} by ${version ? `the search of commit ${version}` : 'an earlier build (its version not recorded)'}`)
    .join(', ');
  const loads = loadsSeen.length === 0 ? 'not recorded' : `${Math.min(...loadsSeen).toFixed(1)} to ${Math.max(...loadsSeen).toFixed(1)}`;
  const lines = [
    `# Absurdle's challenge mode: a shortest forcing sequence to ${complete ? 'every word' : `each word (${count(rows.length)} of ${count(answers.length)} so far)`}`,
    '',
    ...(complete
      ? []
      : [
          `**Incomplete: ${count(rows.length)} of the ${count(answers.length)} targets are searched.** The others wait for`,
          '`node scripts/absurdle-challenge.mjs`, which goes on where it stopped (the results are in',
          'bench/absurdle-challenge.jsonl). The targets are searched in a fixed shuffled order, so those',
          'done are a fair sample; every figure below is of them only.',
          '',
        ]),
    "In [Absurdle](https://qntm.org/absurdle)'s challenge mode the player is given a target, one of",
    "the host's 2,315 words, and must make the host end on it: the host still keeps the largest group",
    'of words that share a feedback, so the guesses must keep the target in that group until it is',
    'the only word left, and then guess it ([the challenge mode](interactive.md#the-challenge-mode)).',
    `Here, for ${complete ? 'every target' : 'each target searched'}, a shortest forcing sequence on the original lists (the 12,972 guesses), as`,
    '`wordle absurdle --target WORD --solve` finds it: every shorter sequence was searched in full',
    'and none leaves the host the target alone.',
    '',
    `Made by \`node scripts/absurdle-challenge.mjs\`: ${hours(cpu)} of CPU in all (median ${median.toFixed(1)} s a`,
    `target, the longest ${timesSorted.at(-1).toFixed(1)} s), one target at a time on each of ${processes} worker processes; the`,
    `searches' wall times add up to ${hours(wall)} on a 2-core machine shared with other work (load average ${loads}).`,
    'The times below are CPU seconds of one thread, the table of feedback codes (made once a process) not included.',
    `Searched: ${bySearch}${searches.size > 1 ? ": the builds find the same sequences, and a later one may be faster, so a time is its own build's" : ''}.`,
    '',
    '## Lengths',
    '',
    '| guesses (the target last) | targets |',
    '|---|---|',
    ...lengths.map((length) => `| ${length} | ${byLength.get(length).length.toLocaleString('en-US')} |`),
    ...(byLength.has('none') ? [`| none of 8 or fewer | ${byLength.get('none').length} |`] : []),
    ...(byLength.has('budget') ? [`| not solved within ${budget} s | ${byLength.get('budget').length} |`] : []),
    '',
    '## The hardest targets',
    '',
    'The longest sequences, and among them the longest searches:',
    '',
    '| target | guesses | a shortest forcing sequence | CPU s |',
    '|---|---|---|---|',
    ...slowest.map(
      (row) =>
        `| ${row.target} | ${row.sequence ? row.sequence.length : row.timedOut ? 'not solved' : 'none'} | ${row.sequence ? row.sequence.join(' ') : ''} | ${row.cpu.toFixed(1)} |`,
    ),
    '',
    complete ? '## Every target' : '## Every target searched',
    '',
    'Each target, its sequence and its times (CPU and wall seconds) are in',
    '[absurdle-challenge.tsv](absurdle-challenge.tsv). The targets by length:',
    '',
  ];
  for (const key of [...lengths, 'none', 'budget']) {
    const group = byLength.get(key);
    if (!group) continue;
    const title = typeof key === 'number' ? `${key} guesses` : key === 'none' ? 'none of 8 or fewer' : `not solved within ${budget} s`;
    lines.push(`**${title}** (${group.length.toLocaleString('en-US')}):`, '');
    const words = group.map((row) => row.target);
    for (let at = 0; at < words.length; at += 14) lines.push(`${words.slice(at, at + 14).join(' ')}${at + 14 < words.length ? '\\' : ''}`);
    lines.push('');
  }
  writeFileSync(`${root}docs/absurdle-challenge.md`, lines.join('\n'));
  writeFileSync(
    `${root}docs/absurdle-challenge.tsv`,
    `target\tguesses\tsequence\tcpu_seconds\twall_seconds\n${rows
      .map(
        (row) =>
          `${row.target}\t${row.sequence ? row.sequence.length : row.timedOut ? 'budget' : 'none'}\t${row.sequence ? row.sequence.join(' ') : ''}\t${row.cpu.toFixed(2)}\t${row.wall.toFixed(2)}`,
      )
      .join('\n')}\n`,
  );
  console.log(`wrote docs/absurdle-challenge.md and docs/absurdle-challenge.tsv (${rows.length} of ${answers.length} targets)`);
}

if (!args.includes('--render')) await searchAll();
if (!only) render();
