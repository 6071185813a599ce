// SQL of an account's orders (migration 0016): which orders are the account's, guest orders that
// join a verified account, and the anonymisation when the account is deleted.
import type { Queryable } from '../db/types.js';

/** The order joins the account that placed it (idempotent: an order keeps its first account). */
export async function attachOrderToAccount(
  db: Queryable,
  orderId: string,
  userId: string,
): Promise<void> {
  await db.query('UPDATE orders SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [
    orderId,
    userId,
  ]);
}

/**
 * Guest orders placed with the account's address join it, but only when the account has proved
 * the address is its own (users.email_verified_at): registering with someone's address is not
 * enough. Idempotent; answers how many joined.
 */
export async function claimGuestOrders(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query(
    `UPDATE orders o SET user_id = u.id FROM users u
      WHERE u.id = $1 AND u.email_verified_at IS NOT NULL
        AND o.user_id IS NULL AND o.anonymised_at IS NULL AND o.email = u.email
      RETURNING o.id`,
    [userId],
  );
  return rows.length;
}

/**
 * The orders an account lists: not an attempt that was never paid and is over (a declined or
 * abandoned payment cancels its order, and the shopper's next try is a new one): listed, it read
 * as a second purchase of the same goods. A paid order the shop cancelled stays, with its refund.
 */
const LISTED = `user_id = $1 AND NOT (status = 'cancelled'
  AND payment_status NOT IN ('approved', 'not_required'))`;

/** A page of the account's order ids, newest first, and how many it has in all. */
export async function accountOrderIds(
  db: Queryable,
  userId: string,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await db.query<{ id: string; total: number }>(
    `SELECT id, (count(*) OVER ())::int AS total FROM orders WHERE ${LISTED}
      ORDER BY created_at DESC, order_number DESC OFFSET $2 LIMIT $3`,
    [userId, offset, limit],
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders WHERE ${LISTED}`,
    [userId],
  );
  return { ids: [], total: count?.total ?? 0 };
}

/** True when the order is the account's own. */
export async function isAccountOrder(
  db: Queryable,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [
    orderId,
    userId,
  ]);
  return rows.length > 0;
}

const REMOVED_ADDRESS = {
  firstName: '',
  lastName: '',
  careOf: null,
  addressLine1: '',
  addressLine2: null,
  zip: '',
  city: '',
  country: 'NO',
  entryCode: null,
  mobile: '',
  company: null,
};

/**
 * A deleted account's orders stay for bookkeeping (amounts, lines, VAT, the company's
 * organisation number) with the personal fields removed: the e-mail, names, addresses, phone,
 * the masked personal id, the message and the consents. Guest orders with its address go too
 * when the account had verified it (they join it first); an unverified account touches no guest
 * order, so registering with someone's address and deleting the account cannot erase theirs.
 * Runs in the deletion's transaction.
 */
export async function anonymiseAccountOrders(tx: Queryable, userId: string): Promise<number> {
  await claimGuestOrders(tx, userId);
  const rows = await tx.query(
    `UPDATE orders SET email = '', billing_address = $2::jsonb,
            shipping_address = CASE WHEN shipping_address IS NULL THEN NULL ELSE $2::jsonb END,
            identity_number_masked = NULL, message = NULL, consents = '[]'::jsonb,
            user_id = NULL, anonymised_at = now(), updated_at = now()
      WHERE user_id = $1 RETURNING id`,
    [userId, JSON.stringify(REMOVED_ADDRESS)],
  );
  return rows.length;
}
