import type { Queryable } from '../db/types.js';
import type { PromoRule } from './summary.js';
import { ShopError } from '../errors/shop-error.js';

export type StoredPromo = PromoRule;

/** Upper case, no spaces; null when it cannot be a code at all. */
export function normaliseCode(input: string): string | null {
  const code = input.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(code) ? code : null;
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

/** The code the shopper typed, checked: PROMO_INVALID for malformed or unknown, PROMO_EXPIRED. */
export async function promoToApply(db: Queryable, input: string): Promise<StoredPromo> {
  const code = normaliseCode(input);
  const promo = code ? await findPromo(db, code) : null;
  if (!promo) throw new ShopError('PROMO_INVALID', 'Unknown promo code');
  if (!promo.isActive) throw new ShopError('PROMO_EXPIRED', 'The promo code has expired');
  return promo;
}
