// The on-screen keyboard, as the game has one: each letter coloured by what the clues say of it
// (green beats yellow beats grey: lib's letterStates, or a view's own reading of its clues),
// Enter and Backspace. Every view that takes a guess has one; its keys type that view's guess.

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
}

/** Draws the keys into `container` (a section.keyboard); `press` gets each key pressed: a letter, 'Enter' or 'Backspace'. */
export function makeKeyboard(container: HTMLElement, press: (key: string) => void): Keyboard {
  const rows = KEYBOARD_ROWS.map((letters, i) => {
    const row = document.createElement('div');
    row.className = 'keys';
    if (i === KEYBOARD_ROWS.length - 1) row.append(key('Enter', 'Enter', 'Enter: add the guess', true));
    for (const letter of letters) row.append(key(letter, letter, letter.toUpperCase()));
    if (i === KEYBOARD_ROWS.length - 1) row.append(key('⌫', 'Backspace', 'Backspace', true));
    return row;
  });
  container.replaceChildren(...rows);
  container.addEventListener('click', (event) => {
    const pressed = (event.target as HTMLElement).closest<HTMLElement>('button.key')?.dataset['key'];
    if (pressed !== undefined) press(pressed);
  });
  return {
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
