// The page: the guesses as tiles you tap, and what `wordle` would say about them. Pure UI over
// the library (through engine.ts): the turn is computed exactly as the CLI computes it. This file
// wires the parts: state.ts (what the page holds), views/ (drawing), worker-client.ts (ranking
// off the thread), storage.ts (preferences kept).

import {
  GREEN,
  GREY,
  hardModeRefusal,
  isWordleError,
  keyboardRows,
  letterStates,
  type OpenerBook,
  positionHash,
  quote,
  settingsOfHash,
  shareGrid,
  YELLOW,
} from '../lib/index.ts';
import { broadFile, unpackBroad } from './broad-lists.ts';
import { $, element } from './dom.ts';
import { computeTurn, DEFAULT_SETTINGS, foldOf, guessWords, missingLists, type Settings, typedGuess } from './engine.ts';
import {
  clues,
  isComplete,
  MAX_ROWS,
  nextTile,
  patterns,
  prefilledTiles,
  type RowTile,
  rowsFromHash,
  state,
  unknownCount,
  wordLength,
} from './state.ts';
import { store, stored } from './storage.ts';
import { startAbsurdle } from './views/absurdle.ts';
import { focusTile, renderBoard, renderTyped, repaintTile, tileAt } from './views/board.ts';
import { startBoards } from './views/boards.ts';
import { startDisplay } from './views/display.ts';
import { isLetter, onTyping, startTyping } from './views/entry.ts';
import { makeKeyboard } from './views/keyboard.ts';
import { renderLetters } from './views/letters.ts';
import { renderResult, showCancelled, showError, showOthers, showProgress, showRanked, showShare } from './views/result.ts';
import { reviewFailed, showReview, startReview } from './views/review.ts';
import { linkedSettings, linkOf, showSettings, startSettings, validSettings } from './views/settings.ts';
import { startViews } from './views/tabs.ts';
import { hideWhy, renderWhy } from './views/why.ts';
import { createWorkerClient } from './worker-client.ts';

// Set by the build (scripts/build-web.mjs): the openers. The bundled lists and the worker's code
// are text blocks in the page (read here: as strings in the script they would cost time to compile).
declare const WORDLE_OPENERS: OpenerBook;
const bundledLists = Object.fromEntries(
  [...document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-list]')].map((block) => [
    block.dataset['list'] ?? '',
    block.textContent ?? '',
  ]),
);
const workerSource = () => $('worker-source').textContent ?? '';

const board = $('board');
const guessInput = $<HTMLInputElement>('guess');
const addButton = $<HTMLButtonElement>('add');

// (The books are in the worker's code: only turns with the solver read them.)
state.lists = { bundled: bundledLists, openers: WORDLE_OPENERS, books: {} };

/** How long each update took to compute and draw (ms), for the browser tests and bench/page.mjs. */
const timings: { what: string; ms: number }[] = [];
(window as unknown as { wordleTimings: typeof timings }).wordleTimings = timings;

/** Calls `then` once the frame drawn after now is on screen (a task queued from the next animation frame runs after its paint). */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
}

const worker = createWorkerClient(workerSource, () => state.lists, {
  ranked: (message) => showRanked(message.ranked, message.stopped),
  progress: showProgress,
  why: (explanation) => renderWhy(explanation ?? 'No possible answer is left to explain a guess against.', closeWhy),
  review: showReview,
  error: (message, kind) => (kind === 'review' ? reviewFailed(message) : showError(message)),
});

let updates = 0;
/** The clues and settings of the turn on screen: a change that leaves them as they are recomputes nothing. */
let shownKey = '';
let firstShown = false;

/** What the status line under the board says: tiles still to set, a full board, a solved game. */
function showStatus(): void {
  const unknown = unknownCount();
  const restGrey = $('rest-grey');
  restGrey.hidden = unknown === 0;
  let text = '';
  // (What follows the first sentence is left out on a phone: style.css's .more.)
  let more = '';
  if (unknown > 0) {
    const rows = state.rows.filter((row) => !isComplete(row)).map((row) => row.letters.join('').toUpperCase());
    text = `${unknown} ${unknown === 1 ? 'tile' : 'tiles'} of ${rows.join(' and ')} not set yet: tap ${unknown === 1 ? 'it' : 'each'} until it has Wordle's colour.`;
    more = ` Until then the lists take ${unknown === 1 ? 'it' : 'them'} as not known.`;
  } else if (state.turn?.state === 'solved') {
    text = 'Solved. Start over for another game, or change a tile if one is wrong.';
  } else if (state.rows.length >= MAX_ROWS) {
    text = `All ${MAX_ROWS} rows are played: Wordle gives no seventh guess. Remove a row (✕) to change one.`;
  }
  $('status-text').replaceChildren(text, ...(more ? [element('span', { class: 'more' }, more)] : []));
  $('status').dataset['kind'] = unknown > 0 ? 'unset' : state.turn?.state === 'solved' ? 'solved' : text ? 'full' : '';
  $('view-solve').toggleAttribute('data-unset', unknown > 0);
  const solved = unknown === 0 && state.turn?.state === 'solved';
  const closed = state.rows.length >= MAX_ROWS || solved;
  guessInput.disabled = closed;
  addButton.disabled = closed;
  // Solved: no next row, no entry, and the share grid (lib's, as `wordle play` prints it).
  $('view-solve').dataset['state'] = solved ? 'solved' : '';
  showShare(solved ? { clues: clues(), text: shareText } : undefined);
}

