// Where an order's units come from, pure: each sku's units taken from own stock, the supplier's,
// or (oversellable only) a backorder, and how those takes split over the order's lines.
import {
  allocateStock,
  availableUnits,
  type SkuSupply,
  type StockTake,
} from '../cart/quantity-rules.js';
import { ShopError } from '../errors/shop-error.js';

/**
 * The takes of every sku the order needs (sku -> units), from the skus as read under their
 * locks: UNKNOWN_SKU for one no longer sold, OUT_OF_STOCK for one that cannot cover its units.
 */
export function allocateOrder(
  needs: ReadonlyMap<number, number>,
  skus: readonly (SkuSupply & { id: number })[],
): Map<number, StockTake> {
  const taken = new Map<number, StockTake>();
  for (const id of [...needs.keys()].sort((a, b) => a - b)) {
    const sku = skus.find((r) => r.id === id);
    const quantity = needs.get(id) ?? 0;
    if (!sku) throw new ShopError('UNKNOWN_SKU', `Sku ${id} is no longer sold`, { skuId: id });
    const take = allocateStock(sku, quantity);
    if (!take)
      throw new ShopError('OUT_OF_STOCK', `Only ${availableUnits(sku) ?? 0} left`, {
        skuId: id,
        available: availableUnits(sku) ?? 0,
        inCart: quantity,
      });
    taken.set(id, take);
  }
  return taken;
}

/**
 * Each line's share of its sku's take, in line order: own stock first, then the supplier's
 * (a sku on several lines, as a plain line and a package part, splits its take over them).
 */
export function lineTakes(
  lines: readonly { skuId: number; quantity: number }[],
  taken: ReadonlyMap<number, StockTake>,
): StockTake[] {
  const left = new Map([...taken].map(([id, take]) => [id, { ...take }]));
  return lines.map((line) => {
    const pool = left.get(line.skuId) ?? { fromStock: 0, fromSupplier: 0 };
    const fromStock = Math.min(pool.fromStock, line.quantity);
    const fromSupplier = Math.min(pool.fromSupplier, line.quantity - fromStock);
    pool.fromStock -= fromStock;
    pool.fromSupplier -= fromSupplier;
    return { fromStock, fromSupplier };
  });
}
