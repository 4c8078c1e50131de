// Wordle in Spanish and French end to end (bin/wordle): `-f es` and `-f fr` fold what is typed as
// their lists were folded, so a pattern or a word with accents and without is the same (the
// filter, review and its --grid, several boards); games are played and solved, on a keyboard with
// ñ in Spanish; bench plays a list; the MCP tools take the list as word_list (the review and
// several boards too).
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT, wordle } from './run.ts';

describe('patterns with accents and without say the same', () => {
  test.each([
    [
      ['-f', 'es', '-1'],
      ['ÁrB=Ó=l', 'sA=lÓ=N='],
      ['ArB=O=l', 'sA=lO=N='],
    ],
    [['-f', 'es', '--json', '--top', '3'], ['cañón:bbbbb'], ['cañon:bbbbb']],
    [
      ['-f', 'fr', '--json', '--top', '3'],
      ['aérer:bybyb', 'forêt:bbbyb'],
      ['aerer:bybyb', 'foret:bbbyb'],
    ],
    [['-f', 'fr', '--answers', 'fr', '-1', '-a'], ['É=lÈVe'], ['E=lEVe']],
    [['-f', 'fr', '--why', 'forêt'], ['aérer:bbggb'], ['aerer:bbggb']],
  ])('%j %j', (options, accented, plain) => {
    const withAccents = wordle([...options, ...accented]);
    const without = wordle([...options, ...plain]);
    expect(withAccents.status, withAccents.stderr).toBe(0);
    expect(withAccents.stdout.length).toBeGreaterThan(0);
    expect(withAccents).toEqual(without);
  });

  test('the output shows the folded words; ñ is a letter of its own in Spanish', () => {
    const lines = (args: string[]) => wordle(args).stdout.split('\n').filter(Boolean);
    const spanish = lines(['-f', 'es', '-1', '-q', '_A=_Ó=N=']);
    expect(spanish).toEqual(expect.arrayContaining(['jabon', 'raton', 'cañon']));
    expect(spanish.every((word) => /^[a-zñ]{5}$/u.test(word))).toBe(true);
    expect(lines(['-f', 'es', '-1', '-q', 'cañon:ggbgg'])).not.toContain('cañon');
    expect(lines(['-f', 'fr', '-1', '-q', '_É=_È=_E='])).toEqual(expect.arrayContaining(['releve', 'severe', 'lexeme']));
  });

  test('every word may be the answer: -f es counts every match as a likely answer, --answers es a game’s answers', () => {
    type Json = { count: number; likelyAnswers: number };
    const every = JSON.parse(wordle(['-f', 'es', '--json', 'arbol:bbbbb']).stdout) as Json;
    const named = JSON.parse(wordle(['-f', 'es', '--answers', 'es', '--json', 'arbol:bbbbb']).stdout) as Json;
    expect(every.likelyAnswers).toBe(every.count);
    expect(named.count).toBe(every.count);
    expect(named.likelyAnswers).toBeGreaterThan(0);
    expect(named.likelyAnswers).toBeLessThan(every.likelyAnswers);
  });
});

