import { describe, expect, test } from 'vitest';
import { wordle } from './run.ts';

describe('wordle play --absurdle', () => {
  test("each guess gets the host's row and the words left, a bad one a line and another go; the win ends it", () => {
    const run = wordle(['play', '--absurdle'], { input: 'lidar\nstony\nzzzzz\nbecke\nthump\n' });
    expect(run.stdout).toContain('1 lidar  273 words left\n');
    expect(run.stdout).toContain('2 sTony  14 words left\n');
    expect(run.stdout).toContain("'zzzzz' is not in the word list\n3 becke  1 word left\n");
    expect(run.stdout).toContain('4 T=H=U=M=P=  won\nWon in 4.\n\nAbsurdle 4\n\n⬛⬛⬛⬛⬛\n⬛🟨⬛⬛⬛\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩\n');
    expect(run.status).toBe(0);
  });

  test('hard mode refuses a guess that drops a hint; giving up (end of input) exits 1', () => {
    const run = wordle(['play', '--absurdle', '--hard'], { input: 'aeons\nadorn\n' });
    expect(run.stdout).toContain('1 aEons  195 words left\n');
    expect(run.stdout).toContain('hard mode: the guess must contain E\nThe host had 195 words left, such as ');
    expect(run.status).toBe(1);
  });

  test.each([
    [['--word', 'crane'], '--word'],
    [['--tries', '3'], '--tries'],
  ])('%j: one line, exit 2', (args, option) => {
    const run = wordle(['play', '--absurdle', ...args]);
    expect(run).toEqual({ stdout: '', stderr: `wordle: --absurdle has no hidden word and no try limit: drop ${option}\n`, status: 2 });
  });
});
