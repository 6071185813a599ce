import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { broadcastCartChange } from '@/features/cart/cart-broadcast';
import { cartIdSet, selectCartId } from '@/features/cart/cart-slice';
import { forgetAttempt } from '@/features/checkout/checkout-draft';
import { PaymentFailure, toFailReason } from '@/features/checkout/components/payment-failure';
import { panelOpened } from '@/features/panels/panels-slice';
import { useDocumentHead } from '@/lib/use-document-head';
import { useIsRehydrated } from './checkout-rehydrated';

/**
 * /checkout/klarna-fail?reason&cart: the order was cancelled and its cart is open again. When
 * this browser lost the cart id (another device, cleared storage) the query gives it back.
 */
export function CheckoutFailPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const isRehydrated = useIsRehydrated();
  const returnedCart = params.get('cart');
  useDocumentHead({ title: t('common:pageTitle', { title: t('fail.pageTitle') }), noIndex: true });

  // That order is cancelled: "try again" must be a new attempt, not a replay of this one.
  useEffect(() => forgetAttempt(), []);

  useEffect(() => {
    if (!isRehydrated || !returnedCart || returnedCart === cartId) return;
    dispatch(cartIdSet(returnedCart));
    broadcastCartChange(returnedCart);
  }, [isRehydrated, returnedCart, cartId, dispatch]);

  return (
    <PaymentFailure
      reason={toFailReason(params.get('reason'))}
      onOpenCart={() => dispatch(panelOpened('cart'))}
    />
  );
}
