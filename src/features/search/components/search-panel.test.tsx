import { ApolloProvider } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import type { VehicleFilter } from '@/lib/list-query/list-query';
import { fakeApiClient } from '@/test/fake-api';
import SearchPanel from './search-panel';

const price = {
  __typename: 'Price',
  isDiscounted: false,
  regularPriceIncVatFormatted: '3 290,-',
  regularPriceExVatFormatted: '2 632,-',
  sellingPriceIncVatFormatted: '3 290,-',
  sellingPriceExVatFormatted: '2 632,-',
  sellingPriceIncVat: 3290,
  sellingPriceExVat: 2632,
  regularPriceIncVat: 3290,
  discountPercentage: 0,
};

const searched: string[] = [];
const rankedBy: unknown[] = [];

function api() {
  return fakeApiClient({
    SearchPreview: (variables) => {
      const filter = variables['filter'] as { searchText: string; rankVehicle?: unknown };
      const text = filter.searchText;
      searched.push(text);
      rankedBy.push(filter.rankVehicle ?? null);
      const found = text === 'vinsj';
      return {
        search: {
          __typename: 'SearchResult',
          products: {
            __typename: 'ProductList',
            count: found ? 1 : 0,
            products: found
              ? [
                  {
                    __typename: 'Product',
                    productId: 1,
                    name: 'Warn VRX 35 vinsj',
                    canonicalUrl: 'p/vinsjer/warn-vrx-35',
                    brand: { __typename: 'Brand', brandId: 16, name: 'Warn' },
                    unitPrice: price,
                    images: [],
                  },
                ]
              : [],
          },
          categories: [],
          brands: [],
        },
      };
    },
    GetSearchSuggestions: () => ({ searchSuggestions: [] }),
  });
}

function Harness({
  onClose,
  rankVehicle,
}: {
  onClose: () => void;
  rankVehicle: VehicleFilter | null;
}) {
  const [isOpen, setOpen] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button ref={toggle} type="button">
        toggle
      </button>
      {isOpen ? (
        <SearchPanel
          id="search"
          onClose={close}
          toggleRef={toggle}
          suggestedSearches={['arbeidslys', 'vinsj']}
          maxLength={100}
          rankVehicle={rankVehicle}
        />
      ) : null}
    </>
  );
}

function renderPanel(onClose = vi.fn(), rankVehicle: VehicleFilter | null = null) {
  render(
    <MemoryRouter>
      <I18nextProvider i18n={getI18n('nb')}>
        <ApolloProvider client={api()}>
          <Harness onClose={onClose} rankVehicle={rankVehicle} />
        </ApolloProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { onClose, field: screen.getByRole('searchbox', { name: /Søk etter produkter/ }) };
}

beforeAll(() => ensureNamespaces('nb', ['search']));
beforeEach(() => {
  searched.length = 0;
  rankedBy.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

describe('SearchPanel', () => {
  it('shows popular searches and asks nothing while the field is empty', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Populære søk' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(searched).toEqual([]);
  });

  it('waits until typing pauses (500 ms) and then searches once', async () => {
    const { field } = renderPanel();
    fireEvent.change(field, { target: { value: 'vi' } });
    fireEvent.change(field, { target: { value: 'vinsj' } });
    expect(searched).toEqual([]);
    await screen.findByText('Warn VRX 35 vinsj', {}, { timeout: 2000 });
    expect(searched).toEqual(['vinsj']);
    expect(screen.getByRole('link', { name: /Se 1 treff for «vinsj»/ })).toBeTruthy();
  });

  it("sends the shopper's current vehicle, so the parts that fit it come first", async () => {
    const vehicle = { manufacturer: 'Polaris', year: 2022, model: 'Sportsman 570' };
    const { field } = renderPanel(vi.fn(), vehicle);
    fireEvent.change(field, { target: { value: 'vinsj' } });
    await screen.findByText('Warn VRX 35 vinsj', {}, { timeout: 2000 });
    expect(rankedBy).toEqual([vehicle]);
  });

  it('says so when nothing is found, and gives no suggestion it does not have', async () => {
    const { field } = renderPanel();
    fireEvent.change(field, { target: { value: 'qqxx' } });
    await screen.findByText(
      'Ingen treff for «qqxx».',
      { selector: 'p:not([role])' },
      { timeout: 2000 },
    );
    expect(screen.getByText(/Vi har heller ingen forslag til «qqxx»/)).toBeTruthy();
  });

  it('stores a search that found something among the recent ones when it closes', async () => {
    const { field, onClose } = renderPanel();
    fireEvent.change(field, { target: { value: 'vinsj' } });
    await screen.findByText('Warn VRX 35 vinsj', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Lukk søket' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(localStorage.getItem('recentSearches')).toBe('["vinsj"]'));
  });

  it('closes on Escape, without storing an empty search', () => {
    const { onClose } = renderPanel();
    fireEvent.pointerDown(screen.getByRole('searchbox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  it('closes on a click outside it', () => {
    const { onClose } = renderPanel();
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
