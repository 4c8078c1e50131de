// The server's stderr: one line per problem it survives (stdout belongs to JSON-RPC on stdio).

/** A problem in one line; the SDK's schema errors are pages of JSON, so they are summed up. */
export function describeProblem(error: Error): string {
  if (error.name === 'ZodError' || error.message.trimStart().startsWith('[')) return 'ignored a message that is not valid JSON-RPC';
  return error.message.split('\n')[0] ?? '';
}

export function logProblem(error: Error): void {
  process.stderr.write(`wordle mcp: ${describeProblem(error)}\n`);
}
