// The order confirmation, for the places where an order becomes paid: a provider's paid notice
// (payments/payments-route.ts) and a placement a gift card pays in full (checkout-resolvers.ts).
import type { Queryable } from '../db/types.js';
import type { Mailer } from './mailer.js';
import { orderConfirmationMail, type ConfirmedOrder } from './messages.js';
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';
import { PURCHASE_TERMS_PATH } from '../../shared/site/shop-contact.js';

/**
 * Mails the confirmation of a paid order once: the order's row is claimed first (migration 0012,
 * confirmation_mailed_at), so a provider's repeated callback sends nothing more; a send that
 * fails gives the claim back. The link names the order's id only, never its access token: an
 * account's order opens under the account, a guest's in the browser that placed it.
 */
export async function mailOrderConfirmation(
  db: Queryable,
  mailer: Mailer,
  publicUrl: string,
  order: ConfirmedOrder & { id: string; marketSegment?: string | null },
): Promise<boolean> {
  const [claimed] = await db.query<{ userId: string | null }>(
    `UPDATE orders SET confirmation_mailed_at = now()
      WHERE id = $1 AND confirmation_mailed_at IS NULL RETURNING user_id AS "userId"`,
    [order.id],
  );
  if (!claimed) return false;
  const prefix = shopPagePrefix(order.languageId, order.marketSegment);
  // An account's order: its page under the account, on any device once logged in. A guest's:
  // the confirmation page, which the browser that ordered shows (it keeps the token).
  const link = claimed.userId
    ? `${publicUrl}${prefix}/min-konto/bestillinger/${encodeURIComponent(order.id)}`
    : `${publicUrl}${prefix}/checkout/confirm#${new URLSearchParams({ order: order.id }).toString()}`;
  try {
    const terms = `${publicUrl}${prefix}/${PURCHASE_TERMS_PATH}`;
    // A one-size product's line names no size ("(Standard)" says nothing), as on the pages.
    const oneSize = new Set(
      (
        await db.query<{ skuId: number }>(
          `SELECT l.sku_id AS "skuId" FROM order_lines l
            WHERE l.order_id = $1
              AND (SELECT count(*) FROM skus s WHERE s.product_id = l.product_id) = 1`,
          [order.id],
        )
      ).map((row) => row.skuId),
    );
    const lines = order.lines.map((line) =>
      line.skuId !== undefined && oneSize.has(line.skuId) ? { ...line, skuName: '' } : line,
    );
    await mailer.send(orderConfirmationMail({ ...order, lines }, { order: link, terms }));
  } catch (error) {
    await db.query('UPDATE orders SET confirmation_mailed_at = NULL WHERE id = $1', [order.id]);
    throw error;
  }
  return true;
}
