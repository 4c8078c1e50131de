import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ChallengeSolver, challengeOpenings, prepareChallenge, shortestForcing } from '../../lib/absurdle/challenge.ts';
import { absurdleLists, absurdleReplies, challengeState } from '../../lib/absurdle/host.ts';
import { prepareSearch } from '../../lib/absurdle/solve.ts';
import { plain } from '../../lib/speed.ts';
import { referenceHost } from './absurdle-reference.ts';

const read = (name: string) =>
  readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n');
const ANSWERS = read('answers-2022.txt');
const GUESSES = read('guesses-2022.txt');

/** The group the host keeps, from its definition. */
const referenceKept = (words: readonly string[], guess: string): string[] => referenceHost(words, guess).kept;

/**
 * The fewest guesses that win the challenge for `target`, by brute force: every guess played
 * from every group the host can be brought to while it holds the target, depth by depth (a
 * group reached twice is searched once: what follows depends on the group alone), until one
 * leaves the target alone; then the target wins with one more. undefined past maxGuesses.
 */
function referenceShortest(answers: readonly string[], guesses: readonly string[], target: string, maxGuesses: number): number | undefined {
  if (!guesses.includes(target)) return undefined;
  let level = new Map<string, readonly string[]>([[answers.join(), answers]]);
  for (let guessed = 0; guessed < maxGuesses; guessed++) {
    if ([...level.values()].some((words) => words.length === 1)) return guessed + 1;
    const next = new Map<string, readonly string[]>();
    for (const words of level.values())
      for (const guess of guesses) {
        const kept = referenceKept(words, guess);
        if (kept.includes(target)) next.set(kept.join(), kept);
      }
    level = next;
  }
  return undefined;
}

