// The page's review view: a game reviewed guess by guess (lib's reviewGame, in the worker through
// engine.ts, as `wordle review` reviews it: the strategy it compares with is lib's default for a
// review, by the game's lies, unless chosen here; best's time limit the CLI's), from a share text
// pasted with the words played (read with the lies its title says), or from the guesses on the
// Solve view's board (with the page's lies). It builds its own section, so that the page's hook
// is one call; it only draws.

import {
  DEFAULT_REVIEW_STRATEGY,
  DEFAULT_TIME_LIMIT_S,
  isWordleError,
  reviewStrategyFor,
  STRATEGY_NAMES,
  STRATEGY_SUMMARIES,
  type StrategyName,
} from '../../lib/index.ts';
import { LYING_REVIEW_NOTE, type Review, type ReviewedGuess } from '../../lib/review/index.ts';
import { liesARow } from '../../lib/talk/index.ts';
import { element } from '../dom.ts';
import { type ReviewAsk, type ReviewedGame, type Settings, sharedGame } from '../engine.ts';

export interface ReviewHost {
  readonly settings: () => Settings;
  /** Asks the worker for the review; its answer comes to showReview, or its error to reviewFailed. */
  readonly review: (ask: ReviewAsk) => void;
  /** The board's guesses as patterns. */
  readonly patterns: () => readonly string[];
}

const TILE_CLASS: Record<string, string> = { g: 'green', y: 'yellow', b: 'grey' };

let parts: { error: HTMLElement; status: HTMLElement; result: HTMLElement; run: HTMLButtonElement[] } | undefined;

/** Adds the review section to the page (after the others) and wires its buttons. */
export function startReview(host: ReviewHost): void {
  // A view of the page, with its tab (web/views/tabs.ts), which names it.
  const section = element('section', {
    id: 'review',
    class: 'review-section view',
    'data-view': 'review',
    'data-title': 'Review a game',
    'data-short': 'Review',
    'aria-labelledby': 'review-title',
  });
  section.hidden = true;
  const share = element('textarea', {
    id: 'review-share',
    rows: '7',
    spellcheck: 'false',
    placeholder: 'Wordle 1,234 4/6, then its rows of squares, as the game shares them',
  });
  const words = element('input', {
    id: 'review-words',
    type: 'text',
    autocapitalize: 'none',
    spellcheck: 'false',
    placeholder: 'crane pilot ghost house',
  });
  const strategy = element('select', { id: 'review-strategy' });
  strategy.append(...STRATEGY_NAMES.map((name) => new Option(`${name} (${STRATEGY_SUMMARIES[name]})`, name)));
  strategy.value = DEFAULT_REVIEW_STRATEGY;
  // Until one is chosen, each review compares with lib's default for its game (entropy's when its rows lie).
  let chosenHere = false;
  strategy.addEventListener('change', () => {
    chosenHere = true;
  });
  const runShare = element('button', { type: 'button', id: 'review-run', class: 'primary' }, 'Review the share');
  const runBoard = element('button', { type: 'button', id: 'review-board', class: 'pill' }, 'Review the board');
  const error = element('p', { id: 'review-error', class: 'message', role: 'alert' });
  error.hidden = true;
  const status = element('p', { id: 'review-status', class: 'note', 'aria-live': 'polite' });
  const result = element('section', { id: 'review-result', class: 'card review-result', 'aria-label': 'The review' });
  result.hidden = true;
  section.append(
    element('h2', { id: 'review-title', class: 'visually-hidden' }, 'Review a game'),
    element(
      'div',
      { class: 'card review-input' },
      element(
        'p',
        { class: 'hint' },
        'Paste the share text (Wordle 1,234 4/6 and its squares) and the words you played, or review the guesses on the Solve board.',
      ),
      element('div', { class: 'field' }, element('label', { for: 'review-share' }, 'Share text'), share),
      element('div', { class: 'field' }, element('label', { for: 'review-words' }, 'Words played'), words),
      element('div', { class: 'field' }, element('label', { for: 'review-strategy' }, 'Compare with'), strategy),
      element('div', { class: 'review-buttons' }, runShare, runBoard),
      error,
      status,
    ),
    result,
  );
  (document.querySelector('main') ?? document.body).append(section);
  parts = { error, status, result, run: [runShare, runBoard] };

  const run = (game: () => ReviewedGame) => {
    error.hidden = true;
    try {
      const { patterns, hard, lies } = game();
      if (!chosenHere) strategy.value = reviewStrategyFor(lies);
      const chosen = strategy.value as StrategyName;
      status.textContent = `Reviewing with ${chosen}${chosen === 'best' ? ` (at most ${DEFAULT_TIME_LIMIT_S} s a search)` : ''}${lies === 0 ? '' : `, ${liesARow(lies)}`}…`;
      result.setAttribute('aria-busy', 'true');
      for (const each of [runShare, runBoard]) each.disabled = true;
      host.review({ patterns, strategy: chosen, hard: host.settings().hard || hard, lies });
    } catch (caught) {
      reviewFailed(isWordleError(caught) ? caught.message : String(caught));
    }
  };
  runShare.addEventListener('click', () => run(() => sharedGame(share.value, words.value, host.settings())));
  // (The board's rows read as the Solve view reads them: with its lies a row.)
  runBoard.addEventListener('click', () => run(() => ({ patterns: host.patterns(), hard: false, lies: host.settings().lies ?? 0 })));
}

