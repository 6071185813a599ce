import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/model.js';
import type { SkuRow } from '../catalogue/stock-rules.js';
import { deliveryText, needsSupplier } from './delivery.js';
import { shippingOptionById } from './options.js';

const sku = (over: Partial<SkuRow> = {}): SkuRow => ({
  id: 1,
  productId: 10,
  name: 'M',
  stock: 3,
  supplierStock: 20,
  oversellable: false,
  isStatic: false,
  incomingDate: null,
  incomingQuantity: 0,
  ...over,
});

const line = (quantity: number, row?: SkuRow): CartLine => ({
  skuId: row?.id ?? 1,
  productId: 10,
  quantity,
  groupKey: '',
  packageId: null,
  packageCount: null,
  partQuantity: null,
  vatRate: 25,
  isHeavy: false,
  regularUnitOre: 10_000,
  sellingUnitOre: 10_000,
  regularTotalOre: 10_000 * quantity,
  sellingTotalOre: 10_000 * quantity,
  campaigns: [],
  breakdown: [],
  maxQuantity: 23,
  sku: row,
});

describe('needsSupplier', () => {
  it('is true once a sku wants more than its own stock, counting all its lines', () => {
    expect(needsSupplier([line(3, sku())])).toBe(false);
    expect(needsSupplier([line(4, sku())])).toBe(true);
    // The same size in a package and on its own line.
    expect(needsSupplier([line(2, sku()), { ...line(2, sku()), groupKey: 'pkg' }])).toBe(true);
    expect(needsSupplier([line(5, sku({ stock: -2, isStatic: true }))])).toBe(false);
    expect(needsSupplier([line(1, sku({ stock: 0, oversellable: true }))])).toBe(true);
    expect(needsSupplier([line(9)])).toBe(false); // an answer stored without its sku
  });
});

describe('deliveryText', () => {
  const home = shippingOptionById('bring-home');
  const pickup = shippingOptionById('posten-pickup');
  const heavy = shippingOptionById('schenker-heavy');
  if (!home || !pickup || !heavy) throw new Error('shipping options missing');

  it('promises the shelf days, or 4–6 when some units come from the supplier', () => {
    expect(deliveryText(pickup, 1, false)).toBe('2–4 virkedager');
    expect(deliveryText(home, 1, false)).toBe('2–4 virkedager, kl. 17–21');
    expect(deliveryText(home, 2, true)).toBe(
      '4–6 vyrkedagar, kl. 17–21, nokre varer blir sende frå leverandøren',
    );
    expect(deliveryText(heavy, 1, false)).toBe('3–5 virkedager');
    expect(deliveryText(heavy, 1, true)).toBe('4–6 virkedager, noen varer sendes fra leverandør');
  });
});
