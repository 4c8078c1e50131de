// The MCP server: the tools of tools.ts with their input and output schemas, and the prompt.
// createMcpServer is the SDK's per-connection (stdio) or per-request (HTTP) factory; the calls
// run where `execute` runs them (worker threads with the lists loaded once, see pool.ts).

import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { isWordleError, STRATEGY_NAMES, type StrategyName } from '../lib/index.ts';
import type { Execute } from './pool.ts';
import { LIMITS, type ToolCall } from './tools.ts';

const ANSWER_LISTS = ['2023', 'nyt', 'original'] as const;

const pattern = z.string().max(LIMITS.text);
const history = z
  .union([z.array(pattern).max(LIMITS.historyItems), pattern])
  .default([])
  .describe(
    'The guesses so far with their tiles, in order, in any notation the wordle filter takes: ' +
      '["slate:bbgyb", "crown:bgbbb"] (g green, y yellow, b grey; or 2/1/0, or 🟩🟨⬛), ' +
      'the same as one string "slate:bbgyb,crown:bgbbb", or stA=rE patterns (lowercase grey, UPPERCASE yellow, UPPERCASE= green). Empty for the first guess.',
  );
const hardMode = z.boolean().default(false).describe('NYT hard mode: greens stay in place and every revealed letter is reused');
const topN = z.number().int().min(1).max(LIMITS.topN).default(5).describe(`how many ranked guesses to return (1-${LIMITS.topN})`);
const strategy = z
  .enum(STRATEGY_NAMES as unknown as [StrategyName, ...StrategyName[]])
  .default('entropy')
  .describe('entropy (most expected information), minimax (smallest worst case), coverage (untried letters), best (lookahead search: slower)');
const answers = z.enum(ANSWER_LISTS).default('2023').describe('which bundled list of likely answers: 2023 (default, what the NYT still picks), nyt, original (the 2,315 of 2021)');

const rankedGuess = z.object({
  rank: z.number().int(),
  word: z.string(),
  score: z.number().nullable().describe('the strategy score, higher is better (see score_means)'),
  expected_remaining: z.number().nullable().describe('expected number of likely answers left after this guess'),
  may_win: z.boolean().describe('whether the guess is itself a likely answer that fits, so it may win now'),
});
const base = {
  history: z.array(z.string()).describe('the history as stA=rE patterns'),
  possible_count: z.number().int().describe('words of the list that fit the history'),
  likely_count: z.number().int().describe('of those, the likely answers (every fitting word when none is one)'),
  fell_back: z.boolean().describe('no fitting word is a likely answer, so every fitting word counts as one'),
  note: z.string().nullable(),
};
const constraintFacts = {
  exclude: z.array(z.string()),
  include: z.record(z.string(), z.number()),
  at_most: z.record(z.string(), z.number()),
  regex: z.string(),
  never: z.string().nullable(),
};

