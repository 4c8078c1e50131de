// The letter panel: for each letter the tiles so far show, how many copies the word has at least
// and at most, where a green put it, where it cannot be and where it may still be (lib's
// letterFacts, the constraints --explain shows, read by letter); the letters not in the word on
// one line. Drawn from the turn main.ts computed; hidden before the first clue and on a clash.
// Once solved, what is known is the answer: each of its letters, how many times, where.

import { copiesText, type LetterFact, letterFacts, type Turn } from '../../lib/index.ts';
import { answerFacts } from '../state.ts';

const PANEL_ID = 'letters-panel';

const places = (list: readonly number[]) => (list.length === 0 ? '–' : list.join(', '));

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLTableCellElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** The columns: all of them while the answer is open; once it is known, where each letter may not or may still be says nothing. */
const COLUMNS = ['Letter', 'Copies', 'At', 'Not at', 'May be at'];
const SOLVED_COLUMNS = 3;

function row(fact: LetterFact, columns: number): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.dataset['letter'] = fact.letter;
  const key = cell('th', fact.letter.toUpperCase(), `letter-key ${fact.at.length > 0 ? 'green' : 'yellow'}`);
  key.scope = 'row';
  const cells = [cell('td', copiesText(fact)), cell('td', places(fact.at)), cell('td', places(fact.notAt)), cell('td', places(fact.mayBe))];
  tr.append(key, ...cells.slice(0, columns - 1));
  return tr;
}

function table(facts: readonly LetterFact[], columns: number): HTMLTableElement {
  const element = document.createElement('table');
  element.className = 'letters';
  const head = document.createElement('tr');
  for (const title of COLUMNS.slice(0, columns)) head.append(cell('th', title));
  for (const th of head.children) (th as HTMLTableCellElement).scope = 'col';
  const thead = document.createElement('thead');
  thead.append(head);
  const tbody = document.createElement('tbody');
  tbody.append(...facts.map((fact) => row(fact, columns)));
  element.append(thead, tbody);
  return element;
}

/** Draws the panel for the turn (nothing to draw without clues, or when they clash). */
export function renderLetters(turn: Turn | undefined): void {
  const panel = document.getElementById(PANEL_ID);
  if (!panel) return;
  const query = turn?.query;
  const clued = query && query.clues.length > 0 && !query.conflict ? letterFacts(query.combined) : [];
  const answer = turn?.state === 'solved' ? query?.clues.at(-1)?.letters : undefined;
  const facts = answer ? answerFacts(answer, clued) : clued;
  const present = facts.filter((fact) => fact.most !== 0);
  const absent = facts.filter((fact) => fact.most === 0);
  const title = document.createElement('h3');
  title.id = 'letters-title';
  title.textContent = 'Letters';
  const parts: HTMLElement[] = [title];
  if (answer) {
    const known = document.createElement('p');
    known.id = 'letters-answer';
    known.className = 'letters-answer';
    known.textContent = `The answer is ${answer.join('').toUpperCase()}: every letter is known.`;
    parts.push(known);
  }
  if (present.length > 0) parts.push(table(present, answer ? SOLVED_COLUMNS : COLUMNS.length));
  if (absent.length > 0) {
    const line = document.createElement('p');
    line.id = 'letters-absent';
    line.className = 'letters-absent';
    line.textContent = `Not in the word: ${absent.map((fact) => fact.letter.toUpperCase()).join(' ')}`;
    parts.push(line);
  }
  panel.replaceChildren(...parts);
  panel.hidden = facts.length === 0;
}
