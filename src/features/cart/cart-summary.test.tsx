import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { VatDisplayContext } from '@/components/ui/vat-display';
import { createI18n } from '@/i18n/i18n';
import { CartSummary } from './cart-summary';
import type { CartModel } from './use-cart';

afterEach(cleanup);

const CART = {
  promo: null,
  items: [{ id: 'line-1' }],
  summary: {
    fixedAmountDiscountIncVat: 0,
    subTotal: { sellingPriceIncVatFormatted: '1 889,-', sellingPriceExVatFormatted: '1 511,20' },
    shipping: {
      isFree: false,
      qualifiesForFreeShipping: true,
      amountLeftToFreeShippingFormatted: '1 095,90',
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

function renderSummary(isStale: boolean, vatIncluded = true, cart = CART) {
  const { container } = render(
    <I18nextProvider i18n={createI18n('nb')}>
      <VatDisplayContext.Provider value={vatIncluded}>
        <CartSummary cart={cart} isStale={isStale} />
      </VatDisplayContext.Provider>
    </I18nextProvider>,
  );
  return container;
}

describe('CartSummary', () => {
  it('says why a cart with heavy goods has no free shipping', () => {
    const heavy = {
      ...CART,
      summary: {
        ...CART.summary,
        shipping: { ...CART.summary.shipping, qualifiesForFreeShipping: false },
      },
    } as CartModel;
    renderSummary(false, true, heavy);
    expect(
      screen.getByText('Tungt gods sendes som frakt til adressen og har ikke fri frakt.'),
    ).toBeTruthy();
    expect(screen.queryByText(/til fri frakt$/)).toBeNull();
  });

  it("says 'Gratis' for free shipping, as the checkout does", () => {
    const free = {
      ...CART,
      summary: { ...CART.summary, shipping: { ...CART.summary.shipping, isFree: true } },
    } as CartModel;
    renderSummary(false, true, free);
    expect(screen.getByText('Gratis')).toBeTruthy();
    expect(screen.queryByText('0,-')).toBeNull();
  });

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

  it('shows a business the totals ex VAT, the VAT and the total with VAT, and says the free-shipping remainder is with VAT', () => {
    renderSummary(false, false);
    expect(screen.getByText('Du mangler 1 095,90 inkl. mva. til fri frakt')).toBeTruthy();
    expect(screen.getByText('Totalt eks. mva.')).toBeTruthy();
    expect(screen.getAllByText('1 511,20')).toHaveLength(2);
    expect(screen.getByText('Mva.')).toBeTruthy();
    expect(screen.getByText('Totalt inkl. mva.').nextElementSibling?.textContent).toBe('1 889,-');
  });
});
