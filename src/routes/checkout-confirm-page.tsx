import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { broadcastCartChange } from '@/features/cart/cart-broadcast';
import { forgetCart } from '@/features/cart/cart-slice';
import { useCart } from '@/features/cart/use-cart';
import { ConfirmationScreen } from '@/features/checkout/components/confirmation-screen';
import { useDocumentHead } from '@/lib/use-document-head';

/**
 * /checkout/confirm#order&token: the order id and its token travel in the fragment, which no
 * server, proxy or Referer sees; the order is read with them by POST. A paid order closes its
 * cart: once the cart answers ORDERED its id is forgotten here and in the other tabs, and the
 * next add starts a fresh cart.
 */
export function CheckoutConfirmPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const params = new URLSearchParams(useLocation().hash.slice(1));
  const dispatch = useAppDispatch();
  const { cart } = useCart();
  const isOrdered = cart?.status === 'ORDERED';
  useDocumentHead({
    title: t('common:pageTitle', { title: t('confirm.pageTitle') }),
    noIndex: true,
  });

  useEffect(() => {
    if (!isOrdered) return;
    dispatch(forgetCart());
    broadcastCartChange(null);
  }, [isOrdered, dispatch]);

  return <ConfirmationScreen id={params.get('order') ?? ''} token={params.get('token') ?? ''} />;
}
