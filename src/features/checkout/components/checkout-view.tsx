import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/i18n/locale';
import { LANGUAGE_IDS } from '@/i18n/locale';
import type { CustomerKind, FieldName, FormContext } from '../model/checkout-form';
import { toPlaceOrderInput } from '../model/place-order-input';
import { formFieldErrors } from '../place-order-error';
import type { CheckoutModel } from '../use-checkout';
import { useCheckoutDraft } from '../use-checkout-draft';
import { useCheckoutForm } from '../use-checkout-form';
import { usePlaceOrder } from '../use-place-order';
import { AddressFields } from './address-fields';
import { ConsentsAndTerms } from './consents-and-terms';
import { ContactSection } from './contact-section';
import { OrderSummary } from './order-summary';
import { PaySection } from './pay-section';
import { PaymentOptions } from './payment-options';
import { ShippingOptions } from './shipping-options';
import { CheckoutStep } from './checkout-step';
import { focusFirstMissing, TextField } from './text-field';

interface CheckoutViewProps {
  checkout: CheckoutModel;
  locale: Locale;
  customerType: CustomerKind;
  onCustomerType: (type: CustomerKind) => void;
  selectShipping: (shippingOptionId: string, pickupPointId: string | null) => Promise<void>;
  selectPayment: (paymentOptionId: string) => Promise<void>;
  /** After a failed order: the cart may have changed (stock), fetch it again. */
  refresh: () => void;
  /** Where the shopper changes the cart. */
  editCart: ReactNode;
  /** The purchase terms link. */
  termsLink: ReactNode;
}

