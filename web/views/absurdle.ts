// The page's Absurdle view: a game against the host that keeps as many words as it can (lib's
// host, through engine.ts), drawn as the Solve view draws a game: the rows as tiles, the row
// being typed, the count, the guess typed in the same form with the on-screen keyboard coloured
// by the host's tiles. A target typed in its field is the challenge mode: the host must end on
// it, and the game is lost once it lets it go. Everything it draws is made here; the page only
// calls startAbsurdle.

import type { AbsurdleGame } from '../../lib/absurdle/index.ts';
import type { Clue, Tile } from '../../lib/index.ts';
import { letterStates, renderPattern } from '../../lib/talk/index.ts';
import { element } from '../dom.ts';
import { type ListTexts, newAbsurdleGame } from '../engine.ts';
import { TILE_NAMES } from './board.ts';
import { makeEntry } from './entry.ts';

const count = (words: number) => `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'} left`;

/** A reply as a row of tiles in its colours. */
function replyRow(word: string, tiles: readonly Tile[]): HTMLElement {
  const row = element('li', { class: 'row', 'aria-label': `${word}: ${tiles.map((tile) => TILE_NAMES[tile]).join(' ')}` });
  row.append(...[...word].map((letter, i) => element('span', { class: `tile ${TILE_NAMES[tiles[i] ?? 0]}` }, letter)));
  return row;
}

/** Adds the Absurdle view to the page; `lists` are the page's lists (Absurdle's own are bundled there). */
export function startAbsurdle(lists: () => ListTexts, parent: HTMLElement = document.querySelector('main') ?? document.body): void {
  // A view of the page, with its tab (web/views/tabs.ts): the tab names it, so its heading is for screen readers.
  const section = element('section', {
    id: 'absurdle',
    class: 'absurdle view',
    'data-view': 'absurdle',
    'data-title': 'Absurdle',
    'aria-labelledby': 'absurdle-title',
  });
  section.hidden = true;
  const about = element(
    'p',
    { class: 'hint' },
    "qntm's Absurdle holds no word: after each guess the host keeps the largest group of its 2,315 words that share a feedback. Corner it: leave it one word, then guess that.",
  );
  const rows = element('ol', { id: 'absurdle-rows', class: 'board absurdle-rows', 'aria-label': 'Absurdle guesses' });
  const typed = element('div', { class: 'board', 'aria-hidden': 'true' });
  const status = element('p', { id: 'absurdle-status', class: 'count', 'aria-live': 'polite' });
  const error = element('p', { id: 'absurdle-error', class: 'message', role: 'alert' });
  error.hidden = true;
  const entry = makeEntry('absurdle', 'absurdle-guess', { button: 'Guess', add: (word) => play(word) });
  const restart = element('button', { type: 'button', id: 'absurdle-restart', class: 'ghost' }, 'New game');
  const hard = element('input', { type: 'checkbox', id: 'absurdle-hard', class: 'switch' });
  const hardField = element('div', { class: 'field switch' }, hard, element('label', { for: 'absurdle-hard' }, 'Hard mode'));
  const tools = element('div', { class: 'tools' }, hardField, restart);
  const target = element('input', {
    type: 'text',
    id: 'absurdle-target',
    autocomplete: 'off',
    autocapitalize: 'none',
    spellcheck: 'false',
    maxlength: '32',
    placeholder: 'none: corner it',
  });
  const targetField = element(
    'div',
    { class: 'field target-field' },
    element('label', { for: 'absurdle-target' }, 'Challenge: end on'),
    target,
  );
  section.append(
    element('h2', { id: 'absurdle-title', class: 'visually-hidden' }, 'Absurdle'),
    element(
      'div',
      { class: 'play' },
      about,
      targetField,
      element('div', { class: 'absurdle-board' }, rows, typed),
      status,
      entry.form,
      error,
      entry.keys,
      tools,
    ),
  );
  parent.append(section);

  let game: AbsurdleGame | undefined;
  const clues = (): Clue[] =>
    (game?.replies ?? []).map((reply) => ({
      letters: [...reply.guess],
      tiles: reply.tiles,
      text: renderPattern([...reply.guess], reply.tiles),
    }));
  // The row being typed, as the Solve view's: the letters so far, then empty tiles.
  const showTyped = () => {
    const letters = [...entry.input.value.normalize('NFC').toLowerCase()];
    const length = Math.max(game?.lists.length ?? 5, letters.length);
    const tiles = Array.from({ length }, (_, i) => element('span', { class: letters[i] ? 'tile typed' : 'tile' }, letters[i] ?? ''));
    typed.replaceChildren(element('div', { class: 'row current' }, ...tiles));
  };
  const draw = () => {
    const current = game as AbsurdleGame;
    rows.replaceChildren(...current.replies.map((reply) => replyRow(reply.guess, reply.tiles)));
    const last = current.replies.at(-1);
    const aim = current.target?.toUpperCase();
    const lost = current.lostAfter;
    const left = count(last?.left ?? current.lists.answers.words.length);
    status.textContent = current.won
      ? `Won in ${current.replies.length}${aim === undefined ? '' : `: the host ended on ${aim}`}.`
      : lost !== undefined
        ? `Lost: after guess ${lost} the host no longer holds ${aim}.`
        : aim === undefined
          ? left
          : `${left}, ${aim} among them`;
    section.dataset['state'] = current.won ? 'won' : lost !== undefined ? 'lost' : '';
    entry.input.disabled = current.won || lost !== undefined;
    entry.submit.disabled = entry.input.disabled;
    entry.keyboard.paint(letterStates(clues()));
    showTyped();
  };
  const newGame = () => {
    const aim = target.value.trim();
    try {
      game = newAbsurdleGame(lists(), hard.checked, aim === '' ? undefined : aim);
    } catch (problem) {
      // A target not among the host's words: said, and the game as it was.
      target.setAttribute('aria-invalid', 'true');
      error.textContent = (problem as Error).message;
      error.hidden = false;
      return;
    }
    target.removeAttribute('aria-invalid');
    error.hidden = true;
    entry.input.value = '';
    draw();
  };
  const play = (word: string) => {
    if (!game) newGame();
    const current = game as AbsurdleGame;
    const problem = current.problem(word);
    error.hidden = problem === undefined;
    error.textContent = problem ?? '';
    if (problem !== undefined) return;
    current.play(word);
    entry.input.value = '';
    draw();
  };
  entry.input.addEventListener('input', () => {
    error.hidden = true;
    showTyped();
  });
  restart.addEventListener('click', newGame);
  // Hard mode and the target are the game's rules from its first guess: changing one starts again.
  hard.addEventListener('change', newGame);
  target.addEventListener('change', newGame);
  // The lists are encoded when the view is first shown, not as the page loads.
  section.addEventListener('view-shown', () => {
    if (!game) newGame();
  });
}
