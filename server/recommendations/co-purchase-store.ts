import type { Queryable } from '../db/types.js';
import { MIN_CO_BUYERS } from './recommendation-rules.js';

/** Orders that were paid: the sandbox and every provider move a paid order to processing. */
const PAID = `('processing', 'completed')`;

export interface CoPurchase {
  productId: number;
  /** Paid orders holding it and one of the products asked about. */
  orders: number;
}

/**
 * Products bought together with `productIds` in paid orders by at least MIN_CO_BUYERS different
 * buyers, most shared orders first (then the lower id, so answers are stable). A package's parts
 * count as the package (COALESCE(package_id, product_id), indexed by migration 0020). Capped at
 * `max` rows.
 */
export async function coPurchases(
  db: Queryable,
  productIds: readonly number[],
  max: number,
): Promise<CoPurchase[]> {
  if (productIds.length === 0) return [];
  return db.query<CoPurchase>(
    `SELECT COALESCE(b.package_id, b.product_id) AS "productId",
            count(DISTINCT b.order_id)::int AS orders
       FROM order_lines a
       JOIN orders o ON o.id = a.order_id AND o.status IN ${PAID}
       JOIN order_lines b ON b.order_id = a.order_id
      WHERE COALESCE(a.package_id, a.product_id) = ANY($1::int[])
        AND NOT COALESCE(b.package_id, b.product_id) = ANY($1::int[])
      GROUP BY 1
     HAVING count(DISTINCT lower(o.email)) >= $3
      ORDER BY 2 DESC, 1
      LIMIT $2`,
    [productIds, max, MIN_CO_BUYERS],
  );
}
