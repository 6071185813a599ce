// Setting a cart line or package group: the rules (cart-rules.ts) with the reads they need and
// the writes that follow.
import type { Queryable } from '../db/types.js';
import { skuFacts, type SkuFacts } from './cart-catalogue-store.js';
import { groupChange, knownSku, plainLineChange } from './cart-rules.js';
import { deleteItems, putItem, type ItemRow } from './cart-store.js';

export interface LineChange {
  cartId: string;
  /** The cart's lines before the change. */
  items: readonly ItemRow[];
  skuId: number;
  quantity: number;
}

async function readKnownSku(tx: Queryable, skuId: number): Promise<SkuFacts> {
  const [sku] = await skuFacts(tx, [skuId]);
  return knownSku(sku, skuId);
}

/** Sets a plain line to `quantity` units (0 removes it); stock is checked only when it grows. */
export async function setPlainLine(tx: Queryable, change: LineChange) {
  const { cartId, items, skuId, quantity } = change;
  if (quantity === 0) {
    await deleteItems(tx, cartId, '', skuId);
    return;
  }
  const rule = plainLineChange(items, skuId, quantity);
  rule.check(rule.grows ? await readKnownSku(tx, skuId) : null);
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
  const rule = groupChange(items, parts, count);
  const skus = rule.grows
    ? new Map(
        (
          await skuFacts(
            tx,
            parts.map((p) => p.skuId),
          )
        ).map((s) => [s.skuId, s]),
      )
    : null;
  rule.check(skus);
  for (const part of parts)
    await putItem(tx, cartId, {
      ...part,
      quantity: count * (part.partQuantity ?? 1),
      packageCount: count,
    });
}
