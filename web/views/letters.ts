// The letter panel: for each letter the tiles so far show, how many copies the word has at least
// and at most, where a green put it, where it cannot be and where it may still be (lib's
// letterFacts, the constraints --explain shows, read by letter); the letters not in the word on
// one line. Drawn from the turn main.ts computed; hidden before the first clue and on a clash.

import { copiesText, type LetterFact, letterFacts, type Turn } from '../../lib/index.ts';

const PANEL_ID = 'letters-panel';

const places = (list: readonly number[]) => (list.length === 0 ? '–' : list.join(', '));

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLTableCellElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

function row(fact: LetterFact): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.dataset['letter'] = fact.letter;
  const key = cell('th', fact.letter.toUpperCase(), `letter-key ${fact.at.length > 0 ? 'green' : 'yellow'}`);
  key.scope = 'row';
  tr.append(key, cell('td', copiesText(fact)), cell('td', places(fact.at)), cell('td', places(fact.notAt)), cell('td', places(fact.mayBe)));
  return tr;
}

function table(facts: readonly LetterFact[]): HTMLTableElement {
  const element = document.createElement('table');
  element.className = 'letters';
  const head = document.createElement('tr');
  for (const title of ['Letter', 'Copies', 'At', 'Not at', 'May be at']) head.append(cell('th', title));
  for (const th of head.children) (th as HTMLTableCellElement).scope = 'col';
  const thead = document.createElement('thead');
  thead.append(head);
  const tbody = document.createElement('tbody');
  tbody.append(...facts.map(row));
  element.append(thead, tbody);
  return element;
}

/** Draws the panel for the turn (nothing to draw without clues, or when they clash). */
export function renderLetters(turn: Turn | undefined): void {
  const panel = document.getElementById(PANEL_ID);
  if (!panel) return;
  const query = turn?.query;
  const facts = query && query.clues.length > 0 && !query.conflict ? letterFacts(query.combined) : [];
  const present = facts.filter((fact) => fact.most !== 0);
  const absent = facts.filter((fact) => fact.most === 0);
  const title = document.createElement('h3');
  title.id = 'letters-title';
  title.textContent = 'Letters';
  const parts: HTMLElement[] = [title];
  if (present.length > 0) parts.push(table(present));
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
