import { useTranslation } from 'react-i18next';
import type { CheckoutChoices } from '../model/checkout-choices';
import type { FieldName } from '../model/checkout-form';
import { PaymentOptions } from './payment-options';
import { TextField } from './text-field';

interface PaymentStepProps {
  choices: CheckoutChoices;
  identityNumber: string;
  identityError: string | null;
  onSelect: (paymentOptionId: string) => Promise<void>;
  showRequired: boolean;
  onValue: (field: FieldName, value: string) => void;
  onLeave: (field: FieldName) => void;
}

/** The payment options, with the national id a chosen option may ask for; none for a gift card. */
export function PaymentStep({
  choices,
  identityNumber,
  identityError,
  onSelect,
  showRequired,
  onValue,
  onLeave,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  if (choices.isPaidByGiftCard)
    return <p className="checkout__paid-note">{t('payment.paidByGiftCard')}</p>;
  const { personalIdFor } = choices;
  return (
    <PaymentOptions
      options={choices.payments}
      selectedId={choices.payment?.id ?? null}
      onSelect={onSelect}
      showRequired={showRequired}
    >
      {personalIdFor ? (
        <TextField
          field="identityNumber"
          inputMode="numeric"
          autoComplete="off"
          label={t('fields.identityNumber')}
          hint={t('fields.identityNumberHint', { method: personalIdFor.displayName })}
          value={identityNumber}
          error={identityError}
          maxLength={13}
          onValue={onValue}
          onLeave={onLeave}
          className="choice__extra"
        />
      ) : null}
    </PaymentOptions>
  );
}
