import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { productColumns, productNames, termPostings } from './list-index-source.js';

// The index reads products and terms in chunks so no statement answers everything at once; the
// chunks must add up to exactly what one statement for all of them answers.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  // A gap in the ids: a chunk may hold no published product at all.
  await db.query('UPDATE products SET published = false WHERE id BETWEEN 40 AND 120');
});
afterAll(() => db.close());

const WHOLE = 1_000_000_000;

describe('list index source in chunks', () => {
  it('reads the same product columns in chunks of 37 ids as in one', async () => {
    const whole = await productColumns(db, WHOLE);
    const chunked = await productColumns(db, 37);
    expect(whole.ids.length).toBeGreaterThan(400);
    expect(Array.from(whole.ids)).not.toContain(50);
    expect(whole.images).toHaveLength(whole.ids.length);
    expect(chunked).toEqual(whole);
  });

  it('reads the same names and aliases per language in chunks as in one', async () => {
    const whole = await productNames(db, WHOLE);
    const chunked = await productNames(db, 37);
    const byLanguage = (lists: typeof whole) =>
      [...lists].sort((a, b) => a.languageId - b.languageId);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole[0]?.names).toHaveLength((await productColumns(db, WHOLE)).ids.length);
    expect(byLanguage(chunked)).toEqual(byLanguage(whole));
  });

  it('reads every search term once in pages of 50', async () => {
    const whole = await termPostings(db, WHOLE);
    const paged = await termPostings(db, 50);
    expect(whole.length).toBeGreaterThan(100);
    expect(new Set(paged.map((t) => `${t.languageId} ${t.term}`)).size).toBe(paged.length);
    expect(paged).toEqual(whole);
  });
});
