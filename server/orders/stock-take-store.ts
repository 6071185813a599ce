// SQL of an order's stock: taken under the skus' row locks (the takes: stock-take-rules.ts),
// given back when the order is cancelled.
import type { SkuSupply, StockTake } from '../cart/quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { allocateOrder } from './stock-take-rules.js';

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
  const taken = allocateOrder(needs, rows);
  // One statement for every sku (on PGlite each statement counts), still guarded row by row.
  const takes = [...taken];
  const updated = await tx.query(
    `UPDATE skus s SET stock = s.stock - t.from_stock, supplier_stock = s.supplier_stock - t.from_supplier
       FROM unnest($1::int[], $2::int[], $3::int[]) AS t(id, from_stock, from_supplier)
      WHERE s.id = t.id AND (s.is_static OR s.oversellable
            OR (s.stock >= t.from_stock AND s.supplier_stock >= t.from_supplier))
      RETURNING s.id`,
    [
      takes.map(([id]) => id),
      takes.map(([, t]) => t.fromStock),
      takes.map(([, t]) => t.fromSupplier),
    ],
  );
  if (updated.length !== takes.length) throw new Error('Skus changed under their row locks');
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
