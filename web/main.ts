// The page: the guesses as tiles you tap, and what `wordle` would say about them. Pure UI over
// the library (through engine.ts): the turn is computed exactly as the CLI computes it. This file
// wires the parts: state.ts (what the page holds), views/ (drawing), worker-client.ts (ranking
// off the thread), storage.ts (preferences kept).

import {
  GREEN,
  GREY,
  isWordleError,
  normalizeLine,
  type OpenerBook,
  positionHash,
  settingsOfHash,
  type Tile,
  YELLOW,
} from '../lib/index.ts';
import { $ } from './dom.ts';
import { computeTurn, type Settings } from './engine.ts';
import { clues, MAX_ROWS, patterns, rowsFromHash, state, wordLength } from './state.ts';
import { store, stored } from './storage.ts';
import { startAbsurdle } from './views/absurdle.ts';
import { focusTile, renderBoard, tileAt } from './views/board.ts';
import { startBoards } from './views/boards.ts';
import { startDisplay } from './views/display.ts';
import { renderLetters } from './views/letters.ts';
import { renderResult, showCancelled, showError, showOthers, showProgress, showRanked, showWhy } from './views/result.ts';
import { startReview } from './views/review.ts';
import { linkedSettings, showSettings, startSettings, validSettings } from './views/settings.ts';
import { createWorkerClient } from './worker-client.ts';

// Set by the build (scripts/build-web.mjs): the bundled lists, the openers, the worker's code.
declare const WORDLE_LISTS: Record<string, string>;
declare const WORDLE_OPENERS: OpenerBook;
declare const WORKER_SOURCE: string;

const NEXT_TILE: Record<Tile, Tile> = { 0: YELLOW, 1: GREEN, 2: GREY };

const board = $('board');
const guessInput = $<HTMLInputElement>('guess');

// (The books are in the worker's code: only turns with the solver read them.)
state.lists = { bundled: WORDLE_LISTS, openers: WORDLE_OPENERS, books: {} };

/** How long each update took (ms), for the browser tests and the README's numbers. */
const timings: { what: string; ms: number }[] = [];
(window as unknown as { wordleTimings: typeof timings }).wordleTimings = timings;

const worker = createWorkerClient(WORKER_SOURCE, () => state.lists, {
  ranked: (message) => showRanked(message.ranked, message.stopped),
  progress: showProgress,
  why: showWhy,
  error: showError,
});

let updates = 0;

/** Recomputes and redraws everything after a change; `what` names it in the timings. */
function update(what: string): void {
  const start = performance.now();
  const id = ++updates;
  showError('');
  renderBoard();
  worker.forget('why');
  // The address carries the position and the settings; the note shows the position as `wordle` reads it.
  const hash = positionHash(clues(), state.settings);
  if (location.hash !== hash && !(hash === '#' && location.hash === ''))
    history.replaceState(null, '', hash === '#' ? location.pathname + location.search : hash);
  $('position').textContent = positionHash(clues());
  // The page's own turn has no solver: its quick answer, or `pending` and the worker ranks.
  // (With the lists in memory it settles in this task's microtasks, before any input.)
  computeTurn(state.lists, patterns(), state.settings, { top: 1 }).then(
    (turn) => {
      if (id !== updates) return;
      state.turn = turn;
      const top = renderResult(turn);
      renderLetters(turn);
      if (top === undefined) worker.forget('rank');
      else worker.post({ type: 'rank', patterns: patterns(), settings: state.settings, top });
      timings.push({ what, ms: performance.now() - start });
    },
    (error: unknown) => {
      if (id === updates) showError(isWordleError(error) ? error.message : String(error));
    },
  );
}

/** An address with a position or settings in it: a link, whose settings are the page's. */
const isLink = (hash: string) => hash !== '' && hash !== '#';

/** The board and settings from the address; a bad pattern in it is named after the update. */
function loadHash(what: string): void {
  const { rows, problems } = rowsFromHash(location.hash);
  state.rows = rows;
  if (isLink(location.hash)) {
    state.settings = linkedSettings(settingsOfHash(location.hash));
    showSettings(state.settings);
  }
  update(what);
  if (problems) showError(problems);
}

// ---- input ----

function setTile(row: number, column: number, tile: Tile): void {
  const saved = state.rows[row];
  if (!saved || column >= saved.tiles.length) return;
  saved.tiles[column] = tile;
  state.focus = { row, column };
  update('tap');
  const element = tileAt(row, column);
  element?.classList.add('changed');
  setTimeout(() => element?.classList.remove('changed'), 150);
  focusTile(row, column);
}

