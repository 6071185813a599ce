import { describe, expect, it } from 'vitest';
import { shopErrorCode as codeOf } from '../testing/shop-error-code.js';
import {
  assertPromoMinimum,
  maskCode,
  normaliseCode,
  usableGiftCard,
  usablePromo,
} from './code-rules.js';
import type { StoredPromo } from './code-store.js';

const promo: StoredPromo = {
  code: 'SOMMER200',
  kind: 'fixed',
  percentage: null,
  amountOre: 20_000,
  minimumOre: 150_000,
  isActive: true,
};

describe('code rules', () => {
  it('normalises what the shopper typed, and refuses what cannot be a code', () => {
    expect(normaliseCode(' velkommen 10 ')).toBe('VELKOMMEN10');
    expect(normaliseCode('ab')).toBeNull();
    expect(normaliseCode('-ABC')).toBeNull();
  });

  it('a promo code must exist, run and be reached', () => {
    expect(codeOf(() => usablePromo(null))).toBe('PROMO_INVALID');
    expect(codeOf(() => usablePromo({ ...promo, isActive: false }))).toBe('PROMO_EXPIRED');
    expect(usablePromo(promo)).toBe(promo);
    expect(codeOf(() => assertPromoMinimum(promo, 149_999))).toBe('PROMO_REQUIREMENTS_NOT_MET');
    expect(codeOf(() => assertPromoMinimum(promo, 150_000))).toBeNull();
  });

  it('a gift card must exist, be active and have a balance', () => {
    expect(codeOf(() => usableGiftCard(null))).toBe('GIFT_CARD_INVALID');
    expect(codeOf(() => usableGiftCard({ code: 'G', balanceOre: 5, isActive: false }))).toBe(
      'GIFT_CARD_INVALID',
    );
    expect(codeOf(() => usableGiftCard({ code: 'G', balanceOre: 0, isActive: true }))).toBe(
      'GIFT_CARD_EMPTY',
    );
    expect(maskCode('GAVE-2000')).toBe('•••••2000');
  });
});
