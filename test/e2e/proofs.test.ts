// The proofs made ahead (data/proofs/) change no pick the guard decided without them: a hard-mode
// second turn picks the same in the package as built and in a copy of it without data/proofs/,
// but where the table decides what the guard's budget left undecided (CHANGED: what
// `node scripts/proofs.mjs --check` reports, each undecided without the table).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from './run.ts';

const TABLE = readFileSync(join(ROOT, 'data/proofs/wordle.txt+answers-2023.txt.hard.txt'), 'utf8');

/**
 * Picks that change with the table, by "strategy opener tiles" (`node scripts/proofs.mjs`
 * reports them): each one the guard could not decide within its budget, which it then played
 * undecided; the table shows it (or every ranked guess) unsafe, and the guard's search finds
 * a guess that is safe. (After slAtE, raced leaves the _A_ED family (bared cared dared ...)
 * unfinishable in four; regma finishes every answer.)
 */
const CHANGED: Readonly<Record<string, string>> = {
  'entropy crane bybby': 'relit',
  'coverage slate bbbby': 'proem',
  'entropy slate bbbby': 'proem',
  'coverage slate bbyby': 'regma',
  'entropy slate bbyby': 'regma',
  'coverage adieu bbbgb': 'repel',
  'entropy adieu bbbgb': 'repel',
};

const copy = mkdtempSync(join(tmpdir(), 'wordle-proofs-'));
for (const part of ['bin', 'dist', 'data', 'wordle.txt', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
rmSync(join(copy, 'data', 'proofs'), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The package at `root` suggests for `args`: its pick (a process of its own, so that two run at once). */
const pick = (root: string, args: readonly string[]) =>
  new Promise<{ pick: string; status: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(join(root, 'bin', 'wordle'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ pick: stdout.trim(), status, stderr }));
  });

// The bench's two (the slowest second turns), those whose picks change, and every 20th position of the table.
const keys = TABLE.trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(' ').slice(0, 2).join(' '));
const positions = [
  ...new Set(['crane bbbbb', 'slate bbyby', 'crane bybby', 'slate bbbby', 'adieu bbbgb', ...keys.filter((_, k) => k % 20 === 0)]),
];

describe('a hard-mode second turn, with and without data/proofs/', () => {
  test('the table has the positions', () => {
    expect(keys).toContain('crane bbbbb');
    expect(keys).toContain('slate bbyby');
  });

  test.each(positions.flatMap((position) => ['coverage', 'entropy'].map((strategy) => [strategy, position] as const)))(
    '%s after %s',
    async (strategy, position) => {
      const [opener, tiles] = position.split(' ');
      const args = ['--hard', '--strategy', strategy, '-s', `${opener}:${tiles}`];
      const [withTable, without] = await Promise.all([pick(ROOT, args), pick(copy, args)]);
      expect([withTable.status, without.status, without.stderr]).toEqual([0, 0, '']);
      const changed = CHANGED[`${strategy} ${position}`];
      expect(withTable.pick).toBe(changed ?? without.pick);
      if (changed) expect(without.pick).not.toBe(changed);
    },
  );
});

// Normal mode on every accepted word as the answer: the bench plays its guard seeded
// with data/proofs/'s normal-mode table, as a turn's is. Without it, positional loses games
// through second and third turns its guard left undecided (27 after larnt, as measured).
describe('every accepted word as the answer, normal mode, with and without data/proofs/', () => {
  const all = 'data/guesses-2022.txt';
  const lost = (root: string) => {
    const run = spawnSync(
      join(root, 'bin', 'wordle'),
      ['bench', '--strategy', 'positional', '--answers', join(ROOT, all), '--guesses', join(ROOT, all), '--tree'],
      { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 28 },
    );
    expect([run.status, run.stderr]).toEqual([0, '']);
    const games = run.stdout.trim().split('\n');
    expect(games).toHaveLength(12_972);
    // (A game line is each guess and its tiles: more than six pairs, over six.)
    return games.filter((line) => line.trim().split(/\s+/).length > 12).length;
  };

  // (Two benches on every core, about 10 s on an idle machine: given as long as golden.test's runs, as a busy one needs.)
  test('positional loses none of the 12,972 games with the table, and some without it', () => {
    expect(lost(ROOT)).toBe(0);
    expect(lost(copy)).toBeGreaterThan(0);
  }, 600_000);
});

// The CLI's other turns take the same tables: show (and assist, play) as the filter's turns and
// the bench do; `-f data/guesses-2022.txt` is the original guess list of its own (its words the
// guesses, as bench --guesses plays it), not a chain of the bundled list's words.
describe('the same proofs whichever command plays the turn', () => {
  const all = ['-f', join(ROOT, 'data/guesses-2022.txt'), '--answers', join(ROOT, 'data/guesses-2022.txt')];
  const run = (args: readonly string[]) => {
    const result = spawnSync(join(ROOT, 'bin', 'wordle'), args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    expect([result.status, result.stderr]).toEqual([0, '']);
    return result.stdout;
  };

  test('show, hard mode, after slAtE plays regma, as the filter suggests (without the table: raced)', async () => {
    expect((await pick(ROOT, ['--hard', '--strategy', 'entropy', '-s', 'slAtE'])).pick).toBe('regma');
    expect(run(['show', 'cared', '--hard', '--strategy', 'entropy', '--opener', 'slate']).split('\n')[1]).toMatch(/^ 2\. regma /);
  });

  test('every accepted word as the answer: the filter after larnt ybbbb suggests spice (poles, lost there, without the table)', () => {
    expect(run([...all, '--strategy', 'coverage', '-s', 'larnt:ybbbb']).trim()).toBe('spice');
  });

  test('show with -f alone (every word of the file may be the answer, so the same pair) opens with its opener, larnt', () => {
    const shown = run(['show', 'zests', '-f', join(ROOT, 'data/guesses-2022.txt')])
      .trimEnd()
      .split('\n');
    expect([shown[0], shown.at(-1)]).toEqual([expect.stringMatching(/^ 1\. larnt /), expect.stringMatching(/^Solved ZESTS in [1-6] /)]);
  });

  test.each(['zests', 'vests', 'pests'])('every accepted word as the answer: show %s is solved within six', (word) => {
    expect(
      run(['show', word, ...all, '--strategy', 'coverage'])
        .trim()
        .split('\n')
        .at(-1),
    ).toMatch(/^Solved [A-Z]+ in [1-6] /);
  });
});
