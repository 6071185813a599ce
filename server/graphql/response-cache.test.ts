import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { countQueries, type CountingDb } from '../testing/counting-db.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { stableJson } from '../cache/stable-json.js';
import { createAnswerCache } from './response-cache.js';

describe('stableJson', () => {
  it('gives equal keys for equal variables in any key order', () => {
    const a = stableJson({ filter: { page: 1, categories: [3, 1] }, languageId: 1 });
    const b = stableJson({ languageId: 1, filter: { categories: [3, 1], page: 1 } });
    expect(a).toBe(b);
    expect(stableJson({ x: undefined, y: null })).toBe('{"y":null}');
  });
});

describe('catalogue cache', () => {
  let app: TestApp;
  let db: CountingDb;
  beforeAll(async () => {
    db = countQueries(await createTestDb());
    app = await startTestApp({ db });
  });
  afterAll(() => app.close());

  const product = 'query P($alias: String) { product(alias: $alias) { name description } }';
  const list =
    'query L($page: Int) { products(filter: { page: $page }) { count products { name } } }';

  it('answers a repeated catalogue query without the database', async () => {
    const [row] = await db.query<{ alias: string }>(
      'SELECT alias FROM product_translations WHERE language_id = 1 ORDER BY product_id LIMIT 1',
    );
    const first = await app.gql(product, { alias: row?.alias });
    const before = db.queries;
    const again = await app.gql(product, { alias: row?.alias });
    expect(db.queries).toBe(before);
    expect(again.data).toEqual(first.data);
  });

  it('shows any page of a list from the list index, without the database', async () => {
    const first = await app.gql<{ products: { products: { name: string }[] } }>(list, { page: 1 });
    const before = db.queries;
    const second = await app.gql<{ products: { products: { name: string }[] } }>(list, {
      page: 2,
    });
    expect(db.queries).toBe(before);
    expect(second.data?.products.products.length).toBeGreaterThan(0);
    expect(second.data?.products.products).not.toEqual(first.data?.products.products);
  });

  it('never caches errors', async () => {
    const failing = '{ channel(channelId: 999) { name } }';
    const before = db.queries;
    expect((await app.gql(failing)).errors?.[0]?.message).toMatch(/Unknown channel/);
    await app.gql(failing);
    expect(db.queries).toBeGreaterThan(before + 1);
  });
});

describe('answer cache size', () => {
  it('keeps at most its bytes of answers, oldest out first, and no answer of over a sixteenth', () => {
    const cache = createAnswerCache(64_000);
    const answer = 'x'.repeat(999); // 1,000 bytes with its 1-byte key
    for (let i = 0; i < 100; i++) cache.set(String(i % 10) + String(Math.floor(i / 10)), answer);
    expect(cache.calculatedSize).toBeLessThanOrEqual(64_000);
    expect(cache.size).toBeLessThanOrEqual(64);
    expect(cache.has('99')).toBe(true); // the newest stay
    expect(cache.has('00')).toBe(false);
    cache.set('huge', 'y'.repeat(4_001));
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('99')).toBe(true);
  });
});
