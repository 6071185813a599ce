import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { createI18n } from '@/i18n/i18n';
import { FavouriteButton } from './favourite-button';
import { FavouritesLink } from './favourites-link';
import { favouritesSlice, selectFavouriteIds } from './favourites-slice';

// The events are pushed only with statistics consent (lib/analytics/push-event.ts).
beforeEach(() => saveConsent({ statistics: true, marketing: false }));

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  forgetConsentForTests();
});

function renderHeart(path = '/') {
  const store = configureStore({ reducer: { favorites: favouritesSlice.reducer } });
  const locale = path.startsWith('/nn') ? 'nn' : 'nb';
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <FavouritesLink />
          <FavouriteButton productId={42} productName="Warn VRX 35" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

const events = () => (window.dataLayer ?? []).map((entry) => entry['event']);

describe('FavouriteButton', () => {
  it('toggles the product, counts it in the header, pushes the event and says so (nb)', async () => {
    const store = renderHeart();
    const heart = screen.getByRole('button', { name: 'Favoritt: Warn VRX 35' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Favoritter' })).toBeTruthy();

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(selectFavouriteIds(store.getState())).toEqual([42]);
    expect(screen.getByRole('link', { name: 'Favoritter, 1 produkt' })).toBeTruthy();
    await waitFor(() => expect(events()).toEqual(['favorite:add']));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Warn VRX 35 er lagt til i favorittene dine.',
      ),
    );

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Favoritter' })).toBeTruthy();
    await waitFor(() => expect(events()).toEqual(['favorite:add', 'favorite:remove']));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Warn VRX 35 er fjernet fra favorittene dine.',
      ),
    );
  });

  it('speaks Nynorsk on /nn', async () => {
    renderHeart('/nn/');
    fireEvent.click(screen.getByRole('button', { name: 'Favoritt: Warn VRX 35' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Warn VRX 35 er lagd til i favorittane dine.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Favorittar, 1 produkt' })).toBeTruthy();
  });
});
