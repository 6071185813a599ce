import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { ListIndexStore } from './list-index-store.js';
import { activeCampaigns } from '../catalogue/product-details-store.js';
import { createTestDb } from '../test/fixture.js';
import { campaignsFromIndex } from './card-campaigns.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('campaignsFromIndex', () => {
  it('gives the same active campaigns as the database, in both languages', async () => {
    const index = await new ListIndexStore(db).get();
    const rows = await db.query<{ id: number }>(
      `SELECT DISTINCT product_id AS id FROM discount_campaign_products ORDER BY 1 LIMIT 60`,
    );
    const ids = [...rows.map((r) => r.id), 1, 2, 3];
    for (const languageId of [1, 2] as const) {
      const expected = await activeCampaigns(db, languageId, ids);
      const fromIndex = ids.flatMap((id) => campaignsFromIndex(index, languageId, id));
      expect(fromIndex).toEqual(expected);
    }
    expect(ids.some((id) => campaignsFromIndex(index, 1, id).length > 0)).toBe(true);
  });
});
