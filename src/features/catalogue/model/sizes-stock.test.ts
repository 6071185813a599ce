// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SkuModel } from './sku-model';
import { sizesStock } from './sizes-stock';
import { stockState, type StockInput } from './stock-state';

const none: StockInput = {
  inStock: false,
  oversellable: false,
  totalStock: 0,
  supplierStock: 0,
  static: false,
  incoming: null,
};

const size = (id: number, figures: Partial<StockInput>): SkuModel => {
  const all = { ...none, ...figures };
  return { id, name: `S${id}`, stock: stockState(all, 'sku'), figures: all };
};

describe('sizesStock', () => {
  it('counts the sizes on our shelf, with no count of units or delivery time', () => {
    const skus = [size(1, { totalStock: 3 }), size(2, { supplierStock: 5 }), size(3, {})];
    expect(sizesStock(skus, { kind: 'in-stock', count: 6 })).toEqual({
      kind: 'sizes',
      inStock: 1,
      total: 3,
      tone: 'low',
    });
    expect(
      sizesStock([size(1, { totalStock: 20 }), size(2, { totalStock: 1 })], {
        kind: 'many',
        count: 9,
      }),
    ).toMatchObject({ inStock: 2, tone: 'ok' });
    expect(sizesStock([size(1, { static: true })], { kind: 'static' })).toMatchObject({
      inStock: 1,
    });
  });

  it("falls back to the product's state when no size is on our shelf", () => {
    const skus = [size(1, { supplierStock: 5 }), size(2, {})];
    expect(sizesStock(skus, { kind: 'supplier' })).toEqual({
      kind: 'state',
      state: { kind: 'supplier' },
    });
  });
});
