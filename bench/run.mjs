// npm run bench: wordle against baselines measured in the same run, interleaved (A B A B ...)
// so that a busy machine slows both sides alike. Prints medians and their ratio.
//
//   turn     bin/wordle staR=e chOR=d and other turns   vs  node -e 0
//   big      bin/wordle -q -f big.txt P1 P2             vs  its --grep pipeline, and peak memory
//   solver   wordle bench per strategy: quality on the original lists, and time; entropy's
//            time against a plain JS greedy solver (bench/plain-greedy.mjs)
//
// Usage: node bench/run.mjs [--runs N] [--only turn|big|solver]

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const dataDir = `${root}bench/data`;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 30;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

function time(command, argv, options = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30, ...options });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${argv.join(' ')}: ${result.stderr}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs each case `runs` times, interleaved, after one warm-up round; returns medians in ms. */
function compare(cases) {
  const samples = cases.map(() => []);
  for (const c of cases) c.run();
  for (let i = 0; i < runs; i++) cases.forEach((c, k) => samples[k].push(c.run()));
  return samples.map(median);
}

function row(label, ours, base, baseLabel, goal) {
  const ratio = ours / base;
  const verdict = ratio <= goal ? 'meets' : 'misses';
  console.log(`${label.padEnd(44)} ${ours.toFixed(1).padStart(7)} ms   ${baseLabel.padEnd(16)} ${base.toFixed(1).padStart(7)} ms   ${ratio.toFixed(2)}x  (goal <= ${goal}x: ${verdict})`);
}

/** Peak resident memory of a command, in MiB, from the kernel's high-water mark (VmHWM). */
function peakMiB(command, argv) {
  const script = `
    const { spawn } = require('node:child_process');
    const { readFileSync } = require('node:fs');
    const child = spawn(${JSON.stringify(command)}, ${JSON.stringify(argv)}, { stdio: ['ignore', 'ignore', 'ignore'] });
    let peak = 0;
    const poll = () => { try { const m = /VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/' + child.pid + '/status', 'utf8')); if (m) peak = Math.max(peak, +m[1]); } catch {} };
    const timer = setInterval(poll, 1);
    child.on('exit', () => { clearInterval(timer); console.log(peak); });`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) / 1024;
}

