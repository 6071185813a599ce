// Carts nobody will come back to, deleted by housekeeping (orders/housekeeping.ts): a cart is a
// row made by any add without a cart id, so without this the table grows for ever. A cart with
// an order stays (the order points to it); an open cart stays as long as its cookie can name
// it; an empty one (its lines removed, or never added) a day.
import { CART_COOKIE_DAYS } from '../../shared/cart/cart-lifetime.js';
import type { Db } from '../db/types.js';

/** An empty open cart untouched this long is deleted. */
export const EMPTY_CART_KEPT_MS = 24 * 60 * 60_000;
/** Any open cart untouched this long is deleted (no cookie names it any more). */
export const CART_KEPT_MS = CART_COOKIE_DAYS * 24 * 60 * 60_000;
/** Rows a statement deletes, so one run never holds the (single PGlite) connection for long. */
const BATCH = 500;

/** Deletes abandoned carts (their lines go with them); answers how many. */
export async function purgeAbandonedCarts(
  db: Db,
  emptyKeptMs: number = EMPTY_CART_KEPT_MS,
  keptMs: number = CART_KEPT_MS,
): Promise<number> {
  let purged = 0;
  for (let round = 0; round < 20; round++) {
    const rows = await db.query(
      `DELETE FROM carts WHERE id IN (
         SELECT c.id FROM carts c
          WHERE c.status = 'open'
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)
            AND (c.updated_at < now() - make_interval(secs => $2::float8 / 1000)
                 OR (c.updated_at < now() - make_interval(secs => $1::float8 / 1000)
                     AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)))
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
       RETURNING 1`,
      [emptyKeptMs, keptMs],
    );
    purged += rows.length;
    if (rows.length < BATCH) break;
  }
  return purged;
}
