// A position as a link: the patterns in the URL's fragment (`#staR=e,chOR=d`), then the settings
// that differ from the defaults (`&strategy=best&hard&answers=nyt&time-limit=10`), so that the web page can be
// shared as it is, and the CLI can print the page's address for the turn it was given.

import type { Clue } from '../clues/tiles.ts';
import { BUNDLED_LISTS, DEFAULT_LIST, isLanguageList } from '../lists/catalogue.ts';
import { DEFAULT_STRATEGY, STRATEGY_NAMES, type StrategyName } from '../solve/rules.ts';
import { DEFAULT_TIME_LIMIT_S } from '../turn.ts';
import { renderPattern } from './format.ts';

/**
 * The settings an address carries. Each one left out is the default, the CLI's: coverage, not
 * hard, the bundled lists nyt and 2023, best's time limit DEFAULT_TIME_LIMIT_S. Lists are bundled ones by name
 * (a file cannot travel in a link), or a language's (`guesses: 'es'`, as `-f es`); `answers: 'all'` is every word.
 */
export interface LinkSettings {
  readonly strategy?: StrategyName | undefined;
  readonly hard?: boolean | undefined;
  readonly guesses?: string | undefined;
  readonly answers?: string | undefined;
  /** Seconds best may search (0: no limit), as `--time-limit`. */
  readonly timeLimit?: number | undefined;
}

export const DEFAULT_LINK_SETTINGS: Required<LinkSettings> = {
  strategy: DEFAULT_STRATEGY,
  hard: false,
  guesses: DEFAULT_LIST.guesses,
  answers: DEFAULT_LIST.answers,
  timeLimit: DEFAULT_TIME_LIMIT_S,
};

const isStrategy = (value: string | undefined): value is StrategyName => STRATEGY_NAMES.includes(value as StrategyName);
/** A guess list by name: a bundled one, or a broad list in another language (es, fr: the page carries them, unpacked when chosen). */
const isGuessList = (value: string | undefined) =>
  value !== undefined && (Object.hasOwn(BUNDLED_LISTS.guesses, value) || isLanguageList(value));
const isAnswerList = (value: string | undefined) => value !== undefined && (value === 'all' || Object.hasOwn(BUNDLED_LISTS.answers, value));
/** As `--time-limit` takes it: seconds from 0 (no limit) to an hour. */
const isTimeLimit = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= 3600;

/** The settings' part of a fragment (`&strategy=best&hard`): those not default and that a link can carry. */
function settingsPart(settings: LinkSettings): string {
  const parts: string[] = [];
  if (isStrategy(settings.strategy) && settings.strategy !== DEFAULT_LINK_SETTINGS.strategy) parts.push(`strategy=${settings.strategy}`);
  if (settings.hard === true) parts.push('hard');
  if (isGuessList(settings.guesses) && settings.guesses !== DEFAULT_LINK_SETTINGS.guesses) parts.push(`guesses=${settings.guesses}`);
  if (isAnswerList(settings.answers) && settings.answers !== DEFAULT_LINK_SETTINGS.answers) parts.push(`answers=${settings.answers}`);
  if (isTimeLimit(settings.timeLimit) && settings.timeLimit !== DEFAULT_LINK_SETTINGS.timeLimit)
    parts.push(`time-limit=${settings.timeLimit}`);
  return parts.map((part) => `&${part}`).join('');
}

/** The lists given that an address cannot carry (a file, a list the page does not take by name): the page opens without them. */
export function uncarriedLists(settings: LinkSettings): ('guesses' | 'answers')[] {
  const left: ('guesses' | 'answers')[] = [];
  if (settings.guesses !== undefined && !isGuessList(settings.guesses)) left.push('guesses');
  if (settings.answers !== undefined && !isAnswerList(settings.answers)) left.push('answers');
  return left;
}

/** `#staR=e,chOR=d&strategy=best`: the clues in the stA=rE notation (letters beyond ASCII percent-encoded), then the settings. */
export function positionHash(clues: readonly Clue[], settings: LinkSettings = {}): string {
  return `#${encodeURI(clues.map((clue) => renderPattern(clue.letters, clue.tiles)).join(','))}${settingsPart(settings)}`;
}

/** A fragment without its '#', cut at '&': the patterns first, then the settings. */
function partsOf(hash: string): string[] {
  return (hash.startsWith('#') ? hash.slice(1) : hash).split('&');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray '%': read it as it is, and let the pattern parser name the problem.
    return text;
  }
}

/** The patterns of a fragment, with or without its '#' (they are parsed as typed on the command line). */
export function patternsOfHash(hash: string): string[] {
  return decoded(partsOf(hash)[0] ?? '')
    .split(/[,\s]+/)
    .filter((pattern) => pattern !== '');
}

/** The settings a fragment gives; a name or value the page does not know is left out (the default then). */
export function settingsOfHash(hash: string): LinkSettings {
  const settings: { -readonly [key in keyof LinkSettings]: LinkSettings[key] } = {};
  for (const part of partsOf(hash).slice(1)) {
    const [name = '', value] = decoded(part).split('=', 2);
    if (name === 'strategy' && isStrategy(value)) settings.strategy = value;
    else if (name === 'hard') settings.hard = value === undefined || value === '1' || value === 'true';
    else if (name === 'guesses' && isGuessList(value)) settings.guesses = value;
    else if (name === 'answers' && isAnswerList(value)) settings.answers = value;
    else if (name === 'time-limit' && value !== undefined && value.trim() !== '' && isTimeLimit(Number(value)))
      settings.timeLimit = Number(value);
  }
  return settings;
}

/** The page's address for a position and settings: `base` (the page, without fragment), the clues and the settings not default. */
export function positionUrl(base: string, clues: readonly Clue[], settings: LinkSettings = {}): string {
  const hash = positionHash(clues, settings);
  return hash === '#' ? base : base + hash;
}
