// The page: the guesses as tiles you tap, and what `wordle` would say about them. Pure UI over
// the library (through engine.ts): the turn is computed exactly as the CLI computes it.

import {
  compileQuery,
  describeConflict,
  GREEN,
  GREY,
  isWordleError,
  normalizeLine,
  type OpenerBook,
  patternsOfHash,
  positionHash,
  type RankedWord,
  renderCount,
  renderPattern,
  scoreName,
  shownScore,
  STRATEGY_NAMES,
  type StrategyName,
  type Tile,
  YELLOW,
} from '../lib/index.ts';
import { computeTurn, DEFAULT_SETTINGS, type ListTexts, quickSuggestion, type Settings, type Turn } from './engine.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

// Set by the build (scripts/build.mjs): the bundled lists, the openers, the worker's code.
declare const WORDLE_LISTS: Record<string, string>;
declare const WORDLE_OPENERS: OpenerBook;
declare const WORKER_SOURCE: string;

interface Row {
  readonly letters: readonly string[];
  tiles: Tile[];
}

const MAX_ROWS = 6;
const TOP = 5;
const TILE_NAMES: Record<Tile, string> = { 0: 'grey', 1: 'yellow', 2: 'green' };
const NEXT_TILE: Record<Tile, Tile> = { 0: YELLOW, 1: GREEN, 2: GREY };

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const board = $('board');
const guessInput = $<HTMLInputElement>('guess');

const lists: { current: ListTexts } = { current: { bundled: WORDLE_LISTS, openers: WORDLE_OPENERS } };
const state = {
  rows: [] as Row[],
  settings: { ...DEFAULT_SETTINGS } as Settings,
  focus: { row: 0, column: 0 },
  turn: undefined as Turn | undefined,
};

/** How long each update took (ms), for the browser tests and the README's numbers. */
const timings: { what: string; ms: number }[] = [];
(window as unknown as { wordleTimings: typeof timings }).wordleTimings = timings;

// ---- stored preferences (display, strategy and lists; the position lives in the URL) ----

function stored(key: string): string | undefined {
  try {
    return localStorage.getItem(`wordle.${key}`) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(`wordle.${key}`, value);
  } catch {
    // Storage may be off (private windows); the page works without it.
  }
}

// ---- the worker: ranked strategies and explanations ----

let worker: Worker | undefined;
/** Messages the worker has not answered yet. */
let inFlight = 0;
/** The latest request of each kind, until answered: a restarted worker gets them again. */
const pending = new Map<ToWorker['type'], ToWorker>();
const latest = { rank: 0, why: 0 };
const workerSource = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));

function post(message: Extract<ToWorker, { type: 'rank' | 'why' }>): void {
  latest[message.type] = message.id;
  pending.set(message.type, message);
  // A search still running is for a position that is gone: stop it rather than wait.
  if (worker && inFlight > 0) {
    worker.terminate();
    worker = undefined;
  }
  if (worker) {
    inFlight++;
    worker.postMessage(message);
    return;
  }
  worker = new Worker(workerSource);
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => received(data);
  worker.postMessage({ type: 'lists', lists: lists.current } satisfies ToWorker);
  inFlight = 0;
  for (const request of pending.values()) {
    inFlight++;
    worker.postMessage(request);
  }
}

/** Forgets the ranking asked for (the position changed and needs none). */
function cancelRank(): void {
  latest.rank++;
  pending.delete('rank');
}

function received(message: FromWorker): void {
  inFlight = Math.max(0, inFlight - 1);
  const kind = message.type === 'error' ? message.kind : message.type;
  if (message.id !== latest[kind]) return;
  pending.delete(kind);
  if (message.type === 'error') return showError(message.message);
  if (message.type === 'why') {
    const why = $('why');
    why.textContent = message.text;
    why.hidden = false;
    return;
  }
  showRanked(message.ranked);
}

function nextId(): number {
  return Math.max(latest.rank, latest.why) + 1;
}

// ---- the position ----

function clues() {
  return state.rows.map((row) => ({ letters: row.letters, tiles: row.tiles, text: renderPattern(row.letters, row.tiles) }));
}

