import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.js';
import { DatabaseOpenError, openDatabase } from './open.js';

describe('openDatabase', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'open-db-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates, locks, and reopens a PGlite data directory', async () => {
    const dataDir = join(root, 'nested', 'data');
    const db = await openDatabase({ dataDir });
    expect(db.kind).toBe('pglite');
    await db.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$hei$$);');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Cannot open the database in DATA_DIR=${dataDir}: it is already open`,
    );
    await db.close();
    const again = await openDatabase({ dataDir });
    expect(await again.query('SELECT v FROM kept')).toEqual([{ v: 'hei' }]);
    await again.close();
    // initdb of a file data dir takes several seconds, more on a busy CI machine
  }, 60_000);

  it('names DATA_DIR and the reason in one line', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'x');
    const error = await openDatabase({ dataDir: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toBe(
      `Cannot open the database in DATA_DIR=${file}: it is a file, not a directory`,
    );
  });

  it('refuses a directory that holds something else', async () => {
    const dir = join(root, 'other');
    await mkdir(dir);
    await writeFile(join(dir, 'notes.txt'), 'x');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /DATA_DIR=.*other: the directory is not empty and holds no database/,
    );
  });

  it('reports damaged data without a stack dump', async () => {
    const dir = join(root, 'damaged');
    await mkdir(dir);
    await writeFile(join(dir, 'PG_VERSION'), '11\n');
    const error = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /DATA_DIR=.*damaged: the data was written by PostgreSQL 11/,
    );
    expect((error as Error).message).not.toContain('\n');
  });

  it('refuses a directory locked by another live process', async () => {
    const dir = join(root, 'locked');
    await mkdir(dir);
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname() }));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `in use by another process (pid ${process.ppid}`,
    );
  });

  it('names DATABASE_URL without its password', async () => {
    const error = await openDatabase({
      dataDir: root,
      databaseUrl: 'postgres://shop:hemmelig@127.0.0.1:1/shop',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Cannot open the database at DATABASE_URL=postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('hemmelig');
  });
});
