import { ShopError } from '../errors/shop-error.js';
import { availableUnits as sharedAvailableUnits } from '../../shared/stock/available.js';
import { QUANTITY_THRESHOLD } from '../../shared/validation/quantity.js';

/** Most lines in one cart (the spec's error "cart too many"). */
export const MAX_CART_LINES = 100;

export interface SkuSupply {
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
}

/** Units that can be sold now (shared/stock/available.ts, the client's rule too); null = no limit. */
export function availableUnits(sku: SkuSupply): number | null {
  return sharedAvailableUnits({
    totalStock: sku.stock,
    supplierStock: sku.supplierStock,
    static: sku.isStatic,
    oversellable: sku.oversellable,
  });
}

export function assertQuantityInput(quantity: number, { allowZero }: { allowZero: boolean }): void {
  const least = allowZero ? 0 : 1;
  if (!Number.isInteger(quantity) || quantity < least)
    throw new ShopError(
      'INVALID_QUANTITY',
      `Quantity must be a whole number of at least ${least}`,
      {
        quantity,
      },
    );
}

export function assertThreshold(lineQuantity: number): void {
  if (lineQuantity > QUANTITY_THRESHOLD)
    throw new ShopError('QUANTITY_THRESHOLD', `At most ${QUANTITY_THRESHOLD} of one item`, {
      threshold: QUANTITY_THRESHOLD,
    });
}

/** The cart may hold `total` units of the sku over all its lines; `inCart` is what it holds now. */
export function assertStock(sku: SkuSupply, total: number, inCart: number): void {
  const available = availableUnits(sku);
  if (available !== null && total > available)
    throw new ShopError('OUT_OF_STOCK', `Only ${available} left`, { available, inCart });
}

/** The most a line may be set to now, for the client's quantity picker. */
export function maxQuantity(sku: SkuSupply): number {
  const available = availableUnits(sku);
  return available === null ? QUANTITY_THRESHOLD : Math.min(available, QUANTITY_THRESHOLD);
}

export interface StockTake {
  fromStock: number;
  fromSupplier: number;
}

/**
 * Where `quantity` units come from when an order takes them: own stock, then the supplier's,
 * then (oversellable only) a backorder that takes own stock below zero. null: not enough.
 */
export function allocateStock(sku: SkuSupply, quantity: number): StockTake | null {
  if (sku.isStatic) return { fromStock: 0, fromSupplier: 0 };
  const own = Math.min(Math.max(sku.stock, 0), quantity);
  const fromSupplier = Math.min(Math.max(sku.supplierStock, 0), quantity - own);
  const backorder = quantity - own - fromSupplier;
  if (backorder > 0 && !sku.oversellable) return null;
  return { fromStock: own + backorder, fromSupplier };
}
