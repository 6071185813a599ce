import { useTranslation } from 'react-i18next';
import type { CheckoutValues, FieldName, FormErrors } from '../model/checkout-form';
import type { DeliveryCountry } from '../model/validators';
import { AddressFields } from './address-fields';

interface AddressStepProps {
  values: CheckoutValues;
  country: DeliveryCountry;
  shown: FormErrors;
  updateValues: (update: (values: CheckoutValues) => CheckoutValues) => void;
  onValue: (field: FieldName, value: string) => void;
  onLeave: (field: FieldName) => void;
}

/** The billing address, and a delivery address when the shopper wants one apart. */
export function AddressStep(props: AddressStepProps) {
  const { values, country, shown, updateValues, onValue, onLeave } = props;
  const { t } = useTranslation('checkout');
  return (
    <>
      <AddressFields
        prefix="billingAddress"
        address={values.billing}
        country={country}
        shown={shown}
        onValue={onValue}
        onLeave={onLeave}
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
            country={country}
            shown={shown}
            onValue={onValue}
            onLeave={onLeave}
          />
        </fieldset>
      ) : null}
    </>
  );
}
