// `wordle bench`: plays every answer (or a sample) with a strategy, on worker threads when
// that helps, and reports the histogram of guesses needed.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  alphaOf,
  answerList,
  BEST_TAKES_NO_ALPHA,
  type BenchSummary,
  type BestStrategy,
  bookOf,
  createGame,
  encodeGuesses,
  foldText,
  frequenciesOf,
  type GameStats,
  gameStats,
  openerOf,
  playAfterFirstGuess,
  priorsOf,
  proofsOf,
  quote,
  rankGuesses,
  renderBook,
  resolveLists,
  sampleAnswers,
  solver,
  splitByGuess,
  startPosition,
  summarize,
  WordleError,
} from '../../../lib/index.ts';
import { listPath, shownName, wholeLists } from '../../../node/files.ts';
import { createPool } from '../../../workers/pool.ts';
import type { BenchOptions } from '../../options.ts';
import { statusLine } from '../../progress.ts';
import type { Report } from '../../report.ts';
import { strategyFor } from '../../strategy.ts';
import { searchFirstGuess } from './first-guess.ts';
import type { BenchApi, BenchJob, ClassTask } from './worker.ts';

export interface BenchResult extends BenchSummary, GameStats {
  /** Wall-clock seconds, to the millisecond. */
  readonly seconds: number;
  /** With --sample: how many answers were drawn, and the seed they were drawn with (else null). */
  readonly sample: number | null;
  readonly seed: number | null;
  /** The answers of the list (games counts those played). */
  readonly of: number;
  /** Worker threads the games were played on (0: on the main thread). */
  readonly workers: number;
  readonly strategy: string;
  readonly hard: boolean;
  readonly opener: string;
  readonly answers: string;
  readonly guesses: string;
  /** With --alpha: the alpha, and the mean number of guesses with each answer weighed by its prior (else absent). */
  readonly alpha?: number;
  readonly weightedMean?: number;
}

export const number = (value: number) => value.toLocaleString('en-US');

/** A histogram of guesses needed as bars, one line a count of guesses. */
export function renderHistogram(histogram: Readonly<Record<string, number>>): string {
  const rows = Object.entries(histogram).sort(([a], [b]) => Number(a) - Number(b));
  const most = Math.max(1, ...rows.map(([, games]) => games));
  const width = 40;
  const label = (guesses: string) => (guesses === '0' ? 'never' : guesses).padStart(5);
  return rows
    .map(([guesses, games]) => {
      const bar = '█'.repeat(Math.round((games / most) * width));
      return `${label(guesses)} │ ${bar.padEnd(width)} ${number(games).padStart(6)}`;
    })
    .join('\n');
}

/** The histogram as bars, then the summary line. */
export function renderBench(result: BenchResult): string {
  const bars = renderHistogram(result.histogram);
  const games =
    result.sample === null
      ? `${number(result.games)} answers (${result.answers})`
      : `${number(result.games)} of ${number(result.of)} answers (${result.answers}, sample seed ${result.seed})`;
  const heading = `${result.strategy}${result.hard ? ', hard mode' : ''}: ${games}, guesses from ${result.guesses}, first guess ${result.opener}`;
  const summary = [
    `mean ${result.mean.toFixed(4)}`,
    ...(result.weightedMean === undefined ? [] : [`weighted mean ${result.weightedMean.toFixed(4)} (alpha ${result.alpha})`]),
    `median ${result.median}`,
    `max ${result.max}`,
    `over six ${number(result.fails)}`,
    `total ${number(result.total)}`,
    `time ${result.seconds.toFixed(2)} s${result.workers > 0 ? ` on ${result.workers} worker ${result.workers === 1 ? 'thread' : 'threads'}` : ''}`,
  ].join('  ');
  return `${heading}\n\n${bars}\n\n${summary}\n${renderGameStats(result)}`;
}

/** The wins, their share, the time a game and the games lost, as lines under the summary. */
export function renderGameStats(result: Pick<BenchResult, 'won' | 'games' | 'winRate' | 'seconds' | 'lost'>): string {
  // (Two decimals: one game in 12,972 is 0.008%; a rate short of 100% never rounds up to it.)
  const rate = result.won === result.games ? '100' : Math.min(99.99, Math.round(result.winRate * 10000) / 100).toFixed(2);
  // The bench's wall-clock time (lists read, workers started, every game played) over its games.
  const ms = result.games === 0 ? 0 : (result.seconds * 1000) / result.games;
  const perGame = `time ${ms.toFixed(ms < 10 ? 2 : 1)} ms a game`;
  const line = `won ${number(result.won)} of ${number(result.games)} (${rate}%)  lost ${number(result.lost.length)}  ${perGame}`;
  const lost = result.lost.map(({ word, guesses }) => `${word} (${guesses === 0 ? 'never' : guesses})`);
  return `${line}\n${lost.length > 0 ? `lost: ${lost.join(', ')}\n` : ''}`;
}

