// The result: where the game stands (solved, the count, a clash), the suggestion and the other
// good guesses, best's search, the likely answers and the other matches, and the line a screen
// reader announces. What is shown stays until there is something new to show: a ranking still
// being made keeps the last one on screen (dimmed), so nothing empties and the page below
// does not jump.

import { alternativesOf, type BestProgress, type Clue, describeConflict, type RankedWord, type Turn } from '../../lib/index.ts';
import { MOVED_NOTE, renderCount, scoreName, searchedText, searchProgressText, shownScore } from '../../lib/talk/index.ts';
import { $, button, element } from '../dom.ts';
import { hasAnswers } from '../engine.ts';
import type { Stopped } from '../protocol.ts';
import { state } from '../state.ts';
import { TILE_NAMES } from './board.ts';
import { hideWhy, miniTiles } from './why.ts';

export function showError(message: string): void {
  const error = $('error');
  if (error.textContent !== message) error.textContent = message;
  error.hidden = message === '';
}

const whyButton = (word: string) => button('pill why-button', 'Why?', `why ${word}`, { why: word });

/** The facts of a ranked guess in a few words: its score, the words expected left, whether it may win now. */
function factsOf(item: RankedWord): string {
  const strategy = state.settings.strategy;
  const parts = [`${scoreName(strategy)} ${shownScore(strategy, item.score, item.lowerBound)}`];
  if (Number.isFinite(item.expected)) parts.push(`${item.expected.toFixed(2)} expected left`);
  if (item.isAnswer) parts.push('may win now');
  if (item.moved) parts.push(MOVED_NOTE[item.moved]);
  return parts.join(' · ');
}

function showSuggestion(word: string | undefined, pending: string, facts = ''): void {
  const box = $('suggestion');
  if (word === undefined) {
    delete box.dataset['word'];
    // While the next one is worked out, the last suggestion stays, dimmed (no jump).
    if (pending !== '' && box.querySelector('.play')) {
      box.classList.add('stale');
      return;
    }
    box.classList.remove('stale');
    const line = document.createElement('p');
    line.className = 'note';
    line.textContent = pending;
    box.replaceChildren(...(pending ? [line] : []));
    return;
  }
  box.classList.remove('stale');
  // The word on show again (the worker's ranking after the quick one, or the next turn's): its facts
  // change in place, so the button a keyboard user may be on keeps its focus.
  const shownFacts = box.querySelector('.facts');
  if (box.querySelector<HTMLElement>('.play')?.dataset['play'] === word && shownFacts) {
    shownFacts.textContent = facts;
    box.dataset['word'] = word;
    return;
  }
  const label = document.createElement('span');
  label.className = 'label';
  label.textContent = 'Try next';
  const play = button('play', '', `play ${word} as the next guess`, { play: word });
  play.append(miniTiles(word));
  const about = document.createElement('span');
  about.className = 'facts';
  about.textContent = facts;
  box.replaceChildren(label, play, whyButton(word), about);
  box.dataset['word'] = word;
}

// ---- best's search: a progress line with Cancel while it runs, a note when it stopped early ----

const search = { started: 0, timer: 0, latest: undefined as BestProgress | undefined };

function drawProgress(): void {
  const latest = search.latest;
  $('search-progress').textContent = `${searchProgressText(latest)}, ${((performance.now() - search.started) / 1000).toFixed(1)} s`;
}

function startSearch(): void {
  endSearch();
  search.started = performance.now();
  search.latest = undefined;
  drawProgress();
  $('search').hidden = false;
  search.timer = window.setInterval(drawProgress, 200);
}

function endSearch(): void {
  window.clearInterval(search.timer);
  $('search').hidden = true;
}

export function showProgress(progress: BestProgress): void {
  search.latest = progress;
  drawProgress();
}

function showSearchNote(text: string): void {
  $('search-note').textContent = text;
  $('search-note').hidden = text === '';
}

/** Cancel: the search is stopped (by the caller); its best guess so far, if it found one, is the suggestion. */
export function showCancelled(): void {
  endSearch();
  markStale(false);
  const latest = search.latest;
  if (latest?.guess === undefined) {
    showSuggestion(undefined, 'best: stopped before it searched any first guess to the end');
    return;
  }
  showSuggestion(latest.guess, '');
  showSearchNote(`best stopped (Cancel)${searchedText(latest.done, latest.total)}: this is the best guess found so far`);
}

