import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from '../model/checkout-form';
import type { CheckoutModel } from '../use-checkout';
import { fieldId } from './text-field';

interface ConsentsAndTermsProps {
  consents: CheckoutModel['consents'];
  /** Consents the shopper holds already: a line saying so instead of an unticked box. */
  held: readonly string[];
  values: CheckoutValues;
  updateValues: (update: (values: CheckoutValues) => CheckoutValues) => void;
  termsError: string | null;
  termsLink: ReactNode;
  onTerms: (accepted: boolean) => void;
  onTermsLeave: () => void;
}

const KNOWN_CONSENTS = ['NEWSLETTER', 'SMS', 'REVIEW_INVITATION'] as const;
type KnownConsent = (typeof KNOWN_CONSENTS)[number];
const isKnown = (type: string): type is KnownConsent =>
  (KNOWN_CONSENTS as readonly string[]).includes(type);

/** The consents the shop offers (all optional, unticked) and the purchase terms. */
export function ConsentsAndTerms({
  consents,
  held,
  values,
  updateValues,
  termsError,
  termsLink,
  onTerms,
  onTermsLeave,
}: ConsentsAndTermsProps) {
  const { t } = useTranslation('checkout');
  const id = fieldId('acceptTerms');
  return (
    <>
      <fieldset className="checkout__consents">
        <legend className="visually-hidden">{t('consents.legend')}</legend>
        {consents
          .filter((consent) => isKnown(consent.type))
          .map((consent) =>
            held.includes(consent.type) ? (
              <p key={consent.type} className="checkout__consent-held">
                {t(`consents.held.${consent.type as KnownConsent}`)}
              </p>
            ) : (
              <label key={consent.type} className="checkbox">
                <input
                  type="checkbox"
                  checked={values.consents[consent.type] === true}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    updateValues((current) => ({
                      ...current,
                      consents: { ...current.consents, [consent.type]: checked },
                    }));
                  }}
                />
                <span>{t(`consents.${consent.type as KnownConsent}`)}</span>
              </label>
            ),
          )}
      </fieldset>
      <div className={`field ${termsError ? 'field--error' : ''}`.trim()}>
        <div className="checkbox checkbox--terms">
          <input
            id={id}
            type="checkbox"
            required
            checked={values.acceptTerms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-error` : undefined}
            onChange={(event) => onTerms(event.target.checked)}
            onBlur={onTermsLeave}
          />
          <label htmlFor={id}>
            {t('terms.before')} {termsLink}
          </label>
        </div>
        {termsError ? (
          <p id={`${id}-error`} className="field__error">
            {termsError}
          </p>
        ) : null}
      </div>
    </>
  );
}
