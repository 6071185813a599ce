import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import nbCheckout from '../../../../locales/nb/checkout.json';
import { PriceTotals } from './price-totals';

afterEach(cleanup);

const totals = (paid: boolean) => {
  const i18n = createI18n('nb');
  i18n.addResourceBundle('nb', 'checkout', nbCheckout);
  render(
    <I18nextProvider i18n={i18n}>
      <PriceTotals
        vatIncluded
        subtotal="1 190,-"
        discount={null}
        shipping="79,-"
        total="1 150,-"
        vat="230,-"
        totalIncVat="1 150,-"
        giftCard={{ amount: '500,-', toPay: '650,-', paid }}
      />
    </I18nextProvider>,
  );
  return [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
};

describe('PriceTotals', () => {
  it("calls a gift card's rest 'Å betale' until the payment method has paid it, then 'Betalt'", () => {
    expect(totals(false)).toContain('Å betale');
    cleanup();
    const paid = totals(true);
    expect(paid).toContain('Betalt');
    expect(paid).not.toContain('Å betale');
    expect(screen.getByText('650,-')).toBeTruthy();
  });
});
