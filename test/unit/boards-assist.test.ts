// assist --boards N's rules: what a typed line asks for (readBoardsLine), the commands' names
// (shared with one board's assist), boards alike shown once under one label, how a guess splits
// a board (/why), and a game played through the BoardsAssistant on a short list: a guess of your
// own, its tiles a group a board, solved boards left out, /undo, /why, /cands.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BOARDS_ASSIST_HELP, readBoardsLine } from '../../lib/boards/assist.ts';
import {
  alikeBoards,
  BoardsAssistant,
  type BoardsAssistHost,
  type BoardsTurn,
  boardsFigures,
  boardsLabel,
  createBoardsSolver,
  playBoardsTurn,
} from '../../lib/boards/index.ts';
import { explainBoardsGuess, splitBoard } from '../../lib/boards/why.ts';
import type { TurnSources } from '../../lib/index.ts';
import { ASSIST_HELP } from '../../lib/talk/assist.ts';
import { readCommand, SHARED_COMMAND_HELP } from '../../lib/talk/commands.ts';

describe('readCommand: the commands one board and several share', () => {
  test.each([
    ['/why', 'why', []],
    ['/w 2', 'why', ['2']],
    ['/why  crane ', 'why', ['crane']],
    ['/c 2 more', 'cands', ['2', 'more']],
    ['/cands all', 'cands', ['all']],
    ['/u', 'undo', []],
    ['/q', 'quit', []],
    ['/quit', 'quit', []],
    ['/h', 'help', []],
    ['/quitx', undefined, []],
    ['/', undefined, []],
  ])('%j', (line, command, words) => {
    expect(readCommand(line)).toEqual({ command, words });
  });

  test('both helps list the shared commands in the same words', () => {
    expect(ASSIST_HELP.endsWith(SHARED_COMMAND_HELP)).toBe(true);
    expect(BOARDS_ASSIST_HELP.endsWith(SHARED_COMMAND_HELP)).toBe(true);
    expect(SHARED_COMMAND_HELP).toContain('/quit          leave (Ctrl-D too)');
  });
});

describe('readBoardsLine: what a line asks for', () => {
  const isWord = (word: string) => ['crane', 'tarse', 'slate'].includes(word);
  const atGuess = { pending: undefined, suggestion: 'tarse', solved: [false, false], isWord };
  const atTiles = { pending: 'crane', suggestion: 'tarse', solved: [false, false], isWord };
  const oneSolved = { pending: 'crane', suggestion: 'tarse', solved: [true, false], isWord };
  test.each([
    ['/why crane', atGuess, { kind: 'command', command: 'why', words: ['crane'] }],
    ['/cands 2 more', atTiles, { kind: 'command', command: 'cands', words: ['2', 'more'] }],
    ['/nope', atGuess, { kind: 'command', command: undefined, words: [] }],
    ['', atGuess, { kind: 'guess', word: 'tarse' }],
    ['1', atGuess, { kind: 'guess', word: 'tarse' }],
    ['2', atGuess, { kind: 'problem', message: 'No suggestion 2; there is one: Enter or 1 takes it.' }],
    ['', { ...atGuess, suggestion: undefined }, { kind: 'problem', message: 'No suggestion to take; type a guess.' }],
    ['crane', atGuess, { kind: 'guess', word: 'crane' }],
    ['  CRANE ', atGuess, { kind: 'guess', word: 'crane' }],
    ['crane:bbyyb,bbbyy', atGuess, { kind: 'pattern', pattern: 'crane:bbyyb,bbbyy' }],
    // Tiles typed at a guess are the suggestion's, in any notation one board takes; a whole pattern gives its tiles.
    ['bbgyb,ggggg', atGuess, { kind: 'pattern', pattern: 'tarse:bbgyb,ggggg' }],
    ['21000,🟩🟨⬛⬛⬛', atGuess, { kind: 'pattern', pattern: 'tarse:21000,🟩🟨⬛⬛⬛' }],
    ['tArse,T=A=R=S=E=', atGuess, { kind: 'pattern', pattern: 'tarse:bybbb,ggggg' }],
    // Whole patterns of another guess are played as typed.
    ['cRane,crane', atGuess, { kind: 'pattern', pattern: 'cRane,crane' }],
    // A word off the list that reads as tiles is tiles; one on it, or one that does not, a guess.
    ['ggggg', { ...atGuess, solved: [true, false] }, { kind: 'pattern', pattern: 'tarse:-,ggggg' }],
    ['ggggg', { ...atGuess, isWord: () => true }, { kind: 'guess', word: 'ggggg' }],
    ['fuzzy', atGuess, { kind: 'guess', word: 'fuzzy' }],
    ['bbyyb, bbbyy', atTiles, { kind: 'pattern', pattern: 'crane:bbyyb,bbbyy' }],
    ['crANe,craNE', atTiles, { kind: 'pattern', pattern: 'crane:bbyyb,bbbyy' }],
    ['crane:bbyyb,bbbyy', atTiles, { kind: 'pattern', pattern: 'crane:bbyyb,bbbyy' }],
    ['-,ggggg', oneSolved, { kind: 'pattern', pattern: 'crane:-,ggggg' }],
    ['ggggg', oneSolved, { kind: 'pattern', pattern: 'crane:-,ggggg' }],
    ['slate:bbbbb,bbbbb', atTiles, { kind: 'problem', message: 'That pattern is for SLATE, not CRANE.' }],
    ['', atTiles, { kind: 'problem', message: 'Type the tiles CRANE got, a group a board (bbgyb,ggggg,...); /undo takes the guess back.' }],
    [
      'bbbbb',
      atTiles,
      {
        kind: 'problem',
        message: '1 tile group for 2 boards: give one a board, separated by commas (bbgyb,ggggg,...; - for a board solved before).',
      },
    ],
    [
      'b,b,b',
      oneSolved,
      {
        kind: 'problem',
        message:
          '3 tile groups for 2 boards: give one a board (or 1, one a board still open), separated by commas (bbgyb,ggggg,...; - for a board solved before).',
      },
    ],
  ])('%j %j', (line, context, expected) => {
    expect(readBoardsLine(line, context)).toEqual(expected);
  });
});

