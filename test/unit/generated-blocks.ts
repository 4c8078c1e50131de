// Generated blocks of lines as the word readers hand them out (starting with '\n'): words of a
// length, near misses and junk. word-ends.test.ts and words-wasm.test.ts hold the byte scans to
// the expression's rule on them.

export { seededRandom as random } from '../../lib/solve/random.ts';

// Letters of both cases, the spaces a line is trimmed of, characters around them that are
// neither (the letters' neighbours in ASCII, digits, punctuation, control characters).
const PIECES: readonly string[] = [
  'a',
  'z',
  'M',
  'Q',
  'e',
  ' ',
  '\t',
  '\r',
  '\v',
  '\f',
  '@',
  '[',
  '`',
  '{',
  '0',
  '-',
  "'",
  '\x00',
  '\x1f',
  '\x7f',
];

/** A block of `lines` lines starting with '\n', as the readers hand them out. */
export function generatedBlock(next: () => number, lines: number, length: number): string {
  const out: string[] = [];
  const pick = (pieces: readonly string[]): string => pieces[Math.floor(next() * pieces.length)] ?? '';
  for (let k = 0; k < lines; k++) {
    const kind = next();
    let line = '';
    if (kind < 0.1) line = '';
    else if (kind < 0.5) {
      // A word of about the length, maybe padded: the near misses are the interesting lines.
      const pad = () => (next() < 0.3 ? pick([' ', '\t', '\r', ' \r', '\t \v']) : '');
      const letters = Math.max(0, length + Math.floor(next() * 3) - 1);
      line = pad();
      for (let i = 0; i < letters; i++) line += String.fromCharCode((next() < 0.3 ? 65 : 97) + Math.floor(next() * 26));
      line += pad();
      if (next() < 0.1) {
        const at = Math.floor(next() * (line.length + 1));
        line = line.slice(0, at) + pick(PIECES) + line.slice(at);
      }
    } else {
      const size = Math.floor(next() * 12);
      for (let i = 0; i < size; i++) line += pick(PIECES);
    }
    out.push(line);
  }
  return `\n${out.join('\n')}${next() < 0.5 ? '\n' : ''}`;
}
