// The settings controls: strategy (positional with its weight), hard mode, the priors (alpha, familiar words only), the language (English, or the
// Spanish or French list with its own answers), the guess list (a bundled one or a file of the user's) and the likely answers. They show
// state.settings; changes go to settings-change.ts. Their options are the build's (web/settings-options.ts).

import {
  broadList,
  DEFAULT_POSITIONAL_WEIGHT,
  isLanguageList,
  type LinkSettings,
  MAX_ALPHA,
  MAX_POSITIONAL_WEIGHT,
  STRATEGY_NAMES,
  type StrategyName,
} from '../../lib/index.ts';
import { $ } from '../dom.ts';
import { answersName, DEFAULT_SETTINGS, type Settings } from '../engine.ts';
import { state } from '../state.ts';

const strategySelect = $<HTMLSelectElement>('strategy');
const languageSelect = $<HTMLSelectElement>('language');
const hardBox = $<HTMLInputElement>('hard');
const timeLimitInput = $<HTMLInputElement>('time-limit');
const guessesSelect = $<HTMLSelectElement>('guesses');
const answersSelect = $<HTMLSelectElement>('answers-list');
const fileInput = $<HTMLInputElement>('file');
const alphaInput = $<HTMLInputElement>('alpha');
const familiarBox = $<HTMLInputElement>('familiar');
const positionalWeightInput = $<HTMLInputElement>('positional-weight');

/** A weight as --positional-weight takes it: 0 to MAX_POSITIONAL_WEIGHT. */
const isPositionalWeight = (weight: number) => weight >= 0 && weight <= MAX_POSITIONAL_WEIGHT;

const offered = (select: HTMLSelectElement, value: string | undefined) =>
  value !== undefined && [...select.options].some((option) => option.value === value);

/** Whether the answers select offers a list under a language: English's lists, or the language's own game's and every word. */
const answersOf = (language: string | undefined, answers: string | undefined) =>
  answers !== undefined && (isLanguageList(language) ? answers === language || answers === 'all' : !isLanguageList(answers));

/** Settings from stored (or linked) values, each one checked against what the page offers. */
export function validSettings(values: { readonly [key in keyof Settings]?: string | undefined }): Settings {
  const { strategy, answers, guesses } = values;
  const timeLimit = values.timeLimit === undefined || values.timeLimit.trim() === '' ? Number.NaN : Number(values.timeLimit);
  const alpha = values.alpha === undefined || values.alpha.trim() === '' ? Number.NaN : Number(values.alpha);
  const weight =
    values.positionalWeight === undefined || values.positionalWeight.trim() === '' ? Number.NaN : Number(values.positionalWeight);
  const language = isLanguageList(values.language) ? values.language : undefined;
  return {
    language,
    alpha: alpha >= 0 && alpha <= MAX_ALPHA ? alpha : 0,
    positionalWeight: isPositionalWeight(weight) ? weight : DEFAULT_POSITIONAL_WEIGHT,
    familiar: values.familiar === 'true',
    timeLimit: timeLimit >= 0 && timeLimit <= 3600 ? timeLimit : DEFAULT_SETTINGS.timeLimit,
    strategy: STRATEGY_NAMES.includes(strategy as StrategyName) ? (strategy as StrategyName) : DEFAULT_SETTINGS.strategy,
    hard: values.hard === 'true',
    // (None offered under the language: those the lists declare.)
    answers: offered(answersSelect, answers) && answersOf(language, answers) ? answers : undefined,
    // A file is not kept between visits, nor a broad list (english: unpacked only when chosen): the bundled list then.
    guesses:
      guesses !== 'file' && broadList(guesses) === undefined && offered(guessesSelect, guesses)
        ? (guesses as string)
        : DEFAULT_SETTINGS.guesses,
  };
}

/**
 * The settings a link gives (lib checked them): each one it leaves out is the default, and the
 * answers none are given are those the lists declare; a language's list (`guesses=es`) is that language.
 */
