// The page's elements by id, and the small builders the views share.

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** Calls `then` once the frame drawn after now is on screen (a task queued from the next animation frame runs after its paint). */
export function afterPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
}

/** An element with these attributes (`class`, `id`, `aria-*`, `data-*`...) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  made.append(...children);
  return made;
}

/** A button of the page's own (not a form's submit). */
export function button(className: string, text: string, label: string, data: Record<string, string>): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  for (const [key, value] of Object.entries(data)) element.dataset[key] = value;
  element.setAttribute('aria-label', label);
  return element;
}
