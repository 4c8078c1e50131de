// "Why this guess": the library's explanation (lib/talk/explain.ts, the data behind `--why`)
// drawn with the page's own tiles and words: each likely outcome as a row of small tiles with
// how many answers it leaves, the new letters with their share of the answers, and whether the
// guess may win now.

import { GREEN, GREY, type Tile, YELLOW } from '../../lib/index.ts';
import { type Explanation, scoreText } from '../../lib/talk/index.ts';
import { $ } from '../dom.ts';
import { TILE_NAMES } from './board.ts';

const EMOJI_TILE: Record<string, Tile> = { '⬛': GREY, '🟨': YELLOW, '🟩': GREEN };

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

const PHASE: Record<Explanation['phase'], string> = {
  early: 'Early in the game, a good guess spreads over common letters to cut the field down; hitting the answer now is unlikely.',
  middle: 'Mid-game, a good guess splits the words left as evenly as it can, and tries to win when that costs little.',
  late: 'With one or two words left, guess one of them: it may win now.',
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text) made.textContent = text;
  return made;
}

/** A word as small tiles, coloured (an outcome) or plain (the guess). */
export function miniTiles(word: string, tiles?: readonly Tile[]): HTMLElement {
  const box = element('span', 'mini');
  box.setAttribute('aria-hidden', 'true');
  [...word].forEach((letter, i) => {
    const tile = tiles?.[i];
    box.append(element('span', `tile small ${tile === undefined ? 'plain' : TILE_NAMES[tile]}`, letter));
  });
  return box;
}

function outcomeItem(word: string, outcome: Explanation['outcomes'][number], most: number): HTMLLIElement {
  const tiles = [...outcome.tiles].map((square) => EMOJI_TILE[square] ?? GREY);
  const item = element('li', 'outcome');
  item.dataset['pattern'] = outcome.pattern;
  item.dataset['count'] = String(outcome.count);
  const spoken = tiles.map((tile) => TILE_NAMES[tile]).join(' ');
  const label = element('span', 'visually-hidden', `${spoken}: `);
  const bar = element('span', 'bar');
  bar.style.setProperty('--share', String(most === 0 ? 0 : outcome.count / most));
  bar.setAttribute('aria-hidden', 'true');
  item.append(label, miniTiles(word, tiles), element('span', 'leaves', `leaves ${plural(outcome.count, 'word')}`), bar);
  return item;
}

/** Draws the explanation (or a line of text: thinking, or why there is none). */
export function renderWhy(explanation: Explanation | string, close: () => void): void {
  const why = $('why');
  why.hidden = false;
  const closeButton = element('button', 'pill close', 'Close');
  closeButton.type = 'button';
  closeButton.addEventListener('click', close);
  if (typeof explanation === 'string') {
    delete why.dataset['word'];
    const title = element('h3', 'minor', explanation);
    title.id = 'why-title';
    why.replaceChildren(title, closeButton);
    return;
  }
  const { word, candidates } = explanation;
  why.dataset['word'] = word;
  const title = element('h3', 'why-title');
  title.id = 'why-title';
  title.append('Why ', miniTiles(word), element('span', 'visually-hidden', word));
  const head = element('div', 'why-head');
  head.append(title, closeButton);
  const parts: HTMLElement[] = [head, element('p', 'score', `${scoreText(explanation.strategy, explanation.score)}.`)];
  if (candidates === 0) {
    parts.push(element('p', '', 'No possible answer is left.'));
    why.replaceChildren(...parts);
    return;
  }
  parts.push(
    element(
      'p',
      '',
      `Against the ${plural(candidates, 'possible answer')} it can show ${plural(explanation.outcomeCount, 'different outcome')}: ` +
        `on average ${explanation.expected.toFixed(1)} would be left, at worst ${explanation.worst}.`,
    ),
  );
  parts.push(element('h4', 'minor', 'Most likely outcomes'));
  const list = element('ol', 'outcomes');
  const most = explanation.outcomes[0]?.count ?? 0;
  for (const outcome of explanation.outcomes) list.append(outcomeItem(word, outcome, most));
  parts.push(list);
  parts.push(
    element(
      'p',
      explanation.canWin ? 'win' : '',
      explanation.canWin
        ? `It is a possible answer: it wins now with a chance of 1 in ${candidates.toLocaleString('en')}.`
        : 'It is not a possible answer, so it cannot win now.',
    ),
  );
  if (explanation.untried.length === 0) parts.push(element('p', '', 'It tries no new letter.'));
  else {
    parts.push(element('h4', 'minor', 'New letters, and the share of possible answers with each'));
    const letters = element('ul', 'why-letters');
    for (const { letter, share } of explanation.untried) {
      const item = element('li', 'why-letter');
      item.dataset['letter'] = letter;
      const bar = element('span', 'bar');
      bar.style.setProperty('--share', String(share));
      bar.setAttribute('aria-hidden', 'true');
      item.append(element('span', 'tile small plain', letter), element('span', 'share', percent(share)), bar);
      letters.append(item);
    }
    parts.push(letters);
  }
  parts.push(element('p', 'note', PHASE[explanation.phase]));
  why.replaceChildren(...parts);
}

export function hideWhy(): void {
  $('why').hidden = true;
}
