// What `wordle mcp` serves with when the command line does not say: apart from the server, so that
// the command table's help (cli/spec.ts) names the same values without loading the server.

/** The address and port `--http` listens on, and the longest a tool call computes in seconds (below the clients' usual 60 s timeout). */
export const MCP_DEFAULTS = { host: '127.0.0.1', port: 5010, timeLimit: 50 } as const;
