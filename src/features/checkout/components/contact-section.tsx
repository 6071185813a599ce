import { useTranslation } from 'react-i18next';
import { countryContext } from '../model/checkout-form';
import type { CustomerKind, FieldName, FormErrors, CheckoutValues } from '../model/checkout-form';
import type { DeliveryCountry } from '../model/validators';
import { TextField } from './text-field';

interface ContactSectionProps {
  values: CheckoutValues;
  shown: FormErrors;
  customerType: CustomerKind;
  /** The checkout market's country: its organisation numbers. */
  country: DeliveryCountry;
  onCustomerType: (type: CustomerKind) => void;
  /** A logged-in shopper buys as the account's type: shown, not offered as a choice. */
  isTypeLocked: boolean;
  onValue: (field: FieldName, value: string) => void;
  onLeave: (field: FieldName) => void;
}

const KINDS: readonly CustomerKind[] = ['PERSON', 'COMPANY'];

/** Email and customer type; a business gives its organisation number and name. */
export function ContactSection({
  values,
  shown,
  customerType,
  country,
  onCustomerType,
  isTypeLocked,
  onValue,
  onLeave,
}: ContactSectionProps) {
  const { t } = useTranslation('checkout');
  const context = countryContext(country);
  const message = (field: FieldName) => {
    const code = shown[field];
    return code ? t(`errors.${code}`, { context }) : null;
  };
  return (
    <div className="checkout-grid">
      {isTypeLocked ? (
        <div className="customer-type" data-testid="checkout-customer-type-locked">
          <p className="field__label">{t('customerType.label')}</p>
          <p className="customer-type__locked">
            {t('customerType.locked', {
              type: t(`customerType.${customerType}`).toLocaleLowerCase('nb'),
            })}
          </p>
          <p className="field__hint">
            {customerType === 'COMPANY' ? t('customerType.vatNote') : t('customerType.vatIncluded')}
          </p>
        </div>
      ) : (
        <fieldset className="customer-type">
          <legend className="field__label">{t('customerType.label')}</legend>
          <div className="customer-type__options">
            {KINDS.map((kind) => (
              <label key={kind} className="customer-type__option">
                <input
                  type="radio"
                  name="customerType"
                  value={kind}
                  checked={customerType === kind}
                  onChange={() => onCustomerType(kind)}
                />
                <span>{t(`customerType.${kind}`)}</span>
              </label>
            ))}
          </div>
          {customerType === 'COMPANY' ? (
            <p className="field__hint">{t('customerType.vatNote')}</p>
          ) : null}
        </fieldset>
      )}
      <TextField
        field="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('fields.email')}
        hint={t('fields.emailHint')}
        value={values.email}
        error={message('email')}
        maxLength={254}
        onValue={onValue}
        onLeave={onLeave}
        className="field--wide"
      />
      {customerType === 'COMPANY' ? (
        <>
          <TextField
            field="organizationId"
            inputMode="numeric"
            autoComplete="off"
            label={t('fields.organizationId')}
            hint={t('fields.organizationIdHint', { context })}
            value={values.organizationId}
            error={message('organizationId')}
            maxLength={20}
            // A business account's own number (account-prefill.ts): not another company's.
            readOnly={isTypeLocked}
            onValue={onValue}
            onLeave={onLeave}
          />
          <TextField
            field="companyName"
            autoComplete="organization"
            label={t('fields.companyName')}
            value={values.companyName}
            error={message('companyName')}
            maxLength={100}
            onValue={onValue}
            onLeave={onLeave}
          />
        </>
      ) : null}
    </div>
  );
}
