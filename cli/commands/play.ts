// `wordle play`: a game against a hidden word (interactive/interactive.ts, in the modes bundle).

import { DEFAULT_STRATEGY, LIES_REFUSE, WordleError } from '../../lib/index.ts';
import type { ArgsOf, PLAY } from '../spec.ts';
import type { CommandContext } from './context.ts';

export async function run(args: ArgsOf<typeof PLAY>, context: CommandContext): Promise<number> {
  // Several boards (their bundle): tries default to N + 5 there (one board: 6, or 9 with lies; see runPlay).
  if (args.lies !== 0 && args.absurdle) throw new WordleError('USAGE', "--lies cannot go with --absurdle: Absurdle's host tells no lies");
  if (args.lies !== 0 && args.boards !== undefined) throw new WordleError('USAGE', LIES_REFUSE.boards);
  if (args.boards !== undefined) return (await import('./boards/index.ts')).runBoardsPlay(args, context.write);
  // A game of your own uses no strategy: runPlay reads neither the strategy nor its time limit.
  const options = {
    words: args.words,
    answers: args.answers,
    hard: args.hard,
    color: args.color,
    strategy: DEFAULT_STRATEGY,
    timeLimit: 0,
    lies: args.lies,
  } as const;
  if (args.absurdle) {
    // The host holds no word, and gives as many tries as it takes.
    const given =
      args.word !== undefined ? '--word' : args.seed !== undefined ? '--seed' : args.tries !== undefined ? '--tries' : undefined;
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
