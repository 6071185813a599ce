import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { cartMutation, key } from '../testing/cart-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// A package's stock is what its parts allow: the same figure on the card, on the product page
// (the product query) and in the cart, which takes the parts' skus.

const STOCK = 'stock { inStock totalStock supplierStock oversellable static incoming }';

interface StockFigures {
  inStock: boolean;
  totalStock: number;
  supplierStock: number;
  incoming: string | null;
}

let app: TestApp;
let packageId: number;
let articleNumber: string;
let parts: { productId: number; skuId: number; quantity: number }[];

beforeAll(async () => {
  app = await startTestApp({ db: await createTestDb(), cacheResponses: false });
  const [pkg] = await app.db.query<{ id: number; articleNumber: string }>(
    `SELECT p.id, p.article_number AS "articleNumber" FROM products p
      WHERE p.is_package AND p.published
        AND EXISTS (SELECT 1 FROM package_parts pp WHERE pp.package_id = p.id)
      ORDER BY p.id LIMIT 1`,
  );
  if (!pkg) throw new Error('no package');
  packageId = pkg.id;
  articleNumber = pkg.articleNumber;
  parts = await app.db.query(
    `SELECT DISTINCT ON (pp.position) pp.part_product_id AS "productId", s.id AS "skuId",
            pp.quantity
       FROM package_parts pp JOIN skus s ON s.product_id = pp.part_product_id
      WHERE pp.package_id = $1 ORDER BY pp.position, s.sort_order, s.id`,
    [packageId],
  );
  // Plenty of every part, in its first size only; the package's own sku claims a lot.
  await app.db.query(
    `UPDATE skus SET stock = 0, supplier_stock = 0, oversellable = false, is_static = false,
                     incoming_date = NULL, incoming_quantity = 0
      WHERE product_id IN (SELECT part_product_id FROM package_parts WHERE package_id = $1)`,
    [packageId],
  );
  await app.db.query('UPDATE skus SET stock = 500 WHERE id = ANY($1::int[])', [
    parts.map((p) => p.skuId),
  ]);
  await app.db.query('UPDATE skus SET stock = 105 WHERE product_id = $1', [packageId]);
});
afterAll(() => app.close());

/** The scarce (last) part: `stock` and `supplier` in packages' worth of units. */
async function setScarce(stock: number, supplier: number, incoming: string | null = null) {
  const scarce = parts[parts.length - 1];
  if (!scarce) throw new Error('no parts');
  await app.db.query(
    `UPDATE skus SET stock = $2, supplier_stock = $3, incoming_date = $4::date,
                     incoming_quantity = CASE WHEN $4::date IS NULL THEN 0 ELSE 20 END
      WHERE id = $1`,
    [scarce.skuId, stock * scarce.quantity, supplier * scarce.quantity, incoming],
  );
}

async function packageStock(): Promise<{ page: StockFigures; card: StockFigures | undefined }> {
  const res = await app.gql<{
    product: { stock: StockFigures; skus: { stock: StockFigures }[] };
    products: { products: { productId: number; stock: StockFigures }[] };
  }>(
    `query P($id: Int, $text: String) {
      product(productId: $id) { ${STOCK} skus { ${STOCK} } }
      products(filter: { searchText: $text, pageSize: 48 }) { products { productId ${STOCK} } }
    }`,
    { id: packageId, text: articleNumber },
  );
  expect(res.errors).toBeUndefined();
  const product = res.data?.product;
  if (!product) throw new Error('no product');
  expect(product.skus.map((s) => s.stock)).toEqual([product.stock]);
  const card = res.data?.products.products.find((p) => p.productId === packageId)?.stock;
  return { page: product.stock, card };
}

const addPackages = (quantity: number) =>
  cartMutation(
    app,
    'addPackageToCart',
    'packageId: $packageId, parts: $parts, quantity: $quantity, idempotencyKey: $key',
    {
      key: key(),
      packageId,
      parts: parts.map(({ productId, skuId }) => ({ productId, skuId })),
      quantity,
    },
  );

describe('package stock', () => {
  it('is what the scarcest part allows, on card and page, and the cart agrees', async () => {
    await setScarce(3, 2);
    const { page, card } = await packageStock();
    expect(page).toMatchObject({ inStock: true, totalStock: 3, supplierStock: 2, incoming: null });
    expect(card).toEqual(page);
    expect((await addPackages(5)).error).toBeNull();
    expect((await addPackages(6)).error?.extensions?.code).toBe('OUT_OF_STOCK');
  });

  it('is sold out when a part is, and the cart refuses it', async () => {
    await setScarce(0, 0);
    const { page, card } = await packageStock();
    expect(page).toMatchObject({ inStock: false, totalStock: 0, supplierStock: 0, incoming: null });
    expect(card).toEqual(page);
    expect((await addPackages(1)).error?.extensions?.code).toBe('OUT_OF_STOCK');
  });

  it('says when the missing part comes in', async () => {
    await setScarce(0, 0, '2026-12-22');
    expect((await packageStock()).page).toMatchObject({ totalStock: 0, incoming: '2026-12-22' });
  });

  it("does not repeat an old catalogue's saving claim, which today's prices may contradict", async () => {
    // Catalogues seeded before 2026-11-25 end package descriptions with this sentence.
    await app.db.query(
      `UPDATE product_translations
          SET description = description || '<p>Du sparer 1 234 kr mot å kjøpe delene hver for seg.</p>'
        WHERE product_id = $1 AND language_id = 1`,
      [packageId],
    );
    const res = await app.gql<{ product: { description: string } }>(
      'query P($id: Int) { product(productId: $id) { description } }',
      { id: packageId },
    );
    expect(res.data?.product.description).not.toMatch(/Du spar/);
    expect(res.data?.product.description).toMatch(/Pakken inneholder/);
  });
});
