// The order confirmation, for the places where an order becomes paid: a provider's paid notice
// (payments/payments-route.ts) and a placement a gift card pays in full (checkout-resolvers.ts).
import type { Queryable } from '../db/types.js';
import type { Mailer } from './mailer.js';
import { orderConfirmationMail, type ConfirmedOrder } from './messages.js';
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';

/**
 * Mails the confirmation of a paid order once: the order's row is claimed first (migration 0012,
 * confirmation_mailed_at), so a provider's repeated callback sends nothing more; a send that
 * fails gives the claim back. The link names the order's id only, never its access token (the
 * browser that placed the order shows it; an account's order pages will too).
 */
export async function mailOrderConfirmation(
  db: Queryable,
  mailer: Mailer,
  publicUrl: string,
  order: ConfirmedOrder & { id: string; marketSegment?: string | null },
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE orders SET confirmation_mailed_at = now()
      WHERE id = $1 AND confirmation_mailed_at IS NULL RETURNING id`,
    [order.id],
  );
  if (claimed.length === 0) return false;
  const prefix = shopPagePrefix(order.languageId, order.marketSegment);
  const link = `${publicUrl}${prefix}/checkout/confirm#${new URLSearchParams({ order: order.id }).toString()}`;
  try {
    await mailer.send(orderConfirmationMail(order, link));
  } catch (error) {
    await db.query('UPDATE orders SET confirmation_mailed_at = NULL WHERE id = $1', [order.id]);
    throw error;
  }
  return true;
}
