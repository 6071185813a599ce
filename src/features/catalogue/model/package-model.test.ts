import { describe, expect, it } from 'vitest';
import { packageStock, partSku, partsTotal, type PackagePartModel } from './package-model';
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
    figures: { ...none, ...skus.reduce((sum, f) => ({ ...sum, ...f }), {}) },
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
    expect(packageStock([straps], [31])).toEqual({ kind: 'out' });
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
    expect(packageStock([shelf, part(1, 4, [{}]), incoming], [])).toEqual({ kind: 'out' });
  });
});
