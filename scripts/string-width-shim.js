// Stands in for `string-width` in the bundle. yargs only measures its own help text, and the
// real package builds a \p{RGI_Emoji} expression and an Intl.Segmenter on first use (about
// 30 ms, a whole Node start's worth). Terminal columns: 0 for escapes and combining marks,
// 2 for wide East Asian characters and emoji, 1 otherwise.

const ANSI = /\x1b\[[0-9;]*[A-Za-z]|\x1b\]8;;.*?\x07/g;
const ZERO = /[\p{Mn}\p{Me}\p{Cf}\u200B\uFE0E\uFE0F]/u;

function isWide(code) {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code === 0x2b1b ||
    code === 0x2b1c ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

export default function stringWidth(text) {
  if (typeof text !== 'string' || text.length === 0) return 0;
  let width = 0;
  for (const char of text.replace(ANSI, '')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || ZERO.test(char)) continue;
    width += isWide(code) ? 2 : 1;
  }
  return width;
}
