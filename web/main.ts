// The page: the guesses as tiles you tap, and what `wordle` would say about them. Pure UI over
// the library (through engine.ts): the turn is computed exactly as the CLI computes it. This file
// wires the parts and starts the page: state.ts (what the page holds), views/ (drawing; the
// board's input in board-input.ts, settings changes in settings-change.ts), worker-client.ts
// (ranking off the thread), storage.ts (preferences kept); here are the turn's update, the status
// line and the address read.

import { isWordleError, keyboardRows, letterStates, type OpenerBook, positionHash, settingsOfHash, shareGrid } from '../lib/index.ts';
import { $, afterPaint, element } from './dom.ts';
import { computeTurn, DEFAULT_SETTINGS, foldOf, missingLists } from './engine.ts';
import { clues, isComplete, MAX_ROWS, patterns, rowsFromHash, state, unknownCount } from './state.ts';
import { stored } from './storage.ts';
import { startAbsurdle } from './views/absurdle.ts';
import { renderBoard } from './views/board.ts';
import { addGuess, lastTapStart, startBoardInput } from './views/board-input.ts';
import { startBoards } from './views/boards.ts';
import { startDisplay } from './views/display.ts';
import { startTyping } from './views/entry.ts';
import { renderLetters } from './views/letters.ts';
import { renderResult, showCancelled, showError, showOthers, showProgress, showRanked, showShare } from './views/result.ts';
import { reviewFailed, showReview, startReview } from './views/review.ts';
import { linkedSettings, linkOf, showSettings, validSettings } from './views/settings.ts';
import { startSettingsChanges, unpackLists, unpackProblem } from './views/settings-change.ts';
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

const guessInput = $<HTMLInputElement>('guess');
const addButton = $<HTMLButtonElement>('add');

// (The books are in the worker's code: only turns with the solver read them.)
state.lists = { bundled: bundledLists, openers: WORDLE_OPENERS, books: {} };

/** How long each update took to compute and draw (ms), for the browser tests and bench/page.mjs. */
const timings: { what: string; ms: number }[] = [];
(window as unknown as { wordleTimings: typeof timings }).wordleTimings = timings;
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
        if (what === 'tap')
          afterPaint(() => performance.measure('wordle:tap-result-painted', { start: lastTapStart(), end: performance.now() }));
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
      state.settings = { ...state.settings, language: 'en', guesses: DEFAULT_SETTINGS.guesses, answers: undefined };
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

// The board's input (views/board-input.ts): typing, tapping, the tiles' keys; its keyboard is painted with each turn.
const keyboard = startBoardInput({ update });

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

// Settings changes (views/settings-change.ts): a list unpacked first, kept, the turn redrawn.
startSettingsChanges({ update, restart: () => worker.restart() });

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
