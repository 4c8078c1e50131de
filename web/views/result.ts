// The result: clash, count, the suggestion and its alternatives, "why?", the likely answers and
// the other matches, and the line a screen reader announces.

import {
  alternativesOf,
  type BestProgress,
  describeConflict,
  MOVED_NOTE,
  type RankedWord,
  renderCount,
  scoreName,
  searchedText,
  searchProgressText,
  shownScore,
  type Turn,
} from '../../lib/index.ts';
import { $, button } from '../dom.ts';
import { hasAnswers } from '../engine.ts';
import type { Stopped } from '../protocol.ts';
import { state } from '../state.ts';

export function showError(message: string): void {
  const error = $('error');
  error.textContent = message;
  error.hidden = message === '';
}

const wordButton = (word: string, label: string) => button('word small', word, label, { play: word });
const whyButton = (word: string) => button('small', 'why?', `why ${word}`, { why: word });

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
  const latest = search.latest;
  if (latest?.guess === undefined) {
    showSuggestion(undefined, 'best: stopped before it searched any first guess to the end');
    return;
  }
  showSuggestion(latest.guess, '');
  showSearchNote(`best stopped (Cancel)${searchedText(latest.done, latest.total)}: this is the best guess found so far`);
}

export function showRanked(ranked: readonly RankedWord[], stopped?: Stopped): void {
  endSearch();
  if (stopped)
    showSearchNote(
      `best stopped at its time limit (${stopped.timeLimitMs / 1000} s)${searchedText(stopped.searched, stopped.candidates)}: this is the best guess found so far`,
    );
  const strategy = state.settings.strategy;
  if (!$('suggestion').dataset['word']) showSuggestion(ranked[0]?.word, state.turn?.result.matches.length ? 'no suggestion' : '');
  const items = ranked.map((item) => {
    const li = document.createElement('li');
    const facts = document.createElement('span');
    facts.className = 'facts';
    const expected = Number.isFinite(item.expected) ? `, ${item.expected.toFixed(2)} expected left` : '';
    const moved = item.moved ? ` (${MOVED_NOTE[item.moved]})` : '';
    facts.textContent = ` ${scoreName(strategy)} ${shownScore(strategy, item.score)}${expected}${item.isAnswer ? ', may win now' : ''}${moved} `;
    li.append(wordButton(item.word, `play ${item.word}`), facts, whyButton(item.word));
    return li;
  });
  $('alternatives').replaceChildren(...(items.length > 1 ? items : []));
}

export function showWhy(text: string): void {
  const why = $('why');
  why.textContent = text;
  why.hidden = false;
}

/** Lays out the other matches, only when the user opened them (thousands cost time to lay out). */
export function showOthers(turn: Turn): void {
  const shown = new Set($('answers').textContent?.split(' ') ?? []);
  $('other-words').textContent = turn.result.matches.filter((word) => !shown.has(word)).join(' ');
}

/**
 * Draws the turn as computed on the page's thread (its quick answer, or `pending`); returns how
 * many ranked guesses to ask the worker for, if any.
 */
export function renderResult(turn: Turn): number | undefined {
  const { query, result, suggested } = turn;
  const clash = $('clash');
  clash.textContent = query.conflict ? `These clues clash: ${describeConflict(query.conflict)}` : '';
  clash.hidden = !query.conflict;

  const matches = result.matches;
  const answers = hasAnswers(state.settings);
  const { candidates, fellBack } = suggested;
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
  $('other-words').textContent = details.open ? others.join(' ') : '';
  details.dataset['count'] = String(others.length);

  $('why').hidden = true;
  endSearch();
  showSearchNote('');
  $('alternatives').replaceChildren();
  delete $('suggestion').dataset['word'];
  const top = alternativesOf(state.settings.strategy);
  const quick = !turn.pending;
  const quickWord = suggested.ranked[0]?.word;
  let rank: number | undefined;
  if (matches.length === 0 || query.conflict) {
    showSuggestion(undefined, '');
  } else if (quick && top === 1) {
    showSuggestion(quickWord, '');
  } else {
    if (quick) showSuggestion(quickWord, '');
    else showSuggestion(undefined, state.settings.strategy === 'best' ? 'best: searching…' : `${state.settings.strategy}: ranking…`);
    if (!quick && state.settings.strategy === 'best') startSearch();
    rank = top;
  }
  $('announce').textContent = `${$('count').textContent}${quickWord ? `; guess for next word: ${quickWord}` : ''}`;
  return rank;
}
