// The board: the rows played as tiles to tap (buttons), the row being typed, the empty rows.
// It is drawn once and then changed in place: a tap recolours one tile, it does not rebuild
// the board (no flicker, no focus lost, and a tap stays well within a frame).

import type { Tile } from '../../lib/index.ts';
import { $ } from '../dom.ts';
import { MAX_ROWS, type RowTile, state, wordLength } from '../state.ts';

export const TILE_NAMES: Record<Tile, string> = { 0: 'grey', 1: 'yellow', 2: 'green' };
const tileName = (tile: RowTile) => (tile === undefined ? 'unknown' : TILE_NAMES[tile]);
/** What a screen reader hears for a colour: unknown is "not set yet". */
const spoken = (tile: RowTile) => (tile === undefined ? 'not set yet' : TILE_NAMES[tile]);

const board = $('board');
const guessInput = $<HTMLInputElement>('guess');

function tileLabel(row: number, column: number, letter: string, tile: RowTile): string {
  return `guess ${row + 1}, letter ${column + 1}: ${letter.toUpperCase()}, ${spoken(tile)}`;
}

function rowLabel(r: number): string {
  const saved = state.rows[r];
  return saved ? `guess ${r + 1}: ${saved.letters.join('')}, ${saved.tiles.map(tileName).join(' ')}` : '';
}

/** Gives a tile button its colour, name and letter. */
function paintTile(element: HTMLElement, r: number, c: number): void {
  const saved = state.rows[r];
  const letter = saved?.letters[c] ?? '';
  const tile = saved?.tiles[c];
  element.className = `tile ${tileName(tile)}`;
  element.textContent = letter;
  element.setAttribute('aria-label', tileLabel(r, c, letter, tile));
}

function playedRow(r: number): HTMLElement {
  const saved = state.rows[r];
  const row = document.createElement('div');
  row.className = 'row played';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', rowLabel(r));
  saved?.letters.forEach((_, c) => {
    const tile = document.createElement('button');
    tile.type = 'button';
    tile.dataset['row'] = String(r);
    tile.dataset['column'] = String(c);
    tile.tabIndex = r === state.focus.row && c === state.focus.column ? 0 : -1;
    paintTile(tile, r, c);
    row.append(tile);
  });
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'remove';
  remove.textContent = '✕';
  remove.dataset['remove'] = String(r);
  remove.setAttribute('aria-label', `remove guess ${r + 1}, ${saved?.letters.join('')}`);
  row.append(remove);
  return row;
}

function blankRow(current: boolean, length: number, typed: readonly string[]): HTMLElement {
  const row = document.createElement('div');
  row.className = current ? 'row current' : 'row empty';
  row.setAttribute('aria-hidden', 'true');
  for (let c = 0; c < length; c++) {
    const tile = document.createElement('span');
    const letter = current ? (typed[c] ?? '') : '';
    tile.className = letter ? 'tile typed' : 'tile';
    tile.textContent = letter;
    row.append(tile);
  }
  // (The same width as a played row's remove button: rows line up.)
  const spacer = document.createElement('span');
  spacer.className = 'remove spacer';
  row.append(spacer);
  return row;
}

/** Draws the whole board (after a row is added or removed, or the position is loaded). */
export function renderBoard(): void {
  const typed = [...guessInput.value.normalize('NFC').toLowerCase()];
  const length = wordLength() ?? Math.max(5, typed.length);
  const shown = Math.max(MAX_ROWS, state.rows.length);
  const rows: HTMLElement[] = [];
  for (let r = 0; r < shown; r++) rows.push(state.rows[r] ? playedRow(r) : blankRow(r === state.rows.length, length, typed));
  board.style.setProperty('--columns', String(length));
  // (A phone shows the rows played and the one being typed, sized to leave the suggestion in sight: style.css.)
  board.style.setProperty('--rows', String(state.rows.length + 1));
  board.closest<HTMLElement>('.view')?.setAttribute('data-played', String(state.rows.length));
  board.replaceChildren(...rows);
  // Keep one tile in the tab order even when the focused row went away.
  if (!board.querySelector('button.tile[tabindex="0"]')) {
    const first = board.querySelector<HTMLButtonElement>('button.tile');
    if (first) {
      first.tabIndex = 0;
      state.focus = { row: Number(first.dataset['row']), column: Number(first.dataset['column']) };
    }
  }
}

/** Redraws one tile after a tap (and its row's name). */
export function repaintTile(r: number, c: number): void {
  const element = tileAt(r, c);
  if (!element) return;
  paintTile(element, r, c);
  element.parentElement?.setAttribute('aria-label', rowLabel(r));
}

/** Shows what is typed in the row being typed, without redrawing the rest. */
export function renderTyped(): void {
  const current = board.querySelector('.row.current');
  if (!current || (wordLength() === undefined && [...guessInput.value].length > current.querySelectorAll('.tile').length)) {
    renderBoard();
    return;
  }
  const typed = [...guessInput.value.normalize('NFC').toLowerCase()];
  current.querySelectorAll('.tile').forEach((tile, c) => {
    const letter = typed[c] ?? '';
    tile.className = letter ? 'tile typed' : 'tile';
    tile.textContent = letter;
  });
}

/** The tile's button, when that row and column are played. */
export function tileAt(row: number, column: number): HTMLButtonElement | null {
  return board.querySelector<HTMLButtonElement>(`button.tile[data-row="${row}"][data-column="${column}"]`);
}

export function focusTile(row: number, column: number): void {
  const tile = tileAt(row, column);
  if (!tile) return;
  for (const other of board.querySelectorAll<HTMLButtonElement>('button.tile[tabindex="0"]')) other.tabIndex = -1;
  tile.tabIndex = 0;
  state.focus = { row, column };
  tile.focus();
}