/** The share grid of the game on the board (lib's shareGrid): colour-blind squares in colour-blind mode, as the game's. */
function shareText(): string {
  const highContrast = document.documentElement.classList.contains('colour-blind');
  return shareGrid(clues(), MAX_ROWS, state.turn?.state === 'solved', highContrast, state.settings.hard);
}

/** Recomputes and redraws after a change; `what` names it in the timings. */
function update(what: string, force = false): void {
  const start = performance.now();
  const id = ++updates;
  const current = clues();
  const key = `${patterns().join(',')}|${JSON.stringify(state.settings)}`;
  // (The keyboard is the game's: the Spanish one has ñ.)
  keyboard.layout(keyboardRows(foldOf(state.settings)));
  keyboard.paint(letterStates(current));
  // The address carries the position and the settings; the note shows the position as `wordle` reads it.
  const hash = positionHash(current, linkOf(state.settings));
  if (location.hash !== hash && !(hash === '#' && location.hash === ''))
    history.replaceState(null, '', hash === '#' ? location.pathname + location.search : hash);
  $('position').textContent = positionHash(current);
  if (key === shownKey && !force) {
    showStatus();
    $('result').setAttribute('aria-busy', 'false');
    timings.push({ what, ms: performance.now() - start });
    return;
  }
  shownKey = key;
  worker.forget('why');
  // Busy until this turn is drawn (the tests and screen readers wait for it).
  $('result').setAttribute('aria-busy', 'true');
  // The page's own turn has no solver: its quick answer, or `pending` and the worker ranks.
  // (With the lists in memory it settles in this task's microtasks, before any input.)
  const compute = () => {
    if (id !== updates) return;
    computeTurn(state.lists, patterns(), state.settings, { top: 1, detail: false }).then(
      (turn) => {
        if (id !== updates) return;
        state.turn = turn;
        const top = renderResult(turn);
        renderLetters(turn);
        showStatus();
        $('result').setAttribute('aria-busy', 'false');
        const rank = () =>
          top === undefined ? worker.forget('rank') : worker.post({ type: 'rank', patterns: patterns(), settings: state.settings, top });
        if (!firstShown) {
          // The first answer is painted before the worker starts (its start competes for the thread).
          firstShown = true;
          performance.mark('wordle:first-result');
          afterPaint(() => {
            performance.mark('wordle:first-result-painted');
            if (id === updates) rank();
          });
        } else rank();
        timings.push({ what, ms: performance.now() - start });
        if (what === 'tap') afterPaint(() => performance.measure('wordle:tap-result-painted', { start: tapStart, end: performance.now() }));
      },
      (error: unknown) => {
        if (id === updates) showError(isWordleError(error) ? error.message : String(error));
      },
    );
  };
  compute();
}

/** An address with a position or settings in it: a link, whose settings are the page's. */
const isLink = (hash: string) => hash !== '' && hash !== '#';

/**
 * The board and settings from the address; a bad pattern in it is named, with what the address
 * became. A language's list the settings read (the link's, or the one kept) is unpacked first.
 */
function loadHash(what: string): void {
  const given = location.hash;
  if (isLink(given)) {
    state.settings = linkedSettings(settingsOfHash(given));
    showSettings(state.settings);
  }
  if (missingLists(state.lists, state.settings).length === 0) {
    showHash(given, what);
    return;
  }
  unpackLists(state.settings).then(
    () => showHash(given, what),
    (error: unknown) => {
      // (English then, as the page opens by default.)
      const problem = unpackProblem(error);
      state.settings = { ...state.settings, language: 'en', guesses: DEFAULT_SETTINGS.guesses, answers: DEFAULT_SETTINGS.answers };
      showSettings(state.settings);
      showHash(given, what);
      showError(problem);
    },
  );
}

/** The board from the address, its patterns folded by the language's rule, and its turn. */
function showHash(given: string, what: string): void {
  const { rows, problems } = rowsFromHash(given, foldOf(state.settings));
  state.rows = rows;
  guessInput.value = '';
  renderBoard();
  update(what, true);
  if (problems.length > 0) {
    const now = location.hash || 'the empty board';
    const left = problems.length === 1 ? 'that pattern is' : 'those patterns are';
    showError(`The address was rewritten to ${now}: ${problems.join('; ')}, so ${left} left out.`);
  } else showError('');
}

// ---- input ----