function markStale(stale: boolean): void {
  $('alternatives').classList.toggle('stale', stale);
  $('alternatives').setAttribute('aria-busy', String(stale));
}

function showAlternatives(items: readonly RankedWord[]): void {
  const list = $('alternatives');
  const rows = items.map((item) => {
    const li = document.createElement('li');
    const play = button('word', item.word, `play ${item.word}`, { play: item.word });
    const facts = document.createElement('span');
    facts.className = 'facts';
    facts.textContent = factsOf(item);
    li.append(play, facts, whyButton(item.word));
    return li;
  });
  list.replaceChildren(...rows);
  $('alternatives-title').hidden = rows.length === 0;
  markStale(false);
}

/** The worker's ranking: the suggestion (unless the quick one is shown) and the others below it. */
export function showRanked(ranked: readonly RankedWord[], stopped?: Stopped): void {
  endSearch();
  if (stopped)
    showSearchNote(
      `best stopped at its time limit (${stopped.timeLimitMs / 1000} s)${searchedText(stopped.searched, stopped.candidates)}: this is the best guess found so far`,
    );
  const box = $('suggestion');
  const first = ranked[0];
  const shown = box.dataset['word'];
  if (shown === undefined || shown === first?.word)
    showSuggestion(first?.word, state.turn?.result.matches.length ? 'no suggestion' : '', first ? factsOf(first) : '');
  const suggested = box.dataset['word'];
  showAlternatives(ranked.filter((item) => item.word !== suggested));
}

/** Lays out the other matches, only when the user opened them (thousands cost time to lay out). */
export function showOthers(turn: Turn): void {
  const shown = new Set($('answers').textContent?.split(' ') ?? []);
  $('other-words').textContent = turn.result.matches.filter((word) => !shown.has(word)).join(' ');
}

function setText(id: string, text: string): void {
  const element = $(id);
  if (element.textContent !== text) element.textContent = text;
}

/** The count line, or the solved line. */
function headline(turn: Turn, likely: number | undefined): string {
  if (turn.state === 'solved') {
    const guesses = turn.query.clues.length;
    const word = turn.query.clues.at(-1)?.letters.join('') ?? '';
    return `Solved in ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}: ${word.toUpperCase()}`;
  }
  return renderCount(turn.result.matches.length, likely);
}

/**
 * Draws the turn as computed on the page's thread (its quick answer, or `pending`); returns how
 * many ranked guesses to ask the worker for, if any.
 */
