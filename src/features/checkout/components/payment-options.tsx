import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOptionModel } from '../use-checkout';
import { ChoiceList } from './choice-list';

interface PaymentOptionsProps {
  /** Only the options offered to the shopper's customer type. */
  options: readonly PaymentOptionModel[];
  selectedId: string | null;
  onSelect: (paymentOptionId: string) => Promise<void>;
  showRequired: boolean;
  /** Shown under the chosen option (the personal id when it needs one). */
  children?: ReactNode;
}

/** Card, Vipps, invoice (30 days), instalments and pay later, with logo and fee. */
export function PaymentOptions({
  options,
  selectedId,
  onSelect,
  showRequired,
  children,
}: PaymentOptionsProps) {
  const { t } = useTranslation('checkout');
  return (
    <ChoiceList
      name="paymentOption"
      legend={t('payment.legend')}
      options={options}
      selectedId={selectedId}
      onSelect={(optionId) => onSelect(optionId)}
      requiredText={showRequired ? t('payment.required') : null}
      errorText={t('payment.error')}
      renderLabel={(option) => (
        <>
          <img className="choice__logo" src={option.logo} alt="" width={56} height={28} />
          <span className="choice__name">{option.displayName}</span>
          <span
            className={`choice__price ${option.fee === 0 ? 'choice__price--muted' : ''}`.trim()}
          >
            {option.fee === 0 ? t('payment.noFee') : t('payment.fee', { fee: option.feeFormatted })}
          </span>
          <span className="choice__detail">{option.description}</span>
        </>
      )}
      renderChosen={() => children}
    />
  );
}
