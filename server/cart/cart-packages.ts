import { assertQuantityInput } from './quantity-rules.js';
import { cartMutation } from './cart-change.js';
import { packageFacts, skuFacts } from './cart-catalogue-store.js';
import { setGroup } from './cart-lines.js';
import { chosenPackageParts, packageGroupKey } from './cart-rules.js';
import { ShopError } from '../errors/shop-error.js';

export const addPackageToCart = cartMutation<{
  cartId: string | null;
  packageId: number;
  parts: readonly { productId: number; skuId: number }[];
  quantity: number;
}>('addPackageToCart', async (tx, cart, args) => {
  assertQuantityInput(args.quantity, { allowZero: false });
  const pkg = await packageFacts(tx, args.packageId);
  if (!pkg || pkg.parts.length === 0)
    throw new ShopError('UNKNOWN_PACKAGE', `Unknown package ${args.packageId}`);
  const skus = await skuFacts(
    tx,
    args.parts.map((p) => p.skuId),
  );
  const parts = chosenPackageParts(pkg.parts, args.parts, skus);
  const groupKey = packageGroupKey(args.packageId, parts);
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
});
