// The on-screen keyboard, as the game has one: each letter coloured by what the clues say of it
// (green beats yellow beats grey: lib's letterStates, or a view's own reading of its clues),
// Enter and Backspace. Every view that takes a guess has one; its keys type that view's guess.
// Its letters are the game's (lib's keyboardRows: the Spanish game's has ñ).

import { KEYBOARD_ROWS } from '../../lib/index.ts';

const SPOKEN: Record<string, string> = {
  green: 'in the word, at a green place',
  yellow: 'in the word, place not known',
  grey: 'not in the word',
};

function key(text: string, name: string, label: string, wide = false): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = wide ? 'key wide' : 'key';
  button.dataset['key'] = name;
  button.textContent = text;
  button.setAttribute('aria-label', label);
  return button;
}

export interface Keyboard {
  /** Colours each letter's key: green, yellow or grey, or none for a letter not in `states` (only the keys whose colour changed are touched). */
  paint(states: ReadonlyMap<string, string>): void;
  /** Lays the keys out in these rows of letters (lib's keyboardRows for the game's list), when they are not already. */
  layout(rows: readonly string[]): void;
}

/** Draws the keys into `container` (a section.keyboard); `press` gets each key pressed: a letter, 'Enter' or 'Backspace'. */
export function makeKeyboard(container: HTMLElement, press: (key: string) => void): Keyboard {
  let laid = '';
  const layout = (letterRows: readonly string[]) => {
    if (letterRows.join('/') === laid) return;
    laid = letterRows.join('/');
    const rows = letterRows.map((letters, i) => {
      const row = document.createElement('div');
      row.className = 'keys';
      if (i === letterRows.length - 1) row.append(key('Enter', 'Enter', 'Enter: add the guess', true));
      for (const letter of letters) row.append(key(letter, letter, letter.toUpperCase()));
      if (i === letterRows.length - 1) row.append(key('⌫', 'Backspace', 'Backspace', true));
      return row;
    });
    container.replaceChildren(...rows);
  };
  layout(KEYBOARD_ROWS);
  container.addEventListener('click', (event) => {
    const pressed = (event.target as HTMLElement).closest<HTMLElement>('button.key')?.dataset['key'];
    if (pressed !== undefined) press(pressed);
  });
  return {
    layout,
    paint(states) {
      for (const button of container.querySelectorAll<HTMLButtonElement>('.key:not(.wide)')) {
        const letter = button.dataset['key'] ?? '';
        const known = states.get(letter) ?? 'unknown';
        if (button.dataset['state'] === known) continue;
        button.dataset['state'] = known;
        button.setAttribute('aria-label', known === 'unknown' ? letter.toUpperCase() : `${letter.toUpperCase()}, ${SPOKEN[known]}`);
      }
    },
  };
}