/** Whether some `within` guesses or fewer, from the host holding `words`, leave it the target alone (memo: by group and depth). */
function referenceForces(
  words: readonly string[],
  guesses: readonly string[],
  target: string,
  within: number,
  memo: Map<string, boolean>,
): boolean {
  if (words.length === 1) return true;
  if (within === 0) return false;
  const key = `${within} ${words.join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const forces = guesses.some((guess) => {
    const kept = referenceKept(words, guess);
    return kept.includes(target) && kept.length < words.length && referenceForces(kept, guesses, target, within - 1, memo);
  });
  memo.set(key, forces);
  return forces;
}

describe('the host with a target', () => {
  const lists = absurdleLists(ANSWERS, GUESSES);

  test("held while the kept group holds it, won when it is left alone and guessed (m1el's game, target thump)", () => {
    const replies = absurdleReplies(lists, ['lidar', 'stony', 'becke'], false, 'thump');
    expect(replies.map((reply) => [reply.left, reply.held])).toEqual([
      [273, true],
      [14, true],
      [1, true],
    ]);
    expect(challengeState(replies)).toEqual({ state: 'held' });
    const won = absurdleReplies(lists, ['lidar', 'stony', 'becke', 'thump'], false, 'thump');
    expect(challengeState(won)).toEqual({ state: 'won' });
  });

  test('lost after the guess whose kept group no longer holds the target', () => {
    // (lidar's kept group is all grey: words with none of its letters, and cigar has three.)
    const replies = absurdleReplies(lists, ['lidar'], false, 'cigar');
    expect(replies[0]?.held).toBe(false);
    expect(challengeState(replies)).toEqual({ state: 'lost', lostAfter: 1 });
    const later = absurdleReplies(lists, ['stony', 'lidar'], false, 'cigar');
    expect(later.map((reply) => reply.held)).toEqual([true, false]);
    expect(challengeState(later)).toEqual({ state: 'lost', lostAfter: 2 });
  });

  test('guessing the target before it is alone loses it: its own group of one is the greenest', () => {
    const replies = absurdleReplies(lists, ['lidar', 'thump'], false, 'thump');
    expect(challengeState(replies)).toEqual({ state: 'lost', lostAfter: 2 });
  });

  test.each([
    [['lidar', 'stony'], 'cigar', "guess 2: the game is lost: after guess 1 the host no longer holds 'cigar'"],
    [['lidar'], 'xyzzy', "'xyzzy' is not one of the host's 2,315 words"],
    [['lidar'], 'aahed', "'aahed' is not one of the host's 2,315 words"],
    [['lidar'], 'cig', "'cig' is not a word of 5 letters"],
  ])('%j, target %s: %s', (guesses, target, message) => {
    expect(() => absurdleReplies(lists, guesses, false, target)).toThrow(message);
  });

  test('without a target the replies say nothing of one', () => {
    expect(absurdleReplies(lists, ['lidar'], false)[0]).not.toHaveProperty('held');
  });
});

describe('the search for forcing sequences, against a brute force', () => {
  // Small lists: words of the original answers that share letters, so that the host has work to do.
  const cases = [
    {
      name: '24 words starting sh, 36 guesses',
      answers: ANSWERS.filter((word) => word.startsWith('sh')).slice(0, 24),
      guesses: [
        ...ANSWERS.filter((word) => word.startsWith('sh')).slice(0, 24),
        ...GUESSES.filter((word) => word.startsWith('ca')).slice(0, 12),
      ],
    },
    {
      name: '40 words ending er, the same as guesses',
      answers: ANSWERS.filter((word) => word.endsWith('er')).slice(0, 40),
      guesses: ANSWERS.filter((word) => word.endsWith('er')).slice(0, 40),
    },
    {
      name: '30 words with a, 20 guesses of other words',
      answers: ANSWERS.filter((word) => word.includes('a') && word.includes('t')).slice(0, 30),
      guesses: [
        ...ANSWERS.filter((word) => word.includes('a') && word.includes('t')).slice(0, 30),
        ...GUESSES.filter((word) => !word.includes('a')).filter((_, k) => k % 500 === 0),
      ],
    },
  ];

  test.each(cases)('$name: every target, the shortest length as the brute force has it', ({ answers, guesses }) => {
    const search = prepareSearch(absurdleLists(answers, guesses), false);
    const lengths = answers.map((target, t) => {
      const found = shortestForcing(search, t, 6);
      const expected = referenceShortest(answers, guesses, target, 6);
      expect(found?.guesses.length, target).toBe(expected);
      if (found) {
        const words = found.guesses.map((g) => guesses[g] as string);
        expect(words.at(-1)).toBe(target);
        // The sequence, played against the host's own rule, wins on the target.
        expect(challengeState(absurdleReplies(absurdleLists(answers, guesses), words, false, target))).toEqual({ state: 'won' });
      }
      return expected;
    });
    // (The lists are chosen so that the search is tested at more than one depth.)
    expect(new Set(lengths).size).toBeGreaterThan(1);
  });

  test.each(cases)(
    '$name: from every group the host can be brought to, up to 3 guesses, whether they force the target, as the brute force',
    ({ answers, guesses }) => {
      const search = prepareSearch(absurdleLists(answers, guesses), false);
      let forcing = 0;
      let none = 0;
      answers.forEach((target, t) => {
        const solver = new ChallengeSolver(prepareChallenge(search, t));
        const memo = new Map<string, boolean>();
        // The groups holding the target after up to two guesses.
        let level = new Map<string, readonly string[]>([[answers.join(), answers]]);
        const groups = new Map(level);
        for (let step = 0; step < 2; step++) {
          const next = new Map<string, readonly string[]>();
          for (const words of level.values())
            for (const guess of guesses) {
              const kept = referenceKept(words, guess);
              if (kept.includes(target) && !groups.has(kept.join())) next.set(kept.join(), kept);
            }
          for (const [key, words] of next) groups.set(key, words);
          level = next;
        }
        for (const words of groups.values()) {
          const set = Int32Array.from(words, (word) => answers.indexOf(word));
          for (const within of [1, 2, 3]) {
            const found = solver.force(set, within);
            expect(found !== undefined, `${target} from ${words.join(' ')} within ${within}`).toBe(
              referenceForces(words, guesses, target, within, memo),
            );
            if (found === undefined) {
              none++;
              continue;
            }
            forcing++;
            // The sequence found, played against the reference host, leaves the target alone.
            expect(found.length).toBeLessThanOrEqual(within);
            const left = found.reduce<readonly string[]>((held, g) => referenceKept(held, guesses[g] as string), words);
            expect(left).toEqual([target]);
          }
        }
      });
      expect(forcing).toBeGreaterThan(0);
      expect(none).toBeGreaterThan(0);
    },
  );

  test('a depth with no forcing sequence: the search, in full, finds none, as the brute force', () => {
    const { answers, guesses } = cases[1] as (typeof cases)[number];
    const search = prepareSearch(absurdleLists(answers, guesses), false);
    let checked = 0;
    answers.forEach((target, t) => {
      const shortest = referenceShortest(answers, guesses, target, 6) ?? 7;
      if (shortest < 3) return;
      const solver = new ChallengeSolver(prepareChallenge(search, t));
      // Guesses to leave the target alone: shortest - 1; one fewer than that, none.
      expect(solver.forceFrom(challengeOpenings(search, t), shortest - 2), target).toBeUndefined();
      expect(solver.forceFrom(challengeOpenings(search, t), shortest - 1), target).toBeDefined();
      checked++;
    });
    expect(checked).toBeGreaterThan(0);
  });

  test.each(cases)(
    '$name: with the shortcuts and the kernel off, every target the same sequence and the same guesses tried',
    ({ answers, guesses }) => {
      const search = prepareSearch(absurdleLists(answers, guesses), false);
      answers.forEach((target, t) => {
        const fastSolver = new ChallengeSolver(prepareChallenge(search, t));
        plain(['challenge-shortcuts', 'kernels']);
        const plainSolver = new ChallengeSolver(prepareChallenge(search, t));
        plain(false);
        for (const within of [1, 2, 3, 4])
          expect(plainSolver.forceFrom(challengeOpenings(search, t), within), `${target} within ${within}`).toEqual(
            fastSolver.forceFrom(challengeOpenings(search, t), within),
          );
        expect(plainSolver.visited, target).toBe(fastSolver.visited);
      });
    },
  );

  test('the original lists: with the shortcuts and the kernel off, the same shortest sequence to morph and the same guesses tried', () => {
    const search = prepareSearch(absurdleLists(ANSWERS, GUESSES), false);
    const target = ANSWERS.indexOf('morph');
    const openings = challengeOpenings(search, target);
    const solve = (kernel: boolean) => {
      const challenge = prepareChallenge(search, target);
      // (The kernel sums the columns where it runs, as here; plain, the JS does.)
      expect(challenge.columns !== undefined).toBe(kernel);
      const solver = new ChallengeSolver(challenge);
      for (let within = 1; within < 6; within++) {
        const found = solver.forceFrom(openings, within);
        if (found) return { found: found.map((g) => GUESSES[g]), visited: solver.visited };
      }
      return undefined;
    };
    const withShortcuts = solve(true);
    plain(['challenge-shortcuts', 'kernels']);
    try {
      expect(solve(false)).toEqual(withShortcuts);
    } finally {
      plain(false);
    }
    // (Three guesses leave morph alone: four with the target, as in docs/absurdle-challenge.md.)
    expect(withShortcuts?.found).toEqual(['cagey', 'sutor', 'brond']);
  });

  test('a target that is not an allowed guess cannot be won', () => {
    const answers = ANSWERS.filter((word) => word.startsWith('sh')).slice(0, 24);
    const guesses = answers.slice(1);
    expect(shortestForcing(prepareSearch(absurdleLists(answers, guesses), false), 0, 6)).toBeUndefined();
  });
});
