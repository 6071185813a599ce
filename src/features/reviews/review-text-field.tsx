import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type TextField } from '@shared/validation/review';
import './reviews.css';

interface ReviewTextFieldProps {
  field: TextField;
  label: string;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  /** The message to show, already localised. */
  error: string | null;
  hint?: string;
  isMultiline?: boolean;
  autoComplete?: string;
}

/** A labelled input or text area with its hint, its error and (for long texts) a count. */
export function ReviewTextField({
  field,
  label,
  value,
  onValue,
  onBlur,
  error,
  hint,
  isMultiline = false,
  autoComplete = 'off',
}: ReviewTextFieldProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const { max } = REVIEW_LIMITS[field];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    name: field,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur,
  } as const;
  return (
    <div className={`review-field ${error ? 'review-field--error' : ''}`.trim()}>
      <label htmlFor={id} className="review-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="review-field__hint">
          {hint}
        </p>
      ) : null}
      {isMultiline ? (
        <textarea {...control} rows={6} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(event) => onValue(event.target.value)} />
      )}
      {isMultiline ? (
        <p className="review-field__count" aria-live="polite">
          {t('write.characters', { count: Array.from(value.trim()).length, max })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="review-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
