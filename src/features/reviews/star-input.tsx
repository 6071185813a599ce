import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './reviews.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** The star rating of the review form: five radio buttons, drawn as stars. */
export function StarInput({
  value,
  onValue,
  error,
}: {
  value: number | null;
  onValue: (rating: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation('reviews');
  const name = useId();
  return (
    <fieldset
      className="review-stars"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend>{t('write.rating')}</legend>
      <div className="review-stars__options">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className={`review-stars__option ${value !== null && stars <= value ? 'review-stars__option--on' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              aria-label={t('write.star', { count: stars })}
              onChange={() => onValue(stars)}
            />
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
          </label>
        ))}
      </div>
      {value !== null ? (
        <span className="review-stars__chosen">{t('write.star', { count: value })}</span>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="review-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