/** A deterministic 1,000,000-line word file: real words and letter strings of many lengths. */
function bigFile() {
  const path = `${dataDir}/million.txt`;
  if (existsSync(path)) return path;
  mkdirSync(dataDir, { recursive: true });
  const words = readFileSync(`${root}wordle.txt`, 'utf8').split('\n').filter(Boolean);
  let seed = 42;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = 'etaoinshrdlcumwfgypbvkjxqz';
  const lines = [];
  for (let i = 0; i < 1_000_000; i++) {
    if (i % 2 === 0) lines.push(words[Math.floor(random() * words.length)]);
    else {
      const length = 3 + Math.floor(random() * 8);
      let word = '';
      for (let k = 0; k < length; k++) word += letters[Math.floor(random() * random() * 26)];
      lines.push(word);
    }
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const env = process.env;
const withoutCaCerts = { ...env };
delete withoutCaCerts.NODE_EXTRA_CA_CERTS;

console.log(`node ${process.version}, ${runs} interleaved runs per case, medians\n`);

if (!only || only === 'turn') {
  const turn = ['staR=e', 'chOR=d'];
  const [ours, node] = compare([
    { run: () => time(bin, turn) },
    { run: () => time(process.execPath, ['-e', '0']) },
  ]);
  row('one turn: wordle staR=e chOR=d', ours, node, 'node -e 0', 1.25);
  const [first, node2] = compare([
    { run: () => time(bin, []) },
    { run: () => time(process.execPath, ['-e', '0']) },
  ]);
  row('first turn: wordle (all 14,855 words)', first, node2, 'node -e 0', 1.25);
  if (env.NODE_EXTRA_CA_CERTS) {
    // Node reads that certificate file at every start (~70 ms here): a floor most users lack.
    const [bare, bareNode] = compare([
      { run: () => time(bin, turn, { env: withoutCaCerts }) },
      { run: () => time(process.execPath, ['-e', '0'], { env: withoutCaCerts }) },
    ]);
    row('one turn, without NODE_EXTRA_CA_CERTS', bare, bareNode, 'node -e 0', 1.25);
  }
  const [entropyTurn, node3] = compare([
    { run: () => time(bin, ['--strategy', 'entropy', '--suggest', 'fuzzy']) },
    { run: () => time(process.execPath, ['-e', '0']) },
  ]);
  row('one turn, entropy: --strategy entropy -s fuzzy', entropyTurn, node3, 'node -e 0', 1.5);
  for (const strategy of ['coverage', 'entropy', 'minimax', 'best']) {
    const [opening, node4] = compare([
      { run: () => time(bin, ['--strategy', strategy, '--suggest']) },
      { run: () => time(process.execPath, ['-e', '0']) },
    ]);
    row(`first turn: --strategy ${strategy} -s`, opening, node4, 'node -e 0', 1.3);
  }
}

if (!only || only === 'solver') {
  console.log('');
  const original = ['--answers', 'original', '--guesses', 'original'];
  const benchJson = (args) => {
    const start = process.hrtime.bigint();
    const result = JSON.parse(execFileSync(bin, ['bench', '--json', ...args], { encoding: 'utf8' }));
    return { ...result, wall: Number(process.hrtime.bigint() - start) / 1e9 };
  };
  const quality = (label, result, goal) => {
    const verdict = result.mean <= goal.mean && result.max <= goal.max && (goal.fails === undefined || result.fails <= goal.fails);
    console.log(
      `${label.padEnd(44)} mean ${result.mean.toFixed(4)}  max ${result.max}  over six ${result.fails}  total ${result.total}  first ${result.opener}  ${result.wall.toFixed(1)} s  (goal mean <= ${goal.mean}, max <= ${goal.max}: ${verdict ? 'meets' : 'misses'})`,
    );
    return result;
  };
  quality('best, original lists', benchJson(['--strategy', 'best', ...original]), { mean: 3.4252, max: 5 });
  quality('best --hard, original lists', benchJson(['--strategy', 'best', '--hard', ...original]), { mean: 3.53, max: 6, fails: 0 });
  const entropy = quality('entropy, original lists', benchJson(['--strategy', 'entropy', ...original]), { mean: 3.47, max: 6, fails: 0 });
  quality('coverage, original answers, wordle.txt', benchJson(['--strategy', 'coverage', '--answers', 'original']), { mean: 3.7, max: 6, fails: 0 });
  // Entropy's whole bench against the plain solver, same lists and first guess, in turn.
  const plain = () => time(process.execPath, [`${root}bench/plain-greedy.mjs`, `${root}data/guesses-2022.txt`, `${root}data/answers-2022.txt`, entropy.opener]);
  const ours = () => time(bin, ['bench', '--strategy', 'entropy', ...original, '--opener', entropy.opener]);
  const solverRuns = Math.max(1, Math.min(3, Math.floor(runs / 10)));
  const pairs = Array.from({ length: solverRuns }, () => [ours(), plain()]);
  row('entropy bench, whole process', median(pairs.map(([a]) => a)), median(pairs.map(([, b]) => b)), 'plain JS greedy', 0.3);
}

if (!only || only === 'big') {
  const file = bigFile();
  const patterns = ['staR=e', 'chOR=d'];
  const pipeline = execFileSync(bin, ['--grep', ...patterns], { encoding: 'utf8' }).trim();
  // Output to a pipe, not /dev/null: GNU grep stops at the first match when it sees /dev/null.
  const grepToPipe = () => time('sh', ['-c', `( ${pipeline} ) < '${file}' | cat > /dev/null`]);
  const oursQuiet = () => time('sh', ['-c', `'${bin}' -q -f '${file}' ${patterns.join(' ')} | cat > /dev/null`]);
  const oursFull = () => time('sh', ['-c', `'${bin}' -f '${file}' ${patterns.join(' ')} 2>/dev/null | cat > /dev/null`]);
  const [quiet, full, base] = compare([{ run: oursQuiet }, { run: oursFull }, { run: grepToPipe }]);
  console.log('');
  row('1M lines: wordle -q -f FILE (matches only)', quiet, base, 'grep pipeline', 0.6);
  row('1M lines: wordle -f FILE (+ count, suggestion)', full, base, 'grep pipeline', 0.6);
  if (env.NODE_EXTRA_CA_CERTS) {
    const bare = { env: withoutCaCerts };
    const [quietBare, baseBare] = compare([
      { run: () => time('sh', ['-c', `'${bin}' -q -f '${file}' ${patterns.join(' ')} | cat > /dev/null`], bare) },
      { run: () => time('sh', ['-c', `( ${pipeline} ) < '${file}' | cat > /dev/null`], bare) },
    ]);
    row('1M lines, -q, without NODE_EXTRA_CA_CERTS', quietBare, baseBare, 'grep pipeline', 0.6);
  }
  const peak = peakMiB(bin, ['-f', file, ...patterns]);
  console.log(`${'1M lines: peak memory of wordle -f FILE'.padEnd(44)} ${peak.toFixed(1).padStart(7)} MiB  (goal <= 100 MiB: ${peak <= 100 ? 'meets' : 'misses'})`);
}
