import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryContext,
  isOptionalAddressField,
  MAX_LENGTH,
  type AddressField,
  type AddressValues,
  type FieldName,
  type FormErrors,
} from '../model/checkout-form';
import type { DeliveryCountry } from '../model/validators';
import { usePostcodeCity } from '@/lib/address/use-postcode-city';
import { TextField } from './text-field';

type Prefix = 'billingAddress' | 'shippingAddress';

interface AddressFieldsProps {
  prefix: Prefix;
  address: AddressValues;
  /** The checkout market's country: its postcode and mobile number. */
  country: DeliveryCountry;
  shown: FormErrors;
  onValue: (field: FieldName, value: string) => void;
  onLeave: (field: FieldName) => void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  careOf: 'off',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  entryCode: 'off',
  mobile: 'tel',
};

/** The spec's address fields; a Norwegian postcode fills the city. */
export function AddressFields(props: AddressFieldsProps) {
  const { prefix, address, country, shown, onValue, onLeave } = props;
  const { t } = useTranslation('checkout');
  const section = prefix === 'billingAddress' ? 'billing' : 'shipping';
  const onCity = useCallback((city: string) => onValue(`${prefix}.city`, city), [onValue, prefix]);
  const { isUnknown } = usePostcodeCity(address.zip, country, onCity);
  const context = countryContext(country);

  const text = (name: AddressField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => {
    const field = `${prefix}.${name}` as const;
    const error = shown[field];
    return (
      <TextField
        field={field}
        label={t(`fields.${name}`)}
        value={address[name]}
        error={error ? t(`errors.${error}`, { context }) : null}
        isOptional={isOptionalAddressField(name)}
        autoComplete={
          AUTOCOMPLETE[name] === 'off' ? 'off' : `section-${section} ${AUTOCOMPLETE[name]}`
        }
        maxLength={MAX_LENGTH.address}
        onValue={onValue}
        onLeave={onLeave}
        className={`field--${name}`}
        {...extra}
      />
    );
  };

  return (
    <div className="address-fields">
      {text('firstName')}
      {text('lastName')}
      {text('addressLine1')}
      {text('addressLine2')}
      {text('careOf')}
      {text('zip', { inputMode: 'numeric', maxLength: country === 'SE' ? 6 : 4 })}
      {text('city', { hint: isUnknown ? t('fields.postcodeUnknown') : undefined })}
      {text('entryCode')}
      {text('mobile', { type: 'tel', inputMode: 'tel', hint: t('fields.mobileHint', { context }) })}
    </div>
  );
}
