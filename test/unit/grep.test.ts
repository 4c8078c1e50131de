import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileClues, planMatch } from '../../lib/clues/constraints.ts';
import { feedback } from '../../lib/clues/feedback.ts';
import type { Clue, Tile } from '../../lib/clues/tiles.ts';
import { compileQuery } from '../../lib/filter/filter.ts';
import { grepPipeline } from '../../lib/filter/grep.ts';
import { createMatcher } from '../../lib/filter/matcher.ts';

const pipelineFor = (patterns: string[]) => grepPipeline(compileQuery(patterns).plan);

describe('grepPipeline', () => {
  test.each([
    [['staR=e'], "LC_ALL=C.UTF-8 grep -x '[^aest][^aest][^aest]r[^aest]'"],
    [['BoB=bY='], "LC_ALL=C.UTF-8 grep -x '[^bo][^o]b[^bo]y' |\n  grep 'b.*b' |\n  grep -v 'b.*b.*b'"],
    [['SPEED'], "LC_ALL=C.UTF-8 grep -x '[^s][^p][^e][^e][^d]' |\n  grep 'd' |\n  grep 'e.*e' |\n  grep 'p' |\n  grep 's'"],
    [['speEd'], "grep -v ''"],
    [[], "LC_ALL=C.UTF-8 grep -x '.....'"],
  ])('%j', (patterns, pipeline) => {
    expect(pipelineFor(patterns)).toBe(pipeline);
  });
});

const run = (pipeline: string, input: string) =>
  // In the C locale, so that the pipeline's own LC_ALL is what makes a letter one character.
  spawnSync('sh', ['-c', pipeline], { input, encoding: 'utf8', env: { PATH: process.env['PATH'], LANG: 'C' } }).stdout;

// Clean word lists (one lowercase word per line, as the pipeline expects) of mixed lengths,
// over a small alphabet with a non-ASCII letter, against random histories.
const LETTERS = ['a', 'b', 'c', 'é'];
const word = (min: number, max: number) => fc.array(fc.constantFrom(...LETTERS), { minLength: min, maxLength: max }).map((w) => w.join(''));

describe('property: the grep pipeline prints exactly what the filter prints', () => {
  test('random histories and lists', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              word(n, n),
              fc.array(word(n, n), { minLength: 1, maxLength: 3 }),
              fc.array(fc.oneof(word(n, n), word(1, 7)), { minLength: 1, maxLength: 40 }),
              fc.boolean(),
            ),
          ),
        ([n, answer, guesses, words, scramble]) => {
          const clues = guesses.map((guess): Clue => {
            const tiles = feedback([...guess], [...answer]);
            // Sometimes arbitrary tiles, impossible ones included.
            const given: Tile[] = scramble ? tiles.map((t, i) => ((t + i) % 3) as Tile) : tiles;
            return { letters: [...guess], tiles: given, text: guess };
          });
          const plan = planMatch(compileClues(n, clues));
          const text = `${words.join('\n')}\n`;
          const expected = createMatcher(plan).scan(text);
          expect(run(grepPipeline(plan), text)).toBe(expected.length ? `${expected.join('\n')}\n` : '');
        },
      ),
      { numRuns: 150 },
    );
  });
});
