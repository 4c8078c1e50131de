// `wordle play --absurdle`'s options checked, then the game (cli/absurdle-play.ts, in the modes bundle).

import { WordleError } from '../lib/index.ts';
import type { CommandContext } from './commands/context.ts';
import type { ArgsOf, PLAY } from './spec.ts';

export async function playAbsurdle(args: ArgsOf<typeof PLAY>, context: CommandContext): Promise<number> {
  // The host holds no word, and gives as many tries as it takes.
  const given = args.word !== undefined ? '--word' : args.seed !== undefined ? '--seed' : args.tries !== 6 ? '--tries' : undefined;
  if (given) throw new WordleError('USAGE', `--absurdle has no hidden word and no try limit: drop ${given}`);
  const options = { words: args.words, answers: args.answers, hard: args.hard, color: args.color };
  return (await import('./modes.ts')).runAbsurdlePlay(context.root, options, args.highContrast);
}
