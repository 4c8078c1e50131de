// npm run bench: wordle against baselines measured in the same run, interleaved (A B A B ...)
// so that a busy machine slows both sides alike. Prints medians and their ratio, ratio first.
//
// Every timed command runs with stdin /dev/null (with an empty pipe wordle would read no
// words and look fast), its output to a pipe, and WITHOUT NODE_EXTRA_CA_CERTS on both sides:
// this machine sets that variable, which makes every Node start read a certificate bundle
// and roughly triples `node -e 0`; users' shells do not have it (--with-ca-certs adds the
// everyday turn with it, as a second figure).
//
//   turn     the everyday turn, -q, the plain-script floor (also as a command), the entropy
//            and minimax turns after a weak guess, first turns, a hard-mode turn  vs  node -e 0,
//            and the Python script; -q against the floor as a command
//   big      1M lines, default output                 vs  its --grep pipeline, the Python script
//            (the bench's file, and one of 40% random 5-letter strings: many distinct words)
//            peak memory: 1M (both files) and 5M lines default output, 20M lines -q
//   solver   wordle bench per strategy: quality on the original lists, and time
//   challenge  Absurdle's challenge mode: `wordle absurdle --target W --solve` for a few fixed
//            targets, each once (wall and CPU seconds, the machine's load), against its goal of 60 s
//
// The Python script (../shared/anchors/regex-filter.py, a published blog script) is run from
// there when it exists, in a folder whose wordle.txt is the list being timed; its rows are
// skipped otherwise. It is never copied into the project.
//
//   fibble   bench --lies 1 and --lies 2 (Fibble: one and two wrong tiles a row), entropy on the original lists:
//            the mean, the games lost within nine rows, beside the plain rule's mean in the same run
//            (--lies 2 on 300 answers in the whole run, on every answer with --only fibble)
//   guard    (only with --only guard) every strategy over all 12,972 accepted words as answers: games lost
//
// Usage: node bench/run.mjs [--runs N] [--only turn|big|memory|solver|fibble|challenge|guard] [--with-ca-certs]

import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const dataDir = `${root}bench/data`;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 30;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
// ../shared next to the repository (or next to the folder of worktrees it is checked out in).
const pythonScript =
  [`${root}../shared/anchors/regex-filter.py`, `${root}../../shared/anchors/regex-filter.py`].find((path) => existsSync(path)) ??
  `${root}../shared/anchors/regex-filter.py`;
const hasPython = existsSync(pythonScript) && spawnSync(python, ['-c', '0']).status === 0;

const bare = { ...process.env };
delete bare.NODE_EXTRA_CA_CERTS;

function time(command, argv, options = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30, env: bare, ...options });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${argv.join(' ')}: ${result.stderr}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs each case `count` times, interleaved, after one warm-up round; returns medians in ms. */
function compare(cases, count = runs) {
  const samples = cases.map(() => []);
  for (const run of cases) run();
  for (let i = 0; i < count; i++) cases.forEach((run, k) => samples[k].push(run()));
  return samples.map(median);
}