export function progressBar(total: number): { update(done: number): void; end(): void } {
  const status = statusLine(100);
  let shown = -1;
  return {
    update(done) {
      if (done === shown || !(status.due() || done === total)) return;
      shown = done;
      const filled = Math.round((done / total) * 30);
      status.show(`[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${number(done)}/${number(total)}`, true);
    },
    end: status.end,
  };
}

/**
 * Games a worker thread must have to play before it pays for starting (it loads the solver and
 * encodes the list, about as long as 50 games of the one-step strategies: `bench --sample 20` took
 * 2.7 s on every core and 1.4 s on one). best off its book searches each game: any game pays.
 */
const GAMES_PER_WORKER = { searched: 1, oneStep: 50 };

/** Worker threads for this many games in this many tasks (0: the main thread plays them), at most `cores`. */
export function workersFor(games: number, tasks: number, cores: number, searched: boolean): number {
  const worth = Math.floor(games / (searched ? GAMES_PER_WORKER.searched : GAMES_PER_WORKER.oneStep));
  const workers = Math.min(cores, tasks, Math.max(1, worth));
  return workers > 1 ? workers : 0;
}

/** Runs the class tasks on worker threads; resolves with word -> guesses needed. */
async function onWorkers(
  root: string,
  job: BenchJob,
  tasks: ClassTask[],
  workers: number,
  lines: string[],
  onSolved: (count: number) => void,
): Promise<Map<string, number>> {
  const solved = new Map<string, number>();
  const pool = createPool<BenchApi>({ script: join(root, 'dist', 'bench-worker.cjs'), workerData: job, size: workers, name: 'bench' });
  const queue = [...tasks].sort((a, b) => b.answers.length - a.answers.length); // big ones first
  try {
    await Promise.all(
      queue.map(async (task) => {
        const result = await pool.call('play', task);
        for (const [word, count] of result.solved) solved.set(word, count);
        lines.push(...result.lines);
        onSolved(solved.size);
      }),
    );
  } finally {
    await pool.close();
  }
  return solved;
}

/**
 * The expected number of guesses when the secret is drawn with probability proportional to its
 * prior weight: every game played once, each counted by its weight (not secrets sampled by weight).
 */
function weightedMeanOf(solved: ReadonlyMap<string, number>, weightOf: (word: string) => number): number {
  let sum = 0;
  let total = 0;
  for (const [word, guesses] of solved) {
    sum += weightOf(word) * guesses;
    total += weightOf(word);
  }
  return total > 0 ? sum / total : Number.NaN;
}

/**
 * The lists a bench plays, read whole (wholeLists: at lib's length, a broad list's default one,
 * else the answers' first word's): the answers (the hidden words) and the guesses, every answer
 * among them; and the store over the files that their openers, book, proofs and tables are read from.
 */
export function benchLists(root: string, options: Pick<BenchOptions, 'guesses' | 'answers'>) {
  const choice = { guesses: options.guesses, answers: options.answers };
  const lists = resolveLists(choice);
  const answersRef = answerList(lists);
  const { answers, guesses, length, store } = wholeLists(root, lists, undefined);
  if (answers.length === 0) throw new WordleError('USAGE', `no answers in ${listPath(root, answersRef)}`);
  // The game accepts every answer as a guess, even one the guess list lacks.
  const guessWords = [...new Set([...guesses, ...answers])];
  return { choice, lists, answersRef, answers, guessWords, length, store };
}

