// --alpha and --familiar at lengths other than five (bin/wordle, -f english): the SUBTLEX-US table
// (data/subtlex-counts.txt) orders the likely answers common first, --familiar offers only words
// it counts as familiar, and bench weighs six-letter games.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FAMILIAR_ZIPF } from '../../lib/index.ts';
import { readFrequencyTable } from '../../lib/solve/priors.ts';
import { ROOT, wordle } from './run.ts';

const lines = (args: string[]) => {
  const run = wordle(args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter(Boolean);
};
const topWords = (args: string[]) =>
  (JSON.parse(wordle(['--json', '--top', '10', ...args]).stdout) as { top: { word: string }[] }).top.map((item) => item.word);
const subtlex = readFrequencyTable(readFileSync(join(ROOT, 'data', 'subtlex-counts.txt'), 'utf8'));

describe('priors beyond five letters', () => {
  test.each([
    { mask: '_E=_O=__', common: ['before', 'second', 'become'] },
    { mask: '_A=__', common: ['have', 'want', 'back'] },
  ])('--alpha 1 -a $mask: the likely answers common first ($common), the same words', ({ mask, common }) => {
    const plain = lines(['-f', 'english', '-a', '-1', mask]);
    const weighed = lines(['-f', 'english', '--alpha', '1', '-a', '-1', mask]);
    expect(weighed.slice(0, 3)).toEqual(common);
    expect(plain.slice(0, 3)).not.toEqual(common);
    expect([...weighed].sort()).toEqual([...plain].sort());
  });

  test('--familiar: every guess offered for a six-letter mask is a familiar word, unlike without it', () => {
    const plain = topWords(['-f', 'english', '--strategy', 'entropy', '_E=_O=__']);
    const familiar = topWords(['-f', 'english', '--strategy', 'entropy', '--familiar', '_E=_O=__']);
    expect(familiar).toHaveLength(10);
    expect(plain.some((word) => subtlex.zipf(word) < FAMILIAR_ZIPF)).toBe(true);
    for (const word of familiar) expect(subtlex.zipf(word)).toBeGreaterThanOrEqual(FAMILIAR_ZIPF);
  });

  const dir = mkdtempSync(join(tmpdir(), 'wordle-priors-lengths-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('bench --alpha 1 on six-letter lists: the weighted mean is reported', () => {
    const six = readFileSync(join(ROOT, 'data', 'english.txt'), 'utf8')
      .split('\n')
      .filter((word, i) => word.length === 6 && i % 150 === 0);
    const file = join(dir, 'six.txt');
    writeFileSync(file, `${six.join('\n')}\n`);
    const run = wordle(['bench', '--guesses', file, '--answers', file, '--alpha', '1', '--strategy', 'entropy', '--workers', '1']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/weighted mean [0-9.]+ \(alpha 1\)/);
  });

  test('a length neither table has is refused with one line naming it', () => {
    const run = wordle(['-f', 'english', '--alpha', '1', '-a', '_'.repeat(25)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('wordle: --alpha needs word frequencies, and the bundled tables have no 25-letter words\n');
  });
});
