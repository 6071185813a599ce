import { describe, expect, it } from 'vitest';
import { countingTestApp } from '../testing/test-app.js';

// Without the answer cache: every list below is worked out.
const shop = countingTestApp();

const cards = (fields: string) => `query L($filter: FilterInputType) {
  products(filter: $filter) { products { productId name ${fields} } }
}`;

async function statements(query: string, variables: Record<string, unknown>) {
  const before = shop.db.queries;
  const res = await shop.app.gql<{ products: { products: { fitment?: unknown[] }[] } }>(
    query,
    variables,
  );
  expect(res.errors).toBeUndefined();
  return { ran: shop.db.queries - before, products: res.data?.products.products ?? [] };
}

describe('Product.fitment', () => {
  it('costs a list page no SQL: it is read from the list index', async () => {
    const filter = { pageSize: 100, page: 2 };
    await statements(cards(''), { filter: { pageSize: 1 } }); // loads the list index once
    const plain = await statements(cards(''), { filter });
    const withFitment = await statements(cards('fitment { vehicle fromYear toYear }'), {
      filter,
    });
    expect(withFitment.ran).toBe(plain.ran);
    expect(withFitment.products.some((p) => (p.fitment ?? []).length > 0)).toBe(true);
  });

  it('is refused without the API key, like every catalogue read', async () => {
    const res = await shop.app.gql(cards('fitment { vehicle }'), {}, { 'x-api-key': 'nope' });
    expect(res.status).toBe(401);
    expect(res.data).toBeUndefined();
  });
});
