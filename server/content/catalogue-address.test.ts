import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// A first visit of a catalogue address answers 404 when the shop has nothing there, and 200 for
// every page a shopper can open: in either language, under either language's alias (the
// screens redirect those), with a market prefix. Who may call: anyone, no key; bad input
// (odd characters, an endless alias) is not found and costs no query.
const INDEX = '<!doctype html><div id="root"></div>';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'atvhuset-catalogue-address-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  app = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const status = async (path: string) => (await fetch(`${app.url}${path}`)).status;

const one = async (sql: string): Promise<string> => {
  const [row] = await app.db.query<{ v: string }>(sql);
  if (!row) throw new Error(`No row for ${sql}`);
  return row.v;
};

describe('catalogue addresses on a first visit', () => {
  it('answer 200 for products, packages, categories, brands, campaigns and lists the shop has', async () => {
    const productNb = await one(
      `SELECT pt.alias AS v FROM product_translations pt JOIN products p ON p.id = pt.product_id
        WHERE p.published AND NOT p.is_package AND pt.language_id = 1 ORDER BY p.id LIMIT 1`,
    );
    const productNn = await one(
      `SELECT pt.alias AS v FROM product_translations pt JOIN products p ON p.id = pt.product_id
        WHERE p.published AND pt.language_id = 2 ORDER BY p.id DESC LIMIT 1`,
    );
    const packageNb = await one(
      `SELECT pt.alias AS v FROM product_translations pt JOIN products p ON p.id = pt.product_id
        WHERE p.published AND p.is_package AND pt.language_id = 1 LIMIT 1`,
    );
    const categoryNn = await one(
      `SELECT alias AS v FROM category_translations WHERE language_id = 2 LIMIT 1`,
    );
    const brand = await one(`SELECT alias AS v FROM brands ORDER BY id LIMIT 1`);
    const campaign = await one(
      `SELECT alias AS v FROM discount_campaign_translations WHERE language_id = 1 LIMIT 1`,
    );
    const list = await one(
      `SELECT alias AS v FROM list_translations WHERE language_id = 1 LIMIT 1`,
    );
    for (const path of [
      `/p/noe/${productNb}`,
      `/p/${productNb}`,
      `/product/${productNb}`,
      `/nn/p/noko/${productNn}`,
      // The other language's alias: the screen redirects to this language's own.
      `/p/noe/${productNn}`,
      `/pp/${packageNb}`,
      `/c/${categoryNn}`,
      `/nn/c/a/${categoryNn}`,
      `/b/${brand}`,
      `/nn/b/${brand}`,
      `/dc/${campaign}`,
      `/l/${list}`,
      `/l/nyheter`,
      '/l/atv-huset',
      '/nn/l/populaert',
      `/se/p/noe/${productNb}`,
      // The client's routes match their words in any case.
      `/P/noe/${productNb}`,
      `/NN/C/${categoryNn}`,
      '/Kassen',
      // /l/{alias} shows a category, brand or campaign of that alias too.
      `/l/${categoryNn}`,
      `/l/${brand}`,
      `/l/${campaign}`,
    ])
      expect(await status(path), path).toBe(200);
  });

  it('answer 404 for one the shop does not have, unpublished or never there', async () => {
    const hidden = await one(
      `UPDATE products SET published = false
        WHERE id = (SELECT min(id) FROM products WHERE published AND NOT is_package)
        RETURNING (SELECT alias FROM product_translations
                    WHERE product_id = products.id AND language_id = 1) AS v`,
    );
    const published = await one(
      `SELECT pt.alias AS v FROM product_translations pt JOIN products p ON p.id = pt.product_id
        WHERE p.published AND pt.language_id = 1 ORDER BY p.id DESC LIMIT 1`,
    );
    expect(await status(`/product/${published}`)).toBe(200);
    try {
      for (const path of [
        `/p/atv-dekk/${hidden}`,
        '/p/atv-dekk/finnes-ikke-dekk',
        '/nn/p/finst-ikkje',
        '/pp/finnes-ikke-pakke',
        '/product/finnes-ikke',
        '/c/finnes-ikke',
        '/nn/c/lys/finst-ikkje',
        '/b/finnes-ikke',
        '/dc/finnes-ikke',
        '/l/finnes-ikke',
        '/se/p/noe/finnes-ikke',
        `/p/${'a'.repeat(5000)}`,
        "/p/x/'%20OR%201=1--",
        '/c/%E2%80%AE%00',
        // NUL reached PostgreSQL (a 500) for products, campaigns and lists.
        '/p/%00',
        '/dc/%00',
        '/l/a%00b',
        '/se/pp/%00',
        // /product/{alias} takes one segment: the screen shows no product for more.
        `/product/x/${published}`,
      ])
        expect(await status(path), path).toBe(404);
    } finally {
      await app.db.query(
        `UPDATE products SET published = true WHERE id = (
        SELECT product_id FROM product_translations WHERE alias = $1 LIMIT 1)`,
        [hidden],
      );
    }
  });

  it('still serve the app shell with the 404, so the shop shows its own not-found page', async () => {
    const res = await fetch(`${app.url}/p/x/finnes-ikke`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe(INDEX);
  });
});
