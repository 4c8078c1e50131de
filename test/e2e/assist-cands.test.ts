// assist's /cands on a first turn: a page of the 3,158 likely answers, not all of them at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, wordle } from './run.ts';

const answers = readFileSync(join(ROOT, 'data', 'answers-2023.txt'), 'utf8')
  .trim()
  .split('\n');
/** The words listed in rows of eight. */
const listed = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^[a-z]{5}( [a-z]{5}){0,7}$/.test(line))
    .flatMap((line) => line.split(' '));

describe('assist /cands on the first turn', () => {
  test('/cands shows a screenful with the count and how to go on; /cands more the next; /cands all every one', () => {
    const run = wordle(['assist'], { input: '/cands\n/cands more\n/cands 20\n/cands all\n/quit\n' });
    expect(run.status).toBe(0);
    const [, first, second, last, all] = run.stdout.split('14855 possible matches (3158 likely answers):\n');
    expect(listed(first ?? '')).toEqual(answers.slice(0, 160));
    expect(first).toContain('page 1 of 20 (1-160 of 3158); /cands more shows page 2, /cands all every one\n');
    expect(listed(second ?? '')).toEqual(answers.slice(160, 320));
    expect(listed(last ?? '')).toEqual(answers.slice(19 * 160));
    expect(last).toContain('page 20 of 20 (3041-3158 of 3158)\n');
    expect(listed(all ?? '')).toEqual(answers);
  });
});
