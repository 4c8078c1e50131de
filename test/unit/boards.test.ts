import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoardsSolver, parseGames, playBoards, playBoardsTurn, sampleGames } from '../../lib/boards/index.ts';
import type { BoardCandidates } from '../../lib/boards/strategy.ts';
import { parseBoardsClues } from '../../lib/boards/turn.ts';
import { feedback, feedbackNotations, playTurn, type TurnSources } from '../../lib/index.ts';
import { seededRandom } from '../../lib/solve/random.ts';

const wordsText = readFileSync(new URL('../../wordle.txt', import.meta.url), 'utf8');
const answersText = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'utf8');
const words = wordsText.split('\n').filter((word) => word.length === 5);
const answers = answersText.split('\n').filter((word) => word.length === 5);
const sources: TurnSources = { guesses: { text: wordsText, name: 'wordle.txt' }, answers: answersText };
const solver = createBoardsSolver(words, 5);
const solverOf = () => solver;
const tilesOf = (guess: string, hidden: string) => feedbackNotations(guess, hidden).letters.split(':')[1] as string;
/** The words that give every guess the tiles the hidden word gives it: the filter's answer, worked out without it. */
const consistent = (list: readonly string[], guesses: readonly string[], hidden: string) =>
  list.filter((word) => guesses.every((guess) => feedback([...guess], [...word]).join('') === feedback([...guess], [...hidden]).join('')));

/** A game's patterns as a person types them: each guess once, a tile group a board, `-` for a board solved before. */
function patternsOf(guesses: readonly string[], hidden: readonly string[], notation: 'tiles' | 'case'): string[] {
  const solvedAt = hidden.map((word) => guesses.indexOf(word));
  return guesses.map((guess, at) => {
    const groups = hidden.map((word, b) => {
      const solved = solvedAt[b] ?? -1;
      if (solved !== -1 && solved < at) return '-';
      return notation === 'tiles' ? tilesOf(guess, word) : feedbackNotations(guess, word).pattern;
    });
    return notation === 'tiles' ? `${guess}:${groups.join(',')}` : groups.join(',');
  });
}

describe('several boards filter as one board does, board by board', () => {
  // Generated games: hidden words from the answers, guesses from the whole list (some of them a board's answer).
  const random = seededRandom(2121);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] as string;
  const cases = Array.from({ length: 12 }, (_, i) => {
    const boards = [2, 3, 4, 8][i % 4] as number;
    const hidden = sampleGames(answers, boards, 1, 100 + i)[0] as string[];
    const guesses = Array.from({ length: 1 + (i % 3) }, () => pick(words));
    if (i % 2 === 1) guesses.splice(1, 0, hidden[0] as string);
    return { boards, hidden, guesses, notation: i % 3 === 2 ? ('case' as const) : ('tiles' as const) };
  });

  test.each(cases)('$boards boards, $guesses ($notation)', async ({ hidden, guesses, notation }) => {
    const patterns = patternsOf(guesses, hidden, notation);
    const turn = await playBoardsTurn(patterns, sources, { strategy: 'boards', suggest: false }, solverOf);
    expect(turn.boards).toHaveLength(hidden.length);
    for (const [b, word] of hidden.entries()) {
      const board = turn.boards[b];
      const solvedAt = guesses.indexOf(word);
      expect(board?.solvedAt).toBe(solvedAt === -1 ? undefined : solvedAt + 1);
      // The board's own patterns, up to the guess that solved it, as one board would be typed.
      const own = guesses.slice(0, solvedAt === -1 ? guesses.length : solvedAt + 1);
      const single = await playTurn(
        own.map((guess) => `${guess}:${tilesOf(guess, word)}`),
        sources,
        { strategy: 'coverage', hard: false, asks: 'likely', top: 1, timeLimitMs: 0 },
      );
      expect(board?.turn.result.matches).toEqual(single.result.matches);
      expect(board?.turn.suggested.candidates).toEqual(single.suggested.candidates);
      expect([...(board?.turn.result.matches ?? [])].sort()).toEqual(consistent(words, own, word).sort());
    }
  });
});

