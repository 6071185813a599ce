import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VatDisplayContext } from '@/components/ui/vat-display';
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { PriceFilter } from './price-filter';

beforeAll(() => ensureNamespaces('nb', ['listing']));
afterEach(cleanup);

function renderFilter(
  vatIncluded: boolean,
  value = null as { min: number | null; max: number | null } | null,
) {
  const onApply = vi.fn();
  render(
    <I18nextProvider i18n={getI18n('nb')}>
      <VatDisplayContext.Provider value={vatIncluded}>
        <PriceFilter facet={{ min: 899, max: 8990 }} value={value} onApply={onApply} />
      </VatDisplayContext.Provider>
    </I18nextProvider>,
  );
  return onApply;
}

const fill = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('PriceFilter', () => {
  it('takes prices with VAT from a private customer as typed', () => {
    const onApply = renderFilter(true);
    expect(screen.getByLabelText('Fra (kr)').getAttribute('placeholder')).toBe('899');
    fill('Fra (kr)', '1000');
    fill('Til (kr)', '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(onApply).toHaveBeenCalledWith({ min: 1000, max: 2000 });
  });

  it('shows a business customer prices without VAT and keeps the filter with VAT', () => {
    const onApply = renderFilter(false, { min: 1250, max: null });
    expect(screen.getByLabelText('Fra (kr)')).toHaveProperty('value', '1000');
    expect(screen.getByLabelText('Fra (kr)').getAttribute('placeholder')).toBe('719');
    expect(screen.getByLabelText('Til (kr)').getAttribute('placeholder')).toBe('7192');
    fill('Til (kr)', '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(onApply).toHaveBeenCalledWith({ min: 1250, max: 2500 });
  });
});
