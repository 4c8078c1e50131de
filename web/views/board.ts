// The board: the rows played as tiles to tap (buttons), the row being typed, the empty rows.

import { GREY, type Tile } from '../../lib/index.ts';
import { $ } from '../dom.ts';
import { MAX_ROWS, state, wordLength } from '../state.ts';

export const TILE_NAMES: Record<Tile, string> = { 0: 'grey', 1: 'yellow', 2: 'green' };

const board = $('board');
const guessInput = $<HTMLInputElement>('guess');

function tileLabel(row: number, column: number, letter: string, tile: Tile | undefined): string {
  const colour = tile === undefined ? 'not yet scored' : TILE_NAMES[tile];
  return `guess ${row + 1}, letter ${column + 1}: ${letter.toUpperCase()}, ${colour}`;
}

export function renderBoard(): void {
  const rows: HTMLElement[] = [];
  const typed = [...guessInput.value.normalize('NFC').toLowerCase()];
  const length = wordLength() ?? Math.max(5, typed.length);
  const shown = Math.max(MAX_ROWS, state.rows.length);
  for (let r = 0; r < shown; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'group');
    const saved = state.rows[r];
    if (saved) {
      row.setAttribute('aria-label', `guess ${r + 1}: ${saved.letters.join('')}, ${saved.tiles.map((tile) => TILE_NAMES[tile]).join(' ')}`);
      saved.letters.forEach((letter, c) => {
        const tile = document.createElement('button');
        tile.type = 'button';
        const colour = saved.tiles[c] ?? GREY;
        tile.className = `tile ${TILE_NAMES[colour]}`;
        tile.textContent = letter;
        tile.dataset['row'] = String(r);
        tile.dataset['column'] = String(c);
        tile.tabIndex = r === state.focus.row && c === state.focus.column ? 0 : -1;
        tile.setAttribute('aria-label', tileLabel(r, c, letter, colour));
        row.append(tile);
      });
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      remove.textContent = '✕';
      remove.dataset['remove'] = String(r);
      remove.setAttribute('aria-label', `remove guess ${r + 1}, ${saved.letters.join('')}`);
      row.append(remove);
    } else {
      const current = r === state.rows.length;
      row.classList.add(current ? 'current' : 'empty');
      row.setAttribute('aria-hidden', 'true');
      for (let c = 0; c < length; c++) {
        const tile = document.createElement('span');
        const letter = current ? (typed[c] ?? '') : '';
        tile.className = letter ? 'tile typed' : 'tile';
        tile.textContent = letter;
        row.append(tile);
      }
    }
    rows.push(row);
  }
  board.replaceChildren(...rows);
  // Keep one tile in the tab order even when the focused row went away.
  if (!board.querySelector('button.tile[tabindex="0"]')) {
    const first = board.querySelector<HTMLButtonElement>('button.tile');
    if (first) {
      first.tabIndex = 0;
      state.focus = { row: Number(first.dataset['row']), column: Number(first.dataset['column']) };
    }
  }
  guessInput.disabled = state.rows.length >= MAX_ROWS;
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
