// `wordle bench --lies N`: plays every answer (or a sample) with rows that lie in N places
// (Fibble), the lies of each game drawn by lib's generator from --seed and the hidden word, on
// worker threads when that helps; and the same games by a plain rule to compare with (lib's
// plainChooser: entropy over the true tiles, the shown ones at face value while some answer fits
// them). Reports the histogram, the mean and the games won within Fibble's nine rows.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  alphaOf,
  type BenchSummary,
  createGame,
  encodeGuesses,
  type GameStats,
  gameStats,
  LIES_REFUSE,
  LYING_TRIES,
  liesRandom,
  liesRefusal,
  memoChooser,
  plainChooser,
  playLyingClass,
  playLyingGames,
  quote,
  rankGuesses,
  sampleAnswers,
  shownCode,
  splitByShown,
  startPosition,
  summarize,
  WordleError,
} from '../../../lib/index.ts';
import { liesARow } from '../../../lib/talk/index.ts';
import { shownName } from '../../../node/files.ts';
import { createPool } from '../../../workers/pool.ts';
import type { BenchOptions } from '../../options.ts';
import type { Report } from '../../report.ts';
import { strategyFor } from '../../strategy.ts';
import { benchLists, number, progressBar, renderGameStats, renderHistogram, workersFor } from './bench.ts';
import type { BenchApi, BenchJob, ClassTask } from './worker.ts';

/** How the games of one rule went. */
type Outcome = BenchSummary & GameStats;

export interface LyingBenchResult extends Outcome {
  readonly lies: number;
  /** The seed the lies (and a --sample) were drawn with. */
  readonly seed: number;
  /** The rows a game may take: a game is won within them. */
  readonly tries: number;
  readonly seconds: number;
  readonly sample: number | null;
  readonly of: number;
  readonly workers: number;
  readonly strategy: string;
  readonly opener: string;
  readonly answers: string;
  readonly guesses: string;
  /** The same games by the plain rule (see above). */
  readonly plain: Outcome;
}

/** What bench --lies cannot go with, or undefined. */
function refusal(options: BenchOptions): string | undefined {
  const refused = liesRefusal({ strategy: options.strategy, hard: options.hard, alpha: alphaOf(options.alpha) });
  if (refused) return refused;
  if (options.tree) return '--lies cannot go with --tree: the games share no tree, each draws lies of its own';
  if (options.boards !== undefined || options.games !== undefined) return LIES_REFUSE.boards;
  return undefined;
}

const outcomeOf = (solved: ReadonlyMap<string, number>): Outcome => ({
  ...summarize(solved.values(), LYING_TRIES),
  ...gameStats(solved, LYING_TRIES),
});

export function renderLyingBench(result: LyingBenchResult): string {
  const lies = `${liesARow(result.lies)}, seed ${result.seed}`;
  const games =
    result.sample === null
      ? `${number(result.games)} answers (${result.answers})`
      : `${number(result.games)} of ${number(result.of)} answers (${result.answers}, a sample)`;
  const heading = `${result.strategy} (${lies}): ${games}, guesses from ${result.guesses}, first guess ${result.opener}`;
  const summary = [
    `mean ${result.mean.toFixed(4)}`,
    `median ${result.median}`,
    `max ${result.max === 0 ? 'never' : result.max}`,
    `over ${result.tries} ${number(result.fails)}`,
    `total ${number(result.total)}`,
    `time ${result.seconds.toFixed(2)} s${result.workers > 0 ? ` on ${result.workers} worker threads` : ''}`,
  ].join('  ');
  const plain = result.plain;
  const rate = plain.won === plain.games ? '100' : Math.min(99.99, Math.round(plain.winRate * 10000) / 100).toFixed(2);
  const plainLine =
    `plain rule (entropy over true tiles, the shown ones at face value while some answer fits them): ` +
    `mean ${plain.mean.toFixed(4)}  won ${number(plain.won)} of ${number(plain.games)} (${rate}%)  lost ${number(plain.lost.length)}`;
  return `${heading}\n\n${renderHistogram(result.histogram)}\n\n${summary}\n${renderGameStats(result)}${plainLine}\n`;
}