export function renderResult(turn: Turn): number | undefined {
  const { query, result, suggested } = turn;
  const solved = turn.state === 'solved';
  $('result').dataset['state'] = turn.state;
  const clash = $('clash');
  clash.textContent = query.conflict ? `These clues clash: ${describeConflict(query.conflict)}` : '';
  clash.hidden = !query.conflict;

  // Solved: the card is the headline and the share grid (showShare), nothing waiting below them.
  $('suggestion').hidden = solved;
  const matches = result.matches;
  const answers = hasAnswers(state.settings);
  const { candidates, fellBack } = suggested;
  const likely = answers && !fellBack && candidates.length !== matches.length ? candidates.length : undefined;
  setText('count', headline(turn, likely));
  $('fell-back').hidden = !fellBack || solved;

  const shownAnswers = fellBack ? matches : candidates;
  // (The likely answers are matches: the others are the rest, laid out only when opened.)
  const others = matches.length - shownAnswers.length;
  $('words').hidden = matches.length === 0 || solved;
  setText(
    'answers-title',
    answers && !fellBack
      ? `Likely answers (${shownAnswers.length.toLocaleString('en')})`
      : `Matches (${shownAnswers.length.toLocaleString('en')})`,
  );
  setText('answers', shownAnswers.join(' '));
  const details = $<HTMLDetailsElement>('others');
  details.hidden = others === 0;
  setText('others-title', `${others.toLocaleString('en')} other ${others === 1 ? 'match' : 'matches'} (not likely answers)`);
  if (details.open) showOthers(turn);
  else setText('other-words', '');
  details.dataset['count'] = String(others);

  hideWhy();
  endSearch();
  showSearchNote('');
  const top = alternativesOf(state.settings.strategy);
  const quick = !turn.pending;
  const quickWord = suggested.ranked[0];
  let rank: number | undefined;
  if (matches.length === 0 || query.conflict || solved) {
    showSuggestion(undefined, '');
    showAlternatives([]);
    if (matches.length === 0 && !query.conflict) {
      const note = document.createElement('p');
      note.className = 'note';
      note.textContent = 'No word of the list fits all these tiles. Check each colour against the game, or remove a row.';
      $('suggestion').replaceChildren(note);
    }
  } else if (quick && top === 1) {
    showSuggestion(quickWord?.word, '', quickWord ? factsOf(quickWord) : '');
    showAlternatives([]);
  } else {
    if (quick) showSuggestion(quickWord?.word, '', quickWord ? factsOf(quickWord) : '');
    else showSuggestion(undefined, state.settings.strategy === 'best' ? 'best: searching…' : `${state.settings.strategy}: ranking…`);
    if (!quick && state.settings.strategy === 'best') startSearch();
    // The last ranking stays, dimmed, until the worker sends this one.
    markStale(true);
    rank = top;
  }
  $('announce').textContent = `${$('count').textContent}${quickWord && !solved ? `; try next: ${quickWord.word}` : ''}`;
  return rank;
}

/**
 * A turn lib refused (settings that cannot go together: lies with best or hard mode, best with
 * alpha; a count of lies the words cannot have): its reason in the count's place, and no list,
 * suggestion or ranking from the settings before, which would not be this turn's.
 */
export function showRefusal(message: string): void {
  $('result').dataset['state'] = 'refused';
  setText('count', message);
  $('clash').hidden = true;
  $('fell-back').hidden = true;
  $('words').hidden = true;
  hideWhy();
  endSearch();
  showSearchNote('');
  $('suggestion').hidden = false;
  showSuggestion(undefined, '');
  showAlternatives([]);
  $('announce').textContent = message;
  $('result').setAttribute('aria-busy', 'false');
}

// ---- the share grid of a solved game ----

/** A solved game's share: its clues (drawn as squares in the page's colours) and lib's share text (copied). */
export interface Share {
  readonly clues: readonly Clue[];
  readonly text: () => string;
}

const squareName = (tile: number) => (tile in TILE_NAMES ? TILE_NAMES[tile as keyof typeof TILE_NAMES] : 'unknown');

/** Copies text to the clipboard: the Clipboard API, or (where it is refused) a selected text area. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = element('textarea', { class: 'visually-hidden', 'aria-hidden': 'true' }, text);
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Shows the share grid of a solved game, with a button that copies it (or hides it: no game solved). */
export function showShare(share: Share | undefined): void {
  const box = $('share');
  box.hidden = share === undefined;
  if (share === undefined) {
    box.replaceChildren();
    return;
  }
  const text = share.text();
  const title = element('p', { class: 'share-title', id: 'share-title' }, text.split('\n')[0] ?? '');
  const rows = share.clues.map((clue) =>
    element('span', { class: 'share-row' }, ...clue.tiles.map((tile) => element('span', { class: `share-square ${squareName(tile)}` }))),
  );
  const spoken = share.clues.map((clue, i) => `row ${i + 1}: ${clue.tiles.map(squareName).join(' ')}`).join('; ');
  const grid = element('div', { class: 'share-grid', role: 'img', 'aria-label': `The share grid, ${spoken}` }, ...rows);
  const copyButton = button('pill', 'Copy', 'Copy the share grid', { share: '' });
  copyButton.id = 'share-copy';
  copyButton.addEventListener('click', async () => {
    const copied = await copy(share.text());
    copyButton.textContent = copied ? 'Copied' : 'Copy failed';
    $('announce').textContent = copied ? 'The share grid is copied.' : 'The share grid could not be copied here.';
  });
  box.replaceChildren(element('div', { class: 'share-head' }, title, copyButton), grid);
}
