// The Solve view's board input: a guess typed (the form, the on-screen keyboard, letters typed
// anywhere) and checked as the game would check it, tiles tapped or set from the keyboard
// (0 1 2 ?, arrows, Backspace), a row removed, the board cleared or its unset tiles set grey.
// Each change redraws through main.ts's update.

import { GREEN, GREY, hardModeRefusal, isLanguageList, quote, YELLOW } from '../../lib/index.ts';
import { $, afterPaint } from '../dom.ts';
import { guessWords, typedGuess } from '../engine.ts';
import { clues, MAX_ROWS, nextTile, prefilledTiles, type RowTile, state, unknownCount, wordLength } from '../state.ts';
import { focusTile, renderBoard, renderTyped, repaintTile, tileAt } from './board.ts';
import { isLetter, onTyping } from './entry.ts';
import { type Keyboard, makeKeyboard } from './keyboard.ts';
import { showError } from './result.ts';

export interface BoardInputHost {
  /** Recomputes and redraws after a change; `what` names it in the timings. */
  update(what: string): void;
}

const board = $('board');
const guessInput = $<HTMLInputElement>('guess');

let host: BoardInputHost;

function setTile(row: number, column: number, tile: RowTile): void {
  const saved = state.rows[row];
  if (!saved || column >= saved.tiles.length) return;
  saved.tiles[column] = tile;
  state.focus = { row, column };
  repaintTile(row, column);
  // The tap is painted first (its tile); the rest (address, keyboard, turn) in the task after that frame.
  $('result').setAttribute('aria-busy', 'true');
  afterPaint(() => host.update('tap'));
  const element = tileAt(row, column);
  element?.classList.add('changed');
  setTimeout(() => element?.classList.remove('changed'), 160);
  focusTile(row, column);
}

/** The name of the chosen guess list, as the settings show it (a language's: Spanish, French). */
function guessListName(): string {
  const { language } = state.settings;
  const select = $<HTMLSelectElement>(isLanguageList(language) ? 'language' : 'guesses');
  if (select.id === 'guesses' && state.settings.guesses === 'file') return state.lists.file?.name ?? 'your file';
  return select.selectedOptions[0]?.textContent?.replace(/\s*\(.*\)$/, '') ?? state.settings.guesses;
}

/** Why the game would not take this guess now, or undefined when it would. */
function refusal(text: string): string | undefined {
  const word = typedGuess(text, state.settings);
  if (word === undefined) return text.trim() === '' ? 'Type a word first.' : `${quote(text.trim())} is not a word of letters.`;
  const letters = [...word];
  const length = wordLength();
  if (length !== undefined && letters.length !== length)
    return `${word.toUpperCase()} has ${letters.length} letters; the guesses so far have ${length}.`;
  if (state.rows.length >= MAX_ROWS)
    return `All ${MAX_ROWS} rows are played: Wordle gives no seventh guess. Remove a row (✕) to change one.`;
  if (state.turn?.state === 'solved' && unknownCount() === 0) return 'This game is solved. Start over for another.';
  if (!guessWords(state.lists, state.settings).has(word))
    return `${word.toUpperCase()} is not in the word list (${guessListName()}): Wordle would not take it as a guess.`;
  if (state.settings.hard) {
    const problem = hardModeRefusal(letters, clues());
    if (problem) return `${problem}. Wordle would not take it.`;
  }
  return undefined;
}

/** Adds a typed guess as the next row, or says why the game would not take it (false). */
export function addGuess(text: string): boolean {
  const problem = refusal(text);
  if (problem) {
    showError(problem);
    return false;
  }
  showError('');
  const letters = [...(typedGuess(text, state.settings) ?? '')];
  const tiles = prefilledTiles(letters);
  state.rows.push({ letters, tiles });
  guessInput.value = '';
  const row = state.rows.length - 1;
  const firstUnknown = tiles.indexOf(undefined);
  state.focus = { row, column: Math.max(0, firstUnknown) };
  renderBoard();
  host.update('add');
  focusTile(row, state.focus.column);
  return true;
}