describe('games in Spanish and French', () => {
  test('show -f es WORD: the strategy solves it, the word typed with its accent', () => {
    const run = wordle(['show', '-f', 'es', 'camión']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/camion {2}(?:🟩){6} {2}C=A=M=I=O=N= .*\nSolved CAMION in \d+ \(coverage\)\.\n$/);
    expect(wordle(['show', '-f', 'es', 'niño']).stdout).toMatch(/\nSolved NIÑO in \d+/);
  });

  test('play -f fr --word ÉLÈVE: guesses typed with accents, solved', () => {
    const run = wordle(['play', '-f', 'fr', '--word', 'ÉLÈVE'], { input: 'aérer\nforêt\nélève\n' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('1/6 aErEr\n');
    expect(run.stdout).toContain('Solved ELEVE in 3/6.');
  });

  test('assist -f es: a guess typed with its accent and its tiles', () => {
    const run = wordle(['assist', '-f', 'es', '--strategy', 'entropy'], { input: 'árbol\nybggb\njabón\nggggg\n' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/possible matches/);
    expect(run.stdout).toContain('Solved in 2!');
  });

  test('bench --guesses fr --answers fr plays its five-letter answers', () => {
    const run = wordle(['bench', '--guesses', 'fr', '--answers', 'fr', '--sample', '5', '--opener', 'aérer', '--json', '--workers', '1']);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { games: number; won: number; opener: string; answers: string };
    expect(result).toMatchObject({ games: 5, won: 5, opener: 'aerer', answers: 'answers-fr.txt' });
  });
});

describe('review and several boards fold what is typed', () => {
  test.each([
    [
      ['review', '-f', 'es', '--strategy', 'minimax'],
      ['árbol:ybggb', 'jabón:ggggg'],
      ['arbol:ybggb', 'jabon:ggggg'],
    ],
    [
      ['review', '-f', 'es', '--strategy', 'entropy', '--json'],
      ['ÁrB=Ó=l', 'J=A=B=Ó=N='],
      ['ArB=O=l', 'J=A=B=O=N='],
    ],
    [
      ['-f', 'es', '--boards', '2', '--json'],
      ['árbol:ybggb,bbbbb', 'jabón:ggggg,bbbbb'],
      ['arbol:ybggb,bbbbb', 'jabon:ggggg,bbbbb'],
    ],
    // (One board's group typed with the accent, the other's without: the same guess.)
    [['-f', 'es', '--boards', '2', '-1'], ['ÁrBol,arbol'], ['ArBol,arbol']],
  ])('%j %j', (options, accented, plain) => {
    const withAccents = wordle([...options, ...accented]);
    expect(withAccents.status, withAccents.stderr).toBe(0);
    expect(withAccents.stdout.length).toBeGreaterThan(0);
    expect(withAccents).toEqual(wordle([...options, ...plain]));
  });

  test('review -f fr --grid: the words played typed with accents and œ, the same review', () => {
    const share = 'Wordle 2/6\n\n⬛🟨⬛⬛🟩\n🟩🟩🟩🟩🟩\n';
    const review = (words: string[]) =>
      wordle(['review', '-f', 'fr', '--strategy', 'minimax', '--json', '--grid', '-', ...words], { input: share });
    const typed = review(['aérer', 'cœur']);
    expect(typed.status, typed.stderr).toBe(0);
    expect((JSON.parse(typed.stdout) as { guesses: { guess: string }[] }).guesses.map((item) => item.guess)).toEqual(['aerer', 'coeur']);
    expect(typed).toEqual(review(['aerer', 'coeur']));
  });

  test('play --boards 2 -f es: the hidden words and the guesses typed with accents, and each board’s keyboard with ñ', () => {
    const run = wordle(['play', '--boards', '2', '-f', 'es', '--word', 'jabón,niños', '--color=never'], { input: 'árbol\nNIÑOS\nJabón\n' });
    expect(run.status, run.stderr).toBe(0);
    // (After ÁRBOL and NIÑOS: board 2's Ñ green, board 1's ñ grey.)
    expect(run.stdout).toContain('\n   qwe.tyu.Op     qwe.tyuIOp\n    A.dfghjk..     .Sdfghjk.Ñ\n');
    expect(run.stdout).toContain('Dordle solved in 3/7.');
  });

  test('assist --boards 2 -f es: a guess typed with its accent, then its tiles', () => {
    const run = wordle(['assist', '--boards', '2', '-f', 'es', '--color=never'], { input: 'jabón\nybbbb,ggggg\n' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('board 2: solved by guess 1 (jabon)');
  });

  test('play -f es: the keyboard has ñ after l; -f fr has none', () => {
    const keyboard = (list: string, word: string, guess: string) =>
      wordle(['play', '-f', list, '--word', word, '--no-color'], { input: `${guess}\n` }).stdout.split('\n')[3];
    expect(keyboard('es', 'jabón', 'niños')).toBe(' a . d f g h j k l .');
    expect(keyboard('fr', 'élève', 'aérer')).toBe(' . s d f g h j k l');
  });
});

type ToolResult = { content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

describe('the MCP tools take the list as word_list', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'wordle-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: ROOT, stderr: 'pipe' }));
  });
  afterAll(async () => client.close());

  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as ToolResult;
    expect(result.isError ?? false, result.content[0]?.text).toBe(false);
    return result.structuredContent ?? {};
  };

  test('list_possible_answers with word_list fr, typed with accents: the words `wordle -f fr` lists, every one a likely answer', async () => {
    const data = await call('wordle_list_possible_answers', { history: ['aérer:bybyb', 'forêt:bbbyb'], word_list: 'fr', limit: 2000 });
    const cli = wordle(['-f', 'fr', '-1', '-q', 'aerer:bybyb', 'foret:bbbyb']).stdout.split('\n').filter(Boolean);
    expect(cli.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ answers: 'all', history: ['aErEr', 'forEt'], words: cli, possible_count: cli.length });
  });

  test('review_game with word_list es, the game typed with accents: `wordle review -f es --json`’s review', async () => {
    const data = await call('wordle_review_game', { history: ['árbol:ybggb', 'jabón:ggggg'], word_list: 'es', strategy: 'minimax' });
    const cli = JSON.parse(wordle(['review', '-f', 'es', '--strategy', 'minimax', '--json', 'arbol:ybggb', 'jabon:ggggg']).stdout) as {
      guesses: { guess: string; before: number; after: number; bestGuess: string; skill: number }[];
    };
    expect(data).toMatchObject({ answers: 'all', strategy: 'minimax' });
    const guesses = data['guesses'] as { guess: string; before: number; after: number; best_guess: string; skill: number }[];
    expect(guesses.map(({ guess, before, after, best_guess, skill }) => [guess, before, after, best_guess, skill])).toEqual(
      cli.guesses.map(({ guess, before, after, bestGuess, skill }) => [guess, before, after, bestGuess, skill]),
    );
    const named = await call('wordle_review_game', {
      history: ['árbol:ybggb', 'jabón:ggggg'],
      word_list: 'es',
      answers: 'es',
      strategy: 'minimax',
    });
    expect(named).toMatchObject({ answers: 'es' });
  });

  test('boards_suggest with word_list es, typed with accents: `wordle -f es --boards --json`’s boards and guess', async () => {
    const data = await call('wordle_boards_suggest', { history: ['árbol:ybggb,bbbbb'], word_list: 'es' });
    const cli = JSON.parse(wordle(['-f', 'es', '--json', 'arbol:ybggb,bbbbb']).stdout) as {
      boards: { count: number; likely: string[] }[];
      suggestion: string;
    };
    expect(data['guesses']).toEqual(['arbol']);
    expect(data['suggestion']).toBe(cli.suggestion);
    const boards = data['boards'] as { possible_count: number; likely: string[] }[];
    expect(boards.map((board) => [board.possible_count, board.likely])).toEqual(
      cli.boards.map((board) => [board.count, board.likely.slice(0, 50)]),
    );
  });

  test('suggest_next_guess with word_list es: the CLI’s ranking; answers es names the game’s answers', async () => {
    const data = await call('wordle_suggest_next_guess', { history: ['árbol:bbbbb'], word_list: 'es', top_n: 3, strategy: 'entropy' });
    const top = JSON.parse(wordle(['-f', 'es', '--json', '--top', '3', '--strategy', 'entropy', 'arbol:bbbbb']).stdout) as {
      top: { word: string }[];
    };
    expect((data['suggestions'] as { word: string }[]).map((item) => item.word)).toEqual(top.top.map((item) => item.word));
    expect(data).toMatchObject({ answers: 'all' });
    const named = await call('wordle_list_possible_answers', { history: ['árbol:bbbbb'], word_list: 'es', answers: 'es' });
    expect(named).toMatchObject({ answers: 'es' });
    expect(named['likely_count']).toBeLessThan(data['possible_count'] as number);
  });
});
