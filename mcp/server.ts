// The MCP server: the tools of tools/ (each with its input and output schemas), and the prompt.
// createMcpServer is the SDK's per-connection (stdio) or per-request (HTTP) factory; the calls
// run where `execute` runs them (worker threads with the lists loaded once, see pool.ts).

import { McpServer } from '@modelcontextprotocol/server';
import { DEFAULT_STRATEGY, strategyChoices } from '../lib/index.ts';
import { logLine } from './log.ts';
import type { Execute } from './pool.ts';
import { TOOLS, type ToolCall } from './tools.ts';

/** A tool's result, or its error as the one line the CLI would print. Never throws. */
async function respond(execute: Execute, call: ToolCall) {
  let reply;
  try {
    reply = await execute(call);
  } catch (error) {
    reply = {
      ok: false as const,
      message: `internal error: ${error instanceof Error ? error.message : String(error)}`,
      stack: error instanceof Error ? error.stack : undefined,
    };
  }
  if (reply.ok)
    return { content: [{ type: 'text' as const, text: reply.text }], structuredContent: reply.structured as Record<string, unknown> };
  if (reply.stack) logLine(reply.stack);
  return { content: [{ type: 'text' as const, text: `wordle: ${reply.message}` }], isError: true };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const PROMPT_TEXT = `Help me with today's Wordle from the screenshot I attach (or describe).

1. Read every row of the board that has been played, top to bottom. For each row write the five letters and the colour of each tile: g for green (right letter, right place), y for yellow (in the word, elsewhere), b for grey (not in the word). Write each row as GUESS:TILES, for example "slate:bbgyb". In the high-contrast theme orange is green and blue is yellow.
2. Check the rows with me if any letter or colour is unclear; do not guess tiles.
3. Call the tool wordle_suggest_next_guess with history set to the rows in order (for example ["slate:bbgyb", "crown:bgbbb"]), and hard_mode true if the game is in hard mode.
4. Tell me the best next guess and, briefly, why; wordle_list_possible_answers shows which words are still possible and wordle_compare_guess judges a word I have in mind.

The wordle server does no image reading: the rows you read are all it knows.`;

/** The tools whose input is a history (their names, in the table's order). */
const WITH_HISTORY = TOOLS.filter((tool) => 'history' in tool.input.shape).map((tool) => tool.name);

/** What the server tells a client's model at initialize: how to write a history, which tool (every one, from the table) and strategy for what. */
export const INSTRUCTIONS = `Wordle helper: exact filtering of the word list by the clues of a game, and the next guess.

History (${WITH_HISTORY.join(', ')}): the guesses so far in order, each with its tiles, as "GUESS:TILES" with g green, y yellow, b grey (or 2/1/0, or the emoji squares), e.g. ["slate:bbgyb", "crown:bgbbb"]; "slate bbgyb" and {"guess": "slate", "tiles": "bbgyb"} are read the same (wordle_boards_suggest: a tile group a board, "crane:bbgyb,bbbbb"). Never send tiles without their guess. An empty history is the first guess.

Tools: ${TOOLS.map((tool) => `${tool.name} ${tool.use}`).join('; ')}.

Strategy: ${strategyChoices()}; ${DEFAULT_STRATEGY} is the default (best takes up to a few seconds early in a game). Set hard_mode true when the game is in hard mode. The result's state says when the game is solved or one likely answer is left; fell_back says no likely answer fits (the clues may have been read wrong: check them with the player).`;

export function createMcpServer(execute: Execute, version: string): McpServer {
  const server = new McpServer({ name: 'wordle', version }, { capabilities: { tools: {}, prompts: {} }, instructions: INSTRUCTIONS });
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: READ_ONLY },
      // (The SDK has parsed args with tool.input: they are this tool's call.)
      (args: unknown) => respond(execute, { tool: tool.name, args } as ToolCall),
    );
  }
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
