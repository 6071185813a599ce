import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { testIndex } from '../list-index/test-index.js';
import { createTestDb } from '../test/fixture.js';
import { cardAt } from './index-cards.js';
import { ListIndexStore } from './list-index-store.js';
import { ProductCardCache } from '../catalogue/product-card-cache.js';

describe('cardAt', () => {
  it('reads a card from the index columns, images in order', () => {
    const index = testIndex();
    const card = cardAt(index, 1, 2);
    expect(card.row).toEqual({
      id: 2,
      articleNumber: 'AAA-100002',
      brandId: 10,
      primaryCategoryId: 101,
      isPackage: false,
      priceIncVatOre: 20_000,
      vatRate: 25,
      isHeavy: false,
      name: 'Vinsj',
      alias: 'vinsj',
    });
    expect(card.images).toEqual([
      { productId: 2, fileName: 'vinsj.webp', ratio: 1.5 },
      { productId: 2, fileName: 'vinsj-2.webp', ratio: 1 },
    ]);
    expect(cardAt(index, 2, 1).images).toEqual([]);
  });
});

describe('index cards', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('are the cards the database gives (carts read those), in both languages', async () => {
    const index = await new ListIndexStore(db).get();
    const fromDb = new ProductCardCache(db, false);
    // Every 7th product: plain ones, packages and heavy goods alike.
    const positions = Array.from({ length: Math.ceil(index.size / 7) }, (_, i) => i * 7);
    expect(positions.length).toBeGreaterThan(50);
    for (const languageId of [1, 2] as const) {
      const ids = positions.map((p) => index.ids[p] ?? 0);
      const cards = await fromDb.cards(languageId, ids);
      for (const p of positions) {
        const id = index.ids[p] ?? 0;
        expect(cardAt(index, p, languageId), `product ${String(id)}`).toEqual(cards.get(id));
      }
    }
  });

  it('change with the catalogue: a new alias or image reaches the list index', async () => {
    const store = new ListIndexStore(db, 0);
    const before = await store.get();
    const id = before.ids[3] ?? 0;
    await db.query(
      `UPDATE product_translations SET alias = alias || '-ny' WHERE product_id = $1 AND language_id = 1`,
      [id],
    );
    await db.query(
      `INSERT INTO product_images (product_id, position, file_name, ratio) VALUES ($1, 99, 'ny.webp', 1)`,
      [id],
    );
    await store.get(); // notices the new version and reloads in the background
    const after = await store.reload();
    expect(after.version).toBeGreaterThan(before.version);
    const card = cardAt(after, after.positionOf(id), 1);
    expect(card.row.alias).toMatch(/-ny$/);
    expect(card.images.at(-1)?.fileName).toBe('ny.webp');
  });
});