export async function runLyingBench(root: string, options: BenchOptions, print: (report: Report) => void): Promise<number> {
  const refused = refusal(options);
  if (refused) throw new WordleError('USAGE', refused);
  const started = performance.now();
  const lies = options.lies;
  const seed = options.seed;
  const { lists, answersRef, answers, guessWords, length } = benchLists(root, options);
  if (lies > length) throw new WordleError('USAGE', `${lies} lies a row need words of at least ${lies} letters (these have ${length})`);
  const strategy = strategyFor(options.strategy, { positionalWeight: options.positionalWeight, lies });
  const game = createGame(guessWords, answers, length, false);
  const typed = options.opener?.normalize('NFC').toLowerCase();
  // The first guess: --opener, else the strategy's own over every answer, by the shown tiles (the openers made ahead are for true tiles).
  const opener = typed ?? rankGuesses(strategy, game, startPosition(game), 1)[0]?.word;
  if (opener === undefined || !game.guesses.indexOf.has(opener)) {
    throw new WordleError('USAGE', `the opener ${quote(opener ?? '')} is not a guess of the list`);
  }
  const first = game.guesses.indexOf.get(opener) ?? -1;
  const targets = options.sample ? sampleAnswers(answers.length, options.sample, seed) : Int32Array.from(answers, (_, a) => a);
  // The games by the tiles their first row showed: each class is played in a game of its own answers.
  const byShown = new Map<number, string[]>();
  for (const a of targets) {
    const word = answers[a] ?? '';
    const code = shownCode(game, first, a, lies, liesRandom(seed, word));
    const group = byShown.get(code) ?? [];
    if (group.length === 0) byShown.set(code, group);
    group.push(word);
  }
  const all = startPosition(game).remaining;
  const tasks: ClassTask[] = [...byShown]
    .sort(([a], [b]) => a - b)
    .map(([code, words]) => ({
      code,
      answers: Array.from(splitByShown(game, all, first, code, lies), (a) => answers[a] ?? ''),
      targets: words,
    }));
  const job: BenchJob = {
    guessWords,
    answers,
    length,
    first: opener,
    hard: false,
    strategy: options.strategy,
    tree: false,
    wide: false,
    positionalWeight: options.positionalWeight,
    lies: { count: lies, seed },
  };
  const cores = options.workers ?? availableParallelism();
  const script = join(root, 'dist', 'bench-worker.cjs');
  const spread = cores > 1 && existsSync(script) ? (options.workers ?? workersFor(targets.length, tasks.length, cores, false)) : 0;
  const workers = Math.min(spread, tasks.length) > 1 ? Math.min(spread, tasks.length) : 0;
  const progress = progressBar(2 * targets.length);
  let done = 0;
  const solved = new Map<string, number>();
  const plainSolved = new Map<string, number>();
  const took = (into: Map<string, number>, games: Iterable<readonly [string, number]>) => {
    for (const [word, rows] of games) into.set(word, rows);
    done += [...games].length;
    progress.update(done);
  };
  // Big classes first, each on the next free thread.
  const queue = [...tasks].sort((a, b) => b.answers.length - a.answers.length);
  if (workers > 0) {
    const pool = createPool<BenchApi>({ script, workerData: job, size: workers, name: 'bench' });
    try {
      await Promise.all([
        ...queue.map(async (task) => took(solved, (await pool.call('playLies', task)).solved)),
        ...queue.map(async (task) => took(plainSolved, (await pool.call('playPlain', task)).solved)),
      ]);
    } finally {
      await pool.close();
    }
  } else {
    const base = encodeGuesses(guessWords, length);
    for (const task of queue) took(solved, playLyingClass(base, task.answers, task.targets, opener, seed, strategy));
    const plain = memoChooser(plainChooser(game));
    for (const task of queue) took(plainSolved, playLyingGames(game, task.targets, opener, lies, seed, plain));
  }
  progress.end();
  const result: LyingBenchResult = {
    ...outcomeOf(solved),
    lies,
    seed,
    tries: LYING_TRIES,
    seconds: Math.round(performance.now() - started) / 1000,
    sample: options.sample ?? null,
    of: answers.length,
    workers,
    strategy: options.strategy,
    opener,
    answers: shownName(root, answersRef),
    guesses: shownName(root, lists.guesses),
    plain: outcomeOf(plainSolved),
  };
  print({ stdout: options.json ? `${JSON.stringify(result, null, 2)}\n` : renderLyingBench(result), stderr: '' });
  return 0;
}