describe('boards alike, shown once', () => {
  test.each([
    [[1], 'board 1'],
    [[1, 2], 'boards 1, 2'],
    [[1, 2, 3, 4], 'boards 1-4'],
    [[1, 3], 'boards 1, 3'],
    [[1, 2, 3, 5, 7, 8], 'boards 1-3, 5, 7, 8'],
    [Array.from({ length: 32 }, (_, i) => i + 1), 'boards 1-32'],
  ])('boardsLabel(%j) is %s', (boards, label) => {
    expect(boardsLabel(boards)).toBe(label);
  });

  test('alikeBoards groups boards by their patterns, in the order of their first board', () => {
    const boards = [
      { board: 1, patterns: [] },
      { board: 2, patterns: ['crane:bbyyb'] },
      { board: 3, patterns: [] },
      { board: 4, patterns: ['crane:bbyyb', 'sloth:bbbby'] },
      { board: 5, patterns: ['crane:bbyyb'] },
    ];
    expect(alikeBoards(boards).map((group) => group.map((board) => board.board))).toEqual([[1, 3], [2, 5], [4]]);
  });
});

describe('splitBoard: how a guess splits a board', () => {
  test.each([
    // crane: solves one (ggggg), crate gggbg, human bbyyb: three groups, the solving one leaving nothing.
    ['crane', ['crane', 'crate', 'human'], { candidates: 3, groups: 3, expected: 2 / 3, largest: 1, isCandidate: true }],
    ['crane', ['crate', 'crave', 'human'], { candidates: 3, groups: 2, expected: 5 / 3, largest: 2, isCandidate: false }],
    ['human', ['human'], { candidates: 1, groups: 1, expected: 0, largest: 0, isCandidate: true }],
    ['fuzzy', ['crane', 'crate'], { candidates: 2, groups: 1, expected: 2, largest: 2, isCandidate: false }],
  ])('%s over %j', (word, candidates, expected) => {
    const split = splitBoard(word, candidates);
    expect({ ...split, bits: undefined, expected: undefined }).toEqual({ ...expected, bits: undefined, expected: undefined });
    expect(split.expected).toBeCloseTo(expected.expected, 9);
  });

  test('bits: the entropy of the groups', () => {
    expect(splitBoard('crane', ['crane', 'crate', 'human']).bits).toBeCloseTo(Math.log2(3), 9);
    expect(splitBoard('crane', ['crate', 'crave', 'human', 'inlet']).bits).toBeCloseTo(1.5, 9);
    expect(splitBoard('fuzzy', ['crane', 'crate']).bits).toBe(0);
  });
});

// A short list (the first 150 answers and the words played below), so that each turn is quick.
const answersText = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8');
const LIST = [...new Set([...answersText.split('\n').slice(0, 150), 'human', 'inlet', 'crane', 'emote', 'gourd'])].filter(
  (word) => word.length === 5,
);
const sources: TurnSources = { guesses: { text: LIST.join('\n'), name: 'short' }, answers: LIST.join('\n') };
const solver = createBoardsSolver(LIST, 5);
const turnOf = (patterns: readonly string[], boards = 2) =>
  playBoardsTurn(patterns, sources, { strategy: 'boards', boards, suggest: true }, () => solver);
const host: BoardsAssistHost = { turn: (patterns) => turnOf(patterns), isWord: (word) => LIST.includes(word) };
const counts = (turn: BoardsTurn | undefined) => turn?.boards.map((board) => board.turn.result.matches.length);

