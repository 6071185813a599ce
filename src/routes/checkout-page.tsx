import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { PURCHASE_TERMS_PATH } from '@/config/constants';
import { forgetCart, selectCartId } from '@/features/cart/cart-slice';
import { useCartChangeCount } from '@/features/cart/use-cart-change-count';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { selectCustomerType } from '@/features/customer-type/customer-type-slice';
import {
  choiceFor,
  useCustomerTypeChoice,
} from '@/features/customer-type/use-customer-type-choice';
import { panelOpened } from '@/features/panels/panels-slice';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import { useIsRehydrated } from './checkout-rehydrated';

/**
 * /kassen, the checkout: the cart id comes from the cart, the customer type (which decides
 * inc or ex VAT) is the shop's own, so choosing "business" here shows every price ex VAT.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const cartId = useAppSelector(selectCartId);
  const customerType = useAppSelector(selectCustomerType);
  // Choosing business at the checkout is the same choice as in the top bar: prices follow it.
  const { chooseType } = useCustomerTypeChoice();
  const { customerTypes } = useChannelConfiguration();
  const isRehydrated = useIsRehydrated();
  const cartChanges = useCartChangeCount();
  useDocumentHead({ title: t('common:pageTitle', { title: t('pageTitle') }), noIndex: true });

  const onCartGone = useCallback(() => dispatch(forgetCart()), [dispatch]);

  return (
    <CheckoutScreen
      cartId={cartId}
      cartChanges={cartChanges}
      isCartIdKnown={isRehydrated || cartId !== null}
      locale={locale}
      customerType={customerType}
      onCustomerType={(type) => chooseType(choiceFor(customerTypes, type))}
      onCartGone={onCartGone}
      editCart={
        <AppLink
          to=""
          className="order-summary__edit"
          onClick={() => dispatch(panelOpened('cart'))}
        >
          {t('summary.editCart')}
        </AppLink>
      }
      termsLink={
        <AppLink to={PURCHASE_TERMS_PATH} newTab>
          {t('terms.link')}
        </AppLink>
      }
    />
  );
}
