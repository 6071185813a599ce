import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveryCountry } from '../model/validators';
import type { PickupPointModel } from '../use-checkout';
import { usePickupPoints } from '../use-pickup-points';

interface PickupPointPickerProps {
  shippingOptionId: string;
  /** The delivery address's postcode: the search starts there. */
  postcode: string;
  country: DeliveryCountry;
  selected: PickupPointModel | null;
  onSelect: (pickupPointId: string) => void;
  isBusy: boolean;
  showRequired: boolean;
}

const MAX_POINTS = 6;

/** Pickup points near a postcode; the shopper may search near another one. */
export function PickupPointPicker({
  shippingOptionId,
  postcode,
  country,
  selected,
  onSelect,
  isBusy,
  showRequired,
}: PickupPointPickerProps) {
  const { t, i18n } = useTranslation('checkout');
  const inputId = useId();
  // Follows the address until the shopper types a postcode of their own here.
  const [typed, setTyped] = useState<string | null>(null);
  const search = typed ?? postcode;
  // The shopper's choice shows at once, before the server has stored it.
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? selected?.id ?? null;
  const { points, isLoading, isPostcode } = usePickupPoints(search, shippingOptionId, country);
  const km = (meters: number) =>
    new Intl.NumberFormat(i18n.language === 'nn' ? ['nn-NO', 'nb-NO'] : 'nb-NO', {
      maximumFractionDigits: 1,
    }).format(meters / 1000);

  return (
    <div className="pickup">
      <div className="field field--zip">
        <label htmlFor={inputId} className="field__label">
          {t('shipping.pickupPostcode')}
        </label>
        <input
          id={inputId}
          value={search}
          inputMode="numeric"
          maxLength={country === 'SE' ? 6 : 4}
          autoComplete="postal-code"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <fieldset className="pickup__list" aria-busy={isBusy || isLoading || undefined}>
        <legend className="visually-hidden">{t('shipping.pickupLegend')}</legend>
        {!isPostcode ? <p className="pickup__note">{t('shipping.pickupHint')}</p> : null}
        {isPostcode && isLoading ? (
          <Spinner size={20} label={t('shipping.pickupSearching')} />
        ) : null}
        {isPostcode && !isLoading && points.length === 0 ? (
          <p className="pickup__note">{t('shipping.pickupNone')}</p>
        ) : null}
        {points.slice(0, MAX_POINTS).map((point) => (
          <label key={point.id} className="pickup__point">
            <input
              type="radio"
              name={`pickup-${shippingOptionId}`}
              value={point.id}
              checked={chosenId === point.id}
              onChange={() => {
                setPicked(point.id);
                onSelect(point.id);
              }}
            />
            <span className="pickup__name">{point.name}</span>
            <span className="pickup__distance">
              {t('shipping.distance', { km: km(point.distanceMeters) })}
            </span>
            <span className="pickup__address">
              {point.addressLine}, {point.zip} {point.city}
            </span>
            <span className="pickup__hours">{point.openingHours}</span>
          </label>
        ))}
      </fieldset>
      {showRequired && !selected ? (
        <p className="field__error" role="alert">
          {t('shipping.pickupRequired')}
        </p>
      ) : null}
    </div>
  );
}
