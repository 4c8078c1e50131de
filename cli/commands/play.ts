// `wordle play`: a game against a hidden word (interactive/interactive.ts, in the modes bundle).

import { DEFAULT_STRATEGY, WordleError } from '../../lib/index.ts';
import type { ArgsOf, PLAY } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof PLAY>, context: CommandContext): Promise<number> {
  // Several boards (their bundle): tries default to N + 5 there, so the one-board default of 6 is not passed on.
  if (args.boards !== undefined)
    return (await import('./boards/index.ts')).runBoardsPlay({ ...args, tries: args.tries === 6 ? undefined : args.tries }, context.write);
  // A game of your own uses no strategy: runPlay reads neither the strategy nor its time limit.
  const options = {
    words: args.words,
    answers: args.answers,
    hard: args.hard,
    color: args.color,
    strategy: DEFAULT_STRATEGY,
    timeLimit: 0,
  } as const;
  if (args.absurdle) {
    // The host holds no word, and gives as many tries as it takes.
    const given = args.word !== undefined ? '--word' : args.seed !== undefined ? '--seed' : args.tries !== 6 ? '--tries' : undefined;
    if (given) throw new WordleError('USAGE', `--absurdle has no hidden word and no try limit: drop ${given}`);
    return (await import('../modes.ts')).runAbsurdlePlay(context.root, options, args.highContrast, args.target);
  }
  if (args.target !== undefined) throw new WordleError('USAGE', '--target goes with --absurdle');
  return (await import('../modes.ts')).runPlay(context.root, options, {
    word: args.word,
    seed: args.seed,
    tries: args.tries,
    highContrast: args.highContrast,
  });
}
