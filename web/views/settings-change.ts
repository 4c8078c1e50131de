// A change of the settings applied: a broad list it reads unpacked first (web/broad-lists.ts), the
// choice kept between visits (storage.ts), the controls shown (settings.ts) and the turn redrawn
// (main.ts's update). The user's word file arrives here too.

import { broadFile, unpackBroad } from '../broad-lists.ts';
import { answersName, missingLists, type Settings } from '../engine.ts';
import { state } from '../state.ts';
import { store } from '../storage.ts';
import { showError } from './result.ts';
import { showSettings, startSettings } from './settings.ts';

export interface SettingsHost {
  /** Recomputes and redraws after a change; `what` names it in the timings. */
  update(what: string): void;
  /** Starts the worker afresh with the page's lists (a list unpacked, a file picked). */
  restart(): void;
}

let host: SettingsHost;

/** A change of settings; a broad list it reads (english, Spanish, French) is unpacked first, and the settings stay as they were if it cannot be. */
async function changeSettings(change: Partial<Settings>): Promise<void> {
  const next = { ...state.settings, ...change };
  if (missingLists(state.lists, next).length > 0) {
    try {
      await unpackLists(next);
    } catch (error) {
      showError(unpackProblem(error));
      showSettings(state.settings);
      return;
    }
  }
  state.settings = next;
  // (The answers are kept as shown: those the lists gave, when none were chosen.)
  for (const [key, value] of Object.entries(change))
    if (key !== 'guesses' || value !== 'file') store(key, key === 'answers' ? answersName(next) : String(value));
  showSettings(state.settings);
  host.update('settings');
}

/** The broad lists the settings read that the page has not unpacked yet (web/broad-lists.ts); the worker then restarts with them among the lists. */
export async function unpackLists(settings: Settings): Promise<void> {
  const missing = missingLists(state.lists, settings);
  const texts = await Promise.all(missing.map(async (name) => [broadFile(name), await unpackBroad(name)] as const));
  state.lists = { ...state.lists, bundled: { ...state.lists.bundled, ...Object.fromEntries(texts) } };
  host.restart();
}

export const unpackProblem = (error: unknown) =>
  `The word list cannot be unpacked here: ${error instanceof Error ? error.message : String(error)}`;

/** Starts applying the settings controls' changes (settings.ts). */
export function startSettingsChanges(on: SettingsHost): void {
  host = on;
  startSettings({
    change: (change) => void changeSettings(change),
    file(name, text) {
      // The user's file as the guess list, with the answers lib's resolver gives it (as `wordle -f FILE`: every word of it).
      state.lists = { ...state.lists, file: { name, text } };
      host.restart();
      void changeSettings({ guesses: 'file', answers: undefined });
    },
  });
}
