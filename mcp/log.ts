// The server's stderr: one line per problem it survives (stdout belongs to JSON-RPC on stdio).
// Written as the CLI writes stderr (cli/io.ts): a line that cannot be written is dropped, never
// an 'error' event that would end the server.

import { writeAll } from '../cli/io.ts';

/** A problem in one line; the SDK's schema errors are pages of JSON, so they are summed up. */
export function describeProblem(error: Error): string {
  if (error.name === 'ZodError' || error.message.trimStart().startsWith('[')) return 'ignored a message that is not valid JSON-RPC';
  return error.message.split('\n')[0] ?? '';
}

/** One line on stderr, `wordle mcp: ` and the text. */
export function logLine(text: string): void {
  writeAll(2, `wordle mcp: ${text}\n`);
}

export function logProblem(error: Error): void {
  logLine(describeProblem(error));
}
