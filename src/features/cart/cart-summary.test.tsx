import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { CartSummary } from './cart-summary';
import type { CartModel } from './use-cart';

afterEach(cleanup);

const CART = {
  promo: null,
  summary: {
    fixedAmountDiscountIncVat: 0,
    subTotal: { sellingPriceIncVatFormatted: '1 889,-', sellingPriceExVatFormatted: '1 511,20' },
    shipping: {
      isFree: true,
      qualifiesForFreeShipping: false,
      feeIncVatFormatted: '0,-',
      feeExVatFormatted: '0,-',
    },
    total: {
      sellingPriceIncVatFormatted: '1 889,-',
      sellingPriceExVatFormatted: '1 511,20',
      vatFormatted: '377,80',
      giftCardAmount: 0,
    },
  },
} as unknown as CartModel;

function renderSummary(isStale: boolean) {
  const { container } = render(
    <I18nextProvider i18n={createI18n('nb')}>
      <CartSummary cart={CART} isStale={isStale} />
    </I18nextProvider>,
  );
  return container;
}

describe('CartSummary', () => {
  it('shows the totals without a note when nothing waits', () => {
    renderSummary(false);
    expect(screen.getAllByText('1 889,-')).toHaveLength(2);
    expect(screen.queryByText(/ikke oppdatert/)).toBeNull();
  });

  it('keeps the last totals while changes wait offline, marked as not yet updated', () => {
    const container = renderSummary(true);
    expect(screen.getAllByText('1 889,-')).toHaveLength(2);
    expect(screen.getByText('0,-')).toBeTruthy();
    expect(screen.getByText(/Summene er ikke oppdatert ennå/)).toBeTruthy();
    expect(container.querySelector('.cart-summary--stale')).not.toBeNull();
  });
});
