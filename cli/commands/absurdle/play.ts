// `wordle play --absurdle [--target WORD]`: a game against Absurdle's host (lib/absurdle/host.ts)
// in the terminal, line by line as `wordle play`: each guess's row and the words left, the
// keyboard; with a target, the challenge: whether the host still holds it, lost when it does not.

import { AbsurdleGame, absurdleListsOf } from '../../../lib/absurdle/index.ts';
import type { Clue } from '../../../lib/index.ts';
import { renderTiles } from '../../../lib/talk/index.ts';
import { filesStore } from '../../../node/files.ts';
import { colorFor } from '../../colour.ts';
import { fdKind, writeAll } from '../../io.ts';
import type { GameOptions } from '../../options.ts';
import { paintClue, paintKeyboard } from '../interactive/interactive.ts';
import { readLines } from '../interactive/lines.ts';

export async function runAbsurdlePlay(
  root: string,
  options: Pick<GameOptions, 'words' | 'answers' | 'hard' | 'color'>,
  highContrast: boolean,
  target?: string,
): Promise<number> {
  const lists = absurdleListsOf(filesStore(root), { answers: options.answers, guesses: options.words });
  const game = new AbsurdleGame(lists, options.hard, target);
  const aim = game.target?.toUpperCase();
  const color = colorFor(options.color);
  const out = (text: string) => writeAll(1, text);
  const clues = (): Clue[] => game.replies.map((reply) => ({ letters: [...reply.guess], tiles: reply.tiles, text: reply.guess }));
  const words = game.lists.answers.words.length.toLocaleString('en-US');
  const goal = aim === undefined ? 'corner it' : `make it end on ${aim}`;
  out(
    `Absurdle${aim === undefined ? '' : ' challenge'}: the host has ${words} words and keeps as many as it can after each guess; ${goal}${options.hard ? ', hard mode' : ''}.${fdKind(0) === 'terminal' ? ' (Ctrl-D gives up.)' : ''}\n`,
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
    out(`Won in ${count}.\n\nAbsurdle${aim === undefined ? '' : ` challenge ${aim}`} ${count}${options.hard ? '*' : ''}\n\n${rows}\n`);
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
      const left = `${reply.left === 1 ? '1 word left' : `${reply.left.toLocaleString('en-US')} words left`}${reply.held ? `, ${aim} among them` : ''}`;
      out(`${game.replies.length} ${paintClue(last, color, highContrast)}  ${game.won ? 'won' : left}\n`);
      if (game.won) return end(true);
      if (reply.held === false) {
        out(`The host no longer holds ${aim}: lost after guess ${game.replies.length}.\n`);
        return 1;
      }
      out(`${paintKeyboard(played, color, highContrast)}\n`);
      return undefined;
    },
    end: () => end(false),
  });
}
