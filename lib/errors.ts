export type ErrorCode =
  | 'BAD_PATTERN'
  | 'LENGTH_MISMATCH'
  | 'WORDS_UNREADABLE'
  | 'USAGE';

/** An error the user caused and can fix; the CLI prints its message on one line and exits 2. */
export class WordleError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'WordleError';
    this.code = code;
  }
}
