import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createI18n } from '@/i18n/i18n';
import { CartAddedToast } from './cart-added-toast';
import { cartAdded, cartSlice } from './cart-slice';

afterEach(cleanup);

function renderToast(locale: 'nb' | 'nn', isQueued: boolean, isShopUnreachable = false) {
  // Only the cart slice: a feature's test does not build the app's store (app composes features).
  const store = configureStore({ reducer: { cart: cartSlice.reducer } });
  store.dispatch(
    cartAdded({ key: 'k', name: 'Tennplugg', quantity: 2, isQueued, isShopUnreachable }),
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(locale)}>
        <CartAddedToast onOpenCart={() => undefined} />
      </I18nextProvider>
    </Provider>,
  );
  return screen.getByRole('status').textContent;
}

describe('CartAddedToast', () => {
  it('says the item is in the cart when the shop took it', () => {
    expect(renderToast('nb', false)).toContain('Lagt i handlekurven');
  });

  it('says an add made offline is saved and sent once the connection is back', () => {
    const text = renderToast('nb', true);
    expect(text).not.toContain('Lagt i handlekurven');
    expect(text).toContain('Lagret – sendes når du er på nett igjen');
    expect(text).toContain('2 × Tennplugg legges i handlekurven når forbindelsen er tilbake');
  });

  it('says the shop did not answer when the device was online, not that it is offline', () => {
    const text = renderToast('nb', true, true);
    expect(text).toContain('Lagret – sendes så snart nettbutikken svarer');
    expect(text).not.toContain('på nett igjen');
    cleanup();
    expect(renderToast('nn', true, true)).toContain(
      'Lagra – blir sendt så snart nettbutikken svarar',
    );
  });

  it('says so in Nynorsk too', () => {
    expect(renderToast('nn', true)).toContain('Lagra – blir sendt når du er på nett igjen');
  });
});
