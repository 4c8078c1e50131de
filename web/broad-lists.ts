// The broad lists on the page (lib's BROAD_LISTS): english (274,137 words of 2 to 28 letters) and
// the Spanish and French lists (636,598 and 318,887 words of any length, folded as their games
// fold letters). The build puts each in the page front-coded (front-code.ts) and gzipped, as
// base64 in a text block after the page's script (#english-list 0.54 MB, #es-list 0.45 MB,
// #fr-list 0.26 MB), so that nothing is fetched (the page's CSP allows no fetch, and it works
// from file://). Each is unpacked only when the player chooses it, and is then one more bundled
// list (by file name).

import { BROAD_LISTS, fileName } from '../lib/index.ts';
import { unpackWords } from './front-code.ts';

/** A broad list's file name (english.txt, spanish.txt), its key among the bundled lists once unpacked. */
export const broadFile = (name: string) => fileName(BROAD_LISTS[name]?.path ?? `${name}.txt`);

/** Once the page is parsed to its end: the lists' blocks come after its script (a language kept, or a link's, is unpacked as the page opens). */
const parsed = (): Promise<unknown> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

/** The list's text, as its file in data/ has it (gunzipped by the browser's DecompressionStream, then front-decoded). */
export async function unpackBroad(name: string): Promise<string> {
  await parsed();
  const packed = document.getElementById(`${name}-list`)?.textContent?.trim();
  if (!packed) throw new Error(`this page was built without the ${name} list`);
  const bytes = Uint8Array.from(atob(packed), (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return unpackWords(await new Response(stream).text());
}
