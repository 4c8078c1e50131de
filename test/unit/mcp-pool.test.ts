// MCP's pool (mcp/pool.ts) on the worker pool: a tool call's reply, and each way a call fails
// as the tool error the client sees, run against a stand-in worker (test/fixtures/mcp-tool-worker.ts).
import { describe, expect, test } from 'vitest';
import { createPool } from '../../mcp/pool.ts';
import type { ToolCall } from '../../mcp/tools.ts';
import { bundledWorker } from '../fixtures/bundle-worker.ts';

const script = bundledWorker('mcp-tool-worker');

const lists = {};
const feedback = (guess: string): ToolCall => ({ tool: 'wordle_feedback', args: { guess, answer: 'crane' } });

describe('MCP pool', () => {
  test('a call answers; a user error is its one line; an internal error keeps its stack; the time limit stops a call; the server goes on', async () => {
    const pool = createPool(script, lists, 1, 200);
    try {
      expect(await pool.execute(feedback('stare'))).toEqual({ ok: true, text: 'feedback for stare', structured: { guess: 'stare' } });
      expect(await pool.execute(feedback('usage'))).toEqual({ ok: false, message: "'usage' is not a word of the list" });
      const bug = await pool.execute(feedback('bug'));
      expect(bug).toMatchObject({ ok: false, message: 'internal error: a bug in a tool' });
      expect(bug.ok || bug.stack).toMatch(/^TypeError: a bug in a tool\n\s+at /);
      expect(await pool.execute(feedback('slow'))).toEqual({
        ok: false,
        message:
          'the computation took longer than the time limit of 0.2 s and was stopped (the best strategy searches long early in a game: try entropy, or a smaller top_n)',
      });
      expect(await pool.execute(feedback('crane'))).toMatchObject({ ok: true, text: 'feedback for crane' });
    } finally {
      await pool.close();
    }
  });

  test('closing answers the calls queued and running, and later ones, with "shutting down"', async () => {
    const pool = createPool(script, lists, 1, 60_000);
    const running = pool.execute(feedback('slow'));
    const queued = pool.execute(feedback('stare'));
    await pool.close();
    const down = { ok: false, message: 'the server is shutting down' };
    expect(await running).toEqual(down);
    expect(await queued).toEqual(down);
    expect(await pool.execute(feedback('stare'))).toEqual(down);
  });
});
