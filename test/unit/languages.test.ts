// Wordle in Spanish and French: each game's rule for folding letters (lib/clues/fold.ts) as
// tables, the lists' declarations as the resolver reads them, the lists in data/ as their rule
// makes them, a turn of the filter on each list checked against a scan by brute force, and the
// rule applied to several boards' patterns, assist's lines, a share's words, and the keyboard.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readBoardsLine } from '../../lib/boards/assist.ts';
import { parseBoardsClues } from '../../lib/boards/turn.ts';
import { feedback } from '../../lib/clues/feedback.ts';
import { foldText, typedWord } from '../../lib/clues/fold.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import { compileQuery, filterWords } from '../../lib/filter/filter.ts';
import { BROAD_LISTS, BUNDLED_LISTS } from '../../lib/lists/catalogue.ts';
import { resolveLists } from '../../lib/lists/sources.ts';
import { readShareGrid, sharePatterns } from '../../lib/review/share-grid.ts';
import { seededRandom } from '../../lib/solve/random.ts';
import { renderPattern } from '../../lib/talk/format.ts';
import { checkAnswer, type GameRules, KEYBOARD_ROWS, keyboardRows, playGuess } from '../../lib/talk/play.ts';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

describe('folding: each game its rule', () => {
  test.each([
    // Spanish: the accented vowels and ü fold, ñ is a letter of its own.
    ['es', 'árbol', 'arbol'],
    ['es', 'camión', 'camion'],
    ['es', 'pingüino', 'pinguino'],
    ['es', 'áéíóúü', 'aeiouu'],
    ['es', 'ÁÉÍÓÚÜ', 'AEIOUU'],
    ['es', 'señor', 'señor'],
    ['es', 'AÑO', 'AÑO'],
    // (Not Spanish letters: left as they are.)
    ['es', 'àç', 'àç'],
    // French: every accent and ç fold, œ and æ are two letters.
    ['fr', 'àâä', 'aaa'],
    ['fr', 'éèêë', 'eeee'],
    ['fr', 'îï', 'ii'],
    ['fr', 'ôö', 'oo'],
    ['fr', 'ùûü', 'uuu'],
    ['fr', 'ÿ', 'y'],
    ['fr', 'ç', 'c'],
    ['fr', 'élève', 'eleve'],
    ['fr', 'ÉLÈVE', 'ELEVE'],
    ['fr', 'garçon', 'garcon'],
    ['fr', 'cœur', 'coeur'],
    ['fr', 'Œuf', 'OEuf'],
    ['fr', 'æther', 'aether'],
    ['fr', 'ñ', 'ñ'],
  ] as const)('%s: %s -> %s', (fold, text, folded) => expect(foldText(text, fold)).toBe(folded));

  test('a letter written as two keeps its tile in a pattern: green stays green, yellow yellow, grey grey', () => {
    expect(foldText('cŒ=ur', 'fr')).toBe('cO=E=ur');
    expect(parsePattern('cŒ=ur', 'fr')).toMatchObject({ letters: [...'coeur'], tiles: [0, 2, 2, 0, 0] });
    expect(parsePattern('cŒur', 'fr')).toMatchObject({ letters: [...'coeur'], tiles: [0, 1, 1, 0, 0] });
    expect(parsePattern('cœur:bggbb', 'fr')).toMatchObject({ letters: [...'coeur'], tiles: [0, 2, 2, 0, 0] });
  });

  test('a pattern typed with or without accents is the same clue, the folded one', () => {
    for (const [fold, typed, plain] of [
      ['es', 'ÁrBOl', 'ArBOl'],
      ['es', 'árbol:ybyyb', 'arbol:ybyyb'],
      ['fr', 'É=lÈVe', 'E=lEVe'],
      ['fr', 'élève:🟩⬛🟨🟨⬛', 'eleve:🟩⬛🟨🟨⬛'],
    ] as const) {
      expect(parsePattern(typed, fold)).toEqual(parsePattern(plain, fold));
      expect(parsePattern(typed, fold).text).toBe(plain);
    }
    // Decomposed accents (e and a combining acute) are the same letter after NFC.
    expect(parsePattern('e\u0301le\u0300ve:gbyyb', 'fr').letters).toEqual([...'eleve']);
    // Without a fold an accented letter is a letter of its own, as before.
    expect(parsePattern('árbol').letters).toEqual([...'árbol']);
  });

  test('a word typed is read as a line of the list, then folded', () => {
    expect(typedWord('  ÉLÈVE ', 'fr')).toBe('eleve');
    expect(typedWord('Señor', 'es')).toBe('señor');
    expect(typedWord('élève', undefined)).toBe('élève');
    expect(typedWord('two words', 'fr')).toBeUndefined();
    expect(checkAnswer('Árbol', 5, 'es')).toBe('arbol');
    expect(() => checkAnswer('cœur', 4, 'fr')).toThrow(/not a word of 4 letters/);
    const rules: GameRules = { answer: 'eleve', words: new Set(['eleve', 'aerer']), tries: 6, hard: false, fold: 'fr' };
    expect(playGuess(rules, [], 'aérer')).toMatchObject({ ok: true, clue: { letters: [...'aerer'], text: 'aerer' } });
  });
});