function patterns(): string[] {
  return state.rows.map((row) => renderPattern(row.letters, row.tiles));
}

function wordLength(): number | undefined {
  return state.rows[0]?.letters.length;
}

/** Rows from a URL fragment; a bad pattern is named and left out. */
function rowsFromHash(hash: string): Row[] {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const pattern of patternsOfHash(hash)) {
    try {
      const clue = compileQuery([...rows.map((row) => renderPattern(row.letters, row.tiles)), pattern]).clues.at(-1);
      if (clue) rows.push({ letters: clue.letters, tiles: [...clue.tiles] });
    } catch (error) {
      problems.push(isWordleError(error) ? error.message : String(error));
    }
  }
  showError(problems.join('; '));
  return rows;
}

// ---- rendering ----

function showError(message: string): void {
  const error = $('error');
  error.textContent = message;
  error.hidden = message === '';
}

function tileLabel(row: number, column: number, letter: string, tile: Tile | undefined): string {
  const colour = tile === undefined ? 'not yet scored' : TILE_NAMES[tile];
  return `guess ${row + 1}, letter ${column + 1}: ${letter.toUpperCase()}, ${colour}`;
}

function renderBoard(): void {
  const rows: HTMLElement[] = [];
  const typed = [...(guessInput.value.normalize('NFC').toLowerCase())];
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

function wordButton(word: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'word small';
  button.textContent = word;
  button.dataset['play'] = word;
  button.setAttribute('aria-label', label);
  return button;
}

function whyButton(word: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'small';
  button.textContent = 'why?';
  button.dataset['why'] = word;
  button.setAttribute('aria-label', `why ${word}`);
  return button;
}

function showSuggestion(word: string | undefined, pending: string): void {
  const box = $('suggestion');
  if (word === undefined) {
    box.textContent = pending;
    return;
  }
  const label = document.createElement('span');
  label.textContent = 'guess for next word:';
  box.replaceChildren(label, wordButton(word, `play ${word} as the next guess`), whyButton(word));
  box.dataset['word'] = word;
}

function showRanked(ranked: readonly RankedWord[]): void {
  const strategy = state.settings.strategy;
  if (!$('suggestion').dataset['word']) showSuggestion(ranked[0]?.word, state.turn?.result.matches.length ? 'no suggestion' : '');
  const items = ranked.map((item) => {
    const li = document.createElement('li');
    const facts = document.createElement('span');
    facts.className = 'facts';
    const expected = Number.isFinite(item.expected) ? `, ${item.expected.toFixed(2)} expected left` : '';
    facts.textContent = ` ${scoreName(strategy)} ${shownScore(strategy, item.score)}${expected}${item.isAnswer ? ', may win now' : ''} `;
    li.append(wordButton(item.word, `play ${item.word}`), facts, whyButton(item.word));
    return li;
  });
  $('alternatives').replaceChildren(...(items.length > 1 ? items : []));
}

function renderResult(turn: Turn): void {
  const { query, result, answers } = turn;
  const clash = $('clash');
  clash.textContent = query.conflict ? `These clues clash: ${describeConflict(query.conflict)}` : '';
  clash.hidden = !query.conflict;

  const matches = result.matches;
  const quick = quickSuggestion(turn);
  const candidates = quick?.candidates ?? (answers ? matches.filter((word) => answers.has(word)) : matches);
  const fellBack = quick?.fellBack ?? (answers !== undefined && candidates.length === 0 && matches.length > 0);
  const likely = answers && !fellBack && candidates.length !== matches.length ? candidates.length : undefined;
  $('count').textContent = renderCount(matches.length, likely);
  $('fell-back').hidden = !fellBack;

  const shownAnswers = fellBack ? matches : candidates;
  const answerSet = new Set(shownAnswers);
  const others = matches.filter((word) => !answerSet.has(word));
  $('answers-title').textContent = answers && !fellBack ? `Likely answers (${shownAnswers.length})` : `Matches (${shownAnswers.length})`;
  $('answers-title').hidden = matches.length === 0;
  $('answers').textContent = shownAnswers.join(' ');
  const details = $<HTMLDetailsElement>('others');
  details.hidden = others.length === 0;
  $('others-title').textContent = `${others.length} other ${others.length === 1 ? 'match' : 'matches'} (not likely answers)`;
  // Thousands of words cost time to lay out: only when asked for.
  $('other-words').textContent = details.open ? others.join(' ') : '';
  details.dataset['count'] = String(others.length);

  $('why').hidden = true;
  latest.why++;
  pending.delete('why');
  $('alternatives').replaceChildren();
  delete $('suggestion').dataset['word'];
  const top = state.settings.strategy === 'best' ? 1 : TOP;
  const quickWord = quick?.ranked[0]?.word;
  if (matches.length === 0 || query.conflict) {
    showSuggestion(undefined, '');
    cancelRank();
  } else if (quick && top === 1) {
    showSuggestion(quickWord, '');
    cancelRank();
  } else {
    if (quick) showSuggestion(quickWord, '');
    else showSuggestion(undefined, state.settings.strategy === 'best' ? 'best: searching…' : `${state.settings.strategy}: ranking…`);
    post({ type: 'rank', id: nextId(), patterns: patterns(), settings: state.settings, top });
  }
  $('announce').textContent = `${$('count').textContent}${quickWord ? `; guess for next word: ${quickWord}` : ''}`;
}

/** Recomputes and redraws everything after a change; `what` names it in the timings. */
function update(what: string): void {
  const start = performance.now();
  showError('');
  renderBoard();
  try {
    state.turn = computeTurn(lists.current, patterns(), state.settings);
    renderResult(state.turn);
  } catch (error) {
    showError(isWordleError(error) ? error.message : String(error));
  }
  const hash = positionHash(clues());
  if (location.hash !== hash && !(hash === '#' && location.hash === '')) history.replaceState(null, '', hash === '#' ? location.pathname + location.search : hash);
  $('position').textContent = hash;
  timings.push({ what, ms: performance.now() - start });
}

// ---- input ----

function focusTile(row: number, column: number): void {
  const tile = board.querySelector<HTMLButtonElement>(`button.tile[data-row="${row}"][data-column="${column}"]`);
  if (!tile) return;
  for (const other of board.querySelectorAll<HTMLButtonElement>('button.tile[tabindex="0"]')) other.tabIndex = -1;
  tile.tabIndex = 0;
  state.focus = { row, column };
  tile.focus();
}

function setTile(row: number, column: number, tile: Tile): void {
  const saved = state.rows[row];
  if (!saved || column >= saved.tiles.length) return;
  saved.tiles[column] = tile;
  state.focus = { row, column };
  update('tap');
  const element = board.querySelector<HTMLButtonElement>(`button.tile[data-row="${row}"][data-column="${column}"]`);
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
  } else if (event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey && !guessInput.disabled) {
    // Typing a letter on the board starts the next guess.
    event.preventDefault();
    guessInput.value += event.key.toLowerCase();
    guessInput.focus();
    renderBoard();
  }
});

