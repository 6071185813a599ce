import { describe, expect, it } from 'vitest';
import { availableUnits, canSell, packagesAllowed, packagesOf } from './available.js';
import { packageStock, type SizeStock } from './package-stock.js';

const size = (figures: Partial<SizeStock>): SizeStock => ({
  totalStock: 0,
  supplierStock: 0,
  static: false,
  oversellable: false,
  incoming: null,
  incomingQuantity: 0,
  ...figures,
});

const part = (quantity: number, ...sizes: Partial<SizeStock>[]) => ({
  quantity,
  sizes: sizes.map(size),
});

describe('availableUnits', () => {
  it('counts own stock, then the supplier, never below zero; no limit when static or oversellable', () => {
    expect(availableUnits(size({ totalStock: 3, supplierStock: 4 }))).toBe(7);
    expect(availableUnits(size({ totalStock: -2, supplierStock: 4 }))).toBe(4);
    expect(availableUnits(size({ static: true }))).toBeNull();
    expect(availableUnits(size({ oversellable: true }))).toBeNull();
    expect(canSell(size({ incoming: '2026-12-01', incomingQuantity: 5 }))).toBe(false);
    expect(canSell(size({ supplierStock: 1 }))).toBe(true);
  });

  it('makes whole packages of units', () => {
    expect(packagesOf(7, 2)).toBe(3);
    expect(packagesOf(-1, 2)).toBe(0);
    expect(packagesOf(5, 0)).toBe(5);
  });
});

describe('packagesAllowed', () => {
  it('counts the threshold in packages, not in units of a part', () => {
    // The cart once capped each part's units at the threshold before dividing: a part of two
    // units with 1 000 in stock stopped the stepper at 25 packages while the cart took 50.
    expect(packagesAllowed([{ perPackage: 2, available: 1000 }])).toBe(50);
    expect(
      packagesAllowed([
        { perPackage: 4, available: 30 },
        { perPackage: 1, available: null },
      ]),
    ).toBe(7);
    expect(packagesAllowed([{ perPackage: 1, available: null }])).toBe(50);
  });
});

describe('packageStock', () => {
  // The scarcest part, best sizes and static or oversellable parts: server/services/
  // package-stock.test.ts, through the server's sku rows.
  it('is sold out when one part is, and when it has no parts', () => {
    const soldOut = packageStock([part(1, { totalStock: 109 }), part(1, {})]);
    expect(soldOut).toMatchObject({ inStock: false, totalStock: 0, incoming: null });
    expect(packageStock([])).toEqual(soldOut);
  });

  it('waits for the last missing part, and counts the packages the incoming units make', () => {
    // The client's copy left incomingQuantity out; the server's counted it. Both use this now.
    const stock = packageStock([
      part(2, { incoming: '2026-12-22', incomingQuantity: 10 }),
      part(1, { totalStock: 5 }),
      part(1, { incoming: '2026-12-05', incomingQuantity: 3 }),
    ]);
    expect(stock).toMatchObject({ totalStock: 0, incoming: '2026-12-22', incomingQuantity: 3 });
    // A client answer without incomingQuantity still gets the date.
    const { incomingQuantity: _, ...withoutQuantity } = size({ incoming: '2026-12-01' });
    expect(packageStock([{ quantity: 1, sizes: [withoutQuantity] }])).toMatchObject({
      incoming: '2026-12-01',
      incomingQuantity: 0,
    });
  });

  it('counts own stock before the supplier, as the cart does', () => {
    expect(
      packageStock([
        part(1, { totalStock: 3, supplierStock: 10 }),
        part(2, { totalStock: 8, supplierStock: 1 }),
      ]),
    ).toMatchObject({ inStock: true, totalStock: 3, supplierStock: 1 });
  });
});