describe('parseBoardsClues', () => {
  test('a board solved takes - after, and its solving guess is kept', () => {
    const clues = parseBoardsClues(['crane:bbbbb,ggggg', 'sloth:bbyby,-']);
    expect(clues.guesses).toEqual(['crane', 'sloth']);
    expect(clues.boards.map((board) => board.solvedAt)).toEqual([undefined, 1]);
    expect(clues.boards[1]?.patterns).toEqual(['crane:ggggg']);
  });
  test('--boards gives the count without a pattern', () => {
    expect(parseBoardsClues([], 4).boards).toHaveLength(4);
  });
  test.each([
    [['crane:bbbbb,bbbbb'], 4, /2 tile groups for 4 boards/],
    [['crane:bbbbb,-'], undefined, /board 2 is marked solved/],
    [['crane:bbbbb,ggggg', 'sloth:bbbbb,bbbbb'], undefined, /board 2 was solved by guess 1 \(crane\); use -/],
    [['Crane,sloth'], undefined, /board 2's 'sloth' is not the guess 'crane'/],
    [['crane:bbbb,bbbbb'], undefined, /5 letters but 4 tiles/],
  ])('%j (boards %s) is refused', (patterns, boards, message) => {
    expect(() => parseBoardsClues(patterns, boards)).toThrow(message);
  });
});

describe('the boards strategies', () => {
  test.each(['boards', 'simul'] as const)('%s with as many guesses left as boards plays a candidate', (strategy) => {
    const boards: BoardCandidates[] = [
      ['cater', 'hater', 'later', 'water'],
      ['bound', 'found', 'hound', 'mound', 'pound', 'round', 'sound', 'wound'],
    ];
    const { guess } = solver.pick(boards, 2, strategy);
    expect(boards.some((board) => board?.includes(guess))).toBe(true);
  });

  test('simul plays a board down to one word', () => {
    expect(solver.pick([['cater', 'hater', 'later', 'water'], ['mound'], undefined], 5, 'simul').guess).toBe('mound');
  });

  test('a game played: each board solved once, won when all are', () => {
    const game = playBoards(solver, answers, ['human', 'inlet', 'emote', 'gourd'], 9, 'boards');
    expect(game.won).toBe(true);
    expect(new Set(game.solvedAt).size).toBe(4);
    for (const [b, word] of ['human', 'inlet', 'emote', 'gourd'].entries()) expect(game.guesses[(game.solvedAt[b] ?? 0) - 1]).toBe(word);
    expect(Math.max(...game.solvedAt)).toBe(game.guesses.length);
  });

  test('a game the tries cannot hold is lost', () => {
    const game = playBoards(solver, answers, ['human', 'inlet', 'emote', 'gourd'], 3, 'boards');
    expect(game.won).toBe(false);
    expect(game.guesses).toHaveLength(3);
  });
});

describe('games', () => {
  test('sampled: distinct words a game, the same for the same seed', () => {
    const games = sampleGames(answers, 4, 50, 3);
    expect(games).toEqual(sampleGames(answers, 4, 50, 3));
    for (const game of games) expect(new Set(game).size).toBe(4);
  });
  test('read from a text', () => {
    expect(parseGames('human inlet\n\n# a note\nEMOTE gourd\n', 'games.txt')).toEqual([
      ['human', 'inlet'],
      ['emote', 'gourd'],
    ]);
    expect(() => parseGames('human inlet\nemote\n', 'games.txt')).toThrow(/games.txt line 2: 1 hidden words, the first game has 2/);
    expect(() => parseGames('human zzzzz\n', 'games.txt', new Set(answers))).toThrow(/'zzzzz' is not on the word list/);
  });
});
