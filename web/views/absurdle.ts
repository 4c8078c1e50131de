// The page's Absurdle mode: a game against the host that keeps as many words as it can
// (lib/absurdle/host.ts), in a panel of its own below the rest of the page. Everything it draws
// is made here; the page only calls startAbsurdle with its bundled lists.

import { AbsurdleGame, absurdleLists, normalizeLine } from '../../lib/index.ts';

const TILE_CLASS = ['grey', 'yellow', 'green'] as const;
const TILE_NAME = ['grey', 'yellow', 'green'] as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  if (text) made.textContent = text;
  return made;
}

/** Adds the Absurdle panel to the page; `lists` are the page's bundled lists by file name. */
export function startAbsurdle(
  lists: Readonly<Record<string, string>>,
  parent: HTMLElement = document.querySelector('main') ?? document.body,
): void {
  // A view of the page, with its tab (web/views/tabs.ts).
  const section = element('section', {
    id: 'absurdle',
    class: 'absurdle view',
    'data-view': 'absurdle',
    'data-title': 'Absurdle',
    'aria-labelledby': 'absurdle-title',
  });
  section.hidden = true;
  const details = element('details', { id: 'absurdle-details' });
  details.open = true;
  const summary = element('summary');
  summary.append(element('h2', { id: 'absurdle-title' }, 'Absurdle'));
  const about = element(
    'p',
    { class: 'note' },
    "qntm's Absurdle holds no word: after each guess the host keeps the largest group of its 2,315 words that share a feedback. Corner it: leave it one word, then guess that.",
  );
  const form = element('form', { id: 'absurdle-form', class: 'guess-form', autocomplete: 'off' });
  const input = element('input', {
    id: 'absurdle-guess',
    type: 'text',
    autocapitalize: 'none',
    spellcheck: 'false',
    placeholder: 'lidar',
    'aria-label': 'Absurdle guess',
  });
  const play = element('button', { type: 'submit' }, 'Guess');
  const restart = element('button', { type: 'button', id: 'absurdle-restart' }, 'New game');
  const hardField = element('label', { class: 'absurdle-hard' });
  const hard = element('input', { type: 'checkbox', id: 'absurdle-hard' });
  hardField.append(hard, ' Hard mode');
  form.append(input, play, restart, hardField);
  const rows = element('ol', { id: 'absurdle-rows', class: 'absurdle-rows', 'aria-label': 'Absurdle guesses' });
  const status = element('p', { id: 'absurdle-status', class: 'count', 'aria-live': 'polite' });
  const error = element('p', { id: 'absurdle-error', class: 'error', role: 'alert' });
  error.hidden = true;
  details.append(summary, about, form, error, rows, status);
  section.append(details);
  parent.append(section);

  // The lists are encoded on the first guess, not as the page loads.
  const words = (name: string) => (lists[name] ?? '').split('\n').flatMap((line) => normalizeLine(line) ?? []);
  let encoded: ReturnType<typeof absurdleLists> | undefined;
  let game: AbsurdleGame | undefined;
  const newGame = () => {
    encoded ??= absurdleLists(words('answers-2022.txt'), words('guesses-2022.txt'));
    game = new AbsurdleGame(encoded, hard.checked);
    rows.replaceChildren();
    status.textContent = `${encoded.answers.words.length.toLocaleString('en-US')} words left`;
    error.hidden = true;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!game) newGame();
    const current = game as AbsurdleGame;
    const problem = current.problem(input.value);
    error.hidden = problem === undefined;
    error.textContent = problem ?? '';
    if (problem !== undefined) return;
    const reply = current.play(input.value);
    const row = element('li', { class: 'absurdle-row' });
    [...reply.guess].forEach((letter, i) => {
      const tile = reply.tiles[i] ?? 0;
      row.append(
        element('span', { class: `absurdle-tile ${TILE_CLASS[tile]}`, 'aria-label': `${letter} ${TILE_NAME[tile]}` }, letter.toUpperCase()),
      );
    });
    rows.append(row);
    status.textContent = current.won
      ? `Won in ${current.replies.length}.`
      : `${reply.left.toLocaleString('en-US')} ${reply.left === 1 ? 'word' : 'words'} left`;
    input.value = '';
  });
  restart.addEventListener('click', newGame);
  // Hard mode is the game's rule from its first guess: changing it starts again.
  hard.addEventListener('change', newGame);
  // (A word typed here is not the main board's next guess.)
  input.addEventListener('keydown', (event) => event.stopPropagation());
}
