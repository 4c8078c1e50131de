export type ErrorCode = 'BAD_PATTERN' | 'LENGTH_MISMATCH' | 'WORDS_UNREADABLE' | 'OUTPUT_FAILED' | 'USAGE';

/** An error the user caused and can fix; the CLI prints its message on one line and exits 2. */
export class WordleError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'WordleError';
    this.code = code;
  }
}

/**
 * Whether a thrown value is a WordleError. By name, not instanceof: the CLI's option parser
 * is a separate bundle (loaded only when there are options) with its own copy of the class.
 */
export function isWordleError(error: unknown): error is WordleError {
  return error instanceof Error && error.name === 'WordleError' && typeof (error as WordleError).code === 'string';
}
