// The page's boards setting: Dordle, Quordle, Octordle... Type a guess, tap each board's tiles to
// the colours that board showed; each board's words still possible and one guess for them all
// are computed by the library's boards turn (lib/boards/, the same as `wordle crane:g1,g2,...`).
// Self-contained: main.ts calls startBoards once; everything else is this file's.

import {
  BOARDS_GAMES,
  type BoardsSolver,
  type BoardsTurn,
  createBoardsSolver,
  GREEN,
  GREY,
  isWordleError,
  normalizeLine,
  playBoardsTurn,
  type Tile,
  type TurnSources,
  YELLOW,
} from '../../lib/index.ts';
import { type ListTexts, sourcesOf as pageSources, type Settings } from '../engine.ts';

export interface BoardsHost {
  readonly lists: () => ListTexts;
  readonly settings: () => Settings;
}

interface Row {
  readonly guess: string;
  /** Per board, its tiles; undefined on a board solved before this guess. */
  readonly tiles: (Tile[] | undefined)[];
}

const NEXT: Record<Tile, Tile> = { 0: YELLOW, 1: GREEN, 2: GREY };
const LETTER: Record<Tile, string> = { 0: 'b', 1: 'y', 2: 'g' };
const NAME: Record<Tile, string> = { 0: 'grey', 1: 'yellow', 2: 'green' };
/** Words a board lists (its count is whole). */
const LISTED = 24;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made: HTMLElementTagNameMap[K] = document.createElement(tag);
  Object.assign(made, props);
  made.append(...children);
  return made;
}

/** The patterns of the rows: a guess once, then a tile group a board (`-` where solved before). */
export function boardsPatterns(rows: readonly Row[]): string[] {
  return rows.map(
    (row) => `${row.guess}:${row.tiles.map((tiles) => (tiles ? tiles.map((tile) => LETTER[tile]).join('') : '-')).join(',')}`,
  );
}

