// SQL of an account's balance (migration 0016): store credit movements, and the gift cards the
// account's own orders used, with those uses.
import type { Queryable } from '../db/types.js';

export interface MovementRow {
  id: string;
  amountOre: number;
  reason: string;
  createdAt: string;
  orderNumber: string | null;
}

const AT = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The account's credit movements, newest first (at most 200: a page shows them all). */
export async function creditMovements(db: Queryable, userId: string): Promise<MovementRow[]> {
  return db.query<MovementRow>(
    `SELECT m.id::text AS id, m.amount_ore AS "amountOre", m.reason,
            ${AT.replace('%s', 'm.created_at')} AS "createdAt", o.order_number::text AS "orderNumber"
       FROM account_credit_movements m LEFT JOIN orders o ON o.id = m.order_id
      WHERE m.user_id = $1 ORDER BY m.created_at DESC LIMIT 200`,
    [userId],
  );
}

export interface GiftCardRow {
  code: string;
  initialOre: number;
  balanceOre: number;
  expiresAt: string;
  createdAt: string;
  uses: { orderNumber: string; amountOre: number; createdAt: string; id: string }[] | null;
}

/** The gift cards the account's live orders used (at most 20), each with those orders' uses. */
export async function accountGiftCards(db: Queryable, userId: string): Promise<GiftCardRow[]> {
  return db.query<GiftCardRow>(
    `SELECT g.code, g.initial_ore AS "initialOre", g.balance_ore AS "balanceOre",
            ${AT.replace('%s', 'g.expires_at')} AS "expiresAt",
            ${AT.replace('%s', 'g.created_at')} AS "createdAt",
            (SELECT json_agg(json_build_object('id', o.id, 'orderNumber', o.order_number::text,
                'amountOre', COALESCE(o.gift_card_base_ore, o.gift_card_ore),
                'createdAt', ${AT.replace('%s', 'o.created_at')}) ORDER BY o.created_at DESC)
               FROM orders o WHERE o.user_id = $1 AND o.gift_card_code = g.code
                AND o.status <> 'cancelled' AND o.gift_card_ore > 0) AS uses
       FROM gift_cards g
      WHERE g.code IN (SELECT gift_card_code FROM orders
                        WHERE user_id = $1 AND gift_card_code IS NOT NULL AND status <> 'cancelled')
      ORDER BY g.expires_at LIMIT 20`,
    [userId],
  );
}

/** Adds a credit movement (customer service, a refund paid as credit). */
export async function addCredit(
  db: Queryable,
  userId: string,
  amountOre: number,
  reason: string,
  orderId: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO account_credit_movements (user_id, amount_ore, reason, order_id)
     VALUES ($1, $2, $3, $4)`,
    [userId, amountOre, reason, orderId],
  );
}
