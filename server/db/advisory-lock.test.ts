import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startHousekeeping } from '../orders/housekeeping.js';
import { advisoryLock, singleProcessLock, type ExclusiveLock } from './advisory-lock.js';
import type { Db } from './types.js';

// Two processes on one PostgreSQL are two connections here: each lock has its own.
const url = process.env.TEST_DATABASE_URL;
const opened: ExclusiveLock[] = [];
const lockOf = (key: number): ExclusiveLock => {
  const lock = advisoryLock(url ?? '', key);
  opened.push(lock);
  return lock;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((lock) => lock.close()));
});

/** A database that answers empty work, counting the statements housekeeping sends. */
function idleDb(): Db & { statements: number } {
  const db = {
    kind: 'postgres' as const,
    statements: 0,
    query<Row>(): Promise<Row[]> {
      db.statements++;
      return Promise.resolve([]);
    },
    exec: () => Promise.resolve(),
    transaction: () => Promise.reject(new Error('no transaction expected')),
    close: () => Promise.resolve(),
  };
  return db;
}

describe('singleProcessLock (PGlite: one process per data dir)', () => {
  it('is always held, so housekeeping runs', async () => {
    expect(await singleProcessLock().hold()).toBe(true);
    const db = idleDb();
    const job = startHousekeeping(db, { intervalMs: 3_600_000 });
    expect(await job.runOnce()).toBe(true);
    await job.stop();
    expect(db.statements).toBeGreaterThan(0);
  });
});

describe.skipIf(!url)('advisoryLock on PostgreSQL', () => {
  it('is held by one process at a time and passes on when the holder closes', async () => {
    const key = randomInt(1_000_000, 2_000_000);
    const a = lockOf(key);
    const b = lockOf(key);
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await a.hold()).toBe(true); // still its own on the next turn
    await a.close();
    expect(await b.hold()).toBe(true);
    expect(await a.hold()).toBe(false); // closed for good
  });

  it('is given up when its connection dies, and another takes it over', async () => {
    const key = randomInt(2_000_000, 3_000_000);
    const a = lockOf(key);
    const b = lockOf(key);
    expect(await a.hold()).toBe(true);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND objid = $1 AND granted`,
        [key],
      );
    } finally {
      await admin.end();
    }
    // The holder learns it on its next turn; the lock is free for the other at once.
    await expect.poll(() => b.hold(), { timeout: 5000 }).toBe(true);
    expect(await a.hold()).toBe(false);
  });

  it('lets one of two processes run housekeeping, whichever turn comes first', async () => {
    const key = randomInt(3_000_000, 4_000_000);
    const dbs = [idleDb(), idleDb()];
    const jobs = dbs.map((db) =>
      startHousekeeping(db, { intervalMs: 3_600_000, lock: lockOf(key) }),
    );
    const runs = [];
    for (let turn = 0; turn < 3; turn++)
      runs.push(...(await Promise.all(jobs.map((job) => job.runOnce()))));
    expect(runs.filter(Boolean)).toHaveLength(3); // once per turn in total
    expect(dbs.filter((db) => db.statements > 0)).toHaveLength(1);
    // The runner stops (its process ends): the other takes over on its next turn.
    const runner = dbs.findIndex((db) => db.statements > 0);
    await jobs[runner]?.stop();
    const other = jobs[1 - runner];
    expect(await other?.runOnce()).toBe(true);
    await other?.stop();
  });
});
