// The page's review view: a game reviewed guess by guess (lib/review/review.ts), from a share
// text pasted with the words played, or from the guesses on the board. It builds its own
// section, so that the page's hook is one call.

import { isWordleError, type Review, type ReviewedGuess, readShareGrid, reviewGame, sharePatterns, solver } from '../../lib/index.ts';
import { type ListTexts, type Settings, sourcesOf } from '../engine.ts';

export interface ReviewHost {
  readonly lists: () => ListTexts;
  readonly settings: () => Settings;
  /** The board's guesses as patterns. */
  readonly patterns: () => readonly string[];
}

const TILE_CLASS: Record<string, string> = { g: 'green', y: 'yellow', b: 'grey' };

/** Adds the review section to the page (after the others) and wires its buttons. */
export function startReview(host: ReviewHost): void {
  const section = document.createElement('section');
  // A view of the page, with its tab (web/views/tabs.ts).
  section.className = 'review-section view';
  section.dataset['view'] = 'review';
  section.dataset['title'] = 'Review a game';
  section.hidden = true;
  section.setAttribute('aria-labelledby', 'review-title');
  section.innerHTML = `
    <h2 id="review-title">Review a game</h2>
    <p class="hint">Paste the share text (Wordle 1,234 4/6 and its squares) and the words you played, or review the guesses on the board.</p>
    <label for="review-share">Share text</label>
    <textarea id="review-share" rows="8" spellcheck="false" placeholder="Wordle 1,234 4/6&#10;&#10;⬛⬛⬛⬛🟩&#10;…"></textarea>
    <label for="review-words">Words played</label>
    <input id="review-words" type="text" autocapitalize="none" spellcheck="false" placeholder="crane pilot ghost house">
    <div class="review-buttons">
      <button type="button" id="review-run">Review the share</button>
      <button type="button" id="review-board">Review the board</button>
    </div>
    <p id="review-error" class="error" role="alert" hidden></p>
    <p id="review-status" class="note" aria-live="polite"></p>
    <div id="review-result"></div>`;
  (document.querySelector('main') ?? document.body).append(section);
  const get = <T extends HTMLElement>(id: string) => section.querySelector(`#${id}`) as T;
  const error = get<HTMLParagraphElement>('review-error');
  const status = get<HTMLParagraphElement>('review-status');
  const result = get<HTMLDivElement>('review-result');

  const run = async (game: () => { patterns: readonly string[]; hard: boolean }) => {
    error.hidden = true;
    result.replaceChildren();
    try {
      const { patterns, hard } = game();
      const settings = host.settings();
      status.textContent = 'Reviewing…';
      // (One frame first, so that the note shows before the work.)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const review = await reviewGame(
        patterns,
        sourcesOf(host.lists(), settings, solver),
        {
          strategy: settings.strategy,
          hard: settings.hard || hard,
          timeLimitMs: settings.timeLimit * 1000,
          positionalWeight: settings.positionalWeight,
        },
        { clock: () => performance.now() },
      );
      status.textContent = '';
      result.append(renderReview(review));
    } catch (caught) {
      status.textContent = '';
      error.textContent = isWordleError(caught) ? caught.message : String(caught);
      error.hidden = false;
    }
  };
  get('review-run').addEventListener('click', () =>
    run(() => {
      const grid = readShareGrid(get<HTMLTextAreaElement>('review-share').value);
      const words = get<HTMLInputElement>('review-words')
        .value.split(/[\s,]+/)
        .filter((word) => word !== '');
      return { patterns: sharePatterns(grid, words), hard: grid.hard };
    }),
  );
  get('review-board').addEventListener('click', () => run(() => ({ patterns: host.patterns(), hard: false })));
}

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLTableCellElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** A bar for 0-99, with its number. */
function bar(value: number, kind: string): HTMLTableCellElement {
  const td = cell('td', '', 'review-bar-cell');
  const track = document.createElement('span');
  track.className = `review-bar ${kind}`;
  const fill = document.createElement('span');
  fill.style.width = `${(value / 99) * 100}%`;
  track.append(fill);
  const number = document.createElement('span');
  number.className = 'review-number';
  number.textContent = String(value);
  td.append(number, track);
  return td;
}

function tilesCell(item: ReviewedGuess): HTMLTableCellElement {
  const td = cell('td', '', 'review-tiles');
  td.setAttribute('aria-label', `${item.guess} ${item.tiles}`);
  [...item.guess].forEach((letter, i) => {
    const tile = document.createElement('span');
    tile.className = `tile review-tile ${TILE_CLASS[item.tiles[i] ?? 'b']}`;
    tile.textContent = letter.toUpperCase();
    td.append(tile);
  });
  return td;
}

const shortNumber = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

function renderReview(review: Review): HTMLElement {
  const wrap = document.createElement('div');
  const table = document.createElement('table');
  table.id = 'review-table';
  table.className = 'review-table';
  const head = document.createElement('tr');
  for (const title of ['#', 'guess', 'before', 'after', 'expected', `${review.strategy}'s pick`, 'luck', 'skill'])
    head.append(cell('th', title));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const [i, item] of review.guesses.entries()) {
    const row = document.createElement('tr');
    const pick = item.bestGuess === item.guess ? 'same' : `${item.bestGuess} ${shortNumber(item.bestExpected)}`;
    row.append(
      cell('td', String(i + 1)),
      tilesCell(item),
      cell('td', String(item.before), 'num'),
      cell('td', String(item.after), 'num'),
      cell('td', shortNumber(item.expected), 'num'),
      cell('td', pick, 'review-pick'),
      bar(item.luck, 'luck'),
      bar(item.skill, 'skill'),
    );
    if (item.skillBasis === 'estimate') row.lastElementChild?.setAttribute('title', 'estimated from the split');
    if (!item.hardMode.kept && review.hard) row.classList.add('broke-hard');
    body.append(row);
  }
  const { summary } = review;
  const total = summary.expectedTotal === null ? '' : `; best's expected total from the first guess: ${summary.expectedTotal.toFixed(2)}`;
  const verdict = document.createElement('p');
  verdict.id = 'review-summary';
  verdict.className = 'review-summary';
  verdict.textContent = `${summary.solved ? 'Solved' : 'Not solved'} in ${summary.guesses} (${review.strategy}${review.hard ? ', hard mode' : ''}${total}). Skill ${summary.skill}, luck ${summary.luck}.`;
  wrap.append(table, verdict);
  for (const [i, item] of review.guesses.entries())
    if (!item.hardMode.kept && review.hard) {
      const note = document.createElement('p');
      note.className = 'note review-hard';
      note.textContent = `Guess ${i + 1} broke hard mode: ${item.hardMode.broken.join(', ')}.`;
      wrap.append(note);
    }
  return wrap;
}
