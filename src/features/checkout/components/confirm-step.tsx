import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues, FieldName } from '../model/checkout-form';
import type { CheckoutModel } from '../use-checkout';
import type { useCheckoutForm } from '../use-checkout-form';
import type { useCheckoutPay } from '../use-checkout-pay';
import { ConsentsAndTerms } from './consents-and-terms';
import { PaySection } from './pay-section';
import { TextField } from './text-field';

interface ConfirmStepProps {
  checkout: CheckoutModel;
  values: CheckoutValues;
  updateValues: (update: (values: CheckoutValues) => CheckoutValues) => void;
  form: ReturnType<typeof useCheckoutForm>;
  /** The text of a field's shown error, or null. */
  message: (field: FieldName) => string | null;
  termsLink: ReactNode;
  payment: ReturnType<typeof useCheckoutPay>;
  isPaidByGiftCard: boolean;
  /** Consents the shopper holds already (account-prefill.ts heldConsents): said, not asked. */
  heldConsents: readonly string[];
}

/** A message to the shop, the consents and terms, and the pay button. */
export function ConfirmStep({
  checkout,
  values,
  updateValues,
  form,
  message,
  termsLink,
  payment,
  isPaidByGiftCard,
  heldConsents,
}: ConfirmStepProps) {
  const { t } = useTranslation('checkout');
  return (
    <>
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
        held={heldConsents}
        values={values}
        updateValues={updateValues}
        termsError={message('acceptTerms')}
        termsLink={termsLink}
        onTermsLeave={() => form.blur('acceptTerms')}
        onTerms={(accepted) => form.change('acceptTerms', String(accepted))}
      />
      <PaySection
        isReady={payment.isReady}
        isBusy={payment.isBusy}
        amount={checkout.cart.summary.total.toPayIncVatFormatted}
        isPaidByGiftCard={isPaidByGiftCard}
        missing={payment.missing}
        error={payment.error}
        onRetry={() => void payment.pay()}
      />
    </>
  );
}
