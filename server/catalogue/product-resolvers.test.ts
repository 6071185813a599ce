import { describe, expect, it } from 'vitest';
import { countingTestApp } from '../testing/test-app.js';

const FIELDS = `fragment Full on Product {
    productId name alias canonicalUrl articleNumber isPackage
    brand { name canonicalUrl } primaryCategory { alias canonicalUrl } categories { categoryId }
    unitPrice { isDiscounted regularPriceIncVat regularPriceExVat sellingPriceIncVat sellingPriceExVat
      regularPriceIncVatFormatted sellingPriceIncVatFormatted vat vatRate discountPercentage }
    discountCampaigns { id name kind canonicalUrl }
    skus { skuId name stock { inStock totalStock } }
    stock { inStock totalStock oversellable static incoming }
    images { fileName type alt ratio sizes { folder descriptor width } }
    parameters { name value } meta { title description }
    packageParts { quantity product { productId name } }
}`;

const PRODUCT = `query Product($alias: String, $productId: Int, $languageId: Int) {
  product(alias: $alias, productId: $productId, languageId: $languageId) { ...Full }
} ${FIELDS}`;

const PAGE = `query Page { products(filter: { pageSize: 48 }) { products { ...Full } } } ${FIELDS}`;

interface Product {
  productId: number;
  name: string;
  alias: string;
  canonicalUrl: string;
  primaryCategory: { alias: string };
  unitPrice: {
    isDiscounted: boolean;
    regularPriceIncVat: number;
    sellingPriceIncVat: number;
    sellingPriceExVat: number;
    regularPriceIncVatFormatted: string;
    vat: number;
    discountPercentage: number;
  };
  discountCampaigns: { kind: string }[];
  skus: { stock: { totalStock: number } }[];
  stock: { inStock: boolean; totalStock: number; static: boolean; oversellable: boolean };
  images: { fileName: string }[];
}

// Count database round trips to prove batching (no N+1).
const shop = countingTestApp();

async function product(variables: Record<string, unknown>) {
  const res = await shop.app.gql<{ product: Product | null }>(PRODUCT, variables);
  expect(res.errors).toBeUndefined();
  return res.data?.product ?? null;
}

describe('product', () => {
  it('resolves by the Bokmål and by the Nynorsk alias', async () => {
    const [row] = await shop.app.db.query<{ id: number; nb: string; nn: string; nnName: string }>(
      `SELECT a.product_id AS id, a.alias AS nb, b.alias AS nn, b.name AS "nnName"
         FROM product_translations a
         JOIN product_translations b ON b.product_id = a.product_id AND b.language_id = 2
        WHERE a.language_id = 1 AND a.alias <> b.alias LIMIT 1`,
    );
    expect(row).toBeDefined();
    const byNb = await product({ alias: row?.nb, languageId: 1 });
    expect(byNb).toMatchObject({ productId: row?.id, alias: row?.nb });
    expect(byNb?.canonicalUrl).toBe(`p/${byNb?.primaryCategory.alias}/${row?.nb}`);
    const byNn = await product({ alias: row?.nn, languageId: 2 });
    expect(byNn).toMatchObject({ productId: row?.id, alias: row?.nn, name: row?.nnName });
    expect(await product({ alias: row?.nn, languageId: 1 })).toMatchObject({ alias: row?.nb });
    expect(await product({ productId: row?.id })).toMatchObject({ productId: row?.id });
  });

  it('is null when unknown', async () => {
    expect(await product({ alias: 'finnes-ikke' })).toBeNull();
    expect(await product({ productId: 987_654_321 })).toBeNull();
  });

  it('prices a discounted product with struck-through regular price and ex VAT', async () => {
    const [row] = await shop.app.db.query<{ id: number }>(
      `SELECT dcp.product_id AS id FROM discount_campaign_products dcp
         JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
        WHERE dc.kind = 'percentage' AND dc.starts_at <= now() AND dc.ends_at > now() LIMIT 1`,
    );
    expect(row).toBeDefined();
    const p = await product({ productId: row?.id });
    const price = p?.unitPrice;
    expect(price?.isDiscounted).toBe(true);
    expect(price?.sellingPriceIncVat).toBeLessThan(price?.regularPriceIncVat ?? 0);
    expect(price?.regularPriceIncVatFormatted).toMatch(/^\d{1,3}(\s\d{3})*(,-|,\d\d)$/);
    const expectedPercent = Math.round(
      (100 * ((price?.regularPriceIncVat ?? 0) - (price?.sellingPriceIncVat ?? 0))) /
        (price?.regularPriceIncVat ?? 1),
    );
    expect(price?.discountPercentage).toBe(expectedPercent);
    expect(price?.sellingPriceExVat).toBeCloseTo((price?.sellingPriceIncVat ?? 0) / 1.25, 2);
    expect(price?.vat).toBeCloseTo(
      (price?.sellingPriceIncVat ?? 0) - (price?.sellingPriceExVat ?? 0),
      2,
    );
    expect(p?.discountCampaigns.some((c) => c.kind === 'percentage')).toBe(true);
  });

  it('sums stock over skus', async () => {
    const [row] = await shop.app.db.query<{ id: number }>(
      'SELECT product_id AS id FROM skus GROUP BY product_id HAVING count(*) > 1 LIMIT 1',
    );
    const p = await product({ productId: row?.id });
    const sum = (p?.skus ?? []).reduce((total, sku) => total + sku.stock.totalStock, 0);
    expect(p?.stock.totalStock).toBe(sum);
    expect(p?.stock.inStock).toBe(
      sum > 0 || p?.stock.static === true || p?.stock.oversellable === true,
    );
  });

  it('loads the fields of a whole page in a handful of queries', async () => {
    // The in-memory list index loads once per process, on the first list request.
    await shop.app.gql('{ products(filter: { pageSize: 1 }) { count } }');
    const before = shop.db.queries;
    const res = await shop.app.gql<{ products: { products: Product[] } }>(PAGE);
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.products).toHaveLength(48);
    expect(res.data?.products.products.every((p) => p.images.length > 0)).toBe(true);
    expect(shop.db.queries - before).toBeLessThanOrEqual(10);
  });
});
