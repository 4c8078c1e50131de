// Typing a guess, the same in every view that takes one: the Solve view's form (a label, the
// word in the tiles' type, the primary button), the on-screen keyboard under it, and letters
// typed anywhere on the page going to the guess of the view shown.

import { element } from '../dom.ts';
import { type Keyboard, makeKeyboard } from './keyboard.ts';
import { shownView } from './tabs.ts';

export interface Entry {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly submit: HTMLButtonElement;
  /** The view's on-screen keyboard (a section.keyboard), to place under the form. */
  readonly keys: HTMLElement;
  readonly keyboard: Keyboard;
}

/** A form to type a guess in `view` (`id` is its input's), with its keyboard; `add` gets the word when it is submitted. */
export function makeEntry(view: string, id: string, options: { label?: string; button: string; add: (typed: string) => void }): Entry {
  const input = element('input', {
    id,
    name: id,
    type: 'text',
    inputmode: 'text',
    autocapitalize: 'none',
    spellcheck: 'false',
    enterkeyhint: 'enter',
    placeholder: 'a word',
    maxlength: '31',
    size: '6',
  });
  const submit = element('button', { type: 'submit', class: 'primary' }, options.button);
  const form = element(
    'form',
    { class: 'entry', autocomplete: 'off' },
    element('label', { for: id }, options.label ?? 'Next guess'),
    input,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    options.add(input.value);
  });
  // (Letters typed here are this view's guess, not the Solve view's.)
  input.addEventListener('keydown', (event) => event.stopPropagation());
  const keys = element('section', { class: 'keyboard', 'aria-label': 'Letters, coloured by what the clues say' });
  const keyboard = makeKeyboard(keys, (key) => {
    if (input.disabled) return;
    if (key === 'Enter') form.requestSubmit();
    else if (key === 'Backspace') input.value = [...input.value].slice(0, -1).join('');
    else input.value += key;
    input.dispatchEvent(new Event('input'));
  });
  onTyping(view, (event) => {
    if (input.disabled || !isLetter(event)) return false;
    event.preventDefault();
    input.value += event.key.toLowerCase();
    input.focus();
    input.dispatchEvent(new Event('input'));
    return true;
  });
  return { form, input, submit, keys, keyboard };
}

/** Whether a key typed is a letter (no shortcut: Ctrl, Alt or Meta held). */
export const isLetter = (event: KeyboardEvent) =>
  event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;

// What a key typed with the focus on nothing does, for each view that takes a guess (by its name).
const typists = new Map<string, (event: KeyboardEvent) => boolean>();

/** Sets what a key typed with the focus on nothing does while `view` is shown (the Solve view has its own). */
export function onTyping(view: string, typist: (event: KeyboardEvent) => boolean): void {
  typists.set(view, typist);
}

/** A key typed where the view's guess should have it (on a tile of its board): as if the focus were on nothing. */
export function typeInView(view: string, event: KeyboardEvent): boolean {
  return typists.get(view)?.(event) ?? false;
}

/** Whether a key typed there is the element's own (a field's text, a list's choice). */
const takesKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keys typed with the focus on nothing (or on a button: a tab, a key) go to the guess of the view shown. */
export function startTyping(): void {
  document.addEventListener('keydown', (event) => {
    if (!event.defaultPrevented && !takesKeys(event.target)) typists.get(shownView() ?? '')?.(event);
  });
}
