// best's first guess for lists it has no book for: the candidates searched on every core
// (worker threads), with a progress line, and the answer kept in a cache keyed by the lists'
// content ($XDG_CACHE_HOME/wordle/first-guesses.json), so the search runs once per pair of lists.

import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type BestStrategy, bestOf, fast, type Game, startPosition } from '../../../lib/index.ts';
import { readAtMost } from '../../../node/read-file.ts';
import { createPool } from '../../../workers/pool.ts';
import { fdKind, writeAll } from '../../io.ts';
import type { BenchApi, BenchJob } from './worker.ts';

interface Cached {
  readonly guess: string;
  readonly cost: number;
}

/** The cache file (speed mechanism `first-guess-cache`), or undefined when there is no home to keep it in, or it is off: then nothing is read or written. */
function cacheFile(): string | undefined {
  if (!fast('first-guess-cache')) return undefined;
  const base = process.env['XDG_CACHE_HOME'] || (homedir() ? join(homedir(), '.cache') : '');
  return base ? join(base, 'wordle', 'first-guesses.json') : undefined;
}

/** What identifies a search: the lists' words (not their names) and the mode. */
export function cacheKey(guesses: readonly string[], answers: readonly string[], hard: boolean): string {
  const hash = (words: readonly string[]) => createHash('sha256').update(words.join('\n')).digest('hex').slice(0, 32);
  return `${hash(guesses)}+${hash(answers)}.${hard ? 'hard' : 'normal'}`;
}

/** The cache is a few hundred bytes a pair of lists: one far larger is not this program's, and is not read. */
const CACHE_LIMIT = 16 << 20;

function readCache(): Record<string, Cached> {
  const file = cacheFile();
  try {
    const bytes = file === undefined ? undefined : readAtMost(file, CACHE_LIMIT);
    return bytes ? (JSON.parse(bytes.toString('utf8')) as Record<string, Cached>) : {};
  } catch {
    return {};
  }
}

export function cachedFirstGuess(key: string): Cached | undefined {
  return readCache()[key];
}

/** Keeps a result (best effort: a cache that cannot be written is only a slower next time). */
function remember(key: string, value: Cached): void {
  const file = cacheFile();
  if (!file) return;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ ...readCache(), [key]: value }, null, 2)}\n`);
    renameSync(temporary, file);
  } catch {
    // (read-only home, full disk: nothing to do)
  }
}

/**
 * Searches every candidate first guess to the end, `workers` at a time (here with one), each bounded by the
 * best cost found so far, and returns the one best plays (lower cost, a possible answer, A-Z).
 */
export async function searchFirstGuess(root: string, job: BenchJob, game: Game, strategy: BestStrategy, workers: number): Promise<Cached> {
  const key = cacheKey(job.guessWords, job.answers, job.hard);
  const cached = cachedFirstGuess(key);
  if (cached) return cached;
  const start = startPosition(game);
  const isAnswer = (word: string) => game.answers.indexOf.has(word);
  const queue = strategy.candidatesAt(game, start).map((g) => game.guesses.words[g] ?? '');
  const total = queue.length;
  let best: { cost: number; word: string; isAnswer: boolean } | undefined;
  let done = 0;
  const progress = (fdKind(2) === 'terminal' ? (text: string) => writeAll(2, `\r\x1b[K${text}`) : () => {}) as (text: string) => void;
  const show = () =>
    progress(
      `best: ${done}/${total} first guesses searched${best ? `, best so far ${best.word} (${(best.cost / start.remaining.length).toFixed(4)} guesses a game)` : ''}`,
    );
  show();
  const offer = (word: string, cost: number) => {
    done++;
    best = bestOf(best, { cost, word, isAnswer: isAnswer(word) });
    show();
  };
  if (workers <= 1) {
    // One thread: the same search, here.
    for (const word of queue) offer(word, strategy.costWithin(game, start, game.guesses.indexOf.get(word) ?? -1, best?.cost ?? Infinity));
    queue.length = 0;
  }
  if (queue.length > 0) {
    const threads = Math.min(workers, total);
    const pool = createPool<BenchApi>({ script: join(root, 'dist', 'bench-worker.cjs'), workerData: job, size: threads, name: 'bench' });
    // Each thread takes the next candidate when it is free, bounded by the best cost found by then.
    const searchNext = async () => {
      for (let word = queue.shift(); word !== undefined; word = queue.shift())
        offer(word, await pool.call('firstGuessCost', { guess: word, limit: best?.cost ?? Infinity }));
    };
    try {
      await Promise.all(Array.from({ length: threads }, searchNext));
    } finally {
      await pool.close();
    }
  }
  progress('');
  if (!best) throw new Error('no first guess searched');
  const found = { guess: best.word, cost: best.cost };
  remember(key, found);
  return found;
}
