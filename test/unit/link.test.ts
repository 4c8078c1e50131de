import { describe, expect, test } from 'vitest';
import {
  BUNDLED_LISTS,
  compileQuery,
  DEFAULT_TIME_LIMIT_S,
  type LinkSettings,
  patternsOfHash,
  positionHash,
  positionUrl,
  settingsOfHash,
  uncarriedLists,
} from '../../lib/index.ts';
import { bundledFileName, DEFAULT_LIST, openerFrom } from '../../lib/lists/catalogue.ts';

const clues = (...patterns: string[]) => compileQuery(patterns).clues;

describe('a position as a URL fragment', () => {
  test.each([
    [[], '#'],
    [['staR=e', 'chOR=d'], '#staR=e,chOR=d'],
    [['stare:bbbgb', 'chord:bbygb'], '#staR=e,chOR=d'],
    [['BoB=bY='], '#BoB=bY='],
    [['cafÉ='], '#caf%C3%89='],
  ])('%j -> %s', (patterns, hash) => expect(positionHash(clues(...patterns))).toBe(hash));

  test.each([
    ['#staR=e,chOR=d', ['staR=e', 'chOR=d']],
    ['staR=e,chOR=d', ['staR=e', 'chOR=d']],
    ['#caf%C3%89=', ['cafÉ=']],
    ['#staR=e,,%20chOR=d,', ['staR=e', 'chOR=d']],
    ['#st%re', ['st%re']],
    ['', []],
    ['#', []],
  ])('%s -> %j', (hash, patterns) => expect(patternsOfHash(hash)).toEqual(patterns));

  test('round trip', () => {
    for (const patterns of [['staR=e', 'chOR=d'], ['BoB=bY='], ['мИр', 'МиР=']]) {
      expect(patternsOfHash(positionHash(clues(...patterns)))).toEqual(patterns);
    }
  });

  test.each([
    ['http://127.0.0.1:8080/', [], 'http://127.0.0.1:8080/'],
    ['http://127.0.0.1:8080/', ['staR=e'], 'http://127.0.0.1:8080/#staR=e'],
    ['file:///x/dist/web/index.html', ['stare:bbbgb'], 'file:///x/dist/web/index.html#staR=e'],
  ])('positionUrl(%s, %j) = %s', (base, patterns, url) => expect(positionUrl(base, clues(...patterns))).toBe(url));
});

