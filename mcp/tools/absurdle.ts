// wordle_absurdle: Absurdle's host answering guesses, as `wordle absurdle GUESS...` (its words the
// answers list, by default the original 2,315; the guesses the original 12,972, as on the command
// line); with a target, the challenge mode, as `--target WORD`: whether the host still holds it.

import * as z from 'zod';
import {
  ABSURDLE_LISTS,
  type AbsurdleLists,
  absurdleListsOf,
  absurdleReplies,
  absurdleTargetIndex,
  challengeState,
  renderAbsurdleReplies,
} from '../../lib/absurdle/index.ts';
import { MemoCache } from '../../lib/index.ts';
import type { Context } from '../context.ts';
import { defineTool } from './define.ts';
import { ANSWER_LISTS, hardMode, LIMITS } from './shared.ts';

/** The host's lists, encoded once per server and answers list. */
const made = new MemoCache<Context, Map<string, AbsurdleLists>>();

function listsFor(context: Context, answers: string): AbsurdleLists {
  const known = made.get(context) ?? new Map<string, AbsurdleLists>();
  made.set(context, known);
  let lists = known.get(answers);
  if (!lists) {
    lists = absurdleListsOf(context.store, { answers });
    known.set(answers, lists);
  }
  return lists;
}

const TILE_LETTER = ['b', 'y', 'g'] as const;

export default defineTool({
  name: 'wordle_absurdle',
  title: "Play guesses against Absurdle's host",
  use: "for the replies of Absurdle's host to guesses",
  description:
    "Absurdle (qntm's adversarial Wordle) holds no word: after each guess its host keeps the largest group of its words that share a feedback " +
    '(ties: fewest greens, fewest yellows, then grey before yellow before green left to right) and shows that feedback. ' +
    'Returns its reply to each guess in order, with how many words it has left; the game is won when one is left and the guess is it. ' +
    "With a target (challenge mode: the host must end on it), each reply says whether the host's words still hold it, and the game is lost as soon as they do not.",
  input: z.object({
    guesses: z.array(z.string().max(LIMITS.text)).min(1).max(LIMITS.historyItems).describe('the words played, in order'),
    hard: hardMode,
    answers: z
      .enum(ANSWER_LISTS)
      .default(ABSURDLE_LISTS.answers)
      .describe(`the host's words: ${ABSURDLE_LISTS.answers} (default, Absurdle's 2,315), 2023 or nyt`),
    target: z.string().max(LIMITS.text).optional().describe("challenge mode: the word the host must end on, one of the host's words"),
  }),
  output: z.object({
    replies: z.array(
      z.object({
        guess: z.string(),
        tiles: z.string().describe('g green, y yellow, b grey'),
        left: z.number().int().describe('words the host has left'),
        held: z.boolean().optional().describe("with a target: whether the host's words still hold it"),
      }),
    ),
    won: z.boolean(),
    target: z.string().optional(),
    state: z.enum(['held', 'won', 'lost']).optional().describe('with a target: held (still among the words), won, or lost'),
    lostAfter: z.number().int().optional().describe('with a target lost: the guess (1-based) after which the host no longer held it'),
  }),
  run(context, args) {
    const lists = listsFor(context, args.answers);
    const target = args.target === undefined ? undefined : lists.answers.words[absurdleTargetIndex(lists, args.target)];
    const replies = absurdleReplies(lists, args.guesses, args.hard, target);
    const won = replies.at(-1)?.tiles.every((tile) => tile === 2) ?? false;
    const { state, lostAfter } = challengeState(replies);
    const challenge = target === undefined ? {} : { target, state, ...(lostAfter === undefined ? {} : { lostAfter }) };
    return {
      structured: {
        replies: replies.map((reply) => ({ ...reply, tiles: reply.tiles.map((tile) => TILE_LETTER[tile]).join('') })),
        won,
        ...challenge,
      },
      text: renderAbsurdleReplies(replies, target).trimEnd(),
    };
  },
});
