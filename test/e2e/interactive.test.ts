import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { typeInTerminal } from './pty.ts';
import { BIN, wordle } from './run.ts';

describe('wordle assist, scripted (stdin not a terminal: no prompts)', () => {
  test('a guess, its tiles, the candidates, an explanation, quit', () => {
    // Against BATCH, STARE gets s grey, t and a yellow, r and e grey.
    const run = wordle(['assist'], { input: 'stare\nbyybb\n/cands\n/why\n/quit\n' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^14855 possible matches \(3158 likely answers\)\nsuggestions \(coverage\):\n {2}1\. later/);
    expect(run.stdout).toContain('315 possible matches (87 likely answers)\nsuggestions (coverage):\n  1. taint');
    expect(run.stdout).toContain('abbot about admit adopt adult afoot agita allot');
    // TAINT, a possible answer, scores within the tie rule's margin of NAILY and leaves no more expected.
    expect(run.stdout).toMatch(/TAINT: coverage score \d+/);
    expect(run.stdout).toContain('It is a possible answer: it wins now with a chance of 1 in 87.');
  });

  test('from a history, Enter takes the suggestion, and solving ends it', () => {
    const run = wordle(['assist', 'staR=e', 'chOR=d'], { input: '/cands\nburro\nggggg\n' });
    expect(run.stdout).toContain('possible answers: burro lorry mourn worry');
    expect(run.stdout).toContain('Solved in 3!');
    expect(run.status).toBe(0);
  });

  test('tiles no word fits are refused and can be entered again; end of input leaves with 0', () => {
    const run = wordle(['assist'], { input: 'stare\nggggy\nbyybb\n' });
    expect(run.stdout).toContain("No word fits those tiles: no word can match pattern 'stare:ggggy': ");
    expect(run.stdout).toContain('. Check them and enter them again (/undo to change the guess).\n');
    expect(run.stdout).toContain('315 possible matches');
    expect(run.status).toBe(0);
  });

  test('--strategy and --hard shape the suggestions', () => {
    const run = wordle(['assist', '--strategy', 'entropy', '--hard', 'staR=e'], { input: '/quit\n' });
    expect(run.stdout).toMatch(/suggestions \(entropy\):\n {2}1\. \w\w\wr\w/);
  });

  test('best off its book: the same advice and /why in assist as the filter gives', () => {
    const run = wordle(['assist', '--strategy', 'best', 'staR=e', 'chOR=d'], { input: '/why\n/quit\n' });
    expect(run.stdout).toContain(`suggestions (best):\n  1. ${wordle(['--strategy', 'best', '-s', 'staR=e', 'chOR=d']).stdout.trim()} `);
    expect(run.stdout).toContain(wordle(['--strategy', 'best', '--why', 'lorry', 'staR=e', 'chOR=d']).stdout);
    expect(run.status).toBe(0);
  });

  test('best stopped by --time-limit on the worker thread says so, as the filter does', () => {
    const run = wordle(['assist', '--strategy', 'best', '--time-limit', '0.3'], { input: 'fuzzy\nbbbbb\n/quit\n' });
    expect(run.stdout.match(/suggestions \(best\):\n {2}1\. [a-z]{5} /g)).toHaveLength(2);
    expect(run.stderr).toMatch(/^wordle: best stopped at --time-limit 0\.3 s.*: this is the best guess found so far\n$/);
    expect(run.status).toBe(0);
  });
});

describe('wordle play, scripted', () => {
  test('a win: tiles as patterns, the keyboard, the share grid, exit 0', () => {
    const run = wordle(['play', '--word', 'abbey'], { input: 'stare\nzzzzz\nabbey\n' });
    expect(run.stdout).toBe(
      [
        'Guess the 5-letter word in 6 tries.',
        '1/6 stArE',
        'q w E . . y u i o p',
        ' A . d f g h j k l',
        '  z x c v b n m',
        "'zzzzz' is not in the word list.",
        '2/6 A=B=B=E=Y=',
        'Solved ABBEY in 2/6.',
        '',
        'Wordle 2/6',
        '',
        '⬛⬛🟨⬛🟨',
        '🟩🟩🟩🟩🟩',
        '',
      ].join('\n'),
    );
    expect(run.status).toBe(0);
  });

  test('a loss shows the word and exits 1', () => {
    const run = wordle(['play', '--word', 'abbey', '--tries', '2', '--high-contrast'], { input: 'stare\ncrane\n' });
    expect(run.stdout).toContain('The word was ABBEY.');
    expect(run.stdout).toContain('Wordle X/2 (high contrast)');
    expect(run.status).toBe(1);
  });

  test('hard mode refuses a guess that drops a hint', () => {
    const run = wordle(['play', '--word', 'abbey', '--hard'], { input: 'stare\ncrony\n' });
    expect(run.stdout).toContain('hard mode: the guess must contain A');
  });

  test('--seed picks the same word every time; giving up (end of input) exits 1', () => {
    const reveal = () => /The word was (\w+)/.exec(wordle(['play', '--seed', '7'], { input: '' }).stdout)?.[1];
    expect(reveal()).toMatch(/^[A-Z]{5}$/);
    expect(reveal()).toBe(reveal());
    expect(wordle(['play', '--seed', '7'], { input: '' }).status).toBe(1);
  });
});

describe('wordle show', () => {
  test('--json: answer, solved, each guess with pattern, tiles and what is left', () => {
    const run = wordle(['show', '--json', 'abbey']);
    const json = JSON.parse(run.stdout);
    expect(json.answer).toBe('abbey');
    expect(json.solved).toBe(true);
    expect(json.guesses[0]).toEqual({ guess: 'later', pattern: 'lAtE=r', tiles: '⬛🟨⬛🟩⬛', remaining: 14 });
    expect(json.guesses.at(-1)).toMatchObject({ guess: 'abbey', pattern: 'A=B=B=E=Y=', tiles: '🟩🟩🟩🟩🟩' });
    expect(run.status).toBe(0);
  });

  test('the report, with another strategy and an opener', () => {
    const run = wordle(['show', '--strategy', 'entropy', '--opener', 'crane', 'abbey']);
    expect(run.stdout).toMatch(/^ 1\. crane {2}⬛⬛🟨⬛🟨 {2}crAnE +\d+ possible answers left\n/);
    expect(run.stdout).toMatch(/Solved ABBEY in \d \(entropy\)\.\n$/);
  });

  test('a word in no list is an error', () => {
    expect(wordle(['show', 'qzqzq'])).toEqual({
      stdout: '',
      stderr: "wordle: 'qzqzq' is in neither the word list nor the answer list\n",
      status: 2,
    });
  });
});

describe('--why', () => {
  test('explains a guess at this turn, in words', () => {
    const run = wordle(['--why', 'blimp', 'staR=e', 'chOR=d']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('BLIMP: coverage score');
    expect(run.stdout).toContain('Against the 4 possible answers it can show');
    expect(run.stdout).toContain('Mid-game');
  });
});

test('--why with patterns no word fits says so, and exits 1', () => {
  const run = wordle(['--why', 'blimp', 'staR=e', 'chord']);
  expect(run.stdout).toContain('No possible answer is left.');
  expect(run.stderr).toContain("wordle: no word can match patterns 'staR=e' and 'chord' together");
  expect(run.status).toBe(1);
});

describe('in a real terminal (util-linux script)', () => {
  test('play: coloured tiles and a prompt', async () => {
    const run = await typeInTerminal(`${BIN} play --word abbey`, [
      { after: 'guess 1/6: ', keys: 'stare\r' },
      { after: 'guess 2/6: ', keys: 'abbey\r' },
    ]);
    expect(run.reached).toBe(2);
    expect(run.stdout).toContain('guess 1/6: ');
    expect(run.stdout).toContain('\x1b[1;97;48;5;178m A \x1b[0m'); // a yellow tile
    expect(run.stdout).toContain('\x1b[1;97;48;5;34m Y \x1b[0m'); // a green tile
    expect(run.status).toBe(0);
  });

  test('assist with stdout piped: prompts go to the terminal (stderr), not into the pipe', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wordle-pty-')), 'out');
    const run = await typeInTerminal(`${BIN} assist > ${file}; echo; echo prompts in the pipe: $(grep -c 'guess 1' ${file})`, [
      { after: 'guess 1 [later]: ', keys: '\x04' },
    ]);
    expect(run.stdout).toContain('guess 1 [later]: ');
    expect(run.stdout).toContain('prompts in the pipe: 0');
    expect(readFileSync(file, 'utf8')).toContain('suggestions (coverage):');
  });

  test('assist: Ctrl-C leaves with 130 and no stack trace', async () => {
    const run = await typeInTerminal(`${BIN} assist`, [{ after: 'guess 1 [later]: ', keys: '\x03' }]);
    expect(run.reached).toBe(1);
    expect(run.stdout).not.toContain('Error');
    expect(run.status).toBe(130);
  });

  // FUZZY all grey is off best's book, and without a time limit its search takes minutes.
  const progress = /best: .*s \(Ctrl-C stops\)/;

  test('assist --strategy best: Ctrl-C stops a long search at once, back to the prompt with the game as it was', async () => {
    const run = await typeInTerminal(`${BIN} assist --strategy best --time-limit 0`, [
      { after: /guess 1 \[[a-z]{5}\]: /, keys: 'fuzzy\r' },
      { after: 'tiles for FUZZY: ', keys: 'bbbbb\r' },
      { after: progress, keys: '\x03' }, // the search, with its progress line after a second: Ctrl-C
      { after: /wordle: search stopped\n[^]*tiles for FUZZY: /, keys: '/undo\r' }, // the tiles are asked for again
      { after: /guess 1 \[[a-z]{5}\]: /, keys: '\r' }, // the suggested first guess
      { after: /tiles for [A-Z]{5}: /, keys: 'bbbbb\r' }, // on the book: advice at once
      { after: /guess 2 \[[a-z]{5}\]: /, keys: '/quit\r' },
    ]);
    expect(run.reached).toBe(7);
    const text = run.stdout.replaceAll('\r', '');
    const opener = /guess 1 \[([a-z]{5})\]: /.exec(text)?.[1] ?? '?';
    expect(text).toMatch(progress);
    // At once: the prompt is back within two seconds of Ctrl-C, and before /undo is typed.
    expect((run.at[3] ?? Infinity) - (run.at[2] ?? 0)).toBeLessThan(2000);
    expect(text).toMatch(/wordle: search stopped\n.*tiles for FUZZY: .*\/undo\nGuess taken back\./);
    expect(text).toContain(`tiles for ${opener.toUpperCase()}: `);
    expect(text).toMatch(/suggestions \(best\):\n {2}1\. [a-z]{5} [^]*guess 2 \[[a-z]{5}\]: /);
    expect(text).not.toContain('Error');
    expect(run.status).toBe(0);
  });

  test('assist --strategy best: Ctrl-C in the first search starts without a suggestion, Enter searches again; Ctrl-C at the prompt leaves with 130', async () => {
    const run = await typeInTerminal(`${BIN} assist --strategy best --time-limit 0 fuzzy:bbbbb`, [
      { after: progress, keys: '\x03' },
      { after: /search stopped \(Enter searches again\)\n[^]*guess 2: /, keys: '\r' },
      { after: progress, keys: '\x03' },
      { after: /search stopped\n[^]*guess 2: /, keys: '\x03' },
    ]);
    expect(run.reached).toBe(4);
    const text = run.stdout.replaceAll('\r', '');
    expect(text).toMatch(/wordle: search stopped \(Enter searches again\)\n[^]*possible matches[^]*guess 2: /);
    // Enter: the search again (its progress line), stopped again, and the prompt back.
    expect(text).toMatch(/guess 2: [^\n]*\n[^]*best: [^]*wordle: search stopped\n[^]*guess 2: /);
    expect(text).not.toContain('suggestions (best)');
    expect(text).not.toContain('No suggestion to take');
    expect(run.status).toBe(130);
  });
});