/** A letter typed outside the input starts (or goes on with) the next guess. */
function typeLetter(event: KeyboardEvent): boolean {
  if (!isLetter(event) || guessInput.disabled) return false;
  event.preventDefault();
  guessInput.value += event.key.toLowerCase();
  guessInput.focus();
  showError('');
  renderTyped();
  return true;
}

/** When the last tap happened (its event's time), for the measures of bench/page.mjs. */
let tapStart = 0;
export const lastTapStart = () => tapStart;

/**
 * A tap's time from the event to the frame that shows it, measured for bench/page.mjs; call the
 * function it returns once the tap is handled. (Called before the tap is handled, so that its
 * frame callback comes first and its end is taken before the turn computed after that frame.)
 */
function measureTap(event: Event): () => void {
  tapStart = event.timeStamp;
  let handled = event.timeStamp;
  afterPaint(() => {
    performance.measure('wordle:tap-handled', { start: event.timeStamp, end: handled });
    performance.measure('wordle:tap-painted', { start: event.timeStamp, end: performance.now() });
  });
  return () => {
    handled = performance.now();
  };
}

const DIGITS: Record<string, RowTile> = { '0': GREY, '1': YELLOW, '2': GREEN, '?': undefined };
/** Starts taking the board's input; returns the Solve view's on-screen keyboard (main.ts paints it with each turn). */
export function startBoardInput(on: BoardInputHost): Keyboard {
  host = on;
  $('guess-form').addEventListener('submit', (event) => {
    event.preventDefault();
    addGuess(guessInput.value);
  });
  guessInput.addEventListener('input', () => {
    showError('');
    renderTyped();
  });
  $('clear').addEventListener('click', () => {
    state.rows = [];
    guessInput.value = '';
    showError('');
    renderBoard();
    host.update('clear');
    guessInput.focus();
  });
  $('rest-grey').addEventListener('click', () => {
    for (const row of state.rows) row.tiles = row.tiles.map((tile) => tile ?? GREY);
    renderBoard();
    host.update('rest-grey');
    guessInput.focus();
  });
  const keyboard = makeKeyboard($('keyboard'), (key) => {
    if (guessInput.disabled) return;
    if (key === 'Enter') addGuess(guessInput.value);
    else if (key === 'Backspace') guessInput.value = [...guessInput.value].slice(0, -1).join('');
    else guessInput.value += key;
    if (key !== 'Enter') {
      showError('');
      renderTyped();
    }
  });

  board.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('button');
    if (!target) return;
    if (target.dataset['remove'] !== undefined) {
      state.rows.splice(Number(target.dataset['remove']), 1);
      renderBoard();
      host.update('remove');
      guessInput.focus();
      return;
    }
    const row = Number(target.dataset['row']);
    const column = Number(target.dataset['column']);
    const saved = state.rows[row];
    if (!saved || column >= saved.tiles.length) return;
    const handled = measureTap(event);
    setTile(row, column, nextTile(saved.tiles[column]));
    handled();
  });

  board.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('tile')) return;
    const row = Number(target.dataset['row']);
    const column = Number(target.dataset['column']);
    const moves: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const rows = state.rows.length;
      const length = wordLength() ?? 5;
      focusTile(Math.min(rows - 1, Math.max(0, row + move[0])), Math.min(length - 1, Math.max(0, column + move[1])));
    } else if (event.key === 'Enter') {
      // Enter ends the row's colouring: back to typing the next guess.
      event.preventDefault();
      if (guessInput.disabled) return;
      guessInput.focus();
    } else if (event.key in DIGITS) {
      event.preventDefault();
      setTile(row, column, DIGITS[event.key]);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      setTile(row, column, undefined);
    } else {
      typeLetter(event);
    }
  });

  onTyping('solve', typeLetter);
  return keyboard;
}
