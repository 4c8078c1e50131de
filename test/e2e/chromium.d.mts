// Types of chromium.mjs (plain JavaScript so that bench/page.mjs runs it with node alone).

/** The chromium binary: WORDLE_CHROMIUM, or /usr/bin/chromium. */
export declare const CHROMIUM: string;
/** chromium's command-line flags for this machine. */
export declare const FLAGS: string[];
