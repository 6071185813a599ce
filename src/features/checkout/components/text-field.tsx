import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldName } from '../model/checkout-form';

/** The element id of a form field: the pay button moves focus to the first one in error. */
export const fieldId = (field: FieldName) => `checkout-${field.replace('.', '-')}`;

/** Moves focus to what keeps the payment guarded: a field in error, else the missing choice. */
export function focusFirstMissing(
  field: FieldName | null,
  missing: { shipping: boolean; pickupPoint: boolean },
): void {
  const target = field
    ? document.getElementById(fieldId(field))
    : document.querySelector<HTMLInputElement>(
        missing.shipping
          ? 'input[name="shippingOption"]'
          : missing.pickupPoint
            ? '.pickup input'
            : 'input[name="paymentOption"]',
      );
  target?.focus();
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'onBlur' | 'value'
> {
  field: FieldName;
  label: string;
  value: string;
  /** The message to show, already localised. */
  error?: string | null;
  hint?: string;
  isOptional?: boolean;
  onValue: (field: FieldName, value: string) => void;
  onLeave: (field: FieldName) => void;
  multiline?: boolean;
}

/** A labelled input with its hint and error (the spec: optional fields say so). */
export function TextField({
  field,
  label,
  value,
  error,
  hint,
  isOptional = false,
  onValue,
  onLeave,
  className,
  multiline = false,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('checkout');
  const id = fieldId(field);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: field,
    value,
    required: !isOptional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: () => onLeave(field),
  } as const;
  return (
    <div className={`field ${error ? 'field--error' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
        {isOptional ? <span className="field__optional"> ({t('optional')})</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          maxLength={input.maxLength}
          onChange={(event) => onValue(field, event.target.value)}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onValue(field, event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
