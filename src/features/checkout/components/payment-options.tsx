import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOptionModel } from '../use-checkout';

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
  const [isBusy, setIsBusy] = useState(false);
  const [hasError, setHasError] = useState(false);
  // The shopper's choice shows at once, before the server has stored it.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const chosenId = pendingId ?? selectedId;

  const select = async (optionId: string) => {
    setIsBusy(true);
    setHasError(false);
    setPendingId(optionId);
    try {
      await onSelect(optionId);
    } catch {
      setHasError(true);
    } finally {
      setPendingId(null);
      setIsBusy(false);
    }
  };

  return (
    <div className="choice-list" aria-busy={isBusy || undefined}>
      <fieldset className="choice-list__group">
        <legend className="visually-hidden">{t('payment.legend')}</legend>
        {options.map((option) => {
          const isSelected = option.id === chosenId;
          return (
            <div
              key={option.id}
              className={`choice ${isSelected ? 'choice--selected' : ''}`.trim()}
            >
              <label className="choice__label">
                <input
                  type="radio"
                  name="paymentOption"
                  value={option.id}
                  checked={isSelected}
                  onChange={() => void select(option.id)}
                />
                <img className="choice__logo" src={option.logo} alt="" width={56} height={28} />
                <span className="choice__name">{option.displayName}</span>
                <span
                  className={`choice__price ${option.fee === 0 ? 'choice__price--muted' : ''}`.trim()}
                >
                  {option.fee === 0
                    ? t('payment.noFee')
                    : t('payment.fee', { fee: option.feeFormatted })}
                </span>
                <span className="choice__detail">{option.description}</span>
              </label>
              {isSelected ? children : null}
            </div>
          );
        })}
      </fieldset>
      {showRequired && !chosenId ? (
        <p className="field__error" role="alert">
          {t('payment.required')}
        </p>
      ) : null}
      {hasError ? (
        <p className="field__error" role="alert">
          {t('payment.error')}
        </p>
      ) : null}
    </div>
  );
}
