// The on-screen keyboard, as the game has one: each letter coloured by what the clues say of it
// (green beats yellow beats grey, lib's letterStates), Enter and Backspace. Its keys type the
// next guess; main.ts says what a key does.

import { type Clue, KEYBOARD_ROWS, letterStates } from '../../lib/index.ts';
import { $ } from '../dom.ts';

const keyboard = $('keyboard');
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

/** Draws the keys once; paintKeyboard colours them. */
export function startKeyboard(): void {
  const rows = KEYBOARD_ROWS.map((letters, i) => {
    const row = document.createElement('div');
    row.className = 'keys';
    if (i === KEYBOARD_ROWS.length - 1) row.append(key('Enter', 'Enter', 'Enter: add the guess', true));
    for (const letter of letters) row.append(key(letter, letter, letter.toUpperCase()));
    if (i === KEYBOARD_ROWS.length - 1) row.append(key('⌫', 'Backspace', 'Backspace', true));
    return row;
  });
  keyboard.replaceChildren(...rows);
}

/** Colours each letter's key by the clues (only the keys whose colour changed are touched). */
export function paintKeyboard(clues: readonly Clue[]): void {
  const states = letterStates(clues);
  for (const button of keyboard.querySelectorAll<HTMLButtonElement>('.key:not(.wide)')) {
    const letter = button.dataset['key'] ?? '';
    const known = states.get(letter) ?? 'unknown';
    if (button.dataset['state'] === known) continue;
    button.dataset['state'] = known;
    button.setAttribute('aria-label', known === 'unknown' ? letter.toUpperCase() : `${letter.toUpperCase()}, ${SPOKEN[known]}`);
  }
}
