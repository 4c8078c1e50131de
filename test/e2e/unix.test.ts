// wordle as a Unix filter: in chains, and when its output cannot be written.
//
// What a chain keeps: `wordle A | wordle B` lists exactly what `wordle A B` lists, and ranks its
// suggestion among the bundled list's guesses (the words piped in are a subset of it), whether or
// not the build's index of the list can be used. What it cannot keep is what the first call knew
// of the clues: the letters tried, the guesses left and hard mode's hints (see the README).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '' };
delete env['NODE_EXTRA_CA_CERTS'];

const wordle = (root: string, args: string[], input?: string) => {
  const run = spawnSync(process.execPath, [join(root, 'bin', 'wordle'), ...args], {
    input: input ?? '',
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    env,
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
};

// A copy of the package whose list was edited after the build (one word more), so its index is not used.
const edited = mkdtempSync(join(tmpdir(), 'wordle-chain-'));
for (const part of ['bin', 'dist', 'data', 'package.json']) cpSync(join(ROOT, part), join(edited, part), { recursive: true });
writeFileSync(join(edited, 'wordle.txt'), `${readFileSync(join(ROOT, 'wordle.txt'), 'utf8')}zzzzy\n`);
afterAll(() => rmSync(edited, { recursive: true, force: true }));

describe('a chain answers with the bundled list behind it', () => {
  test.each([
    ['the package as built', ROOT],
    ['a list edited after the build', edited],
  ])('%s: the same matches as one call, and the suggestion ranked among all guesses', (_, root) => {
    const piped = wordle(root, ['-q', 'crAne']).stdout;
    expect(wordle(root, ['-q', 'sLAnt'], piped).stdout).toBe(wordle(root, ['-q', 'crAne', 'sLAnt']).stdout);
    // doily is no match of crAne: only a ranking over every guess of the list can suggest it.
    expect(wordle(root, ['-s', 'sLAnt'], piped).stdout).toBe('doily\n');
    expect(wordle(root, ['--top', '3', '--strategy', 'entropy', 'sLAnt'], piped).stdout).toBe(
      wordle(ROOT, ['--top', '3', '--strategy', 'entropy', 'sLAnt'], piped).stdout,
    );
  });
});

describe('output that cannot be written', () => {
  test('a full disk is one line on stderr and exit status 2, no stack trace', () => {
    const run = spawnSync('sh', ['-c', `"${join(ROOT, 'bin', 'wordle')}" crAne </dev/null >/dev/full`], { encoding: 'utf8', env });
    expect(run.stderr.split('\n')[0]).toBe('wordle: cannot write to stdout: no space left on device');
    expect(run.stderr).not.toContain(' at ');
    expect(run.status).toBe(2);
  });
});
