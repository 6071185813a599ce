import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { forgetAttempt } from '@/features/checkout/checkout-draft';
import { PaymentFailure, toFailReason } from '@/features/checkout/components/payment-failure';
import { panelOpened } from '@/features/panels/panels-slice';
import { useDocumentHead } from '@/lib/use-document-head';

/**
 * /checkout/klarna-fail?reason: the order was cancelled and its cart is open again, in this
 * browser's own state and ralph-cart cookie. The page takes no cart id from its URL: a link
 * must never hand a browser someone else's cart (a `cart` parameter is ignored).
 */
export function CheckoutFailPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  useDocumentHead({ title: t('common:pageTitle', { title: t('fail.pageTitle') }), noIndex: true });

  // That order is cancelled: "try again" must be a new attempt, not a replay of this one.
  useEffect(() => forgetAttempt(), []);

  return (
    <PaymentFailure
      reason={toFailReason(params.get('reason'))}
      onOpenCart={() => dispatch(panelOpened('cart'))}
    />
  );
}
