import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/i18n/locale';
import { heldConsents, prefillIn, type AccountPrefill } from '../model/account-prefill';
import { checkoutChoices } from '../model/checkout-choices';
import { countryContext } from '../model/checkout-form';
import type { CustomerKind, FieldName, FormContext } from '../model/checkout-form';
import { deliveryCountry } from '../model/validators';
import type { CheckoutModel } from '../use-checkout';
import { useCheckoutDraft } from '../use-checkout-draft';
import { useCheckoutForm } from '../use-checkout-form';
import { useCheckoutPay } from '../use-checkout-pay';
import { AddressStep } from './address-step';
import { CheckoutStep } from './checkout-step';
import { ConfirmStep } from './confirm-step';
import { ContactSection } from './contact-section';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingOptions } from './shipping-options';

interface CheckoutViewProps {
  checkout: CheckoutModel;
  locale: Locale;
  customerType: CustomerKind;
  onCustomerType: (type: CustomerKind) => void;
  /** A logged-in shopper: the account's type, not switchable here. */
  isTypeLocked: boolean;
  /** The logged-in account (null: a guest). */
  accountId: string | null;
  /** A logged-in shopper's details for the empty fields (null: a guest, or not known yet). */
  account: AccountPrefill | null;
  selectShipping: (shippingOptionId: string, pickupPointId: string | null) => Promise<void>;
  selectPayment: (paymentOptionId: string) => Promise<void>;
  /** After a failed order: the cart may have changed (stock), fetch it again. */
  refresh: () => void;
  /** Where the shopper changes the cart. */
  editCart: ReactNode;
  /** The purchase terms link. */
  termsLink: ReactNode;
}

/** The checkout form: five steps, the summary and the guarded pay. */
export function CheckoutView(props: CheckoutViewProps) {
  const { checkout, locale, customerType } = props;
  const { t } = useTranslation('checkout');
  // The checkout market's country (the server's word): its address rules, carriers and payments.
  const country = deliveryCountry(checkout.country) ?? 'NO';
  const account = useMemo(
    () => (props.account ? prefillIn(props.account, country) : null),
    [props.account, country],
  );
  const { values, attempt, updateValues, setAttempt } = useCheckoutDraft(
    locale,
    props.accountId,
    account,
  );
  const choices = checkoutChoices(checkout, customerType);
  const needsPersonalId = choices.personalIdFor !== null;
  const context: FormContext = useMemo(
    () => ({ customerType, needsPersonalId, country }),
    [customerType, needsPersonalId, country],
  );
  const form = useCheckoutForm(values, updateValues, context);
  const payment = useCheckoutPay({
    checkout,
    choices,
    values,
    form,
    customerType,
    country,
    locale,
    attempt,
    setAttempt,
    refresh: props.refresh,
  });
  const message = (field: FieldName) => {
    const code = form.shown[field];
    return code ? t(`errors.${code}`, { context: countryContext(country) }) : null;
  };
  const fieldEvents = { onValue: form.change, onLeave: form.blur };

  return (
    <div className="checkout container container--narrow">
      <h1 className="checkout__title">{t('title')}</h1>
      <div className="checkout__layout">
        <OrderSummary cart={checkout.cart} editCart={props.editCart} />
        <form
          className="checkout__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void payment.pay();
          }}
        >
          <CheckoutStep number={1} title={t('steps.contact')}>
            <ContactSection
              values={values}
              shown={form.shown}
              customerType={customerType}
              country={country}
              onCustomerType={props.onCustomerType}
              isTypeLocked={props.isTypeLocked}
              {...fieldEvents}
            />
          </CheckoutStep>
          <CheckoutStep number={2} title={t('steps.address')}>
            <AddressStep
              values={values}
              country={country}
              shown={form.shown}
              updateValues={updateValues}
              {...fieldEvents}
            />
          </CheckoutStep>
          <CheckoutStep number={3} title={t('steps.shipping')}>
            <ShippingOptions
              options={checkout.shippingOptions}
              pickupPoint={checkout.pickupPoint ?? null}
              postcode={values.hasShippingAddress ? values.shipping.zip : values.billing.zip}
              country={country}
              onSelect={props.selectShipping}
              showRequired={payment.hasTriedToPay}
            />
          </CheckoutStep>
          <CheckoutStep number={4} title={t('steps.payment')}>
            <PaymentStep
              choices={choices}
              identityNumber={values.identityNumber}
              identityError={message('identityNumber')}
              onSelect={props.selectPayment}
              showRequired={payment.hasTriedToPay}
              {...fieldEvents}
            />
          </CheckoutStep>
          <CheckoutStep number={5} title={t('steps.confirm')}>
            <ConfirmStep
              checkout={checkout}
              values={values}
              updateValues={updateValues}
              form={form}
              message={message}
              termsLink={props.termsLink}
              payment={payment}
              isPaidByGiftCard={choices.isPaidByGiftCard}
              heldConsents={heldConsents(account, values.email)}
            />
          </CheckoutStep>
        </form>
      </div>
    </div>
  );
}
