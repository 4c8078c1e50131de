// Absurdle's host from its definition, for the tests of lib/absurdle to check it against: Wordle's
// tiles straight from the rules, and the group the host keeps.

/** Wordle's tiles, straight from the rules: greens, then yellows left to right while unmatched copies last ('g', 'y', 'b'). */
function plainTiles(guess: string, answer: string): string {
  const tiles: string[] = [...guess].map((letter, i) => (answer[i] === letter ? 'g' : 'b'));
  const unmatched = [...answer].filter((_, i) => tiles[i] !== 'g');
  [...guess].forEach((letter, i) => {
    if (tiles[i] === 'g') return;
    const at = unmatched.indexOf(letter);
    if (at >= 0) {
      tiles[i] = 'y';
      unmatched.splice(at, 1);
    }
  });
  return tiles.join('');
}

/** The tiles of each pair worked out once (the brute forces ask for the same pairs many times). */
const TILES = new Map<string, string>();

export function tilesOf(guess: string, answer: string): string {
  const key = `${guess} ${answer}`;
  const known = TILES.get(key);
  if (known !== undefined) return known;
  const tiles = plainTiles(guess, answer);
  TILES.set(key, tiles);
  return tiles;
}

/** The host's rule, from its definition: the largest group; ties to fewest greens, fewest yellows, then b < y < g left to right. */
export function referenceHost(words: readonly string[], guess: string): { tiles: string; kept: string[] } {
  const groups = new Map<string, string[]>();
  for (const word of words) {
    const tiles = tilesOf(guess, word);
    groups.set(tiles, [...(groups.get(tiles) ?? []), word]);
  }
  const count = (tiles: string, tile: string) => [...tiles].filter((t) => t === tile).length;
  const order = (tiles: string) => tiles.replaceAll('b', '0').replaceAll('y', '1').replaceAll('g', '2');
  const [tiles, kept] = [...groups].sort(
    ([a, wa], [b, wb]) =>
      wb.length - wa.length || count(a, 'g') - count(b, 'g') || count(a, 'y') - count(b, 'y') || (order(a) < order(b) ? -1 : 1),
  )[0] as [string, string[]];
  return { tiles, kept };
}
