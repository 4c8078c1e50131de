// The Several boards view: Dordle, Quordle, Octordle... drawn as the Solve view draws one board.
// Type the guess played on every board (the same form and on-screen keyboard), then tap each
// board's tiles until they have that board's colours; a tile not set yet shows `?` and the
// status line says what is left to tap. Each board is a card with its tiles, its count and its
// likely answers; one guess for them all is at the top. The game is web/boards-state.ts's, the
// turn lib's boards turn (engine.ts, as `wordle crane:g1,g2,...`); this file only draws.

import { BOARDS_GAMES, type BoardsTurn, boardsTries } from '../../lib/boards/index.ts';
import { isLanguageList, isWordleError, keyboardRows } from '../../lib/index.ts';
import {
  addBoardsRow,
  type BoardsRow,
  boardsKeyStates,
  boardsPatterns,
  boardsRefusal,
  boardsState,
  boardsUnset,
  newBoardsGame,
  restGrey,
  setBoardsTile,
} from '../boards-state.ts';
import { button, element } from '../dom.ts';
import { computeBoardsTurn, foldOf, guessWords, type ListTexts, type Settings, typedGuess } from '../engine.ts';
import { nextTile, type RowTile } from '../state.ts';
import { store, stored } from '../storage.ts';
import { TILE_NAMES } from './board.ts';
import { makeEntry, typeInView } from './entry.ts';
import { miniTiles } from './why.ts';

export interface BoardsHost {
  readonly lists: () => ListTexts;
  readonly settings: () => Settings;
}

/** The likely answers a board's card lists (the count is whole). */
const LISTED = 120;

const tileName = (tile: RowTile) => (tile === undefined ? 'unknown' : TILE_NAMES[tile]);
const spoken = (tile: RowTile) => (tile === undefined ? 'not set yet' : TILE_NAMES[tile]);

