// Partial clues end to end: bin/wordle's matches, --grep (run through sh on the bundled list),
// --json, --explain, the ranked suggestion and hard mode, with `?` tiles and `_` letters.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, shell, wordle } from './run.ts';

const WORDS = readFileSync(join(ROOT, 'wordle.txt'), 'utf8')
  .split('\n')
  .filter((word) => word !== '');

/** Wordle's tiles as g/y/b, written plainly. */
function tilesFor(guess: string, answer: string): string {
  const tiles: string[] = [...guess].map((letter, i) => (letter === answer[i] ? 'g' : 'b'));
  const unused = [...answer].filter((letter, i) => guess[i] !== letter);
  [...guess].forEach((letter, i) => {
    const at = unused.indexOf(letter);
    if (tiles[i] === 'b' && at >= 0) {
      tiles[i] = 'y';
      unused.splice(at, 1);
    }
  });
  return tiles.join('');
}

/**
 * Brute force: some letters at the `_` of the guess give tiles agreeing with every known one
 * (`?` unknown). The letters tried are the word's and '#', which stands for every letter the
 * word lacks (each of those is grey wherever it is put, and changes no other tile).
 */
function fits(word: string, pattern: string): boolean {
  const [guess = '', tiles = ''] = pattern.split(':');
  const open = guess.indexOf('_');
  if (open >= 0) {
    return [...new Set(word), '#'].some((letter) => fits(word, `${guess.slice(0, open)}${letter}${guess.slice(open + 1)}:${tiles}`));
  }
  const got = tilesFor(guess, word);
  return [...tiles].every((tile, i) => tile === '?' || tile === got[i]);
}

const listed = (args: string[]) =>
  wordle(['-1', '-q', ...args])
    .stdout.split('\n')
    .filter(Boolean);
const grepped = (patterns: string[]) => {
  const grep = wordle(['--grep', ...patterns]).stdout;
  return {
    grep,
    words: shell(grep, { input: WORDS.map((word) => `${word}\n`).join('') })
      .stdout.split('\n')
      .filter(Boolean),
  };
};

// Said exactly by positions and counts, and not.
const EXACT = [['crane:bb?bb'], ['stare:?ybbg'], ['eerie:?ybbb'], ['_E=_O=_']];
const APPROXIMATE = [['s_are:bgbyb'], ['eerie:b?bbb'], ['crane:bybbb', 'sl_nt:yb?bb']];

describe('partial clues: the matches', () => {
  test.each([...EXACT, ...APPROXIMATE])('%s: as brute force over the bundled list', (...patterns) => {
    const clues = patterns.map((pattern) => (pattern === '_E=_O=_' ? '_e_o_:?g?g?' : pattern));
    expect(listed(patterns)).toEqual(WORDS.filter((word) => clues.every((clue) => fits(word, clue))));
  });
});

describe('--grep', () => {
  test.each(EXACT)('%s: grep says it exactly', (...patterns) => {
    const { grep, words } = grepped(patterns);
    expect(grep).not.toMatch(/^#/);
    expect(words.length).toBeGreaterThan(0);
    expect(words).toEqual(listed(patterns));
  });

  test.each(APPROXIMATE)('%s: grep cannot, says so, and keeps a superset', (...patterns) => {
    const { grep, words } = grepped(patterns);
    expect(grep).toMatch(
      /^# grep cannot say exactly what '.*' says?: this keeps every word that fits and some that do not \(wordle checks each word\)\n/,
    );
    const exact = listed(patterns);
    expect(words.filter((word) => exact.includes(word))).toEqual(exact);
    expect(words.length).toBeGreaterThan(exact.length);
  });
});

describe('--json and --explain', () => {
  test('--json: a pattern sets and counts only approximate says exact: false; the matches are exact', () => {
    const json = JSON.parse(wordle(['--json', 's_are:bgbyb', 'crane:bb?bb']).stdout) as {
      patterns: { pattern: string; exact?: boolean; tiles: string; atMost: Record<string, number> }[];
      matches: string[];
    };
    expect(json.patterns.map(({ pattern, exact }) => ({ pattern, exact }))).toEqual([
      { pattern: 's_are:bgbyb', exact: false },
      { pattern: 'crane:bb?bb', exact: undefined },
    ]);
    expect(json.patterns[1]?.tiles).toBe('⬛⬛❔⬛⬛');
    // The green _ may be an s: one s at most, not none.
    expect(json.patterns[0]?.atMost).toEqual({ a: 1, e: 1, s: 1 });
    expect(json.matches).toEqual(WORDS.filter((word) => fits(word, 's_are:bgbyb') && fits(word, 'crane:bb?bb')));
  });

  test('--explain: the unknown places, and a line saying which patterns each word is checked against', () => {
    const text = wordle(['--explain', 's_are:bgbyb', 'stare:?ybbg']).stdout;
    expect(text).toContain('s_are:bgbyb  ⬛🟩⬛🟨⬛  (s_are:bgbyb)');
    expect(text).toContain('stare:?ybbg  ❔🟨⬛⬛🟩  (stare:?ybbg)');
    expect(text.match(/ {2}checked {2}each word against s_are:bgbyb \(the lines above keep a superset\)/g)).toHaveLength(2);
    expect(wordle(['--explain', 'stare:?ybbg']).stdout).not.toContain('checked');
    expect(wordle(['--explain', '_E=_O=_']).stdout).toContain('regex    ^.e.o.$');
  });

  test('bad partial input is still one line and status 2', () => {
    expect(wordle(['s_=re'])).toMatchObject({
      status: 2,
      stderr: "wordle: bad pattern 's_=re': '=' must come right after an uppercase (yellow) letter to make it green\n",
    });
    expect(wordle(['stare:bb?b'])).toMatchObject({ status: 2, stderr: "wordle: bad pattern 'stare:bb?b': 5 letters but 4 tiles\n" });
  });
});

describe('the suggestion ranks over the exact candidates', () => {
  test('entropy and minimax rank as with those candidates as the likely answers', () => {
    const candidates = wordle(['-a', '-1', '-q', 's_are:bgbyb']).stdout;
    const file = join(ROOT, 'test', 'fixtures', '.partial-candidates.txt');
    shell(`cat > ${file}`, { input: candidates });
    try {
      for (const strategy of ['entropy', 'minimax']) {
        expect(wordle(['--strategy', strategy, '--top', '5', 's_are:bgbyb']).stdout).toBe(
          wordle(['--strategy', strategy, '--top', '5', '--answers', file]).stdout,
        );
      }
    } finally {
      shell(`rm -f ${file}`);
    }
  });

  test('hard mode demands the known places only: the green r stays, the ? letters need not be played', () => {
    const top = wordle(['--hard', '--strategy', 'minimax', '--top', '20', 'crane:?g?bb']).stdout.split('\n').slice(1).filter(Boolean);
    const guesses = top.map((line) => line.trim().split(/\s+/)[1] ?? '');
    expect(guesses).toHaveLength(20);
    for (const guess of guesses) expect(guess[1]).toBe('r');
    expect(guesses.some((guess) => !guess.includes('a') && !guess.includes('c'))).toBe(true);
  });
});
