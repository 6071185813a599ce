import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { clearDraft } from '../checkout-draft';
import { toPlaceOrderError } from '../place-order-error';
import { useOrder, type OrderModel } from '../use-order';
import { OrderConfirmation } from './order-confirmation';
import '../checkout.css';

/**
 * /checkout/confirm#order&token: the placed order; the checkout form starts empty next time.
 * `elsewhere`: what a browser that did not place the order is offered instead (the route
 * composes it: logging in, or the order under the account).
 */
export function ConfirmationScreen({
  id,
  token,
  elsewhere,
  afterOrder,
}: {
  id: string;
  token: string;
  elsewhere?: ReactNode;
  /** Below the order (the route composes it: an offer to create an account). */
  afterOrder?: (order: OrderModel) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const { order, isLoading, error, refetch } = useOrder(id, token);
  // Paid (or nothing left to pay): the next checkout starts with an empty form.
  const isPlaced = order?.payment.status === 'approved' || order?.payment.status === 'not_required';

  useEffect(() => {
    if (isPlaced) clearDraft();
  }, [isPlaced]);

  // A payment's return names the order only, and this browser did not place it (no kept
  // token): say it is received without showing anything of it.
  if (id && !token)
    return (
      <div className="checkout-state" role="status">
        <p>{t('confirm.elsewhere')}</p>
        {elsewhere}
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary')}>
          {t('confirm.continue')}
        </AppLink>
      </div>
    );
  if (isLoading)
    return (
      <div className="checkout-state">
        <Spinner label={t('loading')} />
      </div>
    );
  if (!order) {
    const isNetwork = error ? toPlaceOrderError(error).code === 'NETWORK' : false;
    return (
      <div className="checkout-state" role="alert">
        <p>{isNetwork ? t('confirm.loadError') : t('confirm.notFound')}</p>
        {isNetwork ? (
          <Button onClick={() => void refetch().catch(() => undefined)}>
            {t('loadError.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="container container--narrow checkout">
      <OrderConfirmation order={order} />
      {afterOrder?.(order)}
      <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary', 'l')}>
        {t('confirm.continue')}
      </AppLink>
    </div>
  );
}
