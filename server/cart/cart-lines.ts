// Setting a cart line or package group, with the quantity, stock and cart-size rules.
import { assertStock, assertThreshold, MAX_CART_LINES } from './quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { skuFacts, type SkuFacts } from './cart-catalogue.js';
import { deleteItems, putItem, type ItemRow } from './cart-store.js';
import { ShopError } from '../errors/shop-error.js';

export const unitsOf = (items: readonly ItemRow[], skuId: number, exceptGroup?: string): number =>
  items
    .filter((i) => i.skuId === skuId && i.groupKey !== exceptGroup)
    .reduce((sum, i) => sum + i.quantity, 0);

export async function knownSku(tx: Queryable, skuId: number): Promise<SkuFacts> {
  const [sku] = await skuFacts(tx, [skuId]);
  if (!sku) throw new ShopError('UNKNOWN_SKU', `Unknown sku ${skuId}`, { skuId });
  return sku;
}

function assertRoom(items: readonly ItemRow[], adding: number): void {
  if (items.length + adding > MAX_CART_LINES)
    throw new ShopError('CART_TOO_MANY_ITEMS', `At most ${MAX_CART_LINES} lines in a cart`, {
      max: MAX_CART_LINES,
    });
}

export interface LineChange {
  cartId: string;
  /** The cart's lines before the change. */
  items: readonly ItemRow[];
  skuId: number;
  quantity: number;
  /** Known already (addToCart); else read when the line grows. */
  sku?: SkuFacts;
}

/** Sets a plain line to `quantity` units (0 removes it); stock is checked only when it grows. */
export async function setPlainLine(tx: Queryable, change: LineChange) {
  const { cartId, items, skuId, quantity } = change;
  const line = items.find((i) => i.groupKey === '' && i.skuId === skuId);
  if (quantity === 0) {
    await deleteItems(tx, cartId, '', skuId);
    return;
  }
  assertThreshold(quantity);
  const current = line?.quantity ?? 0;
  if (quantity > current) {
    const inCart = unitsOf(items, skuId);
    assertStock(change.sku ?? (await knownSku(tx, skuId)), inCart - current + quantity, inCart);
  }
  if (!line) assertRoom(items, 1);
  await putItem(tx, cartId, {
    groupKey: '',
    skuId,
    quantity,
    packageId: null,
    packageCount: null,
    partQuantity: null,
  });
}

/** Sets a package group to `count` packages (0 removes it); `items` are the cart's lines. */
export async function setGroup(
  tx: Queryable,
  cartId: string,
  items: readonly ItemRow[],
  parts: readonly ItemRow[],
  count: number,
) {
  const first = parts[0];
  if (!first) return;
  if (count === 0) {
    await deleteItems(tx, cartId, first.groupKey, null);
    return;
  }
  assertThreshold(count);
  const growing = count > (items.find((i) => i.groupKey === first.groupKey)?.packageCount ?? 0);
  if (growing) {
    const skus = new Map(
      (
        await skuFacts(
          tx,
          parts.map((p) => p.skuId),
        )
      ).map((s) => [s.skuId, s]),
    );
    for (const part of parts) {
      const sku = skus.get(part.skuId);
      if (!sku)
        throw new ShopError('UNKNOWN_SKU', `Unknown sku ${part.skuId}`, { skuId: part.skuId });
      const others = unitsOf(items, part.skuId, first.groupKey);
      const inCart = unitsOf(items, part.skuId);
      assertStock(sku, others + count * (part.partQuantity ?? 1), inCart);
    }
  }
  const adding = parts.filter(
    (p) => !items.some((i) => i.groupKey === p.groupKey && i.skuId === p.skuId),
  );
  assertRoom(items, adding.length);
  for (const part of parts)
    await putItem(tx, cartId, {
      ...part,
      quantity: count * (part.partQuantity ?? 1),
      packageCount: count,
    });
}