export async function runBench(root: string, options: BenchOptions, print: (report: Report) => void): Promise<number> {
  const started = performance.now();
  const { choice, lists, answersRef, answers, guessWords, length, store } = benchLists(root, options);
  // Lists are known by content: a copy of a bundled list plays its openers and book.
  // The greedy strategies' guard falls back on the book in hard mode (where it cannot always decide).
  const book = (options.strategy === 'best' || options.hard) && options.book ? bookOf(store, lists, options.hard, solver) : undefined;
  // --alpha: the answers weighed by frequency in the strategy's scores, and in the mean reported (see weightedMeanOf).
  const alpha = alphaOf(options.alpha);
  const priors = alpha === 0 ? undefined : priorsOf(frequenciesOf(store, length), alpha, false, length);
  if (priors && options.strategy === 'best') throw new WordleError('USAGE', BEST_TAKES_NO_ALPHA);
  const weightOf = priors?.weightOf;
  // The guard is seeded with the facts proven ahead for the lists and mode, as a turn's is (not with priors: they are for equally likely answers).
  const proofs = weightOf ? undefined : proofsOf(store, lists, options.hard, solver);
  const strategy = strategyFor(options.strategy, {
    book,
    proofs,
    wide: options.wide,
    positionalWeight: options.positionalWeight,
    weightOf,
  });
  const game = createGame(guessWords, answers, length, options.hard);
  const cores = options.workers ?? availableParallelism();
  const canSpread = cores > 1 && existsSync(join(root, 'dist', 'bench-worker.cjs'));
  // best without a book searches every game (and the first guess); the others, and best on its book, play quickly.
  const searched = options.strategy === 'best' && book === undefined;
  const job: BenchJob = {
    guessWords,
    answers,
    length,
    first: '',
    hard: options.hard,
    strategy: options.strategy,
    bookLists: book && choice,
    proofLists: proofs && choice,
    tree: options.tree,
    wide: options.wide,
    positionalWeight: options.positionalWeight,
    weights: weightOf && answers.map((word) => [word, weightOf(word)] as const),
  };
  const typed = options.opener?.normalize('NFC').toLowerCase();
  const opener =
    (typed !== undefined && lists.fold !== undefined ? foldText(typed, lists.fold) : typed) ??
    (options.strategy === 'best' ? book?.next.get('') : undefined) ??
    // (The openers made ahead are for equally likely answers.)
    (weightOf ? undefined : openerOf(store, lists, options.strategy, options.hard)) ??
    // best on lists it has no book for: the first guess searched on every core (and cached).
    (options.strategy === 'best'
      ? (await searchFirstGuess(root, job, game, strategy as BestStrategy, canSpread ? cores : 1)).guess
      : undefined) ??
    rankGuesses(strategy, game, startPosition(game), 1)[0]?.word;
  if (opener === undefined || !game.guesses.indexOf.has(opener)) {
    throw new WordleError('USAGE', `the opener ${quote(opener ?? '')} is not a guess of the list`);
  }
  const targets = options.sample ? sampleAnswers(answers.length, options.sample, options.seed) : Int32Array.from(answers, (_, a) => a);
  const first = game.guesses.indexOf.get(opener) ?? -1;
  const targetSet = new Set(targets);
  const tasks: ClassTask[] = splitByGuess(
    game,
    first,
    Int32Array.from(answers, (_, a) => a),
  )
    .map(({ code, targets: members }) => ({
      code,
      answers: Array.from(members, (a) => answers[a] ?? ''),
      targets: Array.from(members, (a) => a)
        .filter((a) => targetSet.has(a))
        .map((a) => answers[a] ?? ''),
    }))
    .filter((task) => task.targets.length > 0);

  const progress = progressBar(targets.length);
  const lines: string[] = [];
  // A --workers given is the count asked for; by default, as many as the games make worth starting.
  const spread = canSpread
    ? options.workers === undefined
      ? workersFor(targets.length, tasks.length, cores, searched)
      : Math.min(cores, tasks.length)
    : 0;
  const workers = spread > 1 ? spread : 0;
  let solved: Map<string, number>;
  if (workers > 0) {
    solved = await onWorkers(root, { ...job, first: opener }, tasks, workers, lines, (count) => progress.update(count));
  } else {
    solved = new Map();
    const base = encodeGuesses(guessWords, length);
    for (const task of tasks) {
      const record = options.tree ? (_word: string, line: string) => lines.push(line) : undefined;
      for (const [word, count] of playAfterFirstGuess(
        base,
        task.answers,
        task.targets,
        opener,
        task.code,
        options.hard,
        strategy,
        record,
      )) {
        solved.set(word, count);
      }
      progress.update(solved.size);
    }
  }
  progress.end();
  const summary = summarize(solved.values());
  const result: BenchResult = {
    ...summary,
    ...gameStats(solved),
    seconds: Math.round(performance.now() - started) / 1000,
    sample: options.sample ?? null,
    seed: options.sample === undefined ? null : options.seed,
    of: answers.length,
    workers,
    strategy: options.strategy,
    hard: options.hard,
    opener,
    answers: shownName(root, answersRef),
    guesses: shownName(root, lists.guesses),
    ...(weightOf && { alpha, weightedMean: weightedMeanOf(solved, weightOf) }),
  };
  if (options.tree) print({ stdout: renderBook(lines), stderr: '' });
  else
    print({
      stdout: options.json ? `${JSON.stringify({ ...result, book: book !== undefined }, null, 2)}\n` : renderBench(result),
      stderr: '',
    });
  return 0;
}
