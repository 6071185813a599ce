// The rules of the codes a shopper types (promo codes, gift cards), pure: what a code looks like,
// when a stored one may be applied, and how a gift card is shown.
import { kroner } from '../catalogue/money-rules.js';
import { ShopError } from '../errors/shop-error.js';
import type { GiftCardRow, StoredPromo } from './code-store.js';

/** Upper case, no spaces; null when it cannot be a code at all. */
export function normaliseCode(input: string): string | null {
  const code = input.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(code) ? code : null;
}

/** A promo code found (null: malformed or unknown: PROMO_INVALID) and running (PROMO_EXPIRED). */
export function usablePromo(promo: StoredPromo | null): StoredPromo {
  if (!promo) throw new ShopError('PROMO_INVALID', 'Unknown promo code');
  if (!promo.isActive) throw new ShopError('PROMO_EXPIRED', 'The promo code has expired');
  return promo;
}

/** The goods (selling, inc. VAT) reach the promo's minimum, else the amount left is told. */
export function assertPromoMinimum(promo: StoredPromo, goodsOre: number): void {
  if (goodsOre < promo.minimumOre)
    throw new ShopError('PROMO_REQUIREMENTS_NOT_MET', 'The order is below the minimum', {
      minimum: kroner(promo.minimumOre),
      amountLeft: kroner(promo.minimumOre - goodsOre),
    });
}

/** A gift card found (null: GIFT_CARD_INVALID), not expired and with a balance left. */
export function usableGiftCard(card: GiftCardRow | null): GiftCardRow {
  if (!card) throw new ShopError('GIFT_CARD_INVALID', 'Unknown gift card');
  // Same code as unknown (schema), with a flag so the shopper is told the card has expired.
  if (!card.isActive)
    throw new ShopError('GIFT_CARD_INVALID', 'Expired gift card', { expired: true });
  if (card.balanceOre <= 0)
    throw new ShopError('GIFT_CARD_EMPTY', 'The gift card has no balance left');
  return card;
}

/** Masked for display: only the last four characters show. */
export function maskCode(code: string): string {
  return `${'•'.repeat(Math.max(code.length - 4, 0))}${code.slice(-4)}`;
}
