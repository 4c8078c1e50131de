// A game's history as people and assistants write it: a list of guesses with their tiles, or
// one string of them (`slate:bbgyb,crown:bgbbb`, `stA=rE chOR=d`). Each item is a PATTERN in
// any notation the filter takes; parsing and its errors are parsePatterns'.

/** The patterns of a history, in order: items split at commas and white space, empty ones dropped. */
export function historyPatterns(history: string | readonly string[]): string[] {
  const items = typeof history === 'string' ? [history] : history;
  return items.flatMap((item) => item.split(/[\s,]+/u)).filter((pattern) => pattern !== '');
}