const SCHEMAS = {
  suggest: {
    input: z.object({ history, hard_mode: hardMode, top_n: topN, strategy, answers }),
    output: z.object({
      ...base,
      strategy: z.string(),
      score_means: z.string(),
      hard_mode: z.boolean(),
      answers: z.string(),
      suggestions: z.array(rankedGuess),
    }),
  },
  list: {
    input: z.object({
      history,
      include_all_candidates: z.boolean().default(false).describe('every word of the list that fits, not only the likely answers'),
      limit: z.number().int().min(1).max(LIMITS.limit).default(100).describe(`the most words to return (1-${LIMITS.limit})`),
      answers,
    }),
    output: z.object({
      ...base,
      answers: z.string(),
      include_all_candidates: z.boolean(),
      total: z.number().int().describe('words in the full answer'),
      returned: z.number().int(),
      truncated: z.boolean(),
      words: z.array(z.string()),
    }),
  },
  compare: {
    input: z.object({
      history,
      guess: z.string().max(LIMITS.text).describe('the guess to judge'),
      hard_mode: hardMode,
      top_n: topN.describe(`how many of the strategy's best guesses to compare with (1-${LIMITS.topN})`),
      strategy,
      answers,
    }),
    output: z.object({
      history: z.array(z.string()),
      guess: z.string(),
      strategy: z.string(),
      score_means: z.string(),
      hard_mode: z.boolean(),
      answers: z.string(),
      score: z.number().nullable(),
      rank: z.number().int().nullable().describe('place among every allowed guess in the order --top would list them all: the strategy\'s best (alternatives) first, then the rest by score (best: among the top_n only); null when not ranked (not allowed in hard mode)'),
      ranked_among: z.number().int(),
      possible_answers: z.number().int(),
      may_win: z.boolean(),
      outcome_count: z.number().int().describe('how many different tile outcomes the guess can show'),
      outcomes: z.array(z.object({ tiles: z.string(), pattern: z.string(), count: z.number().int() })).describe('the likeliest outcomes and how many answers each leaves'),
      expected_remaining: z.number(),
      worst_case: z.number().int(),
      new_letters: z.array(z.object({ letter: z.string(), share: z.number() })),
      phase: z.enum(['early', 'middle', 'late']),
      in_word_list: z.boolean(),
      hard_mode_legal: z.boolean(),
      hard_mode_problem: z.string().nullable(),
      alternatives: z.array(rankedGuess),
      explanation: z.string().describe('the same explanation as `wordle --why`'),
    }),
  },
  feedback: {
    input: z.object({ guess: z.string().max(LIMITS.text), answer: z.string().max(LIMITS.text) }),
    output: z.object({
      guess: z.string(),
      answer: z.string(),
      tiles: z.array(z.number().int()).describe('2 green, 1 yellow, 0 grey'),
      names: z.array(z.enum(['green', 'yellow', 'grey'])),
      pattern: z.string().describe('stA=rE notation'),
      emoji: z.string(),
      letters: z.string().describe('GUESS:TILES with g/y/b'),
      digits: z.string().describe('GUESS:TILES with 2/1/0'),
      solved: z.boolean(),
    }),
  },
  explain: {
    input: z.object({ history }),
    output: z.object({
      history: z.array(z.string()),
      length: z.number().int(),
      patterns: z.array(z.object({ pattern: z.string(), normalized: z.string(), tiles: z.string(), ...constraintFacts })),
      combined: z.object(constraintFacts),
      matcher: z.string(),
      grep: z.string().describe('the same filter as a grep pipeline over one lowercase word per line'),
      conflict: z.string().nullable(),
      explanation: z.string().describe('what `wordle --explain` prints'),
    }),
  },
};

