import { describe, expect, it } from 'vitest';
import { ShopError } from '../errors/shop-error.js';
import { allocateOrder, lineTakes } from './stock-take-rules.js';

const sku = (id: number, stock: number, supplierStock = 0, oversellable = false) => ({
  id,
  stock,
  supplierStock,
  oversellable,
  isStatic: false,
});

describe('stock take rules', () => {
  it('takes own stock, then the supplier, then a backorder for an oversellable sku', () => {
    const taken = allocateOrder(
      new Map([
        [2, 5],
        [1, 3],
      ]),
      [sku(1, 2, 4), sku(2, 1, 0, true)],
    );
    expect(taken.get(1)).toEqual({ fromStock: 2, fromSupplier: 1 });
    expect(taken.get(2)).toEqual({ fromStock: 5, fromSupplier: 0 });
  });

  it('refuses a sku no longer sold and one that cannot cover its units', () => {
    expect(() => allocateOrder(new Map([[9, 1]]), [])).toThrow(ShopError);
    try {
      allocateOrder(new Map([[1, 7]]), [sku(1, 2, 4)]);
      expect.fail('allocated 7 of 6');
    } catch (error) {
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).code).toBe('OUT_OF_STOCK');
      expect((error as ShopError).details).toEqual({ skuId: 1, available: 6, inCart: 7 });
    }
  });

  it("splits a sku's take over its lines in order, own stock first", () => {
    const takes = lineTakes(
      [
        { skuId: 1, quantity: 2 },
        { skuId: 2, quantity: 1 },
        { skuId: 1, quantity: 3 },
      ],
      new Map([
        [1, { fromStock: 3, fromSupplier: 2 }],
        [2, { fromStock: 0, fromSupplier: 1 }],
      ]),
    );
    expect(takes).toEqual([
      { fromStock: 2, fromSupplier: 0 },
      { fromStock: 0, fromSupplier: 1 },
      { fromStock: 1, fromSupplier: 2 },
    ]);
  });
});
