// Display preferences: colour-blind tiles and the theme, kept in storage.

import { $ } from '../dom.ts';
import { store, stored } from '../storage.ts';

const colourBlind = $<HTMLInputElement>('colour-blind');
const theme = $<HTMLSelectElement>('theme');

function applyDisplay(): void {
  document.documentElement.classList.toggle('colour-blind', colourBlind.checked);
  if (theme.value === 'auto') delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = theme.value;
}

/** Reads the stored preferences, applies them, and keeps them as the user changes them. */
export function startDisplay(): void {
  colourBlind.addEventListener('change', () => {
    store('colourBlind', String(colourBlind.checked));
    applyDisplay();
  });
  theme.addEventListener('change', () => {
    store('theme', theme.value);
    applyDisplay();
  });
  colourBlind.checked = stored('colourBlind') === 'true';
  theme.value = stored('theme') ?? 'auto';
  if (theme.value === '') theme.value = 'auto';
  applyDisplay();
}