export function linkedSettings(link: LinkSettings): Settings {
  const given = Object.fromEntries(Object.entries(link).filter(([, value]) => value !== undefined));
  const settings = { ...DEFAULT_SETTINGS, answers: undefined, ...given };
  const { guesses, answers } = settings;
  if (!isLanguageList(guesses)) return settings;
  return { ...settings, language: guesses, guesses: DEFAULT_SETTINGS.guesses, answers: answersOf(guesses, answers) ? answers : undefined };
}

/** What a link carries of the settings (linkedSettings reads it back): a language as its list by name, `guesses=es`, with its game's answers when chosen. */
export function linkOf(settings: Settings): LinkSettings {
  const { language } = settings;
  // (The answers the page shows, chosen or the lists' own: those of a file, every word, are carried as `answers=all`.)
  if (!isLanguageList(language)) return { ...settings, answers: answersName(settings) };
  // (Every word, the list's own answers, is what `guesses=es` alone says.)
  return { ...settings, guesses: language, answers: settings.answers === language ? language : undefined };
}

export function showSettings(settings: Settings): void {
  strategySelect.value = settings.strategy;
  hardBox.checked = settings.hard;
  timeLimitInput.value = String(settings.timeLimit);
  alphaInput.value = String(settings.alpha ?? 0);
  familiarBox.checked = settings.familiar === true;
  positionalWeightInput.value = String(settings.positionalWeight ?? DEFAULT_POSITIONAL_WEIGHT);
  // (Only the positional strategy has the weight.)
  $('positional-weight-field').hidden = settings.strategy !== 'positional';
  const language = isLanguageList(settings.language) ? settings.language : 'en';
  languageSelect.value = language;
  // A language's list is the word list; its answers are its game's, or every word.
  const answers = answersName(settings);
  for (const option of answersSelect.options) option.hidden = !answersOf(language, option.value) && option.value !== answers;
  answersSelect.value = answers;
  guessesSelect.value = settings.guesses;
  $('guesses-field').hidden = language !== 'en';
  $('file-field').hidden = language !== 'en' || settings.guesses !== 'file';
}

export interface SettingsChanges {
  change(change: Partial<Settings>): void;
  /** The user picked a word file (its text, a leading BOM dropped as the CLI does). */
  file(name: string, text: string): void;
}

export function startSettings(on: SettingsChanges): void {
  strategySelect.addEventListener('change', () => on.change({ strategy: strategySelect.value as StrategyName }));
  hardBox.addEventListener('change', () => on.change({ hard: hardBox.checked }));
  timeLimitInput.addEventListener('change', () => {
    const seconds = timeLimitInput.valueAsNumber;
    if (seconds >= 0 && seconds <= 3600) on.change({ timeLimit: seconds });
    else timeLimitInput.value = String(state.settings.timeLimit);
  });
  alphaInput.addEventListener('change', () => {
    const alpha = alphaInput.valueAsNumber;
    if (alpha >= 0 && alpha <= MAX_ALPHA) on.change({ alpha });
    else alphaInput.value = String(state.settings.alpha ?? 0);
  });
  familiarBox.addEventListener('change', () => on.change({ familiar: familiarBox.checked }));
  positionalWeightInput.addEventListener('change', () => {
    const weight = positionalWeightInput.valueAsNumber;
    if (isPositionalWeight(weight)) on.change({ positionalWeight: weight });
    else positionalWeightInput.value = String(state.settings.positionalWeight ?? DEFAULT_POSITIONAL_WEIGHT);
  });
  answersSelect.addEventListener('change', () => on.change({ answers: answersSelect.value }));
  languageSelect.addEventListener('change', () => {
    const language = languageSelect.value;
    // (The answers then are the lists' own: a language's every word, English's default.)
    on.change({ language: isLanguageList(language) ? language : 'en', answers: undefined });
  });
  guessesSelect.addEventListener('change', () => {
    $('file-field').hidden = guessesSelect.value !== 'file';
    // Another list keeps the answers shown (a file's every word too, until other answers are chosen); a file's are its own, as `wordle -f FILE`.
    if (guessesSelect.value !== 'file') on.change({ guesses: guessesSelect.value, answers: answersName(state.settings) });
    else if (state.lists.file) on.change({ guesses: 'file', answers: undefined });
    else fileInput.click();
  });
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    on.file(file.name, (await file.text()).replace(/^\uFEFF/, ''));
  });
}
