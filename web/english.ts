// The broad english list on the page (data/english.txt, 274,136 words of 2 to 28 letters): the
// build puts it in the page front-coded (front-code.ts) and gzipped, as base64 in a text block
// after the page's script (#english-list, 0.54 MB), so that nothing is fetched (the page's CSP
// allows no fetch, and it works from file://). It is unpacked only when the player chooses it,
// and is then one more bundled list (by file name).

import { BROAD_LISTS, fileName } from '../lib/index.ts';
import { unpackWords } from './front-code.ts';

/** The list's file name, its key among the bundled lists once unpacked. */
export const ENGLISH_FILE = fileName(BROAD_LISTS['english']?.path ?? 'data/english.txt');

/** The list's text, as data/english.txt has it (gunzipped by the browser's DecompressionStream, then front-decoded). */
export async function unpackEnglish(): Promise<string> {
  const packed = document.getElementById('english-list')?.textContent?.trim();
  if (!packed) throw new Error('this page was built without the English list');
  const bytes = Uint8Array.from(atob(packed), (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return unpackWords(await new Response(stream).text());
}
