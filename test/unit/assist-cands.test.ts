import { describe, expect, test } from 'vitest';
import { parsePattern } from '../../lib/clues/pattern.ts';
import type { Clue } from '../../lib/clues/tiles.ts';
import { type Advice, Assistant, type AssistHost, CANDS_PAGE } from '../../lib/talk/assist.ts';

// 400 made-up words (aaaaa, aaaab, ...): three pages of 160, 160 and 80.
const WORDS = Array.from({ length: 400 }, (_, i) =>
  [...i.toString(26).padStart(5, '0')].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join(''),
);

/** A host whose every turn leaves `left(clues)` of the words (all of them at first), each time a new advice. */
function host(left: (clues: readonly Clue[]) => readonly string[] = () => WORDS): AssistHost {
  const advise = (clues: readonly Clue[]): Advice => {
    const candidates = left(clues);
    return { matches: candidates, candidates, ranked: [{ word: 'aaaaa', score: 1, expected: 1, isAnswer: true }] };
  };
  return { length: 5, strategy: 'coverage', advise, isWord: () => true, why: () => '' };
}

async function outputs(lines: readonly string[], assistant?: Assistant): Promise<string[]> {
  const made = assistant ?? (await Assistant.create(host()));
  const out: string[] = [];
  for (const line of lines) out.push((await made.handle(line)).output);
  return out;
}

/** The words a /cands page lists (its rows of eight). */
const listed = (output: string) =>
  output
    .split('\n')
    .filter((line) => /^[a-z]{5}( [a-z]{5})*$/.test(line))
    .flatMap((line) => line.split(' '));

describe('/cands pages long lists', () => {
  test('a screenful at a time: the first page, then /cands more, with where it stands', async () => {
    expect(CANDS_PAGE).toBe(160);
    const [first, second, third, past] = await outputs(['/cands', '/cands more', '/c m', '/cands more']);
    expect(listed(first ?? '')).toEqual(WORDS.slice(0, 160));
    expect(first).toMatch(/^400 possible matches \(400 likely answers\):\n/);
    expect(first?.split('\n').length).toBe(1 + 20 + 1 + 1);
    expect(first).toMatch(/\npage 1 of 3 \(1-160 of 400\); \/cands more shows page 2, \/cands all every one\n$/);
    expect(listed(second ?? '')).toEqual(WORDS.slice(160, 320));
    expect(second).toMatch(/\npage 2 of 3 \(161-320 of 400\); \/cands more shows page 3/);
    expect(listed(third ?? '')).toEqual(WORDS.slice(320));
    expect(third).toMatch(/\npage 3 of 3 \(321-400 of 400\)\n$/);
    expect(past).toBe('That was the last page (3); /cands 1 shows the first.\n');
  });

  test.each([
    ['/cands 2', WORDS.slice(160, 320)],
    ['/cands 3', WORDS.slice(320)],
    ['/cands all', WORDS],
  ])('%s', async (line, words) => {
    const [output] = await outputs([line]);
    expect(listed(output ?? '')).toEqual(words);
  });

  test.each(['/cands 0', '/cands 4', '/cands next', '/cands -1'])('%s is refused, saying what it takes', async (line) => {
    expect(await outputs([line])).toEqual(['/cands takes more, all or a page number from 1 to 3.\n']);
  });

  test('/cands more after a page N goes on from it; a new turn starts at page 1 again', async () => {
    const assistant = await Assistant.create(host((clues) => (clues.length === 0 ? WORDS : WORDS.slice(0, 200))));
    const [two, three] = await outputs(['/cands 2', '/cands more'], assistant);
    expect(listed(two ?? '')).toEqual(WORDS.slice(160, 320));
    expect(listed(three ?? '')).toEqual(WORDS.slice(320));
    await assistant.handle('aaaaa');
    await assistant.handle('bbbbb');
    const [again] = await outputs(['/cands more'], assistant);
    expect(listed(again ?? '')).toEqual(WORDS.slice(0, 160));
    expect(again).toMatch(/page 1 of 2 \(1-160 of 200\)/);
  });

  test('a list of one page is shown whole, with no page line', async () => {
    const assistant = await Assistant.create(
      host(() => WORDS.slice(0, 160)),
      [parsePattern('aaaaa:bbbbb')],
    );
    const [output] = await outputs(['/cands'], assistant);
    expect(listed(output ?? '')).toEqual(WORDS.slice(0, 160));
    expect(output).not.toContain('page');
  });
});