function settle(): void {
  if (!parts) return;
  parts.status.textContent = '';
  parts.result.setAttribute('aria-busy', 'false');
  for (const each of parts.run) each.disabled = false;
}

/** The worker's review, drawn. */
export function showReview(review: Review): void {
  if (!parts) return;
  settle();
  parts.result.hidden = false;
  parts.result.replaceChildren(...renderReview(review));
  // (On a phone the review is below the form, at the foot of the screen or lower: brought into sight.)
  if (parts.result.getBoundingClientRect().top > window.innerHeight / 2) parts.result.scrollIntoView({ block: 'start' });
}

/** Why the game cannot be reviewed (a bad share, a bad word, a worker's error), in place of the review. */
export function reviewFailed(message: string): void {
  if (!parts) return;
  settle();
  parts.result.hidden = true;
  parts.result.replaceChildren();
  parts.error.textContent = message;
  parts.error.hidden = false;
}

function cell(tag: 'td' | 'th', text: string, className?: string, label?: string): HTMLTableCellElement {
  const made = document.createElement(tag);
  made.textContent = text;
  if (className) made.className = className;
  // (A phone shows each cell's column name above it: the table's head is out of sight there.)
  if (label) made.dataset['label'] = label;
  return made;
}

/** A bar for 0-99, with its number. */
function bar(value: number, kind: string, label: string): HTMLTableCellElement {
  const td = cell('td', '', `review-bar-cell ${kind}`, label);
  const track = element('span', { class: `review-bar ${kind}`, 'aria-hidden': 'true' });
  const fill = element('span');
  fill.style.width = `${(value / 99) * 100}%`;
  track.append(fill);
  td.append(element('span', { class: 'review-number' }, String(value)), track);
  return td;
}

function tilesCell(item: ReviewedGuess): HTMLTableCellElement {
  const td = cell('td', '', 'review-tiles');
  td.setAttribute('aria-label', `${item.guess} ${[...item.tiles].map((tile) => TILE_CLASS[tile]).join(' ')}`);
  [...item.guess].forEach((letter, i) => {
    td.append(element('span', { class: `tile small ${TILE_CLASS[item.tiles[i] ?? 'b']}` }, letter));
  });
  return td;
}

const shortNumber = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

function renderReview(review: Review): HTMLElement[] {
  const { summary } = review;
  const verdict = element('h2', { id: 'review-verdict', class: 'count' }, `Skill ${summary.skill} · luck ${summary.luck}`);
  const used = element(
    'p',
    { id: 'review-strategy-used', class: 'note' },
    `Each guess compared with ${review.strategy}'s pick (${STRATEGY_SUMMARIES[review.strategy]}${review.strategy === 'best' ? `, at most ${DEFAULT_TIME_LIMIT_S} s a search` : ''}): ${review.optimises}.`,
  );
  const pickTitle = `${review.strategy}'s pick`;
  const table = element('table', { id: 'review-table', class: 'review-table' });
  const head = document.createElement('tr');
  for (const title of ['#', 'guess', 'before', 'after', 'expected', pickTitle, 'luck', 'skill']) head.append(cell('th', title));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const [i, item] of review.guesses.entries()) {
    const row = document.createElement('tr');
    const pick = item.bestGuess === item.guess ? 'same' : `${item.bestGuess} ${shortNumber(item.bestExpected)}`;
    row.append(
      cell('td', String(i + 1), 'review-index'),
      tilesCell(item),
      cell('td', String(item.before), 'num', 'before'),
      cell('td', String(item.after), 'num', 'after'),
      cell('td', shortNumber(item.expected), 'num', 'expected'),
      cell('td', pick, 'review-pick', pickTitle),
      bar(item.luck, 'luck', 'luck'),
      bar(item.skill, 'skill', 'skill'),
    );
    if (item.skillBasis === 'estimate') row.lastElementChild?.setAttribute('title', 'estimated from the split');
    if (!item.hardMode.kept && review.hard) row.classList.add('broke-hard');
    body.append(row);
  }
  const total = summary.expectedTotal === null ? '' : `; best's expected total from the first guess: ${summary.expectedTotal.toFixed(2)}`;
  const line = element(
    'p',
    { id: 'review-summary', class: 'review-summary' },
    `${summary.solved ? 'Solved' : 'Not solved'} in ${summary.guesses} (${review.strategy}${review.hard ? ', hard mode' : ''}${review.lies === undefined ? '' : `, ${liesARow(review.lies)}`}${total}). Skill ${summary.skill}, luck ${summary.luck}.`,
  );
  const lying = review.lies === undefined ? [] : [element('p', { id: 'review-lies', class: 'note' }, `${LYING_REVIEW_NOTE}.`)];
  const notes = review.guesses.flatMap((item, i) =>
    !item.hardMode.kept && review.hard
      ? [element('p', { class: 'note review-hard' }, `Guess ${i + 1} broke hard mode: ${item.hardMode.broken.join(', ')}.`)]
      : [],
  );
  const key = element(
    'p',
    { class: 'note' },
    'Expected: answers expected left after the guess. Luck: 99 the best outcome, 0 the worst. Skill: 99 the pick, 0 a guess that reveals nothing.',
  );
  return [verdict, used, table, line, ...notes, ...lying, key];
}
