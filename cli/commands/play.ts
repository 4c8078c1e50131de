// `wordle play`: a game against a hidden word (cli/interactive.ts, in the modes bundle).

import { playAbsurdle } from '../absurdle-play-command.ts';
import type { ArgsOf, PLAY } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof PLAY>, context: CommandContext): Promise<number> {
  // Several boards (their bundle): tries default to N + 5 there, so the one-board default of 6 is not passed on.
  if (args.boards !== undefined)
    return (await import('../boards/index.ts')).runBoardsPlay({ ...args, tries: args.tries === 6 ? undefined : args.tries }, context.write);
  // A game of your own uses no strategy: runPlay reads neither the strategy nor its time limit.
  const options = {
    words: args.words,
    answers: args.answers,
    hard: args.hard,
    color: args.color,
    strategy: 'coverage',
    timeLimit: 0,
  } as const;
  if (args.absurdle) return playAbsurdle(args, context);
  return (await import('../modes.ts')).runPlay(context.root, options, {
    word: args.word,
    seed: args.seed,
    tries: args.tries,
    highContrast: args.highContrast,
  });
}
