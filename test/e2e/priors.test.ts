// --alpha and --familiar end to end (bin/wordle): the ranking and the likely answers move in the
// documented direction, alpha 0 is the plain output byte for byte, bad values are refused.
import { describe, expect, test } from 'vitest';
import { wordle } from './run.ts';

const topWords = (args: string[]) =>
  (JSON.parse(wordle(['--json', '--top', '10', ...args]).stdout) as { top: { word: string }[] }).top.map((item) => item.word);
const lines = (args: string[]) => wordle(args).stdout.split('\n').filter(Boolean);

describe('--alpha', () => {
  test('--alpha 0 prints what no --alpha prints, byte for byte', () => {
    for (const args of [['-s'], ['--top', '5', '--strategy', 'entropy', 'tA=rsE'], ['-a', 'tA=rsE'], ['--json', 'crAne']]) {
      expect(wordle(['--alpha', '0', ...args])).toEqual(wordle(args));
    }
  });

  test('-a lists the likely answers common first (named, panel, faced), A-Z without', () => {
    expect(lines(['-1', '-a', '--alpha', '1', 'tA=rsE']).slice(0, 3)).toEqual(['named', 'panel', 'faced']);
    expect(lines(['-1', '-a', 'tA=rsE']).slice(0, 3)).toEqual(['bagel', 'baked', 'baled']);
  });

  test('two likely answers left: the common one is suggested (crown over croon)', () => {
    expect(wordle(['-s', 'crane:ggbyb', 'slate:bbbbb']).stdout).toBe('croon\n');
    for (const strategy of ['coverage', 'entropy', 'minimax'])
      expect(wordle(['-s', '--alpha', '1', '--strategy', strategy, 'crane:ggbyb', 'slate:bbbbb']).stdout).toBe('crown\n');
  });

  test.each(['x', '-1', '5', '1e0', ''])('--alpha %j is refused with one line and status 2', (value) => {
    const run = wordle(['--alpha', value, 'crAne']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('wordle: --alpha needs a number from 0 to 4\n');
  });

  test('best refuses --alpha', () => {
    const run = wordle(['--alpha', '1', '--strategy', 'best', 'crAne']);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: "wordle: --alpha cannot go with --strategy best: best's search counts guesses over equally likely answers\n",
    });
  });
});

describe('--familiar', () => {
  test.each(['coverage', 'entropy', 'minimax'])('%s: suggests no rorid, pownd, bumfs, pwned or lownd', (strategy) => {
    const plain = topWords(['--strategy', strategy, 'tA=rsE']);
    const familiar = topWords(['--strategy', strategy, '--familiar', 'tA=rsE']);
    expect(familiar).toHaveLength(10);
    if (strategy !== 'minimax') expect(plain.some((word) => ['pwned', 'pownd', 'lownd'].includes(word))).toBe(true);
    for (const word of ['rorid', 'pownd', 'bumfs', 'pwned', 'lownd']) expect(familiar).not.toContain(word);
  });

  test('a first guess with --familiar is a familiar word, not tarse', () => {
    expect(wordle(['-s', '--strategy', 'entropy']).stdout).toBe('tarse\n');
    expect(wordle(['-s', '--strategy', 'entropy', '--familiar']).stdout).toBe('raise\n');
  });
});

describe('bench --alpha', () => {
  test('plays with weighted answers and reports the mean with each game counted by its weight', () => {
    const run = (more: string[]) =>
      JSON.parse(
        wordle(['bench', '--sample', '3', '--seed', '3', '--strategy', 'entropy', '--json', '--workers', '1', ...more]).stdout,
      ) as {
        alpha?: number;
        weightedMean?: number;
        mean: number;
        max: number;
        opener: string;
      };
    const plain = run([]);
    expect(plain).not.toHaveProperty('weightedMean');
    expect(plain.opener).toBe('tarse');
    const weighted = run(['--alpha', '1']);
    expect(weighted.alpha).toBe(1);
    // The first guess is ranked with the weights (the openers made ahead are for equally likely answers).
    expect(weighted.opener).toBe('roate');
    expect(weighted.weightedMean).toBeGreaterThanOrEqual(1);
    expect(weighted.weightedMean).toBeLessThanOrEqual(weighted.max);
    const best = wordle(['bench', '--sample', '1', '--strategy', 'best', '--alpha', '1']);
    expect(best.status).toBe(2);
    expect(best.stderr).toContain('--alpha cannot go with --strategy best');
  });
});