function setTile(row: number, column: number, tile: RowTile): void {
  const saved = state.rows[row];
  if (!saved || column >= saved.tiles.length) return;
  saved.tiles[column] = tile;
  state.focus = { row, column };
  repaintTile(row, column);
  // The tap is painted first (its tile); the rest (address, keyboard, turn) in the task after that frame.
  $('result').setAttribute('aria-busy', 'true');
  afterPaint(() => update('tap'));
  const element = tileAt(row, column);
  element?.classList.add('changed');
  setTimeout(() => element?.classList.remove('changed'), 160);
  focusTile(row, column);
}

/** The name of the chosen guess list, as the settings show it (a language's: Spanish, French). */
function guessListName(): string {
  const { language } = state.settings;
  const select = $<HTMLSelectElement>(language === 'es' || language === 'fr' ? 'language' : 'guesses');
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

function addGuess(text: string): boolean {
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
  update('add');
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
  update('clear');
  guessInput.focus();
});
$('rest-grey').addEventListener('click', () => {
  for (const row of state.rows) row.tiles = row.tiles.map((tile) => tile ?? GREY);
  renderBoard();
  update('rest-grey');
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

/** When the last tap happened (its event's time), for the measures of bench/page.mjs. */
let tapStart = 0;

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

board.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!target) return;
  if (target.dataset['remove'] !== undefined) {
    state.rows.splice(Number(target.dataset['remove']), 1);
    renderBoard();
    update('remove');
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

const DIGITS: Record<string, RowTile> = { '0': GREY, '1': YELLOW, '2': GREEN, '?': undefined };

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

function closeWhy(): void {
  hideWhy();
  worker.forget('why');
}

$('result').addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!target) return;
  const play = target.dataset['play'];
  const why = target.dataset['why'];
  if (play !== undefined) addGuess(play);
  else if (why !== undefined) {
    renderWhy(`Why ${why.toUpperCase()}? Working it out…`, closeWhy);
    worker.post({ type: 'why', patterns: patterns(), settings: state.settings, word: why });
    $('why').focus();
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

/** A change of settings; a broad list it reads (english, Spanish, French) is unpacked first, and the settings stay as they were if it cannot be. */
async function changeSettings(change: Partial<Settings>): Promise<void> {
  const next = { ...state.settings, ...change };
  if (missingLists(state.lists, next).length > 0) {
    try {
      await unpackLists(next);
    } catch (error) {
      showError(unpackProblem(error));
      showSettings(state.settings);
      return;
    }
  }
  state.settings = next;
  for (const [key, value] of Object.entries(change)) if (key !== 'guesses' || value !== 'file') store(key, String(value));
  showSettings(state.settings);
  update('settings');
}

/** The broad lists the settings read that the page has not unpacked yet (web/broad-lists.ts); the worker then restarts with them among the lists. */
async function unpackLists(settings: Settings): Promise<void> {
  const missing = missingLists(state.lists, settings);
  const texts = await Promise.all(missing.map(async (name) => [broadFile(name), await unpackBroad(name)] as const));
  state.lists = { ...state.lists, bundled: { ...state.lists.bundled, ...Object.fromEntries(texts) } };
  worker.restart();
}

const unpackProblem = (error: unknown) =>
  `The word list cannot be unpacked here: ${error instanceof Error ? error.message : String(error)}`;

startSettings({
  change: (change) => void changeSettings(change),
  file(name, text) {
    // The user's file as the guess list, and (lib's rule, as `wordle -f FILE`) its own answer
    // list: every word of it may be the answer, until another answers list is chosen.
    state.lists = { ...state.lists, file: { name, text } };
    worker.restart();
    void changeSettings({ guesses: 'file', answers: 'all' });
  },
});

window.addEventListener('hashchange', () => {
  if (location.hash !== positionHash(clues(), linkOf(state.settings))) loadHash('hash');
});

// ---- start ----

startDisplay();
// (The share grid's squares follow the colour-blind setting, as the game's do.)
$('colour-blind').addEventListener('change', showStatus);
startTyping();
// The other views, each building its own section in its file of web/views/ (a tab each: views/tabs.ts).
startAbsurdle(() => state.lists);
startBoards({ lists: () => state.lists, settings: () => state.settings });
// The preferences kept, unless the address is a link: then its settings (loadHash).
state.settings = validSettings({
  language: stored('language'),
  strategy: stored('strategy'),
  hard: stored('hard'),
  answers: stored('answers'),
  guesses: stored('guesses'),
  timeLimit: stored('timeLimit'),
  alpha: stored('alpha'),
  familiar: stored('familiar'),
  positionalWeight: stored('positionalWeight'),
});
showSettings(state.settings);
loadHash('start');
document.documentElement.dataset['interactiveMs'] = performance.now().toFixed(1);

// The review view (web/views/review.ts): its own section, reviewing in the worker with the page's settings, or the board.
startReview({ settings: () => state.settings, review: (ask) => worker.post({ type: 'review', settings: state.settings, ask }), patterns });
startViews();
