// Every speed mechanism off (lib/speed.ts: plain(true), what WORDLE_PLAIN=1 does) gives the same
// turns as with them on: a few positions of each strategy over the package's lists, through the
// CLI's store (the build's index, the small lists read whole) and the MCP server's (an index made
// in memory), and the switches one at a time where a mechanism has a reference of its own.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { createMatcher } from '../../lib/filter/matcher.ts';
import {
  compileQuery,
  fast,
  type ListStore,
  lazyBook,
  MemoCache,
  plain,
  plainIn,
  playTurn,
  resolveLists,
  solver,
  type Turn,
  type TurnSettings,
  textStore,
  turnSources,
} from '../../lib/index.ts';
import { parseBook } from '../../lib/solve/book.ts';
import type { SpeedMechanism } from '../../lib/speed.ts';
import { readLists } from '../../mcp/files.ts';
import { filesStore } from '../../node/files.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

afterEach(() => plain(false));

/** What a person is shown of a turn. */
function shown(turn: Turn) {
  const { result, suggested } = turn;
  return {
    matches: result.matches.length,
    state: turn.state,
    candidates: suggested.candidates,
    fellBack: suggested.fellBack,
    ranked: suggested.ranked.map(({ word, score, expected, isAnswer, moved }) => ({ word, score, expected, isAnswer, moved })),
    notes: turn.notes,
  };
}

const SETTINGS: TurnSettings = { strategy: 'coverage', hard: false, asks: 'suggestion', top: 1, timeLimitMs: 0, detail: true };

/** The turn over a store, fast and then plain (stores made afresh each time: nothing made fast is reused plain). */
async function bothWays(store: () => ListStore, patterns: readonly string[], settings: Partial<TurnSettings>) {
  const turn = () => playTurn(patterns, turnSources(store(), resolveLists({})), { ...SETTINGS, ...settings });
  plain(false);
  const fastTurn = shown(await turn());
  plain(true);
  const plainTurn = shown(await turn());
  return { fastTurn, plainTurn };
}

const texts = readLists(ROOT);
const POSITIONS: readonly [readonly string[], Partial<TurnSettings>][] = [
  [['staR=e', 'chOR=d'], {}],
  [[], { top: 1 }],
  [['crAne'], { strategy: 'entropy', top: 3 }],
  [['jazzy'], { strategy: 'minimax' }],
  [['tA=rsE'], { hard: true, top: 3 }],
  [['sLAnt'], { strategy: 'positional', hard: true }],
];

describe('plain and fast turns agree', () => {
  test.each(POSITIONS)(
    "the MCP server's store: %j %j",
    async (patterns, settings) => {
      const { fastTurn, plainTurn } = await bothWays(() => textStore(texts, { solver: () => solver }), patterns, settings);
      expect(plainTurn).toEqual(fastTurn);
    },
    60_000,
  );

  test.each(POSITIONS.slice(0, 3))(
    "the CLI's store: %j %j",
    async (patterns, settings) => {
      const { fastTurn, plainTurn } = await bothWays(() => filesStore(ROOT, { solver: () => solver }), patterns, settings);
      expect(plainTurn).toEqual(fastTurn);
    },
    60_000,
  );

  test('plain, the CLI reads no index, and the MCP server makes none', () => {
    const guesses = resolveLists({}).guesses;
    expect(filesStore(ROOT).guessList(guesses).facts?.(5)).toBeDefined();
    expect(textStore(texts).guessList(guesses).facts?.(5)).toBeDefined();
    plain(true);
    expect(filesStore(ROOT).guessList(guesses).facts?.(5)).toBeUndefined();
    expect(textStore(texts).guessList(guesses).facts).toBeUndefined();
  });
});

describe('the switches one at a time', () => {
  test("the small lists read whole: a list's words of a length are the filter's", () => {
    const store = filesStore(ROOT);
    const first = () => [
      ...((store.answers(resolveLists({}).answers) as (query: ReturnType<typeof compileQuery>) => ReadonlySet<string>)(
        compileQuery([], 5),
      ) ?? []),
    ];
    const whole = first();
    plain(['small-lists']);
    expect(first()).toEqual(whole);
    expect(whole.length).toBeGreaterThan(2000);
  });

  test.each([
    ['crAne', 5, 'crane\nACRID \n\tbrawn\r\nmadam\nScare\ncrane\n'],
    ['staR=e chOR=d', 5, 'forum\n  MORRO\nbourg\nfibro\vguiro\f\nlorry\n'],
    ['s', 1, 'a\nB\n \nc\r\n'],
  ])('%s: a pure-ASCII block matched by the general route gives the same words', (patterns, length, block) => {
    const matcher = createMatcher(compileQuery(patterns.split(' '), length).plan);
    const words = matcher.scan(block);
    plain(['ascii-route']);
    expect(matcher.scan(block)).toEqual(words);
    expect(words.length).toBeGreaterThan(0);
  });

  test("a lazy book's look-ups are the whole book's", () => {
    const text = readFileSync(new URL('../../data/book/wordle.txt+answers-2023.txt.hard.txt', import.meta.url), 'utf8');
    const whole = parseBook(text);
    const keys = [...whole.next.keys()].filter((_, i) => i % 97 === 0);
    for (const off of [false, ['lazy-book']]) {
      plain(off);
      const book = lazyBook(() => text);
      for (const key of keys) expect(book.next.get(key)).toBe(whole.next.get(key));
      expect(book.next.get('nosuch bbbbb')).toBeUndefined();
    }
  });

  test('a memo cache keeps nothing while memos are off', () => {
    const memo = new MemoCache<object, number>();
    const key = {};
    plain(['memos']);
    memo.set(key, 1);
    expect(memo.has(key)).toBe(false);
    plain(false);
    expect(memo.get(key)).toBeUndefined();
    memo.set(key, 2);
    expect(memo.get(key)).toBe(2);
    plain(true);
    expect(memo.get(key)).toBeUndefined();
  });

  test('WORDLE_PLAIN: 1 turns every mechanism off, a list those named, unset, empty or 0 none', () => {
    const each: readonly SpeedMechanism[] = ['kernels', 'memos', 'quick-path'];
    const offBy = (value: string | undefined) => {
      plain(plainIn({ WORDLE_PLAIN: value }));
      return each.filter((mechanism) => !fast(mechanism));
    };
    expect(offBy('1')).toEqual(each);
    expect(offBy('memos,kernels')).toEqual(['kernels', 'memos']);
    for (const none of [undefined, '', '0']) expect(offBy(none)).toEqual([]);
  });
});
