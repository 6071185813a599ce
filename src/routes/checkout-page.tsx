import { useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { PURCHASE_TERMS_PATH } from '@/config/constants';
import { forgetCart, selectCartId } from '@/features/cart/cart-slice';
import { useCartChangeCount } from '@/features/cart/use-cart-change-count';
import { selectAuthUser } from '@/features/account/auth-slice';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import type { AccountPrefill } from '@/features/checkout/model/account-prefill';
import type { CustomerKind } from '@/features/checkout/model/checkout-form';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { selectCustomerType } from '@/features/customer-type/customer-type-slice';
import {
  choiceFor,
  useCustomerTypeChoice,
} from '@/features/customer-type/use-customer-type-choice';
import { panelOpened } from '@/features/panels/panels-slice';
import {
  AccountSettingsDocument,
  type AccountSettingsFieldsFragment,
} from '@/graphql/generated/operations';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import { useOnlineStatus } from '@/features/pwa/use-online-status';
import { useIsRehydrated } from './checkout-rehydrated';
import { selectPendingChanges } from '@/features/offline-queue/offline-queue-slice';

/** The account's details the checkout fills its empty fields with. */
function prefillOf(account: AccountSettingsFieldsFragment): AccountPrefill {
  const address = (kind: 'billing' | 'shipping') =>
    account.addresses.find((candidate) => candidate.kind === kind) ?? null;
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    billing: address('billing'),
    shipping: address('shipping'),
    organizationId: account.organizationId ?? null,
    companyName: account.companyName ?? null,
    newsletter: account.newsletter,
  };
}

/**
 * A logged-in shopper's account, once the server has answered (a copy kept on the device may be
 * older; offline it is all there is): null for a guest and until then.
 */
function useAccountPrefill(isLoggedIn: boolean): AccountPrefill | null {
  const { data, loading } = useQuery(AccountSettingsDocument, {
    skip: !isLoggedIn,
    fetchPolicy: 'cache-and-network',
  });
  const isFresh = !loading || (typeof navigator !== 'undefined' && !navigator.onLine);
  const account = isLoggedIn && isFresh ? (data?.me ?? null) : null;
  return useMemo(() => (account ? prefillOf(account) : null), [account]);
}

/**
 * /kassen, the checkout: the cart id comes from the cart, the customer type (which decides
 * inc or ex VAT) is the shop's own, so choosing "business" here shows every price ex VAT. A
 * logged-in shopper buys as the account's type (not switchable) and finds the account's details
 * in the fields they have not filled.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const cartId = useAppSelector(selectCartId);
  const chosenType = useAppSelector(selectCustomerType);
  const user = useAppSelector(selectAuthUser);
  const lockedTo = user ? (user.customerType as CustomerKind) : null;
  const customerType = lockedTo ?? chosenType;
  const account = useAccountPrefill(user !== null);
  // Choosing business at the checkout is the same choice as in the top bar: prices follow it.
  const { chooseType } = useCustomerTypeChoice();
  const { customerTypes } = useChannelConfiguration();
  const isRehydrated = useIsRehydrated();
  const cartChanges = useCartChangeCount();
  const isOnline = useOnlineStatus();
  const waitingCartChanges = useAppSelector(
    (state) => selectPendingChanges(state).filter((change) => change.kind === 'cart').length,
  );
  useDocumentHead({ title: t('common:pageTitle', { title: t('pageTitle') }), noIndex: true });

  const onCartGone = useCallback(() => dispatch(forgetCart()), [dispatch]);

  return (
    <CheckoutScreen
      cartId={cartId}
      cartChanges={cartChanges}
      isCartIdKnown={isRehydrated || cartId !== null}
      locale={locale}
      customerType={customerType}
      onCustomerType={(type) => {
        if (!lockedTo) chooseType(choiceFor(customerTypes, type));
      }}
      isTypeLocked={lockedTo !== null}
      accountId={user?.id ?? null}
      account={account}
      onCartGone={onCartGone}
      waitingCartChanges={waitingCartChanges}
      isOnline={isOnline}
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