export function startBoards(host: BoardsHost): void {
  const root = document.getElementById('boards');
  if (!root) return;
  let count = 1;
  let rows: Row[] = [];
  let computing = 0;
  let solver: { key: readonly string[]; made: BoardsSolver } | undefined;

  const select = element('select', { id: 'boards-count' });
  select.append(element('option', { value: '1', textContent: 'one (Wordle)' }));
  for (const game of BOARDS_GAMES)
    select.append(element('option', { value: String(game.boards), textContent: `${game.boards}: ${game.name}` }));
  const panel = element('div', { id: 'boards-panel', hidden: true });
  const input = element('input', { id: 'boards-guess', type: 'text', placeholder: 'crane', autocomplete: 'off', spellcheck: false });
  input.setAttribute('autocapitalize', 'none');
  const form = element(
    'form',
    { className: 'boards-form' },
    element('label', { htmlFor: 'boards-guess', textContent: 'Guess on every board' }),
    input,
    element('button', { type: 'submit', textContent: 'Add' }),
  );
  const clear = element('button', { type: 'button', id: 'boards-clear', textContent: 'Clear' });
  form.append(clear);
  const error = element('p', { id: 'boards-error', className: 'error', hidden: true });
  error.setAttribute('role', 'alert');
  const grid = element('div', { id: 'boards-grid', className: 'boards-grid' });
  const status = element('p', { id: 'boards-status', className: 'count' });
  status.setAttribute('aria-live', 'polite');
  const suggestion = element('p', { id: 'boards-suggestion', className: 'suggestion' });
  const results = element('div', { id: 'boards-results', className: 'boards-results' });
  panel.append(form, error, grid, status, suggestion, results);
  root.append(element('div', { className: 'field' }, element('label', { htmlFor: 'boards-count', textContent: 'Boards' }), select), panel);

  const solvedBefore = (board: number, at: number) => rows.slice(0, at).some((row) => row.tiles[board]?.every((tile) => tile === GREEN));

  const drawGrid = () => {
    grid.replaceChildren();
    grid.style.setProperty('--boards', String(count));
    for (let b = 0; b < count; b++) {
      const column = element('div', { className: 'boards-board' });
      column.append(element('div', { className: 'boards-board-title', textContent: `board ${b + 1}` }));
      rows.forEach((row, at) => {
        const line = element('div', { className: 'boards-row' });
        const tiles = row.tiles[b];
        if (tiles)
          [...row.guess].forEach((letter, i) => {
            const tile = tiles[i] ?? GREY;
            const button = element('button', { type: 'button', className: `boards-tile ${NAME[tile]}`, textContent: letter.toUpperCase() });
            button.dataset['board'] = String(b);
            button.dataset['row'] = String(at);
            button.dataset['index'] = String(i);
            button.setAttribute('aria-label', `board ${b + 1}, guess ${at + 1}, ${letter}: ${NAME[tile]}`);
            button.addEventListener('click', () => {
              tiles[i] = NEXT[tile];
              settle();
              update();
            });
            line.append(button);
          });
        column.append(line);
      });
      grid.append(column);
    }
  };

  /** A board solved by a row takes no tiles after it; one no longer solved gets them back. */
  const settle = () => {
    rows = rows.map((row, at) => ({
      guess: row.guess,
      tiles: row.tiles.map((tiles, b) => (solvedBefore(b, at) ? undefined : (tiles ?? [...row.guess].map(() => GREY)))),
    }));
  };

  // The page's sources for its settings, as the other views have them (the lists, the opener made ahead).
  const sourcesOf = (): TurnSources => pageSources(host.lists(), host.settings(), undefined);

  const show = (turn: BoardsTurn) => {
    const solved = turn.boards.filter((board) => board.solvedAt !== undefined).length;
    status.textContent = `${turn.guesses.length} of ${turn.tries} guesses played, ${solved} of ${turn.boards.length} boards solved${turn.state === 'won' ? ': every board solved' : turn.state === 'lost' ? ': no guess left' : ''}`;
    suggestion.textContent = turn.suggestion
      ? `Next guess: ${turn.suggestion.guess.toUpperCase()} (${Math.round(turn.suggestion.solves * 100)}% to solve a board now)`
      : '';
    results.replaceChildren(
      ...turn.boards.map((board) => {
        const box = element('div', { className: 'boards-result' });
        if (board.solvedAt !== undefined) {
          box.append(element('strong', { textContent: `Board ${board.board}` }), ` solved by guess ${board.solvedAt}`);
          return box;
        }
        const likely = board.turn.suggested.candidates;
        box.append(
          element('strong', { textContent: `Board ${board.board}` }),
          `: ${board.turn.result.matches.length} possible, ${likely.length} likely`,
          element('p', { className: 'words', textContent: likely.slice(0, LISTED).join(' ') + (likely.length > LISTED ? ' …' : '') }),
        );
        return box;
      }),
    );
  };

  const update = () => {
    drawGrid();
    error.hidden = true;
    const id = ++computing;
    status.textContent = 'working…';
    suggestion.textContent = '';
    // (After the paint: a first turn's guess is a pass over every guess for each word.)
    setTimeout(() => {
      if (id !== computing) return;
      playBoardsTurn(boardsPatterns(rows), sourcesOf(), { strategy: 'boards', boards: count, suggest: true }, (guesses, length) => {
        if (solver?.key !== guesses) solver = { key: guesses, made: createBoardsSolver(guesses, length) };
        return solver.made;
      }).then(
        (turn) => {
          if (id === computing) show(turn);
        },
        (problem: unknown) => {
          if (id !== computing) return;
          error.textContent = isWordleError(problem) ? problem.message : String(problem);
          error.hidden = false;
          status.textContent = '';
        },
      );
    }, 20);
  };

  select.addEventListener('change', () => {
    count = Number(select.value);
    rows = [];
    panel.hidden = count === 1;
    root.classList.toggle('boards-on', count > 1);
    if (count > 1) update();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const guess = normalizeLine(input.value);
    if (!guess) return;
    rows.push({ guess, tiles: Array.from({ length: count }, () => [...guess].map(() => GREY)) });
    settle();
    input.value = '';
    update();
  });
  clear.addEventListener('click', () => {
    rows = [];
    update();
  });
}
