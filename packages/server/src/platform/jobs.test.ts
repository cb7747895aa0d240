import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { createDatabaseQueue, type TJobQueue } from './jobs.ts';

const log = pino({ level: 'silent' });
const FAST = { pollMs: 20, retryBaseMs: 10 };

let t: TTestApp;
const queues: TJobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  await t.close();
});

function queue(options = FAST) {
  const created = createDatabaseQueue(t.database.db, log, options);
  queues.push(created);
  return created;
}

const rowsOf = (name: string) =>
  t.database.db.selectFrom('background_jobs').selectAll().where('name', '=', name).execute();

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Zeitüberschreitung');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('database job queue', () => {
  it('runs a queued job with its data and then deletes it', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    jobs.register('test.run', async (data) => void seen.push(data));
    await jobs.enqueue('test.run', { postId: 7, text: 'Hallo' });
    await jobs.idle();
    expect(seen).toEqual([{ postId: 7, text: 'Hallo' }]);
    expect(await rowsOf('test.run')).toEqual([]);

    // idle() also waits for an enqueue whose row is still being written.
    const queued = jobs.enqueue('test.run', { postId: 8 });
    await jobs.idle();
    expect(seen).toEqual([{ postId: 7, text: 'Hallo' }, { postId: 8 }]);
    await queued;
  });

  it('refuses a job name without a handler and stores nothing', async () => {
    await expect(queue().enqueue('test.unknown', {})).rejects.toThrow(/Keine Aufgabe/);
    expect(await rowsOf('test.unknown')).toEqual([]);
  });

  it('retries a failing job with a delay and gives up after the third attempt', async () => {
    const jobs = queue();
    const attempts: number[] = [];
    jobs.register('test.flaky', async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('noch nicht');
    });
    await jobs.enqueue('test.flaky', {});
    await jobs.idle();
    expect(attempts).toHaveLength(3);
    // 10 ms, then 20 ms between the attempts.
    expect(attempts[2]! - attempts[0]!).toBeGreaterThanOrEqual(30);
    expect(await rowsOf('test.flaky')).toEqual([]);

    let calls = 0;
    jobs.register('test.broken', async () => {
      calls++;
      throw new Error('kaputt');
    });
    await jobs.enqueue('test.broken', {});
    await jobs.idle();
    expect(calls).toBe(3);
    expect(await rowsOf('test.broken')).toEqual([]);
  });

  it('runs what an earlier process left behind, also a job whose lease ran out', async () => {
    const now = Date.now();
    await t.database.db
      .insertInto('background_jobs')
      .values([
        {
          name: 'test.left',
          data: JSON.stringify({ n: 1 }),
          attempts: 0,
          run_at: now - 1000,
          created_at: now - 1000,
        },
        // Claimed by a process that died: due again once its lease ended.
        {
          name: 'test.left',
          data: JSON.stringify({ n: 2 }),
          attempts: 1,
          run_at: now - 1,
          created_at: now - 5000,
        },
        // Still leased by a living process: not yet.
        {
          name: 'test.left',
          data: JSON.stringify({ n: 3 }),
          attempts: 1,
          run_at: now + 60_000,
          created_at: now,
        },
      ])
      .execute();
    const seen: number[] = [];
    queue().register('test.left', async (data) => void seen.push(Number(data['n'])));
    await until(() => seen.length === 2);
    expect(seen.sort()).toEqual([1, 2]);
    await until(async () => (await rowsOf('test.left')).length === 1);
    expect((await rowsOf('test.left'))[0]!.data).toBe(JSON.stringify({ n: 3 }));
  });

  it('runs every job exactly once when two instances share the database', async () => {
    const runs = new Map<number, number>();
    const handler = async (data: Record<string, unknown>) => {
      const n = Number(data['n']);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const first = queue();
    const second = queue();
    first.register('test.shared', handler);
    second.register('test.shared', handler);
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? first : second).enqueue('test.shared', { n })),
    );
    await until(async () => runs.size === 40 && (await rowsOf('test.shared')).length === 0);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