function row(label, ours, base, baseLabel, goal) {
  const ratio = ours / base;
  const verdict = goal === undefined ? '' : `  (goal <= ${goal}x: ${ratio <= goal ? 'meets' : 'misses'})`;
  console.log(
    `${ratio.toFixed(2).padStart(5)}x  ${label.padEnd(50)} ${ours.toFixed(1).padStart(8)} ms   ${baseLabel.padEnd(22)} ${base.toFixed(1).padStart(8)} ms${verdict}`,
  );
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
    child.on('exit', () => { poll(); clearInterval(timer); console.log(peak); });`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: bare })) / 1024;
}

/**
 * A deterministic word file of `lines` lines (bench/data, git-ignored): every other line a
 * word of wordle.txt, the others random letter strings of 3-10 letters (skewed to common letters).
 * With `hard`, the hard case: 60% words of wordle.txt, 40% uniform random strings of
 * exactly 5 letters (about 400,000 distinct lines, every one collected for the suggestion).
 * Written a block at a time.
 */
function bigFile(lines, name, hard = false) {
  const path = `${dataDir}/${name}`;
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
  const fd = openSync(`${path}.part`, 'w');
  let block = [];
  for (let i = 0; i < lines; i++) {
    if (hard) {
      if (random() < 0.6) block.push(words[Math.floor(random() * words.length)]);
      else {
        let word = '';
        for (let k = 0; k < 5; k++) word += letters[Math.floor(random() * 26)];
        block.push(word);
      }
    } else if (i % 2 === 0) block.push(words[Math.floor(random() * words.length)]);
    else {
      const length = 3 + Math.floor(random() * 8);
      let word = '';
      for (let k = 0; k < length; k++) word += letters[Math.floor(random() * random() * 26)];
      block.push(word);
    }
    if (block.length === 100_000 || i === lines - 1) {
      writeSync(fd, `${block.join('\n')}\n`);
      block = [];
    }
  }
  closeSync(fd);
  renameSync(`${path}.part`, path);
  return path;
}

/** A folder whose wordle.txt is `file`, for the Python script (it reads wordle.txt from its working folder). */
function pythonFolder(file, name) {
  const folder = `${dataDir}/${name}`;
  mkdirSync(folder, { recursive: true });
  if (!existsSync(`${folder}/wordle.txt`)) symlinkSync(file, `${folder}/wordle.txt`);
  return folder;
}

console.log(`node ${process.version}, ${runs} interleaved runs per case (fewer for big files), medians, without NODE_EXTRA_CA_CERTS\n`);
const node = () => time(process.execPath, ['-e', '0']);

if (!only || only === 'turn') {
  const turn = ['staR=e', 'chOR=d'];
  const ours = () => time(bin, turn);
  let [a, b] = compare([ours, node]);
  row('one turn: wordle staR=e chOR=d', a, b, 'node -e 0');
  if (hasPython) {
    [a, b] = compare([ours, () => time(python, [pythonScript, ...turn], { cwd: root })]);
    row('the same', a, b, 'Python regex script', 0.85);
  } else console.log(`       (no ${pythonScript}: the Python rows are skipped)`);
  [a, b] = compare([() => time(bin, ['-q', ...turn]), node]);
  row('the same with -q (no count, no suggestion)', a, b, 'node -e 0');
  [a, b] = compare([() => time(process.execPath, [`${root}bench/plain-filter.cjs`]), node]);
  row('the floor: bench/plain-filter.cjs (5 lines, 1 regex)', a, b, 'node -e 0');
  // The same script as a command (#!/usr/bin/env node, like bin/wordle): the start of any
  // command, which the -q row pays and node -e 0 does not.
  [a, b] = compare([() => time(`${root}bench/floor-command.cjs`, []), node]);
  row('the floor as a command: bench/floor-command.cjs', a, b, 'node -e 0');
  // The turn's goals are against the floor as a command: wordle stays one process a turn.
  const floor = () => time(`${root}bench/floor-command.cjs`, []);
  [a, b] = compare([ours, floor]);
  row('the everyday turn against the floor as a command', a, b, 'floor-command.cjs', 1.15);
  [a, b] = compare([() => time(bin, ['-q', ...turn]), floor]);
  row('-q against the floor as a command', a, b, 'floor-command.cjs', 1.05);
  for (const text of ['--help', '--version']) {
    [a, b] = compare([() => time(bin, [text]), floor]);
    row(`wordle ${text} against the floor as a command`, a, b, 'floor-command.cjs', 1.3);
  }
  if (args.includes('--with-ca-certs') && process.env.NODE_EXTRA_CA_CERTS) {
    [a, b] = compare([() => time(bin, turn, { env: process.env }), () => time(process.execPath, ['-e', '0'], { env: process.env })]);
    row('one turn, WITH NODE_EXTRA_CA_CERTS', a, b, 'node -e 0 (with it)', 1.25);
  }
  // Weak first guesses, the slowest second turns: fuzzy for entropy, jazzy for minimax.
  for (const [strategy, weak] of [
    ['entropy', 'fuzzy'],
    ['minimax', 'jazzy'],
  ]) {
    [a, b] = compare([() => time(bin, ['--strategy', strategy, '-s', weak]), node]);
    row(`after a weak guess: --strategy ${strategy} -s ${weak}`, a, b, 'node -e 0', 2.5);
  }
  for (const strategy of ['entropy', 'coverage', 'minimax', 'best']) {
    [a, b] = compare([() => time(bin, ['--strategy', strategy, '-s']), node]);
    row(`first turn: --strategy ${strategy} -s`, a, b, 'node -e 0', 1.25);
  }
  // Hard mode after a common opener: the guard's search of hard mode's traps is most of it.
  [a, b] = compare([() => time(bin, ['--hard', '-s', 'crane']), node]);
  row('hard mode, the default strategy: --hard -s crane', a, b, 'node -e 0', 4);
  [a, b] = compare([() => time(bin, ['--hard', '--strategy', 'entropy', '-s', 'slAtE']), node]);
  row('hard mode: --hard --strategy entropy -s slAtE', a, b, 'node -e 0', 4);
}

// The guard's promise on every accepted word as an answer: the original 12,972
// words as answers and guesses, every strategy but best, games over six counted (goal: none).
// Not timed against anything; a few minutes on a quiet machine. Only with --only guard.
if (only === 'guard') {
  const all = `${root}data/guesses-2022.txt`;
  const strategies = ['coverage', 'entropy', 'minimax', 'positional'].filter(
    (strategy) => spawnSync(bin, ['--strategy', strategy, '-s'], { stdio: 'ignore', env: bare }).status === 0,
  );
  console.log(
    `every accepted word as the answer (--answers = --guesses = data/guesses-2022.txt), ${new Date().toISOString().slice(0, 10)}`,
  );
  for (const strategy of strategies) {
    const start = process.hrtime.bigint();
    const tree = execFileSync(bin, ['bench', '--strategy', strategy, '--answers', all, '--guesses', all, '--tree'], {
      encoding: 'utf8',
      env: bare,
      maxBuffer: 1 << 30,
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const games = tree.split('\n').filter(Boolean);
    // A line is each guess with its tiles: more than six pairs is a game lost.
    const lostLines = games.filter((line) => line.trim().split(/\s+/).length > 12).map((line) => line.trim().split(/\s+/));
    const lost = lostLines.map((words) => words.at(-2));
    // The positions after the opener the lost games went through (where scripts/guard-diagnose.ts starts looking).
    const after = new Map();
    for (const words of lostLines) after.set(words.slice(0, 2).join(' '), (after.get(words.slice(0, 2).join(' ')) ?? 0) + 1);
    const where = [...after].map(([position, count]) => `${position} ${count}`).join(', ');
    console.log(
      `${strategy.padEnd(11)} ${games.length} games, ${lost.length} over six  ${seconds.toFixed(1)} s  (goal 0: ${lost.length === 0 ? 'meets' : 'misses'})${lost.length ? `  lost: ${lost.join(' ')}  (after ${where})` : ''}`,
    );
  }
}

if (!only || only === 'big') {
  const patterns = ['CraNe', 'moUld'];
  const pipeline = execFileSync(bin, ['--grep', ...patterns], { encoding: 'utf8' }).trim();
  const count = Math.max(5, Math.floor(runs / 3));
  console.log('');
  // The bench's file, and a hard case (many distinct 5-letter lines: the suggestion collects them
  // all). Both weigh the matches by the default answers, as a chain or a list of ours does (a file
  // named with -f is otherwise its own answer list: every match of a random line is then a
  // candidate, which is another turn's work than the grep pipeline's).
  for (const [file, folderName, label, withQuiet] of [
    [bigFile(1_000_000, 'million.txt'), 'python-million', '1M lines, default output: -f FILE --answers 2023 CraNe moUld', true],
    [bigFile(1_000_000, 'million-distinct.txt', true), 'python-million-distinct', '1M lines, 40% random 5-letter: default output', false],
  ]) {
    // Output to a pipe, not /dev/null: GNU grep stops at the first match when it sees /dev/null.
    const grep = () => time('sh', ['-c', `( ${pipeline} ) < '${file}' | cat > /dev/null`]);
    const ours = () => time('sh', ['-c', `'${bin}' -f '${file}' --answers 2023 ${patterns.join(' ')} 2>&1 | cat > /dev/null`]);
    const quiet = () => time('sh', ['-c', `'${bin}' -q -f '${file}' ${patterns.join(' ')} | cat > /dev/null`]);
    const cases = [ours, grep, ...(withQuiet ? [quiet] : [])];
    const folder = hasPython ? pythonFolder(file, folderName) : undefined;
    const script =
      folder && (() => time('sh', ['-c', `'${python}' '${pythonScript}' ${patterns.join(' ')} | cat > /dev/null`], { cwd: folder }));
    const [full, base, ...rest] = compare(script ? [...cases, script] : cases, count);
    const q = withQuiet ? rest.shift() : undefined;
    const py = rest.shift();
    row(label, full, base, 'its --grep pipeline', 0.6);
    if (py !== undefined) row('the same', full, py, 'Python regex script', 0.3);
    if (q !== undefined) row('1M lines, -q (matches only)', q, base, 'its --grep pipeline');
  }
}

if (!only || only === 'big' || only === 'memory') {
  console.log('');
  for (const [lines, name, quiet, hard] of [
    [1_000_000, 'million.txt', false],
    [1_000_000, 'million-distinct.txt', false, true],
    [5_000_000, 'five-million.txt', false],
    [20_000_000, 'twenty-million.txt', true],
  ]) {
    const file = bigFile(lines, name, hard);
    const peak = peakMiB(bin, [...(quiet ? ['-q'] : []), '-f', file, 'CraNe', 'moUld']);
    const label = hard
      ? 'peak memory, 1M, 40% random 5-letter, default'
      : `peak memory, ${lines / 1e6}M lines, ${quiet ? '-q' : 'default output'}`;
    console.log(
      `${' '.repeat(8)}${label.padEnd(50)} ${peak.toFixed(1).padStart(8)} MiB  (goal <= 100 MiB: ${peak <= 100 ? 'meets' : 'misses'})`,
    );
  }
  // A filter keeps each distinct word once: its memory follows the distinct words, not the lines,
  // as grep's follows the longest line. 30 MB of one word, and 100 MB of real words (wordle.txt
  // over and over), each with -c, beside grep -c on the same file.
  for (const [name, label, make] of [
    ['one-word.txt', '30 MB of one word, -c', () => 'crane\n'.repeat(5_000_000)],
    ['real-words.txt', '100 MB of real words, -c', () => readFileSync(`${root}wordle.txt`, 'utf8').repeat(1125)],
  ]) {
    const file = `${dataDir}/${name}`;
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, make());
    }
    const peak = peakMiB(bin, ['-c', '-f', file, 'crane:ggggg']);
    // (grep is done before a poll of /proc sees it: its peak as time(1) reports it, in KiB.)
    const timed = spawnSync('/usr/bin/time', ['-f', '%M', 'grep', '-c', '^crane$', file], { encoding: 'utf8', env: bare });
    const grep = Number(timed.stderr.trim().split('\n').at(-1)) / 1024;
    console.log(
      `${' '.repeat(8)}${`peak memory, ${label}`.padEnd(50)} ${peak.toFixed(1).padStart(8)} MiB  grep -c ${grep.toFixed(1)} MiB  (goal <= 100 MiB: ${peak <= 100 ? 'meets' : 'misses'})`,
    );
  }
}

if (!only || only === 'solver') {
  console.log('');
  const original = ['--answers', 'original', '--guesses', 'original'];
  const benchJson = (args) => {
    const start = process.hrtime.bigint();
    const result = JSON.parse(execFileSync(bin, ['bench', '--json', ...args], { encoding: 'utf8', env: bare }));
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
  quality('coverage, original answers, wordle.txt', benchJson(['--strategy', 'coverage', '--answers', 'original']), {
    mean: 3.7,
    max: 6,
    fails: 0,
  });
  // Entropy's whole bench against the plain solver, same lists and first guess, in turn.
  const plain = () =>
    time(process.execPath, [
      `${root}bench/plain-greedy.mjs`,
      `${root}data/guesses-2022.txt`,
      `${root}data/answers-2022.txt`,
      entropy.opener,
    ]);
  const ours = () => time(bin, ['bench', '--strategy', 'entropy', ...original, '--opener', entropy.opener]);
  const solverRuns = Math.max(1, Math.min(3, Math.floor(runs / 10)));
  const pairs = Array.from({ length: solverRuns }, () => [ours(), plain()]);
  row('entropy bench, whole process', median(pairs.map(([a]) => a)), median(pairs.map(([, b]) => b)), 'plain JS greedy', 0.3);
}

if (!only || only === 'fibble') {
  console.log('');
  // Fibble: every answer with its own lies (seed 1), the strategy by the shown tiles against the plain rule, same games.
  // (Two lies a row take about five times one's time: the whole run's K = 2 row plays a sample
  // of 300 answers; --only fibble plays every answer for both.)
  for (const [lies, goal, sample] of [
    [1, { lost: 0 }, undefined],
    [2, undefined, only === 'fibble' ? undefined : 300],
  ]) {
    const start = process.hrtime.bigint();
    const argv = ['bench', '--json', '--lies', String(lies), '--strategy', 'entropy', '--answers', 'original', '--guesses', 'original'];
    if (sample !== undefined) argv.push('--sample', String(sample));
    const result = JSON.parse(execFileSync(bin, argv, { encoding: 'utf8', env: bare, maxBuffer: 1 << 26 }));
    const wall = Number(process.hrtime.bigint() - start) / 1e9;
    const verdict = goal === undefined ? '' : `  (goal lost <= ${goal.lost}: ${result.lost.length <= goal.lost ? 'meets' : 'misses'})`;
    console.log(
      `${`entropy, --lies ${lies}, original lists${sample === undefined ? '' : ` (${sample} answers)`}`.padEnd(44)} mean ${result.mean.toFixed(4)}  max ${result.max}  lost in ${result.tries} ${result.lost.length}  won ${((100 * result.won) / result.games).toFixed(2)}%  first ${result.opener}  plain rule mean ${result.plain.mean.toFixed(4)} lost ${result.plain.lost.length}  ${wall.toFixed(1)} s${verdict}`,
    );
  }
}

if (!only || only === 'challenge') {
  console.log('');
  // A four-guess target, two five-guess ones, and myrrh, the slowest search in the table (docs/absurdle-challenge.md, made by scripts/absurdle-challenge.mjs).
  for (const target of ['thump', 'teddy', 'dodge', 'myrrh']) {
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const timed = spawnSync('/usr/bin/time', ['-f', '%U %S', bin, 'absurdle', '--target', target, '--solve', '--json'], {
      encoding: 'utf8',
      env: bare,
    });
    if (timed.status !== 0) throw new Error(`absurdle --target ${target} --solve: ${timed.stderr}`);
    const { guesses, seconds, workers } = JSON.parse(timed.stdout);
    const [user, system] = timed.stderr.trim().split('\n').at(-1).split(' ').map(Number);
    console.log(
      `${' '.repeat(8)}${`absurdle --target ${target} --solve (${guesses} guesses)`.padEnd(50)} ${seconds.toFixed(1).padStart(8)} s  CPU ${(user + system).toFixed(1)} s on ${workers} threads, load ${load}  (goal <= 60 s: ${seconds <= 60 ? 'meets' : 'misses'})`,
    );
  }
}