describe('the lists declare their rule and their answers', () => {
  test('es and fr: broad lists, folded by their rule, every word the answer unless --answers names a list', () => {
    expect(BROAD_LISTS['es']).toEqual({ path: 'data/spanish.txt', fold: 'es', answers: 'all' });
    expect(BROAD_LISTS['fr']).toEqual({ path: 'data/french.txt', fold: 'fr', answers: 'all' });
    expect(resolveLists({ guesses: 'es' })).toEqual({
      guesses: { kind: 'ours', path: 'data/spanish.txt' },
      answers: { kind: 'every' },
      fold: 'es',
    });
    expect(resolveLists({ guesses: 'fr', answers: 'fr' })).toEqual({
      guesses: { kind: 'ours', path: 'data/french.txt' },
      answers: { kind: 'ours', path: 'data/answers-fr.txt' },
      fold: 'fr',
    });
    expect(resolveLists({ guesses: 'es', answers: '2023' }).answers).toEqual({ kind: 'ours', path: 'data/answers-2023.txt' });
  });

  test('the other lists fold nothing and keep their answers', () => {
    for (const guesses of [undefined, 'nyt', 'original', 'english', 'words.txt', '-'])
      expect(resolveLists({ guesses }).fold).toBeUndefined();
    expect(resolveLists({ guesses: 'english' }).answers).toEqual({ kind: 'ours', path: 'data/answers-2023.txt' });
    // (The fold is the guess list's: an answer list of another language folds nothing typed for English guesses.)
    expect(resolveLists({ answers: 'fr' })).toEqual({
      guesses: { kind: 'ours', path: 'wordle.txt' },
      answers: { kind: 'ours', path: 'data/answers-fr.txt' },
    });
  });
});

/** Each list of a language, with the alphabet its rule leaves. */
const LISTS = [
  { fold: 'es', words: BROAD_LISTS['es']?.path ?? '', answers: BUNDLED_LISTS.answers['es'] ?? '', alphabet: /^[a-zñ]+$/u },
  { fold: 'fr', words: BROAD_LISTS['fr']?.path ?? '', answers: BUNDLED_LISTS.answers['fr'] ?? '', alphabet: /^[a-z]+$/u },
] as const;

const lines = (path: string) => read(path).split('\n').slice(0, -1);