describe('BoardsAssistant: a Dordle (human, inlet) played line by line', () => {
  test('a guess of your own, its tiles a group a board, a solved board left out, won', async () => {
    const assistant = await BoardsAssistant.create(host, []);
    const suggestion = assistant.start().suggestion?.guess;
    expect(assistant.prompt()).toBe(`guess 1 [${suggestion}]: `);
    expect(await assistant.handle('crane')).toEqual({ output: '' });
    expect(assistant.prompt()).toBe('tiles for CRANE on the 2 boards: ');
    const first = await assistant.handle('bbyyb,bbbyy');
    expect(first.output).toBe('');
    expect(counts(first.turn)).toEqual(counts(await turnOf(['crane:bbyyb,bbbyy'])));
    expect(first.done).toBeUndefined();
    await assistant.handle('human');
    const second = await assistant.handle('H=U=M=A=N=,humaN');
    expect(second.turn?.boards.map((board) => board.solvedAt)).toEqual([2, undefined]);
    expect(assistant.prompt()).toMatch(/^guess 3 \[[a-z]{5}\]: $/);
    expect(await assistant.handle('human')).toEqual({ output: 'HUMAN was played already; enter another guess.\n' });
    await assistant.handle('inlet');
    expect(assistant.prompt()).toBe('tiles for INLET on board 2: ');
    const won = await assistant.handle('ggggg');
    expect(won.done).toBe('won');
    expect(won.turn?.state).toBe('won');
  });

  test('/undo takes back the guess waiting for tiles, then the last guess; /quit ends; unknown commands are named', async () => {
    const assistant = await BoardsAssistant.create(host, ['crane:bbyyb,bbbyy']);
    const undone = await assistant.handle('/u');
    expect(undone.output).toBe('Last guess taken back.\n');
    expect(undone.turn?.guesses).toEqual([]);
    expect(assistant.start().guesses).toEqual([]);
    expect(await assistant.handle('/undo')).toEqual({ output: 'Nothing to take back.\n' });
    await assistant.handle('crane');
    expect(await assistant.handle('/undo')).toEqual({ output: 'Guess taken back.\n' });
    expect(assistant.prompt()).toMatch(/^guess 1 /);
    expect(await assistant.handle('/bogus 3')).toEqual({ output: "Unknown command '/bogus 3'; /help lists them.\n" });
    expect(await assistant.handle('/help')).toEqual({ output: BOARDS_ASSIST_HELP });
    expect(await assistant.handle('/quit')).toEqual({ output: '', done: 'quit' });
  });

  test('tiles no word fits are refused, naming the board, and asked for again', async () => {
    const assistant = await BoardsAssistant.create(host, ['crane:bbyyb,bbbyy']);
    await assistant.handle('human');
    const reply = await assistant.handle('bbbbb,bbbby');
    expect(reply.output).toBe(
      "No word fits the tiles of board 1: no word can match patterns 'crane:bbyyb' and 'human:bbbbb' together: 'crane:bbyyb' has a, 'human:bbbbb' says there is no a.\nCheck them and enter them again (/undo to change the guess).\n",
    );
    expect(reply.turn).toBeUndefined();
    expect(assistant.prompt()).toBe('tiles for HUMAN on the 2 boards: ');
    expect(assistant.start().guesses).toEqual(['crane']);
  });

  test('/why: the suggestion with the figures it is shown with; a word beside the suggestion', async () => {
    const assistant = await BoardsAssistant.create(host, ['crane:bbyyb,bbbyy']);
    const turn = assistant.start();
    const pick = turn.suggestion;
    if (!pick) throw new Error('no suggestion');
    const why = (await assistant.handle('/why')).output;
    expect(why).toBe(explainBoardsGuess(turn, pick.guess));
    expect(why.split('\n')[0]).toBe(`${pick.guess.toUpperCase()} on the 2 boards still open: ${boardsFigures(pick)}.`);
    expect(why).toContain('It is the suggestion.');
    const human = (await assistant.handle('/why human')).output;
    expect(human).toMatch(/^HUMAN on the 2 boards still open: \d+% to solve a board now, [\d.]+ bits over the boards\.\n {2}board 1: /);
    expect(human).toContain('it may be the answer (1 in ');
    expect(human).toContain(`The suggestion, ${pick.guess.toUpperCase()}: ${boardsFigures(pick)}.`);
    expect((await assistant.handle('/why zzzzz')).output).toBe("'zzzzz' is not in the word list; /why explains a word of it.\n");
    expect((await assistant.handle('/why 2')).output).toBe('No suggestion 2; /why takes 1 (the suggestion) or a word.\n');
  });

  test('/cands: each open board, alike boards once; /cands B pages board B', async () => {
    const assistant = await BoardsAssistant.create(host, []);
    const overview = (await assistant.handle('/cands')).output;
    expect(overview).toMatch(/^boards 1, 2: \d+ possible matches \(\d+ likely answers\)\n/);
    expect(overview.match(/possible matches/g)).toHaveLength(1);
    expect(overview).toContain('... and ');
    await assistant.handle('crane');
    await assistant.handle('bbyyb,bbbyy');
    const split = (await assistant.handle('/cands')).output;
    expect(split).toMatch(/^board 1: .*\n(?: {2}.*\n)*board 2: /);
    const board = (await assistant.handle('/cands 2')).output;
    expect(board.split('\n')[0]).toMatch(/^\d+ possible match(?:es)? \(\d+ likely answers?\):$/);
    expect((await assistant.handle('/cands 3')).output).toBe('/cands takes a board from 1 to 2, then more, all or a page number.\n');
  });
});
