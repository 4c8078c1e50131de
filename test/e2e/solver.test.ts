import { describe, expect, test } from 'vitest';
import { wordle } from './run.ts';

describe('wordle feedback', () => {
  test.each([
    [['feedback', 'bobby', 'abbey'], 'BoB=bY=\n'],
    [['feedback', 'SPEED', 'erase'], 'SpEEd\n'],
    [['feedback', '--tiles', 'bobby', 'abbey'], '🟨⬛🟩⬛🟩\n'],
    [['feedback', 'stare', 'stare'], 'S=T=A=R=E=\n'],
  ])('%j', (args, stdout) => {
    expect(wordle(args)).toEqual({ stdout, stderr: '', status: 0 });
  });

  test.each([
    [['feedback', 'bobby', 'abbeys'], "wordle: 'bobby' has 5 letters, 'abbeys' has 6"],
    [['feedback', 'b0bby', 'abbey'], "wordle: the guess 'b0bby' is not a word of letters"],
    [['feedback', 'bobby'], 'wordle: missing GUESS or ANSWER: wordle feedback GUESS ANSWER'],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });
});

describe('answers and strategies in a turn', () => {
  test('-a prints only the matches that are likely answers', () => {
    const run = wordle(['-a', 'staR=e', 'chOR=d']);
    expect(run.stdout).toBe('burro\nlorry\nmourn\nworry\n');
    expect(run.stderr).toBe('4 possible matches\nguess for next word: lorry\n');
  });

  test('a history with no likely answer falls back to all matches, and says so', () => {
    const run = wordle(['-a', 'qajaq:ggggg']);
    expect(run.stdout).toBe('qajaq\n');
    expect(run.stderr).toBe(
      'wordle: no match is on the answers list; counting every match as a possible answer\n1 possible match\nguess for next word: qajaq\n',
    );
  });

  test('--answers original changes the likely answers', () => {
    expect(wordle(['-a', '--answers', 'original', 'staR=e', 'chOR=d']).stdout).toBe('lorry\nmourn\nworry\n');
  });

  test('--top N: the N best guesses with score, expected matches left and answer mark', () => {
    const run = wordle(['--top', '3', '--strategy', 'entropy', 'staR=e', 'chOR=d']);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^#\s+guess\s+bits\s+expected\s+answer$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1\s+[a-z]{5}\s+2\.000\s+1\.00\s+(yes|no)$/);
  });

  test('--hard suggests only guesses that keep the hints', () => {
    for (const strategy of ['coverage', 'entropy', 'minimax', 'best']) {
      const guess = wordle(['-s', '--hard', '--strategy', strategy, 'staR=e', 'chOR=d']).stdout.trim();
      expect(guess, strategy).toMatch(/^...r.$/);
      expect(guess, strategy).toContain('o');
    }
  });

  test('each strategy suggests a guess, and --json says which', () => {
    for (const strategy of ['coverage', 'entropy', 'minimax', 'best']) {
      const json = JSON.parse(wordle(['--json', '--strategy', strategy, 'crAne', 'sLAnt']).stdout);
      expect(json.strategy).toBe(strategy);
      expect(json.suggestion).toMatch(/^[a-z]{5}$/);
    }
  });
});

describe('wordle bench', () => {
  const sample = [
    'bench',
    '--strategy',
    'entropy',
    '--answers',
    'original',
    '--guesses',
    'original',
    '--sample',
    '30',
    '--seed',
    '3',
    '--opener',
    'soare',
    '--json',
  ];

  test('--json: games, mean, max, fails, histogram, total, seconds, strategy, hard', () => {
    const run = wordle(sample);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ games: 30, strategy: 'entropy', hard: false, opener: 'soare', answers: 'answers-2022.txt' });
    expect(Object.values(json.histogram as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(30);
    expect(json.total).toBe(
      Object.entries(json.histogram as Record<string, number>).reduce((sum, [guesses, games]) => sum + Number(guesses) * games, 0),
    );
    expect(json.mean).toBeCloseTo(json.total / 30, 10);
    expect(typeof json.seconds).toBe('number');
  });

  test('--json: the sample and its seed, the seconds to the millisecond, the worker threads', () => {
    const json = JSON.parse(wordle(sample).stdout);
    expect(json).toMatchObject({ sample: 30, seed: 3, of: 2315 });
    expect(String(json.seconds)).toMatch(/^\d+(\.\d{1,3})?$/);
    // 30 games are not worth starting a worker thread for; --workers asks for them all the same.
    expect(json.workers).toBe(0);
    expect(JSON.parse(wordle([...sample, '--workers', '2']).stdout).workers).toBe(2);
  });

  test('worker threads change nothing but the time', () => {
    const one = JSON.parse(wordle([...sample, '--workers', '1']).stdout);
    const two = JSON.parse(wordle([...sample, '--workers', '2']).stdout);
    expect(two.workers).toBe(2);
    expect({ ...two, seconds: 0, workers: 0 }).toEqual({ ...one, seconds: 0 });
  });

  // (The time a game has two decimals under 10 ms, one above: a fast run of the sample is under.)
  test('the report: bars, then the summary line and the win rate', () => {
    const run = wordle(sample.filter((arg) => arg !== '--json'));
    expect(run.stdout).toMatch(
      /^entropy: 30 of 2,315 answers \(answers-2022\.txt, sample seed 3\), guesses from guesses-2022\.txt, first guess soare\n\n/,
    );
    expect(run.stdout).toMatch(/\n {4}3 │ █+ +\d+\n/);
    expect(run.stdout).toMatch(
      /\nmean \d\.\d{4} {2}median \d {2}max \d {2}over six 0 {2}total \d+ {2}time \d+\.\d\d s\nwon 30 of 30 \(100%\) {2}lost 0 {2}time (\d\.\d\d|\d{2,}\.\d) ms a game\n$/,
    );
  });

  test.each([
    [['bench', '--opener', 'zzzzz', '--sample', '1'], "wordle: the opener 'zzzzz' is not a guess of the list"],
    [['bench', 'stare'], "wordle: bench takes no more arguments: 'stare' (wordle bench [options])"],
    [['bench', '--answers', '/nonexistent'], 'wordle: cannot read words from /nonexistent: no such file'],
  ])('%j', (args, message) => {
    expect(wordle(args)).toEqual({ stdout: '', stderr: `${message}\n`, status: 2 });
  });
});
