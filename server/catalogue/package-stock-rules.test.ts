import { describe, expect, it } from 'vitest';
import { packageStockOf } from './package-stock-rules.js';
import type { SkuRow } from './stock-rules.js';

let nextId = 1;
function sku(figures: Partial<SkuRow>): SkuRow {
  const id = nextId++;
  return {
    id,
    productId: id,
    name: 'Standard',
    stock: 0,
    supplierStock: 0,
    oversellable: false,
    isStatic: false,
    incomingDate: null,
    incomingQuantity: 0,
    ...figures,
  };
}

const part = (quantity: number, ...skus: Partial<SkuRow>[]) => ({
  quantity,
  skus: skus.map(sku),
});

describe('packageStockOf', () => {
  it('sells as many packages as the scarcest part allows, own shelf first', () => {
    expect(
      packageStockOf([part(1, { stock: 109 }), part(2, { stock: 7, supplierStock: 4 })]),
    ).toMatchObject({ inStock: true, totalStock: 3, supplierStock: 2, incoming: null });
  });

  it('is sold out when one part is, whatever the others have', () => {
    expect(packageStockOf([part(1, { stock: 109 }), part(1, { stock: 2 }), part(1, {})])).toEqual({
      inStock: false,
      oversellable: false,
      totalStock: 0,
      supplierStock: 0,
      static: false,
      incoming: null,
      incomingQuantity: 0,
    });
  });

  it("comes from the supplier (the slowest part's delivery) when a part is only there", () => {
    expect(packageStockOf([part(1, { stock: 50 }), part(1, { supplierStock: 6 })])).toMatchObject({
      inStock: false,
      totalStock: 0,
      supplierStock: 6,
    });
  });

  it('waits for the last missing part to come in', () => {
    const stock = packageStockOf([
      part(1, { incomingDate: '2026-12-22', incomingQuantity: 10 }),
      part(1, { stock: 5 }),
      part(1, { incomingDate: '2026-12-05', incomingQuantity: 10 }),
    ]);
    expect(stock).toMatchObject({ totalStock: 0, supplierStock: 0, incoming: '2026-12-22' });
    const never = packageStockOf([
      part(1, { incomingDate: '2026-12-22', incomingQuantity: 10 }),
      part(1, {}),
    ]);
    expect(never.incoming).toBeNull();
  });

  it('takes the best size of a part with several, not their sum', () => {
    expect(packageStockOf([part(2, { stock: 1 }, { stock: 1 })]).totalStock).toBe(0);
    expect(packageStockOf([part(1, { stock: 0 }, { stock: 12 })]).totalStock).toBe(12);
  });

  it('is static or oversellable only when every part allows it', () => {
    expect(packageStockOf([part(1, { isStatic: true })])).toMatchObject({
      static: true,
      inStock: true,
    });
    expect(
      packageStockOf([part(1, { isStatic: true }), part(1, { oversellable: true })]),
    ).toMatchObject({ static: false, oversellable: true, inStock: true });
    expect(packageStockOf([part(1, { oversellable: true }), part(1, { stock: 4 })])).toMatchObject({
      oversellable: false,
      totalStock: 0,
      supplierStock: 4,
    });
  });
});
