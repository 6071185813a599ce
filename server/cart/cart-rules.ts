// The rules every cart change obeys, pure (no database): which cart may be changed, the
// threshold on one line, stock, the cart's size and unknown skus. addToCart's fast path
// (cart-add.ts) and the other changes (cart-lines.ts, cart-items.ts, cart-packages.ts through
// cart-change.ts) call these, so a rule is changed once for all of them. Also which skus make a
// package and the group its lines share.
import { createHash } from 'node:crypto';
import { ShopError } from '../errors/shop-error.js';
import type { CartStatusValue } from './model.js';
import { assertStock, assertThreshold, MAX_CART_LINES, type SkuSupply } from './quantity-rules.js';

/** A cart line as the rules see it: plain lines have groupKey ''; a package's parts share one. */
export interface CartItem {
  groupKey: string;
  skuId: number;
  quantity: number;
  packageCount: number | null;
}

/**
 * A cart the shopper may change: it exists (null: no cart with this id, or an id that cannot be
 * one) and is not ordered. Answers whether its order awaiting payment is to be cancelled first
 * (the shopper came back from the payment page and changes the cart: that order is void).
 */
export function assertChangeable<T extends { status: CartStatusValue }>(
  cart: T | null,
): { cart: T; cancelPendingOrder: boolean } {
  if (!cart) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  if (cart.status === 'ordered') throw new ShopError('CART_CLOSED', 'This cart has been ordered');
  return { cart, cancelPendingOrder: cart.status === 'payment_pending' };
}

/** The sku read for a change; null or undefined: unknown or unpublished. */
export function knownSku<T>(sku: T | null | undefined, skuId: number): T {
  if (!sku) throw new ShopError('UNKNOWN_SKU', `Unknown sku ${skuId}`, { skuId });
  return sku;
}

/** Units of the sku over all the cart's lines, but for the package group `exceptGroup`. */
export const unitsOf = (items: readonly CartItem[], skuId: number, exceptGroup?: string): number =>
  items
    .filter((i) => i.skuId === skuId && i.groupKey !== exceptGroup)
    .reduce((sum, i) => sum + i.quantity, 0);

export const plainLineOf = <T extends CartItem>(
  items: readonly T[],
  skuId: number,
): T | undefined => items.find((i) => i.groupKey === '' && i.skuId === skuId);

/** The cart has room for `adding` more lines. */
export function assertRoom(items: readonly unknown[], adding: number): void {
  if (items.length + adding > MAX_CART_LINES)
    throw new ShopError('CART_TOO_MANY_ITEMS', `At most ${MAX_CART_LINES} lines in a cart`, {
      max: MAX_CART_LINES,
    });
}

/**
 * Setting the sku's plain line to `quantity` (> 0) units: checks the threshold now, and answers
 * whether the line grows (then `check` needs the sku's supply, and only then need it be read)
 * and `check`, which checks stock when it grows and room when the line is new.
 */
export function plainLineChange(
  items: readonly CartItem[],
  skuId: number,
  quantity: number,
): { grows: boolean; check: (sku: SkuSupply | null) => void } {
  assertThreshold(quantity);
  const line = plainLineOf(items, skuId);
  const current = line?.quantity ?? 0;
  const grows = quantity > current;
  return {
    grows,
    check: (sku) => {
      if (grows) {
        if (!sku) throw new Error(`The supply of sku ${skuId} is needed: its line grows`);
        const inCart = unitsOf(items, skuId);
        assertStock(sku, inCart - current + quantity, inCart);
      }
      if (!line) assertRoom(items, 1);
    },
  };
}

/** A part of a package group: its sku and units in one package (null: 1). */
export interface GroupPart {
  groupKey: string;
  skuId: number;
  partQuantity: number | null;
}

/**
 * Setting a package group to `count` (> 0) packages: checks the threshold now, and answers
 * whether the group grows (then `check` needs its parts' supplies) and `check`, which checks
 * each part is known and in stock when it grows, and room for the parts not yet in the cart.
 */
export function groupChange(
  items: readonly CartItem[],
  parts: readonly GroupPart[],
  count: number,
): { grows: boolean; check: (skus: ReadonlyMap<number, SkuSupply> | null) => void } {
  assertThreshold(count);
  const groupKey = parts[0]?.groupKey ?? '';
  const grows = count > (items.find((i) => i.groupKey === groupKey)?.packageCount ?? 0);
  return {
    grows,
    check: (skus) => {
      if (grows) {
        if (!skus) throw new Error(`The supplies of group ${groupKey} are needed: it grows`);
        for (const part of parts) {
          const sku = knownSku(skus.get(part.skuId), part.skuId);
          const others = unitsOf(items, part.skuId, groupKey);
          assertStock(sku, others + count * (part.partQuantity ?? 1), unitsOf(items, part.skuId));
        }
      }
      const adding = parts.filter(
        (p) => !items.some((i) => i.groupKey === p.groupKey && i.skuId === p.skuId),
      );
      assertRoom(items, adding.length);
    },
  };
}

/**
 * Adding `adding` (>= 1) units of a known sku: its plain line's new quantity, checked as any
 * line set to that quantity (threshold, stock, room); `isNew` when the cart had no such line.
 */
export function plainLineAdd(
  items: readonly CartItem[],
  sku: SkuSupply & { skuId: number },
  adding: number,
): { quantity: number; isNew: boolean } {
  const line = plainLineOf(items, sku.skuId);
  const quantity = (line?.quantity ?? 0) + adding;
  plainLineChange(items, sku.skuId, quantity).check(sku);
  return { quantity, isNew: !line };
}

/**
 * The skus the shopper chose for a package's parts: one sku of each part's product, no part left
 * out and nothing more (INVALID_PACKAGE_PARTS), as sku -> units in one package (two parts of
 * the same sku add up). `skus` are the chosen skus as read (unknown ones missing).
 */
export function chosenPackageParts(
  packageParts: readonly { productId: number; quantity: number }[],
  chosen: readonly { productId: number; skuId: number }[],
  skus: readonly { skuId: number; productId: number }[],
): { skuId: number; quantity: number }[] {
  const unused = [...chosen];
  const units = new Map<number, number>();
  for (const part of packageParts) {
    const index = unused.findIndex((p) => p.productId === part.productId);
    const sku = skus.find((s) => s.skuId === unused[index]?.skuId);
    if (index < 0 || sku?.productId !== part.productId)
      throw new ShopError('INVALID_PACKAGE_PARTS', 'Choose one sku of each part of the package');
    units.set(sku.skuId, (units.get(sku.skuId) ?? 0) + part.quantity);
    unused.splice(index, 1);
  }
  if (unused.length > 0)
    throw new ShopError('INVALID_PACKAGE_PARTS', 'Parts that are not in the package');
  return [...units].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/** Same package with the same skus = same group: adding again adds packages to it. */
export function packageGroupKey(
  packageId: number,
  parts: readonly { skuId: number; quantity: number }[],
): string {
  const text = parts
    .map((p) => `${p.skuId}x${p.quantity}`)
    .sort()
    .join(',');
  return `pkg${packageId}-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}`;
}
