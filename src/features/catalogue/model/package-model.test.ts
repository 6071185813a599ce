// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  packageFigures,
  packageSaving,
  packageStock,
  partSku,
  partsTotal,
  type PackagePartModel,
} from './package-model';
import type { StockInput } from './stock-state';

const none: StockInput = {
  inStock: false,
  oversellable: false,
  totalStock: 0,
  supplierStock: 0,
  static: false,
  incoming: null,
};

function part(quantity: number, amount: number, skus: Partial<StockInput>[]): PackagePartModel {
  const price = { selling: '', regular: null };
  return {
    id: amount,
    name: 'Del',
    url: 'p/x/del',
    brand: 'Merke',
    image: null,
    price: { incVat: price, exVat: price, discountPercent: null },
    amount: { incVat: amount, exVat: amount * 0.8 },
    quantity,
    skus: skus.map((figures, index) => ({
      id: amount * 10 + index,
      name: `S${index}`,
      stock: { kind: 'out' },
      figures: { ...none, ...figures },
    })),
  };
}

describe('package parts', () => {
  it('adds the parts up, each as often as the package holds it', () => {
    const parts = [part(1, 149, [{}]), part(2, 99, [{}])];
    expect(partsTotal(parts)).toEqual({ incVat: 347, exVat: 347 * 0.8 });
  });

  it('uses the only size of a part, or the chosen one', () => {
    const single = part(1, 10, [{}]);
    const sizes = part(1, 20, [{}, {}]);
    expect(partSku(single, null)?.id).toBe(100);
    expect(partSku(sizes, null)).toBeNull();
    expect(partSku(sizes, 201)?.name).toBe('S1');
  });
});

describe('packageStock', () => {
  it('is limited by the scarcest part, counting its quantity', () => {
    const parts = [part(1, 1, [{ totalStock: 40 }]), part(4, 2, [{ totalStock: 26 }])];
    expect(packageStock(parts, [])).toEqual({ kind: 'in-stock', count: 6 });
    expect(packageStock([part(1, 1, [{ totalStock: 40 }])], [])).toEqual({
      kind: 'many',
      count: 9,
    });
  });

  it('follows the chosen size of a part', () => {
    const straps = part(4, 3, [{ totalStock: 100 }, { totalStock: 2 }]);
    expect(packageStock([straps], [30])).toEqual({ kind: 'many', count: 9 });
    // Sold out as configured: said without sizes (a package has none).
    expect(packageStock([straps], [31])).toEqual({ kind: 'out-total' });
  });

  it('lets the slowest part decide when one is short', () => {
    const shelf = part(1, 1, [{ totalStock: 50 }]);
    const supplier = part(1, 2, [{ supplierStock: 9 }]);
    const incoming = part(1, 3, [{ incoming: '2026-12-01' }]);
    expect(packageStock([shelf, supplier], [])).toEqual({ kind: 'supplier' });
    expect(packageStock([shelf, supplier, incoming], [])).toEqual({
      kind: 'incoming',
      date: '2026-12-01',
    });
    expect(packageStock([shelf, part(1, 4, [{}]), incoming], [])).toEqual({ kind: 'out-total' });
  });

  it('waits for the last of several incoming parts', () => {
    const early = part(1, 1, [{ incoming: '2026-12-01' }]);
    const late = part(1, 2, [{ incoming: '2026-12-22' }]);
    expect(packageStock([late, early], [])).toEqual({ kind: 'incoming', date: '2026-12-22' });
  });

  it('counts the best size of a part whose size is not chosen yet', () => {
    const sizes = part(1, 1, [{ totalStock: 0 }, { totalStock: 7 }]);
    expect(packageStock([sizes], [])).toEqual({ kind: 'in-stock', count: 7 });
    // Not the sizes added up: no single size gives two packages of two units.
    const pairs = part(2, 2, [{ totalStock: 1 }, { totalStock: 1 }]);
    expect(packageStock([pairs], [])).toEqual({ kind: 'out-total' });
  });

  it('sells as many as own and supplier stock allow, as the cart does', () => {
    const shelf = part(1, 1, [{ totalStock: 3, supplierStock: 10 }]);
    const pair = part(2, 2, [{ totalStock: 8, supplierStock: 1 }]);
    expect(packageFigures([shelf, pair], [])).toMatchObject({
      inStock: true,
      totalStock: 3,
      supplierStock: 1,
    });
    const short = part(2, 3, [{ totalStock: 1, supplierStock: 1 }]);
    expect(packageFigures([shelf, short], [])).toMatchObject({ totalStock: 0, supplierStock: 1 });
    expect(packageStock([shelf, short], [])).toEqual({ kind: 'supplier' });
  });

  it('is static or oversellable only when its parts are', () => {
    const always = part(1, 1, [{ static: true }]);
    const order = part(1, 2, [{ oversellable: true }]);
    expect(packageStock([always], [])).toEqual({ kind: 'static' });
    expect(packageStock([always, order], [])).toEqual({ kind: 'oversellable' });
    expect(packageFigures([always, order], [])).toMatchObject({
      oversellable: true,
      static: false,
    });
    expect(packageStock([always, part(1, 3, [{ totalStock: 4 }])], [])).toEqual({
      kind: 'few',
      count: 4,
    });
  });
});

describe('packageSaving', () => {
  it("is what the package saves against its parts at today's prices", () => {
    expect(packageSaving(8729, 7990)).toBe(739);
    expect(packageSaving(100.5, 100)).toBe(0.5);
  });

  it('is null when the package is not cheaper than its parts', () => {
    expect(packageSaving(7531, 7990)).toBeNull();
    expect(packageSaving(7990, 7990)).toBeNull();
  });
});