describe.each(LISTS)('data: the $fold lists', ({ fold, words, answers, alphabet }) => {
  const all = lines(words);
  const likely = lines(answers);

  test('one folded word a line, sorted, each once; the answers five letters, all of them words of the list', () => {
    for (const list of [all, likely]) {
      expect(list.every((word) => alphabet.test(word) && foldText(word, fold) === word)).toBe(true);
      expect(list.every((word, i) => i === 0 || (list[i - 1] ?? '') < word)).toBe(true);
    }
    expect(likely.every((word) => [...word].length === 5)).toBe(true);
    const known = new Set(all);
    expect(likely.filter((word) => !known.has(word))).toEqual([]);
  });

  // A turn over folded letters: secrets and guesses drawn from the list's five-letter words, the
  // tiles from lib's feedback, the guesses typed with accents put back where the rule would fold
  // them; the filter's matches against a scan of every word.
  test('a turn of the filter matches a scan by brute force', () => {
    const five = all.filter((word) => [...word].length === 5);
    const text = all.join('\n');
    const random = seededRandom(fold === 'es' ? 11 : 12);
    const pick = () => five[Math.floor(random() * five.length)] ?? '';
    const accented: Record<string, string> = fold === 'es' ? { a: 'á', e: 'é', u: 'ü' } : { a: 'â', e: 'è', c: 'ç', i: 'î' };
    const typed = (word: string) => [...word].map((letter) => (random() < 0.5 ? (accented[letter] ?? letter) : letter)).join('');
    for (let game = 0; game < 12; game++) {
      const secret = pick();
      const guesses = [pick(), pick(), pick()].slice(0, 1 + (game % 3));
      const tiles = guesses.map((guess) => feedback([...guess], [...secret]));
      const patterns = guesses.map((guess, i) => renderPattern([...typed(guess)], tiles[i] ?? []));
      const expected = five.filter((word) => guesses.every((guess, i) => feedback([...guess], [...word]).join('') === tiles[i]?.join('')));
      const found = filterWords(compileQuery(patterns, undefined, fold), text).matches;
      expect(found, patterns.join(' ')).toEqual(expected);
      expect(found).toContain(secret);
    }
  });
});

describe('what is typed for several boards, a review and the keyboard, folded by the rule', () => {
  test('several boards: each group folded (one typed with accents, one without), the messages naming the pattern as typed', () => {
    const clues = parseBoardsClues(['ÁrBol,arbol', 'jabón:ggggg,ybbbb'], undefined, 'es');
    expect(clues.guesses).toEqual(['arbol', 'jabon']);
    expect(clues.boards.map((board) => board.patterns)).toEqual([
      ['ArBol', 'jabon:ggggg'],
      ['arbol', 'jabon:ybbbb'],
    ]);
    expect(clues.boards[0]?.solvedAt).toBe(2);
    expect(parseBoardsClues(['cŒ=ur,cœur'], undefined, 'fr').boards.map((board) => board.patterns)).toEqual([['cO=E=ur'], ['coeur']]);
    // Without the rule, as before: the accented guess is another guess.
    expect(() => parseBoardsClues(['ÁrBol,arbol'])).toThrow("bad pattern 'ÁrBol,arbol': board 2's 'arbol' is not the guess 'árbol'");
  });

  test('assist --boards: a line typed with accents is read folded', () => {
    const context = { pending: undefined, suggestion: 'jabon', isWord: () => true, solved: [false, false], fold: 'es' } as const;
    expect(readBoardsLine('JABÓN', context)).toEqual({ kind: 'guess', word: 'jabon' });
    expect(readBoardsLine('árbol:ybggb,bbbbb', context)).toEqual({ kind: 'pattern', pattern: 'arbol:ybggb,bbbbb' });
  });

  test("a share's words: folded, so that cœur fills five squares", () => {
    const grid = readShareGrid('Wordle 2/6\n\n⬛🟨⬛⬛🟩\n🟩🟩🟩🟩🟩\n');
    expect(sharePatterns(grid, ['aérer', 'cœur'], 'fr')).toEqual(['aerer:bybbg', 'coeur:ggggg']);
    expect(() => sharePatterns(grid, ['aérer', 'cœur'])).toThrow("word 2, 'cœur', is not a word of 5 letters");
  });

  test("the keyboard: Spanish Wordle's has ñ after l; French folds every letter beyond a-z", () => {
    expect(keyboardRows('es')).toEqual(['qwertyuiop', 'asdfghjklñ', 'zxcvbnm']);
    expect(keyboardRows('fr')).toEqual(KEYBOARD_ROWS);
    expect(keyboardRows(undefined)).toEqual(['qwertyuiop', 'asdfghjkl', 'zxcvbnm']);
  });
});
