import type { Stock } from '../generated/resolvers.js';

export interface SkuRow {
  id: number;
  productId: number;
  name: string;
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
  /** ISO yyyy-mm-dd */
  incomingDate: string | null;
  incomingQuantity: number;
}

/** Stock summed over skus; a product is in stock when any sku is. */
export function stockOf(skus: readonly SkuRow[]): Stock {
  let totalStock = 0;
  let supplierStock = 0;
  let incomingQuantity = 0;
  let oversellable = false;
  let isStatic = false;
  let incoming: string | null = null;
  for (const sku of skus) {
    totalStock += Math.max(sku.stock, 0);
    supplierStock += Math.max(sku.supplierStock, 0);
    oversellable ||= sku.oversellable;
    isStatic ||= sku.isStatic;
    if (sku.incomingDate !== null && sku.incomingQuantity > 0) {
      incomingQuantity += sku.incomingQuantity;
      if (incoming === null || sku.incomingDate < incoming) incoming = sku.incomingDate;
    }
  }
  return {
    inStock: totalStock > 0 || isStatic || oversellable,
    oversellable,
    totalStock,
    supplierStock,
    static: isStatic,
    incoming,
    incomingQuantity,
  };
}
