import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Info {
  listType: string;
  id: number | null;
  name: string;
  alias: string | null;
  canonicalUrl: string | null;
  meta: { title: string; description: string };
}

const QUERY = `query Info($listType: ListType!, $alias: String, $languageId: Int) {
  listPageInfo(listType: $listType, alias: $alias, languageId: $languageId) {
    listType id name alias canonicalUrl description meta { title description }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function info(listType: string, alias: string | null, languageId = 1) {
  const res = await app.gql<{ listPageInfo: Info | null }>(QUERY, { listType, alias, languageId });
  expect(res.errors).toBeUndefined();
  return res.data?.listPageInfo ?? null;
}

async function aliases(categoryId: number): Promise<{ nb: string; nn: string }> {
  const rows = await app.db.query<{ languageId: number; alias: string }>(
    'SELECT language_id AS "languageId", alias FROM category_translations WHERE category_id = $1',
    [categoryId],
  );
  const of = (id: number) => rows.find((r) => r.languageId === id)?.alias ?? '';
  return { nb: of(1), nn: of(2) };
}

describe('listPageInfo', () => {
  it('finds a category by its alias in either language and answers in the asked one', async () => {
    const [row] = await app.db.query<{ id: number }>(
      `SELECT a.category_id AS id FROM category_translations a
         JOIN category_translations b ON b.category_id = a.category_id AND b.language_id = 2
        WHERE a.language_id = 1 AND a.alias <> b.alias AND a.category_id IN
              (SELECT id FROM categories WHERE parent_id IS NOT NULL) LIMIT 1`,
    );
    const { nb, nn } = await aliases(row?.id ?? 0);
    const byNb = await info('CATEGORY', `c/x/${nb}`);
    expect(byNb).toMatchObject({ id: row?.id, alias: nb, listType: 'CATEGORY' });
    expect(byNb?.canonicalUrl).toMatch(new RegExp(`^c/[^/]+/${nb}$`));
    expect(byNb?.meta.title).toMatch(/ \| ATV-Huset$/);
    expect(byNb?.meta.description.length).toBeGreaterThan(10);
    const nnByNbAlias = await info('CATEGORY', nb, 2);
    expect(nnByNbAlias).toMatchObject({ id: row?.id, alias: nn });
  });

  it('describes brands, all products and searches', async () => {
    const [brand] = await app.db.query<{ alias: string; name: string }>(
      'SELECT alias, name FROM brands ORDER BY id LIMIT 1',
    );
    expect(await info('BRAND', brand?.alias ?? '')).toMatchObject({
      name: brand?.name,
      canonicalUrl: `b/${brand?.alias}`,
    });
    expect((await info('ALL', null))?.name).toBe('Alle produkter');
    expect((await info('ALL', null, 2))?.name).toBe('Alle produkt');
    expect(await info('SEARCH', 'led')).toMatchObject({ name: 'Søk: led', id: null });
    // The heading shows the text as typed; the address and the search use it in lower case.
    expect(await info('SEARCH', '  Warn   Vinsj ')).toMatchObject({
      name: 'Søk: Warn Vinsj',
      alias: 'warn vinsj',
      canonicalUrl: 'sok/warn%20vinsj',
    });
  });

  it('finds an active discount campaign by alias', async () => {
    const [campaign] = await app.db.query<{ id: number; alias: string }>(
      `SELECT campaign_id AS id, alias FROM discount_campaign_translations
        WHERE language_id = 1 ORDER BY campaign_id LIMIT 1`,
    );
    expect(campaign).toBeDefined();
    expect(await info('DISCOUNT_CAMPAIGN', campaign?.alias ?? '')).toMatchObject({
      id: campaign?.id,
      canonicalUrl: `dc/${campaign?.alias}`,
    });
  });

  it("finds a campaign by either language's alias and answers with the asked one's", async () => {
    const rows = await app.db.query<{ id: number; nb: string; nn: string }>(
      `SELECT b.campaign_id AS id, b.alias AS nb, n.alias AS nn
         FROM discount_campaign_translations b
         JOIN discount_campaign_translations n
           ON n.campaign_id = b.campaign_id AND n.language_id = 2 AND n.alias <> b.alias
        WHERE b.language_id = 1
        ORDER BY b.campaign_id LIMIT 1`,
    );
    const campaign = rows[0];
    if (!campaign) throw new Error('the seed has no campaign with different nb and nn aliases');
    for (const alias of [campaign.nb, campaign.nn]) {
      expect(await info('DISCOUNT_CAMPAIGN', alias, 1), alias).toMatchObject({
        id: campaign.id,
        alias: campaign.nb,
        canonicalUrl: `dc/${campaign.nb}`,
      });
      expect(await info('DISCOUNT_CAMPAIGN', `dc/${alias}`, 2), alias).toMatchObject({
        id: campaign.id,
        alias: campaign.nn,
        canonicalUrl: `dc/${campaign.nn}`,
      });
    }
    const list = await app.gql<{ products: { count: number } }>(
      'query C($id: Int) { products(filter: { discountCampaignId: $id }) { count } }',
      { id: campaign.id },
    );
    expect(list.data?.products.count).toBeGreaterThan(0);
  });

  it('is null for unknown aliases', async () => {
    expect(await info('CATEGORY', 'finnes-ikke')).toBeNull();
    expect(await info('BRAND', 'finnes-ikke')).toBeNull();
    expect(await info('DISCOUNT_CAMPAIGN', 'finnes-ikke')).toBeNull();
  });

  it('describes the generic lists by alias in either language', async () => {
    for (const alias of ['nyheter', 'populaert', 'tilbud', 'atv-huset', 'l/atv-huset']) {
      const list = await info('LIST', alias);
      expect(list?.id, alias).toEqual(expect.any(Number));
      expect(list?.canonicalUrl).toBe(`l/${list?.alias ?? ''}`);
    }
    expect(await info('LIST', 'nyheiter')).toMatchObject({ name: 'Nyheter', alias: 'nyheter' });
    expect(await info('LIST', 'nyheter', 2)).toMatchObject({ name: 'Nyheiter', alias: 'nyheiter' });
    expect(await info('LIST', 'finnes-ikke')).toBeNull();
    expect(await info('LIST', null)).toBeNull();
  });

  it('tells what a /list/{alias} is when the alias names a category, brand or campaign', async () => {
    const [brand] = await app.db.query<{ id: number; alias: string }>(
      'SELECT id, alias FROM brands ORDER BY id LIMIT 1',
    );
    expect(await info('LIST', `list/${brand?.alias ?? ''}`)).toMatchObject({
      listType: 'BRAND',
      id: brand?.id,
    });
    const [campaign] = await app.db.query<{ alias: string }>(
      'SELECT alias FROM discount_campaign_translations WHERE language_id = 1 LIMIT 1',
    );
    expect((await info('LIST', campaign?.alias ?? ''))?.listType).toBe('DISCOUNT_CAMPAIGN');
  });

  it('describes the brands page and uses the search route of the configuration', async () => {
    expect(await info('BRANDS', null)).toMatchObject({
      name: 'Merker',
      canonicalUrl: 'produsent',
    });
    expect(await info('SEARCH', ' Vinsj  3000 ')).toMatchObject({
      alias: 'vinsj 3000',
      canonicalUrl: 'sok/vinsj%203000',
    });
  });

  it('gives every list type a title and a description in both languages', async () => {
    const [brand] = await app.db.query<{ alias: string }>('SELECT alias FROM brands LIMIT 1');
    const [category] = await app.db.query<{ alias: string }>(
      'SELECT alias FROM category_translations WHERE language_id = 1 LIMIT 1',
    );
    const [campaign] = await app.db.query<{ alias: string }>(
      'SELECT alias FROM discount_campaign_translations WHERE language_id = 1 LIMIT 1',
    );
    const routes: [string, string | null][] = [
      ['ALL', null],
      ['CATEGORY', category?.alias ?? ''],
      ['BRAND', brand?.alias ?? ''],
      ['DISCOUNT_CAMPAIGN', campaign?.alias ?? ''],
      ['SEARCH', 'lys'],
      ['LIST', 'nyheter'],
      ['LIST', 'atv-huset'],
      ['BRANDS', null],
    ];
    for (const languageId of [1, 2]) {
      for (const [listType, alias] of routes) {
        const found = await info(listType, alias, languageId);
        expect(found?.meta.title, `${listType} ${alias ?? ''}`).toMatch(/\S \| ATV-Huset$/);
        expect(found?.meta.description.length).toBeGreaterThan(20);
      }
    }
  });
});
