// How the page carries a long list of words in fewer bytes (web/broad-lists.ts; the build packs):
// front coding, each line the number of letters it shares with the line before (0-9, so one
// digit), then the rest of its letters. Sorted-ish lists share long prefixes: english.txt's 2.8 MB
// become 1.3 MB, and 0.41 MB gzipped (0.72 MB gzipped as it is). A letter is any lowercase one
// that is a single UTF-16 unit (a-z, the Spanish list's ñ), so that the counts are string
// offsets. No DOM: the build runs it too.

/** The most letters a line may share with the one before: one digit. */
const MOST_SHARED = 9;

/** The lines of a text, and whether it ends with a newline (kept, so that the text comes back byte for byte). */
function linesOf(text: string): { lines: string[]; ended: boolean } {
  const ended = text.endsWith('\n');
  return { lines: text === '' ? [] : (ended ? text.slice(0, -1) : text).split('\n'), ended };
}

/** Whether a line is a word packWords takes: lowercase letters, each one UTF-16 unit (no digit, which would read as a count). */
const isPackable = (word: string) => /^\p{Ll}+$/u.test(word) && !/[\uD800-\uDFFF]/.test(word);

/** `text` (words of lowercase letters, one a line) front-coded. Throws on any other text, which unpackWords could not give back. */
export function packWords(text: string): string {
  const { lines, ended } = linesOf(text);
  let previous = '';
  const packed = lines.map((word) => {
    if (!isPackable(word))
      throw new Error(`packWords: the text must be lines of words of lowercase letters (one UTF-16 unit each), not '${word.slice(0, 20)}'`);
    let shared = 0;
    while (shared < MOST_SHARED && shared < word.length && shared < previous.length && word[shared] === previous[shared]) shared++;
    previous = word;
    return `${shared}${word.slice(shared)}`;
  });
  return packed.join('\n') + (ended ? '\n' : '');
}

/** The text packWords was given. */
export function unpackWords(packed: string): string {
  const { lines, ended } = linesOf(packed);
  let previous = '';
  const words = lines.map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1);
    return previous;
  });
  return words.join('\n') + (ended ? '\n' : '');
}
