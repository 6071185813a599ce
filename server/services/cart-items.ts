import { createHash } from 'node:crypto';
import type { CartModel } from '../cart/model.js';
import {
  assertQuantityInput,
  assertStock,
  assertThreshold,
  MAX_CART_LINES,
} from '../cart/quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { changeCart, type CartCall } from './cart-change.js';
import { packageFacts, skuFacts, type SkuFacts } from './cart-catalogue.js';
import { deleteItems, itemRows, putItem, type ItemRow } from './cart-store.js';
import { ShopError } from './shop-error.js';

export interface ItemRef {
  skuId?: number | null;
  groupKey?: string | null;
}

const unitsOf = (items: readonly ItemRow[], skuId: number, exceptGroup?: string): number =>
  items
    .filter((i) => i.skuId === skuId && i.groupKey !== exceptGroup)
    .reduce((sum, i) => sum + i.quantity, 0);

async function knownSku(tx: Queryable, skuId: number): Promise<SkuFacts> {
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

interface LineChange {
  cartId: string;
  /** The cart's lines before the change. */
  items: readonly ItemRow[];
  skuId: number;
  quantity: number;
  /** Known already (addToCart); else read when the line grows. */
  sku?: SkuFacts;
}

/** Sets a plain line to `quantity` units (0 removes it); stock is checked only when it grows. */
async function setPlainLine(tx: Queryable, change: LineChange) {
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
async function setGroup(
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

export function addToCart(
  call: CartCall,
  args: { cartId: string | null; skuId: number; quantity: number },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'addToCart',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      assertQuantityInput(args.quantity, { allowZero: false });
      const sku = await knownSku(tx, args.skuId);
      const items = await itemRows(tx, cart.id);
      const current = items.find((i) => i.groupKey === '' && i.skuId === args.skuId)?.quantity ?? 0;
      const quantity = current + args.quantity;
      await setPlainLine(tx, { cartId: cart.id, items, skuId: args.skuId, quantity, sku });
      return undefined;
    },
  });
}

/** Same package with the same skus = same group: adding again adds packages to it. */
function groupKeyOf(
  packageId: number,
  parts: readonly { skuId: number; quantity: number }[],
): string {
  const text = parts
    .map((p) => `${p.skuId}x${p.quantity}`)
    .sort()
    .join(',');
  return `pkg${packageId}-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}`;
}

export function addPackageToCart(
  call: CartCall,
  args: {
    cartId: string | null;
    packageId: number;
    parts: readonly { productId: number; skuId: number }[];
    quantity: number;
  },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'addPackageToCart',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      assertQuantityInput(args.quantity, { allowZero: false });
      const pkg = await packageFacts(tx, args.packageId);
      if (!pkg || pkg.parts.length === 0)
        throw new ShopError('UNKNOWN_PACKAGE', `Unknown package ${args.packageId}`);
      const skus = await skuFacts(
        tx,
        args.parts.map((p) => p.skuId),
      );
      const unused = [...args.parts];
      const chosen = new Map<number, number>();
      for (const part of pkg.parts) {
        const index = unused.findIndex((p) => p.productId === part.productId);
        const sku = skus.find((s) => s.skuId === unused[index]?.skuId);
        if (index < 0 || sku?.productId !== part.productId)
          throw new ShopError(
            'INVALID_PACKAGE_PARTS',
            'Choose one sku of each part of the package',
          );
        chosen.set(sku.skuId, (chosen.get(sku.skuId) ?? 0) + part.quantity);
        unused.splice(index, 1);
      }
      if (unused.length > 0)
        throw new ShopError('INVALID_PACKAGE_PARTS', 'Parts that are not in the package');
      const parts = [...chosen].map(([skuId, quantity]) => ({ skuId, quantity }));
      const groupKey = groupKeyOf(args.packageId, parts);
      const items = await itemRows(tx, cart.id);
      const current = items.find((i) => i.groupKey === groupKey)?.packageCount ?? 0;
      const rows = parts.map((p) => ({
        groupKey,
        skuId: p.skuId,
        quantity: 0,
        packageId: args.packageId,
        packageCount: current,
        partQuantity: p.quantity,
      }));
      await setGroup(tx, cart.id, items, rows, current + args.quantity);
      return undefined;
    },
  });
}

async function setItem(tx: Queryable, cartId: string, ref: ItemRef, quantity: number) {
  assertQuantityInput(quantity, { allowZero: true });
  const items = await itemRows(tx, cartId);
  if (ref.groupKey) {
    const parts = items.filter((i) => i.groupKey === ref.groupKey);
    if (parts.length === 0) throw new ShopError('ITEM_NOT_FOUND', 'No such package in the cart');
    return setGroup(tx, cartId, items, parts, quantity);
  }
  const skuId = ref.skuId ?? -1;
  if (!items.some((i) => i.groupKey === '' && i.skuId === skuId))
    throw new ShopError('ITEM_NOT_FOUND', 'No such item in the cart');
  return setPlainLine(tx, { cartId, items, skuId, quantity });
}

export function updateCartItemQuantity(
  call: CartCall,
  args: { cartId: string; item: ItemRef; quantity: number },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'updateCartItemQuantity',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      await setItem(tx, cart.id, args.item, args.quantity);
      return undefined;
    },
  });
}

export function removeCartItem(
  call: CartCall,
  args: { cartId: string; item: ItemRef },
): Promise<CartModel> {
  return changeCart(call, {
    operation: 'removeCartItem',
    cartId: args.cartId,
    args,
    apply: async (tx, cart) => {
      await setItem(tx, cart.id, args.item, 0);
      return undefined;
    },
  });
}
