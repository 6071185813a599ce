import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { PickupPointModel, ShippingOptionModel } from '../use-checkout';
import { PickupPointPicker } from './pickup-point-picker';

interface ShippingOptionsProps {
  options: readonly ShippingOptionModel[];
  pickupPoint: PickupPointModel | null;
  /** The delivery postcode, where the pickup point search starts. */
  postcode: string;
  onSelect: (shippingOptionId: string, pickupPointId: string | null) => Promise<void>;
  showRequired: boolean;
}

/** Home delivery, pickup point, parcel locker or heavy goods, with carrier logo and fee. */
export function ShippingOptions({
  options,
  pickupPoint,
  postcode,
  onSelect,
  showRequired,
}: ShippingOptionsProps) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const [isBusy, setIsBusy] = useState(false);
  const [hasError, setHasError] = useState(false);
  // The shopper's choice shows at once; the server's answer (fee, pickup point) follows.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const isChosen = (option: ShippingOptionModel) =>
    pendingId === null ? option.isSelected : option.id === pendingId;
  const selected = options.find(isChosen) ?? null;

  const select = async (optionId: string, pickupPointId: string | null) => {
    setIsBusy(true);
    setHasError(false);
    setPendingId(optionId);
    try {
      await onSelect(optionId, pickupPointId);
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
        <legend className="visually-hidden">{t('shipping.legend')}</legend>
        {options.map((option) => {
          const fee = vatIncluded ? option.feeIncVatFormatted : option.feeExVatFormatted;
          return (
            <div
              key={option.id}
              className={`choice ${isChosen(option) ? 'choice--selected' : ''}`.trim()}
            >
              <label className="choice__label">
                <input
                  type="radio"
                  name="shippingOption"
                  value={option.id}
                  checked={isChosen(option)}
                  onChange={() => void select(option.id, null)}
                />
                <img
                  className="choice__logo"
                  src={option.logo}
                  alt={option.carrier}
                  width={56}
                  height={28}
                />
                <span className="choice__name">{option.displayName}</span>
                <span className="choice__price">
                  {option.feeIncVat === 0 ? t('shipping.free') : fee}
                </span>
                <span className="choice__detail">{option.deliveryText}</span>
              </label>
              {isChosen(option) && option.needsPickupPoint ? (
                <PickupPointPicker
                  shippingOptionId={option.id}
                  postcode={postcode}
                  selected={pickupPoint}
                  isBusy={isBusy}
                  showRequired={showRequired}
                  onSelect={(pickupPointId) => void select(option.id, pickupPointId)}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {showRequired && !selected ? (
        <p className="field__error" role="alert">
          {t('shipping.legend')}
        </p>
      ) : null}
      {hasError ? (
        <p className="field__error" role="alert">
          {t('shipping.error')}
        </p>
      ) : null}
    </div>
  );
}
