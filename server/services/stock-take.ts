import {
  allocateStock,
  availableUnits,
  type SkuSupply,
  type StockTake,
} from '../cart/quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { ShopError } from './shop-error.js';

/**
 * Takes the units of an order inside its transaction. The sku rows are locked in id order (two
 * orders never wait on each other in a circle) and re-read after the lock, so of two shoppers
 * racing for the last unit the second sees it gone: OUT_OF_STOCK, and its transaction rolls back.
 */
export async function takeStock(
  tx: Queryable,
  needs: ReadonlyMap<number, number>,
): Promise<Map<number, StockTake>> {
  const ids = [...needs.keys()].sort((a, b) => a - b);
  const rows = await tx.query<SkuSupply & { id: number }>(
    `SELECT id, stock, supplier_stock AS "supplierStock", oversellable, is_static AS "isStatic"
       FROM skus WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const taken = new Map<number, StockTake>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const quantity = needs.get(id) ?? 0;
    if (!row) throw new ShopError('UNKNOWN_SKU', `Sku ${id} is no longer sold`, { skuId: id });
    const take = allocateStock(row, quantity);
    if (!take)
      throw new ShopError('OUT_OF_STOCK', `Only ${availableUnits(row) ?? 0} left`, {
        skuId: id,
        available: availableUnits(row) ?? 0,
        inCart: quantity,
      });
    const updated = await tx.query(
      `UPDATE skus SET stock = stock - $2, supplier_stock = supplier_stock - $3
        WHERE id = $1 AND (is_static OR oversellable OR (stock >= $2 AND supplier_stock >= $3))
        RETURNING id`,
      [id, take.fromStock, take.fromSupplier],
    );
    if (updated.length !== 1) throw new Error(`Sku ${id} changed under its row lock`);
    taken.set(id, take);
  }
  return taken;
}

/** Gives the units of a cancelled order back to where they were taken from. */
export async function releaseStock(tx: Queryable, orderId: string): Promise<void> {
  // Same lock order as takeStock (by id), so a release and an order never deadlock.
  await tx.query(
    `SELECT id FROM skus WHERE id IN (SELECT sku_id FROM order_lines WHERE order_id = $1)
      ORDER BY id FOR UPDATE`,
    [orderId],
  );
  await tx.query(
    `UPDATE skus s SET stock = s.stock + l.from_stock, supplier_stock = s.supplier_stock + l.from_supplier
       FROM (SELECT sku_id, sum(from_stock)::int AS from_stock, sum(from_supplier)::int AS from_supplier
               FROM order_lines WHERE order_id = $1 GROUP BY sku_id) l
      WHERE s.id = l.sku_id`,
    [orderId],
  );
}