/** A tool's result, or its error as the one line the CLI would print. Never throws. */
async function respond(execute: Execute, call: ToolCall) {
  let reply;
  try {
    reply = await execute(call);
  } catch (error) {
    reply = { ok: false as const, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, stack: error instanceof Error ? error.stack : undefined };
  }
  if (reply.ok) return { content: [{ type: 'text' as const, text: reply.text }], structuredContent: reply.structured as Record<string, unknown> };
  if (reply.stack) process.stderr.write(`wordle mcp: ${reply.stack}\n`);
  return { content: [{ type: 'text' as const, text: `wordle: ${reply.message}` }], isError: true };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const PROMPT_TEXT = `Help me with today's Wordle from the screenshot I attach (or describe).

1. Read every row of the board that has been played, top to bottom. For each row write the five letters and the colour of each tile: g for green (right letter, right place), y for yellow (in the word, elsewhere), b for grey (not in the word). Write each row as GUESS:TILES, for example "slate:bbgyb". In the high-contrast theme orange is green and blue is yellow.
2. Check the rows with me if any letter or colour is unclear; do not guess tiles.
3. Call the tool wordle_suggest_next_guess with history set to the rows in order (for example ["slate:bbgyb", "crown:bgbbb"]), and hard_mode true if the game is in hard mode.
4. Tell me the best next guess and, briefly, why; wordle_list_possible_answers shows which words are still possible and wordle_compare_guess judges a word I have in mind.

The wordle server does no image reading: the rows you read are all it knows.`;

export function createMcpServer(execute: Execute, version: string): McpServer {
  const server = new McpServer({ name: 'wordle', version }, { capabilities: { tools: {}, prompts: {} } });
  server.registerTool(
    'wordle_suggest_next_guess',
    {
      title: 'Suggest the next Wordle guess',
      description:
        'Ranks the next guesses for a Wordle game from the guesses so far and their tiles: each with its score, the expected number of likely answers left, and whether it may win now; ' +
        'also how many words still fit and how many of them are likely answers. Exact, repeated letters included.',
      inputSchema: SCHEMAS.suggest.input,
      outputSchema: SCHEMAS.suggest.output,
      annotations: READ_ONLY,
    },
    (args) =>
      respond(execute, {
        tool: 'wordle_suggest_next_guess',
        args: { history: args.history, strategy: args.strategy, hard: args.hard_mode, top: args.top_n, answers: args.answers },
      }),
  );
  server.registerTool(
    'wordle_list_possible_answers',
    {
      title: 'List the possible Wordle answers',
      description:
        'The likely answers that fit the guesses so far (or every fitting word with include_all_candidates), with counts. When no likely answer fits, every fitting word is listed instead and the result says so.',
      inputSchema: SCHEMAS.list.input,
      outputSchema: SCHEMAS.list.output,
      annotations: READ_ONLY,
    },
    (args) =>
      respond(execute, {
        tool: 'wordle_list_possible_answers',
        args: { history: args.history, includeAll: args.include_all_candidates, limit: args.limit, answers: args.answers },
      }),
  );
  server.registerTool(
    'wordle_compare_guess',
    {
      title: 'Judge a Wordle guess',
      description:
        'Explains how good a given guess is at this point of the game: its score and rank among all guesses, the tile outcomes it can show and how many answers each leaves, whether it may win, whether hard mode allows it, and the strategy\'s best guesses to compare with.',
      inputSchema: SCHEMAS.compare.input,
      outputSchema: SCHEMAS.compare.output,
      annotations: READ_ONLY,
    },
    (args) =>
      respond(execute, {
        tool: 'wordle_compare_guess',
        args: { history: args.history, guess: args.guess, strategy: args.strategy, hard: args.hard_mode, top: args.top_n, answers: args.answers },
      }),
  );
  server.registerTool(
    'wordle_feedback',
    {
      title: 'Score a guess against an answer',
      description: 'The tiles GUESS gets when ANSWER is the hidden word, Wordle\'s rules for repeated letters included, in every notation: stA=rE pattern, emoji, g/y/b letters, 2/1/0 digits.',
      inputSchema: SCHEMAS.feedback.input,
      outputSchema: SCHEMAS.feedback.output,
      annotations: READ_ONLY,
    },
    (args) => respond(execute, { tool: 'wordle_feedback', args }),
  );
  server.registerTool(
    'wordle_explain_patterns',
    {
      title: 'Explain what the clues mean',
      description:
        'What each guess and its tiles say about the word (letters excluded, letters included with least counts, caps, positions), all of them together, the regular expression wordle matches with, and the same filter as a grep pipeline.',
      inputSchema: SCHEMAS.explain.input,
      outputSchema: SCHEMAS.explain.output,
      annotations: READ_ONLY,
    },
    (args) => respond(execute, { tool: 'wordle_explain_patterns', args }),
  );
  server.registerPrompt(
    'help_with_wordle_screenshot',
    {
      title: 'Help with a Wordle screenshot',
      description: 'Read the rows of a Wordle screenshot into tiles and ask wordle_suggest_next_guess for the next guess.',
    },
    () => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text: PROMPT_TEXT } }] }),
  );
  return server;
}
