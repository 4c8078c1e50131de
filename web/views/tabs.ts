// The view switcher: one tab for each view of the page (a `section.view` in <main>, named by its
// data-view and data-title), shown when there is more than one. A view added to index.html gets
// its tab with no code here; the chosen view is kept between visits.

import { $, element } from '../dom.ts';
import { store, stored } from '../storage.ts';

function views(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main > section.view')];
}

/** The name of the view shown. */
export function shownView(): string | undefined {
  return views().find((view) => !view.hidden)?.dataset['view'];
}

/** Shows the view of this name (the first one if there is none), hides the others; the view shown gets a `view-shown` event. */
export function showView(name: string): void {
  const all = views();
  const chosen = all.find((view) => view.dataset['view'] === name) ?? all[0];
  for (const view of all) view.hidden = view !== chosen;
  for (const tab of $('view-tabs').querySelectorAll<HTMLButtonElement>('button'))
    tab.setAttribute('aria-pressed', String(tab.dataset['view'] === chosen?.dataset['view']));
  chosen?.dispatchEvent(new Event('view-shown'));
}

export function startViews(): void {
  const all = views();
  const nav = $('view-tabs');
  nav.hidden = all.length < 2;
  nav.replaceChildren(
    ...all.map((view) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'tab';
      tab.dataset['view'] = view.dataset['view'] ?? '';
      // A short title on a phone (data-short), where the four tabs share one line.
      const title = view.dataset['title'] ?? view.dataset['view'] ?? '';
      const short = view.dataset['short'];
      if (short) tab.append(element('span', { class: 'long' }, title), element('span', { class: 'short' }, short));
      else tab.textContent = title;
      tab.addEventListener('click', () => {
        store('view', tab.dataset['view'] ?? '');
        showView(tab.dataset['view'] ?? '');
      });
      return tab;
    }),
  );
  showView(all.length < 2 ? '' : (stored('view') ?? ''));
}