describe('the settings in the fragment, after the patterns', () => {
  test.each<[string[], LinkSettings, string]>([
    // The defaults (the CLI's) are left out: a plain position's link is as before.
    [['staR=e'], {}, '#staR=e'],
    [['staR=e'], { strategy: 'coverage', hard: false, guesses: 'nyt', answers: '2023' }, '#staR=e'],
    [['staR=e'], { strategy: 'best' }, '#staR=e&strategy=best'],
    [
      ['staR=e', 'chOR=d'],
      { strategy: 'entropy', hard: true, guesses: 'original', answers: 'nyt' },
      '#staR=e,chOR=d&strategy=entropy&hard&guesses=original&answers=nyt',
    ],
    [['tA=rsE'], { hard: true }, '#tA=rsE&hard'],
    [[], { strategy: 'minimax' }, '#&strategy=minimax'],
    [[], { answers: 'all' }, '#&answers=all'],
    [['fuzzy'], { strategy: 'best', timeLimit: 0 }, '#fuzzy&strategy=best&time-limit=0'],
    [['fuzzy'], { strategy: 'best', timeLimit: DEFAULT_TIME_LIMIT_S }, '#fuzzy&strategy=best'],
    [['fuzzy'], { timeLimit: 0.5 }, '#fuzzy&time-limit=0.5'],
    [['fuzzy'], { timeLimit: -1 }, '#fuzzy'],
    [['fuzzy'], { timeLimit: Number.NaN }, '#fuzzy'],
    // What a link cannot carry (a file of the user's) is left out: the page's default then.
    [['staR=e'], { guesses: '/tmp/mine.txt', answers: 'my-answers.txt' }, '#staR=e'],
    // A language's list goes by its name, as `-f es`; ñ is percent-encoded.
    [['niÑO='], { guesses: 'es' }, '#ni%C3%91O=&guesses=es'],
    [['arbol'], { guesses: 'fr', answers: 'fr' }, '#arbol&guesses=fr&answers=fr'],
  ])('%j %j -> %s', (patterns, settings, hash) => expect(positionHash(clues(...patterns), settings)).toBe(hash));

  test.each<[string, LinkSettings, string[]]>([
    ['#staR=e', {}, ['staR=e']],
    [
      '#staR=e,chOR=d&strategy=entropy&hard&guesses=original&answers=nyt',
      { strategy: 'entropy', hard: true, guesses: 'original', answers: 'nyt' },
      ['staR=e', 'chOR=d'],
    ],
    ['#&strategy=best', { strategy: 'best' }, []],
    ['staR=e&hard=1', { hard: true }, ['staR=e']],
    ['#staR=e&hard=0', { hard: false }, ['staR=e']],
    ['#staR=e&hard=true', { hard: true }, ['staR=e']],
    ['#caf%C3%89=&answers=all', { answers: 'all' }, ['cafÉ=']],
    // Unknown names and values are dropped, not errors: a link from a newer page still opens.
    ['#staR=e&strategy=fastest&answers=mine.txt&colour=blue&guesses=', {}, ['staR=e']],
    ['#staR=e&', {}, ['staR=e']],
    ['#fuzzy&time-limit=0', { timeLimit: 0 }, ['fuzzy']],
    ['#fuzzy&time-limit=12.5', { timeLimit: 12.5 }, ['fuzzy']],
    ['#fuzzy&time-limit=&time-limit=-3&time-limit=soon&time-limit=7200', {}, ['fuzzy']],
  ])('%s -> %j, %j', (hash, settings, patterns) => {
    expect(settingsOfHash(hash)).toEqual(settings);
    expect(patternsOfHash(hash)).toEqual(patterns);
  });

  test('round trip', () => {
    const cases: [string[], LinkSettings][] = [
      [['staR=e', 'chOR=d'], { strategy: 'best', hard: true, guesses: 'original', answers: 'original' }],
      [['мИр'], { answers: 'all' }],
      [[], { strategy: 'minimax', hard: true }],
      [['fuzzy'], { strategy: 'best', timeLimit: 0 }],
      [['cañOn'], { guesses: 'es', answers: 'es' }],
    ];
    for (const [patterns, settings] of cases) {
      const hash = positionHash(clues(...patterns), settings);
      expect(patternsOfHash(hash)).toEqual(patterns);
      expect(settingsOfHash(hash)).toEqual(settings);
    }
  });

  test.each<[string[], LinkSettings, string]>([
    [[], {}, 'http://127.0.0.1:8080/'],
    [[], { hard: true }, 'http://127.0.0.1:8080/#&hard'],
    [['staR=e'], { strategy: 'best', answers: 'nyt' }, 'http://127.0.0.1:8080/#staR=e&strategy=best&answers=nyt'],
  ])('positionUrl(base, %j, %j) = %s', (patterns, settings, url) =>
    expect(positionUrl('http://127.0.0.1:8080/', clues(...patterns), settings)).toBe(url),
  );
});

describe('bundled lists', () => {
  test.each([
    ['answers', undefined, 'answers-2023.txt'],
    ['answers', 'nyt', 'answers-nyt.txt'],
    ['answers', 'original', 'answers-2022.txt'],
    ['guesses', undefined, 'wordle.txt'],
    ['guesses', 'original', 'guesses-2022.txt'],
    ['answers', 'my-file.txt', undefined],
  ] as const)('%s %s -> %s', (kind, name, file) => expect(bundledFileName(kind, name)).toBe(file));

  test('defaults are bundled lists', () => {
    expect(BUNDLED_LISTS.answers[DEFAULT_LIST.answers]).toBe('data/answers-2023.txt');
    expect(BUNDLED_LISTS.guesses[DEFAULT_LIST.guesses]).toBe('wordle.txt');
  });

  const book = { lists: {}, openers: { 'wordle.txt+answers-2023.txt': { normal: { coverage: 'sater' }, hard: { coverage: 'sared' } } } };
  test.each([
    ['wordle.txt', 'answers-2023.txt', false, 'coverage', 'sater'],
    ['wordle.txt', 'answers-2023.txt', true, 'coverage', 'sared'],
    ['wordle.txt', 'answers-2023.txt', false, 'entropy', undefined],
    ['wordle.txt', undefined, false, 'coverage', undefined],
    [undefined, 'answers-2023.txt', false, 'coverage', undefined],
  ])('opener for %s+%s hard=%s %s = %s', (guesses, answers, hard, strategy, opener) =>
    expect(openerFrom(book, guesses, answers, hard, strategy)).toBe(opener),
  );
});

describe('the lists an address cannot carry', () => {
  test.each<[LinkSettings, string[]]>([
    [{}, []],
    [{ guesses: 'original', answers: 'nyt' }, []],
    [{ answers: 'all' }, []],
    [{ guesses: 'my.txt' }, ['guesses']],
    [{ guesses: 'english', answers: 'a.txt' }, ['guesses', 'answers']],
    [{ guesses: 'es', answers: 'es' }, []],
    [{ guesses: 'fr', answers: 'all' }, []],
    [{ guesses: '-' }, ['guesses']],
  ])('%j', (settings, left) => {
    expect(uncarriedLists(settings)).toEqual(left);
  });
});
