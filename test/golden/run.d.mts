// Types of run.mjs (plain JavaScript so that scripts/golden.mjs runs it with node alone).

export declare const ROOT: string;
export declare const BIN: string;
export declare const GOLDEN: string;
export declare const CLI_FILE: string;
export declare const MCP_FILE: string;
export declare const FILES: Readonly<Record<string, string>>;

export interface Workdir {
  readonly dir: string;
  readonly env: NodeJS.ProcessEnv;
  remove(): void;
}
export declare function makeWorkdir(more?: Readonly<Record<string, string>>): Workdir;
export declare function normalise(text: string, dir: string): string;
export declare function lines(text: string): string[];

/** A CLI case: bin/wordle with argv (and input piped, if any), or a shell line. */
export type CliCase = { readonly argv: readonly string[]; readonly input?: string; readonly sh?: undefined } | { readonly sh: string; readonly argv?: undefined; readonly input?: undefined };

export interface CliEntry {
  readonly case: string;
  readonly argv?: readonly string[];
  readonly sh?: string;
  readonly input?: string;
  readonly stdout: readonly string[];
  readonly stderr: readonly string[];
  readonly status: number | string | null;
}

export type McpCase =
  | { readonly method: 'tools/call'; readonly tool: string; readonly arguments: Record<string, unknown> }
  | { readonly method: 'tools/list' | 'prompts/list' }
  | { readonly method: 'prompts/get'; readonly params: { name: string; arguments?: Record<string, string> } };

export type McpEntry = McpCase & { readonly case: string; readonly result: unknown };

export declare function cliCaseName(c: CliCase): string;
export declare function cliCaseOf(entry: CliEntry): CliCase;
export declare function mcpCaseOf(entry: McpEntry): McpCase;
export declare function mcpCaseName(c: McpCase): string;
export declare function runCliCase(c: CliCase, work: Workdir): Promise<CliEntry>;
export declare function inParallel<T>(jobs: readonly (() => Promise<T>)[], width: number): Promise<T[]>;

interface RunOptions<E> {
  readonly width?: number;
  readonly onCase?: (entry: E, ms: number) => void;
  /** Variables added to the cases' environment (WORDLE_PLAIN: '1'). */
  readonly env?: Readonly<Record<string, string>>;
}
export declare function runCliCases(cases: readonly CliCase[], options?: RunOptions<CliEntry>): Promise<CliEntry[]>;
export declare function runMcpCases(cases: readonly McpCase[], options?: RunOptions<McpEntry>): Promise<{ results: McpEntry[]; serverStderr: string }>;
export declare function serialise(entries: readonly { readonly case: string }[]): string;
export declare function describeDifference(expected: unknown, actual: unknown, options?: { context?: number; maxLines?: number }): string;
export declare function differences<E extends { readonly case: string }>(file: string, expected: readonly E[], actual: readonly E[]): string;
