// The assistants' commands, one board's (assist.ts) and several boards' (lib/boards/assist.ts):
// their names and short forms, how a line names one, and the words they share.

import { quote } from '../clues/letters.ts';

export type AssistCommand = 'why' | 'cands' | 'undo' | 'quit' | 'help';

const COMMAND_NAMES: ReadonlyMap<string, AssistCommand> = new Map([
  ['/why', 'why'],
  ['/w', 'why'],
  ['/cands', 'cands'],
  ['/c', 'cands'],
  ['/undo', 'undo'],
  ['/u', 'undo'],
  ['/quit', 'quit'],
  ['/q', 'quit'],
  ['/help', 'help'],
  ['/h', 'help'],
]);

export interface CommandLine {
  /** The command named, or undefined for a name that is none. */
  readonly command: AssistCommand | undefined;
  /** The words after the name. */
  readonly words: readonly string[];
}

/** The command a line starting with `/` names, and its words. */
export function readCommand(line: string): CommandLine {
  const [name = '', ...words] = line.trim().split(/\s+/);
  return { command: COMMAND_NAMES.get(name), words };
}

/** The help lines of the commands that mean the same with one board or several. */
export const SHARED_COMMAND_HELP = `  /undo          take back the last guess (or the guess waiting for its tiles)
  /quit          leave (Ctrl-D too)
  /help          this text
`;

/** The replies the commands share. */
export const COMMAND_REPLIES = {
  /** /undo with a guess waiting for its tiles. */
  guessTakenBack: 'Guess taken back.\n',
  /** /undo at the start. */
  nothingToTakeBack: 'Nothing to take back.\n',
  /** /undo of a played guess (the state of play follows). */
  lastTakenBack: 'Last guess taken back.\n',
  /** /why of a word off the list. */
  notAWord: (word: string) => `${quote(word)} is not in the word list; /why explains a word of it.\n`,
  unknown: (line: string) => `Unknown command ${quote(line)}; /help lists them.\n`,
} as const;