document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (target !== document.body || event.ctrlKey || event.metaKey || event.altKey || guessInput.disabled) return;
  if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
    event.preventDefault();
    guessInput.value += event.key.toLowerCase();
    guessInput.focus();
    renderBoard();
  }
});

$('result-title').parentElement?.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!target) return;
  const play = target.dataset['play'];
  const why = target.dataset['why'];
  if (play !== undefined) addGuess(play);
  else if (why !== undefined) {
    const box = $('why');
    box.textContent = `why ${why}: thinking…`;
    box.hidden = false;
    post({ type: 'why', id: nextId(), patterns: patterns(), settings: state.settings, word: why });
  }
});

$<HTMLDetailsElement>('others').addEventListener('toggle', () => {
  const turn = state.turn;
  if (!turn || !$<HTMLDetailsElement>('others').open) return;
  const start = performance.now();
  const shown = new Set($('answers').textContent?.split(' ') ?? []);
  $('other-words').textContent = turn.result.matches.filter((word) => !shown.has(word)).join(' ');
  timings.push({ what: 'others', ms: performance.now() - start });
});

// ---- settings ----

function changeSettings(change: Partial<Settings>): void {
  state.settings = { ...state.settings, ...change };
  for (const [key, value] of Object.entries(change)) if (key !== 'guesses' || value !== 'file') store(key, String(value));
  update('settings');
}

