import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import nbCheckout from '../../../../locales/nb/checkout.json';
import { CheckoutScreen } from './checkout-screen';

// A checkout that could not load: every ask fails (the network is not answering yet).
const refetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
vi.mock('../use-checkout', () => ({
  useCheckout: () => ({
    checkout: undefined,
    isLoading: false,
    error: new TypeError('Failed to fetch'),
    refetch,
    selectShipping: vi.fn(),
    selectPayment: vi.fn(),
  }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  refetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function screenAt(isOnline: boolean) {
  const i18n = createI18n('nb');
  i18n.addResourceBundle('nb', 'checkout', nbCheckout);
  const element = (online: boolean) => (
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <CheckoutScreen
          cartId="cart-1"
          cartChanges={0}
          isCartIdKnown
          locale="nb"
          customerType="PERSON"
          onCustomerType={() => undefined}
          isTypeLocked={false}
          accountId={null}
          account={null}
          onCartGone={() => undefined}
          isOnline={online}
          editCart={null}
          termsLink={null}
        />
      </I18nextProvider>
    </MemoryRouter>
  );
  const view = render(element(isOnline));
  return { goOnline: () => view.rerender(element(true)) };
}

describe('CheckoutScreen without a loaded checkout', () => {
  it('asks again a few times after reconnecting, as the network may answer a moment later', async () => {
    const { goOnline } = screenAt(false);
    expect(refetch).not.toHaveBeenCalled();
    goOnline();
    expect(refetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(refetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(refetch).toHaveBeenCalledTimes(5);
  });

  it('after a failure while online waits for the shopper', async () => {
    screenAt(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
