// The cart rules without a database: every cart change (add, quantity, remove, packages)
// answers these same errors for the same cart.
import { describe, expect, it } from 'vitest';
import { shopErrorCode as codeOf } from '../testing/shop-error-code.js';
import {
  assertChangeable,
  chosenPackageParts,
  packageGroupKey,
  groupChange,
  knownSku,
  plainLineAdd,
  plainLineChange,
  unitsOf,
  type CartItem,
} from './cart-rules.js';
import { MAX_CART_LINES, type SkuSupply } from './quantity-rules.js';

const supply = (stock: number, extra: Partial<SkuSupply> = {}): SkuSupply => ({
  stock,
  supplierStock: 0,
  oversellable: false,
  isStatic: false,
  ...extra,
});
const plain = (skuId: number, quantity: number): CartItem => ({
  groupKey: '',
  skuId,
  quantity,
  packageCount: null,
});
const part = (groupKey: string, skuId: number, quantity: number, count: number): CartItem => ({
  groupKey,
  skuId,
  quantity,
  packageCount: count,
});

describe('cart rules', () => {
  it('a cart may be changed when it exists and is not ordered; a pending order is cancelled', () => {
    expect(codeOf(() => assertChangeable(null))).toBe('CART_NOT_FOUND');
    expect(codeOf(() => assertChangeable({ status: 'ordered' }))).toBe('CART_CLOSED');
    expect(assertChangeable({ status: 'open' }).cancelPendingOrder).toBe(false);
    expect(assertChangeable({ status: 'payment_pending' }).cancelPendingOrder).toBe(true);
  });

  it('an unknown sku is refused', () => {
    expect(codeOf(() => knownSku(null, 7))).toBe('UNKNOWN_SKU');
    expect(codeOf(() => knownSku(undefined, 7))).toBe('UNKNOWN_SKU');
    expect(knownSku({ skuId: 7 }, 7)).toEqual({ skuId: 7 });
  });

  it('counts a sku over plain lines and packages, but for one group', () => {
    const items = [plain(1, 2), part('pkg', 1, 3, 1), part('pkg', 2, 1, 1)];
    expect(unitsOf(items, 1)).toBe(5);
    expect(unitsOf(items, 1, 'pkg')).toBe(2);
  });

  it('a plain line: threshold first, stock only when it grows, room only when it is new', () => {
    expect(codeOf(() => plainLineChange([], 1, 51))).toBe('QUANTITY_THRESHOLD');
    const items = [plain(1, 4), part('pkg', 1, 2, 1)];
    const shrinking = plainLineChange(items, 1, 3);
    expect(shrinking.grows).toBe(false);
    expect(codeOf(() => shrinking.check(null))).toBeNull();
    // 6 in the cart; setting the line to 5 needs 7 units.
    expect(codeOf(() => plainLineChange(items, 1, 5).check(supply(6)))).toBe('OUT_OF_STOCK');
    expect(codeOf(() => plainLineChange(items, 1, 5).check(supply(7)))).toBeNull();
    expect(
      codeOf(() => plainLineChange(items, 1, 5).check(supply(0, { oversellable: true }))),
    ).toBeNull();
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => plain(100 + i, 1));
    expect(codeOf(() => plainLineChange(full, 1, 1).check(supply(9)))).toBe('CART_TOO_MANY_ITEMS');
    expect(codeOf(() => plainLineChange(full, 100, 2).check(supply(9)))).toBeNull();
  });

  it('adding sums onto the plain line and obeys the same rules', () => {
    const sku = { skuId: 1, ...supply(10) };
    expect(plainLineAdd([], sku, 3)).toEqual({ quantity: 3, isNew: true });
    expect(plainLineAdd([plain(1, 3)], sku, 2)).toEqual({ quantity: 5, isNew: false });
    expect(codeOf(() => plainLineAdd([plain(1, 3)], sku, 8))).toBe('OUT_OF_STOCK');
    expect(codeOf(() => plainLineAdd([plain(1, 45)], { ...sku, stock: 99 }, 6))).toBe(
      'QUANTITY_THRESHOLD',
    );
  });

  it('a package group: threshold, each part known and in stock when it grows, room for new parts', () => {
    const parts = [
      { groupKey: 'pkg', skuId: 1, partQuantity: 2 },
      { groupKey: 'pkg', skuId: 2, partQuantity: null },
    ];
    expect(codeOf(() => groupChange([], parts, 51))).toBe('QUANTITY_THRESHOLD');
    const items = [plain(1, 1), part('pkg', 1, 2, 1), part('pkg', 2, 1, 1)];
    const skus = new Map([
      [1, supply(5)],
      [2, supply(9)],
    ]);
    // Two packages need 4 of sku 1 besides the plain line's 1: 5 in stock.
    expect(codeOf(() => groupChange(items, parts, 2).check(skus))).toBeNull();
    expect(codeOf(() => groupChange(items, parts, 3).check(skus))).toBe('OUT_OF_STOCK');
    expect(codeOf(() => groupChange(items, parts, 2).check(new Map([[1, supply(5)]])))).toBe(
      'UNKNOWN_SKU',
    );
    const shrinking = groupChange(items, parts, 1);
    expect(shrinking.grows).toBe(false);
    expect(codeOf(() => shrinking.check(null))).toBeNull();
    const full = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => plain(100 + i, 1));
    expect(codeOf(() => groupChange(full, parts, 1).check(skus))).toBe('CART_TOO_MANY_ITEMS');
  });

  it("a package's parts: one sku of each part's product, nothing left out, nothing more", () => {
    const parts = [
      { productId: 10, quantity: 1 },
      { productId: 20, quantity: 2 },
      { productId: 10, quantity: 1 },
    ];
    const skus = [
      { skuId: 101, productId: 10 },
      { skuId: 201, productId: 20 },
    ];
    const chosen = [
      { productId: 10, skuId: 101 },
      { productId: 20, skuId: 201 },
      { productId: 10, skuId: 101 },
    ];
    expect(chosenPackageParts(parts, chosen, skus)).toEqual([
      { skuId: 101, quantity: 2 },
      { skuId: 201, quantity: 2 },
    ]);
    expect(codeOf(() => chosenPackageParts(parts, chosen.slice(0, 2), skus))).toBe(
      'INVALID_PACKAGE_PARTS',
    );
    expect(
      codeOf(() => chosenPackageParts(parts, [...chosen, { productId: 30, skuId: 301 }], skus)),
    ).toBe('INVALID_PACKAGE_PARTS');
    // A sku of another product than the part it is chosen for.
    const wrong = [{ productId: 10, skuId: 201 }, ...chosen.slice(1)];
    expect(codeOf(() => chosenPackageParts(parts, wrong, skus))).toBe('INVALID_PACKAGE_PARTS');
  });

  it('the same package with the same skus is the same group, in any order', () => {
    const a = packageGroupKey(5, [
      { skuId: 1, quantity: 2 },
      { skuId: 3, quantity: 1 },
    ]);
    expect(a).toMatch(/^pkg5-[\w-]{10}$/);
    expect(
      packageGroupKey(5, [
        { skuId: 3, quantity: 1 },
        { skuId: 1, quantity: 2 },
      ]),
    ).toBe(a);
    expect(packageGroupKey(5, [{ skuId: 1, quantity: 2 }])).not.toBe(a);
  });
});