const strategySelect = $<HTMLSelectElement>('strategy');
const hardBox = $<HTMLInputElement>('hard');
const guessesSelect = $<HTMLSelectElement>('guesses');
const answersSelect = $<HTMLSelectElement>('answers-list');
const fileInput = $<HTMLInputElement>('file');
strategySelect.addEventListener('change', () => changeSettings({ strategy: strategySelect.value as StrategyName }));
hardBox.addEventListener('change', () => changeSettings({ hard: hardBox.checked }));
answersSelect.addEventListener('change', () => changeSettings({ answers: answersSelect.value }));
guessesSelect.addEventListener('change', () => {
  $('file-field').hidden = guessesSelect.value !== 'file';
  if (guessesSelect.value === 'file') {
    if (lists.current.file) useFile();
    else fileInput.click();
    return;
  }
  changeSettings({ guesses: guessesSelect.value });
});
fileInput.addEventListener('change', async () => {
  const file = fileInput.files?.[0];
  if (!file) return;
  // The CLI drops a leading BOM the same way.
  const text = (await file.text()).replace(/^\uFEFF/, '');
  lists.current = { ...lists.current, file: { name: file.name, text } };
  worker?.terminate();
  worker = undefined;
  inFlight = 0;
  useFile();
});

/**
 * The user's file as the guess list. The likely answers stay the chosen list, as with
 * `wordle -f FILE`: the bundled answers weigh any list (when none of them fits, every match counts).
 */
function useFile(): void {
  if (!lists.current.file) return;
  guessesSelect.value = 'file';
  $('file-field').hidden = false;
  changeSettings({ guesses: 'file' });
}

const colourBlind = $<HTMLInputElement>('colour-blind');
const theme = $<HTMLSelectElement>('theme');
function applyDisplay(): void {
  document.documentElement.classList.toggle('colour-blind', colourBlind.checked);
  if (theme.value === 'auto') delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = theme.value;
}
colourBlind.addEventListener('change', () => {
  store('colourBlind', String(colourBlind.checked));
  applyDisplay();
});
theme.addEventListener('change', () => {
  store('theme', theme.value);
  applyDisplay();
});

window.addEventListener('hashchange', () => {
  if (location.hash === positionHash(clues())) return;
  state.rows = rowsFromHash(location.hash);
  const problems = $('error').textContent ?? '';
  update('hash');
  if (problems) showError(problems);
});

// ---- start ----

function start(): void {
  colourBlind.checked = stored('colourBlind') === 'true';
  theme.value = stored('theme') ?? 'auto';
  if (theme.value === '') theme.value = 'auto';
  applyDisplay();
  const strategy = stored('strategy');
  const answers = stored('answers');
  const guesses = stored('guesses');
  state.settings = {
    strategy: STRATEGY_NAMES.includes(strategy as StrategyName) ? (strategy as StrategyName) : DEFAULT_SETTINGS.strategy,
    hard: stored('hard') === 'true',
    answers: answers && [...answersSelect.options].some((option) => option.value === answers) ? answers : DEFAULT_SETTINGS.answers,
    guesses: guesses && guesses !== 'file' && [...guessesSelect.options].some((option) => option.value === guesses) ? guesses : DEFAULT_SETTINGS.guesses,
  };
  strategySelect.value = state.settings.strategy;
  hardBox.checked = state.settings.hard;
  answersSelect.value = state.settings.answers;
  guessesSelect.value = state.settings.guesses;
  state.rows = rowsFromHash(location.hash);
  const problems = $('error').textContent ?? '';
  update('start');
  if (problems) showError(problems);
  document.documentElement.dataset['interactiveMs'] = performance.now().toFixed(1);
}

start();
