import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../db/migrate.js';
import { pgliteDb, startPglite } from '../db/pglite-db.js';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { DEMO_GIFT_CARD_CODES, DEMO_PROMO_CODES, writeDemoCodes } from './demo-codes.js';

async function codes(db: Db): Promise<{ gift: string[]; promo: string[] }> {
  const gift = await db.query<{ code: string }>('SELECT code FROM gift_cards ORDER BY code');
  const promo = await db.query<{ code: string }>('SELECT code FROM promo_codes ORDER BY code');
  return { gift: gift.map((r) => r.code), promo: promo.map((r) => r.code) };
}

describe('demo gift cards and promo codes', () => {
  let migrated: Db;
  let seeded: Db;
  beforeAll(async () => {
    // Migrated only, as a real shop's database is (an empty PGlite of its own).
    migrated = pgliteDb(await startPglite({}));
    await migrate(migrated);
    seeded = await createTestDb();
  });
  afterAll(async () => {
    await migrated.close();
    await seeded.close();
  });

  it('a database that is only migrated has none', async () => {
    expect(await codes(migrated)).toEqual({ gift: [], promo: [] });
  });

  it('the demo seed has every one of them', async () => {
    const found = await codes(seeded);
    expect(found.gift).toEqual(expect.arrayContaining([...DEMO_GIFT_CARD_CODES]));
    expect(found.promo).toEqual(expect.arrayContaining([...DEMO_PROMO_CODES]));
    const [card] = await seeded.query<{ balance: number }>(
      `SELECT balance_ore AS balance FROM gift_cards WHERE code = 'GAVE-2000-DEMO'`,
    );
    expect(card?.balance).toBe(200000);
  });

  it('seeding again keeps a spent balance and adds nothing twice', async () => {
    await seeded.query(`UPDATE gift_cards SET balance_ore = 1234 WHERE code = 'GAVE-0500-DEMO'`);
    await writeDemoCodes(seeded);
    const [card] = await seeded.query<{ balance: number }>(
      `SELECT balance_ore AS balance FROM gift_cards WHERE code = 'GAVE-0500-DEMO'`,
    );
    expect(card?.balance).toBe(1234);
    const [count] = await seeded.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gift_cards WHERE code = ANY($1)`,
      [[...DEMO_GIFT_CARD_CODES]],
    );
    expect(count?.n).toBe(DEMO_GIFT_CARD_CODES.length);
  });

  it('the migration removes exactly the demo codes from a database that had them', async () => {
    // A shop's own code made before the upgrade stays; the demo codes 0003 put there go.
    const db = pgliteDb(await startPglite({}));
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      // Every migration before the one that removes them (found by content: numbers may shift).
      const all = listMigrations();
      const removal = all.find((m) => m.sql.includes('DELETE FROM gift_cards'))?.version ?? '';
      expect(removal).not.toBe('');
      for (const m of all.filter((m) => m.version < removal))
        await writeFile(join(dir, `${m.version}_x.sql`), m.sql);
      await migrate(db, { dir });
      await db.query(
        `INSERT INTO gift_cards (code, initial_ore, balance_ore, expires_at)
         VALUES ('SHOP-OWN-1', 10000, 10000, '2030-01-01')`,
      );
      expect((await codes(db)).gift).toContain('GAVE-2000-DEMO');
      await migrate(db);
      expect(await codes(db)).toEqual({ gift: ['SHOP-OWN-1'], promo: [] });
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
