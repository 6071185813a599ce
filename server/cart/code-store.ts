// SQL of promo codes and gift cards: reading a code, and a gift card's balance charged by an
// order and given back when it is cancelled.
import type { Queryable } from '../db/types.js';
import type { PromoRule } from './summary.js';

export type StoredPromo = PromoRule;

export interface GiftCardRow {
  code: string;
  balanceOre: number;
  isActive: boolean;
}

export async function findPromo(db: Queryable, code: string): Promise<StoredPromo | null> {
  const rows = await db.query<StoredPromo>(
    `SELECT code, kind, percentage::float8 AS percentage, amount_ore AS "amountOre",
            min_order_ore AS "minimumOre", (starts_at <= now() AND ends_at > now()) AS "isActive"
       FROM promo_codes WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

export async function findGiftCard(db: Queryable, code: string): Promise<GiftCardRow | null> {
  const rows = await db.query<GiftCardRow>(
    `SELECT code, balance_ore AS "balanceOre", expires_at > now() AS "isActive"
       FROM gift_cards WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

/** Takes an amount off the balance; false when the balance no longer covers it. */
export async function chargeGiftCard(
  tx: Queryable,
  code: string,
  amountOre: number,
): Promise<boolean> {
  if (amountOre <= 0) return true;
  const rows = await tx.query(
    `UPDATE gift_cards SET balance_ore = balance_ore - $2
      WHERE code = $1 AND balance_ore >= $2 AND expires_at > now() RETURNING code`,
    [code, amountOre],
  );
  return rows.length === 1;
}

export async function refundGiftCard(
  tx: Queryable,
  code: string,
  amountOre: number,
): Promise<void> {
  if (amountOre > 0)
    await tx.query('UPDATE gift_cards SET balance_ore = balance_ore + $2 WHERE code = $1', [
      code,
      amountOre,
    ]);
}