function addGuess(text: string): boolean {
  const word = normalizeLine(text);
  const length = wordLength();
  if (word === undefined) {
    showError(text.trim() === '' ? 'type a word first' : `'${text.trim()}' is not a word of letters`);
    return false;
  }
  const letters = [...word];
  if (length !== undefined && letters.length !== length) {
    showError(`'${word}' has ${letters.length} letters; the guesses so far have ${length}`);
    return false;
  }
  if (state.rows.length >= MAX_ROWS) return false;
  state.rows.push({ letters, tiles: letters.map(() => GREY) });
  guessInput.value = '';
  state.focus = { row: state.rows.length - 1, column: 0 };
  update('add');
  focusTile(state.rows.length - 1, 0);
  return true;
}

/** A letter typed outside the input starts (or goes on with) the next guess. */
function typeLetter(event: KeyboardEvent): boolean {
  if (event.key.length !== 1 || !/\p{L}/u.test(event.key) || event.ctrlKey || event.metaKey || event.altKey || guessInput.disabled)
    return false;
  event.preventDefault();
  guessInput.value += event.key.toLowerCase();
  guessInput.focus();
  renderBoard();
  return true;
}

$('guess-form').addEventListener('submit', (event) => {
  event.preventDefault();
  addGuess(guessInput.value);
});
guessInput.addEventListener('input', () => {
  showError('');
  renderBoard();
});
$('clear').addEventListener('click', () => {
  state.rows = [];
  guessInput.value = '';
  update('clear');
  guessInput.focus();
});

board.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!target) return;
  if (target.dataset['remove'] !== undefined) {
    state.rows.splice(Number(target.dataset['remove']), 1);
    update('remove');
    guessInput.focus();
    return;
  }
  const row = Number(target.dataset['row']);
  const column = Number(target.dataset['column']);
  const tile = state.rows[row]?.tiles[column];
  if (tile !== undefined) setTile(row, column, NEXT_TILE[tile]);
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
  } else if (event.key === '0' || event.key === '1' || event.key === '2') {
    event.preventDefault();
    setTile(row, column, Number(event.key) as Tile);
  } else {
    typeLetter(event);
  }
});

document.addEventListener('keydown', (event) => {
  if (event.target === document.body) typeLetter(event);
});

$('result-title').parentElement?.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!target) return;
  const play = target.dataset['play'];
  const why = target.dataset['why'];
  if (play !== undefined) addGuess(play);
  else if (why !== undefined) {
    showWhy(`why ${why}: thinking…`);
    worker.post({ type: 'why', patterns: patterns(), settings: state.settings, word: why });
  }
});

$('cancel').addEventListener('click', () => {
  worker.cancel();
  showCancelled();
});

$<HTMLDetailsElement>('others').addEventListener('toggle', () => {
  if (!state.turn || !$<HTMLDetailsElement>('others').open) return;
  const start = performance.now();
  showOthers(state.turn);
  timings.push({ what: 'others', ms: performance.now() - start });
});

// ---- settings ----

function changeSettings(change: Partial<Settings>): void {
  state.settings = { ...state.settings, ...change };
  for (const [key, value] of Object.entries(change)) if (key !== 'guesses' || value !== 'file') store(key, String(value));
  showSettings(state.settings);
  update('settings');
}

startSettings({
  change: changeSettings,
  file(name, text) {
    // The user's file as the guess list. The likely answers stay the chosen list, as with
    // `wordle -f FILE`: the bundled answers weigh any list (when none of them fits, every match counts).
    state.lists = { ...state.lists, file: { name, text } };
    worker.restart();
    changeSettings({ guesses: 'file' });
  },
});

window.addEventListener('hashchange', () => {
  if (location.hash !== positionHash(clues(), state.settings)) loadHash('hash');
});

// ---- start ----

startDisplay();
// Absurdle: a panel of its own (web/views/absurdle.ts).
startAbsurdle(WORDLE_LISTS);
// Several boards (Dordle, Quordle, ...): a panel of its own (web/views/boards.ts).
startBoards({ lists: () => state.lists, settings: () => state.settings });
// The preferences kept, unless the address is a link: then its settings (loadHash).
state.settings = validSettings({
  strategy: stored('strategy'),
  hard: stored('hard'),
  answers: stored('answers'),
  guesses: stored('guesses'),
  timeLimit: stored('timeLimit'),
  alpha: stored('alpha'),
  familiar: stored('familiar'),
});
showSettings(state.settings);
loadHash('start');
document.documentElement.dataset['interactiveMs'] = performance.now().toFixed(1);

// The review view (web/views/review.ts): its own section, reading the page's lists, settings and board.
startReview({ lists: () => state.lists, settings: () => state.settings, patterns });