/** The checkout form (spec sections 2, 4 and 5): four steps, the summary and the guarded pay. */
export function CheckoutView({
  checkout,
  locale,
  customerType,
  onCustomerType,
  selectShipping,
  selectPayment,
  refresh,
  editCart,
  termsLink,
}: CheckoutViewProps) {
  const { t } = useTranslation('checkout');
  const { values, attempt, updateValues, setAttempt } = useCheckoutDraft(locale);
  const { cart } = checkout;

  const payments = checkout.paymentOptions.filter((option) =>
    option.customerTypes.includes(customerType),
  );
  // A gift card that pays the whole order: no payment method is asked for, and none is sent.
  const isPaidByGiftCard =
    cart.summary.total.giftCardAmount > 0 && cart.summary.total.toPayIncVat === 0;
  const payment = isPaidByGiftCard ? null : (payments.find((option) => option.isSelected) ?? null);
  const shipping = checkout.shippingOptions.find((option) => option.isSelected) ?? null;
  const needsPersonalId = customerType === 'PERSON' && payment?.needsPersonalId === true;
  const context: FormContext = useMemo(
    () => ({ customerType, needsPersonalId }),
    [customerType, needsPersonalId],
  );
  const form = useCheckoutForm(values, updateValues, context);
  const { placeOrder, isBusy, error: placeError } = usePlaceOrder(attempt, setAttempt);
  const [hasTriedToPay, setHasTriedToPay] = useState(false);

  const pickupMissing = shipping?.needsPickupPoint === true && !checkout.pickupPoint;
  const errorCount = Object.keys(form.errors).length;
  const isReady =
    errorCount === 0 &&
    shipping !== null &&
    !pickupMissing &&
    (payment !== null || isPaidByGiftCard);
  const deliveryZip = values.hasShippingAddress ? values.shipping.zip : values.billing.zip;
  const message = (field: FieldName) => {
    const code = form.shown[field];
    return code ? t(`errors.${code}`) : null;
  };

  const pay = async () => {
    setHasTriedToPay(true);
    const firstInvalid = form.revealAll();
    if (!isReady) {
      focusFirstMissing(firstInvalid, { shipping: !shipping, pickupPoint: pickupMissing });
      return;
    }
    const failure = await placeOrder(
      toPlaceOrderInput(values, {
        cartId: cart.id,
        customerType,
        needsPersonalId,
        shippingOptionId: shipping.id,
        pickupPointId: shipping.needsPickupPoint ? (checkout.pickupPoint?.id ?? null) : null,
        paymentOptionId: payment?.id ?? null,
        languageId: LANGUAGE_IDS[locale],
      }),
    );
    if (!failure) return;
    form.showServerErrors(formFieldErrors(failure));
    // The cart may have changed (stock): show it as it is now.
    if (failure.code !== 'NETWORK') refresh();
  };

  return (
    <div className="checkout container container--narrow">
      <h1 className="checkout__title">{t('title')}</h1>
      <div className="checkout__layout">
        <OrderSummary cart={cart} editCart={editCart} />
        <form
          className="checkout__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <CheckoutStep number={1} title={t('steps.contact')}>
            <ContactSection
              values={values}
              shown={form.shown}
              customerType={customerType}
              onCustomerType={onCustomerType}
              onValue={form.change}
              onLeave={form.blur}
            />
          </CheckoutStep>
          <CheckoutStep number={2} title={t('steps.address')}>
            <AddressFields
              prefix="billingAddress"
              address={values.billing}
              shown={form.shown}
              onValue={form.change}
              onLeave={form.blur}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={values.hasShippingAddress}
                onChange={(event) => {
                  const checked = event.target.checked;
                  updateValues((current) => ({ ...current, hasShippingAddress: checked }));
                }}
              />
              <span>{t('fields.separateShipping')}</span>
            </label>
            {values.hasShippingAddress ? (
              <fieldset className="checkout__subgroup">
                <legend>{t('fields.shippingAddress')}</legend>
                <AddressFields
                  prefix="shippingAddress"
                  address={values.shipping}
                  shown={form.shown}
                  onValue={form.change}
                  onLeave={form.blur}
                />
              </fieldset>
            ) : null}
          </CheckoutStep>
          <CheckoutStep number={3} title={t('steps.shipping')}>
            <ShippingOptions
              options={checkout.shippingOptions}
              pickupPoint={checkout.pickupPoint ?? null}
              postcode={deliveryZip}
              onSelect={selectShipping}
              showRequired={hasTriedToPay}
            />
          </CheckoutStep>
          <CheckoutStep number={4} title={t('steps.payment')}>
            {isPaidByGiftCard ? (
              <p className="checkout__paid-note">{t('payment.paidByGiftCard')}</p>
            ) : (
              <PaymentOptions
                options={payments}
                selectedId={payment?.id ?? null}
                onSelect={selectPayment}
                showRequired={hasTriedToPay}
              >
                {needsPersonalId ? (
                  <TextField
                    field="identityNumber"
                    inputMode="numeric"
                    autoComplete="off"
                    label={t('fields.identityNumber')}
                    hint={t('fields.identityNumberHint', { method: payment.displayName })}
                    value={values.identityNumber}
                    error={message('identityNumber')}
                    maxLength={13}
                    onValue={form.change}
                    onLeave={form.blur}
                    className="choice__extra"
                  />
                ) : null}
              </PaymentOptions>
            )}
          </CheckoutStep>
          <CheckoutStep number={5} title={t('steps.confirm')}>
            <TextField
              field="message"
              label={t('fields.message')}
              value={values.message}
              error={message('message')}
              isOptional
              multiline
              maxLength={500}
              onValue={form.change}
              onLeave={form.blur}
            />
            <ConsentsAndTerms
              consents={checkout.consents}
              values={values}
              updateValues={updateValues}
              termsError={message('acceptTerms')}
              termsLink={termsLink}
              onTermsLeave={() => form.blur('acceptTerms')}
              onTerms={(accepted) => form.change('acceptTerms', String(accepted))}
            />
            <PaySection
              isReady={isReady}
              isBusy={isBusy}
              amount={cart.summary.total.toPayIncVatFormatted}
              isPaidByGiftCard={isPaidByGiftCard}
              missingCount={errorCount}
              error={placeError}
              onRetry={() => void pay()}
            />
          </CheckoutStep>
        </form>
      </div>
    </div>
  );
}
