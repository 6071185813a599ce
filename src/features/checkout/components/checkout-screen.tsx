import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import type { Locale } from '@/i18n/locale';
import type { AccountPrefill } from '../model/account-prefill';
import type { CustomerKind } from '../model/checkout-form';
import { toPlaceOrderError } from '../place-order-error';
import { useCheckout } from '../use-checkout';
import { CheckoutView } from './checkout-view';
import '../checkout.css';

/** After reconnecting, how often and how far apart an unloaded checkout asks again. */
const RECONNECT_TRIES = 5;
const RECONNECT_RETRY_MS = 2000;

interface CheckoutScreenProps {
  cartId: string | null;
  /** Moves when the cart changed outside this page (another tab, an offline replay). */
  cartChanges: number;
  /** False until the stored cart id has been read: no empty state before that. */
  isCartIdKnown: boolean;
  locale: Locale;
  customerType: CustomerKind;
  onCustomerType: (type: CustomerKind) => void;
  /** A logged-in shopper: the account's type, not switchable here. */
  isTypeLocked: boolean;
  /** The logged-in account (null: a guest). */
  accountId: string | null;
  /** A logged-in shopper's details for the empty fields. */
  account: AccountPrefill | null;
  /** The cart is unknown or already ordered: forget it. */
  onCartGone: () => void;
  /** Cart changes made offline that wait for the network (they may be the whole cart). */
  waitingCartChanges?: number;
  /** navigator.onLine: a checkout that could not load offline loads again on reconnecting. */
  isOnline?: boolean;
  editCart: ReactNode;
  termsLink: ReactNode;
}

/** /kassen: the checkout of the shopper's cart, or a friendly empty state. */
export function CheckoutScreen({
  cartId,
  cartChanges,
  isCartIdKnown,
  onCartGone,
  waitingCartChanges = 0,
  isOnline = true,
  ...rest
}: CheckoutScreenProps) {
  const { t } = useTranslation('checkout');
  const { checkout, isLoading, error, refetch, selectShipping, selectPayment } = useCheckout(
    cartId,
    cartChanges,
  );
  const errorCode = error ? toPlaceOrderError(error).code : null;
  const isGone =
    errorCode === 'CART_NOT_FOUND' ||
    errorCode === 'CART_CLOSED' ||
    checkout?.cart.status === 'ORDERED';

  useEffect(() => {
    if (isGone) onCartGone();
  }, [isGone, onCartGone]);

  // Opened (or reloaded) without a network: the checkout loads by itself once there is one.
  const isUnloaded = error !== undefined && !checkout && !isGone;
  // Only on reconnecting: a failure while online waits for the shopper's "Prøv igjen". The
  // network may answer a moment after the browser says it is back (the first ask failed in
  // CI): it asks again a few times, until the checkout has loaded.
  const loadAgain = useEffectEvent(() => {
    if (isUnloaded) void refetch().catch(() => undefined);
  });
  const wasOffline = useRef(!isOnline);
  useEffect(() => {
    if (!isOnline) {
      wasOffline.current = true;
      return;
    }
    loadAgain();
    if (!wasOffline.current) return;
    wasOffline.current = false;
    let tries = 1;
    const retry = window.setInterval(() => {
      if (++tries >= RECONNECT_TRIES) window.clearInterval(retry);
      loadAgain();
    }, RECONNECT_RETRY_MS);
    return () => window.clearInterval(retry);
  }, [isOnline]);

  if (!isCartIdKnown || (cartId && !checkout && isLoading && !isGone))
    return (
      <div className="checkout-state">
        <Spinner label={t('loading')} />
      </div>
    );

  if (isUnloaded && !isOnline)
    return (
      <div className="checkout-state" role="status">
        <Icon name="cart" size={48} />
        <h1>{t('offline.title')}</h1>
        <p>{t('offline.text')}</p>
      </div>
    );

  if (isUnloaded)
    return (
      <div className="checkout-state" role="alert">
        <h1>{t('loadError.title')}</h1>
        <Button onClick={() => void refetch().catch(() => undefined)}>
          {t('loadError.retry')}
        </Button>
      </div>
    );

  // Added without a network: the checkout cannot price what the shop has not seen yet, but the
  // cart is not empty. It opens when the changes have reached the shop.
  if (waitingCartChanges > 0 && (!checkout || checkout.cart.items.length === 0))
    return (
      <div className="checkout-state" role="status">
        <Icon name="cart" size={48} />
        <h1>{t('waiting.title')}</h1>
        <p>{t('waiting.text')}</p>
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('secondary', 'l')}>
          {t('empty.link')}
        </AppLink>
      </div>
    );

  if (!checkout || isGone || checkout.cart.items.length === 0)
    return (
      <div className="checkout-state">
        <Icon name="cart" size={48} />
        <h1>{t('empty.title')}</h1>
        <p>{t('empty.text')}</p>
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary', 'l')}>
          {t('empty.link')}
        </AppLink>
      </div>
    );

  return (
    <CheckoutView
      {...rest}
      checkout={checkout}
      selectShipping={selectShipping}
      selectPayment={selectPayment}
      refresh={() => void refetch().catch(() => undefined)}
    />
  );
}
