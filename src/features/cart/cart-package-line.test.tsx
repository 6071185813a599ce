import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { CartPackageLine } from './cart-package-line';
import type { CartLine } from './use-cart';
import type { CartResult } from './use-cart-mutations';

afterEach(cleanup);

const PACKAGE = {
  productId: 900,
  name: 'Servicepakke: Kymco MXU + luftfilter + 2 tennplugger',
  canonicalUrl: 'pp/service/servicepakke-kymco',
  images: [],
};

/** A package part as getCart gives it; only the fields the line reads. */
function part(
  skuId: number,
  name: string,
  partQuantity: number,
  total: number,
  size = { name: 'Standard', count: 1 },
): CartLine {
  const price = { sellingPriceIncVat: total, sellingPriceExVat: total * 0.8 };
  return {
    id: `${String(skuId)}@g1`,
    skuId,
    quantity: partQuantity * 2,
    maxQuantity: 10,
    groupKey: 'g1',
    productPackage: { packageId: 900, quantity: 2, partQuantity, package: PACKAGE },
    sku: { skuId, name: size.name },
    product: {
      productId: skuId,
      name,
      canonicalUrl: `p/x/${String(skuId)}`,
      images: [],
      sizeCount: size.count,
    },
    unitPrice: price,
    totalPrice: price,
  } as unknown as CartLine;
}

const PARTS = [
  part(1, 'Oljefilter KN-401', 1, 240.5),
  part(2, 'Luftfilter 7082696', 1, 600, { name: 'XL', count: 3 }),
  part(3, 'NGK Tennplugg DR8ES', 2, 157.5),
] as const;

function renderLine(onQuantity = vi.fn(), onRemove = vi.fn(), parts: typeof PARTS = PARTS) {
  const ok = (): Promise<CartResult> => Promise.resolve({ ok: true, cart: null, queued: true });
  onQuantity.mockImplementation(ok);
  onRemove.mockImplementation(ok);
  render(
    <I18nextProvider i18n={createI18n('nb')}>
      <MemoryRouter>
        <ul>
          <CartPackageLine
            parts={parts}
            onQuantity={onQuantity}
            onRemove={onRemove}
            onNavigate={() => undefined}
          />
        </ul>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onQuantity, onRemove };
}

describe('CartPackageLine', () => {
  it('shows one package line: its name, its parts (with sizes where they have several) and the package total', () => {
    renderLine();
    expect(screen.getByRole('link', { name: PACKAGE.name })).toBeTruthy();
    const parts = screen.getByRole('list', { name: `Pakken ${PACKAGE.name} inneholder` });
    const items = within(parts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Oljefilter KN-401',
      'Luftfilter 7082696 Størrelse: XL',
      '2 × NGK Tennplugg DR8ES',
    ]);
    // 240,50 + 600 + 157,50 for two packages.
    expect(screen.getByText('998,-')).toBeTruthy();
    expect(screen.getByText('Pris per pakke: 499,-')).toBeTruthy();
    // Not discounted: no Omnibus line.
    expect(screen.queryByText(/Laveste pris/)).toBeNull();
  });

  it('a discounted package shows the lowest price of the 30 days before its discount', () => {
    const lowest = { sellingPriceIncVatFormatted: '549,-', sellingPriceExVatFormatted: '439,20' };
    const discounted = PARTS.map((line) => ({
      ...line,
      productPackage: { ...line.productPackage, lowestPriceBeforeDiscount: lowest },
    })) as unknown as typeof PARTS;
    renderLine(vi.fn(), vi.fn(), discounted);
    expect(screen.getAllByText('Laveste pris 30 dager før rabatten: 549,-')).toHaveLength(1);
  });

  it('has one quantity (in packages) and one remove, for the whole package', async () => {
    const { onQuantity, onRemove } = renderLine();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: `Antall for ${PACKAGE.name}` })).toHaveProperty(
      'value',
      '2',
    );
    expect(screen.getAllByRole('button', { name: /^Fjern/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: `Legg til én ${PACKAGE.name}` }));
    await waitFor(() => expect(onQuantity).toHaveBeenCalledWith(3, 2));
    // The line's buttons rest while its change is in flight; a click before they wake is lost.
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: `Fjern ${PACKAGE.name}` });
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
  });
});
