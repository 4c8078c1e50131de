import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type Book, listFacts, playTurn, solver, type TurnSettings, type TurnSources } from '../../lib/index.ts';
import { parseBook } from '../../lib/solve/book.ts';

const words = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answers = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8');
const hardBook = readFileSync(new URL('../../data/book/wordle.txt+answers-2023.txt.hard.txt', import.meta.url), 'utf8');

const SETTINGS: TurnSettings = { strategy: 'coverage', hard: false, asks: 'suggestion', top: 1, timeLimitMs: 0, detail: true };
const sources = (more: Partial<TurnSources> = {}): TurnSources => ({
  guesses: { text: words, name: 'wordle.txt' },
  answers,
  solver: () => solver,
  ...more,
});
const turn = (patterns: string[], settings: Partial<TurnSettings> = {}, more: Partial<TurnSources> = {}) =>
  playTurn(patterns, sources(more), { ...SETTINGS, ...settings });
const words_ = (ranked: readonly { word: string }[]) => ranked.map((item) => item.word);

describe('playTurn: one call gives the whole turn', () => {
  test.each([
    // patterns, state
    [['staR=e', 'chOR=d'], 'open'],
    [['stare:GGGGG'], 'solved'],
    [['tArSe', 'plAnC='], 'one-left'],
    [['Z=Z=Z=Z=x'], 'no-match'],
    [['crAne', 'crane'], 'conflict'],
  ] as const)('%j is %s', async (patterns, state) => {
    expect((await turn([...patterns])).state).toBe(state);
  });

  test('the README turn: 15 matches, 4 likely answers, lorry', async () => {
    const { result, suggested } = await turn(['staR=e', 'chOR=d']);
    expect(result.matches).toHaveLength(15);
    expect(suggested.candidates).toEqual(['burro', 'lorry', 'mourn', 'worry']);
    expect(suggested.ranked[0]?.word).toBe('lorry');
  });

  test.each(['coverage', 'entropy', 'minimax', 'best'] as const)(
    '%s: with one or two likely answers left, only they are offered',
    async (strategy) => {
      for (const patterns of [['tArSe', 'plAnC='], ['stare:GGGGG'], ['albee:gbggb']]) {
        const { suggested } = await turn(patterns, { strategy, top: 5 });
        expect(words_(suggested.ranked).sort()).toEqual([...suggested.candidates].sort());
        expect(suggested.ranked.every((item) => item.isAnswer)).toBe(true);
      }
    },
  );

  test.each([
    [['crAne'], 'entropy', true],
    [['pO=U=pE=', 'lO=U=S=E='], 'coverage', true],
    [['crAne'], 'minimax', false],
  ] as const)('%j (%s, hard %s): no guess already played is ranked', async (patterns, strategy, hard) => {
    const { suggested } = await turn([...patterns], { strategy, hard, top: 40 });
    const played = patterns.map((pattern) => pattern.replaceAll('=', '').toLowerCase());
    expect(suggested.ranked.length).toBeGreaterThan(1);
    expect(words_(suggested.ranked).filter((word) => played.includes(word))).toEqual([]);
  });

  test.each([
    // patterns, hard, the guess moved first and why
    [['staR=e', 'chOR=d'], false, 'lorry', 'tie'],
    [['tA=rsE'], true, 'pagle', 'book'],
  ] as const)("%j (hard %s): a guess out of its score's order says why (%s, %s)", async (patterns, hard, word, moved) => {
    const book = () => parseBook(hardBook);
    const { suggested } = await turn([...patterns], { hard, top: 5 }, { book });
    expect(suggested.ranked[0]).toMatchObject({ word, moved });
    expect(suggested.ranked.slice(1).every((item) => item.moved === undefined || item.moved === 'unsafe')).toBe(true);
  });

  test("when no guess can be shown to finish every answer, the strategy's own pick stands, said to be unsafe", async () => {
    // No guess finishes all 327 answers in three; lidar (entropy's own) finishes 223, large (undecided by the guard's budget) 216.
    const { suggested } = await turn(['thEws', 'cooty', 'woopy'], { strategy: 'entropy', top: 2 });
    expect(suggested.ranked[0]).toMatchObject({ word: 'lidar', moved: 'unsafe' });
  });

  test('a first turn takes the precomputed opener and reads no answer list for -s', async () => {
    let asked = 0;
    const answersOf = () => {
      asked++;
      return new Set<string>();
    };
    const first = await turn(
      [],
      { detail: false },
      { answers: answersOf, opener: (strategy, hard) => `${strategy.slice(0, 4)}${hard ? 'h' : 'n'}` },
    );
    const { suggested } = first;
    expect(suggested.ranked[0]?.word).toBe('coven');
    expect(first.notes).toEqual([]);
    expect(asked).toBe(0);
  });

  test('--why on a list with no word of the length is the empty turn (the front end says the list is empty), not an error about the guess', async () => {
    const empty = await turn(['staR=e'], { why: 'crane' }, { guesses: { text: 'abcdef\n', name: 'stdin' } });
    expect(empty.state).toBe('no-match');
    expect(empty.explanation).toBeUndefined();
  });

  test("the everyday turn on a list's facts never cuts them into words (the quick path scores the joined words in place)", async () => {
    const facts = listFacts(words, 5);
    let cut = 0;
    const counted = new Proxy(facts, {
      get(target, key, receiver) {
        if (key === 'words') cut++;
        return Reflect.get(target, key, receiver);
      },
    });
    const bundled = { text: words, name: 'wordle.txt', facts: () => counted };
    expect((await turn(['staR=e', 'chOR=d'], {}, { guesses: bundled })).suggested.ranked[0]?.word).toBe('lorry');
    expect(cut).toBe(0);
  });

  test('without a solver, a ranked turn comes back pending; the quick path needs none', async () => {
    expect((await turn(['staR=e', 'chOR=d'], { strategy: 'entropy' }, { solver: undefined })).pending).toBe(true);
    expect((await turn(['staR=e', 'chOR=d'], {}, { solver: undefined })).pending).toBeUndefined();
  });

  test('the book is asked for by best, and by the others in hard mode only', async () => {
    const asked: boolean[] = [];
    const book = (hard: boolean): Book => {
      asked.push(hard);
      return parseBook(hardBook);
    };
    await turn(['fuzzy'], { strategy: 'entropy' }, { book });
    expect(asked).toEqual([]);
    const { suggested } = await turn(['tA=rsE'], { hard: true }, { book });
    expect(asked).toEqual([true]);
    // The guard cannot show coverage's own pick safe here; the book's guess finishes every answer.
    expect(suggested.ranked[0]?.word).toBe('pagle');
  });

  test('a list read from a pipe answers as one call: its matches once, the guesses of the list it stands for', async () => {
    const piped = (await turn(['crAne'], { asks: 'matches' })).result.matches.join('\n');
    const chained = await turn(['sLAnt'], {}, { guesses: { text: `${piped}\n${piped}\n`, name: 'stdin', standsFor: () => undefined } });
    expect(new Set(chained.result.matches).size).toBe(chained.result.matches.length);
    const once = await turn(['crAne', 'sLAnt']);
    expect(chained.result.matches).toEqual(once.result.matches);
  });

  test('best stopped by shouldStop says so in the notes, with the best guess so far', async () => {
    const { notes, suggested } = await playTurn(['fuzzy'], sources(), { ...SETTINGS, strategy: 'best' }, { shouldStop: () => true });
    expect(notes.map((note) => note.kind)).toContain('stopped');
    expect(suggested.ranked.length).toBe(1);
  });

  test('--why explains the guess instead of ranking, and refuses a word off the list', async () => {
    const { explanation, suggested } = await turn(['staR=e', 'chOR=d'], { why: 'lorry' });
    expect(explanation?.word).toBe('lorry');
    expect(suggested.ranked).toEqual([]);
    await expect(turn(['staR=e'], { why: 'zzzzz' })).rejects.toThrow("'zzzzz' is not in the word list (wordle.txt)");
  });
});
