import { createHash } from 'node:crypto';
import type { CartModel } from './model.js';
import { assertQuantityInput } from './quantity-rules.js';
import { changeCart, type CartCall } from './cart-change.js';
import { packageFacts, skuFacts } from './cart-catalogue.js';
import { setGroup } from './cart-lines.js';
import { ShopError } from '../errors/shop-error.js';

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
      const items = cart.items;
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
