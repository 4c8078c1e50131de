// The worker pool (workers/), run against a tiny worker (test/fixtures/pool-worker.ts) that
// this test bundles with esbuild, as the build bundles the real ones: worker threads start from
// JavaScript files.
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, test } from 'vitest';
import { isWordleError } from '../../lib/index.ts';
import { createPool, type Pool, PoolClosed, type PoolOptions, TimeLimitExceeded } from '../../workers/pool.ts';
import { bundledWorker } from '../fixtures/bundle-worker.ts';
import type { TestApi } from '../fixtures/pool-worker.ts';

const script = bundledWorker('pool-worker');

const pools: Pool<TestApi>[] = [];
const poolOf = (options: Omit<PoolOptions, 'script'> = {}) => {
  const pool = createPool<TestApi>({ script, name: 'test', ...options });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** Flags that block waitFor calls on their threads until released. */
const gate = () => {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  return { flag, open: () => (Atomics.store(flag, 0, 1), Atomics.notify(flag, 0)) };
};

describe('worker pool', () => {
  test('calls are typed by the worker table: arguments, reply, progress', async () => {
    const pool = poolOf({ size: 1 });
    const sum = pool.call('add', { a: 2, b: 3 });
    expectTypeOf(sum).toEqualTypeOf<Promise<number>>();
    expect(await sum).toBe(5);
    // @ts-expect-error: add takes numbers
    void pool.call('add', { a: '2', b: 3 }).catch(() => {});
    // @ts-expect-error: no such function
    void pool.call('subtract', { a: 2, b: 3 }).catch(() => {});
    void pool.call('count', { to: 0 }, { onProgress: (progress) => expectTypeOf(progress).toEqualTypeOf<{ done: number }>() });
    expect(await pool.call('whoami', null)).toMatchObject({ workerData: undefined });
  });

  test('each thread gets the workerData', async () => {
    const pool = poolOf({ size: 2, workerData: { lists: ['crane'] } });
    const replies = await Promise.all([pool.call('whoami', null), pool.call('whoami', null)]);
    expect(replies.map((reply) => reply.workerData)).toEqual([{ lists: ['crane'] }, { lists: ['crane'] }]);
  });

  test('runs calls on up to `size` threads at once, and queues the rest', async () => {
    const pool = poolOf({ size: 3 });
    const { flag, open } = gate();
    const running = [1, 2, 3, 4, 5].map(() => pool.call('waitFor', { flag }));
    // Three threads each block on a call; two calls wait in the queue until one is free.
    expect(pool.waiting).toBe(2);
    open();
    const threads = await Promise.all(running);
    expect(new Set(threads).size).toBe(3);
    expect(pool.waiting).toBe(0);
  });

  test('a call over its time limit is stopped, its thread replaced, and the pool goes on', async () => {
    const pool = poolOf({ size: 1 });
    const { threadId: before } = await pool.call('whoami', null);
    const runaway = pool.call('forever', null, { timeLimitMs: 100 });
    const queued = pool.call('add', { a: 1, b: 1 });
    await expect(runaway).rejects.toThrow(TimeLimitExceeded);
    expect(await queued).toBe(2);
    const { threadId: after } = await pool.call('whoami', null);
    expect(after).not.toBe(before);
  });

  test("aborting a call stops it at once with the signal's reason; a queued one is dropped", async () => {
    const pool = poolOf({ size: 1 });
    const controller = new AbortController();
    const later = new AbortController();
    const runaway = pool.call('forever', null, { signal: controller.signal });
    const dropped = pool.call('add', { a: 1, b: 2 }, { signal: later.signal });
    later.abort(new Error('not wanted'));
    await expect(dropped).rejects.toThrow('not wanted');
    controller.abort(new Error('stopped by the user'));
    await expect(runaway).rejects.toThrow('stopped by the user');
    expect(await pool.call('add', { a: 2, b: 2 })).toBe(4);
  });

  test('progress messages reach the caller in order, before the reply', async () => {
    const pool = poolOf({ size: 1 });
    const seen: (number | string)[] = [];
    const reply = await pool.call('count', { to: 3 }, { onProgress: ({ done }) => seen.push(done) });
    seen.push(reply);
    expect(seen).toEqual([1, 2, 3, 'counted']);
  });

  test("a WordleError comes back as one with its code and one-line message; another error keeps the worker's stack", async () => {
    const pool = poolOf({ size: 1 });
    const user = await pool.call('fail', { user: true }).catch((error: unknown) => error);
    expect(isWordleError(user)).toBe(true);
    expect(user).toMatchObject({ code: 'USAGE', message: 'no such word: zzzzz' });
    const internal = await pool.call('fail', { user: false }).catch((error: unknown) => error as Error);
    expect(isWordleError(internal)).toBe(false);
    expect(internal.message).toBe('a bug in the worker');
    expect(internal.stack).toMatch(/^TypeError: a bug in the worker\n\s+at fail /);
    expect(await pool.call('add', { a: 1, b: 2 })).toBe(3);
  });

  test('arguments that cannot be copied to a thread fail that call only', async () => {
    const pool = poolOf({ size: 1 });
    const uncopyable = { a: 1, b: () => 2 } as unknown as { a: number; b: number };
    await expect(pool.call('add', uncopyable)).rejects.toThrow(/could not be cloned/);
    expect(await pool.call('add', { a: 1, b: 2 })).toBe(3);
  });

  test('a thread that ends takes only its call with it', async () => {
    const pool = poolOf({ size: 1 });
    await expect(pool.call('exit', { code: 3 })).rejects.toThrow('the test thread ended (exit code 3)');
    expect(await pool.call('add', { a: 1, b: 2 })).toBe(3);
  });

  test('a thread that cannot start fails its call, eager or not', async () => {
    for (const eager of [false, true]) {
      const pool = createPool<TestApi>({ script: join(dirname(script), 'missing.cjs'), size: 1, eager });
      pools.push(pool);
      await expect(pool.call('add', { a: 1, b: 2 })).rejects.toThrow(/Cannot find module/);
    }
  });

  test('an eager pool replaces a stopped thread and keeps its size', async () => {
    const pool = poolOf({ size: 2, eager: true });
    await expect(pool.call('forever', null, { timeLimitMs: 50 })).rejects.toThrow(TimeLimitExceeded);
    const { flag, open } = gate();
    const both = [pool.call('waitFor', { flag }), pool.call('waitFor', { flag })];
    expect(pool.waiting).toBe(0);
    open();
    expect(new Set(await Promise.all(both)).size).toBe(2);
  });

  test('close rejects the calls queued and running, and any later call', async () => {
    const pool = poolOf({ size: 1 });
    const running = pool.call('forever', null);
    const queued = pool.call('add', { a: 1, b: 2 });
    const rejected = [expect(running).rejects.toThrow(PoolClosed), expect(queued).rejects.toThrow(PoolClosed)];
    await pool.close();
    await Promise.all(rejected);
    await expect(pool.call('add', { a: 1, b: 2 })).rejects.toThrow(PoolClosed);
  });
});
