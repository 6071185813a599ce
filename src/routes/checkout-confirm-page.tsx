import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { ACCOUNT_ORDERS_PATH } from '@/features/account/account-button';
import { selectIsLoggedIn } from '@/features/account/auth-slice';
import { panelOpened } from '@/features/panels/panels-slice';
import { broadcastCartChange } from '@/features/cart/cart-broadcast';
import { forgetCart } from '@/features/cart/cart-slice';
import { useCart } from '@/features/cart/use-cart';
import { ConfirmationScreen } from '@/features/checkout/components/confirmation-screen';
import { placedOrderToken } from '@/features/checkout/placed-orders';
import type { OrderModel } from '@/features/checkout/use-order';
import { offerRegistration } from '@/lib/account/register-prefill';
import { useDocumentHead } from '@/lib/use-document-head';

/**
 * /checkout/confirm#order&token: the order id and its token travel in the fragment, which no
 * server, proxy or Referer sees; the order is read with them by POST. A payment's return brings
 * the id only, and the token comes from this browser's own record (features/checkout/placed-orders). A paid order closes its
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

  const id = params.get('order') ?? '';
  // A payment's return names the order only; this browser kept the token when it placed it.
  const token = params.get('token') ?? placedOrderToken(id) ?? '';
  const hasToken = params.has('token');
  useEffect(() => {
    // The address becomes the link to this order that the shopper can keep (a fragment, which
    // no server sees).
    if (id && token && !hasToken)
      window.history.replaceState(
        window.history.state,
        '',
        `#${new URLSearchParams({ order: id, token }).toString()}`,
      );
  }, [id, token, hasToken]);

  return (
    <ConfirmationScreen
      id={id}
      token={token}
      elsewhere={<OrderElsewhere id={id} />}
      afterOrder={(order) => <AccountOffer order={order} />}
    />
  );
}

/**
 * A guest who just ordered is offered an account, filled with what the order said (the address,
 * and a business's organisation number and company name): nothing typed twice.
 */
function AccountOffer({ order }: { order: NonNullable<OrderModel> }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isLoggedIn) return null;
  const business =
    order.customerType === 'COMPANY' && order.organizationId && order.companyName
      ? { organizationId: order.organizationId, companyName: order.companyName }
      : null;
  return (
    <div className="checkout-account-offer">
      <p>{t('confirm.accountOffer', { email: order.email })}</p>
      <Button
        variant="secondary"
        onClick={() => {
          offerRegistration({ email: order.email, business });
          dispatch(panelOpened('account'));
        }}
      >
        {t('confirm.accountOfferButton')}
      </Button>
    </div>
  );
}

/**
 * An order opened in a browser that did not place it (an e-mail's link on another device): a
 * logged-in customer finds it under the account; anyone else may log in first.
 */
function OrderElsewhere({ id }: { id: string }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isLoggedIn)
    return (
      <AppLink
        to={`${ACCOUNT_ORDERS_PATH}/${encodeURIComponent(id)}`}
        className={buttonClassName('secondary')}
      >
        {t('confirm.inAccount')}
      </AppLink>
    );
  return (
    <>
      <p>{t('confirm.elsewhereAccount')}</p>
      <Button variant="secondary" onClick={() => dispatch(panelOpened('account'))}>
        {t('confirm.logIn')}
      </Button>
    </>
  );
}
