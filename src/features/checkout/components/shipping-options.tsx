import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { DeliveryCountry } from '../model/validators';
import type { PickupPointModel, ShippingOptionModel } from '../use-checkout';
import { ChoiceList } from './choice-list';
import { PickupPointPicker } from './pickup-point-picker';

interface ShippingOptionsProps {
  options: readonly ShippingOptionModel[];
  pickupPoint: PickupPointModel | null;
  /** The delivery postcode, where the pickup point search starts. */
  postcode: string;
  /** The checkout market's country: the pickup point search takes its postcodes. */
  country: DeliveryCountry;
  onSelect: (shippingOptionId: string, pickupPointId: string | null) => Promise<void>;
  showRequired: boolean;
}

/** Home delivery, pickup point, parcel locker or heavy goods, with carrier logo and fee. */
export function ShippingOptions({
  options,
  pickupPoint,
  postcode,
  country,
  onSelect,
  showRequired,
}: ShippingOptionsProps) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();

  return (
    <ChoiceList
      name="shippingOption"
      legend={t('shipping.legend')}
      options={options}
      selectedId={options.find((option) => option.isSelected)?.id ?? null}
      onSelect={onSelect}
      requiredText={showRequired ? t('shipping.legend') : null}
      errorText={t('shipping.error')}
      renderLabel={(option) => (
        <>
          <img
            className="choice__logo"
            src={option.logo}
            alt={option.carrier}
            width={56}
            height={28}
          />
          <span className="choice__name">{option.displayName}</span>
          <span className="choice__price">
            {option.feeIncVat === 0
              ? t('shipping.free')
              : vatIncluded
                ? option.feeIncVatFormatted
                : option.feeExVatFormatted}
          </span>
          <span className="choice__detail">{option.deliveryText}</span>
        </>
      )}
      renderChosen={(option, { isBusy, select }) =>
        option.needsPickupPoint ? (
          <PickupPointPicker
            shippingOptionId={option.id}
            postcode={postcode}
            country={country}
            selected={pickupPoint}
            isBusy={isBusy}
            showRequired={showRequired}
            onSelect={select}
          />
        ) : null
      }
    />
  );
}
