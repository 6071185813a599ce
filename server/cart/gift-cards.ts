import type { Queryable } from '../db/types.js';
import { normaliseCode } from './promo-codes.js';
import { ShopError } from '../errors/shop-error.js';

export interface GiftCardRow {
  code: string;
  balanceOre: number;
  isActive: boolean;
}

export async function findGiftCard(db: Queryable, code: string): Promise<GiftCardRow | null> {
  const rows = await db.query<GiftCardRow>(
    `SELECT code, balance_ore AS "balanceOre", expires_at > now() AS "isActive"
       FROM gift_cards WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

export async function giftCardToApply(db: Queryable, input: string): Promise<GiftCardRow> {
  const code = normaliseCode(input);
  const card = code ? await findGiftCard(db, code) : null;
  if (!card) throw new ShopError('GIFT_CARD_INVALID', 'Unknown gift card');
  // Same code as unknown (schema), with a flag so the shopper is told the card has expired.
  if (!card.isActive)
    throw new ShopError('GIFT_CARD_INVALID', 'Expired gift card', { expired: true });
  if (card.balanceOre <= 0)
    throw new ShopError('GIFT_CARD_EMPTY', 'The gift card has no balance left');
  return card;
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

/** Masked for display: only the last four characters show. */
export function maskCode(code: string): string {
  return `${'•'.repeat(Math.max(code.length - 4, 0))}${code.slice(-4)}`;
}
