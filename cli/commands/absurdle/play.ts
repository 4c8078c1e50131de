// `wordle play --absurdle`: a game against Absurdle's host (lib/absurdle/host.ts) in the
// terminal, line by line as `wordle play`: each guess's row and the words left, the keyboard.

import { AbsurdleGame, type Clue } from '../../../lib/index.ts';
import { renderTiles } from '../../../lib/talk/index.ts';
import { colorFor } from '../../colour.ts';
import { fdKind, writeAll } from '../../io.ts';
import type { GameOptions } from '../../options.ts';
import { paintClue, paintKeyboard, readLines } from '../interactive/interactive.ts';
import { loadAbsurdleLists } from './index.ts';

export async function runAbsurdlePlay(
  root: string,
  options: Pick<GameOptions, 'words' | 'answers' | 'hard' | 'color'>,
  highContrast: boolean,
): Promise<number> {
  const game = new AbsurdleGame(loadAbsurdleLists(root, options.answers, options.words), options.hard);
  const color = colorFor(options.color);
  const out = (text: string) => writeAll(1, text);
  const clues = (): Clue[] => game.replies.map((reply) => ({ letters: [...reply.guess], tiles: reply.tiles, text: reply.guess }));
  const words = game.lists.answers.words.length.toLocaleString('en-US');
  out(
    `Absurdle: the host has ${words} words and keeps as many as it can after each guess; corner it${options.hard ? ', hard mode' : ''}.${fdKind(0) === 'terminal' ? ' (Ctrl-D gives up.)' : ''}\n`,
  );
  const end = (won: boolean): number => {
    const count = game.replies.length;
    if (!won) {
      const left = game.left;
      out(
        `${left.length === 1 ? 'The word left was' : `The host had ${left.length.toLocaleString('en-US')} words left, such as`} ${(left[0] ?? '').toUpperCase()}.\n`,
      );
      return 1;
    }
    const rows = game.replies.map((reply) => renderTiles(reply.tiles)).join('\n');
    out(`Won in ${count}.\n\nAbsurdle ${count}${options.hard ? '*' : ''}\n\n${rows}\n`);
    return 0;
  };
  return readLines({
    prompt: () => `guess ${game.replies.length + 1}: `,
    line(line) {
      const problem = game.problem(line);
      if (problem !== undefined) {
        out(`${problem}\n`);
        return undefined;
      }
      const reply = game.play(line);
      const played = clues();
      const last = played.at(-1) as Clue;
      const left = reply.left === 1 ? '1 word left' : `${reply.left.toLocaleString('en-US')} words left`;
      out(`${game.replies.length} ${paintClue(last, color, highContrast)}  ${game.won ? 'won' : left}\n`);
      if (game.won) return end(true);
      out(`${paintKeyboard(played, color, highContrast)}\n`);
      return undefined;
    },
    end: () => end(false),
  });
}