export function startBoards(host: BoardsHost): void {
  const root = document.getElementById('boards');
  if (!root) return;
  let computing = 0;
  let started = false;

  const select = element('select', { id: 'boards-count' });
  for (const game of BOARDS_GAMES) select.append(new Option(`${game.name} (${game.boards} boards)`, String(game.boards)));
  const hint = element(
    'p',
    { class: 'hint' },
    "Type the word you played and press Enter: it goes on every board still open. Then tap each board's tiles until they have that board's colours.",
  );
  const unset = element('span', { id: 'boards-unset' });
  const restButton = button('pill', 'Set the rest grey', 'Set the rest grey', {});
  restButton.id = 'boards-rest-grey';
  const unsetLine = element('p', { class: 'status', role: 'status' }, unset, ' ', restButton);
  const status = element('h2', { id: 'boards-status', class: 'count', 'aria-live': 'polite' });
  const suggestion = element('div', { id: 'boards-suggestion', class: 'suggestion', 'aria-live': 'polite' });
  const result = element('section', { class: 'card result', 'aria-labelledby': 'boards-status' }, status, suggestion);
  const entry = makeEntry('boards', 'boards-guess', { button: 'Add', add: (word) => add(word) });
  const error = element('p', { id: 'boards-error', class: 'message', role: 'alert' });
  error.hidden = true;
  const clear = element('button', { type: 'button', id: 'boards-clear', class: 'ghost' }, 'Start over');
  const grid = element('div', { id: 'boards-grid', class: 'boards-grid' });
  const field = element('div', { class: 'field' }, element('label', { for: 'boards-count' }, 'Game'), select);
  root.append(
    element('h2', { class: 'visually-hidden' }, 'Several boards'),
    // (The form and the keyboard together: on a phone they stay at the bottom of the screen.)
    element(
      'div',
      { class: 'play' },
      hint,
      field,
      unsetLine,
      result,
      element('div', { class: 'dock' }, entry.form, error, entry.keys),
      element('p', { class: 'tools' }, clear),
    ),
    grid,
  );

  /** One board's card: its title and count, its rows of tiles to tap, its likely answers. */
  const boardCard = (b: number, turn: BoardsTurn | undefined): HTMLElement => {
    const rows = boardsState.rows.flatMap((row, at) => {
      const tiles = row.tiles[b];
      return tiles ? [tileRow(row, tiles, b, at)] : [];
    });
    const board = turn?.boards[b];
    const title = element('h3', { class: 'boards-title', id: `boards-title-${b}` }, `Board ${b + 1}`);
    const said = element('p', { class: 'boards-count' });
    const card = element('article', { class: 'card boards-result', 'data-board': String(b), 'aria-labelledby': title.id }, title, said);
    card.append(element('div', { class: 'board small' }, ...rows));
    if (board?.solvedAt !== undefined) {
      const word = boardsState.rows[board.solvedAt - 1]?.letters.join('') ?? '';
      card.dataset['state'] = 'solved';
      said.textContent = `Solved by guess ${board.solvedAt}: ${word.toUpperCase()}`;
    } else if (board) {
      const likely = board.turn.suggested.candidates;
      said.textContent = `${board.turn.result.matches.length} possible, ${likely.length} likely`;
      const words = likely.slice(0, LISTED).join(' ') + (likely.length > LISTED ? ` … and ${likely.length - LISTED} more` : '');
      // (In the tab order: a scrolled list must be reachable by the keyboard, to scroll it.)
      if (words) card.append(element('p', { class: 'words', tabindex: '0' }, words));
    }
    return card;
  };

  const tileRow = (row: BoardsRow, tiles: readonly RowTile[], b: number, at: number): HTMLElement => {
    const line = element('div', { class: 'row', role: 'group', 'aria-label': `board ${b + 1}, guess ${at + 1}` });
    row.letters.forEach((letter, i) => {
      const tile = tiles[i];
      const made = element(
        'button',
        {
          type: 'button',
          class: `tile small boards-tile ${tileName(tile)}`,
          'data-board': String(b),
          'data-row': String(at),
          'data-index': String(i),
          'aria-label': `board ${b + 1}, guess ${at + 1}, letter ${i + 1}: ${letter.toUpperCase()}, ${spoken(tile)}`,
        },
        letter,
      );
      line.append(made);
    });
    return line;
  };

  let shown: BoardsTurn | undefined;
  const draw = () => {
    root.dataset['played'] = String(boardsState.rows.length);
    grid.replaceChildren(...Array.from({ length: boardsState.count }, (_, b) => boardCard(b, shown)));
    const left = boardsUnset();
    unsetLine.hidden = left === 0;
    unset.textContent =
      left === 0
        ? ''
        : `${left} ${left === 1 ? 'tile' : 'tiles'} not set yet: tap ${left === 1 ? 'it' : 'each'} until it has that board's colour. Until then the lists take ${left === 1 ? 'it' : 'them'} as not known, and the next guess waits.`;
    entry.keyboard.layout(keyboardRows(foldOf(host.settings())));
    entry.keyboard.paint(boardsKeyStates());
  };

  const show = (turn: BoardsTurn) => {
    shown = turn;
    const solved = turn.boards.filter((board) => board.solvedAt !== undefined).length;
    const over = turn.state === 'won' ? ': every board solved' : turn.state === 'lost' ? ': no guess left' : '';
    status.textContent = `${turn.guesses.length} of ${turn.tries} guesses played, ${solved} of ${turn.boards.length} boards solved${over}`;
    root.dataset['state'] = turn.state === 'won' || turn.state === 'lost' ? 'over' : turn.state;
    const closed = turn.state === 'won' || turn.state === 'lost';
    entry.input.disabled = closed;
    entry.submit.disabled = closed;
    const pick = turn.suggestion;
    if (pick) {
      const play = button('play', '', `play ${pick.guess} as the next guess`, { play: pick.guess });
      play.append(miniTiles(pick.guess));
      suggestion.dataset['word'] = pick.guess;
      suggestion.replaceChildren(
        element('span', { class: 'label' }, 'Try next'),
        play,
        element('span', { class: 'visually-hidden' }, pick.guess.toUpperCase()),
        element('span', { class: 'facts' }, `${Math.round(pick.solves * 100)}% to solve a board now`),
      );
    } else {
      delete suggestion.dataset['word'];
      const why =
        boardsUnset() > 0 && turn.state === 'open'
          ? 'The next guess comes once every tile is set.'
          : turn.state === 'conflict'
            ? "A board's tiles clash: no word fits them all. Check each colour against that board."
            : turn.state === 'no-match'
              ? 'No word of the list fits one of the boards. Check its colours.'
              : '';
      suggestion.replaceChildren(...(why ? [element('p', { class: 'note' }, why)] : []));
    }
    draw();
  };

  const update = () => {
    draw();
    error.hidden = true;
    const id = ++computing;
    result.setAttribute('aria-busy', 'true');
    // (After the paint: a turn's guess is a pass over every guess for each board.)
    setTimeout(() => {
      if (id !== computing) return;
      // (The guess for them all waits for the tiles: with some not known the lists are as wide as before the guess, and the pick costs seconds.)
      computeBoardsTurn(host.lists(), host.settings(), boardsPatterns(), boardsState.count, boardsUnset() === 0).then(
        (turn) => {
          if (id !== computing) return;
          result.setAttribute('aria-busy', 'false');
          show(turn);
        },
        (problem: unknown) => {
          if (id !== computing) return;
          result.setAttribute('aria-busy', 'false');
          error.textContent = isWordleError(problem) ? problem.message : String(problem);
          error.hidden = false;
        },
      );
    }, 20);
  };

  const start = (count: number) => {
    newBoardsGame(count);
    shown = undefined;
    status.textContent = `0 of ${boardsTries(count)} guesses played`;
    suggestion.replaceChildren();
    update();
  };

  function add(text: string): void {
    const settings = host.settings();
    // (As the list has it: folded by the language's rule, `ÁRBOL` is `arbol`.)
    const typed = typedGuess(text, settings) ?? text;
    const { language } = settings;
    const listName = isLanguageList(language)
      ? language
      : settings.guesses === 'file'
        ? (host.lists().file?.name ?? 'your file')
        : settings.guesses;
    const problem = boardsRefusal(typed, guessWords(host.lists(), settings), listName);
    error.textContent = problem ?? '';
    error.hidden = problem === undefined;
    if (problem !== undefined) return;
    addBoardsRow(typed);
    entry.input.value = '';
    update();
    grid.querySelector<HTMLButtonElement>('.tile.unknown')?.focus();
  }

  grid.addEventListener('click', (event) => {
    const tile = (event.target as HTMLElement).closest<HTMLButtonElement>('button.boards-tile');
    if (!tile) return;
    const [b, at, i] = ['board', 'row', 'index'].map((key) => Number(tile.dataset[key]));
    const row = boardsState.rows[at as number];
    setBoardsTile(at as number, b as number, i as number, nextTile(row?.tiles[b as number]?.[i as number]));
    update();
    grid.querySelector<HTMLButtonElement>(`button.boards-tile[data-board="${b}"][data-row="${at}"][data-index="${i}"]`)?.focus();
  });
  // A letter typed on a tile goes on with the guess, as on the Solve view's board.
  grid.addEventListener('keydown', (event) => typeInView('boards', event));
  suggestion.addEventListener('click', (event) => {
    const word = (event.target as HTMLElement).closest<HTMLElement>('[data-play]')?.dataset['play'];
    if (word) add(word);
  });
  restButton.addEventListener('click', () => {
    restGrey();
    update();
  });
  entry.input.addEventListener('input', () => {
    error.hidden = true;
  });
  select.addEventListener('change', () => {
    store('boards', select.value);
    start(Number(select.value));
  });
  clear.addEventListener('click', () => start(Number(select.value)));
  // The game starts when the view is first shown (its first turn is not the page's first answer's business).
  root.addEventListener('view-shown', () => {
    if (started) return;
    started = true;
    const kept = stored('boards');
    if (kept && [...select.options].some((option) => option.value === kept)) select.value = kept;
    else select.value = '4';
    start(Number(select.value));
  });
}
